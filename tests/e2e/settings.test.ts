import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { loginAs, preparedDataDir, openAs } from '../helpers/e2e';
import { logoutApi, useE2E } from '../helpers/e2e-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { apiCall, apiLogin, clickToNavigate, tokenOf } from '../helpers/e2e-helpers';

// A second user for the second browser: one live session per user.
const SECOND = { user_id: 'SU02', password: 'su02-pw' };

const e = useE2E(async () => ({
  dataDir: await preparedDataDir(async (db) => {
    await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Admin Dua', $2, 'SU', 'TOKO01')`, [
      SECOND.user_id,
      await hashPassword(SECOND.password),
    ]);
    await db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BCA', 'Bank Central Asia')`);
    // A sale as the kernel writes it, for the WhatsApp receipt link (/whatsapp-setting below).
    await db.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, nama_sales, nama_customer, alamat_customer, no_hp, subtotal, grand_total, total_bayar, input_by)
       VALUES ('JL-TOKO01-E2E-0001', 'PENJUALAN', 'TOKO01', CURRENT_DATE, 'Sinta', 'Budi Santoso', 'Jl. Merdeka 1', '6281234567890', 2251500, 2251500, 2251500, 'OWNER')`,
    );
    await db.query(
      `INSERT INTO dokumen_baris (no_dokumen, baris, kode_barcode, nama_barang, kode_group, kadar, berat, berat_jual, harga_per_gram, harga, ongkos, total)
       VALUES ('JL-TOKO01-E2E-0001', 1, 'TOKO01000001', 'Cincin Polos Belah Rotan', 'C75', 75, 2.345, 2.345, 950000, 2228000, 23450, 2251450)`,
    );
    await db.query(`INSERT INTO dokumen_bayar (no_dokumen, baris, jenis, jumlah_rp) VALUES ('JL-TOKO01-E2E-0001', 1, 'TUNAI', 2251500)`);
    await db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ('JL-TOKO01-E2E-0001', 'DONE', CURRENT_DATE, 'OWNER')`);
  }),
}));

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bank');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('/settingsystem', () => {
  it('switches a module on in one browser; the other is asked to reload and then shows its screen in the menu', async () => {
    const { page: a, server, browser } = e;
    const contextB = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const b = await contextB.newPage();
    try {
      // A retry starts from the module off, whatever a failed attempt left behind.
      expect((await apiCall(server.url, await apiLogin(server.url), 'PUT', 'modules', { WHATSAPP_MODULE: { active: false } })).status).toBe(200);
      await loginAs(a, server.url);
      await loginAs(b, server.url, SECOND.user_id, SECOND.password);
      await b.getByLabel('Cari Menu').fill('whatsapp');
      expect(await b.getByRole('menuitem', { name: 'Setting WhatsApp' }).count()).toBe(0);

      await a.goto(`${server.url}/settingsystem`);
      await a.getByLabel('Cari Modul').fill('whatsapp');
      const toggle = a.getByLabel('Kirim nota lewat WhatsApp');
      expect(await toggle.isChecked()).toBe(false);
      await toggle.check();
      await a.getByText('1 modul diubah').waitFor();
      await a.getByRole('button', { name: 'Simpan' }).click();
      await a.getByText('Berhasil Menyimpan Setting Modul').waitFor();

      // Browser B: the live settings-changed event asks to refresh; Ya merges the modules and reloads.
      await b.getByText('Pengaturan toko telah diubah. Muat ulang halaman sekarang?').waitFor();
      const reloaded = b.waitForEvent('load');
      await b.getByRole('button', { name: 'Ya' }).click();
      await reloaded;
      await b.getByLabel('Cari Menu').fill('whatsapp');
      await clickToNavigate(b, b.getByRole('menuitem', { name: 'Setting WhatsApp' }), /\/whatsapp-setting$/);
      await b.getByLabel('Nomor Pengirim').fill('0812 3456 7890');
      await b.getByText('Disimpan sebagai 6281234567890').waitFor();
    } finally {
      await logoutApi(b, server.url);
      await contextB.close();
    }
  });

  it('saves a system setting and shows the field message of a refused one', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/settingsystem`);
    await page.getByRole('tab', { name: 'Sistem' }).click();
    const rounding = page.getByLabel('Nilai Pembulatan');
    await rounding.fill('0');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Nilai Pembulatan Tidak Boleh Kurang Dari 1').first().waitFor();
    await rounding.fill('1000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Sistem' }).click();
    expect(await page.getByLabel('Nilai Pembulatan').inputValue()).toBe('1.000');
  });
});

describe('/setting-nota', () => {
  it('previews each line in 20-character slices, broken between words, and keeps it', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/setting-nota`);
    await page.getByRole('button', { name: 'Tambah Baris Header' }).click();
    await page.getByLabel('Header Baris 1', { exact: true }).fill('TOKO EMAS KILAU JAYA ABADI');
    const preview = page.getByTestId('receipt-preview');
    await expect.poll(() => preview.innerText()).toContain('TOKO EMAS KILAU JAYA\nABADI');
    await page.getByText('26/60 karakter, dicetak 2 baris').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.reload();
    expect(await page.getByLabel('Header Baris 1', { exact: true }).inputValue()).toBe('TOKO EMAS KILAU JAYA ABADI');
  });
});

