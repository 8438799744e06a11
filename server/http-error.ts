// An error whose message the UI shows as is. Anything else becomes a generic 500 without details.
import type { FieldError } from '../domain/validation';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** More of the answer beside the message (the authorization kinds a document still needs). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  invalidToken: 'Invalid Token.',
  forbidden: 'Anda Tidak Memiliki Akses Ke Menu Ini',
  notFound: 'Data Tidak Ditemukan',
  serverError: 'Terjadi Kesalahan Pada Server',
  badRequest: 'Permintaan Tidak Valid',
  valueOutOfRange: 'Nilai Yang Dimasukkan Terlalu Besar Atau Tidak Valid',
  tooLarge: 'Data Yang Dikirim Terlalu Besar',
  loginWrong: 'User ID Atau Password Salah',
  loginInUse: 'User ID Sedang Digunakan',
  loginRateLimited: 'Terlalu Banyak Percobaan Login, Silahkan Coba Lagi Dalam 1 Menit',
  oldPasswordWrong: 'Password Lama Salah',
  newPasswordShort: 'Password Baru Minimal 6 Karakter',
  passwordUpdated: 'Update password berhasil',
  logout: 'Logout Berhasil',
  shopForbidden: 'Hanya Kantor Pusat Yang Dapat Memilih Toko',
} as const;
