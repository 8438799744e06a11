// /data-users on the server: list, create, edit, reset a password, deactivate and re-activate users (thin routes
// over server/users/admin.ts), plus the access-tree (/hak-akses-users) and announcement (/hak-akses-news) routes.
// The screen's gate (OWN, SU) is declared on each route; the user acted on, the level ranking and the owners' rule
// are the service's (server/users/guard.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { auditorOf } from '../audit/log';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { bodyOf } from '../http/input';
import * as users from '../users/admin';
import { LEVELS } from '../../domain/levels';
import { NAMA_USER_MAX, PASSWORD_MAX, USER_ID_MAX, USER_MESSAGES as M } from '../../domain/users';
import { registerUserAccessRoutes } from './user-access';
import { registerNewsRoutes } from './news';

const gate = { page: '/data-users' } as const;
const tags = ['Users'];
/** Room past a limit for the spaces the record's check trims before it counts (and then names the limit). */
const TRIM_ROOM = 50;

/**
 * The user record as the form sends it. The wire only bounds it: text or null (null reads as empty), a level among
 * LEVELS; domain/users.ts validateUser then judges the values with the form's own messages (the same in the browser).
 * A value of another type gets the message the record check gives it.
 */
/** Text or null (null reads as empty); `type` is the message the record check gives a value of another type. */
const text = (title: string, maxLength: number, type: string): JsonSchema => ({ title, type: ['string', 'null'], maxLength, 'x-messages': { type } });
const field = {
  user_id: text('User ID', USER_ID_MAX + TRIM_ROOM, M.userIdRequired),
  nama_user: text('Nama User', NAMA_USER_MAX + TRIM_ROOM, M.namaRequired),
  password: text('Password', PASSWORD_MAX, M.passwordShort),
  // '' and null are 'Level Tidak Boleh Kosong' (the record check).
  level: { title: 'Level', anyOf: [{ enum: [...LEVELS] }, { const: '' }, { type: 'null' }], 'x-messages': { enum: M.levelInvalid, const: M.levelInvalid, type: M.levelInvalid, anyOf: M.levelInvalid } },
  kode_toko: text('Kode Toko', 10 + TRIM_ROOM, M.tokoRequired),
} satisfies Record<string, JsonSchema>;
const requiredMessages = {
  user_id: M.userIdRequired,
  nama_user: M.namaRequired,
  password: M.passwordRequired,
  level: M.levelRequired,
  kode_toko: M.tokoRequired,
} as const;
/** A property that must be sent, with the record check's message when it is not. */
const mustSend = (name: keyof typeof field): JsonSchema => ({ ...field[name], 'x-messages': { ...(field[name]['x-messages'] as object), required: requiredMessages[name] } });
const createBody = s.object(
  { user_id: mustSend('user_id'), nama_user: mustSend('nama_user'), password: mustSend('password'), level: mustSend('level'), kode_toko: mustSend('kode_toko') },
  ['user_id', 'nama_user', 'password', 'level', 'kode_toko'],
);
const updateBody = s.object({ nama_user: mustSend('nama_user'), level: mustSend('level'), kode_toko: mustSend('kode_toko') }, ['nama_user', 'level', 'kode_toko']);
const userId = s.params('user_id');
const userRow = {
  type: 'object',
  properties: { user_id: { type: 'string' }, nama_user: { type: 'string' }, level: { enum: [...LEVELS] }, kode_toko: { type: 'string' }, active: { type: 'boolean' }, owner_locked: { type: 'boolean' } },
};
const idOf = (req: { params: unknown }) => (req.params as { user_id: string }).user_id;

export function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  // Every user may list: managers see every user, the others active users' id, name and level (pickers).
  // `level` is checked by the service, which answers 'Level Tidak Valid' as the pickers expect.
  route(
    {
      method: 'GET',
      url: 'users/get/all',
      gate: 'login',
      summary: 'Users: every one to OWN and SU, active ones (id, name, level) to the other levels',
      tags,
      querystring: s.object({ level: { ...s.text('Level', 10), description: `One of ${LEVELS.join(', ')}` } }),
      response: answer.rows(userRow),
    },
    async (req) => {
      const data = await users.listUsers(ctx, actorOf(req), (req.query as { level?: string }).level);
      return { status: 'success', data, count: data.length };
    },
  );

  route(
    { method: 'POST', url: 'users/create', gate, summary: 'Add a user', tags, body: createBody, response: answer.record(userRow), status: 201 },
    async (req) => ({ message: M.created, data: await users.createUser(ctx, auditorOf(req), bodyOf(req)) }),
  );

  route(
    { method: 'PUT', url: 'users/update/:user_id', gate, summary: "Edit a user's name, level and shop", tags, params: userId, body: updateBody, response: answer.record(userRow) },
    async (req) => ({ message: M.updated, data: await users.updateUser(ctx, auditorOf(req), idOf(req), bodyOf(req)) }),
  );

  // The manager types the new password, or leaves it empty and gets a generated one, shown once.
  route(
    {
      method: 'PUT',
      url: 'users/reset-password/:user_id',
      gate,
      summary: "Reset a user's password (generated when none is typed); ends the user's sessions",
      tags,
      params: userId,
      body: s.object({ password: field.password }),
      response: { ...answer.message(), properties: { message: { type: 'string' }, password: { type: 'string' } } },
    },
    async (req) => ({ message: M.passwordReset, ...(await users.resetPassword(ctx, auditorOf(req), idOf(req), bodyOf(req).password as string | null | undefined)) }),
  );

  route(
    { method: 'PUT', url: 'users/deactivate/:user_id', gate, summary: "Deactivate a user; ends the user's sessions", tags, params: userId, response: answer.record(userRow) },
    async (req) => ({ message: M.deactivated, data: await users.setActive(ctx, auditorOf(req), idOf(req), false) }),
  );

  route(
    { method: 'PUT', url: 'users/activate/:user_id', gate, summary: 'Activate a user again', tags, params: userId, response: answer.record(userRow) },
    async (req) => ({ message: M.activated, data: await users.setActive(ctx, auditorOf(req), idOf(req), true) }),
  );

  registerUserAccessRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
}
