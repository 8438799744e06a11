// The reports of orders, pre-orders and services (issue 21 item 10) and the close's report, on two business days of
// real documents posted through the API and worked out by hand. Group C75 is at Rp 1.000.000/g, K70 at Rp 900.000/g;
// an order line is ceil(grams x price / 500) x 500 + ongkos at the price locked when it was taken. Every payment is
// cash unless it says transfer. Branch TOKO02 posts the same kinds of documents on D1: none of them ever appears in
// the head office's reports of its own shop.
//
// D1 (2026-06-01), closed with the till counted as expected:
//   orders   A  5 g T01 (sample CONTOH-A) + 1,5 g T01 ongkos 50.000 = 5.100.000 + 1.550.000 = 6.650.000, DP 1.000.000; open
//            B  3 g T01 ongkos 50.000 + 2 g T02 (sample CONTOH-B) = 5.050.000, DP 2.000.000; cancelled D1, refunded
//            C  4 g T02 ongkos 200.000 = 4.200.000, DP 1.500.000; piece 4,1 g, collected D2
//            D  2 g, no goldsmith = 2.000.000, DP 500.000; piece 2,2 g collected D1 (1.700.000), that sale cancelled
//               D1 (refunded), collected again D2
//   pre-orders (SUP01)  E  PO-RPT-1 5 g K70 = 4.500.000, DP 500.000; piece 5,05 g D1, collected D2
//                       F  PO-RPT-2 (sales S02) 3 g K70 ongkos 50.000 = 2.750.000, DP 300.000 by transfer; piece D2
//                       H  PO-RPT-3 2 g K70 = 1.800.000, DP 200.000; a 2 g piece in stock since D1 bound to it D2
//   services S1 chain 10,5 g ongkos 150.000 T01 + rings 3,25 g x2 ongkos 75.000 = 225.000, DP 50.000; done D1 (the
//               chain 10,6 g: 0,1 g added at C75 = 100.000), collected D1: 325.000 - 50.000 = 275.000 (300.000
//               handed over, 25.000 change)
//            S2 bracelet 8 g ongkos 100.000 T02 (C75), no DP; done D2 at 8,3 g: 0,3 g = 300.000; waiting
//            S3 pendant 2 g ongkos 60.000 T01, DP 20.000; done D1, cancelled D1, refunded
// D2 (2026-06-02), the business date, open:
//   C collected: 4,1 g x 1.000.000 + 200.000 = 4.300.000, paid 4.300.000 - 1.500.000 = 2.800.000
//   D collected: 2,2 g x 1.000.000 = 2.200.000, paid 1.700.000
//   E collected: 5,05 g x 900.000 = 4.545.000, paid 4.045.000
//   order G 1 g T01 = 1.000.000, DP 400.000; cancelled D2 with batal_pesanan HANGUS (forfeited: no money out)
//   service S4 earrings 1,5 g x2 ongkos 40.000 T01, DP 30.000 by transfer; open
//   the air conditioner serviced: a manual expense of 100.000 under the shop's own Kode Transaksi SERVICE
//
// The till: D1 in 1.000.000 + 2.000.000 + 1.500.000 + 500.000 + 500.000 + 200.000 (order DPs) + 50.000 + 20.000
// (service DPs) + 1.700.000 (D's first collection) + 275.000 (S1 collected), out 2.000.000 (B) + 1.700.000 (D's
// collection cancelled) + 20.000 (S3) = 4.025.000; D2 adds 400.000 + 2.800.000 + 1.700.000 + 4.045.000 and takes the
// air conditioner's 100.000: 12.870.000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../definitions/define';
import pesananTransaksi from '../../definitions/reports/pesanan-transaksi';
import pesananAmbil from '../../definitions/reports/pesanan-ambil';
import pesananTukang from '../../definitions/reports/pesanan-tukang';
import pesananContoh from '../../definitions/reports/pesanan-contoh';
import batalPesanan from '../../definitions/reports/batal-pesanan';
import preOrderTransaksi from '../../definitions/reports/pre-order-transaksi';
import preOrderSelesai from '../../definitions/reports/pre-order-selesai';
import serviceTransaksi from '../../definitions/reports/service-transaksi';
import serviceMasuk from '../../definitions/reports/service-masuk';
import serviceSelesai from '../../definitions/reports/service-selesai';
import serviceAmbil from '../../definitions/reports/service-ambil';
import batalService from '../../definitions/reports/batal-service';
import serviceBelumDiambil from '../../definitions/reports/service-belum-diambil';
import serviceTukang from '../../definitions/reports/service-tukang';
import kasTutupToko from '../../definitions/reports/kas-tutup-toko';
import type { TestApp } from '../helpers/test-app';
import { itemInput, seedBranch } from '../helpers/inventory-fixture';
import { setBusinessDate } from '../helpers/paths';
import { authorize, cash, customer, postAs, startSaleShop, transfer } from '../helpers/sale-fixture';
import { hashPassword } from '../../server/auth/passwords';

const D1 = '2026-06-01';
const D2 = '2026-06-02';
const BRANCH = 'TOKO02';
const BRANCH_SPV = { user_id: 'SPV02', password: 'rahasia123' };

let t: TestApp;
let owner: string;
let kasir: string;
/** The branch's cashier and supervisor. */
let bKasir: string;
let bSpv: string;
type Row = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The head office's documents, by the letters of the head of this file. */
const no = { A: '', B: '', C: '', D: '', E: '', F: '', G: '', H: '', S1: '', S2: '', S3: '', S4: '', SA1: '', jualD1: '', jualC: '', jualD: '', jualE: '' };
/** The branch's. */
const br = { X1: '', X2: '', X3: '', X4: '', Y1: '', Y2: '', Y3: '' };

