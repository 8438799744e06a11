// Money sent by a branch to the head office and received there (spec sections 2-4 and 8): the texts, the states of a
// send, and the checks the forms make before the server makes them again.

/** The spec's texts (section 8) and ours where it is silent. */
export const KIRIM_UANG_MESSAGES = {
  sendFailed: 'Kirim Uang Gagal, Silahkan Coba Beberapa Saat Lagi',
  sent: 'Kirim Uang Berhasil',
  reffRequired: 'Mohon Masukkan Nomor Referensi',
  notFound: 'No Terima Tidak Ditemukan',
  received: 'Terima Uang Berhasil',
  receiveFailed: 'Terima Uang Pusat Gagal',
  dataNotFound: 'Data Tidak Ditemukan',
  shopRequired: 'Mohon Pilih Toko',
  amountRequired: 'Jumlah Rp Tidak Boleh Kosong',
  noteRequired: 'Keterangan Tidak Boleh Kosong',
  noHeadOffice: 'Toko Pusat Belum Terdaftar',
  accountUnknown: 'Rekening Tidak Ditemukan',
  alreadyReceived: 'Uang Sudah Diterima Pusat',
  cancelled: 'Kirim Uang Sudah Dibatalkan',
  notForThisShop: 'Kiriman Ini Bukan Untuk Toko Ini',
  amountDiffers: 'Jumlah Kiriman Tidak Sama',
  sendCancelled: 'Kirim Uang Berhasil Dibatalkan',
  receiveCancelled: 'Terima Uang Berhasil Dibatalkan',
  receivedCannotCancel: 'Uang Sudah Diterima Pusat, Kirim Uang Tidak Dapat Dibatalkan',
  confirmedCannotCancel: 'Penerimaan Sudah Tercatat Di Cabang, Terima Uang Tidak Dapat Dibatalkan',
} as const;

/** The till; any other account is a bank account number (master rekening), as the money ledger names them. */
export const KAS = 'KAS';

/** A send waits at SENT until the head office receives it (DONE), unless it was cancelled (BATAL); as the report words them. */
export const KIRIM_UANG_STATUS = {
  SENT: 'Dikirim',
  DONE: 'Sudah Diterima',
  BATAL: 'Batal',
} as const;
export type KirimUangStatus = keyof typeof KIRIM_UANG_STATUS;

/** The money-send answer (spec section 3), which the receipt PDF is built from. */
export interface NotaKirim {
  tgl_system: string;
  input_by: string;
  jumlah_rp: number;
  tujuan: string;
  keterangan: string;
  no_reff: string;
}

/** nota_kirim with the names the server adds for the receipt. */
export interface NotaKirimFull extends NotaKirim {
  kode_toko: string;
  nama_toko: string;
  nama_tujuan: string;
  akun: string;
}

export interface SendForm {
  jumlah_rp: number | undefined;
  keterangan: string;
}

/** The first problem of a send form, in form order, or undefined. */
export function sendFormProblem(form: SendForm): string | undefined {
  if (!form.jumlah_rp || form.jumlah_rp <= 0) return KIRIM_UANG_MESSAGES.amountRequired;
  if (!form.keterangan.trim()) return KIRIM_UANG_MESSAGES.noteRequired;
  return undefined;
}

/** The reference number as typed, in the capitals document numbers are written in; '' when none. */
export const normalReff = (text: string | undefined): string => (text ?? '').trim().toUpperCase();

/** The shop a reference number was sent from: KU-TOKO02-20261124-0001 -> TOKO02; undefined when it is not one. */
export function senderOfReff(noReff: string): string | undefined {
  return /^KU-(.+)-\d{8}-\d+$/.exec(noReff)?.[1];
}
