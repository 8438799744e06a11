// Items and the stock ledger through the API: new items, validation, the list with its summary, moves, melting,
// accessory stock, samples, and what two requests on one item at once leave behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput, startInventoryShop } from '../helpers/inventory-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  ({ t, owner, kasir } = await startInventoryShop());
});
afterAll(() => t.close());

const create = async (over: Record<string, unknown> = {}) => t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput(over) });
/** An item as a screen names it in a write: its barcode and the versi it loaded (and any other part it saw). */
const ref = async (code: string, saw: Record<string, unknown> = {}) => {
  const [{ versi }] = await t.db.query<{ versi: number }>('SELECT versi FROM barang WHERE kode_barcode = $1', [code]);
  return { kode_barcode: code, versi, ...saw };
};
const ledgerOf = (code: string) =>
  t.db.query<{ jenis: string; kode_baki: string; qty: number; berat: number; no_ref: string }>(
    'SELECT jenis, kode_baki, qty, berat, no_ref FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id',
    [code],
  );

describe('new items', () => {
  it('generates a barcode per shop, stores the item READY on its tray, and writes its ledger row', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Berhasil Menyimpan Data');
    expect(body.data).toMatchObject({ kode_barcode: 'TOKO01000001', nama_barang: 'CINCIN POLOS BELAH ROTAN', status: 'READY', berat: 2.345, qty: 1, kode_baki: 'A1' });
    expect(await ledgerOf('TOKO01000001')).toEqual([{ jenis: 'TAMBAH', kode_baki: 'A1', qty: 1, berat: 2.345, no_ref: '' }]);
    expect((await create()).json().data.kode_barcode).toBe('TOKO01000002');
  });

  it('takes a scanned barcode, and refuses one already registered', async () => {
    expect((await create({ kode_barcode: 'ab-123' })).json().data.kode_barcode).toBe('AB-123');
    const again = await create({ kode_barcode: 'AB-123' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Barcode Sudah Terdaftar');
  });

  it.each([
    [{ nama_barang: 'Cinci' }, 'Nama Barang Minimal 6 Karakter'],
    [{ kadar: 0 }, 'Kadar Tidak Boleh 0'],
    [{ kadar: 500.01 }, 'Kadar Tidak Boleh Lebih Dari 500'],
    [{ berat: 0 }, 'Berat Tidak Boleh 0'],
    [{ kode_baki: 'B1' }, 'Kode Baki Tidak Sesuai Dengan Kode Gudang'],
    [{ kode_group: 'XX' }, 'Kode Group Tidak Ditemukan'],
  ])('refuses %o with "%s" and writes nothing', async (over, message) => {
    const before = await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM barang)::int + (SELECT count(*) FROM barang_mutasi)::int AS n');
    const res = await create(over);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.query('SELECT (SELECT count(*) FROM barang)::int + (SELECT count(*) FROM barang_mutasi)::int AS n')).toEqual(before);
  });

  it('adds many items at once, or none with every row error listed', async () => {
    const bad = await t.call('POST', '/api/v1/barang/create-banyak', {
      token: owner,
      body: { items: [itemInput({ kode_barcode: 'M-1' }), itemInput({ kode_barcode: 'M-1' }), itemInput({ berat: 0 })] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().rows).toEqual([
      { row: 2, errors: [{ field: 'kode_barcode', message: 'Barcode Sudah Ada Di Tabel' }] },
      { row: 3, errors: [{ field: 'berat', message: 'Berat Tidak Boleh 0' }] },
    ]);
    expect(await t.db.query(`SELECT 1 FROM barang WHERE kode_barcode = 'M-1'`)).toEqual([]);
    const good = await t.call('POST', '/api/v1/barang/create-banyak', {
      token: owner,
      body: { items: [itemInput({ kode_barcode: 'M-1' }), itemInput({ kode_barcode: 'M-2', berat: 1.1 })] },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().count).toBe(2);
  });

  it('links a pre-programmed RFID tag to one item only', async () => {
    const tagged = await create({ kode_barcode: 'RF-1', kode_rfid: 'e28011700000020f1d2a3b4c' });
    expect(tagged.json().data.kode_rfid).toBe('E28011700000020F1D2A3B4C');
    const again = await create({ kode_barcode: 'RF-2', kode_rfid: 'E28011700000020F1D2A3B4C' });
    expect(again.json()).toMatchObject({ message: 'Kode RFID Sudah Terdaftar' });
    const untagged = await create({ kode_barcode: 'RF-3' });
    expect(untagged.json().data.kode_rfid).toBeNull();
    // Items without a tag never collide with each other.
    expect((await create({ kode_barcode: 'RF-4' })).statusCode).toBe(201);
    const edit = await t.call('PUT', '/api/v1/barang/update/RF-3', { token: owner, body: { kode_rfid: 'E28011700000020F1D2A3B4C', versi: (await ref('RF-3')).versi } });
    expect(edit.json().message).toBe('Kode RFID Sudah Terdaftar');
    await t.call('POST', '/api/v1/barang/hancur', { token: owner, body: { items: await Promise.all(['RF-1', 'RF-3', 'RF-4'].map((c) => ref(c))) } });
  });

  it('is refused to a cashier (the screen is for supervisors and up)', async () => {
    expect((await t.call('POST', '/api/v1/barang/create', { token: kasir, body: itemInput() })).statusCode).toBe(403);
  });
});

describe('the item list', () => {
  it('pages, sorts and searches on the server, with the balance summary', async () => {
    const page = await t.call('GET', '/api/v1/barang?sort_by=nama_barang&limit=2&skip=0', { token: owner });
    const body = page.json();
    expect(body.data).toHaveLength(2);
    expect(body.count).toBe(5);
    expect(body.summary).toEqual({ qty: 5, berat: 10.48 });
    const found = await t.call('GET', '/api/v1/barang?q=ab-1', { token: owner });
    expect(found.json().data.map((i: { kode_barcode: string }) => i.kode_barcode)).toEqual(['AB-123']);
    expect((await t.call('GET', '/api/v1/barang?sort_by=harga', { token: owner })).statusCode).toBe(400);
  });

  it('pages on from the last row of the previous page the same as by offset, for every sort', async () => {
    for (const sort of ['kode_barcode', 'nama_barang', 'kode_baki'] as const) {
      const first = (await t.call('GET', `/api/v1/barang?sort_by=${sort}&limit=2`, { token: owner })).json().data;
      const byOffset = (await t.call('GET', `/api/v1/barang?sort_by=${sort}&limit=2&skip=2`, { token: owner })).json();
      const last = first.at(-1);
      const query = `sort_by=${sort}&limit=2&after_value=${encodeURIComponent(last[sort])}&after_barcode=${encodeURIComponent(last.kode_barcode)}`;
      const byCursor = (await t.call('GET', `/api/v1/barang?${query}`, { token: owner })).json();
      expect(byCursor.data.map((i: { kode_barcode: string }) => i.kode_barcode), sort).toEqual(byOffset.data.map((i: { kode_barcode: string }) => i.kode_barcode));
      expect(byCursor.count).toBe(5);
    }
  });

  it('hides the summary from others than the owner while HIDE_SUMMARY_BARANG_MODULE is on', async () => {
    await t.setModule('HIDE_SUMMARY_BARANG_MODULE', true);
    expect((await t.call('GET', '/api/v1/barang', { token: kasir })).json().summary).toBeUndefined();
    expect((await t.call('GET', '/api/v1/barang', { token: owner })).json().summary).toBeDefined();
    await t.setModule('HIDE_SUMMARY_BARANG_MODULE', false);
    expect((await t.call('GET', '/api/v1/barang', { token: kasir })).json().summary).toBeDefined();
  });

  it("shows a branch user their own shop's items only; the head office may choose a shop or all", async () => {
    await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, level) VALUES ('CAB02', 'Cabang Dua', 'CABANG')`);
    await t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) SELECT 'CAB02SPV', 'Spv Cabang', password_hash, 'SPV', 'CAB02' FROM users WHERE user_id = 'KASIR1'`);
    const cabang = await t.login('CAB02SPV', 'rahasia123');
    const branch = (await t.call('GET', '/api/v1/barang', { token: cabang })).json();
    expect(branch).toMatchObject({ data: [], count: 0, summary: { qty: 0, berat: 0 } });
    // Naming another shop is refused, never answered with the branch's own items under that name.
    const other = await t.call('GET', '/api/v1/barang?kode_toko=TOKO01', { token: cabang });
    expect([other.statusCode, other.json().message]).toEqual([403, 'Hanya Kantor Pusat Yang Dapat Memilih Toko']);
    await t.db.query(`UPDATE toko SET level = 'PUSAT' WHERE kode_toko = 'TOKO01'`);
    expect((await t.call('GET', '/api/v1/barang?kode_toko=CAB02', { token: owner })).json().count).toBe(0);
    expect((await t.call('GET', '/api/v1/barang?kode_toko=ALL', { token: owner })).json().count).toBe(5);
    await t.db.query(`UPDATE toko SET level = 'CABANG' WHERE kode_toko = 'TOKO01'`);
  });

  it('answers 404 Barcode Tidak Ditemukan for an unknown barcode', async () => {
    const res = await t.call('GET', '/api/v1/barang/get/NOPE', { token: kasir });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Barcode Tidak Ditemukan');
  });
});

