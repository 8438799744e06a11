// Each shop's data is its own (issue 7, item 1): one database holds the head office TOKO01 (PUSAT) and the branch
// TOKO02, each with items, a goods receipt, an open stocktake, a tray weighing, a manual line and a transfer. Every
// route that takes a barcode, a document number or a kode_toko is called by the branch's cashier and supervisor
// against the head office's data: each answers 403 or 404 and nothing changes. The list of routes comes from the
// server itself, so a new route of these kinds fails this test until it is added to the sweep. Plus the reported
// reproductions, the state a screen saw being required on every item write, and typed, bounded input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { itemInput, seedBranch, seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';
import type { ReportDefinition } from '../../definitions/define';
import { registeredRoutes } from '../helpers/routes';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { jpeg } from '../helpers/jpeg';

const PW = 'rahasia123';
const BRANCH = 'TOKO02';
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
/** The head office's documents, made through the API. */
const HO = { terima: '', opname: '', kirim: '', jual: '', titip: '', beli: '', cuci: '', pesanan: '', service: '', cicilan: '', hutang: '', bayarCicilan: '', lunasHutang: '', peremajaanHutang: '' };
const BR = { terima: '', opname: '' };

/** A call that must succeed (the setup). */
async function ok(res: Promise<LightMyRequestResponse>): Promise<Record<string, any>> {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json();
}
/** An item as a screen names it in a write: its barcode and the versi it loaded. */
async function ref(code: string, saw: Record<string, unknown> = {}) {
  const [{ versi }] = await t.db.query<{ versi: number }>('SELECT versi FROM barang WHERE kode_barcode = $1', [code]);
  return { kode_barcode: code, versi, ...saw };
}
const post = (url: string, token: string, body: unknown) => t.call('POST', `/api/v1/${url}`, { token, body });

beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  await seedBranch(t.db, { kode_toko: BRANCH, nama_toko: 'Cabang Dua', spv: { user: 'SPV02', password: PW } });
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('TOKO03', 'Cabang Tiga', 'Jl. Tiga', 'CABANG')`);
  await t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KASIR02', 'Kasir Cabang', $1, 'KASIR', $2)`, [
    await hashPassword(PW),
    BRANCH,
  ]);
  await t.ctx.reloadOwnShop();
  for (const m of ['KIRIM_BARANG_MODULE', 'BARANG_WEB_EXTERNAL_MODULE', 'MANUAL_ITEMS_TRANSACTION_MODULE']) await t.setModule(m, true);
  owner = await t.login();
  spv = await t.login('SPV02', PW);
  // The cashier is granted every item screen their level allows, so the sweep reaches the shop checks and does
  // not stop at the access tree.
  await t.db.query(`UPDATE users SET access = $1::jsonb WHERE user_id = 'KASIR02'`, [JSON.stringify([{ key: 'barang', is_show: true }])]);
  kasir = await t.login('KASIR02', PW);

  // The head office's data.
  for (const code of ['HO-1', 'HO-2', 'HO-CONTOH', 'HO-WEB', 'HO-KIRIM']) await ok(post('barang/create', owner, itemInput({ kode_barcode: code })));
  await ok(post('barang/create', owner, itemInput({ kode_barcode: 'HO-AKS', nama_barang: 'Liontin Huruf', aksesoris: true, qty: 10, berat: 5 })));
  await ok(post('barang/contoh/ambil', owner, { items: [await ref('HO-CONTOH')] }));
  const photo = await t.app.inject({ method: 'PUT', url: '/api/v1/barang/foto/HO-1', headers: { 'x-auth-token': owner, 'content-type': 'image/jpeg' }, payload: jpeg() });
  expect(photo.statusCode, photo.body).toBe(200);
  HO.terima = (await ok(post('penerimaan-barang', owner, { items: [itemInput({ kode_barcode: 'HO-TB1' })] }))).data.no_terima;
  HO.opname = (await ok(post('stock-opname/start', owner, { jenis: 'TRAY', kode_gudang: 'G1', kode_baki: 'A1' }))).data.no_opname;
  await ok(post('timbang-baki/start', owner, { kode_gudang: 'G1' }));
  await ok(post('barang-manual/tambah', owner, { kode_baki: 'A1', kode_group: 'C75', qty: 5, berat: 10 }));
  HO.kirim = (await ok(post('kirim-barang/kecabang', owner, { kode_toko_tujuan: 'TOKO03', items: [await ref('HO-KIRIM')] }))).data.no_kirim;
  await ok(post('barang-external/kirim', owner, { items: [{ kode_barcode: 'HO-WEB', harga_web: 100000 }] }));
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
  await ok(post('barang/create', owner, itemInput({ kode_barcode: 'HO-JUAL' })));
  const sale = { kode_sales: 'S01', nama_customer: 'Budi', alamat_customer: 'Jl. Satu', items: [{ kode_barcode: 'HO-JUAL' }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 2_500_000 }] };
  HO.jual = (await ok(post('penjualan', owner, sale))).data.no_faktur_jual;
  await ok(post('barang/create', owner, itemInput({ kode_barcode: 'HO-TITIP' })));
  const deposit = { ...sale, items: [{ kode_barcode: 'HO-TITIP' }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 500_000 }] };
  HO.titip = (await ok(post('titip', owner, deposit))).data.no_titip;
  const { items: _pieces, ...customer } = sale;
  const orderLine = { nama_barang: 'Cincin Pesanan', kode_group: 'C75', kadar: 75, perkiraan_berat: 2 };
  HO.pesanan = (await ok(post('pesanan', owner, { ...customer, items: [orderLine], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 500_000 }] }))).data.no_pesanan;
  await ok(post('barang/create', owner, itemInput({ kode_barcode: 'HO-PESANAN', no_pesanan: HO.pesanan })));
  const repair = { nama_barang: 'Kalung Putus', berat: 5, jumlah: 1, ongkos_rp: 50_000, deskripsi: 'Patri' };
  HO.service = (await ok(post('service', owner, { ...customer, items: [repair], pembayaran: [] }))).data.no_service;
  // A contract of gold instalments (CICILAN_MODULE): the tagged piece on 6 months, DP 20 %.
  await t.setModule('CICILAN_MODULE', true);
  await t.db.query(`INSERT INTO master_para_cicilan (kode_cicilan, lama_cicilan, sewa_persen, dp_persen) VALUES ('C6', 6, 1.00, 20.00)`);
  await ok(post('barang/create', owner, itemInput({ kode_barcode: 'HO-CICILAN' })));
  const instalments = { ...sale, items: [{ kode_barcode: 'HO-CICILAN' }], kode_cicilan: 'C6', pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 500_000 }] };
  HO.cicilan = (await ok(post('cicilan', owner, instalments))).data.no_cicilan;
  const pledge = { nama_barang: 'Cincin Jaminan', kadar: 75, berat_kotor: 2.1, berat: 2 };
  HO.hutang = (await ok(post('hutang', owner, { ...customer, items: [pledge], jumlah_hutang: 1_000_000, lama_pinjam: 30, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_000_000 }] }))).data.no_faktur_hutang;
  // A paid instalment, a redeemed loan and a renewed one: documents with receipts of their own.
  const due = (await ok(t.call('GET', `/api/v1/cicilan/${HO.cicilan}`, { token: owner }))).data.tagihan;
  HO.bayarCicilan = (await ok(post(`cicilan/${HO.cicilan}/bayar`, owner, { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: due.jumlah + due.denda_rp }] }))).data.no_bayar;
  const loan = { ...customer, items: [pledge], jumlah_hutang: 100_000, lama_pinjam: 30, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 100_000 }] };
  const redeemed = (await ok(post('hutang', owner, loan))).data.no_faktur_hutang;
  HO.lunasHutang = (await ok(post(`hutang/${redeemed}/lunas`, owner, { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 101_000 }] }))).data.no_lunas;
  const renewed = (await ok(post('hutang', owner, loan))).data.no_faktur_hutang;
  await t.createUser('SPV01', 'SPV');
  const authorized = await ok(post('authorisation', owner, { user_id: 'SPV01', password: 'rahasia123', kategori: 'PEREMAJAAN_HUTANG' }));
  const authorization_id = authorized.authorization_id ?? authorized.data.authorization_id;
  const renewal = { bunga_persen_baru: 2, authorization_id, pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_000 }] };
  HO.peremajaanHutang = (await ok(post(`hutang/${renewed}/perpanjang`, owner, renewal))).data.no_peremajaan;
  await seedBuybackMasters(t.db);
  HO.beli = (await ok(post('pembelian', owner, { ...sale, items: [foreignLine()], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 2_385_000 }] }))).data.no_faktur_beli;
  // The bought-back piece sent to cleaning (server/sepuhan): a batch of the head office.
  await t.setModule('SEPUHAN_MODULE', true);
  const [bought] = await t.db.query<{ kode_barcode: string }>(`SELECT kode_barcode FROM barang WHERE kode_toko = 'TOKO01' AND status = 'BELI'`);
  await ok(post('sepuhan/sortir', owner, { items: [{ kode_barcode: bought.kode_barcode, status_sortir: 'CUCI' }] }));
  HO.cuci = (await ok(post('sepuhan/kirim', owner, { jenis: 'CUCI', tujuan: 'Tukang Cuci', items: [{ kode_barcode: bought.kode_barcode }] }))).data.no_kirim;

  // The branch's own data, on tray B1 (warehouse G2).
  const branchItem = (code: string) => itemInput({ kode_barcode: code, kode_gudang: 'G2', kode_baki: 'B1' });
  for (const code of ['BR-1', 'BR-2']) await ok(post('barang/create', spv, branchItem(code)));
  BR.terima = (await ok(post('penerimaan-barang', spv, { items: [branchItem('BR-TB1')] }))).data.no_terima;
  BR.opname = (await ok(post('stock-opname/start', spv, { jenis: 'TRAY', kode_gudang: 'G2', kode_baki: 'B1' }))).data.no_opname;
  await ok(post('timbang-baki/start', spv, { kode_gudang: 'G2' }));
  await ok(post('barang-manual/tambah', spv, { kode_baki: 'B1', kode_group: 'K70', qty: 2, berat: 4 }));
  await ok(post('kirim-barang', spv, { items: [await ref('BR-2')] }));
});
afterAll(() => t.close());

