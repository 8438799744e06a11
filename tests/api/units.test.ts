// Numbers through the API as domain/units.ts reads them: 0.1 g + 0.2 g is 0.300 g in the item, its ledger and its
// tray's stock; sums in SQL (numeric, bigint) and in the domain (integer mg, rupiah) agree; weights and amounts sent as
// text the Indonesian way are stored exactly; what cannot be read, or breaks a field's rule, is refused with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { formatRupiah, formatWeightMg, mgText, weightMg } from '../../domain/units';
import { MESSAGES } from '../../server/http-error';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  owner = await t.login();
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.call('POST', `/api/v1/${path}`, { token: owner, body });
const text = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params))[0].v;

describe('0.1 g + 0.2 g', () => {
  it('reads back 0.300 from the item, its ledger and its tray', async () => {
    const created = await post('barang/create', itemInput({ kode_barcode: 'AKS-01', nama_barang: 'Liontin Huruf A', aksesoris: true, kode_gudang: 'G2', kode_baki: 'B1', berat: 0.1 }));
    expect(created.statusCode).toBe(201);
    const [{ versi }] = await t.db.query<{ versi: number }>(`SELECT versi FROM barang WHERE kode_barcode = 'AKS-01'`);
    const added = await post('barang/stock-aksesoris', { kode_barcode: 'AKS-01', kode_baki: 'B1', versi, arah: 'TAMBAH', qty: 1, berat: 0.2 });
    expect(added.statusCode).toBe(200);

    const item = (await t.call('GET', '/api/v1/barang/get/AKS-01', { token: owner })).json().data;
    expect(weightMg(item.berat)).toBe(300);
    expect(formatWeightMg(weightMg(item.berat))).toBe('0,300');
    expect(await text(`SELECT berat::text AS v FROM barang WHERE kode_barcode = 'AKS-01'`)).toBe('0.300');
    expect(await text(`SELECT sum(berat)::text AS v FROM barang_mutasi WHERE kode_barcode = 'AKS-01'`)).toBe('0.300');
    expect(await text(`SELECT berat::text AS v FROM stock_baki WHERE kode_baki = 'B1'`)).toBe('0.300');
    const list = (await t.call('GET', '/api/v1/barang?kode_baki=B1', { token: owner })).json();
    expect(formatWeightMg(weightMg(list.summary.berat))).toBe('0,300');
  });
});

describe('sums in SQL and in the domain', () => {
  it('agree over 10,000 random weights and amounts', async () => {
    let seed = 20_240_601;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const weights = Array.from({ length: 10_000 }, () => Math.floor(next() * 999_999_999) * (next() < 0.2 ? -1 : 1));
    const amounts = Array.from({ length: 10_000 }, () => Math.floor(next() * 99_999_999_999) * (next() < 0.2 ? -1 : 1));
    await t.db.query('CREATE TEMP TABLE units_sum (berat numeric(12,3) NOT NULL, harga bigint NOT NULL)');
    // Weights go to SQL as exact decimal text, never through a float.
    await t.db.query('INSERT INTO units_sum SELECT b::numeric, h::bigint FROM unnest($1::text[], $2::text[]) AS u(b, h)', [
      weights.map(mgText),
      amounts.map(String),
    ]);
    const [sums] = await t.db.query<{ berat: string; harga: string }>('SELECT sum(berat)::text AS berat, sum(harga)::text AS harga FROM units_sum');
    const mg = weights.reduce((a, b) => a + b, 0);
    const rupiah = amounts.reduce((a, b) => a + b, 0);
    expect(sums.berat).toBe(mgText(mg));
    expect(weightMg(sums.berat)).toBe(mg);
    expect(sums.harga).toBe(String(rupiah));
    // And each value read back from the column is the one written.
    const back = await t.db.query<{ berat: string }>('SELECT berat::text AS berat FROM units_sum');
    expect(back.map((r) => weightMg(r.berat))).toEqual(weights);
    expect(formatRupiah(rupiah)).toBe(new Intl.NumberFormat('id-ID').format(rupiah));
    // Read through the driver (numericFromDb), the sums are the same exact values.
    const [read] = await t.db.query<{ berat: number; harga: number }>('SELECT sum(berat) AS berat, sum(harga) AS harga FROM units_sum');
    expect(weightMg(read.berat)).toBe(mg);
    expect(read.harga).toBe(rupiah);
  });
});

