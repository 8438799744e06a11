// Routes that are not definition-driven: hand-written screens (src/custom-screens) and the shell's pages.
// The browser maps each to its component (a contract test checks both sides agree); the server and
// `npm run routes` read the gates from here.
import type { Gate } from './define';

export interface PageRoute {
  route: string;
  kind: 'custom' | 'page';
  label: string;
  gate: Gate;
  /** The menu section (definitions/menus.ts) it is listed in; absent for pages outside the menu. */
  menu?: string;
}

/** The refining entry screens' modules (spec section 6). */
const SEPUHAN_ENTRY = { modules: ['SEPUHAN_MODULE'], modulesOff: ['SEPUHAN_TERPUSAT_MODULE'] };

export const PAGES: readonly PageRoute[] = [
  { route: '/', kind: 'page', label: 'Login', gate: { access: false } },
  { route: '/home', kind: 'page', label: 'Beranda', gate: { access: false } },
  { route: '/404', kind: 'page', label: 'Halaman Tidak Tersedia', gate: { access: false } },
  { route: '/blank', kind: 'page', label: 'Kosong', gate: { access: false } },
  // The shop's public page, answered by the server itself for anyone, without the app (server/routes/publik.ts).
  { route: '/landingpages', kind: 'page', label: 'Halaman Publik', gate: { access: false } },
  // The day of the shop (issue 23 item 6): what it shows is trimmed per figure by the screens the user may open
  // (server/dashboard/service.ts); /home shows it to whoever may open it. /dashboardPusat: the head office's, with its shop chooser.
  { route: '/dashboard', kind: 'custom', label: 'Dashboard', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], access: false } },
  { route: '/dashboardPusat', kind: 'custom', label: 'Dashboard Pusat', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], rule: 'headOffice', access: false } },
  { route: '/ganti-password', kind: 'custom', label: 'Ganti Password', gate: { access: false }, menu: 'utility_user' },
  // Settings (spec section 6 gates); the server guards each setting's write with its screen's gate.
  { route: '/settingsystem', kind: 'custom', label: 'Setting System', gate: { levels: ['OWN', 'SU', 'DEV', 'MU'] }, menu: 'utility_setting' },
  { route: '/settingtoko', kind: 'custom', label: 'Setting Toko', gate: { levels: ['OWN', 'SU'] }, menu: 'utility_setting' },
  { route: '/setting-nota', kind: 'custom', label: 'Setting Nota', gate: { rule: 'settingNota' }, menu: 'utility_setting' },
  { route: '/setting-nota-slip', kind: 'custom', label: 'Setting Nota Slip', gate: { rule: 'settingNota' }, menu: 'utility_setting' },
  { route: '/whatsapp-setting', kind: 'custom', label: 'Setting WhatsApp', gate: { modules: ['WHATSAPP_MODULE'] }, menu: 'utility_setting' },
  { route: '/marketplace-setting', kind: 'custom', label: 'Setting Marketplace', gate: { modules: ['MARKETPLACE_INTEGRATION_MODULE'] }, menu: 'utility_setting' },
  { route: '/export-csv', kind: 'custom', label: 'Export CSV', gate: { levels: ['SU', 'MU'] }, menu: 'utility_setting' },
  // Members (issue 23): the point value and expiry of the points.
  { route: '/setting-member', kind: 'custom', label: 'Setting Member', gate: { levels: ['OWN', 'SU', 'MU'], modules: ['MEMBER_MODULE'] }, menu: 'member_setting' },
  // A member's points (issue 23): gifts for points at the counter, a correction by hand (a supervisor's), the history.
  { route: '/tukar-point', kind: 'custom', label: 'Tukar Point', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['MEMBER_MODULE'] }, menu: 'member_poin' },
  { route: '/transaksi-poin', kind: 'custom', label: 'Transaksi Poin', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] }, menu: 'member_poin' },
  { route: '/lihat-transaksi-member', kind: 'custom', label: 'Lihat Transaksi Member', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['MEMBER_MODULE'] }, menu: 'member_data' },
  // The API reference for implementers (server: GET openapi.json, the routes' own schemas and gates).
  { route: '/referensi-api', kind: 'custom', label: 'Referensi API', gate: { levels: ['OWN', 'SU', 'DEV'] }, menu: 'utility_setting' },
  { route: '/import-data-pusat', kind: 'custom', label: 'Import Data Pusat', gate: { levels: ['OWN', 'SU'] }, menu: 'utility_setting' },
  { route: '/data-users', kind: 'custom', label: 'Data Users', gate: { levels: ['OWN', 'SU'] }, menu: 'utility_user' },
  { route: '/hak-akses-users', kind: 'custom', label: 'Hak Akses Users', gate: { levels: ['OWN', 'SU'] }, menu: 'utility_user' },
  { route: '/hak-akses-news', kind: 'custom', label: 'Hak Akses News', gate: { levels: ['OWN', 'SU'] }, menu: 'utility_user' },
  { route: '/cek-kupon', kind: 'custom', label: 'Cek Kupon', gate: { modules: ['KUPON_PENJUALAN_MODULE'] }, menu: 'utility_parameter' },
  {
    route: '/parameter-akun',
    kind: 'custom',
    label: 'Parameter Akun',
    gate: { modules: ['NAGAFIN_ACCOUNTING_MODULE'], levels: ['OWN', 'SU', 'MU', 'SPV'] },
    menu: 'utility_parameter',
  },
  // Inventory (issue 4). Moving, sampling and accessory stock are counter work (every level with the access
  // tree); adding, melting and profits are for supervisors and up.
  { route: '/data-barang', kind: 'custom', label: 'Data Barang', gate: {}, menu: 'barang_data' },
  { route: '/tambah-data-barang', kind: 'custom', label: 'Tambah Data Barang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_data' },
  { route: '/tambah-barang-banyak', kind: 'custom', label: 'Tambah Barang Banyak', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_data' },
  { route: '/pindah-barang', kind: 'custom', label: 'Pindah Barang', gate: {}, menu: 'barang_mutasi' },
  { route: '/pindah-barang-satu-baki', kind: 'custom', label: 'Pindah Barang Satu Baki', gate: {}, menu: 'barang_mutasi' },
  { route: '/penerimaan-barang', kind: 'custom', label: 'Penerimaan Barang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_data' },
  { route: '/batal-penerimaan-barang', kind: 'custom', label: 'Batal Penerimaan Barang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_data' },
  { route: '/hancur-data-barang', kind: 'custom', label: 'Hancur Data Barang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_mutasi' },
  { route: '/tambah-dan-ambil-stock-aksesoris', kind: 'custom', label: 'Tambah Dan Ambil Stock Aksesoris', gate: {}, menu: 'barang_data' },
  { route: '/update-profit-barang', kind: 'custom', label: 'Update Profit Barang', gate: { levels: ['OWN', 'SU', 'MU'] }, menu: 'barang_data' },
  { route: '/cetak-barcode', kind: 'custom', label: 'Cetak Barcode', gate: {}, menu: 'barang_data' },
  { route: '/ambil-barang-contoh', kind: 'custom', label: 'Ambil Barang Contoh', gate: {}, menu: 'barang_mutasi' },
  { route: '/timbang-baki', kind: 'custom', label: 'Timbang Baki', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'barang_mutasi' },
  // Stocktaking: it records what was found and never moves stock (server/routes/stock-opname.ts).
  { route: '/stock-opname', kind: 'custom', label: 'Stock Opname', gate: {}, menu: 'barang_opname' },
  { route: '/stock-opname-penerimaan', kind: 'custom', label: 'Stock Opname Penerimaan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_opname' },
  { route: '/stock-opname-global', kind: 'custom', label: 'Stock Opname Global', gate: { modules: ['OPNAME_GLOBAL_DAILY_MODULE'] }, menu: 'barang_opname' },
  { route: '/stock-opname-rfid', kind: 'custom', label: 'Stock Opname RFID', gate: { modules: ['RFID_MODULE'] }, menu: 'barang_opname' },
  // Transfers between shops (KIRIM_BARANG_MODULE). /kirim-barang-kecabang is head-office work (rule headOffice:
  // the user's own shop is the PUSAT one). The web catalogue screens need BARANG_WEB_EXTERNAL_MODULE.
  { route: '/kirim-barang', kind: 'custom', label: 'Kirim Barang', gate: { modules: ['KIRIM_BARANG_MODULE'] }, menu: 'barang_kirim' },
  { route: '/kirim-barang-kecabang', kind: 'custom', label: 'Kirim Barang Ke Cabang', gate: { modules: ['KIRIM_BARANG_MODULE'], levels: ['OWN', 'SU', 'MU', 'SPV'], rule: 'headOffice' }, menu: 'barang_kirim' },
  { route: '/terima-barang', kind: 'custom', label: 'Terima Barang', gate: { modules: ['KIRIM_BARANG_MODULE'] }, menu: 'barang_kirim' },
  // Not in the spec: what a transfer left in transit goes back to the sender's trays (a supervisor's decision).
  { route: '/kirim-barang-kembali', kind: 'custom', label: 'Kembalikan Barang Kiriman', gate: { modules: ['KIRIM_BARANG_MODULE'], levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_kirim' },
  { route: '/kirim-barang-external', kind: 'custom', label: 'Kirim Barang External', gate: { modules: ['BARANG_WEB_EXTERNAL_MODULE'], levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_kirim' },
  { route: '/update-barang-external', kind: 'custom', label: 'Update Barang External', gate: { modules: ['BARANG_WEB_EXTERNAL_MODULE'], levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'barang_kirim' },
  // Manual items (stock without tags): the module, or the app in STOCK_JUAL_MANUAL mode (domain/gates.ts).
  { route: '/data-barang-manual', kind: 'custom', label: 'Data Barang Manual', gate: { rule: 'manualItems' }, menu: 'barang_manual' },
  { route: '/pindah-barang-manual', kind: 'custom', label: 'Pindah Barang Manual', gate: { rule: 'manualItems' }, menu: 'barang_manual' },
  { route: '/hancur-barang-manual', kind: 'custom', label: 'Hancur Barang Manual', gate: { rule: 'manualItems' }, menu: 'barang_manual' },
  // Manual sales and buy-backs (issue 11): one entry screen, two tabs; every level that sells, behind the same rule.
  { route: '/transaksi-jual-beli-manual', kind: 'custom', label: 'Transaksi Jual Beli Manual', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], rule: 'manualItems' }, menu: 'penjualan_manual' },
  // The gold price of the day (issue 9): a supervisor changes the prices; the TV board shows them to every level.
  { route: '/harga-emas', kind: 'custom', label: 'Harga Emas Hari Ini', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'penjualan_harga' },
  { route: '/papan-harga', kind: 'custom', label: 'Papan Harga Emas', gate: {}, menu: 'penjualan_harga' },
  // The sale's entry screen (issue 9): every level that sells; a KASIR by default (the penjualan group of its access).
  { route: '/transaksi-penjualan', kind: 'custom', label: 'Transaksi Penjualan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'penjualan_transaksi' },
  // Buy-back (issue 10): a KASIR buys back as they sell (the pembelian group of its access).
  { route: '/transaksi-pembelian', kind: 'custom', label: 'Transaksi Pembelian', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'pembelian_transaksi' },
  // Orders (issue 21): taken and collected at the counter by every level that sells.
  { route: '/transaksi-pesanan', kind: 'custom', label: 'Transaksi Pesanan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'pesanan_transaksi' },
  // Pre-orders (issue 21, PRE_ORDER_MODULE): orders filled by a supplier. Taken and listed at the counter; the supplier's
  // pieces are imported or bound to their PO by a supervisor.
  { route: '/transaksi-pre-order', kind: 'custom', label: 'Transaksi Pre Order', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['PRE_ORDER_MODULE'] }, menu: 'pesanan_preorder' },
  { route: '/lihat-pre-order', kind: 'custom', label: 'Lihat Pre Order', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['PRE_ORDER_MODULE'] }, menu: 'pesanan_preorder' },
  { route: '/closing-barang-po', kind: 'custom', label: 'Closing Barang PO', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['PRE_ORDER_MODULE'] }, menu: 'pesanan_preorder' },
  { route: '/import-pre-order', kind: 'custom', label: 'Import Pre Order', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['PRE_ORDER_MODULE'] }, menu: 'pesanan_preorder' },
  // Services (issue 21): taken in, marked done and handed out at the counter by every level that sells.
  { route: '/transaksi-cicilan', kind: 'custom', label: 'Transaksi Cicilan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'], modules: ['CICILAN_MODULE'] }, menu: 'cicilan_transaksi' },
  // Contracts with enough missed instalments, auctioned (POST cicilan/{no}/lelang takes this page's gate).
  { route: '/lelang-cicilan', kind: 'custom', label: 'Lelang Cicilan', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['CICILAN_MODULE'] }, menu: 'cicilan_transaksi' },
  { route: '/transaksi-services', kind: 'custom', label: 'Transaksi Service', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'service_transaksi' },
  // Pawn loans (issue 22): taken, renewed and redeemed at the counter by every level that sells.
  { route: '/transaksi-hutang', kind: 'custom', label: 'Transaksi Hutang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'hutang_transaksi' },
  { route: '/hancur-pembelian', kind: 'custom', label: 'Hancur Pembelian', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'pembelian_transaksi' },
  // What happens to bought-back gold (SEPUHAN_MODULE; the entry screens also need SEPUHAN_TERPUSAT_MODULE off, spec
  // section 6): supervisors' work, never a cashier's.
  ...(
    [
      ['/sortir-pembelian', 'Sortir Pembelian'],
      ['/pindah-sortir', 'Pindah Sortir'],
      ['/kirim-barang-cuci', 'Kirim Barang Cuci'],
      ['/terima-barang-cuci', 'Terima Barang Cuci'],
      ['/terima-sepuhan', 'Terima Sepuhan'],
      ['/wasting-sepuhan', 'Wasting Sepuhan'],
    ] as const
  ).map(
    ([route, label]): PageRoute => ({ route, kind: 'custom', label, gate: { ...SEPUHAN_ENTRY, levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'pembelian_sepuhan' }),
  ),
  {
    route: '/stock-cuci-manual',
    kind: 'custom',
    label: 'Stock Cuci Manual',
    gate: { modules: ['SEPUHAN_MODULE', 'STOCK_SEPUHAN_MANUAL_MODULE'], modulesOff: SEPUHAN_ENTRY.modulesOff, levels: ['OWN', 'SU', 'MU', 'SPV'] },
    menu: 'pembelian_sepuhan',
  },
  { route: '/validasi-susut', kind: 'custom', label: 'Validasi Susut', gate: { modules: ['SEPUHAN_MODULE'], levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'pembelian_sepuhan' },
  // The cash and bank books and the money documents (issue 11): the till is the cashier's, so a KASIR keeps its book,
  // moves money between it and the bank and pays out card cash; moving a balance between accounts (a correction) is a
  // supervisor's.
  { route: '/uang-kas', kind: 'custom', label: 'Uang Kas', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'keuangan_kas' },
  { route: '/uang-bank', kind: 'custom', label: 'Uang Bank', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'keuangan_kas' },
  { route: '/mutasi-uang-bank', kind: 'custom', label: 'Mutasi Uang Bank', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'keuangan_kas' },
  { route: '/mutasi-uang-cash', kind: 'custom', label: 'Mutasi Uang Cash', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'keuangan_kas' },
  { route: '/gesek-tunai', kind: 'custom', label: 'Gesek Tunai', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'keuangan_kas' },
  { route: '/pengalihan-saldo-uang', kind: 'custom', label: 'Pengalihan Saldo Uang', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'keuangan_kas' },
  // Card, transfer and QRIS payments against the bank statement; two screens by VALIDASI_NON_CASH_MODULE (one route).
  { route: '/validasi-non-cash', kind: 'custom', label: 'Validasi Non Cash', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], rule: 'nonCashValidator' }, menu: 'validasi_transaksi' },
  // The end-of-day close (issue 11): whoever ends the shop's day, on a supervisor's TUTUP_TOKO authorization.
  { route: '/tutup-toko', kind: 'custom', label: 'Tutup Toko', gate: { levels: ['OWN', 'SU', 'MU', 'SPV', 'KASIR'] }, menu: 'keuangan_tutup' },
  // Money to the head office (issue 11): a branch sends, the head office receives by the reference number.
  { route: '/kirim-uang-pusat', kind: 'custom', label: 'Kirim Uang Pusat', gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'keuangan_pusat' },
  { route: '/terima-uang-kas', kind: 'custom', label: 'Terima Uang Kas', gate: { rule: 'headOffice', levels: ['OWN', 'SU', 'MU', 'SPV'] }, menu: 'keuangan_pusat' },
  // The wholesale app, a separate application opened at the runtime configuration's address (issue 23 item 8).
  { route: '/redirect-to-grosir', kind: 'custom', label: 'Grosir', gate: {}, menu: 'penjualan_transaksi' },
];
