import { defineTransaction, pieceDocument } from '../define';
import { SALE_STATUSES } from './penjualan';
import { BUYBACK_RECEIPT, buybackLines } from './pembelian';

// The manual buy-back (issue 11 section 6): gold bought from a customer by weight and kadar into a manual stock line
// (barang manual) of the shop's buy-back warehouse, priced as the tagged buy-back is (domain/buyback-pricing.ts). Its
// entry screen is the Beli tab of /transaksi-jual-beli-manual; the engine draws the list and the cancellation from
// here (BATAL_PEMBELIAN, a reason, its own business day only, and only while the grams are still in that line).
// Validated with the manual sales (/validasi-jual-beli-manual), hence the sale's statuses.
export default defineTransaction({
  name: 'pembelian_manual',
  label: 'Pembelian Manual',
  api: 'pembelian-manual',
  number: 'no_faktur_beli',
  receipt: BUYBACK_RECEIPT,
  entry: '/transaksi-jual-beli-manual',
  menu: 'penjualan_manual',
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], rule: 'manualItems' },
  statuses: SALE_STATUSES,
  filters: pieceDocument.filters(SALE_STATUSES),
  columns: { ...pieceDocument.columns, input_by: pieceDocument.inputBy },
  lineColumns: buybackLines(true),
  list: { route: '/lihat-pembelian-manual', label: 'Lihat Pembelian Manual' },
  cancel: {
    route: '/batal-pembelian-manual',
    label: 'Batal Pembelian Manual',
    authorization: 'BATAL_PEMBELIAN',
    sameDayOnly: true,
    from: ['DONE'],
    afterValidation: false,
  },
});
