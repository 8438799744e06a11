// The purchase report's pure pieces: the 'Kelompok Harga' of spec section 9 (first and last character of each
// kode_dept, duplicates removed) and the rule that downloads its PDF past 500 detail rows instead of opening it.
import { describe, expect, it } from 'vitest';
import { kelompokHargaOf, kelompokHargaValues } from '../../domain/kelompok-harga';
import { downloadsPdf } from '../../src/engine/export/pdf';
import purchaseReport from '../../definitions/reports/pembelian-per-faktur';
import batalTitip from '../../definitions/reports/batal-titip';

describe('kelompok harga', () => {
  it('is the first and last character of a kode_dept', () => {
    expect(kelompokHargaOf('CIN')).toBe('CN');
    expect(kelompokHargaOf(' kal ')).toBe('KL');
    expect(kelompokHargaOf('X')).toBe('XX');
    expect(kelompokHargaOf('')).toBe('');
  });

  it('offers each value once, sorted', () => {
    expect(kelompokHargaValues(['KAL', 'CIN', 'CAN', 'KOL', '', 'GK'])).toEqual(['CN', 'GK', 'KL']);
  });
});

describe('the PDF download rule', () => {
  const groups = (details: number[]) => details.map((n, i) => ({ kondisi: `K${i}`, detail: Array.from({ length: n }, () => ({ nama_barang: 'x' })) }));

  it('downloads the purchase report past 500 detail rows, whatever its number of groups', () => {
    expect(downloadsPdf(purchaseReport, groups([250, 250]))).toBe(false);
    expect(downloadsPdf(purchaseReport, groups([250, 251]))).toBe(true);
  });

  it('counts the rows of a report by default', () => {
    const rows = (n: number) => Array.from({ length: n }, () => ({ nama_barang: 'x' }));
    expect(downloadsPdf(batalTitip, rows(500))).toBe(false);
    expect(downloadsPdf(batalTitip, rows(501))).toBe(true);
  });
});
