// The vocabulary of inventory, shared by browser and server: item states, the kinds of stock-ledger rows,
// and the messages of item screens (spec section 5, "messages from the label dictionaries").

/**
 * READY: on its tray, counted as stock, for sale. CICILAN: sold by instalments, the shop's until paid off. BELI: bought back from a customer, on a tray of the buy-back
 * warehouse (gudang of jenis BELI), counted there but never sold from it until sorted onto a sales tray. Every other
 * status is off the trays (CUCI: out at the cleaner or plater).
 */
export const ITEM_STATUS = ['READY', 'HANCUR', 'CONTOH', 'KIRIM', 'BATAL', 'TERJUAL', 'TITIP', 'BELI', 'CUCI', 'CICILAN'] as const;
export type ItemStatus = (typeof ITEM_STATUS)[number];

/** The statuses counted as a tray's stock: the tray's ledger sums to exactly these items. */
export const ON_TRAY_STATUSES: readonly ItemStatus[] = ['READY', 'BELI'];

/**
 * The statuses of pieces the shop holds as stock for sale, whose cost therefore sits in the books' stock account
 * (PERSEDIAAN, server/inventory/stock-cost.ts): on a sales tray, reserved by a deposit or an instalment contract, out as a sample, in transit to
 * another shop. A bought-back piece (BELI, CUCI) is scrap stock at what was paid for it until it is sorted for resale.
 */
export const COST_IN_STOCK_STATUSES: readonly ItemStatus[] = ['READY', 'TITIP', 'CONTOH', 'KIRIM', 'CICILAN'];

/** Where sorting sends a bought-back piece (barang.status_sortir; '' not sorted yet). */
export const SORT_STATES = { JUAL: 'Jual Kembali', CUCI: 'Cuci', SEPUH: 'Sepuh', LEBUR: 'Lebur' } as const;
export type SortState = keyof typeof SORT_STATES;

/**
 * Kinds of ledger rows (barang_mutasi.jenis) and the sign of their stock change on the row's tray.
 * A move writes PINDAH_KELUAR on the source tray and PINDAH_MASUK on the target.
 * The database holds the same list as rows of ledger_kind (server/db/migrations/017_ledger_kinds.sql; the ledger's
 * jenis references it): a new kind is an entry here and in ITEM_COUNT_DELTA, and one INSERT INTO ledger_kind in a new
 * migration. tests/api/migrations.test.ts fails while the two lists disagree.
 */
export const LEDGER_KINDS = {
  TAMBAH: 'in', // a new item entered by hand, in bulk or by import
  TERIMA: 'in', // a new item received with a receipt (penerimaan barang)
  BATAL_TERIMA: 'out', // the receipt it came with was cancelled
  PINDAH_KELUAR: 'out',
  PINDAH_MASUK: 'in',
  HANCUR: 'out', // melted (hancur): leaves stock for good
  STOCK_TAMBAH: 'in', // accessories: pieces and grams added to a stock line
  STOCK_AMBIL: 'out', // accessories: pieces and grams taken out
  CONTOH_AMBIL: 'out', // taken out as a sample (ambil barang contoh)
  CONTOH_KEMBALI: 'in', // the sample came back to its tray
  KIRIM: 'out', // sent to another shop: in transit
  TERIMA_KIRIM: 'in', // received from another shop
  KEMBALI_KIRIM: 'in', // sent but never received: back on the sender's tray
  KOREKSI: 'both', // weight corrected on the item's record
  UBAH_DATA: 'none', // price, profit or description changed: no stock change, kept for history
  JUAL: 'out', // sold: leaves its tray
  BATAL_JUAL: 'in', // the sale was cancelled: back on its tray
  TITIP: 'out', // reserved by a money deposit: off its tray, sold to no one else
  BATAL_TITIP: 'in', // the deposit was cancelled: back on its tray
  TITIP_JUAL: 'none', // the deposit was paid off: the reserved piece is sold
  BATAL_TITIP_JUAL: 'none', // the pay-off sale was cancelled: the piece is reserved by its deposit again
  BELI: 'in', // bought back from a customer: into the buy-back stock
  BATAL_BELI: 'out', // the buy-back was cancelled: out of the buy-back stock
  SORTIR: 'none', // sorted (resell, clean, re-plate, melt): no stock change
  SORTIR_KELUAR: 'out', // sorted for resale: out of the buy-back stock
  SORTIR_MASUK: 'in', // sorted for resale: onto a sales tray
  KIRIM_CUCI: 'out', // sent to cleaning or re-plating: off its tray
  TERIMA_CUCI: 'in', // back from cleaning or re-plating, at the weight sent
  SUSUT: 'out', // grams lost in cleaning or re-plating (qty 0)
  WASTING: 'out', // grams lost to plating on a piece in the buy-back stock (qty 0)
  STOCK_CUCI: 'in', // gold entered into the buy-back stock by hand
  HANCUR_BELI: 'out', // a bought-back piece melted: leaves stock for good
  CICILAN: 'out', // sold by instalments: off its tray until paid off
  BATAL_CICILAN: 'in', // the instalment contract was cancelled: back on its tray
  CICILAN_JUAL: 'none', // the instalment contract was paid off: the piece is sold
  LELANG_CICILAN: 'in', // the instalment contract was auctioned: back on its tray
  LELANG_HUTANG: 'in', // a pledged piece forfeited at a pawn loan's auction: into sale stock or the buy-back stock
} as const;
export type LedgerKind = keyof typeof LEDGER_KINDS;

