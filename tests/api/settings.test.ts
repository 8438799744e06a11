// Settings, module flags, the shop record, CSV export and the head-office import, through the API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../helpers/test-app';

const FORBIDDEN = { message: 'Anda Tidak Memiliki Akses Ke Menu Ini' };
const LEVELS = ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR'] as const;
type Level = (typeof LEVELS)[number];

let t: TestApp;
const tokens = {} as Record<Level, string>;
const events: { event: string; payload: { modules: Record<string, { active: boolean; value: string | null }>; language?: string } }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  tokens.OWN = await t.login();
  for (const level of LEVELS.filter((l) => l !== 'OWN')) {
    await t.createUser(`${level}1`, level);
    tokens[level] = await t.login(`${level}1`, 'rahasia123');
  }
  // This file tests the levels and modules of spec section 6: every user's tree opens the Setting section (a new
  // SPV or KASIR does not have it, tests/api/access-defaults.test.ts).
  await t.db.query(`UPDATE users SET access = $1::jsonb WHERE level IN ('SPV', 'KASIR')`, [
    JSON.stringify([{ key: 'utility', is_show: true, children: [{ key: 'utility_setting', is_show: true }] }]),
  ]);
  // What socket.io would send to every browser.
  t.ctx.live.attach({ emit: (event: string, payload: unknown) => events.push({ event, payload: payload as (typeof events)[number]['payload'] }) });
});
afterAll(() => t.close());
beforeEach(() => {
  events.length = 0;
});

const call = (level: Level, method: string, url: string, body?: unknown) => t.call(method, url, { token: tokens[level], body });
const setting = async (key: string) => (await t.db.query<{ value: string }>('SELECT value FROM para_system WHERE key = $1', [key]))[0]?.value;

