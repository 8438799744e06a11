// The users of /data-users and the picker of /hak-akses-users (GET users/get/all), one cached read both share.
// A write under 'users' (add, edit, (de)activate) reads it again; a failed load is reported once with the
// server's reason.
import type { Level } from '../../../definitions/define';
import type { FieldError } from '../../../domain/validation';
import { useApiQuery } from '../../engine/data';

export interface UserRow {
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  active: boolean;
  /** The owners' rule keeps the caller from changing this user (the first owner, or another OWN). */
  owner_locked?: boolean;
}

/** The cached reads a user write refreshes: the list and every user's access tree. */
export const USERS_PATH = 'users';

/** Field errors of a refused write (the server's `errors`), for the fields of a form. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

export function useUserList() {
  const list = useApiQuery<{ data?: UserRow[] }>('users/get/all', undefined, { failure: 'kilau.users.load_failed' });
  return { users: list.data?.data, loading: list.isFetching };
}
