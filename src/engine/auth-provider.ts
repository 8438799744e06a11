// The authProvider: login and logout against our API, the logged-in state read from the stored session,
// and access to master resources through the same gates as their routes (domain/gates.ts).
import type { AuthProvider } from 'react-admin';
import { api } from './api';
import { clearSession, getSession } from './session';
import { CHANGE_PASSWORD_ROUTE, LOGIN_ROUTE, logIn } from './auth-login';
import { canOpen } from './gate';
import { masters } from './definitions';

// message: false keeps react-admin from adding its own "please login" toast on the way to the login page.
const notLoggedIn = { redirectTo: LOGIN_ROUTE, message: false };

export const authProvider: AuthProvider = {
  async login(credentials: { username: string; password: string }) {
    // react-admin follows redirectTo instead of the page asked for.
    if ((await logIn(credentials)) === CHANGE_PASSWORD_ROUTE) return { redirectTo: CHANGE_PASSWORD_ROUTE };
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