describe('numbers a double cannot hold', () => {
  it('the driver refuses them rather than rounding', async () => {
    await expect(t.db.query('SELECT 9007199254740993::int8 AS v')).rejects.toThrow(/MAX_SAFE_INTEGER/);
    await expect(t.db.query('SELECT 999999999999999::bigint + 999999999999999::bigint AS v')).resolves.toEqual([{ v: 1_999_999_999_999_998 }]);
    await expect(t.db.query('SELECT sum(v) AS v FROM unnest($1::numeric[]) AS v', [['999999999999999', '999999999999999']])).rejects.toThrow(/precision/);
    expect(await t.db.query('SELECT 0.1::numeric(12,3) + 0.2::numeric(12,3) AS v')).toEqual([{ v: 0.3 }]);
  });

  it('a stock summary beyond them answers an error, never a rounded weight', async () => {
    // 1,001 items of 999,999,999.999 g: the sum has 16 significant digits.
    await t.db.query(`CREATE TEMP TABLE heavy AS SELECT b.* FROM barang b, generate_series(1, 1001) WHERE b.kode_barcode = 'AKS-01'`);
    await t.db.query(`ALTER TABLE heavy ADD n serial`);
    await t.db.query(`UPDATE heavy SET kode_barcode = 'HEAVY' || n, berat = 999999999.999`);
    await t.db.query(`ALTER TABLE heavy DROP n`);
    await t.db.query(`INSERT INTO barang SELECT * FROM heavy`);
    const [{ kode_group }] = await t.db.query<{ kode_group: string }>(`SELECT kode_group FROM barang WHERE kode_barcode = 'AKS-01'`);
    try {
      // A group filter sums the items themselves (numeric SUM in SQL, read by the driver).
      const list = await t.call('GET', `/api/v1/barang?kode_baki=B1&kode_group=${kode_group}`, { token: owner });
      expect(list.statusCode).toBe(500);
      expect(list.json()).toEqual({ message: MESSAGES.serverError });
    } finally {
      await t.db.query(`DELETE FROM barang WHERE kode_barcode LIKE 'HEAVY%'`);
    }
  });
});

describe('numbers sent as text, the Indonesian way', () => {
  it('a tray created with berat "7,85" stores 7.850', async () => {
    const res = await post('baki/create', { kode_baki: 'K785', nama_baki: 'Baki Koma', kode_gudang: 'G1', berat_baki: '7,85' });
    expect(res.statusCode).toBe(201);
    expect(await text(`SELECT berat_baki::text AS v FROM master_baki WHERE kode_baki = 'K785'`)).toBe('7.850');
  });

  it('an item created with berat "7,85" and harga "Rp. 4.250.000 ,-" stores 7.850 g and 4250000', async () => {
    const res = await post('barang/create', itemInput({ kode_barcode: 'KOMA-01', berat: '7,85', harga_total: 'Rp. 4.250.000 ,-', kadar: '75,5' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ berat: 7.85, harga_total: 4_250_000, kadar: 75.5 });
    expect(await text(`SELECT berat::text AS v FROM barang WHERE kode_barcode = 'KOMA-01'`)).toBe('7.850');
    expect(await text(`SELECT berat::text AS v FROM barang_mutasi WHERE kode_barcode = 'KOMA-01'`)).toBe('7.850');
  });

  it.each([
    [{ berat: 'tujuh' }, 'berat', 'Berat Harus Berupa Angka'],
    [{ berat: true }, 'berat', 'Berat Harus Berupa Angka'],
    [{ berat: '1.234.567' }, 'berat', 'Berat Harus Berupa Angka'],
    [{ berat: '7,8555' }, 'berat', 'Berat Maksimal 3 Angka Di Belakang Koma'],
    [{ berat: 7.8555 }, 'berat', 'Berat Maksimal 3 Angka Di Belakang Koma'],
    [{ harga_total: '4,5' }, 'harga_total', 'Harga Total Harus Berupa Angka'],
    // No price of an item may be negative: the sign is kept and the field's own rule refuses it.
    [{ harga_total: '-15.000' }, 'harga_total', 'Harga Total Tidak Boleh Kurang Dari 0'],
    [{ harga_total: '9007199254740993' }, 'harga_total', 'Harga Total Tidak Boleh Lebih Dari 999.999.999.999.999'],
  ])('%j is refused with its message and nothing is stored', async (over, field, message) => {
    const res = await post('barang/create', itemInput({ kode_barcode: 'SALAH-01', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await t.db.query(`SELECT 1 FROM barang WHERE kode_barcode = 'SALAH-01'`)).toEqual([]);
  });

  it('a PPN of "1,1" is stored as 1.1 %, never 11 %', async () => {
    const res = await t.call('PUT', '/api/v1/para-system/key/ppn', { token: owner, body: { value: { mode: 'PERSEN', nilai: '1,1' } } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().data.value)).toEqual({ mode: 'PERSEN', nilai: 1.1 });
  });
});
