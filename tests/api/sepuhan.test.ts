// Refining bought-back gold (server/sepuhan): sorting, sorting onto a sales tray, cleaning and re-plating batches,
// plating loss, gold entered by hand, melting, and the validation of shrinkage. Pieces enter the buy-back stock
// through enterBuybackStock (as the buy-back document does); after every step the ledger rule holds: per tray, the
// stock table = the ledger's sum = the items on the tray (READY and BELI), pieces and grams. Weights by hand below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { cash, customer, postAs, startSaleShop } from '../helpers/sale-fixture';
import { enterBuybackStock, type BuybackPiece } from '../../server/inventory/buyback-stock';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
const BUYBACK_TRAY = 'BL1';

beforeAll(async () => {
  ({ t, owner, kasir, tgl } = await startSaleShop());
  await t.db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang, jenis_gudang) VALUES ('GB', 'Gudang Pembelian', 'BELI')`);
  await t.db.query(`INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES ($1, 'Baki Pembelian', 'GB', 0)`, [BUYBACK_TRAY]);
  await t.setModule('SEPUHAN_MODULE', true);
  await t.setModule('STOCK_SEPUHAN_MANUAL_MODULE', true);
});
afterAll(() => t.close());

let bought = 0;
/** Pieces bought back (kadar in percent, weight in grams): their barcodes, in order. */
async function buyBack(...pieces: { kadar: number; berat: number; kode_group?: string; kode_dept?: string }[]): Promise<string[]> {
  const no = `PB-TEST-${++bought}`;
  const rows: BuybackPiece[] = pieces.map((p) => ({
    nama_barang: 'CINCIN BELI',
    kode_group: p.kode_group ?? 'C75',
    kode_dept: p.kode_dept ?? 'CIN',
    kadar: p.kadar,
    berat_mg: Math.round(p.berat * 1000),
    berat_kotor_mg: Math.round(p.berat * 1000),
    harga: 1_000_000,
  }));
  return t.db.transaction((tx) => enterBuybackStock(tx, { user_id: 'OWNER', kode_toko: 'TOKO01', tgl_system: tgl }, rows, 'BELI', no));
}

const post = (url: string, body: unknown, token = owner) => postAs(t, token, `sepuhan/${url}`, body);
const get = (url: string, token = owner) => t.call('GET', `/api/v1/sepuhan/${url}`, { token });
const itemOf = async (code: string) =>
  (await t.db.query<{ status: string; status_sortir: string; kode_baki: string; kode_dept: string; berat: number }>(
    'SELECT status, status_sortir, kode_baki, kode_dept, berat FROM barang WHERE kode_barcode = $1',
    [code],
  ))[0];
const ledgerOf = (code: string) =>
  t.db.query<{ jenis: string; kode_baki: string; qty: number; berat: number }>('SELECT jenis, kode_baki, qty, berat FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id', [code]);
const trayStock = async (baki: string) =>
  (await t.db.query<{ items: number; qty: number; berat: number }>(`SELECT items, qty, berat FROM stock_baki WHERE kode_baki = $1`, [baki]))[0] ?? { items: 0, qty: 0, berat: 0 };

/** Trays where the stock table, the ledger's sum and the items on the tray (READY, BELI) disagree: none, always. */
async function stockBreaks() {
  return t.db.query(
    `WITH ledger AS (
       SELECT r.kode_toko, r.kode_baki, sum(k.item_delta)::int AS items, sum(r.qty)::int AS qty, sum(r.berat) AS berat
         FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis GROUP BY r.kode_toko, r.kode_baki),
     held AS (SELECT kode_toko, kode_baki, count(*)::int AS items, sum(qty)::int AS qty, sum(berat) AS berat FROM barang
               WHERE status IN ('READY', 'BELI') GROUP BY kode_toko, kode_baki)
     SELECT kode_toko, kode_baki, s.items, l.items AS ledger_items, h.items AS held_items, s.berat, l.berat AS ledger_berat, h.berat AS held_berat
       FROM stock_baki s FULL JOIN ledger l USING (kode_toko, kode_baki) FULL JOIN held h USING (kode_toko, kode_baki)
      WHERE NOT (coalesce(s.items, 0) = coalesce(l.items, 0) AND coalesce(l.items, 0) = coalesce(h.items, 0)
             AND coalesce(s.qty, 0) = coalesce(l.qty, 0) AND coalesce(l.qty, 0) = coalesce(h.qty, 0)
             AND coalesce(s.berat, 0) = coalesce(l.berat, 0) AND coalesce(l.berat, 0) = coalesce(h.berat, 0))`,
  );
}

describe('the buy-back stock', () => {
  it('lists the pieces of status BELI by sort state, with their buy-back number and date', async () => {
    const [a, b] = await buyBack({ kadar: 75, berat: 2.5 }, { kadar: 70, berat: 1.25 });
    expect(await post('sortir', { items: [{ kode_barcode: b, status_sortir: 'LEBUR' }] }).then((r) => r.statusCode)).toBe(200);
    const all = (await get('stock')).json().data;
    expect(all.find((r: { kode_barcode: string }) => r.kode_barcode === a)).toMatchObject({
      kode_barcode: a,
      kadar: 75,
      berat: 2.5,
      status_sortir: '',
      kode_baki: BUYBACK_TRAY,
      no_faktur_beli: `PB-TEST-${bought}`,
      tgl_beli: tgl,
    });
    const codes = async (filter: string) => (await get(`stock?status_sortir=${filter}`)).json().data.map((r: { kode_barcode: string }) => r.kode_barcode);
    expect(await codes('BELUM')).toContain(a);
    expect(await codes('BELUM')).not.toContain(b);
    expect(await codes('LEBUR')).toEqual([b]);
    expect((await get('stock?status_sortir=APA')).statusCode).toBe(400);
  });
});

describe('sorting', () => {
  it('sets each piece its sort state with a SORTIR row (0 pieces, 0 g), one number for the batch', async () => {
    const [a, b] = await buyBack({ kadar: 75, berat: 1 }, { kadar: 75, berat: 2 });
    const before = await trayStock(BUYBACK_TRAY);
    const res = await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'JUAL' }, { kode_barcode: b, status_sortir: 'SEPUH', versi: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Sortir Pembelian Berhasil Disimpan', data: { jumlah: 2 } });
    expect(res.json().data.no_sortir).toMatch(/^SR-TOKO01-\d{8}-\d{4}$/);
    expect((await itemOf(a)).status_sortir).toBe('JUAL');
    expect((await itemOf(b)).status_sortir).toBe('SEPUH');
    expect((await ledgerOf(a)).at(-1)).toEqual({ jenis: 'SORTIR', kode_baki: BUYBACK_TRAY, qty: 0, berat: 0 });
    expect(await trayStock(BUYBACK_TRAY)).toEqual(before);
    // The screen saw versi 1; the piece is at 2 now: refused, nothing written.
    const stale = await post('sortir', { items: [{ kode_barcode: b, status_sortir: 'CUCI', versi: 1 }] });
    expect(stale.statusCode).toBe(409);
    expect((await itemOf(b)).status_sortir).toBe('SEPUH');
    expect((await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'EMAS' }] })).json().message).toBe('Status Sortir Tidak Boleh Kosong');
    expect((await post('sortir', { items: [] })).json().message).toBe('Belum Ada Barang Yang Dipilih');
    expect(await stockBreaks()).toEqual([]);
  });
});

describe('sorted for resale, onto a sales tray', () => {
  it('moves the piece onto the tray (READY, SORTIR_KELUAR + SORTIR_MASUK), where it sells at its group price', async () => {
    const [a] = await buyBack({ kadar: 75, berat: 2, kode_dept: '' });
    const sorted = await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'JUAL' }] });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const [before, a1Before] = [await trayStock(BUYBACK_TRAY), await trayStock('A1')];
    // A piece bought without a jenis needs the screen's.
    expect((await post('pindah-sortir', { kode_baki: 'A1', items: [{ kode_barcode: a }] })).json().message).toBe('Kode Jenis Tidak Boleh Kosong');
    expect((await post('pindah-sortir', { kode_baki: 'A1', kode_dept: 'XYZ', items: [{ kode_barcode: a }] })).json().message).toBe('Kode Jenis Tidak Ditemukan');
    const res = await post('pindah-sortir', { kode_baki: 'A1', kode_dept: 'CIN', items: [{ kode_barcode: a }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Pindah Sortir Berhasil Disimpan', data: { qty: 1, berat: 2 } });
    expect(res.json().data.no_pindah).toMatch(/^PS-TOKO01-/);
    expect(await itemOf(a)).toMatchObject({ status: 'READY', status_sortir: '', kode_baki: 'A1', kode_dept: 'CIN' });
    expect((await ledgerOf(a)).slice(-2)).toEqual([
      { jenis: 'SORTIR_KELUAR', kode_baki: BUYBACK_TRAY, qty: -1, berat: -2 },
      { jenis: 'SORTIR_MASUK', kode_baki: 'A1', qty: 1, berat: 2 },
    ]);
    expect(await trayStock(BUYBACK_TRAY)).toEqual({ items: before.items - 1, qty: before.qty - 1, berat: before.berat - 2 });
    expect(await trayStock('A1')).toEqual({ items: a1Before.items + 1, qty: a1Before.qty + 1, berat: a1Before.berat + 2 });
    expect(await stockBreaks()).toEqual([]);

    // 2 g x Rp 950.000 (group C75) = Rp 1.900.000.
    const sale = await postAs(t, kasir, 'penjualan', { ...customer, items: [{ kode_barcode: a }], pembayaran: [cash(5_000_000)] });
    expect(sale.statusCode, sale.body).toBe(201);
    const [line] = await t.db.query(`SELECT harga_per_gram, harga FROM dokumen_baris WHERE kode_barcode = $1`, [a]);
    expect(line).toEqual({ harga_per_gram: 950_000, harga: 1_900_000 });
    expect((await itemOf(a)).status).toBe('TERJUAL');
  });

  it('refuses a piece not sorted for resale, an unknown tray and a tray of the buy-back warehouse', async () => {
    const [a] = await buyBack({ kadar: 75, berat: 1 });
    expect((await post('pindah-sortir', { kode_baki: 'A1', items: [{ kode_barcode: a }] })).json().message).toBe(`Barang Belum Disortir Untuk Dijual (${a})`);
    await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'JUAL' }] });
    expect((await post('pindah-sortir', { kode_baki: 'ZZ9', items: [{ kode_barcode: a }] })).json().message).toBe('Kode Baki Tidak Ditemukan');
    await t.db.query(`INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki) VALUES ('BL2', 'Baki Pembelian 2', 'GB', 0)`);
    const res = await post('pindah-sortir', { kode_baki: 'BL2', items: [{ kode_barcode: a }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Baki Tujuan Tidak Boleh Di Gudang Pembelian');
    expect((await post('pindah-sortir', { items: [{ kode_barcode: a }] })).json().message).toBe('Kode Baki Tidak Boleh Kosong');
    expect(await itemOf(a)).toMatchObject({ status: 'BELI', status_sortir: 'JUAL', kode_baki: BUYBACK_TRAY });
  });
});

describe('cleaning and re-plating', () => {
  it('sorts, sends, receives with a loss and puts the piece on a tray: the ledger equals the stock after each step', async () => {
    const [a, b] = await buyBack({ kadar: 70, berat: 5, kode_group: 'K70', kode_dept: 'KAL' }, { kadar: 70, berat: 3 });
    await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'CUCI' }, { kode_barcode: b, status_sortir: 'CUCI' }] });
    const start = await trayStock(BUYBACK_TRAY);

    const sent = await post('kirim', { jenis: 'CUCI', tujuan: 'Tukang Cuci Pak Slamet', keterangan: 'cuci rutin', items: [{ kode_barcode: a }, { kode_barcode: b }] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Kirim Barang Cuci Berhasil Disimpan', data: { qty: 2, berat: 8 } });
    const no = sent.json().data.no_kirim;
    expect(no).toMatch(/^CU-TOKO01-/);
    expect(await itemOf(a)).toMatchObject({ status: 'CUCI', status_sortir: 'CUCI' });
    expect((await ledgerOf(a)).at(-1)).toEqual({ jenis: 'KIRIM_CUCI', kode_baki: BUYBACK_TRAY, qty: -1, berat: -5 });
    expect(await trayStock(BUYBACK_TRAY)).toEqual({ items: start.items - 2, qty: start.qty - 2, berat: start.berat - 8 });
    expect(await stockBreaks()).toEqual([]);

    const open = (await get('kirim?jenis=CUCI&status=KIRIM')).json().data.find((r: { no_kirim: string }) => r.no_kirim === no);
    expect(open).toMatchObject({ jenis: 'CUCI', tujuan: 'Tukang Cuci Pak Slamet', keterangan: 'cuci rutin', status: 'KIRIM', qty: 2, berat_kirim: 8, berat_terima: null });
    expect(open.items).toEqual([
      { kode_barcode: a, nama_barang: 'CINCIN BELI', kadar: 70, berat_kirim: 5, berat_terima: null },
      { kode_barcode: b, nama_barang: 'CINCIN BELI', kadar: 70, berat_kirim: 3, berat_terima: null },
    ]);

    // Every piece once, never above the weight sent, never 0; a re-plating receipt is not for a cleaning batch.
    const receive = (items: unknown[], url = 'terima-cuci') => post(`${url}/${no}`, { items });
    expect((await receive([{ kode_barcode: a, berat_terima: 4.9 }])).json().message).toBe('Semua Barang Kiriman Harus Diterima');
    expect((await receive([{ kode_barcode: a, berat_terima: 5.001 }, { kode_barcode: b, berat_terima: 3 }])).json().message).toBe(
      `Berat Terima Tidak Boleh Lebih Dari Berat Kirim (${a})`,
    );
    expect((await receive([{ kode_barcode: a, berat_terima: 0 }, { kode_barcode: b, berat_terima: 3 }])).json().message).toBe(`Berat Tidak Boleh 0 (${a})`);
    expect((await receive([{ kode_barcode: a, berat_terima: 4.9 }, { kode_barcode: b, berat_terima: 3 }], 'terima-sepuh')).statusCode).toBe(400);
    expect((await post('terima-cuci/CU-TIDAK-ADA', { items: [{ kode_barcode: a, berat_terima: 1 }] })).statusCode).toBe(404);

    // 5 g came back at 4,9 g (0,1 g lost), 3 g at 3 g.
    const res = await receive([{ kode_barcode: a, berat_terima: '4,9' }, { kode_barcode: b, berat_terima: 3 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Terima Barang Cuci Berhasil Disimpan', data: { no_kirim: no, berat_kirim: 8, berat_terima: 7.9, susut: 0.1 } });
    expect(await itemOf(a)).toMatchObject({ status: 'BELI', status_sortir: 'JUAL', kode_baki: BUYBACK_TRAY, berat: 4.9 });
    expect((await ledgerOf(a)).slice(-2)).toEqual([
      { jenis: 'TERIMA_CUCI', kode_baki: BUYBACK_TRAY, qty: 1, berat: 5 },
      { jenis: 'SUSUT', kode_baki: BUYBACK_TRAY, qty: 0, berat: -0.1 },
    ]);
    expect((await ledgerOf(b)).at(-1)).toEqual({ jenis: 'TERIMA_CUCI', kode_baki: BUYBACK_TRAY, qty: 1, berat: 3 });
    expect(await trayStock(BUYBACK_TRAY)).toEqual({ items: start.items, qty: start.qty, berat: start.berat - 0.1 });
    expect(await stockBreaks()).toEqual([]);

    const again = await receive([{ kode_barcode: a, berat_terima: 4.9 }, { kode_barcode: b, berat_terima: 3 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Batch Sudah Diterima');
    const done = (await get('kirim?status=TERIMA')).json().data.find((r: { no_kirim: string }) => r.no_kirim === no);
    expect(done).toMatchObject({ status: 'TERIMA', berat_kirim: 8, berat_terima: 7.9, susut: 0.1, tgl_terima: tgl });

    // Cleaned, the piece is for resale: onto a sales tray at its new weight.
    const moved = await post('pindah-sortir', { kode_baki: 'A2', items: [{ kode_barcode: a }] });
    expect(moved.json().data).toMatchObject({ qty: 1, berat: 4.9 });
    expect(await itemOf(a)).toMatchObject({ status: 'READY', status_sortir: '', kode_baki: 'A2', berat: 4.9 });
    expect((await ledgerOf(a)).slice(-2)).toEqual([
      { jenis: 'SORTIR_KELUAR', kode_baki: BUYBACK_TRAY, qty: -1, berat: -4.9 },
      { jenis: 'SORTIR_MASUK', kode_baki: 'A2', qty: 1, berat: 4.9 },
    ]);
    expect(await stockBreaks()).toEqual([]);
  });

  it('sends re-plating batches (KS-...) of pieces sorted SEPUH only, received at /terima-sepuhan', async () => {
    const [a, b] = await buyBack({ kadar: 75, berat: 3 }, { kadar: 75, berat: 2 });
    await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'SEPUH' }, { kode_barcode: b, status_sortir: 'CUCI' }] });
    expect((await post('kirim', { jenis: 'SEPUH', tujuan: 'Sepuh Jaya', items: [{ kode_barcode: b }] })).json().message).toBe(`Barang Belum Disortir Untuk Sepuh (${b})`);
    expect((await post('kirim', { jenis: 'CUCI', tujuan: 'Cuci', items: [{ kode_barcode: a }] })).json().message).toBe(`Barang Belum Disortir Untuk Cuci (${a})`);
    expect((await post('kirim', { jenis: 'SEPUH', tujuan: '  ', items: [{ kode_barcode: a }] })).json().message).toBe('Tujuan Tidak Boleh Kosong');
    const sent = await post('kirim', { jenis: 'SEPUH', tujuan: 'Sepuh Jaya', items: [{ kode_barcode: a }] });
    expect(sent.json()).toMatchObject({ message: 'Kirim Barang Sepuh Berhasil Disimpan', data: { qty: 1, berat: 3 } });
    const no = sent.json().data.no_kirim;
    expect(no).toMatch(/^KS-TOKO01-/);
    expect((await post(`terima-cuci/${no}`, { items: [{ kode_barcode: a, berat_terima: 2.95 }] })).json().message).toBe('No Kirim Bukan Kiriman Cuci');
    const res = await post(`terima-sepuh/${no}`, { items: [{ kode_barcode: a, berat_terima: 2.95 }] });
    expect(res.json()).toMatchObject({ message: 'Terima Sepuhan Berhasil Disimpan', data: { berat_kirim: 3, berat_terima: 2.95, susut: 0.05 } });
    expect(await stockBreaks()).toEqual([]);
  });

  it('of two sends of one piece at once, exactly one sends it', async () => {
    const [a] = await buyBack({ kadar: 75, berat: 1.5 });
    await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'CUCI' }] });
    const both = await Promise.all([0, 1].map(() => post('kirim', { jenis: 'CUCI', tujuan: 'Cuci', items: [{ kode_barcode: a }] })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ledgerOf(a)).filter((r) => r.jenis === 'KIRIM_CUCI')).toHaveLength(1);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sepuhan_kirim_barang WHERE kode_barcode = $1`, [a]);
    expect(n).toBe(1);
    expect(await stockBreaks()).toEqual([]);
  });
});

