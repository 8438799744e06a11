// Reading a head-office spreadsheet (spec section 5: first row header, names lowercased with underscores)
// and the CSV text both ways.
import { describe, expect, it } from 'vitest';
import { headerName, importColumns, importRows } from '../../domain/import';
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