/**
 * How a ledger row changes the number of items on its tray: +1 or -1 when the whole piece (or accessory stock line)
 * arrives or leaves, 0 when only its pieces or grams change. The per-tray stock table (stock_baki) counts with it,
 * through ledger_kind.item_delta (the trigger reads the table, not this map).
 */
export const ITEM_COUNT_DELTA: Record<LedgerKind, -1 | 0 | 1> = {
  TAMBAH: 1,
  TERIMA: 1,
  BATAL_TERIMA: -1,
  PINDAH_KELUAR: -1,
  PINDAH_MASUK: 1,
  HANCUR: -1,
  STOCK_TAMBAH: 0,
  STOCK_AMBIL: 0,
  CONTOH_AMBIL: -1,
  CONTOH_KEMBALI: 1,
  KIRIM: -1,
  TERIMA_KIRIM: 1,
  KEMBALI_KIRIM: 1,
  KOREKSI: 0,
  UBAH_DATA: 0,
  JUAL: -1,
  BATAL_JUAL: 1,
  TITIP: -1,
  BATAL_TITIP: 1,
  TITIP_JUAL: 0,
  BATAL_TITIP_JUAL: 0,
  BELI: 1,
  BATAL_BELI: -1,
  SORTIR: 0,
  SORTIR_KELUAR: -1,
  SORTIR_MASUK: 1,
  KIRIM_CUCI: -1,
  TERIMA_CUCI: 1,
  SUSUT: 0,
  WASTING: 0,
  STOCK_CUCI: 1,
  HANCUR_BELI: -1,
  CICILAN: -1,
  BATAL_CICILAN: 1,
  CICILAN_JUAL: 0,
  LELANG_CICILAN: 1,
  LELANG_HUTANG: 1,
};

export const ITEM_MESSAGES = {
  saved: 'Berhasil Menyimpan Data',
  moduleOff: (label: string) => `${label} Hanya Dapat Diisi Saat Modul Berlian Aktif`,
  nameTooShort: 'Nama Barang Minimal 6 Karakter',
  kadarZero: 'Kadar Tidak Boleh 0',
  kadarMax: 'Kadar Tidak Boleh Lebih Dari 500',
  weightZero: 'Berat Tidak Boleh 0',
  barcodeExists: 'Barcode Sudah Terdaftar',
  barcodeInTable: 'Barcode Sudah Ada Di Tabel',
  // A finished order piece (no_pesanan) names an open order of the shop.
  orderNotOpen: 'No Pesanan Tidak Ditemukan Atau Tidak Menunggu Barang',
  barcodeNotFound: 'Barcode Tidak Ditemukan',
  rfidExists: 'Kode RFID Sudah Terdaftar',
  rfidInTable: 'Kode RFID Sudah Ada Di Tabel',
  notInStock: 'Barang Tidak Tersedia Di Stock',
  changedMeanwhile: 'Barang Sudah Diproses Oleh Transaksi Lain, Silahkan Muat Ulang Data',
  sameTray: 'Baki Tujuan Tidak Boleh Sama Dengan Baki Asal',
  trayRequired: 'Kode Baki Tidak Boleh Kosong',
  warehouseRequired: 'Kode Gudang Tidak Boleh Kosong',
  trayNotInWarehouse: 'Baki Tidak Ada Di Gudang Tersebut',
  itemsRequired: 'Belum Ada Barang Yang Dipilih',
  weightAboveStock: 'Berat Input Tidak Boleh Melebihi Berat Stock',
  qtyAboveStock: 'Jumlah Input Tidak Boleh Melebihi Stock',
  stockUsedUp: 'Stock Sudah Habis',
  notAccessory: 'Barang Bukan Aksesoris',
  notSample: 'Barang Bukan Barang Contoh',
} as const;

/** The owner always sees the balance summary of /data-barang; others only while HIDE_SUMMARY_BARANG_MODULE is off. */
export function showsItemSummary(level: string, hideSummaryOn: boolean): boolean {
  return level === 'OWN' || !hideSummaryOn;
}

