// Pre-orders (PRE_ORDER_MODULE, issue 21 item 6): an order filled by a supplier under the shop's PO number. Taken at
// POST pre-order (the order's body with kode_supplier and no_po), its pieces arriving by the supplier's spreadsheet
// (POST pre-order/import) or bound by barcode (POST pre-order/closing), listed 50 a page (GET pre-order, status=finish
// the finished ones), and collected as an order (pesanan/{no}/ambil). Amounts: group C75 at Rp 1.000.000/g, so a 5 g
// ring with ongkos 100.000 is 5.100.000 and a 2 g one without ongkos 2.000.000.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput } from '../helpers/inventory-fixture';
import { authorize as authorizeBy, cash, customer, postAs, startSaleShop } from '../helpers/sale-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
let spv: string;
let tgl: string;
beforeAll(async () => {
  ({ t, owner, kasir, tgl } = await startSaleShop());
  spv = await t.login('SPV1', 'rahasia123');
  await t.setModule('PRE_ORDER_MODULE', true);
  await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  await t.db.query(`INSERT INTO master_supplier (kode_supplier, nama_supplier) VALUES ('SUP01', 'Pabrik Emas Jaya')`);
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const ring = (over: Body = {}) => ({ nama_barang: 'Cincin Pesanan Pabrik', kode_group: 'C75', kadar: 75, perkiraan_berat: 5, ongkos_rp: 100_000, ...over });
const small = (over: Body = {}) => ring({ perkiraan_berat: 2, ongkos_rp: 0, ...over });
const chain = (over: Body = {}) => ({ nama_barang: 'Kalung Pesanan Pabrik', kode_group: 'K70', kadar: 70, perkiraan_berat: 3, ...over });
const preOrder = (no_po: string, items: unknown[] = [ring()], over: Body = {}, token = kasir) =>
  postAs(t, token, 'pre-order', { ...customer, kode_supplier: 'sup01', no_po, items, pembayaran: [cash(500_000)], ...over });
/** A pre-order taken: its number. */
async function taken(no_po: string, items: unknown[] = [ring()]): Promise<string> {
  const res = await preOrder(no_po, items);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.no_pesanan;
}
const get = (url: string, token = kasir) => t.call('GET', `/api/v1/${url}`, { token });
const list = async (query = '') => {
  const res = await get(`pre-order${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; preorders: Body[]; skip: number; limit: number; page: number };
};
const closing = (kode_barcode: string, no_po: string, token = spv) => postAs(t, token, 'pre-order/closing', { kode_barcode, no_po });
const upload = (file: Buffer | string, tray = 'kode_gudang=G1&kode_baki=A2', token = spv) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/pre-order/import?${tray}`,
    headers: { 'x-auth-token': token, 'content-type': 'application/octet-stream' },
    payload: typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
  });
async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Barang Datang');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const HEADER = ['No PO', 'Nama Barang', 'Kode Group', 'Kadar', 'Berat', 'Harga'];
const csv = (...rows: string[]) => ['no_po,nama_barang,kode_group,kadar,berat,harga', ...rows].join('\n');
/** A piece in stock, as a goods receipt or /tambah-data-barang adds it: its barcode. */
async function stockPiece(over: Body = {}): Promise<string> {
  const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ harga_total: 0, ...over }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.kode_barcode;
}
const pieceOf = async (code: string) =>
  (await t.db.query<Body>('SELECT no_po, no_pesanan, kode_supplier, kode_baki, status FROM barang WHERE kode_barcode = $1', [code]))[0];
const counts = async () =>
  (
    await t.db.query<{ dokumen: number; pesanan: number; kas: number; barang: number }>(
      `SELECT (SELECT count(*)::int FROM dokumen WHERE jenis = 'PESANAN') AS dokumen, (SELECT count(*)::int FROM dokumen_pesanan) AS pesanan,
              (SELECT count(*)::int FROM kas_mutasi) AS kas, (SELECT count(*)::int FROM barang) AS barang`,
    )
  )[0];

describe('an empty list', () => {
  it('answers count 0 and no rows before any pre-order, paged from page 1 by 50', async () => {
    expect(await list()).toEqual({ status: 'success', count: 0, preorders: [], skip: 0, limit: 50, page: 1 });
    expect((await list('?status=finish&limit=9999')).count).toBe(0);
  });
});

describe('taking a pre-order: the order with a supplier and a PO number', () => {
  it("saves it as an order with the supplier and the PO number in capitals; the order's own post keeps its body", async () => {
    const res = await preOrder('  po-001 ', [ring()], { pembayaran: [cash(1_000_000)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Transaksi Pre Order Berhasil Disimpan',
      data: { tgl_system: tgl, kode_supplier: 'SUP01', no_po: 'PO-001', total_rp: 5_100_000, dp_rp: 1_000_000, sisa_bayar: 4_100_000 },
    });
    const no = res.json().data.no_pesanan;
    expect(no).toMatch(/^PN-TOKO01-\d{8}-\d{4}$/);
    expect((await get(`pesanan/${no}`)).json().data).toMatchObject({ status: 'OPEN', kode_supplier: 'SUP01', no_po: 'PO-001', total_rp: 5_100_000 });
    expect(await t.db.query('SELECT kode_supplier, no_po FROM dokumen_pesanan WHERE no_dokumen = $1', [no])).toEqual([{ kode_supplier: 'SUP01', no_po: 'PO-001' }]);

    // POST pesanan is the fixed point it was: an order with no PO, and a PO in its body refused.
    const order = await postAs(t, kasir, 'pesanan', { ...customer, items: [ring()], pembayaran: [cash(100_000)] });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().data.no_po).toBeUndefined();
    const withPo = await postAs(t, kasir, 'pesanan', { ...customer, no_po: 'PO-X', items: [ring()], pembayaran: [cash(100_000)] });
    expect(withPo.statusCode).toBe(400);
    // GET pre-order/po/{no}: the number taken names its pre-order; a new one is free.
    expect((await get('pre-order/po/po-001', spv)).json().data).toMatchObject({ no_po: 'PO-001', tersedia: false, pre_order: { no_pesanan: no } });
    expect((await get('pre-order/po/PO-999')).json().data).toEqual({ no_po: 'PO-999', tersedia: true, pre_order: null });
  });

  it('refuses a PO number used, an empty one, an unknown supplier; nothing is half-saved', async () => {
    const before = await counts();
    const cases: [string, Body, string][] = [
      ['PO-001', {}, 'No PO Sudah Dipakai'],
      ['po-001', {}, 'No PO Sudah Dipakai'],
      ['   ', {}, 'No PO Tidak Boleh Kosong'],
      ['', {}, 'No PO Tidak Boleh Kosong'],
      ['PO-002', { kode_supplier: 'SUP99' }, 'Kode Supplier Tidak Terdaftar'],
      // An order's own refusals still come first where they are the order's.
      ['PO-002', { pembayaran: [] }, 'Pilih Minimal Satu Metode Pembayaran'],
    ];
    for (const [no_po, over, message] of cases) {
      const res = await preOrder(no_po, [ring()], over);
      expect(res.statusCode, `${no_po}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await postAs(t, kasir, 'pre-order', { ...customer, kode_supplier: 'SUP01', items: [ring()], pembayaran: [cash(500_000)] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No PO Tidak Boleh Kosong');
    expect(await counts()).toEqual(before);
    expect((await get('pre-order/po/PO-002', spv)).json().data).toMatchObject({ tersedia: true, pre_order: null });
  });

  it('one of five clerks posting the same PO number at once gets it', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => preOrder('PO-RACE', [ring()], { nama_customer: `Pelanggan ${i}` })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().message)).toEqual(Array(4).fill('No PO Sudah Dipakai'));
    expect((await t.db.query(`SELECT count(*)::int AS n FROM dokumen_pesanan WHERE no_po = 'PO-RACE'`))[0]).toEqual({ n: 1 });
  });
});

describe('the list', () => {
  it('pages newest first by skip, page or key, with count, lines and pieces', async () => {
    for (const n of [1, 2, 3]) await taken(`PO-L${n}`, [small(), small()]);
    const all = await list();
    expect(all).toMatchObject({ count: 5, skip: 0, limit: 50, page: 1 });
    expect(all.preorders.map((r) => r.no_po)).toEqual(['PO-L3', 'PO-L2', 'PO-L1', 'PO-RACE', 'PO-001']);
    expect(all.preorders[0]).toMatchObject({
      tgl_system: tgl,
      kode_supplier: 'SUP01',
      nama_supplier: 'Pabrik Emas Jaya',
      nama_customer: customer.nama_customer,
      total: 4_000_000,
      dp_rp: 500_000,
      sisa_bayar: 3_500_000,
      status: 'OPEN',
      jumlah_barang: 2,
      barang_datang: 0,
      selesai: false,
    });
    const second = await list('?limit=2&page=2');
    expect(second).toMatchObject({ count: 5, skip: 2, limit: 2, page: 2 });
    expect(second.preorders.map((r) => r.no_po)).toEqual(['PO-L1', 'PO-RACE']);
    expect((await list('?limit=2&skip=4')).preorders.map((r) => r.no_po)).toEqual(['PO-001']);
    // By key: after the last number of a page, the next.
    const byKey = await list(`?limit=2&after=${String(all.preorders[1].no_pesanan)}`);
    expect(byKey.preorders.map((r) => r.no_po)).toEqual(['PO-L1', 'PO-RACE']);
    expect(byKey.count).toBe(5);
    expect((await list('?q=po-l')).count).toBe(3);
    expect((await list('?status=finish')).count).toBe(0);
    expect((await list('?status=open')).count).toBe(5);
  });
});

describe("the supplier's spreadsheet", () => {
  it('refuses the whole file with each error by row and column, and adds nothing', async () => {
    const cancelled = await taken('PO-BATAL', [small()]);
    expect((await postAs(t, kasir, `pesanan/${cancelled}/batal`, { alasan: 'Pabrik tutup', authorization_id: await authorizeBy(t, kasir, 'BATAL_PESANAN') })).statusCode).toBe(200);
    const before = await counts();
    const res = await upload(
      csv(
        'PO-L1,Cincin Datang Satu,C75,75,2.1,1900000', // fine
        'PO-L1,Kalung Datang,K70,70,3,2500000', // PO-L1 has no K70 line
        'PO-L1,Cincin Datang Dua,C75,75,2.05,1900000', // fine: PO-L1 has two C75 lines
        'PO-L1,Cincin Datang Tiga,C75,75,2,1900000', // a third C75 piece for two lines
        'PO-TIDAK-ADA,Cincin Datang Empat,C75,75,2,1900000',
        'PO-BATAL,Cincin Datang Lima,C75,75,2,1900000',
        ',Cincin Tanpa PO,C75,75,2,1900000',
        'PO-L2,Cin,C75,75,0,1900000', // the item form's own messages
      ),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Tidak Ada Data Yang Diimport: 6 Baris Bermasalah');
    expect(res.json().errors).toEqual([
      { row: 3, field: 'kode_group', message: 'Group Barang Tidak Sesuai Dengan Pesanan' },
      { row: 5, field: 'no_po', message: 'Jumlah Barang Melebihi Jumlah Barang Pesanan' },
      { row: 6, field: 'no_po', message: 'No PO Tidak Terdaftar' },
      { row: 7, field: 'no_po', message: 'Pre Order Sudah Dibatalkan' },
      { row: 8, field: 'no_po', message: 'No PO Tidak Boleh Kosong' },
      { row: 9, field: 'nama_barang', message: 'Nama Barang Minimal 6 Karakter' },
      { row: 9, field: 'berat', message: 'Berat Tidak Boleh 0' },
    ]);
    expect(await counts()).toEqual(before);

    const noTray = await upload(csv('PO-L1,Cincin Datang Satu,C75,75,2.1,1900000'), 'kode_gudang=G1&kode_baki=B1');
    expect(noTray.statusCode).toBe(400);
    expect(noTray.json().message).toBe('Baki Tidak Ada Di Gudang Tersebut');
    const noPoColumn = await upload('nama_barang,kode_group\nCincin Datang,C75');
    expect(noPoColumn.json().message).toBe('Kolom no_po Tidak Ditemukan Pada Baris Pertama');
  });

  it('adds each row as a new piece on the chosen tray, bound to its PO and order', async () => {
    const [l1] = (await list('?q=PO-L1')).preorders;
    const res = await upload(
      await xlsx([HEADER, ['po-l1', 'Cincin Datang Satu', 'C75', 75, 2.1, 1_900_000], ['PO-L1', 'Cincin Datang Dua', 'c75', 75, 2.05, 1_850_000]]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Import Pre Order Berhasil: 2 Barang', count: 2 });
    const pieces = res.json().data as Body[];
    expect(pieces.map((p) => [p.nama_barang, p.kode_group, p.berat, p.kode_gudang, p.kode_baki, p.no_po, p.no_pesanan])).toEqual([
      ['CINCIN DATANG SATU', 'C75', 2.1, 'G1', 'A2', 'PO-L1', l1.no_pesanan],
      ['CINCIN DATANG DUA', 'C75', 2.05, 'G1', 'A2', 'PO-L1', l1.no_pesanan],
    ]);
    const code = String(pieces[0].kode_barcode);
    expect(await pieceOf(code)).toEqual({ no_po: 'PO-L1', no_pesanan: l1.no_pesanan, kode_supplier: 'SUP01', kode_baki: 'A2', status: 'READY' });
    expect(await t.db.query('SELECT jenis, kode_baki, qty, berat FROM barang_mutasi WHERE kode_barcode = $1', [code])).toEqual([
      { jenis: 'TAMBAH', kode_baki: 'A2', qty: 1, berat: 2.1 },
    ]);
    // No other sale takes it.
    const sale = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(9_000_000)] });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(`Barcode Terdaftar Sebagai Pre Order: ${code}`);
    // Every line of PO-L1 has its piece: finished.
    expect((await list('?status=finish&limit=9999')).preorders).toEqual([expect.objectContaining({ no_po: 'PO-L1', jumlah_barang: 2, barang_datang: 2, selesai: true })]);
    // A third C75 piece has no line left.
    const more = await upload(csv('PO-L1,Cincin Datang Tiga,C75,75,2,1900000'));
    expect(more.json().errors).toEqual([{ row: 2, field: 'no_po', message: 'Jumlah Barang Melebihi Jumlah Barang Pesanan' }]);
  });
});

describe('closing: a piece in stock bound to its PO', () => {
  it("binds it with an UBAH_DATA ledger row; a second binding is 409; the group must have a line waiting", async () => {
    const [l2] = (await list('?q=PO-L2')).preorders;
    const code = await stockPiece({ nama_barang: 'Cincin Dari Penerimaan', berat: 2.02 });
    const res = await closing(code.toLowerCase(), ' po-l2 ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Closing Barang PO Berhasil',
      data: { kode_barcode: code, no_po: 'PO-L2', no_pesanan: l2.no_pesanan, jumlah_barang: 2, barang_datang: 1, selesai: false },
    });
    expect(await pieceOf(code)).toMatchObject({ no_po: 'PO-L2', no_pesanan: l2.no_pesanan, status: 'READY' });
    expect(await t.db.query(`SELECT jenis, qty, berat, no_ref, keterangan FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id`, [code])).toEqual([
      { jenis: 'TAMBAH', qty: 1, berat: 2.02, no_ref: '', keterangan: '' },
      { jenis: 'UBAH_DATA', qty: 0, berat: 0, no_ref: l2.no_pesanan, keterangan: 'Pre Order PO-L2' },
    ]);

    const twice = await closing(code, 'PO-L3');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Barcode Sudah Terdaftar Sebagai Pre Order');
    const imported = (await t.db.query<{ kode_barcode: string }>(`SELECT kode_barcode FROM barang WHERE no_po = 'PO-L1' LIMIT 1`))[0].kode_barcode;
    expect((await closing(imported, 'PO-L2')).json().message).toBe('Barcode Sudah Terdaftar Sebagai Pre Order');

    const cases: [string, string, number, string][] = [
      [await stockPiece({ kode_group: 'K70', kode_dept: 'KAL' }), 'PO-L2', 400, 'Group Barang Tidak Sesuai Dengan Pesanan'],
      [await stockPiece(), 'PO-TIDAK-ADA', 404, 'No PO Tidak Terdaftar'],
      [await stockPiece(), 'PO-BATAL', 409, 'Pre Order Sudah Dibatalkan'],
      [await stockPiece(), '', 400, 'No PO Tidak Boleh Kosong'],
      [await stockPiece({ no_po: 'PO-LAIN' }), 'PO-L2', 409, 'Barcode Terdaftar Dengan No PO Lain'],
      ['TIDAK-ADA-1', 'PO-L2', 404, 'Barcode Tidak Ditemukan'],
    ];
    for (const [kode, no_po, status, message] of cases) {
      const refused = await closing(kode, no_po);
      expect(refused.statusCode, `${kode} ${no_po}: ${refused.body}`).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    // A piece received under this very PO number binds; then both C75 lines of PO-L2 are taken.
    const received = await stockPiece({ no_po: 'PO-L2' });
    expect((await closing(received, 'PO-L2')).json().data).toMatchObject({ barang_datang: 2, selesai: true });
    const third = await closing(await stockPiece(), 'PO-L2');
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Jumlah Barang Melebihi Jumlah Barang Pesanan');
    // A cashier does not close pieces.
    expect((await closing(await stockPiece(), 'PO-L3', kasir)).statusCode).toBe(403);
  });
});

describe('collecting a pre-order as an order', () => {
  it('collects PO-L1 by its imported pieces; it stays in the finished list, and no piece arrives for it any more', async () => {
    const [l1] = (await list('?q=PO-L1')).preorders;
    const codes = (await t.db.query<{ kode_barcode: string }>(`SELECT kode_barcode FROM barang WHERE no_pesanan = $1 ORDER BY kode_barcode`, [l1.no_pesanan])).map(
      (r) => ({ kode_barcode: r.kode_barcode }),
    );
    // 2,1 g + 2,05 g at the locked 1.000.000/g: 2.100.000 + 2.050.000 = 4.150.000; DP 500.000 leaves 3.650.000.
    const res = await postAs(t, kasir, `pesanan/${l1.no_pesanan}/ambil`, { items: codes, pembayaran: [cash(3_650_000)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ no_pesanan: l1.no_pesanan, grand_total: 4_150_000, dp_rp: 500_000, sisa_bayar: 3_650_000, kembalian: 0 });
    const finished = await list('?status=finish');
    expect(finished.preorders.map((r) => r.no_po)).toEqual(['PO-L2', 'PO-L1']);
    expect(finished.preorders[1]).toMatchObject({ status: 'DONE', selesai: true, barang_datang: 2, sisa_bayar: 0 });
    expect((await list('?status=open')).preorders.map((r) => r.no_po)).toEqual(['PO-L3', 'PO-RACE', 'PO-001']);
    expect((await list('?status=batal')).preorders.map((r) => r.no_po)).toEqual(['PO-BATAL']);
    const late = await closing(await stockPiece(), 'PO-L1');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Pre Order Sudah Diambil');
  });

  it('a pre-order of two groups takes one piece of each', async () => {
    const no = await taken('PO-DUA', [small(), chain()]);
    const kalung = await stockPiece({ kode_group: 'K70', kode_dept: 'KAL', nama_barang: 'Kalung Dari Pabrik', berat: 3 });
    expect((await closing(kalung, 'PO-DUA')).statusCode).toBe(201);
    const imported = await upload(csv('PO-DUA,Cincin Dari Pabrik,C75,75,2,1800000'));
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await list('?q=PO-DUA')).preorders[0]).toMatchObject({ no_pesanan: no, jumlah_barang: 2, barang_datang: 2, selesai: true });
    // Stock, money, journal and open balances still agree.
    const integrity = await t.call('GET', '/api/v1/laporan/integritas', { token: owner });
    expect((integrity.json().data as { check: string; count: number }[]).filter((f) => f.count > 0)).toEqual([]);
  });
});

describe('the module', () => {
  it('with PRE_ORDER_MODULE off every pre-order route refuses, and orders go on', async () => {
    await t.setModule('PRE_ORDER_MODULE', false);
    try {
      expect((await preOrder('PO-OFF')).statusCode).toBe(403);
      expect((await get('pre-order', owner)).statusCode).toBe(403);
      expect((await get('pre-order/po/PO-OFF', owner)).statusCode).toBe(403);
      expect((await closing(await stockPiece(), 'PO-L3', owner)).statusCode).toBe(403);
      expect((await upload(csv('PO-L3,Cincin Datang,C75,75,2,1900000'), undefined, owner)).statusCode).toBe(403);
      expect((await postAs(t, kasir, 'pesanan', { ...customer, items: [ring()], pembayaran: [cash(100_000)] })).statusCode).toBe(201);
    } finally {
      await t.setModule('PRE_ORDER_MODULE', true);
    }
    expect((await get('pre-order', owner)).statusCode).toBe(200);
  });
});
