// /validasi-non-cash in Chromium with VALIDASI_NON_CASH_MODULE on: a supervisor matches a transfer to its bank
// statement line. A wrong amount is refused as typed, with the payment's amount in the message; the right one
// validates it, and the transfer leaves the list of payments not validated yet.
import { describe, expect, it } from 'vitest';
import { openAs, preparedDataDir, seedCounterStaff } from '../helpers/e2e';
import { useE2E, waitForToast } from '../helpers/e2e-fixture';
import { apiCall, apiLogin } from '../helpers/e2e-helpers';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';

const ACCOUNT = '1234567890';
const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await seedInventoryMasters(db);
    await db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    await db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank) VALUES ($1, 'Toko Emas Kilau', 'BCA')`, [ACCOUNT]);
    await db.query(`UPDATE modules SET active = true WHERE key = 'VALIDASI_NON_CASH_MODULE'`);
    await seedCounterStaff(db);
  }),
}));

describe('/validasi-non-cash with the bank statement', () => {
  it('validates a transfer whose statement line matches', async () => {
    const { page, server } = e;
    const owner = await apiLogin(server.url);
    const kasir = await apiLogin(server.url, 'KASIR01', 'kasir-pw');
    const item = await apiCall<{ data: { kode_barcode: string } }>(server.url, owner, 'POST', 'barang/create', itemInput({ harga_total: 0 }));
    const sale = await apiCall<{ data: { no_faktur_jual: string } }>(server.url, kasir, 'POST', 'penjualan', {
      kode_sales: 'S01',
      nama_customer: 'Rina Wijaya',
      alamat_customer: 'Jl. Merdeka 1',
      items: [{ kode_barcode: item.json.data.kode_barcode }],
      pembayaran: [
        { jenis: 'TRANSFER', jumlah_rp: 1_500_000, kode_bank: 'BCA', no_rekening: ACCOUNT },
        { jenis: 'TUNAI', jumlah_rp: 1_000_000 },
      ],
    });
    expect(sale.status).toBe(201);
    const no = sale.json.data.no_faktur_jual;
    const ref = `${no}/1`;

    await openAs(page, server.url, '/validasi-non-cash', 'SPV01', 'spv-pw');
    await page.getByText('Validasi Non Cash Dengan Mutasi Bank').first().waitFor();
    // The screen's own action, not the sidebar's Validasi group.
    const validasi = page.getByRole('button', { name: 'Validasi', exact: true }).last();
    const row = page.getByRole('row').filter({ hasText: no });
    await row.getByRole('cell', { name: '1.500.000' }).first().waitFor();
    await row.getByLabel(`No Referensi Mutasi ${ref}`).fill('TRF-88812');
    await row.getByLabel(`Jumlah Mutasi ${ref}`).fill('1400000');
    await row.getByText(`Jumlah Mutasi Rp 1.400.000 Tidak Sama Dengan Pembayaran ${ref} Rp 1.500.000`).waitFor();
    await row.getByRole('checkbox').check();
    await validasi.click();
    await waitForToast(page, `Jumlah Mutasi Rp 1.400.000 Tidak Sama Dengan Pembayaran ${ref} Rp 1.500.000`);

    await row.getByLabel(`Jumlah Mutasi ${ref}`).fill('1500000');
    await validasi.click();
    await waitForToast(page, 'Pembayaran Non Tunai Berhasil Divalidasi');
    await page.getByText('Tidak Ada Pembayaran Non Tunai').first().waitFor();

    const valid = await apiCall<{ data: { ref: string; valid_oleh: string; no_reff_mutasi: string }[] }>(server.url, owner, 'GET', 'non-cash/validasi?status=VALID');
    expect(valid.json.data.map((p) => [p.ref, p.valid_oleh, p.no_reff_mutasi])).toEqual([[ref, 'SPV01', 'TRF-88812']]);
  });
});
