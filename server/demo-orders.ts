// The demo's orders, pre-orders and services (issue 21), through the kernel as the counter posts them, so the demo holds
// every state a shop meets and the reports of the demo's last day (the business date) all have rows:
// - on the first day an order still open (promised three days on: past its promise by today) and a service still in
//   the workshop;
// - on the last day an order with a shop piece as its sample (out of its tray), one whose finished piece comes in and
//   is collected at the locked price, one cancelled (refunded or forfeited by the shop's batal_pesanan), a pre-order
//   from the demo supplier whose piece arrives; a service done and collected (the repair added gold), one done and
//   waiting for its customer, one cancelled (the down payment refunded).
import type { AppContext } from './context';
import type { Actor } from './actor';
import { cancelDocument, postDocument } from './documents/engine';
import { ambilPesanan, pesanan, type OrderItemInput } from './documents/kinds/pesanan';
import { ambilService, finishService, service, type ServiceItemInput } from './documents/kinds/service';
import { addItems } from './inventory/item-operations';
import { addDays } from '../domain/dates';
import { goldAmount } from '../domain/order-pricing';
import { weightMg } from '../domain/units';

export interface DemoOrderCount {
  orders: number;
  ordersCollected: number;
  ordersCancelled: number;
  services: number;
  servicesCollected: number;
  servicesCancelled: number;
}

const CUSTOMERS: [string, string, string][] = [
  ['Rina Wulandari', 'Jl. Cempaka Putih No. 9, Jakarta Pusat', '081234560301'],
  ['Hendra Gunawan', 'Jl. Raya Bogor Km 21, Jakarta Timur', '081234560302'],
  ['Maya Puspita', 'Perum Griya Asri Blok C7, Bekasi', '081234560303'],
  ['Agus Salim', 'Jl. Panjang No. 40, Jakarta Barat', ''],
];
const customer = (n: number) => {
  const [nama_customer, alamat_customer, no_hp] = CUSTOMERS[n % CUSTOMERS.length];
  return { kode_sales: 'S01', nama_customer, alamat_customer, no_hp };
};

const RING: OrderItemInput = { nama_barang: 'CINCIN KAWIN UKIR NAMA', kode_group: 'CK70', kadar: 70, perkiraan_berat: 4.5, ongkos_rp: 150_000, kode_tukang: 'T01' };
const PENDANT: OrderItemInput = { nama_barang: 'LIONTIN INISIAL', kode_group: 'CK70', kadar: 70, perkiraan_berat: 2, ongkos_rp: 100_000, kode_tukang: 'T02', contoh: { keterangan: 'Liontin lama pelanggan', berat: 1.8 } };
const REPAIRS: ServiceItemInput[][] = [
  [{ nama_barang: 'KALUNG RANTAI PUTUS', berat: 8.4, jumlah: 1, ongkos_rp: 75_000, deskripsi: 'Patri rantai', kode_tukang: 'T01', kode_group: 'CK70' }],
  [
    { nama_barang: 'CINCIN KEBESARAN', berat: 3.2, jumlah: 1, ongkos_rp: 50_000, deskripsi: 'Kecilkan ukuran', kode_tukang: 'T02' },
    { nama_barang: 'GELANG KUSAM', berat: 10.1, jumlah: 1, ongkos_rp: 60_000, deskripsi: 'Poles dan sepuh', kode_tukang: 'T02' },
  ],
  [{ nama_barang: 'ANTING LEPAS', berat: 1.6, jumlah: 2, ongkos_rp: 40_000, deskripsi: 'Ganti kait', kode_tukang: 'T01' }],
  [{ nama_barang: 'LIONTIN PENYOK', berat: 2.3, jumlah: 1, ongkos_rp: 45_000, deskripsi: 'Ketok dan poles', kode_tukang: 'T01' }],
];

const cash = (jumlah_rp: number) => [{ jenis: 'TUNAI' as const, jumlah_rp }];
const REASON = 'Pelanggan membatalkan';

