// The stock reports over barang and the stock ledger barang_mutasi: Kelompok Barang and Analisis Harga Barang
// (spec), stock per tray on a date, item movements, melted and received items. Rows, totals, the filter and
// date rules with the spec's messages, gates and the shop choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../definitions/define';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertStockRows, STOCK_OTHER_SHOP } from '../helpers/stock-rows';
import { setBusinessDate } from '../helpers/paths';

const KELOMPOK = '/api/v1/reportbarang/kelompok-barang';
const ANALISIS = '/api/v1/barang/laporan-analisis-harga-barang';
const STOCK = '/api/v1/reportbarang/stock-baki';
const MUTASI = '/api/v1/reportbarang/mutasi';
const HANCUR = '/api/v1/reportbarang/hancur';
const PENERIMAAN = '/api/v1/reportbarang/penerimaan';
const MARCH = 'tgl_from=2026-03-01&tgl_to=2026-03-31';
const TGL_SYSTEM = '2026-03-20';
const FORBIDDEN = { message: 'Anda Tidak Memiliki Akses Ke Menu Ini' };

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await setBusinessDate(t.db, TGL_SYSTEM);
  await insertStockRows(t.db);
  tokens.OWN = await t.login();
  for (const level of ['KASIR', 'SPV', 'MU', 'SU']) {
    await t.createUser(`${level}1`, level);
    tokens[level] = await t.login(`${level}1`, 'rahasia123');
  }
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const get = (url: string, query: string, level = 'OWN') => t.call('GET', `${url}?${query}`, { token: tokens[level] });
const rows = async (url: string, query: string, level = 'OWN'): Promise<Row[]> => {
  const res = await get(url, query, level);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('success');
  return res.json().data;
};
const refused = async (url: string, query: string, message: string, level = 'OWN') => {
  const res = await get(url, query, level);
  expect(res.statusCode, `${url}?${query}`).toBe(400);
  expect(res.json()).toEqual({ message });
};
const pick = (list: Row[], ...fields: string[]) => list.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]])));
/** Column total as the screen sums it: in integer milligrams. */
const grams = (list: Row[], field = 'berat') => list.reduce((s, r) => s + Math.round(Number(r[field]) * 1000), 0) / 1000;

describe('the definitions', () => {
  it('carry the spec messages of the item group and price analysis reports', async () => {
    const reports = (await loadDefinitions()).filter((d): d is ReportDefinition => d.kind === 'report');
    const byName = (n: string) => reports.find((r) => r.name === n)!;
    expect(byName('kelompok_barang').messages).toMatchObject({ found: 'Laporan Kelompok barang Tersedia', empty: 'Laporan Penjualan Tidak Tersedia' });
    expect(byName('kelompok_barang').export).toEqual(['pdf']);
    expect(byName('analisis_harga_barang').messages).toMatchObject({ empty: 'Data Yang Anda Cari Tidak Ada', failed: 'Terjadi Kesalahan Saat Request Data' });
    for (const name of ['analisis_harga_barang', 'stock_baki', 'mutasi_barang', 'hancur_barang', 'penerimaan_barang']) {
      expect(byName(name).export, name).toEqual(['pdf', 'excel']);
    }
    expect(reports.filter((r) => r.menu === 'laporan_barang').map((r) => r.route).sort()).toEqual([
      '/laporan-aktivitas-setelah-timbang-baki',
      '/laporan-analisis-harga-barang',
      '/laporan-barang-acc',
      '/laporan-barang-detail',
      '/laporan-barang-summary',
      '/laporan-batal-penerimaan',
      '/laporan-buku-berlian',
      '/laporan-hancur-barang',
      '/laporan-harga-emas-cabang',
      '/laporan-kelompok-barang',
      '/laporan-kirim-barang',
      '/laporan-mutasi-barang',
      '/laporan-opname-global-harian',
      '/laporan-opname-rfid',
      '/laporan-penerimaan-barang',
      '/laporan-perubahan-harga-emas',
      '/laporan-pindah-barang',
      '/laporan-saldo-barang',
      '/laporan-stock-baki',
      '/laporan-stock-opname',
      '/laporan-stok-barang-cabang',
      '/laporan-stok-berlian',
      '/laporan-stok-rosok-cabang',
      '/laporan-tambah-barang',
      '/laporan-terima-barang',
      '/laporan-timbang-baki',
      '/laporan-umur-stok',
    ]);
  });
});

