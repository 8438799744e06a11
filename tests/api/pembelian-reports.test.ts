// The buy-back reports (issue 10 item 5) on buy-backs and trade-ins written straight into the kernel's tables
// (tests/helpers/buyback-rows.ts): Laporan Pembelian Per Faktur (pembelian/hidup/report-limited: grouped by condition,
// the price now, rata_asal and the margin of spec section 9 worked out by hand, the kelompok harga, group and
// condition filters, the filter's own values, the HIDUP_FEATURE_MODULE gate), the buy-backs per nota, day and sales
// person, the trade-ins, the cancelled buy-backs, and pembelian/chart. Cancelled buy-backs count only where the
// cancellations are listed; another shop's and another month's never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, REPORT_DATE_MESSAGES, wallClock } from '../../domain/dates';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { cincinLine, insertDocument, type BuybackLineRow, type DocumentRow } from '../helpers/buyback-rows';

const OTHER_SHOP = 'TOKO02';
const MARCH = 'tgl_from=2026-03-01&tgl_to=2026-03-12';

let t: TestApp;
let owner: string;
let kasir: string;
let own: string;

type Row = Record<string, unknown>;

/** A line of group C75, kadar 75, bought by price code B75 (Rp 800,000/g today). */
const cincin = cincinLine;
/** A sale line of a trade-in (only its total matters here). */
const saleLine = (harga: number): BuybackLineRow => ({
  ...cincin({ harga, kondisi: '', kode_harga: '', harga_per_gram: 0, berat_kotor: 0 }),
  nama_barang: 'Cincin Baru',
});
/** A detail row of the purchase report, its fields in the spec's order (section 3), then the margin. */
const DETAIL = ['no_faktur_beli', 'kode_sales', 'nama_barang', 'kode_group', 'harga_emas', 'berat_nota', 'berat', 'harga_nota', 'harga', 'rata_asal', 'margin'];
const line = (...values: (string | number)[]) => Object.fromEntries(DETAIL.map((field, i) => [field, values[i]]));

beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  // CAN gives the kelompok harga CN again (duplicates removed); a deleted jenis gives none.
  await t.db.query(`INSERT INTO master_jenis (kode_dept, nama_dept, kode_kategori) VALUES ('CAN', 'Cincin Anak', 'EMAS')`);
  await t.db.query(`INSERT INTO master_jenis (kode_dept, nama_dept, kode_kategori, is_active) VALUES ('GWG', 'Gelang Lama', 'EMAS', false)`);
  // Today's buy prices; OLD was deleted since, so its lines are worth what they were bought at.
  await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('B75', 800000), ('B70', 700000)`);
  await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram, is_active) VALUES ('OLD', 900000, false)`);
  [{ kode_toko: own }] = await t.db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ($1, 'Toko Lain', 'Jl. Lain', 'CABANG')`, [OTHER_SHOP]);
  await t.createUser('SPV1', 'SPV');
  await t.createUser('KASIR1', 'KASIR');
  owner = await t.login();
  kasir = await t.login('KASIR1', 'rahasia123');

  const buy = (no: string, tgl: string, kode_sales: string, lines: BuybackLineRow[], more: Partial<DocumentRow> = {}) => {
    const paid = lines.reduce((s, l) => s + l.harga, 0);
    return insertDocument(t.db, { no, jenis: 'PEMBELIAN', kode_toko: own, tgl, kode_sales, lines, payments: [{ jenis: 'TUNAI', jumlah_rp: paid }], ...more });
  };

  // BL1: the shop's own ring with its receipt (Rp 2,700,000 for 3.000 g), and a damaged necklace of group K70.
  await buy('BL1', '2026-03-05', 'S01', [
    cincin({ harga_nota: 2_700_000, berat_nota: 3 }),
    cincin({
      nama_barang: 'Kalung Rantai',
      kode_group: 'K70',
      kode_dept: 'KAL',
      kadar: 70,
      berat: 2.5,
      berat_kotor: 2.6,
      kondisi: 'RUSAK',
      harga: 1_500_000,
      kode_harga: 'B70',
      harga_per_gram: 690_000,
    }),
  ]);
  // BL2: a ring bought by the deleted code OLD at Rp 750,000/g, and one of jenis CAN.
  await buy('BL2', '2026-03-10', 'S02', [
    cincin({ nama_barang: 'Cincin Ukir', berat: 1.5, berat_kotor: 1.6, harga: 1_200_000, kode_harga: 'OLD', harga_per_gram: 750_000 }),
    cincin({ nama_barang: 'Cincin Anak', kode_dept: 'CAN', berat: 2, berat_kotor: 2.1, harga: 1_500_000 }),
  ]);
  // Left out of the report: cancelled (BL3), another shop's (BL4), February's (BL5).
  await buy('BL3', '2026-03-12', 'S01', [cincin({ berat: 5, harga: 4_000_000 })], {
    batal: { tgl: '2026-03-12', alasan: 'Salah timbang', oleh: 'OWNER', authorized_by: 'SPV1' },
  });
  await buy('BL4', '2026-03-06', 'S01', [cincin()], { kode_toko: OTHER_SHOP });
  await buy('BL5', '2026-02-20', 'S01', [cincin()]);

  // Trade-ins: the old gold pays part of the sale (TT1); it is worth more than the sale (TT2, Rp 500,000 paid back);
  // a cancelled pair (TT3).
  const tradeIn = async (group: string, tgl: string, sale: number, value: number, batal?: boolean) => {
    const tukar = Math.min(sale, value);
    const cancel = batal ? { batal: { tgl, alasan: 'Batal tukar', oleh: 'OWNER', authorized_by: 'SPV1' } } : {};
    await insertDocument(t.db, {
      no: `JL-${group}`,
      jenis: 'PENJUALAN',
      kode_toko: own,
      tgl,
      kode_sales: 'S01',
      no_faktur_group: group,
      lines: [saleLine(sale)],
      payments: [{ jenis: 'TUKAR', jumlah_rp: tukar }, ...(sale > tukar ? [{ jenis: 'TUNAI' as const, jumlah_rp: sale - tukar }] : [])],
      ...cancel,
    });
    await insertDocument(t.db, {
      no: `BL-${group}`,
      jenis: 'PEMBELIAN',
      kode_toko: own,
      tgl,
      kode_sales: 'S01',
      no_faktur_group: group,
      lines: [cincin({ berat: 2, berat_kotor: 2, harga: value })],
      payments: [{ jenis: 'TUKAR', jumlah_rp: tukar }, ...(value > tukar ? [{ jenis: 'TUNAI' as const, jumlah_rp: value - tukar }] : [])],
      ...cancel,
    });
  };
  await tradeIn('TT1', '2026-03-15', 5_000_000, 1_800_000);
  await tradeIn('TT2', '2026-03-16', 1_000_000, 1_500_000);
  await tradeIn('TT3', '2026-03-16', 2_000_000, 1_000_000, true);
}, 60_000);
afterAll(() => t.close());

const get = (path: string, token = owner) => t.call('GET', `/api/v1/${path}`, { token });
const rows = async (path: string, token = owner) => {
  const res = await get(path, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
};
const ALL_FILTERS = 'kelompok_harga=ALL&kode_group=ALL&kondisi=ALL';

describe('Laporan Pembelian Per Faktur (pembelian/hidup/report-limited)', () => {
  it('is behind HIDUP_FEATURE_MODULE, the report and its filter values alike', async () => {
    await t.setModule('HIDUP_FEATURE_MODULE', false);
    expect((await get(`pembelian/hidup/report-limited?${MARCH}&${ALL_FILTERS}`)).statusCode).toBe(403);
    expect((await get('pembelian/hidup/kelompok-harga')).statusCode).toBe(403);
    await t.setModule('HIDUP_FEATURE_MODULE', true);
    expect((await get(`pembelian/hidup/report-limited?${MARCH}&${ALL_FILTERS}`)).statusCode).toBe(200);
  });

  it('groups the lines by condition with the price now, rata_asal and margin worked out by hand', async () => {
    await t.setModule('HIDUP_FEATURE_MODULE', true);
    const data = await rows(`pembelian/hidup/report-limited?${MARCH}&${ALL_FILTERS}`);
    expect(data).toEqual([
      {
        kondisi: 'BAGUS',
        // 3.000 + 1.500 + 2.000 g for Rp 2,100,000 + 1,200,000 + 1,500,000: Rp 738,461.5/g paid. Worth now
        // 800,000 x 3 + 750,000 x 1.5 + 800,000 x 2 = Rp 5,125,000: (5,125,000 - 4,800,000) / 5,125,000 = 6.34 %.
        berat_nota: 3,
        berat: 6.5,
        harga_nota: 2_700_000,
        harga: 4_800_000,
        rata_asal: 738_462,
        margin: 6.34,
        detail: [
          // (800,000 - 2,100,000 / 3) / 800,000 = 12.5 %
          line('BL1', 'S01', 'Cincin Polos', 'C75', 800_000, 3, 3, 2_700_000, 2_100_000, 700_000, 12.5),
          // OLD is deleted: the price it was bought at, 750,000; (750,000 - 800,000) / 750,000 = -6.67 %
          line('BL2', 'S02', 'Cincin Ukir', 'C75', 750_000, 0, 1.5, 0, 1_200_000, 800_000, -6.67),
          // (800,000 - 750,000) / 800,000 = 6.25 %
          line('BL2', 'S02', 'Cincin Anak', 'C75', 800_000, 0, 2, 0, 1_500_000, 750_000, 6.25),
        ],
      },
      {
        kondisi: 'RUSAK',
        // (700,000 - 1,500,000 / 2.5) / 700,000 = 14.29 %
        berat_nota: 0,
        berat: 2.5,
        harga_nota: 0,
        harga: 1_500_000,
        rata_asal: 600_000,
        margin: 14.29,
        detail: [line('BL1', 'S01', 'Kalung Rantai', 'K70', 700_000, 0, 2.5, 0, 1_500_000, 600_000, 14.29)],
      },
    ]);
  });

  it('filters by kelompok harga (first and last character of kode_dept), group and condition', async () => {
    const lines = async (filters: string) =>
      (await rows(`pembelian/hidup/report-limited?${MARCH}&${filters}`)).flatMap((g) => (g.detail as Row[]).map((d) => `${g.kondisi}:${d.nama_barang}`));
    expect(await lines('kelompok_harga=CN&kode_group=ALL&kondisi=ALL')).toEqual(['BAGUS:Cincin Polos', 'BAGUS:Cincin Ukir', 'BAGUS:Cincin Anak']);
    expect(await lines('kelompok_harga=KL&kode_group=ALL&kondisi=ALL')).toEqual(['RUSAK:Kalung Rantai']);
    expect(await lines('kelompok_harga=ALL&kode_group=K70&kondisi=ALL')).toEqual(['RUSAK:Kalung Rantai']);
    expect(await lines('kelompok_harga=ALL&kode_group=ALL&kondisi=bagus')).toEqual(['BAGUS:Cincin Polos', 'BAGUS:Cincin Ukir', 'BAGUS:Cincin Anak']);
    expect(await lines('kelompok_harga=CN&kode_group=ALL&kondisi=RUSAK')).toEqual([]);
    // The whole month: BL3 cancelled, BL4 another shop's, BL5 February's; the trade-ins' buy-backs of the 15th and
    // 16th count (the cancelled pair's does not).
    const month = await rows(`pembelian/hidup/report-limited?tgl_from=2026-03-01&tgl_to=2026-03-31&${ALL_FILTERS}`);
    expect(month.flatMap((g) => (g.detail as Row[]).map((d) => d.no_faktur_beli))).toEqual(['BL1', 'BL2', 'BL2', 'BL-TT1', 'BL-TT2', 'BL1']);
  });

  it("offers the kelompok harga of the shop's active jenis, duplicates removed", async () => {
    expect(await rows('pembelian/hidup/kelompok-harga')).toEqual([{ kelompok_harga: 'CN' }, { kelompok_harga: 'KL' }]);
  });

  it('is a cashier report by default (laporan_pembelian), held to the business date as the sales reports are', async () => {
    expect((await get(`pembelian/hidup/report-limited?${MARCH}&${ALL_FILTERS}`, kasir)).statusCode).toBe(200);
    expect((await get('pembelian/hidup/kelompok-harga', kasir)).statusCode).toBe(200);
    await t.setModule('TANGGAL_TETAP_MODULE', true);
    try {
      const held = await get(`pembelian/hidup/report-limited?${MARCH}&${ALL_FILTERS}`, kasir);
      expect(held.statusCode).toBe(400);
      expect(held.json()).toEqual({ message: REPORT_DATE_MESSAGES.fixedDate });
    } finally {
      await t.setModule('TANGGAL_TETAP_MODULE', false);
    }
  });
});

describe('Laporan Transaksi Pembelian (reportpembelian/transaksi)', () => {
  it('sums notas, pieces, gross, net and fine gold and the total paid per day and per sales person', async () => {
    expect(await rows(`reportpembelian/transaksi?${MARCH}&kode_sales=ALL&group_by=HARI`)).toEqual([
      // BL1: 3.000 x 75 % + 2.500 x 70 % = 2.250 + 1.750 g fine gold
      { tanggal: '2026-03-05', jumlah_nota: 1, qty: 2, berat_kotor: 5.8, berat: 5.5, berat_murni: 4, grand_total: 3_600_000 },
      // BL2: (1.500 + 2.000) x 75 %
      { tanggal: '2026-03-10', jumlah_nota: 1, qty: 2, berat_kotor: 3.7, berat: 3.5, berat_murni: 2.625, grand_total: 2_700_000 },
    ]);
    const perSales = await rows(`reportpembelian/transaksi?tgl_from=2026-03-01&tgl_to=2026-03-31&kode_sales=ALL&group_by=SALES`);
    expect(perSales).toEqual([
      // BL1 and the two trade-ins' buy-backs (2.000 g each, Rp 1,800,000 and 1,500,000)
      { kode_sales: 'S01', nama_sales: 'Sales S01', jumlah_nota: 3, qty: 4, berat_kotor: 9.8, berat: 9.5, berat_murni: 7, grand_total: 6_900_000 },
      { kode_sales: 'S02', nama_sales: 'Sales S02', jumlah_nota: 1, qty: 2, berat_kotor: 3.7, berat: 3.5, berat_murni: 2.625, grand_total: 2_700_000 },
    ]);
    const perNota = await rows(`reportpembelian/transaksi?${MARCH}&kode_sales=S02&group_by=NOTA`);
    expect(perNota).toEqual([
      {
        tanggal: '2026-03-10',
        no_faktur_beli: 'BL2',
        kode_sales: 'S02',
        nama_customer: 'Pak Budi',
        qty: 2,
        berat_kotor: 3.7,
        berat: 3.5,
        berat_murni: 2.625,
        grand_total: 2_700_000,
        input_by: 'OWNER',
      },
    ]);
  });
});

describe('Laporan Tukar Tambah (reportpembelian/tukar-tambah)', () => {
  it('pairs each trade-in sale with its buy-back: what the old gold paid, what the customer paid, what was paid back', async () => {
    expect(await rows('reportpembelian/tukar-tambah?tgl_from=2026-03-01&tgl_to=2026-03-31')).toEqual([
      {
        tanggal: '2026-03-15',
        no_faktur_group: 'TT1',
        no_faktur_jual: 'JL-TT1',
        no_faktur_beli: 'BL-TT1',
        nama_customer: 'Pak Budi',
        total_jual: 5_000_000,
        nilai_beli: 1_800_000,
        tukar: 1_800_000,
        bayar_customer: 3_200_000,
        bayar_toko: 0,
        input_by: 'OWNER',
      },
      {
        tanggal: '2026-03-16',
        no_faktur_group: 'TT2',
        no_faktur_jual: 'JL-TT2',
        no_faktur_beli: 'BL-TT2',
        nama_customer: 'Pak Budi',
        total_jual: 1_000_000,
        nilai_beli: 1_500_000,
        tukar: 1_000_000,
        bayar_customer: 0,
        bayar_toko: 500_000,
        input_by: 'OWNER',
      },
    ]);
  });
});

describe('Laporan Batal Pembelian (reportpembelian/batal)', () => {
  it('lists the buy-backs cancelled in the period with who, why and the authorizer', async () => {
    expect(await rows('reportpembelian/batal?tgl_from=2026-03-01&tgl_to=2026-03-31')).toEqual([
      {
        tgl_batal: '2026-03-12',
        no_faktur_beli: 'BL3',
        tanggal: '2026-03-12',
        kode_sales: 'S01',
        nama_customer: 'Pak Budi',
        qty: 1,
        berat: 5,
        grand_total: 4_000_000,
        no_faktur_group: '',
        batal_by: 'OWNER',
        authorized_by: 'SPV1',
        alasan: 'Salah timbang',
      },
      {
        tgl_batal: '2026-03-16',
        no_faktur_beli: 'BL-TT3',
        tanggal: '2026-03-16',
        kode_sales: 'S01',
        nama_customer: 'Pak Budi',
        qty: 1,
        berat: 2,
        grand_total: 1_000_000,
        no_faktur_group: 'TT3',
        batal_by: 'OWNER',
        authorized_by: 'SPV1',
        alasan: 'Batal tukar',
      },
    ]);
    expect(await rows('reportpembelian/batal?tgl_from=2026-03-13&tgl_to=2026-03-15')).toEqual([]);
  });
});

describe('pembelian/chart', () => {
  it('sums the business day per hour and its month per day, without cancelled buy-backs', async () => {
    const [{ tgl_system: tgl }] = await t.db.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko WHERE kode_toko = $1', [own]);
    const now = new Date().toISOString();
    const today = (no: string, berat: number, harga: number, batal = false) =>
      insertDocument(t.db, {
        no,
        jenis: 'PEMBELIAN',
        kode_toko: own,
        tgl,
        kode_sales: 'S01',
        created_at: now,
        lines: [cincin({ berat, harga })],
        payments: [{ jenis: 'TUNAI', jumlah_rp: harga }],
        ...(batal ? { batal: { tgl, alasan: 'Salah', oleh: 'OWNER', authorized_by: 'SPV1' } } : {}),
      });
    await today('BLC1', 1.25, 1_000_000);
    await today('BLC2', 2.5, 2_000_000);
    await today('BLC3', 4, 3_000_000, true);
    // A sale the same day is not a buy-back.
    const sale = { jenis: 'PENJUALAN', kode_toko: own, tgl, kode_sales: 'S01', created_at: now } as const;
    await insertDocument(t.db, { ...sale, no: 'JLC1', lines: [saleLine(9_000_000)], payments: [{ jenis: 'TUNAI', jumlah_rp: 9_000_000 }] });

    type Point = { x: string; y: number; berat: number; jumlah: number };
    const sum = (ps: Point[]) => ps.reduce((s, p) => ({ y: s.y + p.y, mg: s.mg + Math.round(p.berat * 1000), n: s.n + p.jumlah }), { y: 0, mg: 0, n: 0 });
    const day = (await rows('pembelian/chart?type=today', kasir)) as Point[];
    expect(day).toHaveLength(24);
    expect(sum(day)).toEqual({ y: 3_000_000, mg: 3750, n: 2 });
    // The hour on the shop's clock (Jakarta), not the server's.
    expect(day.find((p) => p.x === `${wallClock(new Date(now), DEFAULT_TIME_ZONE).time.slice(0, 2)}:00`)).toMatchObject({ y: 3_000_000, berat: 3.75, jumlah: 2 });

    const month = (await rows('pembelian/chart?type=monthly', kasir)) as Point[];
    const [y, m, d] = tgl.split('-').map(Number);
    expect(month).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    expect(month.find((p) => p.x === String(d).padStart(2, '0'))).toEqual({ x: String(d).padStart(2, '0'), y: 3_000_000, berat: 3.75, jumlah: 2 });
    expect((await get('pembelian/chart?type=yearly')).statusCode).toBe(400);
  });
});
