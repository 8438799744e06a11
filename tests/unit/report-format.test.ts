// Report cells and totals formatted by the columns' field kinds (src/engine/export/table.ts), as the screen, the PDF
// and the Excel file show them.
import { describe, expect, it } from 'vitest';
import { column, defineReport, f, filters } from '../../definitions/define';
import { formattedRows, formattedTotals, isNumeric, totals } from '../../src/engine/export/table';

const def = defineReport({
  name: 'contoh',
  label: 'Laporan Contoh',
  route: '/laporan-contoh',
  api: 'contoh',
  filters: [filters.dateRange()],
  columns: {
    tanggal: f.date({ label: 'Tanggal' }),
    waktu: f.datetime({ label: 'Waktu' }),
    status: column(f.text({ label: 'Status' }), { options: [{ value: 'DONE', label: 'Selesai' }] }),
    berat: f.weight({ label: 'Berat' }),
    berat2: f.weight({ label: 'Berat', decimals: 2 }),
    qty: f.number({ label: 'Qty' }),
    kadar: f.percent({ label: 'Kadar' }),
    harga: f.money({ label: 'Harga' }),
    dibayar: column(f.money({ label: 'Dibayar' }), { total: false }),
  },
  export: ['pdf'],
  messages: { emptyTable: '', found: '', empty: '', failed: '' },
});
const rows = [
  { tanggal: '2026-03-05', waktu: null, status: 'DONE', berat: 0.1, berat2: 2.345, qty: 1200, kadar: 75, harga: 1500000, dibayar: 1 },
  { tanggal: '2026-03-06', waktu: null, status: 'OPEN', berat: 0.2, berat2: 1, qty: 1, kadar: 70.5, harga: 250000, dibayar: 2 },
];

describe('report columns by field kind', () => {
  it('format each cell by its kind: codes by label, weights 3 decimals or their own, counts and money grouped', () => {
    expect(formattedRows(def, rows)[0]).toEqual(['2026-03-05', '', 'Selesai', '0,100', '2,35', '1.200', '75,00', '1.500.000', '1']);
    expect(formattedRows(def, rows)[1][2]).toBe('OPEN');
  });

  it('total money, weights and counts exactly, not percentages nor a column that says so', () => {
    expect(totals(def, rows)).toEqual([null, null, null, 0.3, 3.345, 1201, null, 1750000, null]);
    expect(formattedTotals(def, rows, 'Total')).toEqual(['Total', '', '', '0,300', '3,35', '1.201', '', '1.750.000', '']);
  });

  it('align numbers right', () => {
    expect(def.columns.map((c) => isNumeric(c))).toEqual([false, false, false, true, true, true, true, true, true]);
  });
});