describe('Laporan Kelompok Barang', () => {
  it('groups the items in stock of the jenis by name: weight and pieces, no detail', async () => {
    const data = await rows(KELOMPOK, 'kode_dept=CIN&group_by=NAMA%20BARANG');
    expect(data).toEqual([
      { nama_barang: 'CINCIN BELAH ROTAN', berat: 4, jumlah: 3, detail: [] },
      { nama_barang: 'CINCIN POLOS', berat: 3.3, jumlah: 1, detail: [] },
    ]);
  });

  it('lists the sizes of each name with NAMA BARANG DAN SIZE', async () => {
    const data = await rows(KELOMPOK, 'kode_dept=cin&group_by=NAMA%20BARANG%20DAN%20SIZE');
    expect(data).toEqual([
      {
        nama_barang: 'CINCIN BELAH ROTAN',
        berat: 4,
        jumlah: 3,
        detail: [
          { size: '12', berat: 1.8, jumlah: 2 },
          { size: '14', berat: 2.2, jumlah: 1 },
        ],
      },
      { nama_barang: 'CINCIN POLOS', berat: 3.3, jumlah: 1, detail: [{ size: '-', berat: 3.3, jumlah: 1 }] },
    ]);
  });

  it('answers an empty list for a jenis without stock', async () => {
    expect((await get(KELOMPOK, 'kode_dept=GLG&group_by=NAMA%20BARANG')).json()).toEqual({ status: 'success', data: [] });
  });

  it('needs a jenis and a valid grouping', async () => {
    await refused(KELOMPOK, 'group_by=NAMA%20BARANG', 'Filter Tidak Boleh Kosong');
    await refused(KELOMPOK, 'kode_dept=%20&group_by=NAMA%20BARANG', 'Filter Tidak Boleh Kosong');
    await refused(KELOMPOK, 'kode_dept=CIN', 'Filter Tidak Boleh Kosong');
    await refused(KELOMPOK, 'kode_dept=CIN&group_by=SIZE', 'Filter Tidak Boleh Kosong');
    // A repeated parameter is bad input, never a 500.
    expect((await get(KELOMPOK, 'kode_dept=CIN&kode_dept=KAL&group_by=NAMA%20BARANG')).statusCode).toBe(400);
  });
});

describe('Laporan Analisis Harga Barang', () => {
  const fields = ['kode_barcode', 'kode_group', 'kode_dept', 'kode_intern', 'nama_barang', 'berat', 'harga_jual'];

  it('lists the items in stock of the jenis, dearest first, harga_jual = harga_total', async () => {
    const data = await rows(ANALISIS, 'kode_dept=CIN&sort_by=HARGA_MAX');
    expect(data.map((r) => r.kode_barcode)).toEqual(['BC004', 'BC002', 'BC001', 'BC003']);
    expect(pick(data, ...fields)[0]).toEqual({
      kode_barcode: 'BC004',
      kode_group: 'CK',
      kode_dept: 'CIN',
      kode_intern: 'IN-BC004',
      nama_barang: 'CINCIN POLOS',
      berat: 3.3,
      harga_jual: 4000000,
    });
    expect(grams(data)).toBe(7.3);
    expect(data.reduce((s, r) => s + Number(r.harga_jual), 0)).toBe(9400000);
  });

  it('cheapest first with HARGA_MIN', async () => {
    expect((await rows(ANALISIS, 'kode_dept=CIN&sort_by=HARGA_MIN')).map((r) => r.kode_barcode)).toEqual(['BC003', 'BC001', 'BC002', 'BC004']);
    expect((await rows(ANALISIS, 'kode_dept=KAL&sort_by=HARGA_MIN')).map((r) => r.kode_barcode)).toEqual(['BC006']);
  });

  it('asks for the filter and the sort with the spec messages', async () => {
    await refused(ANALISIS, 'sort_by=HARGA_MAX', 'Filter Tidak Boleh Kosong');
    await refused(ANALISIS, 'kode_dept=ALL&sort_by=HARGA_MAX', 'Filter Tidak Boleh Kosong');
    await refused(ANALISIS, 'kode_dept=CIN', 'Sort By Tidak Boleh Kosong');
    await refused(ANALISIS, 'kode_dept=CIN&sort_by=harga', 'Sort By Tidak Boleh Kosong');
  });
});

