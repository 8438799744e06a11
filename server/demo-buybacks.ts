// The demo's buy-backs and trade-ins (issue 10), one business day at a time beside its sales (server/demo-sales.ts):
// from the second day on, one of the shop's own pieces sold on an earlier day comes back with its receipt; every day a
// piece from elsewhere is bought (paid in cash, or by transfer to the customer's account on even days), a scrap lot
// every other day, and one trade-in (a new piece sold, an old one from elsewhere traded in, the customer paying the
// rest in cash). On the third and the last day one buy-back is cancelled on its own day. Prices are the system prices, worked out
// with the kernel's own functions (domain/buyback-pricing.ts) so that the payments match them.
import type { AppContext } from './context';
import type { Actor } from './actor';
import { cancelDocument, postDocument } from './documents/engine';
import { buybackParameters, pembelian, type BuybackItem } from './documents/kinds/pembelian';
import type { SaleBody } from './documents/kinds/penjualan';
import { resolveBuybackLine, tradeIn, type BuybackParameters } from '../domain/buyback-pricing';
import { weightMg } from '../domain/units';

/** A trade-in a day: its new piece is one more the demo takes from the trays. */
export const DEMO_TRADE_INS_PER_DAY = 1;

const SELLERS: [string, string, string][] = [
  ['Nur Aisyah', 'Jl. Salemba Raya No. 14, Jakarta Pusat', '081234560201'],
  ['Joko Susilo', 'Jl. Bekasi Timur No. 7, Jakarta Timur', '081234560202'],
  ['Ratna Sari', 'Perum Pondok Hijau Blok A3, Depok', '081234560203'],
  ['Dedi Kurniawan', 'Jl. Kebon Jeruk No. 21, Jakarta Barat', ''],
];
/** Old pieces customers bring in: name, group, kadar, net grams, condition. */
export const OLD_PIECES: [string, string, number, number, string][] = [
  ['CINCIN KAWIN POLOS LAMA', 'CK70', 70, 3.15, 'BAGUS'],
  ['KALUNG RANTAI PUTIH LAMA', 'KP75', 75, 7.42, 'RUSAK'],
  ['GELANG KERONCONG LAMA', 'GK42', 42, 12.8, 'BAGUS'],
  ['CINCIN MATA BATU LAMA', 'CK70', 70, 2.64, 'RUSAK'],
];
const CUSTOMER_ACCOUNTS = [
  { kode_bank: 'BCA', no_rekening: '7210456789' },
  { kode_bank: 'MANDIRI', no_rekening: '1230098765' },
];

export interface DemoBuybackTools {
  sell(body: SaleBody): Promise<{ no: string }>;
  authorize(kategori: string, keterangan: string): Promise<string>;
  /** The next new piece the demo may sell. */
  take(): { kode_barcode: string } | undefined;
  /** The grand total the sale of these pieces comes to (the demo's sale pricer). */
  saleTotal(barcodes: string[]): number;
  /** Whether this day cancels its last buy-back. */
  cancelOne: boolean;
}

export interface DemoBuybackCount {
  buybacks: number;
  buybacksCancelled: number;
  tradeIns: number;
}

const oldPiece = (n: number, over: Partial<BuybackItem> = {}): BuybackItem => {
  const [nama_barang, kode_group, kadar, berat, kondisi] = OLD_PIECES[n % OLD_PIECES.length];
  return { nama_barang, kode_group, kadar, berat, berat_kotor: Math.round((berat + 0.05) * 1000) / 1000, kondisi, ada_nota: n % 2 === 0, ...over };
};

/** The system price of the lines, as the server will price them. */
function priceOf(params: BuybackParameters, items: BuybackItem[]): number {
  return items.reduce((sum, item) => {
    const r = resolveBuybackLine(params, { kode_group: item.kode_group, kadar: Math.round(item.kadar * 100), berat_mg: weightMg(item.berat), kondisi: item.kondisi, ada_nota: item.ada_nota });
    if (!r.ok) throw new Error(`demo buy-back ${item.nama_barang}: ${r.message}`);
    return sum + r.price.harga_sistem;
  }, 0);
}

/** Day `d`'s buy-backs and trade-in, through the kernel. */
export async function demoBuybacks(ctx: AppContext, actor: Actor, d: number, tools: DemoBuybackTools, count: DemoBuybackCount): Promise<void> {
  const params = await ctx.db.transaction((tx) => buybackParameters(tx));
  const [nama_customer, alamat_customer, no_hp] = SELLERS[d % SELLERS.length];
  const who = { kode_sales: ['S01', 'S02', 'S03'][d % 3], nama_customer, alamat_customer, no_hp };
  const numbers: string[] = [];
  const buy = async (items: BuybackItem[], transfer: boolean) => {
    const total = priceOf(params, items);
    const account = CUSTOMER_ACCOUNTS[d % CUSTOMER_ACCOUNTS.length];
    const pembayaran = transfer ? [{ jenis: 'TRANSFER' as const, jumlah_rp: total, ...account }] : [{ jenis: 'TUNAI' as const, jumlah_rp: total }];
    const { no } = await postDocument(ctx, actor, pembelian, { ...who, items, pembayaran });
    numbers.push(no);
    count.buybacks++;
  };

  // The shop's own piece, sold on an earlier day and still the customer's: back with its receipt.
  const [own] = await ctx.db.query<{ kode_barcode: string; no_faktur_jual: string; nama_barang: string; kode_group: string; kadar: number; berat: string }>(
    `SELECT b.kode_barcode, d.no_dokumen AS no_faktur_jual, b.nama_barang, b.kode_group, b.kadar, b.berat_jual AS berat
       FROM dokumen_baris b JOIN dokumen_terkini d ON d.no_dokumen = b.no_dokumen JOIN barang i ON i.kode_barcode = b.kode_barcode
      WHERE d.jenis = 'PENJUALAN' AND d.status = 'DONE' AND d.kode_toko = $1 AND d.tgl_system < $2 AND i.status = 'TERJUAL' AND i.aksesoris = false
      ORDER BY d.no_dokumen, b.baris LIMIT 1`,
    [actor.kode_toko, actor.tgl_system],
  );
  if (own) {
    const berat = Number(own.berat);
    await buy([{ ...own, kadar: Number(own.kadar), berat, berat_kotor: berat, kondisi: 'BAGUS', ada_nota: true }], false);
  }
  await buy([oldPiece(d)], d % 2 === 0);
  if (d % 2 === 1) await buy([oldPiece(d + 1, { nama_barang: 'PATAHAN EMAS CAMPUR', kondisi: 'ROSOK', kadar: 70, berat: 4.37, berat_kotor: 4.5 })], false);

  // A trade-in: a new piece for an old one, the rest paid in cash.
  const piece = tools.take();
  if (piece) {
    const tukar = [oldPiece(d + 2)];
    const { sisa } = tradeIn(tools.saleTotal([piece.kode_barcode]), priceOf(params, tukar));
    await tools.sell({ ...who, items: [{ kode_barcode: piece.kode_barcode }], pembayaran: sisa > 0 ? [{ jenis: 'TUNAI', jumlah_rp: sisa }] : [], tukar: { items: tukar } });
    count.tradeIns++;
  }

  if (tools.cancelOne && numbers.length) {
    const alasan = 'Pelanggan membatalkan penjualan emasnya';
    const authorization_id = await tools.authorize('BATAL_PEMBELIAN', alasan);
    await cancelDocument(ctx, actor, pembelian, numbers[numbers.length - 1], { alasan, authorization_id }, 'Pembelian');
    count.buybacksCancelled++;
  }
}
