// The head office's dashboard in Chromium at 1366x768 (issue 23 item 6, issue 24 item 4; /dashboardPusat): a
// head-office supervisor opens it on the head office's own day and sees every shop's day side by side (TOKO01 named as
// not closed yesterday: its business date is behind), chooses the branch TOKO01 in the shop chooser, and sees the
// branch's day (its business date, its sale) with the chart drawn. Then a report over SEMUA TOKO: each row's shop
// first and the shops it covers named; Laporan Omzet over SEMUA TOKO with its chart, a branch's closed days from the
// head office's copy, read afresh on request. No console error. Screenshots go to /tmp.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { openAs, preparedDataDir } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { openInApp, pick, pickDay } from '../helpers/e2e-helpers';
import { formatRupiah } from '../../domain/units';
import id from '../../locales/id.json';

const HO = { user: 'HO01', password: 'pusat-pw' };
const BRANCH_DAY = '2026-03-10';
const HO_DAY = '2026-03-12';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Gajah Mada 10', 'PUSAT')`);
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'SPV', 'PST01')`, [HO.user, await hashPassword(HO.password)]);
    await db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'TOKO01'`, [BRANCH_DAY]);
    await db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [HO_DAY]);
    // A branch on its own server, out of reach now, whose Omzet of closed days the head office kept.
    await db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, portal) VALUES ('TOKO02', 'Kilau Cabang Dua', 'Jl. Dua', 'CABANG', 'http://127.0.0.1:9')`);
    await db.query(
      `INSERT INTO laporan_cabang (kode_toko, laporan, kueri, rows, tgl_system_cabang) VALUES ('TOKO02', 'reportpenjualan/omzet', $1, $2::jsonb, $3)`,
      [`tgl_from=2026-03-01&tgl_to=${HO_DAY}&kode_toko=TOKO02`, JSON.stringify([{ tgl_system: '2026-03-05', nota_jual: 1, berat_jual: 2, omzet: 500_000, nota_beli: 0, berat_beli: 0, pembelian: 0, selisih: 500_000 }]), '2026-03-13'],
    );
    // One sale of the branch on its business date, as the kernel writes it (its total is what the dashboard sums).
    await db.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by) VALUES ('PJ-TOKO01-1', 'PENJUALAN', 'TOKO01', $1, 750000, 750000, $2)`,
      [BRANCH_DAY, HO.user],
    );
    await db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('PJ-TOKO01-1', 'DONE', $1, $2)`, [BRANCH_DAY, HO.user]);
  }),
}));

describe("the head office's dashboard", () => {
  it("shows the chosen branch's day", async () => {
    const { page, server } = e;
    await page.setViewportSize({ width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await openAs(page, server.url, '/dashboardPusat', HO.user, HO.password);
    await page.getByTestId('dashboard-heading').getByText(/^PST01 - Kilau Pusat/).waitFor();
    const branches = page.getByTestId('cabang');
    await branches.getByRole('row', { name: /^PST01 - Kilau Pusat/ }).waitFor();
    await branches.getByRole('row', { name: new RegExp(`^TOKO01 - .*${BRANCH_DAY}`) }).waitFor();
    await branches.getByText(id.kilau.dashboard.cabang.belum_tutup.replace('%{toko}', 'TOKO01')).waitFor();
    // The chain's month: the shops read, summed per day, drawn as the shop's own.
    await expect.poll(() => branches.getByTestId('bulan-cabang').getByTestId('chart-rupiah').locator('.MuiBarElement-root').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/dashboard-pusat-cabang.png' });
    expect(await page.getByTestId('total-PENJUALAN').getByTestId('total-rupiah').textContent()).toBe(`Rp ${formatRupiah(0)}`);

    await pick(page, id.kilau.dashboard.toko, /^TOKO01 - /);
    await page.getByTestId('dashboard-heading').getByText(new RegExp(`^TOKO01 - .* · ${BRANCH_DAY}$`)).waitFor();
    await expect.poll(() => page.getByTestId('total-PENJUALAN').getByTestId('total-rupiah').textContent()).toBe(`Rp ${formatRupiah(750_000)}`);
    await expect.poll(() => page.getByTestId('chart-rupiah').locator('.MuiBarElement-root').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/dashboard-pusat.png' });

    // A report over every shop: the shop picker's SEMUA TOKO, each row's shop first, the shops covered named.
    await openInApp(page, '/laporan-penjualan-rekap');
    await page.getByRole('heading', { name: 'Laporan Rekap Penjualan', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/laporan-semua-toko-0.png' });
    await pick(page, id.kilau.report.shop, id.kilau.report.allShops);
    await page.getByRole('button', { name: id.kilau.report.search }).click();
    await page.getByTestId('cakupan-toko').getByText(id.kilau.report.shopsCovered.replace('%{toko}', 'PST01, TOKO01')).waitFor();
    await page.getByRole('columnheader', { name: id.kilau.report.shopColumn, exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/laporan-semua-toko.png' });

    // Omzet over every shop from the month's first day: its chart sums the shops' days.
    await openInApp(page, '/laporan-omzet');
    await page.getByRole('heading', { name: 'Laporan Omzet', exact: true }).waitFor();
    await pick(page, id.kilau.report.shop, id.kilau.report.allShops);
    await pickDay(page, 'Dari Tanggal', 1);
    await page.getByRole('button', { name: id.kilau.report.search }).click();
    const chart = page.getByTestId('report-chart');
    await chart.getByText(id.kilau.report.chart.replace('%{name}', 'Omzet & Pembelian')).waitFor();
    // The branches' days stand out: TOKO01's sale, and TOKO02's from the copy of its closed days; the others zero.
    const heights = () => chart.locator('.MuiBarElement-root').evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().height).filter((h) => h > 1).length);
    await expect.poll(heights).toBe(2);
    await page.getByRole('row', { name: new RegExp(`^TOKO01 ${BRANCH_DAY} 1 .*${formatRupiah(750_000)}`) }).waitFor();
    const coverage = page.getByTestId('cakupan-toko');
    await coverage.getByText(id.kilau.report.shopsKept.replace('%{toko}', 'TOKO02')).waitFor();
    await page.screenshot({ path: '/tmp/laporan-omzet.png' });
    // Read afresh: the branch is out of reach, and says so.
    await coverage.getByRole('button', { name: id.kilau.report.refresh }).click();
    await coverage.getByText(id.kilau.report.shopsFailed.replace('%{toko}', 'TOKO02')).waitFor();
    await expect.poll(heights).toBe(1);
    expect(errors).toEqual([]);
  });
});