describe('Laporan Stock Baki', () => {
  const stock = (query: string) => rows(STOCK, query).then((d) => pick(d, 'kode_gudang', 'kode_baki', 'nama_baki', 'qty', 'berat'));

  it('sums the ledger up to the chosen date per tray, listing empty trays with 0', async () => {
    expect(await stock('tanggal=2026-03-01&kode_gudang=ALL&group_by=BAKI')).toEqual([
      { kode_gudang: 'G1', kode_baki: 'B1', nama_baki: 'BAKI CINCIN', qty: 3, berat: 4 },
      { kode_gudang: 'G1', kode_baki: 'B2', nama_baki: 'BAKI KALUNG', qty: 0, berat: 0 },
      { kode_gudang: 'G1', kode_baki: 'B3', nama_baki: 'BAKI KOSONG', qty: 0, berat: 0 },
      { kode_gudang: 'G2', kode_baki: 'B4', nama_baki: 'BAKI GELANG', qty: 0, berat: 0 },
    ]);
    // Before the move of 2026-03-12: the necklace still on B1; the cancelled receipt and the melted ring gone.
    expect((await stock('tanggal=2026-03-11&kode_gudang=G1&group_by=BAKI')).slice(0, 2)).toEqual([
      { kode_gudang: 'G1', kode_baki: 'B1', nama_baki: 'BAKI CINCIN', qty: 4, berat: 14 },
      { kode_gudang: 'G1', kode_baki: 'B2', nama_baki: 'BAKI KALUNG', qty: 1, berat: 3.3 },
    ]);
  });

  it('on the business date equals the items READY on their trays (the other shop not counted)', async () => {
    const data = await stock(`tanggal=${TGL_SYSTEM}&kode_gudang=G1&group_by=BAKI`);
    expect(data).toEqual([
      { kode_gudang: 'G1', kode_baki: 'B1', nama_baki: 'BAKI CINCIN', qty: 3, berat: 4 },
      { kode_gudang: 'G1', kode_baki: 'B2', nama_baki: 'BAKI KALUNG', qty: 2, berat: 13.3 },
      { kode_gudang: 'G1', kode_baki: 'B3', nama_baki: 'BAKI KOSONG', qty: 0, berat: 0 },
    ]);
    const ready = await t.db.query<{ qty: number; berat: number }>(
      `SELECT sum(qty)::int AS qty, sum(berat) AS berat FROM barang WHERE status = 'READY' AND kode_toko <> $1`,
      [STOCK_OTHER_SHOP],
    );
    expect({ qty: data.reduce((s, r) => s + Number(r.qty), 0), berat: grams(data) }).toEqual(ready[0]);
  });

  it('groups per group (kode_group) instead when asked', async () => {
    expect(pick(await rows(STOCK, `tanggal=${TGL_SYSTEM}&kode_gudang=ALL&group_by=GROUP`), 'kode_group', 'nama_group', 'qty', 'berat')).toEqual([
      { kode_group: 'CK', nama_group: 'CINCIN KUNING', qty: 4, berat: 7.3 },
      { kode_group: 'KL', nama_group: 'KALUNG LOKAL', qty: 1, berat: 10 },
    ]);
    expect(await rows(STOCK, 'tanggal=2026-02-28&kode_gudang=ALL&group_by=GROUP')).toEqual([]);
  });

  it('applies the date rules: a date is needed, not after the business date, and locked where the setting says', async () => {
    await refused(STOCK, 'kode_gudang=ALL&group_by=BAKI', 'Tanggal Tidak Boleh Kosong');
    await refused(STOCK, 'tanggal=2026-02-30&kode_gudang=ALL&group_by=BAKI', 'Tanggal Tidak Boleh Kosong');
    await refused(STOCK, 'tanggal=2026-03-21&kode_gudang=ALL&group_by=BAKI', 'Tanggal Tidak Boleh Lebih Besar Dari Tanggal Sistem');
    await refused(STOCK, 'tanggal=2026-03-01&group_by=BAKI', 'Filter Tidak Boleh Kosong');
    await refused(STOCK, 'tanggal=2026-03-01&kode_gudang=ALL&group_by=TRAY', 'Filter Tidak Boleh Kosong');
    await t.setModule('TANGGAL_TETAP_MODULE', true);
    try {
      await refused(STOCK, 'tanggal=2026-03-01&kode_gudang=ALL&group_by=BAKI', 'Tanggal Laporan Terkunci Pada Tanggal Sistem', 'SPV');
      expect((await get(STOCK, `tanggal=${TGL_SYSTEM}&kode_gudang=ALL&group_by=BAKI`, 'SPV')).statusCode).toBe(200);
      expect((await get(STOCK, 'tanggal=2026-03-01&kode_gudang=ALL&group_by=BAKI', 'SU')).statusCode).toBe(200);
    } finally {
      await t.setModule('TANGGAL_TETAP_MODULE', false);
    }
  });
});

