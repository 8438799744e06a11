// Generic routes of a master definition: list (paged or whole), lookups, get, create, update, soft delete
// and re-activation. Thin handlers over the operations in master-store.ts.
import type { FastifyInstance } from 'fastify';
import type { MasterDefinition } from '../../definitions/define';
import type { AppContext } from '../context';
import { currentUser, requireGate, requireModules } from '../plugins/auth';
import * as store from './master-store';
import { masterTable } from '../db/master-tables';

/** 'banks/{kode_bank}' -> '/api/v1/banks/:kode_bank' */
export const routePath = (path: string) => `/api/v1/${path.replace(/\{(\w+)\}/g, ':$1')}`;

type Query = Record<string, string | undefined>;

export function registerMasterRoutes(app: FastifyInstance, ctx: AppContext, def: MasterDefinition): void {
  const write = (req: Parameters<typeof currentUser>[0]) => requireGate(ctx, req, def.gate, def.route);
  const read = (req: Parameters<typeof currentUser>[0]) => requireModules(ctx, req, def.gate);
  const keyOf = (params: unknown) => String((params as Record<string, string>)[def.key] ?? '');
  // The server caches its own shop record (header, health, reports); a write to its table refreshes it.
  const written = async () => {
    if (masterTable(def) === 'toko') await ctx.reloadOwnShop();
  };

  app.get(routePath(def.api.list), async (req) => {
    await read(req);
    return { status: 'success', ...(await store.list(ctx.db, def, req.query as Query)) };
  });

  for (const lookup of def.api.lookups) {
    app.get(routePath(lookup.path), async (req) => {
      await read(req);
      const value = (req.params as Query)[lookup.by] ?? (req.query as Query)[lookup.by] ?? '';
      return { status: 'success', ...(await store.list(ctx.db, def, req.query as Query, { field: lookup.by, value })) };
    });
  }

  app.get(routePath(def.api.update), async (req) => {
    await read(req);
    return { data: await store.get(ctx.db, def, keyOf(req.params)) };
  });

  app.post(routePath(def.api.create), async (req, reply) => {
    await write(req);
    const data = await store.create(ctx, def, (req.body ?? {}) as Record<string, unknown>, currentUser(req).user_id);
    await written();
    reply.code(201);
    return { status: 'success', message: def.messages.created, data };
  });

  app.put(routePath(def.api.update), async (req) => {
    await write(req);
    const data = await store.update(ctx, def, keyOf(req.params), (req.body ?? {}) as Record<string, unknown>, currentUser(req).user_id);
    await written();
    return { status: 'success', message: def.messages.updated, data };
  });

  app.delete(routePath(def.api.remove), async (req) => {
    await write(req);
    await store.remove(ctx, def, keyOf(req.params), currentUser(req).user_id);
    await written();
    return { status: 'success', message: def.messages.deleted };
  });

  app.put(routePath(def.api.activate), async (req) => {
    await write(req);
    const data = await store.activate(ctx, def, keyOf(req.params), (req.body ?? {}) as Record<string, unknown>, currentUser(req).user_id);
    await written();
    return { status: 'success', message: def.messages.activated, data };
  });
}
