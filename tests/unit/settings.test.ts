// The settings rules both the screens and PUT para-system/key/{key}, PUT modules and PUT toko/own apply.
import { describe, expect, it } from 'vitest';
import { receiptSlices, printCopies } from '../../domain/receipt';
import { isWhatsappNumber, whatsappNumber } from '../../domain/phone';
import { DEFAULT_RECEIPT, DEFAULT_WHATSAPP, fillTemplate, parseJsonSetting, SETTINGS, settingSpec } from '../../domain/settings';
import { checkOwnShop } from '../../domain/shop';
import { checkModuleChanges } from '../../domain/module-flags';
import { MODULES } from '../../definitions/modules';

const check = (key: string, value: unknown) => settingSpec(key)!.check(value);

describe('receipt lines (spec section 9)', () => {
  it('cut in 20-character slices, at most 60 characters', () => {
    expect(receiptSlices('TOKO EMAS KILAU JAYA ABADI')).toEqual(['TOKO EMAS KILAU JAYA', 'ABADI']);
    expect(receiptSlices('x'.repeat(75))).toEqual(['x'.repeat(20), 'x'.repeat(20), 'x'.repeat(20)]);
    expect(receiptSlices('')).toEqual([]);
  });
  it('print twice when the document is set to its duplicate, else once', () => {
    const setting = { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, hutang: 2 as const } };
    expect(printCopies(setting, 'hutang')).toBe(2);
    expect(printCopies(setting, 'pembelian')).toBe(1);
  });
});

describe('WhatsApp numbers (spec section 9: a leading 0 becomes 62)', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
  ])('%s -> %s', (input, out) => expect(whatsappNumber(input)).toBe(out));
  it('accepts 8 to 15 digits without a leading 0', () => {
    expect(isWhatsappNumber('6281234567890')).toBe(true);
    expect(isWhatsappNumber('62812')).toBe(false);
    expect(isWhatsappNumber('62812abc4567')).toBe(false);
  });
});

describe('system settings', () => {
  it('every setting has a default its own check accepts, but WhatsApp, which waits for the shop number', () => {
    const defaults = SETTINGS.map((s) => [s, s.check(s.default.startsWith('{') ? JSON.parse(s.default) : s.default)] as const);
    for (const [s, res] of defaults.filter(([s]) => s.key !== 'whatsapp_setting')) expect(res, s.key).toEqual({ value: s.default });
    expect(check('whatsapp_setting', settingSpec('whatsapp_setting')!.default).errors?.map((e) => e.message)).toEqual(['Nomor Pengirim Tidak Boleh Kosong']);
  });

  it('rounding: a whole rupiah amount of at least 1', () => {
    expect(check('pembulatan', '1,000')).toEqual({ value: '1000' });
    expect(check('pembulatan', 500)).toEqual({ value: '500' });
    expect(check('pembulatan', '1.000')).toEqual({ value: '1000' });
    expect(check('pembulatan', 'Rp. 1.000 ,-')).toEqual({ value: '1000' });
    expect(check('pembulatan', '')).toEqual({ errors: [{ field: 'pembulatan', message: 'Nilai Pembulatan Tidak Boleh Kosong' }] });
    expect(check('pembulatan', '500.5')).toEqual({ errors: [{ field: 'pembulatan', message: 'Nilai Pembulatan Harus Berupa Angka' }] });
    expect(check('pembulatan', 'lima')).toEqual({ errors: [{ field: 'pembulatan', message: 'Nilai Pembulatan Harus Berupa Angka' }] });
    expect(check('pembulatan', 0)).toEqual({ errors: [{ field: 'pembulatan', message: 'Nilai Pembulatan Tidak Boleh Kurang Dari 1' }] });
  });

  it('sales tolerance: grams with 3 decimals', () => {
    expect(check('toleransi_penjualan', '0.05')).toEqual({ value: '0.05' });
    expect(check('toleransi_penjualan', '0,05')).toEqual({ value: '0.05' });
    expect(check('toleransi_penjualan', '0.0005').errors?.[0].message).toBe('Toleransi Penjualan Maksimal 3 Angka Di Belakang Koma');
    expect(check('toleransi_penjualan', 11).errors?.[0].message).toBe('Toleransi Penjualan Tidak Boleh Lebih Dari 10');
  });

  it('VAT: percent up to 100, or whole rupiah per gram', () => {
    expect(check('ppn', { mode: 'PERSEN', nilai: '11' })).toEqual({ value: '{"mode":"PERSEN","nilai":11}' });
    expect(check('ppn', { mode: 'BERAT', nilai: 2500 })).toEqual({ value: '{"mode":"BERAT","nilai":2500}' });
    expect(check('ppn', { mode: 'PERSEN', nilai: 101 })).toEqual({ errors: [{ field: 'ppn.nilai', message: 'Nilai PPN Tidak Boleh Lebih Dari 100' }] });
    expect(check('ppn', { mode: 'BERAT', nilai: 2.5 }).errors?.[0].message).toBe('Nilai PPN Harus Berupa Angka');
    // Typed the Indonesian way: 1,1 % is 1.1 %, never 11 %; a third decimal is refused, not rounded.
    expect(check('ppn', { mode: 'PERSEN', nilai: '1,1' })).toEqual({ value: '{"mode":"PERSEN","nilai":1.1}' });
    expect(check('ppn', { mode: 'PERSEN', nilai: '1,125' }).errors?.[0].message).toBe('Nilai PPN Maksimal 2 Angka Di Belakang Koma');
    expect(check('ppn', { mode: 'BERAT', nilai: 'Rp. 2.500 ,-' })).toEqual({ value: '{"mode":"BERAT","nilai":2500}' });
    expect(check('ppn', { mode: 'PERSEN', nilai: true }).errors?.[0].message).toBe('Nilai PPN Harus Berupa Angka');
    expect(check('ppn', { mode: 'EMAS', nilai: 1 }).errors?.[0]).toEqual({ field: 'ppn.mode', message: 'Jenis PPN Tidak Valid' });
    expect(check('ppn', 'bukan json')).toEqual({ errors: [{ field: 'ppn', message: 'Format PPN Tidak Valid' }] });
    expect(check('ppn', '{"mode":"PERSEN","nilai":5}')).toEqual({ value: '{"mode":"PERSEN","nilai":5}' });
  });

  it('default language: one of the six', () => {
    expect(check('bahasa_default', 'en')).toEqual({ value: 'en' });
    expect(check('bahasa_default', 'fr')).toEqual({ errors: [{ field: 'bahasa_default', message: 'Bahasa Default Tidak Valid' }] });
  });
});

