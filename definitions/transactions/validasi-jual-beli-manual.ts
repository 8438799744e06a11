import { defineValidation } from '../define';
import penjualanManual from './penjualan-manual';
import pembelianManual from './pembelian-manual';

// The day's manual sales and buy-backs validated together by a supervisor (issue 11 section 6), as /validasi-jual-beli
// does for the tagged ones: one list of both kinds, ticked and validated in one call, all of them or none. Behind the
// manual-items gate (MANUAL_ITEMS_TRANSACTION_MODULE, or APP_MODE STOCK_JUAL_MANUAL), like the manual kinds' screens.
export default defineValidation({
  route: '/validasi-jual-beli-manual',
  label: 'Validasi Jual Beli Manual',
  menu: 'validasi_transaksi',
  api: 'validasi-jual-beli-manual',
  kinds: [penjualanManual, pembelianManual],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], rule: 'manualItems' },
  done: 'Jual Beli Manual Berhasil Divalidasi',
});
