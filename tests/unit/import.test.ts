// Reading a head-office spreadsheet (spec section 5: first row header, names lowercased with underscores)
// and the CSV text both ways.
import { describe, expect, it } from 'vitest';
import { MONEY, WEIGHT } from '../../domain/units';
import { fromDecimalComma, headerName, importColumns, importRows } from '../../domain/import';
import { ITEM } from '../../domain/barang';
import { parseCsv, toCsv } from '../../domain/csv';
import bank from '../../definitions/masters/bank';
import rekening from '../../definitions/masters/rekening';

describe('header names', () => {
  it.each([
    ['Kode Bank', 'kode_bank'],
    ['  NAMA   BANK ', 'nama_bank'],
    ['No. Rekening', 'no_rekening'],
    ['kode_bank', 'kode_bank'],
    ['Harga/Gram (Rp)', 'harga_gram_rp'],
  ])('%s -> %s', (text, name) => expect(headerName(text)).toBe(name));
});

describe('columns of an import', () => {
  it('match field names and labels, and list the columns left out', () => {
    expect(importColumns(bank, ['Kode Bank', 'nama_bank', 'Keterangan'])).toEqual({ columns: { fields: ['kode_bank', 'nama_bank', undefined], ignored: ['Keterangan'] } });
  });
  it('need the key column, once', () => {
    expect(importColumns(bank, ['Nama Bank'])).toEqual({ error: 'Kolom kode_bank Tidak Ditemukan Pada Baris Pertama' });
    expect(importColumns(bank, ['Kode Bank', 'KODE_BANK'])).toEqual({ error: 'Kolom kode_bank Muncul Lebih Dari Sekali' });
  });
  it('number rows as the spreadsheet does and skip empty ones', () => {
    const found = importColumns(rekening, ['No Rekening', 'Nama Rekening', 'Kode Bank']);
    if ('error' in found) throw new Error(found.error);
    const rows = importRows(found.columns, [['No Rekening', 'Nama Rekening', 'Kode Bank'], ['001', 'Toko', 'BCA'], ['', '', ''], [], ['002', 'Kas']]);
    expect(rows).toEqual([
      { row: 2, values: { no_rekening: '001', nama_rekening: 'Toko', kode_bank: 'BCA' } },
      { row: 5, values: { no_rekening: '002', nama_rekening: 'Kas', kode_bank: '' } },
    ]);
  });
});

describe('numbers of a spreadsheet set to Indonesian (decimal comma)', () => {
  it.each([
    ['3,25', WEIGHT, '3.250'],
    ['10,005', WEIGHT, '10.005'],
    ['1.500.000,5', WEIGHT, '1500000.500'],
    ['1.500.000', MONEY, '1500000'],
    ['1.500.000,00', MONEY, '1500000'],
    ['-2,5', WEIGHT, '-2.500'],
    // Dots alone stay a decimal point in a field with decimals: a weight 10.005 is never 10005 g.
    ['10.005', WEIGHT, '10.005'],
    // With the decimal mark stated, dots repeated group thousands, in a weight too.
    ['1.234.567', WEIGHT, '1234567.000'],
    // Sen and a fourth decimal become plain numbers the record's validation refuses by name.
    ['1.500.000,50', MONEY, '1500000.5'],
    ['3,2555', WEIGHT, '3.2555'],
    ['5.5', MONEY, '5.5'],
    ['1.50.0', MONEY, '1.50.0'],
    ['abc', WEIGHT, 'abc'],
    ['', WEIGHT, ''],
  ])('%s (%s) reads as %s', (text, unit, read) => expect(fromDecimalComma(text, unit)).toBe(read));
  it('apply to the numeric fields of a decimal-comma file only', () => {
    const header = ['Nama Barang', 'Berat', 'Harga Total', 'Ukuran'];
    const found = importColumns({ ...ITEM, key: 'nama_barang' }, header);
    if ('error' in found) throw new Error(found.error);
    const cells = [header, ['Cincin Ukir Bunga', '3,25', '1.500.000', '12,5']];
    expect(importRows(found.columns, cells, ITEM, true)[0].values).toEqual({ nama_barang: 'Cincin Ukir Bunga', berat: '3.250', harga_total: '1500000', ukuran: '12,5' });
    expect(importRows(found.columns, cells, ITEM, false)[0].values.berat).toBe('3,25');
  });
});

describe('CSV', () => {
  it('reads back what it writes, quotes and line breaks included', () => {
    const rows = [{ a: 'BCA', b: 'Bank "Central", Asia' }, { a: 'X', b: 'dua\nbaris' }];
    const text = toCsv(['a', 'b'], ['Kode', 'Nama'], rows);
    expect(parseCsv(text)).toEqual([['Kode', 'Nama'], ['BCA', 'Bank "Central", Asia'], ['X', 'dua\nbaris']]);
  });
  it('ignores a byte-order mark and reads semicolon files from Indonesian spreadsheets', () => {
    expect(parseCsv('\uFEFFKode Bank;Nama Bank\r\nBCA;Bank Central Asia\r\n')).toEqual([['Kode Bank', 'Nama Bank'], ['BCA', 'Bank Central Asia']]);
    expect(parseCsv('a,b\n1,"2;3"')).toEqual([['a', 'b'], ['1', '2;3']]);
  });
});
