import { describe, expect, it } from 'vitest';
import { defineMaster, f } from '../../definitions/define';
import { MESSAGES, normalizeRecord, validateRecord } from '../../domain/validation';
import sales from '../../definitions/masters/sales';
import bank from '../../definitions/masters/bank';
import kadar from '../../definitions/masters/kadar';
import kelompokHarga from '../../definitions/masters/kelompok-harga';
import paraHargaBeli from '../../definitions/masters/para-harga-beli';
import baki from '../../definitions/masters/baki';

type Rec = Record<string, unknown>;
const messages = (def: Parameters<typeof validateRecord>[0], rec: Rec, mode: 'create' | 'update' = 'create') =>
  validateRecord(def, normalizeRecord(def, rec, mode), mode);

const kadarRecord = (value: unknown) => ({ kode_kadar: 'K75', nama_kadar: 'Tujuh Lima', kadar: value });

describe('limits in messages', () => {
  it('are written the Indonesian way: dots grouping thousands, a decimal comma', () => {
    expect(MESSAGES.maximum('Harga', 999_999_999_999_999)).toBe('Harga Tidak Boleh Lebih Dari 999.999.999.999.999');
    expect(MESSAGES.maximum('Berat', 0.5)).toBe('Berat Tidak Boleh Lebih Dari 0,5');
    expect(MESSAGES.minimum('Kadar', -1.25)).toBe('Kadar Tidak Boleh Kurang Dari -1,25');
    expect(MESSAGES.maximum('Kadar', 500)).toBe('Kadar Tidak Boleh Lebih Dari 500');
  });
});

describe('required fields', () => {
  it('names each of the six sales fields with Tidak Boleh Kosong, in form order', () => {
    expect(messages(sales, {})).toEqual([
      { field: 'kode_sales', message: 'Kode Sales Tidak Boleh Kosong' },
      { field: 'nama_sales', message: 'Nama Sales Tidak Boleh Kosong' },
      { field: 'kode_bank', message: 'Kode Bank Tidak Boleh Kosong' },
      { field: 'nama_bank', message: 'Nama Bank Tidak Boleh Kosong' },
      { field: 'no_rekening', message: 'No Rekening Tidak Boleh Kosong' },
      { field: 'nama_rekening', message: 'Nama Rekening Tidak Boleh Kosong' },
    ]);
  });

  it('treats blank and whitespace-only text as empty', () => {
    expect(messages(bank, { kode_bank: '   ', nama_bank: '' })).toEqual([
      { field: 'kode_bank', message: 'Kode Bank Tidak Boleh Kosong' },
      { field: 'nama_bank', message: 'Nama Bank Tidak Boleh Kosong' },
    ]);
  });

  it('accepts a complete record', () => {
    expect(messages(bank, { kode_bank: 'BCA', nama_bank: 'Bank Central Asia' })).toEqual([]);
  });

  it('does not ask for the key on update (it travels in the path)', () => {
    expect(messages(bank, { nama_bank: 'Bank Central Asia' }, 'update')).toEqual([]);
    expect(messages(paraHargaBeli, { harga_per_gram: 950000 }, 'update')).toEqual([]);
  });
});

describe('lengths', () => {
  it('refuses text over maxLength', () => {
    expect(messages(bank, { kode_bank: 'ABCDEFGHIJK', nama_bank: 'X' })).toEqual([
      { field: 'kode_bank', message: 'Kode Bank Maksimal 10 Karakter' },
    ]);
  });
  it('accepts text of exactly maxLength', () => {
    expect(messages(bank, { kode_bank: 'ABCDEFGHIJ', nama_bank: 'X' })).toEqual([]);
  });
  it('refuses text under minLength', () => {
    expect(messages(kelompokHarga, { kelompok_harga: 'C', keterangan: 'Cincin' })).toEqual([
      { field: 'kelompok_harga', message: 'Kelompok Harga Minimal 2 Karakter' },
    ]);
  });
});

