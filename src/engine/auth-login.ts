// Logging in, apart from the authProvider: the login page loads before react-admin (src/main.tsx), so what it
// needs lives here, free of react-admin and of the definitions.
import { api } from './api';
import { saveSession, type Session } from './session';

/** The login page lives at / (spec section 2); the app goes there whenever the user is not logged in. */
export const LOGIN_ROUTE = '/';
export const AFTER_LOGIN_ROUTE = '/home';
/** Where a user whose password someone else chose is kept until they change it (server: must_change_password). */
export const CHANGE_PASSWORD_ROUTE = '/ganti-password';

/** POST users/login answers the session fields plus the token (server/README.md). */
type LoginAnswer = Session;

function toSession(a: LoginAnswer): Session {
  return {
    token: a.token,
    user_id: a.user_id,
    nama_user: a.nama_user,
    level: a.level,
    kode_toko: a.kode_toko,
    nama_toko: a.nama_toko,
    alamat_toko: a.alamat_toko,
    type: a.type,
    kantor_pusat: a.kantor_pusat === true,
    tgl_system: a.tgl_system,
    zona_waktu: a.zona_waktu,
    access: a.access ?? [],
    modules: a.modules ?? {},
    no_wa: a.no_wa ?? null,
    must_change_password: a.must_change_password === true,
  };
}

/** Logs in and stores the session; answers the route to open next. */
export async function logIn({ username, password }: { username: string; password: string }): Promise<string> {
  const answer = await api.post<LoginAnswer>('users/login', { user_id: username, password });
  saveSession(toSession(answer));
  return answer.must_change_password ? CHANGE_PASSWORD_ROUTE : AFTER_LOGIN_ROUTE;
}
