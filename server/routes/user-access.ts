// /hak-akses-users on the server: a user's effective access tree, and storing a new one (server/users/access.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { auditorOf } from '../audit/log';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import * as access from '../users/access';
import { ACCESS_MESSAGES } from '../../domain/access-check';

export { ACCESS_CHANGED } from '../users/admin';

const gate = { page: '/hak-akses-users' } as const;
const tags = ['Users'];

/**
 * One node of the tree, three levels deep. The wire only bounds sizes: the shape is judged by domain/access-check.ts,
 * which names each bad node ('Menu x Tidak Dikenal', 'is_show Menu x Harus true Atau false' ...) under one message.
 */
const node = (children?: JsonSchema): JsonSchema => ({
  description: '{ key, is_show: boolean, children?: AccessNode[] }',
  properties: { key: { title: 'Menu', maxLength: 200 }, ...(children ? { children } : {}) },
});
const nodes = (title: string, items: JsonSchema): JsonSchema => ({ title, maxItems: 500, items });
const tree = nodes('Hak Akses', node(nodes('Sub Menu', node(nodes('Menu', node())))));
const accessAnswer = answer.record({
  type: 'object',
  properties: { user_id: { type: 'string' }, nama_user: { type: 'string' }, level: { type: 'string' }, always_pass: { type: 'boolean' }, access: { type: 'array' } },
});

export function registerUserAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const idOf = (req: { params: unknown }) => (req.params as { user_id: string }).user_id;

  route(
    { method: 'GET', url: 'users/access/:user_id', gate, summary: "A user's effective access tree", tags, params: s.params('user_id'), response: accessAnswer },
    async (req) => ({ status: 'success', data: await access.readAccess(ctx, idOf(req)) }),
  );

  route(
    {
      method: 'PUT',
      url: 'users/access/:user_id',
      gate,
      summary: "Store a user's access tree; the user's open browsers redraw their menus",
      tags,
      params: s.params('user_id'),
      body: s.object({ access: tree }),
      response: accessAnswer,
    },
    async (req) => ({ message: ACCESS_MESSAGES.saved, data: await access.saveAccess(ctx, auditorOf(req), idOf(req), (req.body as { access?: unknown } | undefined)?.access) }),
  );
}