/** Everything a cross-shop call could change: items, every ledger, every document. */
async function snapshot() {
  const q = (sql: string) => t.db.query(sql);
  return {
    barang: await q('SELECT kode_barcode, kode_toko, nama_barang, status, versi, kode_baki, berat, qty, profit, foto FROM barang ORDER BY kode_barcode'),
    mutasi: await q('SELECT count(*)::int AS n FROM barang_mutasi'),
    manual: await q('SELECT kode_toko, kode_baki, kode_group, qty, berat, versi FROM barang_manual ORDER BY 1, 2, 3'),
    manualMutasi: await q('SELECT count(*)::int AS n FROM barang_manual_mutasi'),
    terima: await q('SELECT no_terima, status FROM penerimaan_barang ORDER BY 1'),
    opname: await q('SELECT no_opname, status, jumlah_baca FROM stock_opname ORDER BY 1'),
    opnameDetail: await q('SELECT count(*)::int AS n, count(scanned_at)::int AS scanned FROM stock_opname_detail'),
    timbang: await q('SELECT id, kode_toko, status FROM timbang_baki ORDER BY id'),
    timbangDetail: await q('SELECT count(berat_timbang)::int AS n FROM timbang_baki_detail'),
    kirim: await q('SELECT no_kirim, status FROM kirim_barang ORDER BY 1'),
    external: await q('SELECT kode_barcode, kode_toko, harga_web, status FROM barang_external ORDER BY 1'),
    outbox: await q('SELECT count(*)::int AS n FROM barang_external_outbox'),
    toko: await q('SELECT kode_toko, nama_toko, level FROM toko ORDER BY 1'),
    dokumen: await q('SELECT no_dokumen, (SELECT count(*)::int FROM dokumen_status s WHERE s.no_dokumen = d.no_dokumen) AS statuses FROM dokumen d ORDER BY 1'),
    kas: await q('SELECT count(*)::int AS n FROM kas_mutasi'),
    jurnal: await q('SELECT count(*)::int AS n FROM jurnal'),
  };
}

// ---------------------------------------------------------------- the routes, from the server

