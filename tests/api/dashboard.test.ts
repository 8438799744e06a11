// GET dashboard on the demo shop (npm run demo): its figures are the sales and buy-back reports' sums of the same day
// (Laporan Transaksi Penjualan / Pembelian per day), for the business date and each day of its month; figures of
// screens a user may not open are left out; a head-office user chooses the shop; members born that day are listed
// (GET member/find-current-birthday too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDemoShop } from '../../server/demo';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
type Row = Record<string, unknown>;
interface Point {
  x: string;
  y: number;
  rupiah: number;
  jumlah: number;
}

beforeAll(async () => {
  t = await startTestApp();
  await fillDemoShop(t.db);
  await t.setModule('MEMBER_MODULE', true);
  await t.setModule('CICILAN_MODULE', true);
  await t.ctx.reloadModules();
  owner = await t.login();
  kasir = await t.login('KASIR01', 'demo1234');
  [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
  // Members: one born on the business date 30 years before, one the day after, one inactive born that day.
  const born = `${Number(tgl.slice(0, 4)) - 30}${tgl.slice(4)}`;
  const other = new Date(Date.parse(`${born}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await t.db.query(
    `INSERT INTO member (kode_member, nama_member, no_hp, tgl_lahir, is_active) VALUES
       ('MBDAY1', 'Sinta Ulang Tahun', '6281200000001', $1, true), ('MBDAY2', 'Besok Ulang Tahun', '6281200000002', $2, true),
       ('MBDAY3', 'Tidak Aktif', '6281200000003', $1, false)`,
    [born, other],
  );
}, 240_000);
afterAll(() => t.close());

async function dashboard(token: string, query = ''): Promise<Row> {
  const res = await t.call('GET', `/api/v1/dashboard${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row;
}

/** The report's per-day rows of a range: date -> { jumlah_nota, grams, grand_total }. */
async function reportDays(api: string, grams: string, from: string, to: string) {
  const res = await t.call('GET', `/api/v1/${api}?tgl_from=${from}&tgl_to=${to}&kode_sales=ALL&group_by=HARI`, { token: owner });
  expect(res.statusCode, res.body).toBe(200);
  const days = new Map<string, { jumlah: number; berat: number; total: number }>();
  for (const r of res.json().data as Row[]) days.set(String(r.tanggal).slice(0, 10), { jumlah: Number(r.jumlah_nota), berat: Number(r[grams]), total: Number(r.grand_total) });
  return days;
}

describe('GET dashboard', () => {
  it("answers the spec's fields and the day's totals of every kind, sales and buy-backs equal to their reports' day", async () => {
    const d = await dashboard(owner);
    expect(d.kode_toko).toBe('TOKO01');
    expect(d.tgl).toBe(tgl);
    for (const key of ['total_penjualan', 'total_pembelian', 'total_service', 'total_hutang', 'datagram_penjualan', 'datagram_pembelian']) expect(d, key).toHaveProperty(key);
    const ringkasan = d.ringkasan as { jenis: string; jumlah: number; berat: number; total: number; route: string }[];
    expect(ringkasan.map((r) => [r.jenis, r.route])).toEqual([
      ['PENJUALAN', '/lihat-penjualan'],
      ['PEMBELIAN', '/lihat-pembelian'],
      ['PESANAN', '/lihat-pesanan'],
      ['SERVICE', '/lihat-services'],
      ['HUTANG', '/lihat-hutang'],
    ]);
    const sales = (await reportDays('reportpenjualan/transaksi', 'berat_jual', tgl, tgl)).get(tgl) ?? { jumlah: 0, berat: 0, total: 0 };
    const buys = (await reportDays('reportpembelian/transaksi', 'berat', tgl, tgl)).get(tgl) ?? { jumlah: 0, berat: 0, total: 0 };
    expect(sales.jumlah, 'the demo sells on its business date').toBeGreaterThan(0);
    const { route: _r1, jenis: _j1, ...jual } = ringkasan[0];
    const { route: _r2, jenis: _j2, ...beli } = ringkasan[1];
    expect(jual).toEqual(sales);
    expect(beli).toEqual(buys);
    expect(d.total_penjualan).toBe(sales.total);
    expect(d.total_pembelian).toBe(buys.total);
    expect(d.total_service).toBe(ringkasan[3].total);
    expect(d.total_hutang).toBe(ringkasan[4].total);
  });

  it("charts each day of the month up to the business date, each day equal to the reports' row of that day", async () => {
    const d = await dashboard(owner);
    const from = `${tgl.slice(0, 7)}-01`;
    for (const [key, api, grams] of [
      ['datagram_penjualan', 'reportpenjualan/transaksi', 'berat_jual'],
      ['datagram_pembelian', 'reportpembelian/transaksi', 'berat'],
    ] as const) {
      const points = d[key] as Point[];
      expect(points.map((p) => p.x)).toEqual(Array.from({ length: Number(tgl.slice(8, 10)) }, (_, i) => String(i + 1).padStart(2, '0')));
      const days = await reportDays(api, grams, from, tgl);
      for (const p of points) {
        const day = days.get(`${tgl.slice(0, 8)}${p.x}`) ?? { jumlah: 0, berat: 0, total: 0 };
        expect({ y: p.y, rupiah: p.rupiah, jumlah: p.jumlah }, `${key} ${p.x}`).toEqual({ y: day.berat, rupiah: day.total, jumlah: day.jumlah });
      }
    }
  });

  it('an earlier day (tgl) answers that day, equal to the reports; a later one or a bad date is refused', async () => {
    const from = `${tgl.slice(0, 7)}-01`;
    const days = await reportDays('reportpenjualan/transaksi', 'berat_jual', from, tgl);
    const earlier = [...days.keys()].find((k) => k < tgl);
    if (earlier) {
      const d = await dashboard(owner, `?tgl=${earlier}`);
      expect(d.tgl).toBe(earlier);
      expect(d.total_penjualan).toBe(days.get(earlier)!.total);
    }
    const later = new Date(Date.parse(`${tgl}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('GET', `/api/v1/dashboard?tgl=${later}`, { token: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tanggal Tidak Boleh Lebih Besar Dari Tanggal Sistem');
    const bad = await t.call('GET', '/api/v1/dashboard?tgl=2026-02-30', { token: owner });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tanggal Tidak Valid');
  });

  it('lists the members born on the day with their age, the gold price, and what falls due or is overdue', async () => {
    const d = await dashboard(owner);
    // This test's members (the demo has birthdays of its own that day too): the one born that day, active.
    const ours = (d.ulang_tahun as Row[]).filter((m) => String(m.kode_member).startsWith('MBDAY'));
    expect(ours).toEqual([{ kode_member: 'MBDAY1', nama_member: 'Sinta Ulang Tahun', no_hp: '6281200000001', tgl_lahir: `${Number(tgl.slice(0, 4)) - 30}${tgl.slice(4)}`, umur: 30 }]);
    expect((d.ulang_tahun as Row[]).length).toBeGreaterThan(ours.length);
    const groups = await t.db.query<{ kode_group: string; harga_per_gram: number }>('SELECT kode_group, harga_per_gram FROM master_group WHERE is_active ORDER BY kode_group');
    expect((d.harga_emas as Row[]).map((g) => [g.kode_group, g.harga_per_gram])).toEqual(groups.map((g) => [g.kode_group, Number(g.harga_per_gram)]));
    for (const key of ['titip_jatuh_tempo', 'pesanan_jatuh_tempo', 'service_siap_diambil', 'hutang_terlambat', 'cicilan_terlambat']) {
      const list = d[key] as { jumlah: number; data: Row[] };
      expect(list.data.length, key).toBe(Math.min(list.jumlah, 20));
    }
    const [{ n: overdueLoans }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM dokumen_terkini d
         JOIN LATERAL (SELECT tgl_jatuh_tempo FROM hutang_termin WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) h ON true
        WHERE d.jenis = 'HUTANG' AND d.status = 'OPEN' AND d.kode_toko = 'TOKO01' AND h.tgl_jatuh_tempo < $1`,
      [tgl],
    );
    expect((d.hutang_terlambat as { jumlah: number }).jumlah).toBe(overdueLoans);
    for (const r of (d.hutang_terlambat as { data: Row[] }).data) expect(Number(r.hari_terlambat)).toBeGreaterThan(0);
  });

  it('lists a deposit falling due on the day (jatuh_tempo_titip days after it) and an order promised for it, open ones only', async () => {
    const before = await dashboard(owner);
    const count = (d: Row, key: string) => (d[key] as { jumlah: number }).jumlah;
    const days = (n: number) => new Date(Date.parse(`${tgl}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const doc = async (no: string, jenis: string, on: string, status: string) => {
      await t.db.query(
        `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, nama_customer, subtotal, grand_total, total_bayar, input_by)
         VALUES ($1, $2, 'TOKO01', $3, 'Ibu Dewi', 5000000, 5000000, 1000000, 'OWNER')`,
        [no, jenis, on],
      );
      await t.db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ($1, $2, $3, 'OWNER')`, [no, status, on]);
    };
    // The default jatuh_tempo_titip is 30 days: due today, due tomorrow, and one due today but paid off.
    await doc('TT-DASH-1', 'TITIP', days(30), 'OPEN');
    await doc('TT-DASH-2', 'TITIP', days(29), 'OPEN');
    await doc('TT-DASH-3', 'TITIP', days(30), 'DONE');
    await doc('PN-DASH-1', 'PESANAN', days(3), 'OPEN');
    await doc('PN-DASH-2', 'PESANAN', days(3), 'BATAL');
    await t.db.query(`INSERT INTO dokumen_pesanan (no_dokumen, tgl_janji) VALUES ('PN-DASH-1', $1), ('PN-DASH-2', $1)`, [tgl]);
    const after = await dashboard(owner);
    expect(count(after, 'titip_jatuh_tempo')).toBe(count(before, 'titip_jatuh_tempo') + 1);
    expect(count(after, 'pesanan_jatuh_tempo')).toBe(count(before, 'pesanan_jatuh_tempo') + 1);
    const titip = (after.titip_jatuh_tempo as { data: Row[] }).data.find((r) => r.no === 'TT-DASH-1');
    expect(titip).toEqual({ no: 'TT-DASH-1', tgl: days(30), nama_customer: 'Ibu Dewi', no_hp: '', total: 5_000_000, dibayar: 1_000_000, tgl_jatuh_tempo: tgl, hari_terlambat: 0 });
    expect((after.pesanan_jatuh_tempo as { data: Row[] }).data.map((r) => r.no)).toContain('PN-DASH-1');
  });

  it('leaves out the figures whose screens the user may not open', async () => {
    const k = await dashboard(kasir);
    // A cashier may not open /data-member nor /harga-emas; the price board (/papan-harga) is theirs.
    expect(k).not.toHaveProperty('ulang_tahun');
    expect((k.links as Row).harga_emas).toBe('/papan-harga');
    expect(k).toHaveProperty('total_penjualan');
    const [{ access }] = await t.db.query<{ access: unknown }>(`SELECT access FROM users WHERE user_id = 'KASIR01'`);
    await t.db.query(`UPDATE users SET access = $1::jsonb WHERE user_id = 'KASIR01'`, [JSON.stringify([{ key: 'pembelian', is_show: false }])]);
    try {
      const hidden = await dashboard(kasir);
      for (const key of ['total_pembelian', 'datagram_pembelian']) expect(hidden, key).not.toHaveProperty(key);
      expect((hidden.ringkasan as Row[]).map((r) => r.jenis)).not.toContain('PEMBELIAN');
      expect(hidden).toHaveProperty('total_penjualan');
    } finally {
      await t.db.query(`UPDATE users SET access = $1::jsonb WHERE user_id = 'KASIR01'`, [JSON.stringify(access)]);
    }
  });

  it("refuses a branch user another shop's day; the head office chooses it", async () => {
    const res = await t.call('GET', '/api/v1/dashboard?kode_toko=TOKO02', { token: kasir });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Hanya Kantor Pusat Yang Dapat Memilih Toko');
  });
});

describe('GET member/find-current-birthday', () => {
  it('answers the active members born on the business date', async () => {
    const res = await t.call('GET', '/api/v1/member/find-current-birthday', { token: owner });
    expect(res.statusCode, res.body).toBe(200);
    const codes = (res.json().data as Row[]).map((m) => String(m.kode_member));
    expect(codes.filter((c) => c.startsWith('MBDAY'))).toEqual(['MBDAY1']);
    // The demo's members born that day, as the database has them.
    const born = await t.db.query<{ kode_member: string }>(
      `SELECT kode_member FROM member WHERE is_active AND to_char(tgl_lahir, 'MM-DD') = $1 ORDER BY kode_member`,
      [tgl.slice(5)],
    );
    expect([...codes].sort()).toEqual(born.map((m) => m.kode_member).sort());
    const cashier = await t.call('GET', '/api/v1/member/find-current-birthday', { token: kasir });
    expect(cashier.statusCode).toBe(403);
  });
});

describe('GET dashboard at the head office', () => {
  let pusat: TestApp;
  let token: string;
  beforeAll(async () => {
    pusat = await startTestApp();
    // Before the first request: the server reads its own shop record then.
    await pusat.db.query(`UPDATE toko SET level = 'PUSAT' WHERE is_own`);
    await pusat.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('TOKO02', 'Toko Emas Kilau Dua', 'Jl. Baru 2', 'CABANG')`);
    await pusat.db.query(`INSERT INTO hari_toko (kode_toko, tgl_system) VALUES ('TOKO02', '2026-03-10') ON CONFLICT (kode_toko) DO UPDATE SET tgl_system = EXCLUDED.tgl_system`);
    // One sale of the branch on its business date, as the kernel writes it (its total is what counts here).
    await pusat.db.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('PJ-T2-1', 'PENJUALAN', 'TOKO02', '2026-03-10', 750000, 750000, 'OWNER')`,
    );
    await pusat.db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('PJ-T2-1', 'DONE', '2026-03-10', 'OWNER')`);
    token = await pusat.login();
  }, 60_000);
  afterAll(() => pusat.close());

  it("answers the chosen shop's day on that shop's business date", async () => {
    const res = await pusat.call('GET', '/api/v1/dashboard?kode_toko=toko02', { token });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as Row;
    expect([d.kode_toko, d.tgl, d.total_penjualan]).toEqual(['TOKO02', '2026-03-10', 750_000]);
    expect((d.datagram_penjualan as Point[]).map((p) => p.rupiah)).toEqual([...Array(9).fill(0), 750_000]);
    const own = (await pusat.call('GET', '/api/v1/dashboard', { token })).json().data as Row;
    expect(own.kode_toko).not.toBe('TOKO02');
    expect(own.total_penjualan).toBe(0);
  });
});
