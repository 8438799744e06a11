import { column, defineReport, f, filters } from '../define';

// Laporan Rugi Nota: the shop's own pieces bought back with their sale's receipt (nota), the receipt set against the
// buy-back: what the receipt said (berat_nota, harga_nota, kept on the buy-back line when it was bought), what was
// weighed and paid (berat, harga), the grams short of the receipt (selisih_berat) and the customer's loss on the
// receipt (rugi_nota = harga_nota - harga, and as a percentage of harga_nota), with how many days the customer kept
// the piece. Pieces from elsewhere have no receipt of the shop and are not here (Laporan Potongan Pembelian shows the
// no-receipt cut among every line's cuts).
export default defineReport({
  name: 'pembelian_rugi_nota',
  label: 'Laporan Rugi Nota',
  route: '/laporan-rugi-nota',
  api: 'reportpembelian/rugi-nota',
  filters: filters.period(filters.master({ param: 'kode_sales', label: 'Sales', resource: 'sales', all: true, message: 'Kode Tidak Boleh Kosong' })),
  columns: {
    tanggal: f.date({ label: 'Tanggal Beli' }),
    no_faktur_beli: f.text({ label: 'No Faktur Beli' }),
    kode_sales: f.text({ label: 'Kode Sales' }),
    kode_barcode: f.text({ label: 'Kode Barcode' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    no_faktur_jual: f.text({ label: 'No Faktur Jual' }),
    tgl_jual: f.date({ label: 'Tanggal Jual' }),
    lama_hari: column(f.number({ label: 'Lama (Hari)' }), { total: false }),
    berat_nota: f.weight({ label: 'Berat Nota' }),
    berat: f.weight({ label: 'Berat Beli' }),
    selisih_berat: f.weight({ label: 'Selisih Berat' }),
    harga_nota: f.money({ label: 'Harga Nota' }),
    harga: f.money({ label: 'Harga Beli' }),
    rugi_nota: f.money({ label: 'Rugi Nota' }),
    persen_rugi: column(f.percent({ label: 'Rugi (%)' }), { total: false }),
  },
  export: ['pdf', 'excel'],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  menu: 'laporan_pembelian',
});
