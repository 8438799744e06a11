// What the document kernel answers when it refuses: one text each, shared by the kernel, its reads and its clients.
export const DOCUMENT_MESSAGES = {
  authorizationNeeded: 'Transaksi Ini Membutuhkan Otorisasi',
  notFound: 'Nota Tidak Ditemukan',
  alreadyCancelled: 'Nota Sudah Dibatalkan',
  notToday: (label: string) => `${label} Hari Sebelumnya Tidak Dapat Dibatalkan`,
  reasonRequired: 'Alasan Tidak Boleh Kosong',
  // Spec section 5: 'exchange and regular items cannot be cancelled together'.
  groupAlone: 'Barang Tukar Tambah Dan Barang Biasa Tidak Dapat Dibatalkan Terpisah, Batalkan Keduanya Bersamaan',
  keyReused: 'Idempotency-Key Sudah Dipakai Untuk Transaksi Lain',
} as const;