describe('numbers', () => {
  it('refuses kadar 0', () => {
    expect(messages(kadar, kadarRecord(0))).toEqual([{ field: 'kadar', message: 'Kadar Tidak Boleh 0' }]);
  });
  it('refuses kadar 501 and accepts 500', () => {
    expect(messages(kadar, kadarRecord(501))).toEqual([{ field: 'kadar', message: 'Kadar Tidak Boleh Lebih Dari 500' }]);
    expect(messages(kadar, kadarRecord(500))).toEqual([]);
  });
  it('refuses a negative amount', () => {
    expect(messages(kadar, kadarRecord(-1))).toEqual([{ field: 'kadar', message: 'Kadar Tidak Boleh Kurang Dari 0' }]);
  });
  it('accepts two decimals on kadar and refuses three', () => {
    expect(messages(kadar, kadarRecord(75.55))).toEqual([]);
    expect(messages(kadar, kadarRecord(0.29))).toEqual([]);
    expect(messages(kadar, kadarRecord(75.555))).toEqual([{ field: 'kadar', message: 'Kadar Maksimal 2 Angka Di Belakang Koma' }]);
  });
  it('accepts three decimals on a weight and refuses four', () => {
    const tray = { kode_baki: 'B1', nama_baki: 'Baki 1', kode_gudang: 'G01' };
    expect(messages(baki, { ...tray, berat_baki: 0.3 })).toEqual([]);
    expect(messages(baki, { ...tray, berat_baki: 1.234 })).toEqual([]);
    expect(messages(baki, { ...tray, berat_baki: 1.2345 })).toEqual([{ field: 'berat_baki', message: 'Berat Baki Maksimal 3 Angka Di Belakang Koma' }]);
  });
  it('refuses text in a number field', () => {
    expect(messages(kadar, kadarRecord('tujuh'))).toEqual([{ field: 'kadar', message: 'Kadar Harus Berupa Angka' }]);
  });
  it('refuses rupiah with cents and refuses 0 rupiah', () => {
    expect(messages(paraHargaBeli, { kode_harga: 'H1', harga_per_gram: 1000.5 })).toEqual([
      { field: 'harga_per_gram', message: 'Harga Per Gram Harus Berupa Angka' },
    ]);
    expect(messages(paraHargaBeli, { kode_harga: 'H1', harga_per_gram: 0 })).toEqual([
      { field: 'harga_per_gram', message: 'Harga Per Gram Tidak Boleh 0' },
    ]);
  });
});

describe('select, boolean and date fields', () => {
  const demo = defineMaster({
    name: 'demo',
    label: 'Demo',
    route: '/master-demo',
    key: 'kode',
    api: { list: 'demo', create: 'demo', update: 'demo/{kode}', remove: 'demo/{kode}' },
    fields: {
      kode: f.code({ label: 'Kode', required: true }),
      jenis: f.select({ label: 'Jenis', options: ['EMAS', 'PERAK'] }),
      aktif: f.boolean({ label: 'Aktif' }),
      tanggal: f.date({ label: 'Tanggal' }),
    },
    list: { columns: ['kode'] },
  });

  it('refuses a value outside the options', () => {
    expect(messages(demo, { kode: 'A', jenis: 'BESI' })).toEqual([{ field: 'jenis', message: 'Jenis Tidak Valid' }]);
  });
  it('refuses a date not written yyyy-MM-dd', () => {
    expect(messages(demo, { kode: 'A', tanggal: '15/01/2026' })).toEqual([{ field: 'tanggal', message: 'Tanggal Tidak Valid' }]);
  });
  it('accepts valid values, booleans sent as text included', () => {
    expect(messages(demo, { kode: 'A', jenis: 'EMAS', aktif: 'true', tanggal: '2026-01-15' })).toEqual([]);
    expect(normalizeRecord(demo, { kode: 'a', aktif: 'false' }, 'create')).toEqual({ kode: 'A', aktif: false });
  });
});

