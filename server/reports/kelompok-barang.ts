import type { ReportQuery } from '../engine/reports';
import { mgToGrams, weightMg } from '../../domain/units';

interface Line {
  nama_barang: string;
  size: string;
  berat: number;
  jumlah: number;
}

// The items in stock (READY) of the chosen jenis at the shop, per name; with 'NAMA BARANG DAN SIZE' each name
// carries its sizes (ukuran; '-' when none) in detail. jumlah counts pieces (qty), so a stock line of
// accessories counts its pieces. Grams are summed in integer milligrams, so sums never drift.
const query: ReportQuery = {
  api: 'reportbarang/kelompok-barang',
  run: async (db, p) => {
    const lines = await db.query<Line>(
      `SELECT nama_barang, ukuran AS size, sum(berat) AS berat, sum(qty)::int AS jumlah
         FROM barang
        WHERE status = 'READY' AND kode_toko = $1 AND kode_dept = $2
        GROUP BY nama_barang, ukuran
        ORDER BY nama_barang, ukuran`,
      [p.kode_toko, p.params.kode_dept],
    );
    const withSizes = p.params.group_by === 'NAMA BARANG DAN SIZE';
    const byName = new Map<string, { nama_barang: string; mg: number; jumlah: number; detail: { size: string; berat: number; jumlah: number }[] }>();
    for (const l of lines) {
      let row = byName.get(l.nama_barang);
      if (!row) byName.set(l.nama_barang, (row = { nama_barang: l.nama_barang, mg: 0, jumlah: 0, detail: [] }));
      row.mg += weightMg(l.berat);
      row.jumlah += l.jumlah;
      if (withSizes) row.detail.push({ size: l.size.trim() || '-', berat: l.berat, jumlah: l.jumlah });
    }
    return [...byName.values()].map(({ nama_barang, mg: m, jumlah, detail }) => ({ nama_barang, berat: mgToGrams(m), jumlah, detail }));
  },
};
export default query;