describe('moves and melting', () => {
  it('moves items to another tray with two ledger rows each and a document number', async () => {
    const res = await t.call('POST', '/api/v1/barang/pindah', {
      token: owner,
      body: { kode_baki_tujuan: 'B1', items: [await ref('M-1', { kode_baki: 'A1' }), await ref('M-2', { kode_baki: 'A1' })] },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.no_pindah).toMatch(/^PB-TOKO01-\d{8}-0001$/);
    expect(data).toMatchObject({ qty: 2, berat: 3.445 });
    expect(await ledgerOf('M-2')).toEqual([
      { jenis: 'TAMBAH', kode_baki: 'A1', qty: 1, berat: 1.1, no_ref: '' },
      { jenis: 'PINDAH_KELUAR', kode_baki: 'A1', qty: -1, berat: -1.1, no_ref: data.no_pindah },
      { jenis: 'PINDAH_MASUK', kode_baki: 'B1', qty: 1, berat: 1.1, no_ref: data.no_pindah },
    ]);
    expect((await t.call('GET', '/api/v1/barang/get/M-2', { token: owner })).json().data).toMatchObject({ kode_baki: 'B1', kode_gudang: 'G2' });
  });

  it('refuses a move to the tray an item is on, and a tray outside the warehouse named', async () => {
    const same = await t.call('POST', '/api/v1/barang/pindah', { token: owner, body: { kode_baki_tujuan: 'B1', items: [await ref('M-1')] } });
    expect(same.json().message).toBe('Baki Tujuan Tidak Boleh Sama Dengan Baki Asal');
    const outside = await t.call('POST', '/api/v1/barang/pindah', {
      token: owner,
      body: { kode_baki_tujuan: 'B1', kode_gudang_tujuan: 'G1', items: [await ref('M-1')] },
    });
    expect(outside.json().message).toBe('Baki Tidak Ada Di Gudang Tersebut');
  });

  it('of two moves of one item at once, exactly one succeeds and the other gets 409', async () => {
    const body = { kode_baki_tujuan: 'A2', items: [await ref('M-1', { kode_baki: 'B1' })] };
    const answers = await Promise.all([
      t.call('POST', '/api/v1/barang/pindah', { token: owner, body }),
      t.call('POST', '/api/v1/barang/pindah', { token: owner, body: { ...body, kode_baki_tujuan: 'A1' } }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/^Barang Sudah Diproses Oleh Transaksi Lain/);
    const moves = (await ledgerOf('M-1')).filter((r) => r.jenis === 'PINDAH_KELUAR' && r.kode_baki === 'B1');
    expect(moves).toHaveLength(1);
  });

  it('of two melts of one item at once, exactly one succeeds; a melted item can be neither moved nor melted', async () => {
    const body = { items: [await ref('AB-123')], keterangan: 'Rusak' };
    const answers = await Promise.all([
      t.call('POST', '/api/v1/barang/hancur', { token: owner, body }),
      t.call('POST', '/api/v1/barang/hancur', { token: owner, body }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await ledgerOf('AB-123')).map((r) => r.jenis)).toEqual(['TAMBAH', 'HANCUR']);
    expect((await t.call('GET', '/api/v1/barang/get/AB-123', { token: owner })).json().data.status).toBe('HANCUR');
    const move = await t.call('POST', '/api/v1/barang/pindah', { token: owner, body: { kode_baki_tujuan: 'A2', items: [await ref('AB-123')] } });
    expect(move.statusCode).toBe(409);
  });

  it('takes a sample out of its tray and puts it back', async () => {
    const out = await t.call('POST', '/api/v1/barang/contoh/ambil', { token: owner, body: { items: [await ref('TOKO01000001')] } });
    expect(out.statusCode).toBe(200);
    const back = await t.call('POST', '/api/v1/barang/contoh/kembali', { token: owner, body: { items: [await ref('TOKO01000001')] } });
    expect(back.statusCode).toBe(200);
    expect((await ledgerOf('TOKO01000001')).map((r) => [r.jenis, r.qty])).toEqual([
      ['TAMBAH', 1],
      ['CONTOH_AMBIL', -1],
      ['CONTOH_KEMBALI', 1],
    ]);
  });
});

describe('accessories, profit and edits', () => {
  it('adds to and takes from an accessory stock line, never below zero', async () => {
    const code = (await create({ kode_barcode: 'AKS-1', nama_barang: 'Liontin Huruf', aksesoris: true, qty: 10, berat: 5 })).json().data.kode_barcode;
    const take = async (qty: number, berat: number) =>
      t.call('POST', '/api/v1/barang/stock-aksesoris', { token: owner, body: { ...(await ref(code)), arah: 'AMBIL', qty, berat } });
    expect((await take(11, 1)).json().message).toBe('Jumlah Input Tidak Boleh Melebihi Stock');
    expect((await take(1, 5.001)).json().message).toBe('Berat Input Tidak Boleh Melebihi Berat Stock');
    expect((await take(3, 1.5)).json().data).toMatchObject({ qty: 7, berat: 3.5 });
    const add = await t.call('POST', '/api/v1/barang/stock-aksesoris', { token: owner, body: { ...(await ref(code)), arah: 'TAMBAH', qty: 2, berat: 0.2 } });
    expect(add.json().data).toMatchObject({ qty: 9, berat: 3.7 });
    const notAcc = await t.call('POST', '/api/v1/barang/stock-aksesoris', { token: owner, body: { ...(await ref('TOKO01000001')), arah: 'TAMBAH', qty: 1, berat: 1 } });
    expect(notAcc.json().message).toBe('Barang Bukan Aksesoris');
  });

  it('corrects a weight with a KOREKSI row, and refuses an edit made on a stale version', async () => {
    const item = (await t.call('GET', '/api/v1/barang/get/TOKO01000002', { token: owner })).json().data;
    const res = await t.call('PUT', '/api/v1/barang/update/TOKO01000002', { token: owner, body: { berat: 2.5, versi: item.versi } });
    expect(res.statusCode).toBe(200);
    expect((await ledgerOf('TOKO01000002')).at(-1)).toMatchObject({ jenis: 'KOREKSI', qty: 0, berat: 0.155 });
    const stale = await t.call('PUT', '/api/v1/barang/update/TOKO01000002', { token: owner, body: { berat: 2.6, versi: item.versi } });
    expect(stale.statusCode).toBe(409);
  });

  it('updates profits in one go', async () => {
    const res = await t.call('PUT', '/api/v1/barang/profit', { token: owner, body: { items: [await ref('TOKO01000001', { profit: 150000 })] } });
    expect(res.json().data.count).toBe(1);
    expect((await t.call('GET', '/api/v1/barang/get/TOKO01000001', { token: owner })).json().data.profit).toBe(150000);
  });
});

describe('diamond fields', () => {
  it('refuses diamond fields while BERLIAN_MODULE is off, and takes them once it is on', async () => {
    await t.setModule('BERLIAN_MODULE', false);
    const off = await create({ karat_batu: 0.5, bentuk_batu: 'ROUND' });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'karat_batu', message: 'Karat Batu Hanya Dapat Diisi Saat Modul Berlian Aktif' },
        { field: 'bentuk_batu', message: 'Bentuk Batu Hanya Dapat Diisi Saat Modul Berlian Aktif' },
      ]),
    );
    const plain = (await create()).json().data.kode_barcode as string;
    const edit = await t.call('PUT', `/api/v1/barang/update/${plain}`, { token: owner, body: { ...(await ref(plain)), bentuk_batu: 'ROUND' } });
    expect(edit.statusCode).toBe(400);
    await t.setModule('BERLIAN_MODULE', true);
    const on = await create({ karat_batu: 0.5, bentuk_batu: 'ROUND' });
    expect(on.statusCode).toBe(201);
    expect(on.json().data).toMatchObject({ karat_batu: 0.5, bentuk_batu: 'ROUND' });
    await t.setModule('BERLIAN_MODULE', false);
  });
});