describe('Laporan Mutasi Barang', () => {
  it('lists every ledger row of the shop in the range, oldest first, with the item name; totals are the net change', async () => {
    const data = await rows(MUTASI, `${MARCH}&jenis=ALL`);
    expect(data).toHaveLength(11);
    expect(data.map((r) => `${r.jenis} ${r.kode_barcode} ${r.kode_baki}`)).toEqual([
      'TERIMA BC001 B1',
      'TERIMA BC002 B1',
      'TERIMA BC003 B1',
      'TAMBAH BC004 B2',
      'TAMBAH BC005 B1',
      'TAMBAH BC006 B1',
      'TERIMA BC008 B1',
      'BATAL_TERIMA BC008 B1',
      'HANCUR BC005 B1',
      'PINDAH_KELUAR BC006 B1',
      'PINDAH_MASUK BC006 B2',
    ]);
    expect(data[8]).toMatchObject({
      tanggal: '2026-03-10',
      kode_barcode: 'BC005',
      nama_barang: 'CINCIN LEBUR',
      jenis: 'HANCUR',
      kode_baki: 'B1',
      qty: -1,
      berat: -5,
      no_ref: 'HC-20260310-0001',
      input_by: 'OWNER',
    });
    expect(new Date(String(data[0].waktu)).toISOString()).toBe('2026-03-01T02:00:00.000Z');
    expect(data.reduce((s, r) => s + Number(r.qty), 0)).toBe(5);
    expect(grams(data)).toBe(17.3);
  });

  it('narrows to one kind and to the range, both ends included', async () => {
    expect((await rows(MUTASI, `${MARCH}&jenis=HANCUR`)).map((r) => r.kode_barcode)).toEqual(['BC005']);
    expect((await rows(MUTASI, 'tgl_from=2026-03-12&tgl_to=2026-03-12&jenis=ALL')).map((r) => r.jenis)).toEqual(['PINDAH_KELUAR', 'PINDAH_MASUK']);
    expect(await rows(MUTASI, 'tgl_from=2026-02-01&tgl_to=2026-02-28&jenis=ALL')).toEqual([]);
  });

  it('applies the report date rules and refuses an unknown kind', async () => {
    await refused(MUTASI, 'tgl_to=2026-03-31&jenis=ALL', 'Tanggal Awal Tidak Boleh Kosong');
    await refused(MUTASI, 'tgl_from=2026-03-01&jenis=ALL', 'Tanggal Akhir Tidak Boleh Kosong');
    await refused(MUTASI, 'tgl_from=2026-03-02&tgl_to=2026-03-01&jenis=ALL', 'Tanggal Awal Tidak Boleh Lebih Besar Dari Tanggal Akhir');
    await refused(MUTASI, 'tgl_from=2026-01-31&tgl_to=2026-03-01&jenis=ALL', 'Rentang Tanggal Laporan Maksimal 1 Bulan');
    await refused(MUTASI, `${MARCH}&jenis=LELANG`, 'Filter Tidak Boleh Kosong');
  });
});

describe('Laporan Hancur Barang', () => {
  it('lists the melted items of the range with what left stock, shown positive', async () => {
    const data = await rows(HANCUR, MARCH);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      tanggal: '2026-03-10',
      kode_barcode: 'BC005',
      nama_barang: 'CINCIN LEBUR',
      kode_group: 'CK',
      kode_dept: 'CIN',
      kode_baki: 'B1',
      kadar: 75,
      qty: 1,
      berat: 5,
      no_ref: 'HC-20260310-0001',
    });
    expect(await rows(HANCUR, 'tgl_from=2026-03-11&tgl_to=2026-03-20')).toEqual([]);
    await refused(HANCUR, 'tgl_from=2026-03-11', 'Tanggal Akhir Tidak Boleh Kosong');
  });
});