describe('/import-data-pusat', () => {
  it('lists the bad rows of a head-office file and imports nothing, then imports the corrected file', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/import-data-pusat`);
    await page.getByText('Kode yang sudah ada akan diperbarui, kode baru akan ditambahkan.').waitFor();
    await page.getByLabel('Tabel').click();
    await page.getByRole('option', { name: 'Bank', exact: true }).click();
    await page.getByTestId('import-columns').getByText('kode_bank *').waitFor();

    const file = page.getByLabel('File Import');
    const bad = await xlsx([['Kode Bank', 'Nama Bank'], ['PUSAT1', 'Bank Pusat Satu'], ['', 'Bank Tanpa Kode']]);
    await file.setInputFiles({ name: 'bank-pusat.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await page.getByText('bank-pusat.xlsx').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const result = page.getByTestId('import-result');
    await result.getByText('Tidak Ada Data Yang Diimport: 1 Baris Bermasalah').waitFor();
    await result.getByText('Baris 3: Kode Bank Tidak Boleh Kosong').waitFor();

    const good = await xlsx([['Kode Bank', 'Nama Bank'], ['PUSAT1', 'Bank Pusat Satu'], ['PUSAT2', 'Bank Pusat Dua']]);
    await file.setInputFiles({ name: 'bank-pusat.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await result.getByText('Berhasil Import 2 Data').waitFor();
    await result.getByText('2 data baru, 0 data diperbarui.').waitFor();

    await page.goto(`${server.url}/master-bank`);
    await page.getByRole('row').filter({ hasText: 'PUSAT2' }).getByText('Bank Pusat Dua').waitFor();
  });
});

describe('/export-csv', () => {
  it('downloads the chosen master as CSV under its field labels', async () => {
    const { page, server } = e;
    await openAs(page, server.url, `/export-csv`, SECOND.user_id, SECOND.password);
    await page.getByLabel('Tabel').click();
    await page.getByRole('option', { name: 'Bank', exact: true }).click();
    await page.getByText('Kolom: Kode Bank, Nama Bank').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('bank.csv');
    const lines = readFileSync((await file.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFKode Bank,Nama Bank');
    expect(lines).toContain('BCA,Bank Central Asia');
  });
});

describe('/whatsapp-setting', () => {
  it('saves a gateway with its token shown only masked; a wa.me link opens the signed receipt page under the CSP', async () => {
    const { page, server } = e;
    await openAs(page, server.url, '/settingsystem');
    const token = await tokenOf(page);
    expect((await apiCall(server.url, token, 'PUT', 'modules', { WHATSAPP_MODULE: { active: true } })).status).toBe(200);
    await page.goto(`${server.url}/whatsapp-setting`);
    await page.getByLabel('Nomor Pengirim').fill('0812 3456 7890');
    await page.getByLabel('Pengiriman').click();
    await page.getByRole('option', { name: 'Gateway (Wablas / Fonnte)' }).click();
    await page.getByLabel('URL Gateway').fill('fonnte');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Format URL Gateway Tidak Valid').first().waitFor();
    // The cloud's metadata service (or anything on this machine or the shop's network): the server refuses it.
    await page.getByLabel('URL Gateway').fill('http://169.254.169.254/latest/meta-data');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('URL Gateway Tidak Boleh Mengarah Ke Alamat Lokal Atau Jaringan Internal').first().waitFor();
    await page.getByLabel('URL Gateway').fill('https://api.fonnte.com/send');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Token Gateway Tidak Boleh Kosong').first().waitFor();
    await page.getByLabel('Token Gateway').fill('rahasia-gateway-5678');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').waitFor();
    await page.reload();
    await page.getByText('Tersimpan (••••••••5678); kosongkan untuk tetap memakai token ini').waitFor();
    expect(await page.getByLabel('Token Gateway').inputValue()).toBe('');
    expect(await page.content()).not.toContain('rahasia-gateway');

    // Back to the wa.me link: chat/send answers the link; its receipt link opens without a login.
    await page.getByLabel('Pengiriman').click();
    await page.getByRole('option', { name: 'Tautan wa.me' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Berhasil Menyimpan Setting').first().waitFor();
    const sent = await apiCall<{ success: boolean; data: { link: string } }>(server.url, token, 'POST', 'chat/send', {
      receiver: '081234567890',
      message: 'Terima kasih',
      no_nota: 'JL-TOKO01-E2E-0001',
    });
    expect(sent.json.success).toBe(true);
    const receiptUrl = new URL(sent.json.data.link).searchParams.get('text')!.split('\n\n')[1];
    await page.reload();
    const outbox = page.getByRole('table', { name: 'Pesan WhatsApp' });
    await outbox.getByText('6281234567890').waitFor();
    await outbox.getByText('Terkirim').waitFor();

    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(receiptUrl);
    const nota = page.getByTestId('nota');
    await expect.poll(() => nota.innerText()).toContain('JL-TOKO01-E2E-0001');
    expect(await nota.innerText()).toContain('Budi Santoso');
    // Styled by its inline <style>, which the CSP allows: monospace lines.
    expect(await nota.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
    expect(violations).toEqual([]);
    await page.goto(receiptUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await page.getByText('Nota Tidak Ditemukan').first().waitFor();
  });
});
