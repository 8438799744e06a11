// Login, logout, the current user, change password: thin routes over server/users/account.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { MESSAGES } from '../http-error';
import { currentUser } from '../plugins/auth';
import { actorOf } from '../actor';
import { auditorOf } from '../audit/log';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import * as account from '../users/account';
import { PASSWORD_MAX } from '../../domain/users';

const tags = ['Users'];
/** A password being checked (not set): what an older rule or OWNER_PASSWORD may have set, bounded all the same. */
const CHECKED_PASSWORD_MAX = 1000;
/** Ids are at most 20 characters; the login trims and capitalizes what is typed around them. */
const TYPED_ID_MAX = 100;

/** A profile answer (GET users/me; the login adds the token). */
const profile = {
  type: 'object',
  properties: Object.fromEntries(
    ['user_id', 'nama_user', 'level', 'kode_toko', 'nama_toko', 'alamat_toko', 'type', 'tgl_system', 'zona_waktu'].map((k) => [k, { type: 'string' }]),
  ),
  additionalProperties: true,
};

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  // Both fields optional: whatever is missing is a wrong login (401), as the login page words it.
  route(
    {
      method: 'POST',
      url: 'users/login',
      gate: 'public',
      summary: 'Log in: a token and the profile; one live session per user',
      tags,
      body: s.object({ user_id: s.text('User ID', TYPED_ID_MAX), password: s.text('Password', CHECKED_PASSWORD_MAX) }),
      response: { ...profile, properties: { ...profile.properties, token: { type: 'string' } } },
    },
    // Failed attempts are limited per address and user id, and per address (server/auth/login-limit.ts).
    async (req) => account.login(ctx, req.ip, (req.body ?? {}) as { user_id?: string; password?: string }),
  );

  route({ method: 'GET', url: 'users/me', gate: 'login', summary: 'The logged-in user: profile, access tree, modules', tags, response: profile }, async (req) =>
    account.profile(ctx, currentUser(req)),
  );

  route(
    {
      method: 'POST',
      url: 'users/logout',
      gate: 'login',
      summary: 'Log out: revokes this token',
      tags,
      body: s.object({ user_id: s.text('User ID', TYPED_ID_MAX) }),
      response: answer.message(),
    },
    async (req) => {
      await account.logout(ctx, actorOf(req).user_id, currentUser(req).tokenHash);
      return { message: MESSAGES.logout };
    },
  );

  // Both optional: a missing old password is a wrong one, a missing new one too short, in the screen's words.
  route(
    {
      method: 'POST',
      url: 'users/change-password',
      gate: { page: '/ganti-password' },
      summary: 'Change the own password (clears must_change_password)',
      tags,
      body: s.object({ password: s.text('Password Lama', CHECKED_PASSWORD_MAX), new_password: s.text('Password Baru', PASSWORD_MAX) }),
      response: answer.message(),
    },
    async (req) => {
      await account.changePassword(ctx, auditorOf(req), (req.body ?? {}) as { password?: string; new_password?: string });
      return { message: MESSAGES.passwordUpdated };
    },
  );
}