describe('Laporan Penerimaan Barang', () => {
  it('lists the received items grouped by receipt, with their items beneath', async () => {
    const data = await rows(PENERIMAAN, MARCH);
    expect(pick(data, 'no_ref', 'tanggal', 'kode_supplier', 'qty', 'berat', 'total_hpp')).toEqual([
      { no_ref: 'PB-20260301-0001', tanggal: '2026-03-01', kode_supplier: 'SUP01', qty: 2, berat: 3.3, total_hpp: 3600000 },
      { no_ref: 'PB-20260301-0002', tanggal: '2026-03-01', kode_supplier: 'SUP01', qty: 1, berat: 0.7, total_hpp: 720000 },
      { no_ref: 'PB-20260305-0001', tanggal: '2026-03-05', kode_supplier: 'SUP01', qty: 1, berat: 4, total_hpp: 4000000 },
    ]);
    expect(data[0].detail).toEqual([
      { kode_barcode: 'BC001', nama_barang: 'CINCIN BELAH ROTAN', kode_group: 'CK', kode_baki: 'B1', status: 'READY', qty: 1, berat: 1.1, total_hpp: 1200000 },
      { kode_barcode: 'BC002', nama_barang: 'CINCIN BELAH ROTAN', kode_group: 'CK', kode_baki: 'B1', status: 'READY', qty: 1, berat: 2.2, total_hpp: 2400000 },
    ]);
    // The cancelled receipt shows its item as BATAL.
    expect((data[2].detail as Row[])[0]).toMatchObject({ kode_barcode: 'BC008', status: 'BATAL' });
    expect(grams(data)).toBe(8);
    expect((await rows(PENERIMAAN, 'tgl_from=2026-03-02&tgl_to=2026-03-04'))).toEqual([]);
  });
});

describe('gates and shops', () => {
  const all: [string, string][] = [
    [KELOMPOK, 'kode_dept=CIN&group_by=NAMA%20BARANG'],
    [ANALISIS, 'kode_dept=CIN&sort_by=HARGA_MAX'],
    [STOCK, `tanggal=${TGL_SYSTEM}&kode_gudang=ALL&group_by=BAKI`],
    [MUTASI, `${MARCH}&jenis=ALL`],
    [HANCUR, MARCH],
    [PENERIMAAN, MARCH],
  ];
  const setAccess = (userId: string, tree: unknown) => t.db.query('UPDATE users SET access = $1::jsonb WHERE user_id = $2', [JSON.stringify(tree), userId]);

  it('are open to OWN, SU, MU and SPV and refused to a KASIR', async () => {
    for (const [url, query] of all) {
      for (const level of ['OWN', 'SU', 'MU', 'SPV']) expect((await get(url, query, level)).statusCode, `${level} ${url}`).toBe(200);
      const res = await get(url, query, 'KASIR');
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('follow the access tree: a supervisor without Laporan Barang is refused', async () => {
    await setAccess('SPV1', [{ key: 'laporan', is_show: true, children: [{ key: 'laporan_barang', is_show: false }] }]);
    try {
      for (const [url, query] of all) expect((await get(url, query, 'SPV')).statusCode, url).toBe(403);
      await setAccess('SPV1', [
        { key: 'laporan', is_show: true, children: [{ key: 'laporan_barang', is_show: true, children: [{ key: '/laporan-stock-baki', is_show: false }] }] },
      ]);
      expect((await get(STOCK, all[2][1], 'SPV')).statusCode).toBe(403);
      expect((await get(MUTASI, all[3][1], 'SPV')).statusCode).toBe(200);
    } finally {
      await setAccess('SPV1', []);
    }
  });

  it('need a token', async () => {
    const res = await t.call('GET', `${STOCK}?${all[2][1]}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuse another shop at a branch', async () => {
    const res = await get(STOCK, `${all[2][1]}&kode_toko=${STOCK_OTHER_SHOP}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Hanya Kantor Pusat Yang Dapat Memilih Toko' });
  });

  it("answer the chosen shop's stock at head office", async () => {
    await t.db.query(`UPDATE toko SET level = 'PUSAT' WHERE is_own`);
    await t.ctx.reloadOwnShop();
    try {
      expect(pick(await rows(STOCK, `${all[2][1]}&kode_toko=${STOCK_OTHER_SHOP}`), 'kode_baki', 'qty', 'berat')).toEqual([
        { kode_baki: 'B1', qty: 1, berat: 9.999 },
        { kode_baki: 'B2', qty: 0, berat: 0 },
        { kode_baki: 'B3', qty: 0, berat: 0 },
        { kode_baki: 'B4', qty: 0, berat: 0 },
      ]);
      expect((await rows(ANALISIS, `kode_dept=CIN&sort_by=HARGA_MAX&kode_toko=${STOCK_OTHER_SHOP}`)).map((r) => r.kode_barcode)).toEqual(['BC007']);
    } finally {
      await t.db.query(`UPDATE toko SET level = 'CABANG' WHERE is_own`);
      await t.ctx.reloadOwnShop();
    }
  });
});