describe('receipt settings', () => {
  it('keep lines of up to 60 characters, trailing spaces dropped, and 1 or 2 copies per document', () => {
    const value = { header: ['  TOKO EMAS KILAU   ', ''], footer: ['Terima kasih'], copies: { pembelian: 2 } };
    const stored = JSON.parse(check('setting_nota', value).value!);
    expect(stored).toEqual({ kertas: '80mm', header: ['  TOKO EMAS KILAU', ''], footer: ['Terima kasih'], copies: { ...DEFAULT_RECEIPT.copies, pembelian: 2 } });
  });
  it('refuse a long line, too many lines and other copy counts, naming each', () => {
    const res = check('setting_nota_slip', { header: ['x'.repeat(61)], footer: ['a', 'b', 'c', 'd', 'e', 'f'], copies: { hutang: 3 } });
    expect(res.errors).toEqual([
      { field: 'setting_nota_slip.header.0', message: 'Header Baris 1 Maksimal 60 Karakter' },
      { field: 'setting_nota_slip.footer', message: 'Footer Maksimal 5 Baris' },
      { field: 'setting_nota_slip.copies.hutang', message: 'Jumlah Cetak Hutang Tidak Valid' },
    ]);
  });
});

describe('WhatsApp setting', () => {
  it('stores the sender number as WhatsApp wants it', () => {
    const res = check('whatsapp_setting', { nomor_pengirim: '0812 3456 7890', template_invoice: 'Nota {no_nota}' });
    // A setting without an adapter (saved before adapters existed) reads as the wa.me link.
    expect(JSON.parse(res.value!)).toEqual({ ...DEFAULT_WHATSAPP, nomor_pengirim: '6281234567890', template_invoice: 'Nota {no_nota}' });
  });
  it("needs the chosen adapter's own fields, in their formats", () => {
    const base = { nomor_pengirim: '0812 3456 7890', template_invoice: 'Nota {no_nota}' };
    expect(check('whatsapp_setting', { ...base, adapter: 'CLOUD_API', cloud_phone_number_id: '', cloud_api_version: 'v21' }).errors).toEqual([
      { field: 'whatsapp_setting.cloud_api_version', message: 'Format Versi Cloud API Tidak Valid' },
      { field: 'whatsapp_setting.cloud_phone_number_id', message: 'Phone Number ID Tidak Boleh Kosong' },
    ]);
    expect(check('whatsapp_setting', { ...base, adapter: 'GATEWAY', gateway_url: 'ftp://x' }).errors).toEqual([
      { field: 'whatsapp_setting.gateway_url', message: 'Format URL Gateway Tidak Valid' },
    ]);
    expect(check('whatsapp_setting', { ...base, adapter: 'SMS', gateway_format: 'XML' }).errors).toEqual([
      { field: 'whatsapp_setting.adapter', message: 'Pengiriman Tidak Valid' },
      { field: 'whatsapp_setting.gateway_format', message: 'Format Gateway Tidak Valid' },
    ]);
    // Another adapter's fields are kept as typed, not required.
    const ok = JSON.parse(check('whatsapp_setting', { ...base, adapter: 'GATEWAY', gateway_url: 'https://api.fonnte.com/send', gateway_format: 'JSON' }).value!);
    expect(ok).toMatchObject({ adapter: 'GATEWAY', gateway_url: 'https://api.fonnte.com/send', gateway_format: 'JSON', cloud_phone_number_id: '' });
  });
  it('refuses a missing or wrong number and unknown placeholders', () => {
    expect(check('whatsapp_setting', { nomor_pengirim: '', template_invoice: 'x' }).errors).toEqual([
      { field: 'whatsapp_setting.nomor_pengirim', message: 'Nomor Pengirim Tidak Boleh Kosong' },
    ]);
    expect(check('whatsapp_setting', { nomor_pengirim: '0812', template_invoice: 'Halo {nama}' }).errors).toEqual([
      { field: 'whatsapp_setting.nomor_pengirim', message: 'Nomor Pengirim Tidak Valid' },
      { field: 'whatsapp_setting.template_invoice', message: 'Template Invoice Memakai Kata Kunci Tidak Dikenal: {nama}' },
    ]);
  });
  it('fills the template', () => {
    expect(fillTemplate('Nota {no_nota}, total Rp {total} {lain}', { no_nota: 'PJ-1', total: '1,000' })).toBe('Nota PJ-1, total Rp 1,000 {lain}');
  });
});