/** Day `d` of the demo (0 the first, `last` the last): what the head of this file says happens on it. */
export async function demoOrders(
  ctx: AppContext,
  actor: Actor,
  d: number,
  last: number,
  tools: { authorize: (kategori: string, keterangan: string) => Promise<string>; take: () => { kode_barcode: string } | undefined },
  count: DemoOrderCount,
): Promise<void> {
  const order = async (i: number, items: OrderItemInput[], dp: number, po?: { kode_supplier: string; no_po: string }) => {
    const body = { ...customer(i), tgl_janji: addDays(actor.tgl_system, 3), items, pembayaran: cash(dp), ...po };
    count.orders++;
    return (await postDocument(ctx, actor, pesanan, body)).no;
  };
  const intake = async (i: number, dp: number) => {
    count.services++;
    return (await postDocument(ctx, actor, service, { ...customer(i + 1), items: REPAIRS[i], pembayaran: dp ? cash(dp) : [] })).no;
  };
  const done = (no: string, i: number, heavierMg = 0) =>
    finishService(ctx, actor, no, { items: REPAIRS[i].map((l, n) => ({ berat_keluar: n === 0 ? (l.berat * 1000 + heavierMg) / 1000 : l.berat })) });
  /** The finished piece of an order, added by the owner's staff with its number (and its PO). */
  const finished = async (no: string, berat: number, no_po = '') =>
    (await addItems(ctx, actor, [{ nama_barang: 'LIONTIN INISIAL', kode_dept: 'CK', kode_group: 'CK70', kode_baki: 'B01', kode_gudang: 'G01', berat, kadar: 70, no_pesanan: no, no_po }]))[0];

  if (d === 0) {
    await order(0, [RING], 1_000_000);
    await intake(3, 0);
  }
  if (d !== last) return;
  const sample = tools.take();
  await order(1, [{ ...RING, ...(sample ? { contoh: { kode_barcode: sample.kode_barcode } } : {}) }], 750_000);

  // The goldsmith delivers the pendant 0,12 g heavier than estimated; the customer collects it at the locked price.
  const collected = await order(2, [PENDANT], 500_000);
  const piece = await finished(collected, 2.12);
  const [line] = await ctx.db.query<{ harga_per_gram: number; ongkos: number }>('SELECT harga_per_gram, ongkos FROM dokumen_baris WHERE no_dokumen = $1 AND baris = 1', [collected]);
  // What remains after the down payment, in round notes up to the next Rp 50.000.
  const rest = goldAmount(weightMg(piece.berat), Number(line.harga_per_gram)) + Number(line.ongkos) - 500_000;
  await postDocument(ctx, actor, ambilPesanan, { no_pesanan: collected, items: [{ kode_barcode: piece.kode_barcode }], pembayaran: cash(Math.ceil(rest / 50_000) * 50_000) });
  count.ordersCollected++;

  const cancelled = await order(3, [RING], 300_000);
  await cancelDocument(ctx, actor, pesanan, cancelled, { alasan: REASON, authorization_id: await tools.authorize('BATAL_PESANAN', REASON) }, 'Pesanan');
  count.ordersCancelled++;

  const no_po = `PO-${actor.tgl_system.replaceAll('-', '')}-01`;
  await finished(await order(0, [PENDANT], 400_000, { kode_supplier: 'SUP01', no_po }), 2.05, no_po);

  const repaired = await intake(0, 25_000);
  await done(repaired, 0, 150);
  const owed = await ctx.db.query<{ sisa: number }>('SELECT pokok - terbayar AS sisa FROM saldo_dokumen WHERE no_dokumen = $1', [repaired]);
  await postDocument(ctx, actor, ambilService, { no_service: repaired, pembayaran: Number(owed[0].sisa) > 0 ? cash(Number(owed[0].sisa)) : [] });
  count.servicesCollected++;
  await done(await intake(1, 0), 1);
  const dropped = await intake(2, 20_000);
  await cancelDocument(ctx, actor, service, dropped, { alasan: REASON, authorization_id: await tools.authorize('BATAL_SERVICE', REASON) }, 'Service');
  count.servicesCancelled++;
}
