// The module-flag catalogue (spec section 6). Each shop has one record per module: on/off and, for the
// modules that carry one, a value. New databases get these defaults; the settings screen switches them.

export interface ModuleDefinition {
  key: string;
  /** What switching it does, in Indonesian, shown on the settings screen. */
  label: string;
  default: boolean;
  /** Modules that carry a value offer these choices; the first is the default. */
  values?: readonly string[];
}

const m = (key: string, label: string, def = false, values?: readonly string[]): ModuleDefinition => ({ key, label, default: def, values });

export const MODULES: readonly ModuleDefinition[] = [
  m('BARANG_WEB_EXTERNAL_MODULE', 'Kirim dan update barang ke web eksternal'),
  m('MANUAL_ITEMS_TRANSACTION_MODULE', 'Transaksi barang manual'),
  m('CICILAN_MODULE', 'Transaksi cicilan'),
  m('HIDUP_FEATURE_MODULE', 'Fitur pembelian hidup'),
  m('MEMBER_MODULE', 'Member dan poin'),
  m('MEMBER_RESET_POIN_MODULE', 'Reset poin member'),
  m('SEPUHAN_MODULE', 'Sepuhan dan cuci'),
  m('SEPUHAN_TERPUSAT_MODULE', 'Sepuhan dikerjakan terpusat (menutup layar input sepuhan di cabang)'),
  m('DAILY_SALDO_TRANSACTION_REPORT_MODULE', 'Laporan saldo transaksi harian'),
  m('OPNAME_GLOBAL_DAILY_MODULE', 'Stock opname global harian'),
  m('PARAMETER_BUNGA_HUTANG_MODULE', 'Parameter bunga hutang'),
  m('PLAFOND_HUTANG_MODULE', 'Plafond hutang'),
  m('PENJUALAN_BAYAR_POIN_MODULE', 'Pembayaran penjualan dengan poin'),
  m('SUPPLIER_BARANG_MODULE', 'Supplier barang'),
  m('BONUS_SALES_TRANSACTION_MODULE', 'Bonus sales'),
  m('PRE_ORDER_MODULE', 'Pre-order'),
  m('STOCK_SEPUHAN_MANUAL_MODULE', 'Stock sepuhan manual'),
  m('WHATSAPP_MODULE', 'Kirim nota lewat WhatsApp'),
  m('VALIDASI_PESANAN_MODULE', 'Validasi pesanan'),
  m('VALIDASI_SERVICE_MODULE', 'Validasi service'),
  m('BERLIAN_MODULE', 'Berlian'),
  m('KIRIM_BARANG_MODULE', 'Kirim barang antar toko'),
  m('KIRIM_BARANG_ONLINE_STORE_MODULE', 'Kirim barang ke toko online'),
  m('POTONGAN_PENJUALAN_MODULE', 'Potongan penjualan'),
  m('KUPON_PENJUALAN_MODULE', 'Kupon penjualan'),
  m('RFID_MODULE', 'Stock opname RFID'),
  m('PARAMETER_DESKRIPSI_SERVICE_MODULE', 'Parameter deskripsi service'),
  m('PARAMETER_JUMLAH_HUTANG_POKOK_MODULE', 'Jumlah hutang pokok (nilai HARGA_EMAS menyembunyikan parameter hutang pokok)', false, ['NOMINAL', 'HARGA_EMAS']),
  m('NAGAFIN_ACCOUNTING_MODULE', 'Akuntansi (parameter akun)'),
  m('MARKETPLACE_INTEGRATION_MODULE', 'Integrasi marketplace'),
  m('FINGERPRINT_MODULE', 'Otorisasi dengan fingerprint'),
  m('RESELLER_MODULE', 'Reseller'),
  m('VALIDASI_NON_CASH_MODULE', 'Validasi non cash'),
  m('SEMI_GROSIR_MODULE', 'Semi grosir'),
  m('VALIDASI_INPUT_BY_KEUANGAN_MODULE', 'Validasi input oleh keuangan'),
  m('REPORT_SATU_BULAN_PROTECTION_MODULE', 'Rentang tanggal laporan maksimal 1 bulan', true),
  m('SETTING_NOTA_OWNER_ONLY', 'Setting nota hanya untuk OWN dan SU'),
  m('HIDE_SUMMARY_BARANG_MODULE', 'Sembunyikan ringkasan saldo barang selain untuk owner'),
  m('TANGGAL_TETAP_MODULE', 'Tanggal laporan terkunci pada tanggal sistem (SU dan MU bebas; OWN dan SPV menurut modul backdate)'),
  m('BACKDATE_OWNER_MODULE', 'Owner boleh memilih tanggal lampau'),
  m('BACKDATE_SPV_MODULE', 'Supervisor boleh memilih tanggal lampau'),
  m('PEMBULATAN_KEBAWAH_MODULE', 'Pembulatan harga ke bawah'),
  m('APP_MODE', 'Mode aplikasi', true, ['STANDARD', 'STOCK_JUAL_MANUAL']),
];

export function moduleDefinition(key: string): ModuleDefinition | undefined {
  return MODULES.find((x) => x.key === key);
}
