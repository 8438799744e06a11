import { defineValidation } from '../define';
import penjualan from './penjualan';
import pembelian from './pembelian';

// The day's sales and buy-backs validated together by a supervisor (issue 11 section 4): one list of both kinds, each
// row telling its kind, ticked and validated in one call, all of them or none. A kind keeps its own validation screen
// where it has one (/validasi-penjualan); a validated document is recorded the same way (dokumen_validasi) whichever
// screen validated it.
export default defineValidation({
  route: '/validasi-jual-beli',
  label: 'Validasi Jual Beli',
  menu: 'validasi_transaksi',
  api: 'validasi-jual-beli',
  kinds: [penjualan, pembelian],
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  done: 'Jual Beli Berhasil Divalidasi',
});