describe('marketplace setting', () => {
  it('needs a shop id only for an enabled marketplace', () => {
    const res = check('marketplace_setting', { SHOPEE: { aktif: true, shop_id: '' }, LAZADA: { aktif: false, shop_id: '' } });
    expect(res.errors).toEqual([{ field: 'marketplace_setting.SHOPEE.shop_id', message: 'Shop ID Shopee Tidak Boleh Kosong' }]);
    const ok = JSON.parse(check('marketplace_setting', { TOKOPEDIA: { aktif: true, shop_id: 'kilau.official' } }).value!);
    expect(ok.TOKOPEDIA).toEqual({ aktif: true, shop_id: 'kilau.official' });
    expect(ok.SHOPEE).toEqual({ aktif: false, shop_id: '' });
  });
  it('reads a stored value back, or the default', () => {
    expect(parseJsonSetting('marketplace_setting', null)).toEqual(JSON.parse(settingSpec('marketplace_setting')!.default));
    expect(parseJsonSetting('marketplace_setting', 'rusak')).toEqual(JSON.parse(settingSpec('marketplace_setting')!.default));
  });
});

describe('the shop record (/settingtoko)', () => {
  it('needs a name and an address; phone and portal are optional', () => {
    expect(checkOwnShop({ nama_toko: ' Kilau ', alamat_toko: 'Jl. Emas 1', phone: '', portal: '' })).toEqual({
      value: { nama_toko: 'Kilau', alamat_toko: 'Jl. Emas 1', phone: null, portal: null },
    });
    expect(checkOwnShop({}).errors).toEqual([
      { field: 'nama_toko', message: 'Nama Toko Tidak Boleh Kosong' },
      { field: 'alamat_toko', message: 'Alamat Toko Tidak Boleh Kosong' },
    ]);
  });
  it('refuses a wrong phone, a portal that is not a web address, and long values', () => {
    expect(checkOwnShop({ nama_toko: 'x'.repeat(61), alamat_toko: 'a', phone: 'telp kantor', portal: 'ftp://x' }).errors).toEqual([
      { field: 'nama_toko', message: 'Nama Toko Maksimal 60 Karakter' },
      { field: 'phone', message: 'Telepon Tidak Valid' },
      { field: 'portal', message: 'Portal Harus Berupa Alamat http:// Atau https://' },
    ]);
  });
});

describe('module flag changes', () => {
  it('keep catalogue modules with a boolean and, where the module has choices, one of them', () => {
    expect(checkModuleChanges({ SUPPLIER_BARANG_MODULE: { active: true }, APP_MODE: { active: true, value: 'STOCK_JUAL_MANUAL' } })).toEqual({
      changes: { SUPPLIER_BARANG_MODULE: { active: true, value: null }, APP_MODE: { active: true, value: 'STOCK_JUAL_MANUAL' } },
    });
  });
  it('name every refusal', () => {
    expect(checkModuleChanges({ TIDAK_ADA: { active: true }, BERLIAN_MODULE: { active: 'ya' }, APP_MODE: { active: true, value: 'LAIN' } }).errors).toEqual([
      { field: 'TIDAK_ADA', message: 'Modul TIDAK_ADA Tidak Dikenal' },
      { field: 'BERLIAN_MODULE', message: 'Status Modul BERLIAN_MODULE Tidak Valid' },
      { field: 'APP_MODE', message: 'Nilai Modul APP_MODE Tidak Valid' },
    ]);
    expect(checkModuleChanges({}).errors?.[0].message).toBe('Tidak Ada Modul Yang Diubah');
  });
  it('the catalogue offers each module with values its default among them', () => {
    for (const m of MODULES.filter((x) => x.values)) expect(m.values!.length, m.key).toBeGreaterThan(1);
  });
});
