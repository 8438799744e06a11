import { column, defineTransaction, f, pieceDocument } from '../define';
import { SALE_RECEIPT, SALE_STATUSES } from './penjualan';

// The manual sale (issue 11 section 6): grams and pieces of manual stock lines (barang manual: no tags) sold by weight
// at the group's price. Its entry screen is the Jual tab of /transaksi-jual-beli-manual (src/custom-screens/
// jual-beli-manual); the engine draws the list and the cancellation from here, and the server's kind
// (server/documents/kinds/penjualan-manual.ts) cancels by the rule below, as a tagged sale is cancelled. Behind the
// manual-items gate (MANUAL_ITEMS_TRANSACTION_MODULE, or APP_MODE STOCK_JUAL_MANUAL).
export default defineTransaction({
  name: 'penjualan_manual',
  label: 'Penjualan Manual',
  api: 'penjualan-manual',
  number: 'no_faktur_jual',
  receipt: SALE_RECEIPT,
  entry: '/transaksi-jual-beli-manual',
  menu: 'penjualan_manual',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], rule: 'manualItems' },
  statuses: SALE_STATUSES,
  filters: pieceDocument.filters(SALE_STATUSES),
  columns: { ...pieceDocument.columns, input_by: pieceDocument.inputBy },
  lineColumns: {
    kode_baki: f.text({ label: 'Kode Baki' }),
    kode_group: f.text({ label: 'Kode Group' }),
    nama_barang: f.text({ label: 'Nama Barang' }),
    qty: f.number({ label: 'Qty' }),
    berat_jual: f.weight({ label: 'Berat Jual' }),
    harga_per_gram: column(f.money({ label: 'Harga Per Gram' }), { total: false }),
    harga: f.money({ label: 'Harga' }),
    ongkos: f.money({ label: 'Ongkos' }),
    diskon_rp: f.money({ label: 'Diskon' }),
    total: f.money({ label: 'Total' }),
  },
  list: { route: '/lihat-penjualan-manual', label: 'Lihat Penjualan Manual' },
  cancel: {
    route: '/batal-penjualan-manual',
    label: 'Batal Penjualan Manual',
    authorization: 'BATAL_PENJUALAN',
    sameDayOnly: true,
    from: ['DONE'],
    afterValidation: false,
  },
});