/** A file sent the way the import screen sends it: its raw bytes. */
const upload = (level: Level, master: string, file: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/import-data-pusat/${master}`,
    headers: { 'x-auth-token': tokens[level], 'content-type': 'application/octet-stream' },
    payload: typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
  });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('gates by level (spec section 6)', () => {
  const sweep = async (allowed: readonly Level[], send: (level: Level) => Promise<{ statusCode: number; json(): unknown }>) => {
    for (const level of LEVELS) {
      const res = await send(level);
      if (allowed.includes(level)) expect(res.statusCode, level).toBe(200);
      else {
        expect(res.statusCode, level).toBe(403);
        expect(res.json(), level).toEqual(FORBIDDEN);
      }
    }
  };

  it('module flags and system settings: OWN, SU, DEV, MU', async () => {
    await sweep(['OWN', 'SU', 'DEV', 'MU'], (l) => call(l, 'PUT', '/api/v1/modules', { RESELLER_MODULE: { active: false } }));
    await sweep(['OWN', 'SU', 'DEV', 'MU'], (l) => call(l, 'PUT', '/api/v1/para-system/key/pembulatan', { value: 1000 }));
  });

  it('the shop record: OWN and SU', async () => {
    await sweep(['OWN', 'SU'], (l) => call(l, 'PUT', '/api/v1/toko/own', { nama_toko: 'Toko Emas Kilau', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta' }));
    expect((await call('KASIR', 'GET', '/api/v1/toko/own')).statusCode).toBe(200);
  });

  it('receipt settings: everyone, or only OWN and SU when SETTING_NOTA_OWNER_ONLY is on', async () => {
    const body = { value: { header: ['TOKO EMAS KILAU'], footer: [], copies: {} } };
    for (const key of ['setting_nota', 'setting_nota_slip']) {
      await sweep(LEVELS, (l) => call(l, 'PUT', `/api/v1/para-system/key/${key}`, body));
      await t.setModule('SETTING_NOTA_OWNER_ONLY', true);
      await sweep(['OWN', 'SU'], (l) => call(l, 'PUT', `/api/v1/para-system/key/${key}`, body));
      await t.setModule('SETTING_NOTA_OWNER_ONLY', false);
    }
  });

  it('WhatsApp and marketplace settings: nobody while their module is off, everyone once it is on', async () => {
    const cases = [
      ['WHATSAPP_MODULE', 'whatsapp_setting', { nomor_pengirim: '081234567890', template_invoice: 'Nota {no_nota}' }],
      ['MARKETPLACE_INTEGRATION_MODULE', 'marketplace_setting', { SHOPEE: { aktif: true, shop_id: '12345' } }],
    ] as const;
    for (const [module, key, value] of cases) {
      await sweep([], (l) => call(l, 'PUT', `/api/v1/para-system/key/${key}`, { value }));
      await t.setModule(module, true);
      await sweep(LEVELS, (l) => call(l, 'PUT', `/api/v1/para-system/key/${key}`, { value }));
      await t.setModule(module, false);
    }
  });

  it('CSV export: SU and MU; head-office import: OWN and SU', async () => {
    await sweep(['SU', 'MU'], (l) => call(l, 'GET', '/api/v1/export-csv/bank'));
    await sweep(['OWN', 'SU'], (l) => upload(l, 'bank', 'kode_bank,nama_bank\nGATE,Bank Gate\n'));
  });
});

describe('system settings (PUT para-system/key/{key})', () => {
  it('saves a value and answers it, without interrupting any browser (tests/api/settings-live.test.ts)', async () => {
    const res = await call('OWN', 'PUT', '/api/v1/para-system/key/pembulatan', { value: '1,000' });
    expect(res.json()).toEqual({ status: 'success', message: 'Berhasil Menyimpan Setting', data: { key: 'pembulatan', value: '1000' } });
    expect((await call('KASIR', 'GET', '/api/v1/para-system/key/pembulatan')).json().data).toEqual({ key: 'pembulatan', value: '1000' });
    expect(events).toEqual([]);
  });

  it('has every setting on a new database', async () => {
    const keys = (await call('KASIR', 'GET', '/api/v1/para-system')).json().data.map((r: { key: string }) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['tgl_system', 'pembulatan', 'toleransi_penjualan', 'ppn', 'poin_rupiah', 'bahasa_default', 'setting_nota', 'setting_nota_slip', 'whatsapp_setting', 'marketplace_setting']));
  });

  it('refuses invalid values with the field messages and keeps the stored one', async () => {
    const before = await setting('pembulatan');
    const cases: [string, unknown, { field: string; message: string }[]][] = [
      ['pembulatan', 'lima ratus', [{ field: 'pembulatan', message: 'Nilai Pembulatan Harus Berupa Angka' }]],
      ['pembulatan', 0, [{ field: 'pembulatan', message: 'Nilai Pembulatan Tidak Boleh Kurang Dari 1' }]],
      ['toleransi_penjualan', '', [{ field: 'toleransi_penjualan', message: 'Toleransi Penjualan Tidak Boleh Kosong' }]],
      ['ppn', { mode: 'PERSEN', nilai: 150 }, [{ field: 'ppn.nilai', message: 'Nilai PPN Tidak Boleh Lebih Dari 100' }]],
      ['bahasa_default', 'fr', [{ field: 'bahasa_default', message: 'Bahasa Default Tidak Valid' }]],
      ['setting_nota', { header: ['x'.repeat(61)] }, [{ field: 'setting_nota.header.0', message: 'Header Baris 1 Maksimal 60 Karakter' }]],
      ['setting_nota_slip', { copies: { titip: 3 } }, [{ field: 'setting_nota_slip.copies.titip', message: 'Jumlah Cetak Titipan Tidak Valid' }]],
    ];
    for (const [key, value, errors] of cases) {
      const res = await call('OWN', 'PUT', `/api/v1/para-system/key/${key}`, { value });
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toEqual({ message: errors[0].message, errors });
    }
    expect(await setting('pembulatan')).toBe(before);
    expect(events).toEqual([]);
  });

  it('stores receipt settings as JSON and the WhatsApp number with 62', async () => {
    await call('OWN', 'PUT', '/api/v1/para-system/key/setting_nota', { value: { header: ['TOKO EMAS KILAU', 'JL. PASAR BARU 1'], footer: ['Terima kasih'], copies: { hutang: 2 } } });
    expect(JSON.parse((await setting('setting_nota'))!)).toMatchObject({ header: ['TOKO EMAS KILAU', 'JL. PASAR BARU 1'], copies: { hutang: 2, pembelian: 1 } });
    await t.setModule('WHATSAPP_MODULE', true);
    const res = await call('OWN', 'PUT', '/api/v1/para-system/key/whatsapp_setting', { value: { nomor_pengirim: '0812-3456-7890', template_invoice: 'Nota {no_nota}' } });
    expect(JSON.parse(res.json().data.value)).toMatchObject({ nomor_pengirim: '6281234567890', template_invoice: 'Nota {no_nota}', adapter: 'WA_ME' });
    const bad = await call('OWN', 'PUT', '/api/v1/para-system/key/whatsapp_setting', { value: { nomor_pengirim: '0812', template_invoice: 'Halo {siapa}' } });
    expect(bad.json().errors).toEqual([
      { field: 'whatsapp_setting.nomor_pengirim', message: 'Nomor Pengirim Tidak Valid' },
      { field: 'whatsapp_setting.template_invoice', message: 'Template Invoice Memakai Kata Kunci Tidak Dikenal: {siapa}' },
    ]);
    await t.setModule('WHATSAPP_MODULE', false);
  });

  it('sends the language with the event when the default language changes', async () => {
    await call('SU', 'PUT', '/api/v1/para-system/key/bahasa_default', { value: 'en' });
    expect(events.map((e) => e.payload.language)).toEqual(['en']);
    await call('SU', 'PUT', '/api/v1/para-system/key/bahasa_default', { value: 'id' });
  });

  it('refuses tgl_system to everyone: only store closing advances it', async () => {
    const before = await setting('tgl_system');
    for (const level of ['OWN', 'SU'] as const) {
      const res = await call(level, 'PUT', '/api/v1/para-system/key/tgl_system', { value: '2030-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Tanggal Sistem Hanya Dapat Diubah Melalui Tutup Toko' });
    }
    expect(await setting('tgl_system')).toBe(before);
  });

  it('answers 404 for a key that is not a setting', async () => {
    const res = await call('OWN', 'PUT', '/api/v1/para-system/key/tidak_ada', { value: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Data Tidak Ditemukan' });
  });
});

describe('module flags (PUT modules)', () => {
  it('are effective on the next gated call, reported by GET modules and users/me, and sent to every browser', async () => {
    const put = () => call('KASIR', 'PUT', '/api/v1/para-system/key/marketplace_setting', { value: {} });
    expect((await put()).statusCode).toBe(403);
    const res = await call('MU', 'PUT', '/api/v1/modules', { MARKETPLACE_INTEGRATION_MODULE: { active: true }, APP_MODE: { active: true, value: 'STOCK_JUAL_MANUAL' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Berhasil Menyimpan Setting Modul');
    expect(res.json().data.MARKETPLACE_INTEGRATION_MODULE).toEqual({ active: true, value: null });
    expect((await put()).statusCode).toBe(200);
    expect((await call('KASIR', 'GET', '/api/v1/modules')).json().data.APP_MODE).toEqual({ active: true, value: 'STOCK_JUAL_MANUAL' });
    expect((await call('KASIR', 'GET', '/api/v1/users/me')).json().modules.MARKETPLACE_INTEGRATION_MODULE.active).toBe(true);
    expect(events[0]).toEqual({ event: 'settings-changed', payload: { modules: res.json().data } });

    await call('MU', 'PUT', '/api/v1/modules', { MARKETPLACE_INTEGRATION_MODULE: { active: false }, APP_MODE: { active: true, value: 'STANDARD' } });
    expect((await put()).statusCode).toBe(403);
  });

  it('refuses unknown modules and values outside the choices, changing nothing', async () => {
    const res = await call('OWN', 'PUT', '/api/v1/modules', { BERLIAN_MODULE: { active: true }, APP_MODE: { active: true, value: 'GROSIR' }, BUKAN_MODUL: { active: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Nilai Modul APP_MODE Tidak Valid',
      errors: [
        { field: 'APP_MODE', message: 'Nilai Modul APP_MODE Tidak Valid' },
        { field: 'BUKAN_MODUL', message: 'Modul BUKAN_MODUL Tidak Dikenal' },
      ],
    });
    expect((await call('OWN', 'GET', '/api/v1/modules')).json().data.BERLIAN_MODULE.active).toBe(false);
  });
});

describe('the shop record (toko/own)', () => {
  it('saves name, address, phone and portal; health and login show the new name', async () => {
    const body = { nama_toko: 'Kilau Cabang Bogor', alamat_toko: 'Jl. Suryakencana 10, Bogor', phone: '0251-123456', portal: 'https://bogor.kilau.id' };
    const res = await call('OWN', 'PUT', '/api/v1/toko/own', body);
    expect(res.json()).toEqual({ status: 'success', message: 'Berhasil Menyimpan Data Toko', data: { kode_toko: 'TOKO01', level: 'CABANG', zona_waktu: 'Asia/Jakarta', ...body } });
    expect((await t.call('GET', '/api/v1/health')).json().nama_toko).toBe('Kilau Cabang Bogor');
    expect((await call('SPV', 'GET', '/api/v1/users/me')).json().alamat_toko).toBe('Jl. Suryakencana 10, Bogor');
  });

  it('refuses an empty name and a portal that is not a web address', async () => {
    const res = await call('SU', 'PUT', '/api/v1/toko/own', { nama_toko: '', alamat_toko: 'Jl. A', portal: 'bogor.kilau.id' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'nama_toko', message: 'Nama Toko Tidak Boleh Kosong' },
      { field: 'portal', message: 'Portal Harus Berupa Alamat http:// Atau https://' },
    ]);
  });
});

describe('CSV export (GET export-csv/{master})', () => {
  it('streams every active row under the field labels, with a byte-order mark for spreadsheets', async () => {
    await call('OWN', 'POST', '/api/v1/banks', { kode_bank: 'BCA', nama_bank: 'Bank Central Asia' });
    await call('OWN', 'POST', '/api/v1/banks', { kode_bank: 'BTN', nama_bank: 'Bank "Tabungan", Negara' });
    await call('OWN', 'POST', '/api/v1/banks', { kode_bank: 'HAPUS', nama_bank: 'Bank Terhapus' });
    await call('OWN', 'DELETE', '/api/v1/banks/HAPUS');
    const res = await call('SU', 'GET', '/api/v1/export-csv/bank');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bank.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFKode Bank,Nama Bank');
    expect(lines).toContain('BCA,Bank Central Asia');
    expect(lines).toContain('BTN,"Bank ""Tabungan"", Negara"');
    expect(res.body).not.toContain('HAPUS');
  });

  it('answers 404 for an unknown master', async () => {
    const res = await call('SU', 'GET', '/api/v1/export-csv/tidak_ada');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Data Tidak Ditemukan' });
  });
});

describe('head-office import (POST import-data-pusat/{master})', () => {
  const banks = async () => t.db.query<{ kode_bank: string; nama_bank: string; is_active: boolean }>('SELECT kode_bank, nama_bank, is_active FROM master_bank ORDER BY kode_bank');

  it('imports nothing when a row fails, and lists every bad row with its spreadsheet row number', async () => {
    const before = await banks();
    const file = await xlsx([
      ['Kode Bank', 'Nama Bank'],
      ['MDR', 'Bank Mandiri'],
      ['', 'Bank Tanpa Kode'],
      ['BRI', ''],
      ['MDR', 'Bank Mandiri Lagi'],
    ]);
    const res = await upload('OWN', 'bank', file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Tidak Ada Data Yang Diimport: 3 Baris Bermasalah',
      errors: [
        { row: 3, field: 'kode_bank', message: 'Baris 3: Kode Bank Tidak Boleh Kosong' },
        { row: 4, field: 'nama_bank', message: 'Baris 4: Nama Bank Tidak Boleh Kosong' },
        { row: 5, field: 'kode_bank', message: 'Baris 5: Kode Bank MDR Sudah Ada Di Baris 2' },
      ],
    });
    expect(await banks()).toEqual(before);
  });

  it('inserts new codes, updates existing ones, brings back deleted ones, and reads labels or names as headers', async () => {
    await call('OWN', 'POST', '/api/v1/banks', { kode_bank: 'BNI', nama_bank: 'BNI Lama' });
    const file = await xlsx([
      ['KODE BANK', 'nama_bank', 'Catatan Pusat'],
      ['bni', 'Bank Negara Indonesia', 'diperbarui'],
      ['HAPUS', 'Bank Kembali', ''],
      [],
      ['BSI', 'Bank Syariah Indonesia', ''],
    ]);
    const res = await upload('SU', 'bank', file);
    expect(res.json()).toEqual({ status: 'success', message: 'Berhasil Import 3 Data', inserted: 1, updated: 2, ignored: ['Catatan Pusat'] });
    const rows = await banks();
    expect(rows).toContainEqual({ kode_bank: 'BNI', nama_bank: 'Bank Negara Indonesia', is_active: true });
    expect(rows).toContainEqual({ kode_bank: 'HAPUS', nama_bank: 'Bank Kembali', is_active: true });
    expect(rows).toContainEqual({ kode_bank: 'BSI', nama_bank: 'Bank Syariah Indonesia', is_active: true });
  });

  it('reads CSV (semicolons too), checks references, and keeps the stored values of columns the file lacks', async () => {
    const bad = await upload('OWN', 'rekening', 'No Rekening;Nama Rekening;Kode Bank\r\n111;Rekening Toko;TIDAKADA\r\n');
    expect(bad.json().errors).toEqual([{ row: 2, field: 'kode_bank', message: 'Baris 2: Kode Bank Tidak Ditemukan' }]);

    const ok = await upload('OWN', 'rekening', '\uFEFFNo Rekening,Nama Rekening,Kode Bank\r\n111,Rekening Toko,bca\r\n');
    expect(ok.json().message).toBe('Berhasil Import 1 Data');
    expect((await t.db.query('SELECT kode_bank, nama_bank FROM master_rekening WHERE no_rekening = $1', ['111']))[0]).toEqual({ kode_bank: 'BCA', nama_bank: 'Bank Central Asia' });

    await upload('OWN', 'rekening', 'no_rekening,nama_rekening\n111,Rekening Utama\n');
    expect((await t.db.query('SELECT nama_rekening, kode_bank FROM master_rekening WHERE no_rekening = $1', ['111']))[0]).toEqual({ nama_rekening: 'Rekening Utama', kode_bank: 'BCA' });
  });

  it('reads back a file made by the CSV export', async () => {
    const csv = (await call('SU', 'GET', '/api/v1/export-csv/bank')).body.replace('Bank Central Asia', 'Bank BCA');
    const res = await upload('OWN', 'bank', csv);
    expect(res.statusCode).toBe(200);
    expect(await banks()).toContainEqual({ kode_bank: 'BCA', nama_bank: 'Bank BCA', is_active: true });
  });

  it('refuses a file without the key column, an empty file, one that is not a spreadsheet, more than 5000 rows, and above 5 MB', async () => {
    expect((await upload('OWN', 'bank', 'Nama Bank\nBank X\n')).json()).toEqual({ message: 'Kolom kode_bank Tidak Ditemukan Pada Baris Pertama' });
    expect((await upload('OWN', 'bank', 'Kode Bank,Nama Bank\n')).json()).toEqual({ message: 'File Tidak Berisi Data' });
    expect((await upload('OWN', 'bank', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]))).json()).toEqual({ message: 'File Tidak Dapat Dibaca, Gunakan File .xlsx Atau .csv' });
    expect((await upload('OWN', 'bank', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0xff]))).json()).toEqual({ message: 'File Tidak Dapat Dibaca, Gunakan File .xlsx Atau .csv' });
    const rows = Array.from({ length: 5001 }, (_, i) => `K${i},Bank ${i}`);
    expect((await upload('OWN', 'bank', ['Kode Bank,Nama Bank', ...rows].join('\n'))).json()).toEqual({ message: 'File Maksimal 5000 Baris Data' });
    const big = await upload('OWN', 'bank', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Ukuran File Maksimal 5 MB' });
  });

  it('answers 404 for an unknown master', async () => {
    expect((await upload('OWN', 'tidak_ada', 'a\n1\n')).statusCode).toBe(404);
  });
});
