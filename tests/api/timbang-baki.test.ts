// /timbang-baki: start a weighing of a warehouse's trays (expected = empty tray + stock on tgl_system from the
// ledger), record weighed weights, reset, reload; the gate; and that sessions stay as history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';

let t: TestApp;
let token: string;
const TGL = '2026-11-15';

/** An item put on a tray, and its ledger row (+1 piece, +berat), dated `tgl`. */
async function item(kode_barcode: string, kode_baki: string, berat: string, tgl = TGL, kode_gudang = 'G1') {
  const [{ kode_toko }] = await t.db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
  await t.db.query(
    `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar, tgl_input, input_by)
     VALUES ($1, $2, 'CINCIN EMAS', 'CC', 'CC75', $3, $4, $5, 75, $6, 'TEST')`,
    [kode_barcode, kode_toko, kode_gudang, kode_baki, berat, tgl],
  );
  await t.db.query(
    `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
     VALUES ($1, $2, 'TAMBAH', $3, $4, $5, 1, $6, 'TEST')`,
    [kode_barcode, tgl, kode_toko, kode_gudang, kode_baki, berat],
  );
}

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await setBusinessDate(t.db, TGL);
  await t.db.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang) VALUES ('G1', 'GUDANG UTAMA'), ('G2', 'GUDANG KOSONG'), ('G3', 'GUDANG LAIN')`);
  await t.db.query(
    `INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki, is_active) VALUES
       ('B01', 'BAKI CINCIN', 'G1', 250.5, true),
       ('B02', 'BAKI KALUNG', 'G1', 300, true),
       ('B03', 'BAKI KOSONG', 'G1', 120.25, true),
       ('B04', 'BAKI LAMA', 'G1', 100, false),
       ('B30', 'BAKI LAIN', 'G3', 100, true)`,
  );
  await item('C1', 'B01', '0.1');
  await item('C2', 'B01', '0.2');
  await item('K1', 'B02', '12.345', '2026-11-01');
  await item('K2', 'B02', '5.5');
  await item('K3', 'B02', '7.777', '2026-11-16'); // after the business date: not yet stock
  await item('L1', 'B30', '9.999', TGL, 'G3');
  // K2 moved away from B02 today: it no longer counts on B02.
  await t.db.query(
    `INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, input_by)
     SELECT 'K2', $1, 'PINDAH_KELUAR', kode_toko, 'G1', 'B02', -1, -5.5, 'TEST' FROM toko WHERE is_own`,
    [TGL],
  );
});
afterAll(() => t.close());

const start = (body: unknown, tk = token) => t.call('POST', '/api/v1/timbang-baki/start', { token: tk, body });
const add = (body: unknown, tk = token) => t.call('POST', '/api/v1/timbang-baki/add', { token: tk, body });
const reset = (body: unknown, tk = token) => t.call('POST', '/api/v1/timbang-baki/reset', { token: tk, body });
const reload = (q = '', tk = token) => t.call('GET', `/api/v1/timbang-baki${q}`, { token: tk });
const row = (res: { json(): { data: { data_timbang: { kode_baki: string }[] } } }, kode: string) =>
  res.json().data.data_timbang.find((r) => r.kode_baki === kode);

describe('timbang-baki', () => {
  it('has nothing to reload before a start', async () => {
    const res = await reload();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Data Tidak Tersedia' });
  });

  it('refuses to start without a warehouse, with an unknown one, one without trays, or another shop', async () => {
    for (const body of [{}, { kode_gudang: '' }, { kode_gudang: '   ', kode_toko: 'TOKO01' }]) {
      const res = await start(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Mohon Untuk Pilih Kode Gudang');
    }
    expect((await start({ kode_gudang: 'GX' })).json().message).toBe('Kode Gudang Tidak Terdaftar');
    expect((await start({ kode_gudang: 'G2' })).json().message).toBe('Tidak Ada Baki Di Gudang Tersebut');
    // Only the head office may weigh for another shop (server/actor.ts actingShop); this shop is a branch.
    const other = await start({ kode_gudang: 'G1', kode_toko: 'TOKOLAIN' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Hanya Kantor Pusat Yang Dapat Memilih Toko');
    expect((await reload()).statusCode).toBe(404);
  });

  it('starts with every active tray of the warehouse and what it should weigh on the business date', async () => {
    const { kode_toko } = await t.ctx.ownShop();
    const res = await start({ kode_gudang: 'g1', kode_toko });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Timbang Baki Dimulai', data: { kode_gudang: 'G1', nama_gudang: 'GUDANG UTAMA', tgl_system: TGL, status: 'OPEN' } });
    expect(body.data.data_timbang).toEqual([
      // 250.5 + (0.1 + 0.2): exactly 250.8, not 250.80000000000001
      expect.objectContaining({ kode_baki: 'B01', nama_baki: 'BAKI CINCIN', berat_baki: 250.5, qty_stock: 2, berat_stock: 0.3, berat_seharusnya: 250.8, berat_timbang: null, selisih: null }),
      // K1 from an earlier day; K2 in and out today; K3 only tomorrow
      expect.objectContaining({ kode_baki: 'B02', berat_baki: 300, qty_stock: 1, berat_stock: 12.345, berat_seharusnya: 312.345, berat_timbang: null }),
      expect.objectContaining({ kode_baki: 'B03', berat_baki: 120.25, qty_stock: 0, berat_stock: 0, berat_seharusnya: 120.25 }),
    ]);
  });

  it('reloads the open session, by warehouse or the latest one', async () => {
    const res = await reload('?kode_gudang=G1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data_timbang.map((r: { kode_baki: string }) => r.kode_baki)).toEqual(['B01', 'B02', 'B03']);
    expect((await reload()).json().data.kode_gudang).toBe('G1');
    expect((await reload('?kode_gudang=G3')).json()).toEqual({ message: 'Data Tidak Tersedia' });
  });

  it('refuses a weighing without warehouse, tray or a usable weight, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ kode_baki: 'B01', berat_timbang: 250.8 }, 'Mohon Untuk Pilih Kode Gudang'],
      [{ kode_gudang: 'G1', berat_timbang: 250.8 }, 'Mohon Untuk Pilih Kode Baki'],
      [{ kode_gudang: 'G1', kode_baki: '', berat_timbang: 250.8 }, 'Mohon Untuk Pilih Kode Baki'],
      [{ kode_gudang: 'G1', kode_baki: 'B01' }, 'Berat Timbang Tidak Boleh Kosong'],
      [{ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: '' }, 'Berat Timbang Tidak Boleh Kosong'],
      [{ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: 'abc' }, 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal'],
      [{ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: 1.2345 }, 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal'],
      [{ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: -1 }, 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal'],
      [{ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: 0 }, 'Berat Timbang Tidak Boleh 0'],
      [{ kode_gudang: 'G1', kode_baki: 'B30', berat_timbang: 100 }, 'Baki Tidak Ada Di Gudang Tersebut'],
      [{ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: 1e12 }, 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal'],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const none = await add({ kode_gudang: 'G3', kode_baki: 'B30', berat_timbang: 109.999 });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Timbang Baki Belum Dimulai');
    expect((await reload('?kode_gudang=G1')).json().data.data_timbang.every((r: { berat_timbang: unknown }) => r.berat_timbang === null)).toBe(true);
  });

  it('records a weighed weight and its difference in exact grams', async () => {
    const exact = await add({ kode_gudang: 'G1', kode_baki: 'b01', berat_timbang: 250.8 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().message).toBe('Berat Timbang Berhasil Disimpan');
    expect(row(exact, 'B01')).toMatchObject({ berat_timbang: 250.8, selisih: 0, timbang_by: 'OWNER' });

    const less = await add({ kode_gudang: 'G1', kode_baki: 'B02', berat_timbang: '312.3' });
    expect(row(less, 'B02')).toMatchObject({ berat_timbang: 312.3, selisih: -0.045 });
    const more = await add({ kode_gudang: 'G1', kode_baki: 'B03', berat_timbang: '120,251' });
    expect(row(more, 'B03')).toMatchObject({ berat_timbang: 120.251, selisih: 0.001 });
    // Weighing again replaces the reading.
    const again = await add({ kode_gudang: 'G1', kode_baki: 'B02', berat_timbang: 312.345 });
    expect(row(again, 'B02')).toMatchObject({ berat_timbang: 312.345, selisih: 0 });
    expect(row(await reload('?kode_gudang=G1'), 'B03')).toMatchObject({ berat_timbang: 120.251, selisih: 0.001 });
  });

  it('starting again keeps the earlier session as history and begins unweighed', async () => {
    const res = await start({ kode_gudang: 'G1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data_timbang.every((r: { berat_timbang: unknown }) => r.berat_timbang === null)).toBe(true);
    const history = await t.db.query<{ status: string; weighed: number }>(
      `SELECT t.status, count(d.berat_timbang)::int AS weighed FROM timbang_baki t JOIN timbang_baki_detail d ON d.id_timbang = t.id
        WHERE t.kode_gudang = 'G1' GROUP BY t.id, t.status ORDER BY t.id`,
    );
    expect(history).toEqual([
      { status: 'SELESAI', weighed: 3 },
      { status: 'OPEN', weighed: 0 },
    ]);
  });

  it('resets the open session: nothing to reload, the rows stay as history', async () => {
    expect((await reset({})).json().message).toBe('Mohon Untuk Pilih Kode Gudang');
    expect((await reset({ kode_gudang: 'G3' })).statusCode).toBe(404);
    const res = await reset({ kode_gudang: 'G1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Timbang Baki Berhasil Direset' });
    expect((await reload('?kode_gudang=G1')).json()).toEqual({ message: 'Data Tidak Tersedia' });
    expect((await reload()).statusCode).toBe(404);
    expect((await reset({ kode_gudang: 'G1' })).json()).toEqual({ message: 'Data Tidak Tersedia' });
    expect((await add({ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: 1 })).json().message).toBe('Timbang Baki Belum Dimulai');
    const kept = await t.db.query<{ status: string }>(`SELECT status FROM timbang_baki WHERE kode_gudang = 'G1' ORDER BY id`);
    expect(kept.map((r) => r.status)).toEqual(['SELESAI', 'RESET']);
  });
});

describe('timbang-baki gate', () => {
  let kasir: string;
  beforeAll(async () => {
    await t.createUser('KASIR1', 'KASIR');
    await t.createUser('DEV1', 'DEV');
    await t.createUser('KASIR2', 'KASIR');
    // A new cashier does not weigh trays (domain/access.ts DEFAULT_ACCESS); this one was given the screen.
    await t.db.query('UPDATE users SET access = $1::jsonb WHERE user_id = $2', [
      JSON.stringify([{ key: 'barang', is_show: true, children: [{ key: 'barang_mutasi', is_show: true, children: [{ key: '/timbang-baki', is_show: true }] }] }]),
      'KASIR1',
    ]);
    kasir = await t.login('KASIR1', 'rahasia123');
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/v1/timbang-baki')).statusCode).toBe(401);
  });

  it('lets a cashier given /timbang-baki weigh', async () => {
    const res = await start({ kode_gudang: 'G3' }, kasir);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data_timbang).toEqual([expect.objectContaining({ kode_baki: 'B30', qty_stock: 1, berat_seharusnya: 109.999 })]);
    expect(row(await add({ kode_gudang: 'G3', kode_baki: 'B30', berat_timbang: 110 }, kasir), 'B30')).toMatchObject({ selisih: 0.001, timbang_by: 'KASIR1' });
    expect((await reset({ kode_gudang: 'G3' }, kasir)).statusCode).toBe(200);
  });

  it('refuses levels outside the gate and users whose access tree hides the screen', async () => {
    const dev = await t.login('DEV1', 'rahasia123');
    for (const res of [await reload('', dev), await start({ kode_gudang: 'G1' }, dev), await reset({ kode_gudang: 'G1' }, dev)]) {
      expect(res.statusCode).toBe(403);
    }
    await t.db.query('UPDATE users SET access = $1::jsonb WHERE user_id = $2', [
      JSON.stringify([{ key: 'barang', is_show: true, children: [{ key: 'barang_mutasi', is_show: true, children: [{ key: '/timbang-baki', is_show: false }] }] }]),
      'KASIR2',
    ]);
    const hidden = await t.login('KASIR2', 'rahasia123');
    expect((await start({ kode_gudang: 'G1' }, hidden)).statusCode).toBe(403);
    expect((await add({ kode_gudang: 'G1', kode_baki: 'B01', berat_timbang: 1 }, hidden)).statusCode).toBe(403);
    expect((await reload('', hidden)).statusCode).toBe(403);
  });
});
