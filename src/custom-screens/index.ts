// Hand-written screens by route: one entry for every PAGES route of kind 'custom' (definitions/pages.ts).
// Each is loaded when first opened, so the login page does not carry them.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadable, type Preloadable } from '../engine/preloadable';
import { SALE_DATA_READS } from '../engine/transaction/counter/sale-data-reads';

type Load = () => Promise<{ default: ComponentType }>;

const SCREENS: Record<string, Load> = {
  '/ganti-password': () => import('./users/GantiPassword'),
  '/dashboard': () => import('./dashboard/Dashboard'),
  '/dashboardPusat': () => import('./dashboard/Dashboard'),
  '/settingsystem': () => import('./settings/SettingSystem'),
  '/settingtoko': () => import('./settings/SettingToko'),
  '/setting-nota': () => import('./settings/SettingNota').then((m) => ({ default: m.SettingNotaPage })),
  '/setting-nota-slip': () => import('./settings/SettingNota').then((m) => ({ default: m.SettingNotaSlipPage })),
  '/whatsapp-setting': () => import('./settings/WhatsappSetting'),
  '/marketplace-setting': () => import('./settings/MarketplaceSetting'),
  '/export-csv': () => import('./settings/ExportCsv'),
  '/setting-member': () => import('./settings/SettingMember'),
  '/tukar-point': () => import('./member-poin/TukarPoint'),
  '/transaksi-poin': () => import('./member-poin/TransaksiPoin'),
  '/lihat-transaksi-member': () => import('./member-poin/LihatTransaksiMember'),
  '/import-data-pusat': () => import('./settings/ImportDataPusat'),
  '/data-users': () => import('./users/DataUsers'),
  '/hak-akses-users': () => import('./users/HakAksesUsers'),
  '/hak-akses-news': () => import('./users/HakAksesNews'),
  '/parameter-akun': () => import('./parameter-akun/ParameterAkun'),
  '/referensi-api': () => import('./system/ReferensiApi'),
  '/cek-kupon': () => import('./kupon/CekKupon'),
  '/data-barang': () => import('./inventory/DataBarang'),
  '/tambah-data-barang': () => import('./inventory/TambahDataBarang'),
  '/tambah-barang-banyak': () => import('./inventory/TambahBarangBanyak'),
  '/pindah-barang': () => import('./inventory/PindahBarang'),
  '/pindah-barang-satu-baki': () => import('./inventory/PindahBarangSatuBaki'),
  '/penerimaan-barang': () => import('./inventory/PenerimaanBarang'),
  '/batal-penerimaan-barang': () => import('./inventory/BatalPenerimaanBarang'),
  '/hancur-data-barang': () => import('./inventory/HancurDataBarang'),
  '/tambah-dan-ambil-stock-aksesoris': () => import('./inventory/TambahDanAmbilStockAksesoris'),
  '/update-profit-barang': () => import('./inventory/UpdateProfitBarang'),
  '/cetak-barcode': () => import('./inventory/CetakBarcode'),
  '/ambil-barang-contoh': () => import('./inventory/AmbilBarangContoh'),
  '/timbang-baki': () => import('./timbang-baki/TimbangBaki'),
  '/stock-opname': () => import('./stock-opname/StockOpname'),
  '/stock-opname-penerimaan': () => import('./stock-opname/StockOpnamePenerimaan'),
  '/stock-opname-global': () => import('./stock-opname/StockOpnameGlobal'),
  '/stock-opname-rfid': () => import('./stock-opname/StockOpnameRfid'),
  '/kirim-barang': () => import('./kirim-barang/KirimBarang'),
  '/kirim-barang-kecabang': () => import('./kirim-barang/KirimBarang').then((m) => ({ default: m.KirimBarangKeCabang })),
  '/terima-barang': () => import('./kirim-barang/TerimaBarang'),
  '/kirim-barang-kembali': () => import('./kirim-barang/KirimBarangKembali'),
  '/kirim-barang-external': () => import('./kirim-barang/BarangExternal'),
  '/update-barang-external': () => import('./kirim-barang/BarangExternal').then((m) => ({ default: m.UpdateBarangExternal })),
  '/data-barang-manual': () => import('./barang-manual/DataBarangManual'),
  '/pindah-barang-manual': () => import('./barang-manual/PindahBarangManual'),
  '/hancur-barang-manual': () => import('./barang-manual/HancurBarangManual'),
  '/transaksi-penjualan': () => import('./penjualan/TransaksiPenjualan'),
  '/transaksi-pembelian': () => import('./pembelian/TransaksiPembelian'),
  '/lihat-pre-order': () => import('./pre-order/LihatPreOrder'),
  '/closing-barang-po': () => import('./pre-order/ClosingBarangPo'),
  '/import-pre-order': () => import('./pre-order/ImportPreOrder'),
  '/transaksi-pesanan': () => import('./pesanan/TransaksiPesanan'),
  '/transaksi-services': () => import('./service/TransaksiServices'),
  '/transaksi-cicilan': () => import('./cicilan/TransaksiCicilan'),
  '/lelang-cicilan': () => import('./cicilan/LelangCicilan'),
  '/transaksi-hutang': () => import('./hutang/TransaksiHutang'),
  '/transaksi-pre-order': () => import('./pesanan/TransaksiPesanan').then((m) => ({ default: m.TransaksiPreOrder })),
  '/transaksi-jual-beli-manual': () => import('./jual-beli-manual/TransaksiJualBeliManual'),
  '/harga-emas': () => import('./harga-emas/HargaEmas'),
  '/papan-harga': () => import('./harga-emas/PapanHarga'),
  '/sortir-pembelian': () => import('./sepuhan/SortirPembelian'),
  '/pindah-sortir': () => import('./sepuhan/PindahSortir'),
  '/kirim-barang-cuci': () => import('./sepuhan/KirimBarangCuci'),
  '/terima-barang-cuci': () => import('./sepuhan/TerimaBarangCuci'),
  '/terima-sepuhan': () => import('./sepuhan/TerimaSepuhan'),
  '/wasting-sepuhan': () => import('./sepuhan/WastingSepuhan'),
  '/stock-cuci-manual': () => import('./sepuhan/StockCuciManual'),
  '/hancur-pembelian': () => import('./sepuhan/HancurPembelian'),
  '/validasi-susut': () => import('./sepuhan/ValidasiSusut'),
  '/uang-kas': () => import('./kas/UangKas'),
  '/uang-bank': () => import('./kas/UangBank'),
  '/mutasi-uang-bank': () => import('./kas/MutasiUangBank'),
  '/mutasi-uang-cash': () => import('./kas/MutasiUangCash'),
  '/gesek-tunai': () => import('./kas/GesekTunai'),
  '/pengalihan-saldo-uang': () => import('./kas/PengalihanSaldoUang'),
  '/validasi-non-cash': () => import('./validasi-non-cash/ValidasiNonCash'),
  '/tutup-toko': () => import('./tutup-toko/TutupToko'),
  '/kirim-uang-pusat': () => import('./kirim-uang/KirimUangPusat'),
  '/terima-uang-kas': () => import('./kirim-uang/TerimaUangKas'),
  '/redirect-to-grosir': () => import('./grosir/RedirectToGrosir'),
};

export const CUSTOM_SCREENS: Record<string, Preloadable<object>> = Object.fromEntries(
  Object.entries(SCREENS).map(([route, load]) => [route, preloadable(load)]),
);

/** Starts loading the screen of `route`, if it has one, before the app asks for it (src/main.tsx, at start). */
export function preloadScreen(route: string): void {
  void CUSTOM_SCREENS[route]?.preload();
}

const COUNTER_READS = Object.values(SALE_DATA_READS);
/** The reads a screen needs before it can draw its content, sent beside the app's code when the app opens on it. */
export const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  '/transaksi-penjualan': COUNTER_READS,
  '/transaksi-pesanan': COUNTER_READS,
  '/transaksi-pre-order': COUNTER_READS,
  '/transaksi-services': COUNTER_READS,
  '/transaksi-hutang': COUNTER_READS,
  '/transaksi-cicilan': COUNTER_READS,
  '/transaksi-jual-beli-manual': COUNTER_READS,
};

/** A master's hand-written row action, by the master's name: the member card beside a member's Edit (issue 23). */
export const MASTER_ROW_ACTIONS: Record<string, LazyExoticComponent<ComponentType>> = {
  member: lazy(() => import('./member/KartuMemberButton')),
};