async function ok(res: { statusCode: number; body: string; json(): { data: Body } }, status = 201): Promise<Body> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}
const line = (nama_barang: string, kode_group: string, perkiraan_berat: number, over: Body = {}) => ({
  nama_barang,
  kode_group,
  kadar: kode_group === 'K70' ? 70 : 75,
  perkiraan_berat,
  ongkos_rp: 0,
  ...over,
});
const order = async (token: string, items: unknown[], pembayaran: unknown[], extra: Body = {}) =>
  String((await ok(await postAs(t, token, 'pesanan', { ...customer, items, pembayaran, ...extra }))).no_pesanan);
const preOrder = async (token: string, no_po: string, items: unknown[], pembayaran: unknown[], extra: Body = {}) =>
  String((await ok(await postAs(t, token, 'pre-order', { ...customer, kode_supplier: 'SUP01', no_po, items, pembayaran, ...extra }))).no_pesanan);
/** A piece made for an order, as /tambah-data-barang adds it by `token` (a supervisor or the owner). */
const piece = async (token: string, kode_barcode: string, noPesanan: string, berat: number, over: Body = {}) =>
  ok(await t.call('POST', '/api/v1/barang/create', { token, body: itemInput({ kode_barcode, berat, harga_total: 0, total_hpp: 1_000_000, no_pesanan: noPesanan, ...over }) }));
const collect = async (token: string, noPesanan: string, codes: string[], pembayaran: unknown[]) =>
  String((await ok(await postAs(t, token, `pesanan/${noPesanan}/ambil`, { items: codes.map((kode_barcode) => ({ kode_barcode })), pembayaran }))).no_faktur_jual);
const cancel = async (token: string, path: string, kategori: string, by?: { user_id: string; password: string }) =>
  ok(await postAs(t, token, `${path}/batal`, { alasan: 'Pelanggan batal', authorization_id: await authorize(t, token, kategori, by) }), 200);
const intake = async (token: string, items: unknown[], pembayaran?: unknown[], extra: Body = {}) =>
  String((await ok(await postAs(t, token, 'service', { ...customer, items, ...(pembayaran ? { pembayaran } : {}), ...extra }))).no_service);
const repair = (nama_barang: string, berat: number, jumlah: number, ongkos_rp: number, deskripsi: string, over: Body = {}) => ({ nama_barang, berat, jumlah, ongkos_rp, deskripsi, ...over });
const finish = async (token: string, noService: string, items: unknown[]) => ok(await postAs(t, token, `service/${noService}/selesai`, { items }));

