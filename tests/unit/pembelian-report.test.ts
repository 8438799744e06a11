// The purchase report's pure piece: the rule that downloads its PDF past 500 detail rows instead of opening it (its
// 'Kelompok Harga' choices are a lookup, server/reports/lookups/kelompok-harga.sql: tests/api/pembelian-reports.test.ts).
import { describe, expect, it } from 'vitest';
import { downloadsPdf } from '../../src/engine/export/pdf';
import purchaseReport from '../../definitions/reports/pembelian-per-faktur';
import batalTitip from '../../definitions/reports/batal-titip';

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
