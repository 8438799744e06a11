// The authProvider: login and logout against our API, the logged-in state read from the stored session,
// and access to master resources through the same gates as their routes (domain/gates.ts).
import type { AuthProvider } from 'react-admin';
import { api } from './api';
import { clearSession, getSession, saveSession, type Session } from './session';
import { canOpen } from './gate';
import { masters } from './definitions';

/** The login page lives at / (spec section 2); react-admin goes there whenever the user is not logged in. */
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

// message: false keeps react-admin from adding its own "please login" toast on the way to the login page.
const notLoggedIn = { redirectTo: LOGIN_ROUTE, message: false };

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const answer = await api.post<LoginAnswer>('users/login', { user_id: username, password });
    saveSession(toSession(answer));
    // react-admin follows redirectTo instead of the page asked for.
    if (answer.must_change_password) return { redirectTo: CHANGE_PASSWORD_ROUTE };
  },

  async logout() {
    const session = getSession();
    // The server revokes the token; if it cannot be reached the local session is dropped all the same.
    if (session) await api.post('users/logout', { user_id: session.user_id }).catch(() => undefined);
    clearSession();
    return LOGIN_ROUTE;
  },

  async checkAuth() {
    if (!getSession()?.token) throw notLoggedIn;
  },

  async checkError(error: { status?: number }) {
    // 403 is a gate answer for one call, not a reason to log out; 401 means the token is gone.
    if (error?.status === 401) throw notLoggedIn;
  },

  async getIdentity() {
    const session = getSession();
    if (!session) throw notLoggedIn;
    return { id: session.user_id, fullName: session.nama_user || session.user_id };
  },

  async getPermissions() {
    return getSession()?.level;
  },

  async canAccess({ resource }: { resource: string }) {
    const def = masters.find((m) => m.route === `/${resource}`);
    return def ? canOpen(def.gate, def.route) : true;
  },
};
