// A user record as /data-users writes it: normalized and checked the same way by the form (before sending)
// and by the server (which decides), with the Indonesian messages the screen shows as they come.
import type { Level } from './levels';
import type { FieldError } from './validation';
import { isLevel } from './levels';

export const USER_MESSAGES = {
  userIdRequired: 'User ID Tidak Boleh Kosong',
  userIdTooLong: 'User ID Maksimal 20 Karakter',
  userIdChars: 'User ID Hanya Boleh Berisi Huruf, Angka, Titik, Strip Atau Garis Bawah',
  namaRequired: 'Nama User Tidak Boleh Kosong',
  namaTooLong: 'Nama User Maksimal 50 Karakter',
  passwordRequired: 'Password Tidak Boleh Kosong',
  passwordShort: 'Password Minimal 6 Karakter',
  passwordLong: 'Password Maksimal 100 Karakter',
  levelRequired: 'Level Tidak Boleh Kosong',
  levelInvalid: 'Level Tidak Valid',
  tokoRequired: 'Kode Toko Tidak Boleh Kosong',
  tokoUnknown: 'Kode Toko Tidak Terdaftar',
  levelAbove: 'Level User Tidak Boleh Melebihi Level Anda',
  userAbove: 'Anda Tidak Dapat Mengubah User Dengan Level Di Atas Anda',
  duplicate: 'User ID Sudah Terdaftar',
  notFound: 'User Tidak Ditemukan',
  selfDeactivate: 'Anda Tidak Dapat Menonaktifkan User Anda Sendiri',
  selfLevel: 'Anda Tidak Dapat Mengubah Level User Anda Sendiri',
  selfReset: 'Gunakan Menu Ganti Password Untuk Mengubah Password Anda Sendiri',
  created: 'User Berhasil Ditambahkan',
  updated: 'User Berhasil Diedit',
  passwordReset: 'Password User Berhasil Direset',
  deactivated: 'User Berhasil Dinonaktifkan',
  activated: 'User Berhasil Diaktifkan',
  mustChangePassword: 'Silahkan Ganti Password Terlebih Dahulu',
  samePassword: 'Password Baru Tidak Boleh Sama Dengan Password Lama',
} as const;

export const USER_ID_MAX = 20;
export const NAMA_USER_MAX = 50;
export const PASSWORD_MIN = 6;
/** scrypt hashes whatever it is given: a bound keeps one request from costing much. */
export const PASSWORD_MAX = 100;

export interface UserFields {
  user_id: string;
  nama_user: string;
  password: string;
  level: Level;
  kode_toko: string;
}
export type UserMode = 'create' | 'update';

type Raw = Record<string, unknown>;

/** Text fields trimmed, the user id and shop code in capitals (login takes the id in any case); the password as typed. */
export function normalizeUser(raw: Raw): Partial<Record<keyof UserFields, unknown>> {
  const text = (v: unknown, upper = false) => (typeof v === 'string' ? (upper ? v.trim().toUpperCase() : v.trim()) : v);
  return {
    user_id: text(raw.user_id, true),
    nama_user: text(raw.nama_user),
    password: raw.password,
    level: text(raw.level, true),
    kode_toko: text(raw.kode_toko, true),
  };
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** The message for a password that will not do, or undefined. */
export function passwordProblem(password: unknown): string | undefined {
  if (empty(password)) return USER_MESSAGES.passwordRequired;
  if (typeof password !== 'string') return USER_MESSAGES.passwordShort;
  if (password.length < PASSWORD_MIN) return USER_MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX) return USER_MESSAGES.passwordLong;
  return undefined;
}

function userIdProblem(v: unknown): string | undefined {
  if (empty(v) || typeof v !== 'string') return USER_MESSAGES.userIdRequired;
  if (v.length > USER_ID_MAX) return USER_MESSAGES.userIdTooLong;
  // Ids travel in URL paths (users/update/{user_id}) and are typed at login: plain characters only.
  if (!/^[A-Z0-9._-]+$/.test(v)) return USER_MESSAGES.userIdChars;
  return undefined;
}

function namaProblem(v: unknown): string | undefined {
  if (empty(v) || typeof v !== 'string') return USER_MESSAGES.namaRequired;
  if (v.length > NAMA_USER_MAX) return USER_MESSAGES.namaTooLong;
  return undefined;
}

function levelProblem(v: unknown): string | undefined {
  if (empty(v)) return USER_MESSAGES.levelRequired;
  return isLevel(v) ? undefined : USER_MESSAGES.levelInvalid;
}

function tokoProblem(v: unknown): string | undefined {
  return empty(v) || typeof v !== 'string' ? USER_MESSAGES.tokoRequired : undefined;
}

/** Errors of a normalized record, in form order. Create needs all five fields; update the three editable ones. */
export function validateUser(rec: Partial<Record<keyof UserFields, unknown>>, mode: UserMode): FieldError[] {
  const create = mode === 'create';
  const checks: [keyof UserFields, string | undefined][] = [
    ['user_id', create ? userIdProblem(rec.user_id) : undefined],
    ['nama_user', namaProblem(rec.nama_user)],
    ['password', create ? passwordProblem(rec.password) : undefined],
    ['level', levelProblem(rec.level)],
    ['kode_toko', tokoProblem(rec.kode_toko)],
  ];
  return checks.filter(([, message]) => message).map(([field, message]) => ({ field, message: message! }));
}
