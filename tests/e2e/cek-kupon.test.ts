import { describe, it } from 'vitest';
import { preparedDataDir, openAs } from '../helpers/e2e';
import { useE2E } from '../helpers/e2e-fixture';
import { setBusinessDate } from '../helpers/paths';

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`UPDATE modules SET active = true WHERE key = 'KUPON_PENJUALAN_MODULE'`);
    await setBusinessDate(db, '2026-11-15');
    await db.query(
      `INSERT INTO master_parameter_kupon (kode_kupon, nama_kupon, jenis_potongan, potongan_rp, tgl_mulai, tgl_selesai, kuota)
       VALUES ('HEMAT50', 'Hemat Akhir Tahun', 'NOMINAL', 50000, '2026-11-01', '2026-11-30', 100)`,
    );
  }),
}));

describe('/cek-kupon', () => {
  it('shows a valid coupon and refuses an unknown one', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/cek-kupon`);
    await page.getByLabel('Kode Kupon').fill('hemat50');
    await page.getByRole('button', { name: 'Cek Kupon' }).click();
    await page.getByText('Kupon Berlaku').waitFor();
    await page.getByRole('cell', { name: 'Hemat Akhir Tahun' }).waitFor();
    await page.getByRole('cell', { name: '50.000' }).waitFor();
    await page.getByLabel('Kode Kupon').fill('SALAH');
    await page.getByRole('button', { name: 'Cek Kupon' }).click();
    await page.getByText('Kupon Tidak Ditemukan').waitFor();
  });
});