beforeAll(async () => {
  const shop = await startSaleShop();
  ({ t, owner, kasir } = shop);
  await t.setModule('PRE_ORDER_MODULE', true);
  await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  await t.db.query(`UPDATE master_group SET harga_per_gram = 900000 WHERE kode_group = 'K70'`);
  await t.db.query(`INSERT INTO master_tukang (kode_tukang, nama_tukang) VALUES ('T01', 'Pak Harjo'), ('T02', 'Bu Sari')`);
  await t.db.query(`INSERT INTO master_supplier (kode_supplier, nama_supplier) VALUES ('SUP01', 'Pabrik Emas Jaya')`);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S02', 'Dewi')`);
  await setBusinessDate(t.db, D1);
  // The branch starts on the head office's date (D1), with a supervisor and a cashier of its own.
  await seedBranch(t.db, { kode_toko: BRANCH, nama_toko: 'Cabang Dua', spv: { user: BRANCH_SPV.user_id, password: BRANCH_SPV.password } });
  await t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR02', 'Kasir Cabang', $1, 'KASIR', $2)`, [
    await hashPassword('rahasia123'),
    BRANCH,
  ]);
  await t.ctx.reloadOwnShop();
  bSpv = await t.login(BRANCH_SPV.user_id, BRANCH_SPV.password);
  bKasir = await t.login('KASIR02', 'rahasia123');

  // ---------------------------------------------------------------- D1, the head office
  await ok(await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ kode_barcode: 'CONTOH-A' }) }));
  await ok(await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ kode_barcode: 'CONTOH-B' }) }));
  no.A = await order(
    kasir,
    [
      line('Cincin Kawin', 'C75', 5, { ongkos_rp: 100_000, kode_tukang: 'T01', contoh: { kode_barcode: 'CONTOH-A' } }),
      line('Liontin Nama', 'C75', 1.5, { ongkos_rp: 50_000, kode_tukang: 'T01' }),
    ],
    [cash(1_000_000)],
    { tgl_janji: '2026-06-15' },
  );
  no.B = await order(
    kasir,
    [line('Cincin Ukir', 'C75', 3, { ongkos_rp: 50_000, kode_tukang: 'T01' }), line('Liontin Bunga', 'C75', 2, { kode_tukang: 'T02', contoh: { kode_barcode: 'CONTOH-B' } })],
    [cash(2_000_000)],
  );
  no.C = await order(kasir, [line('Gelang Rantai', 'C75', 4, { ongkos_rp: 200_000, kode_tukang: 'T02' })], [cash(1_500_000)]);
  no.D = await order(kasir, [line('Cincin Polos', 'C75', 2)], [cash(500_000)]);
  no.E = await preOrder(kasir, 'PO-RPT-1', [line('Cincin Pabrik', 'K70', 5)], [cash(500_000)]);
  no.F = await preOrder(kasir, 'PO-RPT-2', [line('Kalung Pabrik', 'K70', 3, { ongkos_rp: 50_000 })], [transfer(300_000)], { kode_sales: 'S02' });
  no.H = await preOrder(kasir, 'PO-RPT-3', [line('Cincin Pabrik Kecil', 'K70', 2)], [cash(200_000)]);
  await cancel(kasir, `pesanan/${no.B}`, 'BATAL_PESANAN');
  await piece(owner, 'FIN-C', no.C, 4.1);
  await piece(owner, 'FIN-D', no.D, 2.2);
  await piece(owner, 'FIN-E', no.E, 5.05, { kode_dept: 'KAL', kode_group: 'K70', kadar: 70 });
  await ok(await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ kode_barcode: 'STOK-H', berat: 2, harga_total: 0, kode_dept: 'KAL', kode_group: 'K70', kadar: 70 }) }));
  no.jualD1 = await collect(kasir, no.D, ['FIN-D'], [cash(1_700_000)]);
  await cancel(kasir, `penjualan/${no.jualD1}`, 'BATAL_PENJUALAN');

  no.S1 = await intake(
    kasir,
    [repair('Kalung Putus', 10.5, 1, 150_000, 'Patri', { kode_tukang: 'T01' }), repair('Cincin Kusam', 3.25, 2, 75_000, 'Poles')],
    [cash(50_000)],
    { no_faktur_manual: 'MS-01' },
  );
  no.S2 = await intake(kasir, [repair('Gelang Bengkok', 8, 1, 100_000, 'Luruskan', { kode_tukang: 'T02', kode_group: 'C75' })]);
  no.S3 = await intake(kasir, [repair('Liontin Penyok', 2, 1, 60_000, 'Ketok', { kode_tukang: 'T01' })], [cash(20_000)]);
  await finish(kasir, no.S1, [{ berat_keluar: 10.6, kode_group: 'C75' }, { berat_keluar: 3.25 }]);
  no.SA1 = String((await ok(await postAs(t, kasir, `service/${no.S1}/ambil`, { pembayaran: [cash(300_000)] }))).no_ambil);
  await finish(kasir, no.S3, [{ berat_keluar: 2 }]);
  await cancel(kasir, `service/${no.S3}`, 'BATAL_SERVICE');

  // ---------------------------------------------------------------- D1, the branch: one of each, on its tray B1
  const branchPiece = async (code: string, noPesanan = '', over: Body = {}) =>
    ok(await t.call('POST', '/api/v1/barang/create', { token: bSpv, body: itemInput({ kode_barcode: code, kode_gudang: 'G2', kode_baki: 'B1', no_pesanan: noPesanan, ...over }) }));
  await branchPiece('BR-CONTOH');
  br.X1 = await order(bKasir, [line('Cincin Cabang', 'C75', 6, { kode_tukang: 'T01', contoh: { kode_barcode: 'BR-CONTOH' } })], [cash(600_000)]);
  br.X2 = await order(bKasir, [line('Cincin Cabang Jadi', 'C75', 1, { kode_tukang: 'T02' })], [cash(100_000)]);
  await branchPiece('BR-FIN', br.X2, { berat: 1, harga_total: 0 });
  await collect(bKasir, br.X2, ['BR-FIN'], [cash(900_000)]);
  br.X3 = await order(bKasir, [line('Cincin Cabang Batal', 'C75', 1)], [cash(100_000)]);
  await cancel(bKasir, `pesanan/${br.X3}`, 'BATAL_PESANAN', BRANCH_SPV);
  br.X4 = await preOrder(bKasir, 'PO-BR-1', [line('Cincin Pabrik Cabang', 'K70', 1)], [cash(100_000)]);
  await branchPiece('BR-PO', br.X4, { berat: 1, harga_total: 0, kode_dept: 'KAL', kode_group: 'K70', kadar: 70 });
  br.Y1 = await intake(bKasir, [repair('Kalung Cabang', 5, 1, 50_000, 'Patri', { kode_tukang: 'T01', kode_group: 'C75' })], [cash(10_000)]);
  await finish(bKasir, br.Y1, [{ berat_keluar: 5.1 }]);
  await ok(await postAs(t, bKasir, `service/${br.Y1}/ambil`, { pembayaran: [cash(140_000)] }));
  br.Y2 = await intake(bKasir, [repair('Gelang Cabang', 3, 1, 30_000, 'Poles', { kode_tukang: 'T02' })], [cash(5_000)]);
  await finish(bKasir, br.Y2, [{ berat_keluar: 3 }]);
  await cancel(bKasir, `service/${br.Y2}`, 'BATAL_SERVICE', BRANCH_SPV);
  br.Y3 = await intake(bKasir, [repair('Anting Cabang', 1, 2, 20_000, 'Ganti kait', { kode_tukang: 'T01' })]);

  // ---------------------------------------------------------------- the close of D1: the till counted as expected
  const close = await t.call('POST', '/api/v1/tutup-toko', { token: owner, body: { authorization_id: await authorize(t, owner, 'TUTUP_TOKO'), kas_fisik: 4_025_000 } });
  expect(close.statusCode, close.body).toBe(200);
  expect(close.json().data).toEqual({ tgl_system_lama: D1, tgl_system: D2 });

  // ---------------------------------------------------------------- D2, the head office
  no.jualC = await collect(kasir, no.C, ['FIN-C'], [cash(2_800_000)]);
  no.jualD = await collect(kasir, no.D, ['FIN-D'], [cash(1_700_000)]);
  no.jualE = await collect(kasir, no.E, ['FIN-E'], [cash(4_045_000)]);
  await piece(owner, 'FIN-F', no.F, 2.95, { kode_dept: 'KAL', kode_group: 'K70', kadar: 70 });
  await ok(await postAs(t, owner, 'pre-order/closing', { kode_barcode: 'STOK-H', no_po: 'PO-RPT-3' }));
  no.G = await order(kasir, [line('Cincin Mungil', 'C75', 1, { kode_tukang: 'T01' })], [cash(400_000)]);
  await t.db.query(`INSERT INTO para_system (key, value) VALUES ('batal_pesanan', 'HANGUS') ON CONFLICT (key) DO UPDATE SET value = 'HANGUS'`);
  await cancel(kasir, `pesanan/${no.G}`, 'BATAL_PESANAN');
  await t.db.query(`DELETE FROM para_system WHERE key = 'batal_pesanan'`);
  await finish(kasir, no.S2, [{ berat_keluar: 8.3 }]);
  no.S4 = await intake(kasir, [repair('Anting Lepas', 1.5, 2, 40_000, 'Ganti kait', { kode_tukang: 'T01' })], [transfer(30_000)]);
  await t.db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('SERVICE', 'Servis AC', 'KELUAR')`);
  await ok(await postAs(t, owner, 'cash', { akun: 'KAS', kategori: 'SERVICE', keterangan: 'Servis AC toko', jumlah: 100_000 }));
}, 180_000);
afterAll(() => t.close());

/** GET a report's api with `query` as `token` (default the owner): the answer. */
const ask = (def: ReportDefinition, query: Record<string, string>, token = owner) =>
  t.call('GET', `/api/v1/${def.api}?${new URLSearchParams(query).toString()}`, { token });
/** A report's rows, each cut to the columns its definition shows (what the screen and the exports print). */
async function rows(def: ReportDefinition, query: Record<string, string>, token = owner): Promise<Row[]> {
  const res = await ask(def, query, token);
  expect(res.statusCode, `${def.api}: ${res.body}`).toBe(200);
  return (res.json().data as Row[]).map((r) => Object.fromEntries(def.columns.filter((c) => c.field in r).map((c) => [c.field, r[c.field]])));
}
const period = (from = D1, to = D2, over: Record<string, string> = {}) => ({ tgl_from: from, tgl_to: to, ...over });
const BUDI = customer.nama_customer;

describe('orders', () => {
  it('Laporan Pesanan: every order and pre-order taken in the period, cancelled and collected ones too, with what each still owes', async () => {
    const all = await rows(pesananTransaksi, period(D1, D2, { kode_sales: 'ALL', status: 'ALL' }));
    const row = (no_pesanan: string, tanggal: string, jumlah_barang: number, total_berat: number, grand_total: number, dp_rp: number, sisa_bayar: number, status: string, over: Row = {}) => ({
      no_pesanan,
      tanggal,
      nama_customer: BUDI,
      kode_sales: 'S01',
      jumlah_barang,
      total_berat,
      grand_total,
      dp_rp,
      sisa_bayar,
      status,
      tgl_janji: null,
      ...over,
    });
    expect(all).toEqual([
      // 6.650.000 - 1.000.000
      row(no.A, D1, 2, 6.5, 6_650_000, 1_000_000, 5_650_000, 'OPEN', { tgl_janji: '2026-06-15' }),
      // Cancelled: nothing is owed any more.
      row(no.B, D1, 2, 5, 5_050_000, 2_000_000, 0, 'BATAL'),
      // Collected: its worth became the sale's 4.300.000, all of it paid.
      row(no.C, D1, 1, 4, 4_200_000, 1_500_000, 0, 'DONE'),
      // Its first collection cancelled, collected again on D2.
      row(no.D, D1, 1, 2, 2_000_000, 500_000, 0, 'DONE'),
      row(no.E, D1, 1, 5, 4_500_000, 500_000, 0, 'DONE'),
      // 2.750.000 - 300.000; 1.800.000 - 200.000
      row(no.F, D1, 1, 3, 2_750_000, 300_000, 2_450_000, 'OPEN', { kode_sales: 'S02' }),
      row(no.H, D1, 1, 2, 1_800_000, 200_000, 1_600_000, 'OPEN'),
      // Forfeited: the down payment stays with the shop, nothing is owed.
      row(no.G, D2, 1, 1, 1_000_000, 400_000, 0, 'BATAL'),
    ]);
    const numbers = async (q: Record<string, string>) => (await rows(pesananTransaksi, q)).map((r) => r.no_pesanan);
    expect(await numbers(period(D1, D2, { kode_sales: 'ALL', status: 'OPEN' }))).toEqual([no.A, no.F, no.H]);
    expect(await numbers(period(D1, D2, { kode_sales: 'ALL', status: 'BATAL' }))).toEqual([no.B, no.G]);
    expect(await numbers(period(D1, D2, { kode_sales: 'S02', status: 'ALL' }))).toEqual([no.F]);
    expect(await numbers(period(D2, D2, { kode_sales: 'ALL', status: 'ALL' }))).toEqual([no.G]);
  });

  it('Laporan Ambil Pesanan: the collections that stand, by the day collected; the one cancelled never shows', async () => {
    const row = (no_pesanan: string, no_faktur_jual: string, berat_pesanan: number, berat_aktual: number, selisih_berat: number, total_pesanan: number, grand_total: number, dp_rp: number) => ({
      no_pesanan,
      tgl_pesanan: D1,
      no_faktur_jual,
      tgl_ambil: D2,
      nama_customer: BUDI,
      jumlah_barang: 1,
      berat_pesanan,
      berat_aktual,
      selisih_berat,
      total_pesanan,
      grand_total,
      dp_rp,
      dibayar: grand_total - dp_rp,
    });
    expect(await rows(pesananAmbil, period())).toEqual([
      // 4,1 g x 1.000.000 + 200.000 = 4.300.000, 2.800.000 paid at the counter
      row(no.C, no.jualC, 4, 4.1, 0.1, 4_200_000, 4_300_000, 1_500_000),
      // 2,2 g x 1.000.000 = 2.200.000, 1.700.000 paid
      row(no.D, no.jualD, 2, 2.2, 0.2, 2_000_000, 2_200_000, 500_000),
      // 5,05 g x 900.000 = 4.545.000, 4.045.000 paid
      row(no.E, no.jualE, 5, 5.05, 0.05, 4_500_000, 4_545_000, 500_000),
    ]);
    expect(no.jualD1).not.toBe(no.jualD);
    // D1's only collection was cancelled the same day.
    expect(await rows(pesananAmbil, period(D1, D1))).toEqual([]);
  });

  it('Laporan Pesanan Per Tukang: the lines of orders not cancelled, pre-orders left out, per goldsmith', async () => {
    expect(await rows(pesananTukang, period())).toEqual([
      // A's two lines: 5.100.000 + 1.550.000, waiting
      { kode_tukang: 'T01', nama_tukang: 'Pak Harjo', jumlah_pesanan: 1, qty: 2, berat: 6.5, total: 6_650_000, qty_belum_diambil: 2, qty_sudah_diambil: 0 },
      // C, collected
      { kode_tukang: 'T02', nama_tukang: 'Bu Sari', jumlah_pesanan: 1, qty: 1, berat: 4, total: 4_200_000, qty_belum_diambil: 0, qty_sudah_diambil: 1 },
      // D, no goldsmith, collected
      { kode_tukang: '-', nama_tukang: '', jumlah_pesanan: 1, qty: 1, berat: 2, total: 2_000_000, qty_belum_diambil: 0, qty_sudah_diambil: 1 },
    ]);
  });

  it('Laporan Barang Contoh Belum Kembali: the sample of the open order, not the one the cancelled order gave back', async () => {
    const sample = { kode_barcode: 'CONTOH-A', nama_barang: 'CINCIN POLOS BELAH ROTAN', berat: 2.345, kode_baki: 'A1', no_pesanan: no.A, nama_customer: BUDI, status_pesanan: 'OPEN', tgl_ambil: D1 };
    expect(await rows(pesananContoh, { tanggal: D2 })).toEqual([{ ...sample, lama_hari: 1 }]);
    expect(await rows(pesananContoh, { tanggal: D1 })).toEqual([{ ...sample, lama_hari: 0 }]);
  });

  it('Laporan Batal Pesanan: by the day cancelled, refunded or forfeited', async () => {
    const res = await ask(batalPesanan, period());
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json().data as Row[];
    expect(cancelled).toEqual([
      expect.objectContaining({ no_pesanan: no.B, kode_sales: 'S01', tanggal: D1, tgl_batal: D1, total_berat: 5, total_qty: 2, ongkos: 50_000, total_harga: 5_050_000, jumlah_bayar: 2_000_000, sisa_bayar: 3_050_000, aturan: 'KEMBALI' }),
      expect.objectContaining({ no_pesanan: no.G, kode_sales: 'S01', tanggal: D2, tgl_batal: D2, total_berat: 1, total_qty: 1, ongkos: 0, total_harga: 1_000_000, jumlah_bayar: 400_000, sisa_bayar: 600_000, aturan: 'HANGUS' }),
    ]);
    expect((await rows(batalPesanan, period(D2, D2))).map((r) => r.no_pesanan)).toEqual([no.G]);
  });
});

describe('pre-orders', () => {
  it('Laporan Transaksi Pre Order: the pre-orders of the period with their PO and supplier', async () => {
    const row = (no_pesanan: string, no_po: string, jumlah_barang: number, total_berat: number, grand_total: number, dp_rp: number, sisa_bayar: number, status: string, kode_sales = 'S01') => ({
      no_pesanan,
      tanggal: D1,
      no_po,
      kode_supplier: 'SUP01',
      nama_supplier: 'Pabrik Emas Jaya',
      nama_customer: BUDI,
      kode_sales,
      jumlah_barang,
      total_berat,
      grand_total,
      dp_rp,
      sisa_bayar,
      status,
    });
    expect(await rows(preOrderTransaksi, period())).toEqual([
      row(no.E, 'PO-RPT-1', 1, 5, 4_500_000, 500_000, 0, 'DONE'),
      row(no.F, 'PO-RPT-2', 1, 3, 2_750_000, 300_000, 2_450_000, 'OPEN', 'S02'),
      row(no.H, 'PO-RPT-3', 1, 2, 1_800_000, 200_000, 1_600_000, 'OPEN'),
    ]);
  });

  it('Laporan Pre Order Selesai: collected, or every piece arrived, by the day the last piece arrived', async () => {
    const row = (no_pesanan: string, tgl_selesai: string, no_po: string, berat_pesanan: number, berat_datang: number, grand_total: number, dp_rp: number, sisa_bayar: number, status: string, no_faktur_jual: string | null) => ({
      no_pesanan,
      tanggal: D1,
      tgl_selesai,
      no_po,
      nama_supplier: 'Pabrik Emas Jaya',
      nama_customer: BUDI,
      jumlah_barang: 1,
      barang_datang: 1,
      berat_pesanan,
      berat_datang,
      grand_total,
      dp_rp,
      sisa_bayar,
      status,
      no_faktur_jual,
    });
    const e = row(no.E, D1, 'PO-RPT-1', 5, 5.05, 4_500_000, 500_000, 0, 'DONE', no.jualE);
    const f = row(no.F, D2, 'PO-RPT-2', 3, 2.95, 2_750_000, 300_000, 2_450_000, 'OPEN', null);
    // H's piece entered stock on D1, and became H's on D2.
    const h = row(no.H, D2, 'PO-RPT-3', 2, 2, 1_800_000, 200_000, 1_600_000, 'OPEN', null);
    expect(await rows(preOrderSelesai, period())).toEqual([e, f, h]);
    // Taken on D1, all three; finished on D1, only E (F and H were still waiting that day).
    expect(await rows(preOrderSelesai, period(D1, D1))).toEqual([e]);
    expect(await rows(preOrderSelesai, period(D2, D2))).toEqual([f, h]);
  });

  it('needs PRE_ORDER_MODULE', async () => {
    await t.setModule('PRE_ORDER_MODULE', false);
    try {
      expect((await ask(preOrderTransaksi, period())).statusCode).toBe(403);
      expect((await ask(preOrderSelesai, period())).statusCode).toBe(403);
    } finally {
      await t.setModule('PRE_ORDER_MODULE', true);
    }
  });
});

describe('services', () => {
  it('Laporan Transaksi Service: every service taken in the period, its added gold and what it still owes', async () => {
    const row = (no_service: string, tanggal: string, jumlah_barang: number, total_berat: number, total_service: number, biaya_emas: number, dp_rp: number, sisa_bayar: number, status: string, no_faktur_manual = '') => ({
      no_service,
      tanggal,
      no_faktur_manual,
      nama_customer: BUDI,
      kode_sales: 'S01',
      jumlah_barang,
      total_berat,
      total_service,
      biaya_emas,
      dp_rp,
      sisa_bayar,
      status,
    });
    expect(await rows(serviceTransaksi, period(D1, D2, { status: 'ALL' }))).toEqual([
      // 10,5 g + 3,25 g; 0,1 g added = 100.000; collected
      row(no.S1, D1, 3, 13.75, 225_000, 100_000, 50_000, 0, 'DONE', 'MS-01'),
      // 100.000 + 300.000 added, nothing paid yet
      row(no.S2, D1, 1, 8, 100_000, 300_000, 0, 400_000, 'SELESAI'),
      row(no.S3, D1, 1, 2, 60_000, 0, 20_000, 0, 'BATAL'),
      // 40.000 - 30.000
      row(no.S4, D2, 2, 1.5, 40_000, 0, 30_000, 10_000, 'OPEN'),
    ]);
    expect((await rows(serviceTransaksi, period(D1, D2, { status: 'SELESAI' }))).map((r) => r.no_service)).toEqual([no.S2]);
  });

  it('Laporan Service Masuk: the lines taken in, the cancelled service left out', async () => {
    const row = (no_service: string, tanggal: string, nama_barang: string, deskripsi: string, qty: number, berat: number, ongkos: number, kode_tukang: string, nama_tukang: string) => ({
      no_service,
      tanggal,
      nama_customer: BUDI,
      nama_barang,
      deskripsi,
      qty,
      berat,
      ongkos,
      kode_tukang,
      nama_tukang,
    });
    expect(await rows(serviceMasuk, period())).toEqual([
      row(no.S1, D1, 'Kalung Putus', 'Patri', 1, 10.5, 150_000, 'T01', 'Pak Harjo'),
      row(no.S1, D1, 'Cincin Kusam', 'Poles', 2, 3.25, 75_000, '', ''),
      row(no.S2, D1, 'Gelang Bengkok', 'Luruskan', 1, 8, 100_000, 'T02', 'Bu Sari'),
      row(no.S4, D2, 'Anting Lepas', 'Ganti kait', 2, 1.5, 40_000, 'T01', 'Pak Harjo'),
    ]);
  });

  it('Laporan Service Selesai: each line by the day it was done, the added gold at the price charged; the cancelled service left out', async () => {
    const row = (no_service: string, tgl_selesai: string, nama_barang: string, deskripsi: string, kode_tukang: string, berat_masuk: number, berat_keluar: number, selisih_berat: number, kode_group: string, harga_per_gram: number, biaya_emas: number, ongkos: number) => ({
      no_service,
      tanggal: D1,
      tgl_selesai,
      nama_customer: BUDI,
      nama_barang,
      deskripsi,
      kode_tukang,
      berat_masuk,
      berat_keluar,
      selisih_berat,
      kode_group,
      harga_per_gram,
      biaya_emas,
      ongkos,
      total: ongkos + biaya_emas,
    });
    const s1 = [
      // 0,1 g x 1.000.000
      row(no.S1, D1, 'Kalung Putus', 'Patri', 'T01', 10.5, 10.6, 0.1, 'C75', 1_000_000, 100_000, 150_000),
      row(no.S1, D1, 'Cincin Kusam', 'Poles', '', 3.25, 3.25, 0, '', 0, 0, 75_000),
    ];
    // 0,3 g x 1.000.000
    const s2 = row(no.S2, D2, 'Gelang Bengkok', 'Luruskan', 'T02', 8, 8.3, 0.3, 'C75', 1_000_000, 300_000, 100_000);
    expect(await rows(serviceSelesai, period())).toEqual([...s1, s2]);
    expect(await rows(serviceSelesai, period(D2, D2))).toEqual([s2]);
  });

  it('Laporan Service Ambil: the collection, its ongkos and added gold, the DP it used and what was paid', async () => {
    expect(await rows(serviceAmbil, period())).toEqual([
      {
        no_ambil: no.SA1,
        tgl_ambil: D1,
        no_service: no.S1,
        tgl_service: D1,
        nama_customer: BUDI,
        jumlah_barang: 3,
        berat_masuk: 13.75,
        berat_keluar: 13.85,
        ongkos: 225_000,
        biaya_emas: 100_000,
        grand_total: 325_000,
        dp_rp: 50_000,
        // 300.000 handed over less 25.000 change
        dibayar: 275_000,
      },
    ]);
    expect(await rows(serviceAmbil, period(D2, D2))).toEqual([]);
  });

  it('Laporan Batal Service: by the day cancelled, the down payment refunded', async () => {
    expect(await rows(batalService, period())).toEqual([
      { no_service: no.S3, tanggal: D1, tgl_batal: D1, nama_customer: BUDI, jumlah_barang: 1, total_berat: 2, total_service: 60_000, dp_rp: 20_000, dp_kembali: 20_000, alasan: 'Pelanggan batal' },
    ]);
    expect(await rows(batalService, period(D2, D2))).toEqual([]);
  });

  it('Laporan Service Belum Diambil: what waited on each day, as it stood then', async () => {
    const row = (no_service: string, tanggal: string, jumlah_barang: number, total_berat: number, total_service: number, biaya_emas: number, dp_rp: number, sisa_bayar: number, status: string, tgl_selesai: string | null, umur_hari: number) => ({
      no_service,
      tanggal,
      nama_customer: BUDI,
      // As the kernel keeps a phone number: 62 for the leading 0.
      no_hp: '6281234567890',
      jumlah_barang,
      total_berat,
      total_service,
      biaya_emas,
      dp_rp,
      sisa_bayar,
      status,
      tgl_selesai,
      umur_hari,
    });
    // On D2: S2 done that day (100.000 + 300.000 owed), S4 taken that day (40.000 - 30.000).
    expect(await rows(serviceBelumDiambil, { tanggal: D2 })).toEqual([
      row(no.S2, D1, 1, 8, 100_000, 300_000, 0, 400_000, 'SELESAI', D2, 1),
      row(no.S4, D2, 2, 1.5, 40_000, 0, 30_000, 10_000, 'OPEN', null, 0),
    ]);
    // On D1: S2 still in the workshop; S1 was collected and S3 cancelled that day.
    expect(await rows(serviceBelumDiambil, { tanggal: D1 })).toEqual([row(no.S2, D1, 1, 8, 100_000, 0, 0, 100_000, 'OPEN', null, 0)]);
  });

  it('Laporan Service Per Tukang: the lines of services not cancelled, per goldsmith and where they stand', async () => {
    expect(await rows(serviceTukang, period())).toEqual([
      // S1's chain (collected) and S4's earrings (open): 10,5 + 1,5 g, 150.000 + 40.000
      { kode_tukang: 'T01', nama_tukang: 'Pak Harjo', jumlah_service: 2, qty: 3, berat: 12, ongkos: 190_000, biaya_emas: 100_000, qty_masuk: 2, qty_selesai: 0, qty_diambil: 1 },
      { kode_tukang: 'T02', nama_tukang: 'Bu Sari', jumlah_service: 1, qty: 1, berat: 8, ongkos: 100_000, biaya_emas: 300_000, qty_masuk: 0, qty_selesai: 1, qty_diambil: 0 },
      // S1's rings
      { kode_tukang: '-', nama_tukang: '', jumlah_service: 1, qty: 2, berat: 3.25, ongkos: 75_000, biaya_emas: 0, qty_masuk: 0, qty_selesai: 0, qty_diambil: 2 },
    ]);
  });
});

describe("the close's report", () => {
  it("shows each day's down payments in, services collected and refunds out beside its sales", async () => {
    // The expense sits in the money ledger under kategori SERVICE, written by a document of another kind.
    expect(
      await t.db.query(`SELECT m.tgl_system, m.jumlah_in, m.jumlah_out FROM kas_mutasi m JOIN dokumen d USING (no_dokumen) WHERE m.kategori = 'SERVICE' AND d.jenis <> 'SERVICE'`),
    ).toEqual([{ tgl_system: D2, jumlah_in: 0, jumlah_out: 100_000 }]);
    const days = await rows(kasTutupToko, period());
    const money = ['tanggal', 'status', 'kas_sistem', 'kas_fisik', 'selisih', 'jumlah_jual', 'total_jual', 'dp_pesanan', 'batal_pesanan', 'dp_service', 'ambil_service', 'batal_service'];
    expect(days.map((d) => Object.fromEntries(money.map((k) => [k, d[k]])))).toEqual([
      {
        tanggal: D1,
        status: 'TUTUP',
        kas_sistem: 4_025_000,
        kas_fisik: 4_025_000,
        selisih: 0,
        // D's first collection was cancelled: no sale stands on D1.
        jumlah_jual: 0,
        total_jual: 0,
        // A 1.000.000 + B 2.000.000 + C 1.500.000 + D 500.000 + E 500.000 + F 300.000 (transfer) + H 200.000
        dp_pesanan: 6_000_000,
        batal_pesanan: 2_000_000,
        // S1 50.000 + S3 20.000
        dp_service: 70_000,
        ambil_service: 275_000,
        batal_service: 20_000,
      },
      {
        tanggal: D2,
        status: 'BUKA',
        kas_sistem: 12_870_000,
        kas_fisik: null,
        selisih: null,
        // The three collections are sales: 4.300.000 + 2.200.000 + 4.545.000
        jumlah_jual: 3,
        total_jual: 11_045_000,
        dp_pesanan: 400_000,
        // G's down payment was forfeited: nothing went out.
        batal_pesanan: 0,
        // S4's; the air conditioner's expense is no service's money.
        dp_service: 30_000,
        ambil_service: 0,
        batal_service: 0,
      },
    ]);
  });
});

describe("another shop's documents", () => {
  // The reports of documents (the per-goldsmith ones sum lines: the rows of each shop are worked out in full).
  const ORDER_REPORTS = [pesananTransaksi, pesananAmbil, batalPesanan, preOrderTransaksi, preOrderSelesai];
  const SERVICE_REPORTS = [serviceTransaksi, serviceMasuk, serviceSelesai, serviceAmbil, batalService];
  /** The default search of a report over `from`..`to` (a one-date report: on `to`). */
  const query = (def: ReportDefinition, over: Record<string, string> = {}, from = D1, to = D1) => {
    const q: Record<string, string> = {};
    for (const f of def.filters) {
      if (f.kind === 'dateRange') Object.assign(q, { [f.from]: from, [f.to]: to });
      else if (f.kind === 'date') q[f.param] = to;
      else if (f.kind === 'select') q[f.param] = f.default ?? 'ALL';
      else if (f.kind === 'master') q[f.param] = 'ALL';
    }
    return { ...q, ...over };
  };
  const numbersOf = (all: Row[]) => all.flatMap((r) => [r.no_pesanan, r.no_service, r.no_ambil, r.no_faktur_jual].filter((v): v is string => typeof v === 'string'));

  it("never appear in the head office's reports of its own shop", async () => {
    for (const def of [...ORDER_REPORTS, ...SERVICE_REPORTS, pesananContoh, serviceBelumDiambil]) {
      const res = await ask(def, query(def, {}, D1, D2));
      expect(res.statusCode, `${def.api}: ${res.body}`).toBe(200);
      const numbers = numbersOf(res.json().data as Row[]);
      expect(numbers.length, `${def.name} has rows of the head office`).toBeGreaterThan(0);
      for (const n of numbers) expect(n, def.name).toContain('-TOKO01-');
    }
  });

  it("are the branch's own: its user reads them, and only them; the head office reads them by choosing the shop", async () => {
    for (const token of [bSpv, owner]) {
      const over: Record<string, string> = token === owner ? { kode_toko: BRANCH } : {};
      expect((await rows(pesananTransaksi, query(pesananTransaksi, over), token)).map((r) => [r.no_pesanan, r.status])).toEqual([
        [br.X1, 'OPEN'],
        [br.X2, 'DONE'],
        [br.X3, 'BATAL'],
        [br.X4, 'OPEN'],
      ]);
      expect((await rows(serviceTransaksi, query(serviceTransaksi, over), token)).map((r) => [r.no_service, r.status])).toEqual([
        [br.Y1, 'DONE'],
        [br.Y2, 'BATAL'],
        [br.Y3, 'OPEN'],
      ]);
      for (const def of [...ORDER_REPORTS, ...SERVICE_REPORTS, pesananContoh, serviceBelumDiambil]) {
        const res = await ask(def, query(def, over), token);
        expect(res.statusCode, `${def.api}: ${res.body}`).toBe(200);
        const numbers = numbersOf(res.json().data as Row[]);
        expect(numbers.length, `${def.name} has rows of the branch on D1`).toBeGreaterThan(0);
        for (const n of numbers) expect(n, def.name).toContain(`-${BRANCH}-`);
      }
    }
    // Per goldsmith, the branch's lines only: X1 6 g at 1.000.000 waiting, X2 1 g collected (X3 cancelled, X4 a
    // pre-order); Y1 5 g ongkos 50.000 with 0,1 g added (collected) and Y3 1 g x2 ongkos 20.000 (Y2 cancelled).
    const asks: [string, Record<string, string>][] = [[bSpv, {}], [owner, { kode_toko: BRANCH }]];
    for (const [token, over] of asks) {
      expect(await rows(pesananTukang, query(pesananTukang, over), token)).toEqual([
        { kode_tukang: 'T01', nama_tukang: 'Pak Harjo', jumlah_pesanan: 1, qty: 1, berat: 6, total: 6_000_000, qty_belum_diambil: 1, qty_sudah_diambil: 0 },
        { kode_tukang: 'T02', nama_tukang: 'Bu Sari', jumlah_pesanan: 1, qty: 1, berat: 1, total: 1_000_000, qty_belum_diambil: 0, qty_sudah_diambil: 1 },
      ]);
      expect(await rows(serviceTukang, query(serviceTukang, over), token)).toEqual([
        { kode_tukang: 'T01', nama_tukang: 'Pak Harjo', jumlah_service: 2, qty: 3, berat: 6, ongkos: 70_000, biaya_emas: 100_000, qty_masuk: 2, qty_selesai: 0, qty_diambil: 1 },
      ]);
    }
    // The branch's close report: its own money only. Orders X1 600.000 + X2 100.000 + X3 100.000 + X4 100.000, X3's
    // refunded; services Y1 10.000 + Y2 5.000, Y2's refunded; Y1 collected: 50.000 + 0,1 g added 100.000 - 10.000.
    const [day] = await rows(kasTutupToko, period(D1, D1), bSpv);
    expect(day).toMatchObject({ tanggal: D1, status: 'BUKA', dp_pesanan: 900_000, batal_pesanan: 100_000, dp_service: 15_000, ambil_service: 140_000, batal_service: 5_000 });
    // A branch user cannot ask for the head office.
    const refused = await ask(pesananTransaksi, query(pesananTransaksi, { kode_toko: 'TOKO01' }), bSpv);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Hanya Kantor Pusat Yang Dapat Memilih Toko' });
  });
});