describe('plating loss, gold by hand, melting', () => {
  it('takes plating loss off a piece (WASTING, 0 pieces), never all of it', async () => {
    const [a] = await buyBack({ kadar: 75, berat: 1.5 });
    const before = await trayStock(BUYBACK_TRAY);
    expect((await post('wasting', { items: [{ kode_barcode: a, berat_susut: 1.5 }] })).json().message).toBe(`Berat Susut Harus Lebih Kecil Dari Berat Barang (${a})`);
    expect((await post('wasting', { items: [{ kode_barcode: a, berat_susut: 0 }] })).json().message).toBe(`Berat Susut Tidak Boleh 0 (${a})`);
    const res = await post('wasting', { keterangan: 'luntur', items: [{ kode_barcode: a, berat_susut: 0.05 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Wasting Sepuhan Berhasil Disimpan', data: { qty: 1, berat_susut: 0.05 } });
    expect(res.json().data.no_wasting).toMatch(/^WS-TOKO01-/);
    expect((await itemOf(a)).berat).toBe(1.45);
    expect((await ledgerOf(a)).at(-1)).toEqual({ jenis: 'WASTING', kode_baki: BUYBACK_TRAY, qty: 0, berat: -0.05 });
    expect(await trayStock(BUYBACK_TRAY)).toEqual({ ...before, berat: before.berat - 0.05 });
    expect(await stockBreaks()).toEqual([]);
  });

  it('enters gold by hand into the buy-back stock (STOCK_CUCI), sorted for cleaning', async () => {
    const res = await post('stock-manual', { nama_barang: 'Emas Cuci Campur', kode_group: 'K70', kadar: '70,5', berat: 10.25, keterangan: 'sisa' });
    expect(res.statusCode, res.body).toBe(200);
    const { kode_barcode, no_ref } = res.json().data;
    expect(res.json().message).toBe('Stock Cuci Manual Berhasil Disimpan');
    expect(no_ref).toMatch(/^SC-TOKO01-/);
    const [item] = await t.db.query(`SELECT status, status_sortir, kode_dept, kadar, berat, hpp FROM barang WHERE kode_barcode = $1`, [kode_barcode]);
    expect(item).toEqual({ status: 'BELI', status_sortir: 'CUCI', kode_dept: 'KAL', kadar: 70.5, berat: 10.25, hpp: 0 });
    expect(await ledgerOf(kode_barcode)).toEqual([{ jenis: 'STOCK_CUCI', kode_baki: BUYBACK_TRAY, qty: 1, berat: 10.25 }]);
    const row = (await get('stock?status_sortir=CUCI')).json().data.find((r: { kode_barcode: string }) => r.kode_barcode === kode_barcode);
    expect(row).toMatchObject({ no_faktur_beli: no_ref, tgl_beli: tgl });
    expect((await post('stock-manual', { nama_barang: 'X', kode_group: 'NOPE', kadar: 70, berat: 1 })).json().message).toBe('Kode Group Tidak Ditemukan');
    expect((await post('stock-manual', { nama_barang: 'X', kode_group: 'K70', kadar: 70, berat: 0 })).json().message).toBe('Berat Tidak Boleh 0');
    expect(await stockBreaks()).toEqual([]);
  });

  it('melts pieces in any sort state into a bar; the loss is a shrinkage record', async () => {
    const [a, b] = await buyBack({ kadar: 75, berat: 4 }, { kadar: 75, berat: 1 });
    await post('sortir', { items: [{ kode_barcode: a, status_sortir: 'LEBUR' }] });
    const before = await trayStock(BUYBACK_TRAY);
    const melt = (berat_hasil: unknown) => post('hancur', { keterangan: 'lebur', berat_hasil, items: [{ kode_barcode: a }, { kode_barcode: b }] });
    expect((await melt(5.001)).json().message).toBe('Berat Hasil Tidak Boleh Lebih Dari Berat Barang');
    expect((await melt(0)).json().message).toBe('Berat Hasil Tidak Boleh 0');
    const res = await melt(4.9);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Hancur Pembelian Berhasil Disimpan', data: { qty: 2, berat: 5, berat_hasil: 4.9, susut: 0.1 } });
    const no = res.json().data.no_hancur;
    expect(no).toMatch(/^HB-TOKO01-/);
    expect((await itemOf(a)).status).toBe('HANCUR');
    expect((await ledgerOf(a)).at(-1)).toEqual({ jenis: 'HANCUR_BELI', kode_baki: BUYBACK_TRAY, qty: -1, berat: -4 });
    expect(await trayStock(BUYBACK_TRAY)).toEqual({ items: before.items - 2, qty: before.qty - 2, berat: before.berat - 5 });
    const susut = (await get('susut?status=BELUM')).json().data.find((r: { no_ref: string }) => r.no_ref === no);
    expect(susut).toEqual({ no_ref: no, jenis: 'LEBUR', tgl_system: tgl, qty: 2, berat_awal: 5, berat_akhir: 4.9, susut: 0.1, valid: false, valid_by: '' });
    // Melted already: a second melt of it finds it changed.
    expect((await post('hancur', { berat_hasil: 1, items: [{ kode_barcode: a }] })).statusCode).toBe(409);
    expect(await stockBreaks()).toEqual([]);
  });
});

describe('shrinkage validation', () => {
  it('validates all the numbers or none; a validated one is 409', async () => {
    const open = (await get('susut?status=BELUM')).json().data.map((r: { no_ref: string }) => r.no_ref);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect((await post('susut/validasi', { nomor: [open[0], 'HB-TIDAK-ADA'] })).statusCode).toBe(404);
    const res = await post('susut/validasi', { nomor: open.slice(0, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Susut Berhasil Divalidasi', data: { jumlah: 2 } });
    const valid = (await get('susut?status=VALID')).json().data;
    expect(valid.map((r: { no_ref: string }) => r.no_ref).sort()).toEqual(open.slice(0, 2).sort());
    expect(valid[0]).toMatchObject({ valid: true, valid_by: 'OWNER' });
    const twice = await post('susut/validasi', { nomor: [open[2], open[0]] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Susut Sudah Divalidasi: ${open[0]}`);
    expect((await get('susut?status=BELUM')).json().data.map((r: { no_ref: string }) => r.no_ref)).toContain(open[2]);
    expect((await post('susut/validasi', { nomor: [] })).json().message).toBe('Belum Ada Data Yang Dipilih');
  });
});

describe('fine gold per kadar', () => {
  it('is conserved: bought = on trays + at the cleaner + melted + shrinkage + still in the buy-back stock', async () => {
    // Weights summed exactly per kadar and kind; fine gold is weight x kadar / 100, so a kadar whose weights balance
    // balances its fine gold too (compared here in milligrams x hundredths of a percent: no rounding at all).
    const flows = await t.db.query<{ kadar: number; jenis: string; berat: number }>(
      `SELECT b.kadar, m.jenis, sum(m.berat) AS berat
         FROM barang_mutasi m JOIN barang b ON b.kode_barcode = m.kode_barcode
        WHERE m.jenis IN ('BELI', 'BATAL_BELI', 'STOCK_CUCI', 'SORTIR_KELUAR', 'KIRIM_CUCI', 'TERIMA_CUCI', 'SUSUT', 'WASTING', 'HANCUR_BELI')
        GROUP BY b.kadar, m.jenis`,
    );
    const held = await t.db.query<{ kadar: number; berat: number }>(`SELECT kadar, sum(berat) AS berat FROM barang WHERE status = 'BELI' GROUP BY kadar`);
    const fine = (kadar: number, grams: number) => Math.round(grams * 1000) * Math.round(kadar * 100);
    for (const kadar of new Set(flows.map((f) => f.kadar))) {
      const of = (...jenis: string[]) => flows.filter((f) => f.kadar === kadar && jenis.includes(f.jenis)).reduce((s, f) => s + fine(kadar, f.berat), 0);
      const bought = of('BELI', 'STOCK_CUCI', 'BATAL_BELI');
      const onTrays = -of('SORTIR_KELUAR');
      const atCleaner = -of('KIRIM_CUCI', 'TERIMA_CUCI');
      const melted = -of('HANCUR_BELI');
      const shrinkage = -of('SUSUT', 'WASTING');
      const balance = fine(kadar, held.find((h) => h.kadar === kadar)?.berat ?? 0);
      expect(bought - onTrays - atCleaner - melted - shrinkage, `kadar ${kadar}`).toBe(balance);
      expect(bought, `kadar ${kadar}`).toBeGreaterThan(0);
    }
    // Kadar 70: the 5 g piece lost 0,1 g cleaning, 0,07 g of fine gold.
    expect(-flows.filter((f) => f.kadar === 70 && f.jenis === 'SUSUT').reduce((s, f) => s + fine(70, f.berat), 0) / 1000 / 10000).toBe(0.07);
  });

  it('the report per kadar balances: opening + bought + by hand - to trays - at the cleaner - shrinkage - melted = closing', async () => {
    const report = async (satuan: string) => {
      const res = await t.call('GET', `/api/v1/sepuhan/report-emas-murni?tgl_from=${tgl}&tgl_to=${tgl}&satuan=${satuan}`, { token: owner });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Record<string, number>[];
    };
    const mg = (g: number) => Math.round(g * 1000);
    const weights = await report('BERAT');
    expect(weights.length).toBeGreaterThan(1);
    for (const r of weights) {
      expect(mg(r.saldo_awal) + mg(r.beli) + mg(r.manual) - mg(r.ke_baki) - mg(r.di_cuci) - mg(r.susut) - mg(r.lebur), `kadar ${r.kadar}`).toBe(mg(r.saldo_akhir));
    }
    const [held] = await t.db.query<{ berat: number }>(`SELECT sum(berat) AS berat FROM barang WHERE status = 'BELI'`);
    expect(weights.reduce((s, r) => s + mg(r.saldo_akhir), 0)).toBe(mg(held.berat));
    const k70 = (await report('MURNI')).find((r) => r.kadar === 70);
    // Kadar 70 bought: 1,25 g + 5 g + 3 g = 9,25 g, 6,475 g fine; 0,1 g lost cleaning: 0,07 g fine.
    expect(k70).toMatchObject({ saldo_awal: 0, beli: 6.475, susut: 0.07 });
  });
});

describe('gates', () => {
  it('refuses a cashier, a shop without SEPUHAN_MODULE, and entry with SEPUHAN_TERPUSAT_MODULE on', async () => {
    const [a] = await buyBack({ kadar: 75, berat: 1 });
    const sortA = (token = owner) => post('sortir', { items: [{ kode_barcode: a, status_sortir: 'JUAL' }] }, token);
    expect((await sortA(kasir)).statusCode).toBe(403);
    expect((await get('stock', kasir)).statusCode).toBe(403);
    expect((await post('hancur', { berat_hasil: 1, items: [{ kode_barcode: a }] }, kasir)).statusCode).toBe(403);

    await t.setModule('SEPUHAN_TERPUSAT_MODULE', true);
    expect((await sortA()).statusCode).toBe(403);
    expect((await post('kirim', { jenis: 'CUCI', tujuan: 'X', items: [{ kode_barcode: a }] })).statusCode).toBe(403);
    // Validation is head-office work too: still open.
    expect((await get('susut')).statusCode).toBe(200);
    await t.setModule('SEPUHAN_TERPUSAT_MODULE', false);

    await t.setModule('STOCK_SEPUHAN_MANUAL_MODULE', false);
    expect((await post('stock-manual', { nama_barang: 'X', kode_group: 'K70', kadar: 70, berat: 1 })).statusCode).toBe(403);
    await t.setModule('STOCK_SEPUHAN_MANUAL_MODULE', true);

    await t.setModule('SEPUHAN_MODULE', false);
    expect((await sortA()).statusCode).toBe(403);
    expect((await get('susut')).statusCode).toBe(403);
    // Melting bought-back gold needs no module: the stock list stays open to it.
    expect((await get('stock')).statusCode).toBe(200);
    await t.setModule('SEPUHAN_MODULE', true);
    expect((await sortA()).statusCode).toBe(200);
    expect(await stockBreaks()).toEqual([]);
  });
});
