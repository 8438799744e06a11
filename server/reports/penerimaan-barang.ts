import type { ReportQuery } from '../engine/reports';
import { mgToGrams, weightMg } from '../../domain/units';

interface Line {
  no_ref: string;
  tanggal: string;
  kode_supplier: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_baki: string;
  status: string;
  qty: number;
  berat: number;
  total_hpp: number;
}

// Items received in the range (the ledger's TERIMA rows), one row per receipt (no_ref) with its items in detail:
// pieces, grams (summed in integer milligrams) and cost; the receipt's date is its first item's.
const query: ReportQuery = {
  api: 'reportbarang/penerimaan',
  run: async (db, p) => {
    const lines = await db.query<Line>(
      `SELECT m.no_ref, m.tgl_system AS tanggal, b.kode_supplier, m.kode_barcode, b.nama_barang, b.kode_group, m.kode_baki,
              b.status, m.qty, m.berat, b.total_hpp
         FROM barang_mutasi m
         JOIN barang b ON b.kode_barcode = m.kode_barcode
        WHERE m.kode_toko = $1 AND m.jenis = 'TERIMA' AND m.tgl_system BETWEEN $2 AND $3
        ORDER BY m.no_ref, m.tgl_system, m.id`,
      [p.kode_toko, p.from, p.to],
    );
    const receipts = new Map<string, { no_ref: string; tanggal: string; kode_supplier: string; qty: number; mg: number; total_hpp: number; detail: Omit<Line, 'no_ref' | 'tanggal' | 'kode_supplier'>[] }>();
    for (const l of lines) {
      let r = receipts.get(l.no_ref);
      if (!r) receipts.set(l.no_ref, (r = { no_ref: l.no_ref || '-', tanggal: l.tanggal, kode_supplier: l.kode_supplier, qty: 0, mg: 0, total_hpp: 0, detail: [] }));
      r.qty += l.qty;
      r.mg += weightMg(l.berat);
      r.total_hpp += l.total_hpp;
      const { kode_barcode, nama_barang, kode_group, kode_baki, status, qty, berat, total_hpp } = l;
      r.detail.push({ kode_barcode, nama_barang, kode_group, kode_baki, status, qty, berat, total_hpp });
    }
    return [...receipts.values()]
      .sort((a, b) => a.tanggal.localeCompare(b.tanggal) || a.no_ref.localeCompare(b.no_ref))
      .map(({ mg, ...r }) => ({ ...r, berat: mgToGrams(mg) }));
  },
};
export default query;