describe('normalizeRecord', () => {
  it('writes a phone field in the 62 form, however it was typed, and checks its pattern on that form', () => {
    const kontak = defineMaster({
      name: 'kontak',
      label: 'Kontak',
      route: '/master-kontak',
      key: 'kode',
      api: { list: 'kontak', create: 'kontak', update: 'kontak/{kode}', remove: 'kontak/{kode}' },
      fields: {
        kode: f.code({ label: 'Kode', required: true }),
        no_hp: f.text({ label: 'No HP', phone: true, pattern: { regex: '^62[1-9][0-9]{6,12}$', message: 'No HP Tidak Valid' } }),
      },
      list: { columns: ['kode'] },
    });
    for (const typed of ['0812 3456 7890', '+62 812-3456-7890', '6281234567890']) {
      expect(normalizeRecord(kontak, { kode: 'k1', no_hp: typed }, 'create')).toEqual({ kode: 'K1', no_hp: '6281234567890' });
    }
    expect(messages(kontak, { kode: 'K1', no_hp: '12345' })).toEqual([{ field: 'no_hp', message: 'No HP Tidak Valid' }]);
  });
  it('trims text, uppercases codes, keeps names as typed', () => {
    expect(normalizeRecord(bank, { kode_bank: '  bca ', nama_bank: '  Bank Central Asia  ' }, 'create')).toEqual({
      kode_bank: 'BCA',
      nama_bank: 'Bank Central Asia',
    });
  });
  it('uppercases references', () => {
    expect(normalizeRecord(baki, { kode_baki: 'b1', nama_baki: 'Baki', kode_gudang: ' g01 ' }, 'create')).toMatchObject({ kode_gudang: 'G01' });
  });
  it('parses numbers typed as text, thousands separators included', () => {
    expect(normalizeRecord(paraHargaBeli, { kode_harga: 'h1', harga_per_gram: '1,250,000' }, 'create')).toEqual({
      kode_harga: 'H1',
      harga_per_gram: 1250000,
    });
    expect(normalizeRecord(kadar, kadarRecord(' 75.5 '), 'create').kadar).toBe(75.5);
  });
  it('reads numbers typed the Indonesian way by the field\'s unit (domain/units.ts)', () => {
    const tray = { kode_baki: 'B1', nama_baki: 'Baki', kode_gudang: 'G1' };
    expect(normalizeRecord(baki, { ...tray, berat_baki: '7,85' }, 'create').berat_baki).toBe(7.85);
    expect(normalizeRecord(baki, { ...tray, berat_baki: '1.234,5' }, 'create').berat_baki).toBe(1234.5);
    expect(normalizeRecord(baki, { ...tray, berat_baki: '10.005' }, 'create').berat_baki).toBe(10.005);
    expect(normalizeRecord(paraHargaBeli, { kode_harga: 'H1', harga_per_gram: 'Rp. 4.250.000 ,-' }, 'create').harga_per_gram).toBe(4250000);
    expect(normalizeRecord(kadar, kadarRecord('75,5'), 'create').kadar).toBe(75.5);
    expect(messages(baki, { ...tray, berat_baki: '7,8555' })).toEqual([{ field: 'berat_baki', message: 'Berat Baki Maksimal 3 Angka Di Belakang Koma' }]);
    expect(messages(baki, { ...tray, berat_baki: '1.234.567' })).toEqual([{ field: 'berat_baki', message: 'Berat Baki Harus Berupa Angka' }]);
    expect(messages(paraHargaBeli, { kode_harga: 'H1', harga_per_gram: '4,5' })).toEqual([{ field: 'harga_per_gram', message: 'Harga Per Gram Harus Berupa Angka' }]);
    expect(messages(paraHargaBeli, { kode_harga: 'H1', harga_per_gram: '1.000.000.000.000.000' })).toEqual([
      { field: 'harga_per_gram', message: 'Harga Per Gram Tidak Boleh Lebih Dari 999.999.999.999.999' },
    ]);
  });
  it('keeps the sign of a negative amount, for the field\'s own limit to judge', () => {
    const koreksi = defineMaster({
      name: 'koreksi',
      label: 'Koreksi',
      route: '/koreksi',
      key: 'kode',
      api: { list: 'k', create: 'k', update: 'k/{kode}', remove: 'k/{kode}' },
      fields: { kode: f.code({ label: 'Kode', required: true }), selisih: f.money({ label: 'Selisih', min: -1_000_000 }) },
      list: { columns: ['kode'], search: ['kode'] },
      gate: {},
    });
    expect(normalizeRecord(koreksi, { kode: 'K1', selisih: '-15.000' }, 'create').selisih).toBe(-15000);
    expect(messages(koreksi, { kode: 'K1', selisih: '-15.000' })).toEqual([]);
    expect(messages(paraHargaBeli, { kode_harga: 'H1', harga_per_gram: '-15.000' })).toEqual([
      { field: 'harga_per_gram', message: 'Harga Per Gram Tidak Boleh Kurang Dari 0' },
    ]);
  });
  it('refuses booleans and other non-text values in number fields', () => {
    const tray = { kode_baki: 'B1', nama_baki: 'Baki', kode_gudang: 'G1' };
    expect(messages(baki, { ...tray, berat_baki: true })).toEqual([{ field: 'berat_baki', message: 'Berat Baki Harus Berupa Angka' }]);
    expect(messages(baki, { ...tray, berat_baki: ['1'] })).toEqual([{ field: 'berat_baki', message: 'Berat Baki Harus Berupa Angka' }]);
    expect(messages(baki, { ...tray, berat_baki: 1.2345 })).toEqual([{ field: 'berat_baki', message: 'Berat Baki Maksimal 3 Angka Di Belakang Koma' }]);
  });
  it('leaves unreadable numbers as text for the validator to refuse', () => {
    expect(normalizeRecord(kadar, kadarRecord('abc'), 'create').kadar).toBe('abc');
  });
  it('drops empty values, nulls and fields the definition does not have', () => {
    expect(normalizeRecord(bank, { kode_bank: 'BCA', nama_bank: null, is_active: false, extra: 'x' }, 'create')).toEqual({ kode_bank: 'BCA' });
    expect(normalizeRecord(kadar, kadarRecord(''), 'create')).not.toHaveProperty('kadar');
  });
  it('drops the key on update', () => {
    expect(normalizeRecord(bank, { kode_bank: 'BCA', nama_bank: 'Bank' }, 'update')).toEqual({ nama_bank: 'Bank' });
  });
});