/** Every route of the app as "METHOD /path", read from Fastify's route tree (HEAD left out). */
/** Routes of shop data: a barcode, document number or shop in the path, or a family that reads or writes stock. */
const SHOP_PARAM = /\/:(kode_barcode|no_\w+|kode_toko)(\/|$)/;
const SHOP_FAMILY = /^\/api\/v1\/(barang|penerimaan-barang|stock-opname|timbang-baki|barang-manual|kirim-barang|kirimbarang|barang-external|kupon)(\/|$|-)/;

/** What a branch user sends in the sweep, per route; every answer must be 403 or 404. */
type Case = { url: string; body?: unknown; photo?: true };
function sweepCases(): Record<string, Case> {
  const ho = (code: string) => ({ kode_barcode: code, versi: 1 });
  const cases: Record<string, Case> = {
    'GET /api/v1/barang': { url: 'barang?kode_toko=TOKO01' },
    'GET /api/v1/barang/get/:kode_barcode': { url: 'barang/get/HO-1' },
    'GET /api/v1/barang/mutasi/:kode_barcode': { url: 'barang/mutasi/HO-1' },
    'GET /api/v1/barang/foto/:kode_barcode': { url: 'barang/foto/HO-1' },
    'PUT /api/v1/barang/foto/:kode_barcode': { url: 'barang/foto/HO-2', photo: true },
    'PUT /api/v1/barang/update/:kode_barcode': { url: 'barang/update/HO-1', body: { nama_barang: 'DIUBAH OLEH CABANG', berat: 0.001, versi: 1 } },
    'POST /api/v1/barang/pindah': { url: 'barang/pindah', body: { kode_baki_tujuan: 'B1', items: [ho('HO-1')] } },
    'POST /api/v1/barang/pindah-satu-baki': { url: 'barang/pindah-satu-baki', body: { kode_baki_asal: 'A1', kode_baki_tujuan: 'B1', items: [ho('HO-1')] } },
    'POST /api/v1/barang/hancur': { url: 'barang/hancur', body: { items: [ho('HO-1')], keterangan: 'x' } },
    'POST /api/v1/barang/contoh/ambil': { url: 'barang/contoh/ambil', body: { items: [ho('HO-1')] } },
    'POST /api/v1/barang/contoh/kembali': { url: 'barang/contoh/kembali', body: { items: [ho('HO-CONTOH')] } },
    'POST /api/v1/barang/stock-aksesoris': { url: 'barang/stock-aksesoris', body: { ...ho('HO-AKS'), arah: 'AMBIL', qty: 1, berat: 1 } },
    'PUT /api/v1/barang/profit': { url: 'barang/profit', body: { items: [{ ...ho('HO-1'), profit: 1 }] } },
    'GET /api/v1/penerimaan-barang': { url: 'penerimaan-barang?kode_toko=TOKO01' },
    'GET /api/v1/penerimaan-barang/:no_terima': { url: `penerimaan-barang/${HO.terima}` },
    'POST /api/v1/penerimaan-barang/:no_terima/batal': { url: `penerimaan-barang/${HO.terima}/batal`, body: { alasan: 'x' } },
    'GET /api/v1/stock-opname': { url: 'stock-opname?jenis=TRAY&kode_toko=TOKO01' },
    'GET /api/v1/stock-opname/get/:no_opname': { url: `stock-opname/get/${HO.opname}` },
    'POST /api/v1/stock-opname/start': { url: 'stock-opname/start', body: { jenis: 'PENERIMAAN', no_terima: HO.terima } },
    'POST /api/v1/stock-opname/scan': { url: 'stock-opname/scan', body: { no_opname: HO.opname, kode_barcode: 'HO-1' } },
    'POST /api/v1/stock-opname/rfid': { url: 'stock-opname/rfid', body: { no_opname: HO.opname, tags: ['484F2D31'] } },
    'POST /api/v1/stock-opname/selesai': { url: 'stock-opname/selesai', body: { no_opname: HO.opname } },
    'POST /api/v1/stock-opname/batal': { url: 'stock-opname/batal', body: { no_opname: HO.opname } },
    'GET /api/v1/timbang-baki': { url: 'timbang-baki?kode_toko=TOKO01&kode_gudang=G1' },
    'POST /api/v1/timbang-baki/start': { url: 'timbang-baki/start', body: { kode_gudang: 'G1', kode_toko: 'TOKO01' } },
    'POST /api/v1/timbang-baki/add': { url: 'timbang-baki/add', body: { kode_gudang: 'G1', kode_toko: 'TOKO01', kode_baki: 'A1', berat_timbang: 1 } },
    'POST /api/v1/timbang-baki/reset': { url: 'timbang-baki/reset', body: { kode_gudang: 'G1', kode_toko: 'TOKO01' } },
    'GET /api/v1/barang-manual': { url: 'barang-manual?kode_toko=TOKO01' },
    'POST /api/v1/barang-manual/tambah': { url: 'barang-manual/tambah', body: { kode_toko: 'TOKO01', kode_baki: 'A1', kode_group: 'C75', qty: 1, berat: 1 } },
    'POST /api/v1/barang-manual/pindah': {
      url: 'barang-manual/pindah',
      body: { kode_toko: 'TOKO01', kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', versi: 1, qty: 1, berat: 1, kode_baki_tujuan: 'A2' },
    },
    'POST /api/v1/barang-manual/hancur': {
      url: 'barang-manual/hancur',
      body: { kode_toko: 'TOKO01', kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', versi: 1, qty: 1, berat: 1 },
    },
    'POST /api/v1/barang-manual/koreksi': {
      url: 'barang-manual/koreksi',
      body: { kode_toko: 'TOKO01', kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', versi: 1, qty: 0, berat: 0, keterangan: 'x' },
    },
    'POST /api/v1/kirim-barang': { url: 'kirim-barang', body: { items: [ho('HO-1')] } },
    'POST /api/v1/kirim-barang/kecabang': { url: 'kirim-barang/kecabang', body: { kode_toko_tujuan: 'TOKO03', items: [ho('HO-1')] } },
    'GET /api/v1/kirimbarang/get/nokirim': { url: `kirimbarang/get/nokirim?no_kirim=${HO.kirim}` },
    'POST /api/v1/kirim-barang/terima': { url: 'kirim-barang/terima', body: { no_kirim: HO.kirim, kode_baki: 'B1', items: [{ kode_barcode: 'HO-KIRIM' }] } },
    'POST /api/v1/kirim-barang/kembali': { url: 'kirim-barang/kembali', body: { no_kirim: HO.kirim } },
    'GET /api/v1/penjualan/:no_faktur_jual': { url: `penjualan/${HO.jual}` },
    'POST /api/v1/penjualan/:no_faktur_jual/batal': { url: `penjualan/${HO.jual}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/penjualan/:no_faktur_jual/cetak': { url: `penjualan/${HO.jual}/cetak` },
    'POST /api/v1/penjualan/validasi': { url: 'penjualan/validasi', body: { nomor: [HO.jual] } },
    'GET /api/v1/titip/:no_titip': { url: `titip/${HO.titip}` },
    'GET /api/v1/titip/:no_titip/saldo': { url: `titip/${HO.titip}/saldo` },
    'POST /api/v1/titip/:no_titip/lunas': { url: `titip/${HO.titip}/lunas`, body: { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_000_000 }] } },
    'POST /api/v1/titip/:no_titip/batal': { url: `titip/${HO.titip}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/titip/:no_titip/cetak': { url: `titip/${HO.titip}/cetak` },
    'GET /api/v1/pesanan/:no_pesanan': { url: `pesanan/${HO.pesanan}` },
    'GET /api/v1/pesanan/:no_pesanan/saldo': { url: `pesanan/${HO.pesanan}/saldo` },
    'POST /api/v1/pesanan/:no_pesanan/ambil': { url: `pesanan/${HO.pesanan}/ambil`, body: { items: [{ kode_barcode: 'HO-PESANAN' }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_000_000 }] } },
    'POST /api/v1/pesanan/:no_pesanan/batal': { url: `pesanan/${HO.pesanan}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/pesanan/:no_pesanan/cetak': { url: `pesanan/${HO.pesanan}/cetak` },
    'PUT /api/v1/pesanan/:no_pesanan/foto/:baris': { url: `pesanan/${HO.pesanan}/foto/1`, photo: true },
    'GET /api/v1/pesanan/:no_pesanan/foto/:baris': { url: `pesanan/${HO.pesanan}/foto/1` },
    'GET /api/v1/hutang/:no_faktur_hutang': { url: `hutang/${HO.hutang}` },
    'GET /api/v1/hutang/:no_faktur_hutang/saldo': { url: `hutang/${HO.hutang}/saldo` },
    'GET /api/v1/hutang/:no_faktur_hutang/tagihan': { url: `hutang/${HO.hutang}/tagihan` },
    'POST /api/v1/hutang/:no_faktur_hutang/lunas': { url: `hutang/${HO.hutang}/lunas`, body: { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_025_000 }] } },
    'POST /api/v1/hutang/:no_faktur_hutang/perpanjang': { url: `hutang/${HO.hutang}/perpanjang`, body: { bunga_persen_baru: 2, authorization_id: 'tidak-ada', pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 25_000 }] } },
    'POST /api/v1/hutang/:no_faktur_hutang/batal-lunas': { url: `hutang/${HO.hutang}/batal-lunas`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/hutang/:no_faktur_hutang/lelang': { url: `hutang/${HO.hutang}/lelang`, body: {} },
    'POST /api/v1/hutang/:no_faktur_hutang/bayar-kelebihan': { url: `hutang/${HO.hutang}/bayar-kelebihan`, body: {} },
    'POST /api/v1/hutang/:no_faktur_hutang/hangus-kelebihan': { url: `hutang/${HO.hutang}/hangus-kelebihan`, body: {} },
    'POST /api/v1/hutang/:no_faktur_hutang/bayar-kekurangan': { url: `hutang/${HO.hutang}/bayar-kekurangan`, body: {} },
    'POST /api/v1/hutang/:no_faktur_hutang/batal': { url: `hutang/${HO.hutang}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/hutang/:no_faktur_hutang/cetak': { url: `hutang/${HO.hutang}/cetak` },
    'GET /api/v1/hutang-lunas/:no_lunas': { url: `hutang-lunas/${HO.lunasHutang}` },
    'POST /api/v1/hutang-lunas/:no_lunas/cetak': { url: `hutang-lunas/${HO.lunasHutang}/cetak` },
    'GET /api/v1/hutang-peremajaan/:no_peremajaan': { url: `hutang-peremajaan/${HO.peremajaanHutang}` },
    'POST /api/v1/hutang-peremajaan/:no_peremajaan/cetak': { url: `hutang-peremajaan/${HO.peremajaanHutang}/cetak` },
    'GET /api/v1/cicilan-bayar/:no_bayar': { url: `cicilan-bayar/${HO.bayarCicilan}` },
    'POST /api/v1/cicilan-bayar/:no_bayar/cetak': { url: `cicilan-bayar/${HO.bayarCicilan}/cetak` },
    'PUT /api/v1/hutang/:no_faktur_hutang/foto/:baris': { url: `hutang/${HO.hutang}/foto/1`, photo: true },
    'GET /api/v1/hutang/:no_faktur_hutang/foto/:baris': { url: `hutang/${HO.hutang}/foto/1` },
    'PUT /api/v1/hutang/:no_faktur_hutang/foto-customer/:jenis': { url: `hutang/${HO.hutang}/foto-customer/ktp`, photo: true },
    'GET /api/v1/hutang/:no_faktur_hutang/foto-customer/:jenis': { url: `hutang/${HO.hutang}/foto-customer/ktp` },
    'PUT /api/v1/service/:no_service/foto/:baris': { url: `service/${HO.service}/foto/1`, photo: true },
    'GET /api/v1/service/:no_service/foto/:baris': { url: `service/${HO.service}/foto/1` },
    'GET /api/v1/pre-order/po/:no_po': { url: 'pre-order/po/PO-HO-1' },
    'GET /api/v1/service/:no_service': { url: `service/${HO.service}` },
    'GET /api/v1/service/:no_service/saldo': { url: `service/${HO.service}/saldo` },
    'POST /api/v1/service/:no_service/selesai': { url: `service/${HO.service}/selesai`, body: { items: [{ berat_keluar: 5 }] } },
    'POST /api/v1/service/:no_service/ambil': { url: `service/${HO.service}/ambil`, body: { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 50_000 }] } },
    'POST /api/v1/service/:no_service/batal': { url: `service/${HO.service}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/service/:no_service/cetak': { url: `service/${HO.service}/cetak` },
    'POST /api/v1/titip/validasi': { url: 'titip/validasi', body: { nomor: [HO.titip] } },
    'GET /api/v1/cicilan/:no_cicilan': { url: `cicilan/${HO.cicilan}` },
    'GET /api/v1/cicilan/:no_cicilan/saldo': { url: `cicilan/${HO.cicilan}/saldo` },
    'POST /api/v1/cicilan/:no_cicilan/bayar': { url: `cicilan/${HO.cicilan}/bayar`, body: { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 343_500 }] } },
    'POST /api/v1/cicilan/:no_cicilan/lunas': { url: `cicilan/${HO.cicilan}/lunas`, body: { pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 2_020_000 }] } },
    'POST /api/v1/cicilan/:no_cicilan/lelang': { url: `cicilan/${HO.cicilan}/lelang`, body: {} },
    'POST /api/v1/cicilan/:no_cicilan/batal': { url: `cicilan/${HO.cicilan}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/cicilan/:no_cicilan/cetak': { url: `cicilan/${HO.cicilan}/cetak` },
    'POST /api/v1/cicilan/validasi': { url: 'cicilan/validasi', body: { nomor: [HO.cicilan] } },
    'POST /api/v1/cicilan/get/bynota/single': { url: 'cicilan/get/bynota/single', body: { no_cicilan: HO.cicilan } },
    'POST /api/v1/penjualan/get/bynota/single': { url: 'penjualan/get/bynota/single', body: { no_faktur_jual: HO.jual } },
    'POST /api/v1/titip/get/bynota/single': { url: 'titip/get/bynota/single', body: { no_titip: HO.titip } },
    'GET /api/v1/pembelian/:no_faktur_beli': { url: `pembelian/${HO.beli}` },
    'POST /api/v1/pembelian/:no_faktur_beli/batal': { url: `pembelian/${HO.beli}/batal`, body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/pembelian/:no_faktur_beli/cetak': { url: `pembelian/${HO.beli}/cetak` },
    'POST /api/v1/sepuhan/terima-cuci/:no_kirim': { url: `sepuhan/terima-cuci/${HO.cuci}`, body: { items: [{ kode_barcode: 'HO-1', berat_terima: 1 }] } },
    'POST /api/v1/sepuhan/terima-sepuh/:no_kirim': { url: `sepuhan/terima-sepuh/${HO.cuci}`, body: { items: [{ kode_barcode: 'HO-1', berat_terima: 1 }] } },
    'POST /api/v1/pembelian/get/bynota/single': { url: 'pembelian/get/bynota/single', body: { no_faktur_beli: HO.beli } },
    // Money to the head office: a branch sees only its own sends; receiving (and its cancel) is the head office's.
    'GET /api/v1/kirim-uang/:no_reff': { url: 'kirim-uang/KU-TOKO03-20261124-0001' },
    'POST /api/v1/kirim-uang/:no_reff/reception': { url: 'kirim-uang/KU-TOKO03-20261124-0001/reception', body: { akun: 'KAS' } },
    'POST /api/v1/kirim-uang/:no_reff/batal': { url: 'kirim-uang/KU-TOKO03-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/terima-uang/:no_terima/batal': { url: 'terima-uang/TU-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    // The kinds of issue 11 read and cancel through the same kernel calls (storedDocument, readDocument), which
    // filter on the acting shop for every kind, as the head office's real sale and buy-back above prove; numbers in
    // the head office's series keep the sweep naming every route.
    'GET /api/v1/penjualan-manual/:no_faktur_jual': { url: 'penjualan-manual/JM-TOKO01-20261124-0001' },
    'POST /api/v1/penjualan-manual/:no_faktur_jual/batal': { url: 'penjualan-manual/JM-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/penjualan-manual/:no_faktur_jual/cetak': { url: 'penjualan-manual/JM-TOKO01-20261124-0001/cetak' },
    'GET /api/v1/pembelian-manual/:no_faktur_beli': { url: 'pembelian-manual/BM-TOKO01-20261124-0001' },
    'POST /api/v1/pembelian-manual/:no_faktur_beli/batal': { url: 'pembelian-manual/BM-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/pembelian-manual/:no_faktur_beli/cetak': { url: 'pembelian-manual/BM-TOKO01-20261124-0001/cetak' },
    'GET /api/v1/cash/mutasi/:no_mutasi': { url: 'cash/mutasi/MU-TOKO01-20261124-0001' },
    'GET /api/v1/cash/:no_kas': { url: 'cash/KM-TOKO01-20261124-0001' },
    'GET /api/v1/gesek-tunai/:no_gesek': { url: 'gesek-tunai/GT-TOKO01-20261124-0001' },
    'GET /api/v1/pengalihan-saldo/:no_pengalihan': { url: 'pengalihan-saldo/PS-TOKO01-20261124-0001' },
    'POST /api/v1/cash/mutasi/:no_mutasi/batal': { url: 'cash/mutasi/MU-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/cash/:no_kas/batal': { url: 'cash/KM-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/gesek-tunai/:no_gesek/batal': { url: 'gesek-tunai/GT-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'GET /api/v1/member-kartu/:no_kartu': { url: 'member-kartu/KRT-TOKO01-20261124-0001' },
    'POST /api/v1/member-kartu/:no_kartu/batal': { url: 'member-kartu/KRT-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    // Member points (issue 23): a gift exchange is the shop's document.
    'GET /api/v1/tukar-point/:no_tukar': { url: 'tukar-point/TP-TOKO01-20261124-0001' },
    'POST /api/v1/tukar-point/:no_tukar/batal': { url: 'tukar-point/TP-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/pengalihan-saldo/:no_pengalihan/batal': { url: 'pengalihan-saldo/PS-TOKO01-20261124-0001/batal', body: { alasan: 'Salah', authorization_id: 'tidak-ada' } },
    'POST /api/v1/barang-external/kirim': { url: 'barang-external/kirim', body: { items: [{ kode_barcode: 'HO-1', harga_web: 1000 }] } },
    'PUT /api/v1/barang-external/update': { url: 'barang-external/update', body: { kode_barcode: 'HO-WEB', aksi: 'WITHDRAW' } },
    'PUT /api/v1/tokos/:kode_toko': { url: 'tokos/TOKO01', body: { nama_toko: 'DIUBAH OLEH CABANG', alamat_toko: 'x', level: 'CABANG' } },
    'DELETE /api/v1/tokos/:kode_toko': { url: 'tokos/TOKO01' },
    'PUT /api/v1/tokos/:kode_toko/activate': { url: 'tokos/TOKO01/activate' },
  };
  // Every report that offers a shop: the head office's.
  for (const def of t.ctx.definitions.filter((d): d is ReportDefinition => d.kind === 'report')) {
    const shop = def.filters.find((f) => f.kind === 'shop');
    if (shop && shop.kind === 'shop') cases[`GET /api/v1/${def.api}`] = { url: `${def.api}?${shop.param}=TOKO01` };
  }
  return cases;
}

/** The branch's own lists: answered, and never with a head-office row. */
const OWN_LISTS = [
  'GET /api/v1/stock-opname/penerimaan',
  'GET /api/v1/kirim-barang/unreceive/list-no-kirim',
  'GET /api/v1/kirim-barang/dalam-perjalanan',
  'GET /api/v1/barang-external',
  'GET /api/v1/kirim-barang/toko-tujuan',
  'GET /api/v1/penjualan',
  'GET /api/v1/titip',
  'GET /api/v1/pembelian',
  'GET /api/v1/pesanan',
  'GET /api/v1/service',
  'GET /api/v1/cicilan',
  'GET /api/v1/hutang',
];

/** Routes of these kinds that only create the acting shop's new rows or read shared masters, with why. */
const NOT_SHOP_DATA: Record<string, string> = {
  'POST /api/v1/barang/create': "creates the acting shop's item, numbered with its barcodes",
  'POST /api/v1/barang/create-banyak': "creates the acting shop's items",
  'POST /api/v1/barang/import': "creates the acting shop's items (tested below: TOKO02 barcodes)",
  'POST /api/v1/penerimaan-barang': "creates the acting shop's receipt",
  'GET /api/v1/kupon/cek/:kode_kupon': 'coupons are a master shared by every shop',
  'GET /api/v1/tokos/:kode_toko': 'the shop list is shown to every user (pickers)',
  // no_rekening is a bank account number of the master /master-rekening, not a shop's document.
  'GET /api/v1/rekenings/:no_rekening': 'a master shared by every shop',
  'PUT /api/v1/rekenings/:no_rekening': 'a master shared by every shop',
  'DELETE /api/v1/rekenings/:no_rekening': 'a master shared by every shop',
  'PUT /api/v1/rekenings/:no_rekening/activate': 'a master shared by every shop',
  // Members and their points (migration 025) belong to no shop: a member earns and spends at every shop of the chain.
  'GET /api/v1/member/report-member-baru': 'members are shared by every shop',
  'GET /api/v1/member/report-poin': "a member's points are one ledger over every shop",
  'GET /api/v1/member/report-ulang-tahun': 'members are shared by every shop',
  'GET /api/v1/member/export-data': 'members are shared by every shop',
  // The audit log (issue 24 item 11) records writes to what this server holds for every shop: masters, settings,
  // users and access rights; its report is the owner's and the administrators' (OWN, SU, MU).
  'GET /api/v1/laporan/audit-log': "the server's shared masters, settings and users, not one shop's data",
};

describe('the sweep: a branch user against the head office data', () => {
  it('covers every route with a barcode, document number or shop in its path, every stock route and every report', () => {
    const routes = registeredRoutes(t.app);
    expect(routes).toContain('PUT /api/v1/barang/update/:kode_barcode');
    const reports = new Set(t.ctx.definitions.filter((d) => d.kind === 'report').map((d) => `GET /api/v1/${(d as ReportDefinition).api}`));
    const inScope = routes.filter((r) => {
      const path = r.slice(r.indexOf(' ') + 1);
      return SHOP_PARAM.test(path) || SHOP_FAMILY.test(path) || reports.has(r);
    });
    const covered = new Set([...Object.keys(sweepCases()), ...OWN_LISTS, ...Object.keys(NOT_SHOP_DATA)]);
    expect(inScope.filter((r) => !covered.has(r))).toEqual([]);
    // And the sweep names no route the server does not have.
    expect([...covered].filter((r) => !routes.includes(r))).toEqual([]);
  });

  for (const [who, tokenOf] of [
    ['KASIR', () => kasir],
    ['SPV', () => spv],
  ] as const) {
    it(`answers 403 or 404 to the branch ${who} on every route, and changes nothing`, async () => {
      const before = await snapshot();
      const answers: string[] = [];
      for (const [route, c] of Object.entries(sweepCases())) {
        const method = route.slice(0, route.indexOf(' '));
        const res = c.photo
          ? await t.app.inject({ method: 'PUT', url: `/api/v1/${c.url}`, headers: { 'x-auth-token': tokenOf(), 'content-type': 'image/jpeg' }, payload: jpeg() })
          : await t.call(method, `/api/v1/${c.url}`, { token: tokenOf(), body: c.body });
        const { message } = res.json() as { message: string };
        // A 404 says the row was not found, like one that does not exist; a 403 that the shop or screen is not theirs.
        const fine = (res.statusCode === 404 && /Tidak Ditemukan/.test(message)) || res.statusCode === 403;
        if (!fine) answers.push(`${route}: ${res.statusCode} ${res.body}`);
      }
      expect(answers).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  }

  it("answers the branch's own lists without a head-office row", async () => {
    const headOffice = ['HO-', HO.terima, HO.opname, HO.kirim, HO.jual, HO.titip, HO.beli, HO.pesanan, HO.service, HO.cicilan, HO.hutang];
    for (const route of OWN_LISTS) {
      const res = await t.call('GET', route.slice(4), { token: spv });
      expect(res.statusCode, route).toBe(200);
      for (const mark of headOffice) expect(res.body, `${route} shows ${mark}`).not.toContain(mark);
    }
    const own = { token: spv };
    const items = (await t.call('GET', '/api/v1/barang?status=ALL', own)).json().data as { kode_toko: string }[];
    expect(new Set(items.map((i) => i.kode_toko))).toEqual(new Set([BRANCH]));
    const manual = (await t.call('GET', '/api/v1/barang-manual', own)).json().data as { kode_toko: string }[];
    expect(manual.map((l) => l.kode_toko)).toEqual([BRANCH]);
    expect((await t.call('GET', '/api/v1/timbang-baki', own)).json().data).toMatchObject({ kode_toko: BRANCH, kode_gudang: 'G2' });
    // A buy-back finds only the branch's own sold pieces: the head office's receipt is not theirs.
    expect((await t.call('GET', `/api/v1/pembelian/asal?no_faktur_jual=${HO.jual}`, own)).json().data).toEqual([]);
  });
});

describe('the reported reproductions', () => {
  it('a branch cashier or supervisor editing a head-office item by barcode: refused (404 when past the gate), no ledger row', async () => {
    const ledger = await t.db.query('SELECT count(*)::int AS n FROM barang_mutasi');
    const edit = (token: string) =>
      t.call('PUT', '/api/v1/barang/update/HO-1', { token, body: { nama_barang: 'DIUBAH OLEH CABANG', berat: 0.001, versi: 1 } });
    // The cashier's level may no longer pass the edit's gate (default access); either way the item is out of reach.
    expect([403, 404]).toContain((await edit(kasir)).statusCode);
    const bySpv = await edit(spv);
    expect([bySpv.statusCode, bySpv.json().message]).toEqual([404, 'Barcode Tidak Ditemukan: HO-1']);
    expect(await t.db.query('SELECT count(*)::int AS n FROM barang_mutasi')).toEqual(ledger);
    expect((await t.call('GET', '/api/v1/barang/get/HO-1', { token: owner })).json().data).toMatchObject({ nama_barang: 'CINCIN POLOS BELAH ROTAN', berat: 2.345 });
  });

  it("an import by a branch supervisor makes the branch's barcodes, on the branch's business date", async () => {
    const csv = 'nama_barang,kode_dept,kode_group,kode_gudang,kode_baki,berat,kadar\nCincin Impor Cabang,CIN,C75,G2,B1,1.5,75\n';
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/barang/import', headers: { 'x-auth-token': spv, 'content-type': 'text/csv' }, payload: Buffer.from(csv) });
    expect(res.statusCode, res.body).toBe(201);
    const [item] = res.json().data;
    expect(item).toMatchObject({ kode_toko: BRANCH });
    expect(item.kode_barcode).toMatch(/^TOKO02\d{6}$/);
    const created = (await ok(post('barang/create', spv, itemInput({ kode_gudang: 'G2', kode_baki: 'B1' })))).data.kode_barcode;
    expect(Number(created.slice(6))).toBe(Number(item.kode_barcode.slice(6)) + 1);
  });

  it("lists receipts and stocktakes of the user's shop only; the head office chooses a shop or ALL", async () => {
    const receipts = async (token: string, q = '') => ((await t.call('GET', `/api/v1/penerimaan-barang${q}`, { token })).json().data as { no_terima: string }[]).map((r) => r.no_terima);
    expect(await receipts(spv)).toEqual([BR.terima]);
    expect(await receipts(owner)).toEqual([HO.terima]);
    expect(await receipts(owner, `?kode_toko=${BRANCH}`)).toEqual([BR.terima]);
    expect((await receipts(owner, '?kode_toko=ALL')).sort()).toEqual([BR.terima, HO.terima].sort());
    const opnames = async (token: string, q = '') =>
      ((await t.call('GET', `/api/v1/stock-opname?jenis=TRAY${q}`, { token })).json().data as { no_opname: string }[]).map((r) => r.no_opname);
    expect(await opnames(spv)).toEqual([BR.opname]);
    expect(await opnames(owner)).toEqual([HO.opname]);
    expect(await opnames(owner, '&kode_toko=ALL')).toHaveLength(2);
  });

  it("reads an item by barcode in the user's shop; the head office may name the shop of an item it listed", async () => {
    expect((await t.call('GET', '/api/v1/barang/get/BR-1', { token: owner })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/barang/get/BR-1?kode_toko=${BRANCH}`, { token: owner })).json().data).toMatchObject({ kode_barcode: 'BR-1', kode_toko: BRANCH });
    expect((await t.call('GET', `/api/v1/barang/mutasi/BR-1?kode_toko=${BRANCH}`, { token: owner })).json().data.at(-1)).toMatchObject({ jenis: 'TAMBAH' });
    expect((await t.call('GET', '/api/v1/barang/get/HO-1?kode_toko=TOKO01', { token: spv })).statusCode).toBe(403);
  });

  it("a member's documents (GET member/{kode}/transaksi) are the user's shop's: the head office's sale is not the branch's", async () => {
    // Members are shared by every shop; the sale at the head office names one.
    await t.setModule('MEMBER_MODULE', true);
    await t.db.query(`INSERT INTO member (kode_member, nama_member, no_hp) VALUES ('MSI01', 'Member Isolasi', '6281200001111')`);
    await t.db.query('UPDATE dokumen SET kode_member = $1 WHERE no_dokumen = $2', ['MSI01', HO.jual]);
    const docs = async (token: string) => {
      const res = await t.call('GET', '/api/v1/member/MSI01/transaksi', { token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { no: string }[]).map((d) => d.no);
    };
    expect(await docs(owner)).toEqual([HO.jual]);
    expect(await docs(spv)).toEqual([]);
    expect(await docs(kasir)).toEqual([]);
    await t.setModule('MEMBER_MODULE', false);
  });

  it('reports refuse another shop to a branch user, and answer it to the head office', async () => {
    const url = (kode: string) => `/api/v1/reportbarang/mutasi?tgl_from=2000-01-01&tgl_to=2000-01-01&jenis=ALL&kode_toko=${kode}`;
    const refused = await t.call('GET', url('TOKO01'), { token: spv });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Hanya Kantor Pusat Yang Dapat Memilih Toko']);
    const headOffice = await t.call('GET', url(BRANCH), { token: owner });
    expect(headOffice.statusCode, headOffice.body).not.toBe(403);
  });
});

describe('item writes need the state the screen saw (versi)', () => {
  // The branch supervisor's writes on the branch's item; profits are the owner's screen (on a head-office item).
  const WRITES: [method: string, url: string, body: Record<string, unknown>, who?: 'owner'][] = [
    ['PUT', 'barang/update/BR-1', { nama_barang: 'CINCIN DIUBAH' }],
    ['POST', 'barang/pindah', { kode_baki_tujuan: 'A2', items: [{ kode_barcode: 'BR-1' }] }],
    ['POST', 'barang/pindah-satu-baki', { kode_baki_asal: 'B1', kode_baki_tujuan: 'A2', items: [{ kode_barcode: 'BR-1' }] }],
    ['POST', 'barang/hancur', { items: [{ kode_barcode: 'BR-1' }] }],
    ['POST', 'barang/contoh/ambil', { items: [{ kode_barcode: 'BR-1' }] }],
    ['POST', 'barang/contoh/kembali', { items: [{ kode_barcode: 'BR-1' }] }],
    ['POST', 'barang/stock-aksesoris', { kode_barcode: 'BR-1', arah: 'TAMBAH', qty: 1, berat: 1 }],
    ['PUT', 'barang/profit', { items: [{ kode_barcode: 'BR-1', profit: 1 }] }, 'owner'],
    ['POST', 'kirim-barang', { items: [{ kode_barcode: 'BR-1' }] }],
    ['POST', 'barang-manual/hancur', { kode_gudang: 'G2', kode_baki: 'B1', kode_group: 'K70', kode_dept: 'KAL', qty: 1, berat: 1 }],
  ];
  it.each(WRITES)('%s %s without versi: 400 Versi Barang Tidak Boleh Kosong, nothing written', async (method, url, body, who) => {
    const before = await snapshot();
    const res = await t.call(method, `/api/v1/${url}`, { token: who === 'owner' ? owner : spv, body: who === 'owner' ? { items: [{ kode_barcode: 'HO-2', profit: 1 }] } : body });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Versi Barang Tidak Boleh Kosong']);
    expect(await snapshot()).toEqual(before);
  });

  it('of six simultaneous moves of one item with the versi they saw, exactly one lands', async () => {
    const seen = await ref('BR-1');
    const answers = await Promise.all(['A1', 'A2', 'B1', 'A1', 'A2', 'A1'].map((to) => post('barang/pindah', spv, { kode_baki_tujuan: to, items: [seen] })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The rest: stale (409), or the move to the tray the item is already on (400).
    expect(codes.every((c) => c === 200 || c === 409 || c === 400)).toBe(true);
    const moves = await t.db.query(`SELECT count(*)::int AS n FROM barang_mutasi WHERE kode_barcode = 'BR-1' AND jenis = 'PINDAH_KELUAR'`);
    expect(moves).toEqual([{ n: 1 }]);
  });
});

describe('typed, bounded input', () => {
  const BIG = 'X'.repeat(200_000);
  it.each([
    ['accessory grams sent as true', 'POST', 'barang/stock-aksesoris', { kode_barcode: 'BR-AKS', versi: 1, arah: 'TAMBAH', qty: 1, berat: true }, 'Berat Harus Berupa Angka'],
    ['accessory pieces sent as text', 'POST', 'barang/stock-aksesoris', { kode_barcode: 'BR-AKS', versi: 1, arah: 'TAMBAH', qty: '1', berat: 1 }, 'Jumlah Harus Berupa Angka'],
    ['accessory grams with 4 decimals', 'POST', 'barang/stock-aksesoris', { kode_barcode: 'BR-AKS', versi: 1, arah: 'TAMBAH', qty: 1, berat: 0.0001 }, 'Berat Maksimal 3 Angka Di Belakang Koma'],
    ['a profit past the money maximum', 'PUT', 'barang/profit', { items: [{ kode_barcode: 'HO-2', versi: 1, profit: 9007199254740993 }] }, 'Profit Tidak Boleh Lebih Dari 999.999.999.999.999'],
    ['a profit sent as true', 'PUT', 'barang/profit', { items: [{ kode_barcode: 'HO-2', versi: 1, profit: true }] }, 'Profit Harus Berupa Angka'],
    ['a versi sent as text', 'PUT', 'barang/update/BR-AKS', { nama_barang: 'LIONTIN BARU', versi: '1' }, 'Versi Harus Berupa Angka'],
    ['a 200 KB barcode in a move', 'POST', 'barang/pindah', { kode_baki_tujuan: 'A2', items: [{ kode_barcode: BIG, versi: 1 }] }, 'Kode Barcode Maksimal 20 Karakter'],
    ['a barcode sent as a number', 'POST', 'barang/hancur', { items: [{ kode_barcode: 12345, versi: 1 }] }, 'Kode Barcode Tidak Valid'],
    ['a 200 KB barcode on a stocktake', 'POST', 'stock-opname/scan', { no_opname: '', kode_barcode: BIG }, 'No Opname Tidak Boleh Kosong'],
    ['a web price sent as true', 'POST', 'barang-external/kirim', { items: [{ kode_barcode: 'BR-AKS', harga_web: true }] }, 'Harga Web Harus Lebih Dari 0 (BR-AKS)'],
    ['a received weight sent as true', 'POST', 'kirim-barang/terima', { no_kirim: 'KB-X', kode_baki: 'B1', items: [{ kode_barcode: 'BR-AKS', berat_terima: true }] }, 'Berat Terima Tidak Valid (BR-AKS)'],
  ])('refuses %s with 400, writing nothing', async (_what, method, url, body, message) => {
    if (!(await t.db.query(`SELECT 1 FROM barang WHERE kode_barcode = 'BR-AKS'`)).length) {
      await ok(post('barang/create', spv, itemInput({ kode_barcode: 'BR-AKS', nama_barang: 'Liontin Huruf', aksesoris: true, qty: 5, berat: 2, kode_gudang: 'G2', kode_baki: 'B1' })));
    }
    const before = await snapshot();
    // Profits are the owner's screen: those go as the head office on its own item.
    const res = await t.call(method, `/api/v1/${url}`, { token: url === 'barang/profit' ? owner : spv, body });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a 200 KB barcode scanned into an open stocktake', async () => {
    const res = await post('stock-opname/scan', spv, { no_opname: BR.opname, kode_barcode: BIG });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Kode Barcode Maksimal 20 Karakter']);
  });

  it('refuses a body that is not an object with 400, never 500', async () => {
    for (const payload of ['"x"', '[1]', '42']) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/barang/update/BR-AKS', headers: { 'x-auth-token': spv, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });
});
