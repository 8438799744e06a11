// Generic routes of a master definition: list (paged or whole), lookups, get, create, update, soft delete
// and re-activation. Thin handlers over the operations in master-store.ts.
import type { FastifyInstance } from 'fastify';
import type { MasterDefinition } from '../../definitions/define';
import type { AppContext } from '../context';
import { currentUser, requireGate, requireModules } from '../plugins/auth';
import * as store from './master-store';
import { masterTable } from '../db/master-tables';
import { writerOf } from '../actor';
import { HttpError } from '../http-error';

/** 'banks/{kode_bank}' -> '/api/v1/banks/:kode_bank' */
export const routePath = (path: string) => `/api/v1/${path.replace(/\{(\w+)\}/g, ':$1')}`;

type Query = Record<string, string | undefined>;

export function registerMasterRoutes(app: FastifyInstance, ctx: AppContext, def: MasterDefinition): void {
  const write = (req: Parameters<typeof currentUser>[0]) => requireGate(ctx, req, def.gate, def.route);
  const read = (req: Parameters<typeof currentUser>[0]) => requireModules(ctx, req, def.gate);
  const keyOf = (params: unknown) => String((params as Record<string, string>)[def.key] ?? '');
  /** The definition's write rule (e.g. who may change what of a shop), after the gate. */
  const checkRule = async (req: Parameters<typeof currentUser>[0], key: string, after: Record<string, unknown> | undefined, isNew = false) => {
    if (!def.writeRule) return;
    const before = isNew ? undefined : await store.findRow(ctx.db, def, key.trim().toUpperCase());
    if (!isNew && !before) return; // the store answers its own 404
    const sent = after && Object.fromEntries(Object.keys(def.fields).filter((f) => f in after).map((f) => [f, after[f]]));
    const refusal = def.writeRule(await writerOf(ctx, req), key.trim().toUpperCase(), before, sent);
    if (refusal) throw new HttpError(403, refusal);
  };
  const bodyOf = (req: { body: unknown }) => (req.body ?? {}) as Record<string, unknown>;
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
    await checkRule(req, String(bodyOf(req)[def.key] ?? ''), bodyOf(req), true);
    const data = await store.create(ctx, def, bodyOf(req), currentUser(req).user_id);
    await written();
    reply.code(201);
    return { status: 'success', message: def.messages.created, data };
  });

  app.put(routePath(def.api.update), async (req) => {
    await write(req);
    await checkRule(req, keyOf(req.params), bodyOf(req));
    const data = await store.update(ctx, def, keyOf(req.params), bodyOf(req), currentUser(req).user_id);
    await written();
    return { status: 'success', message: def.messages.updated, data };
  });

  app.delete(routePath(def.api.remove), async (req) => {
    await write(req);
    await checkRule(req, keyOf(req.params), undefined);
    await store.remove(ctx, def, keyOf(req.params), currentUser(req).user_id);
    await written();
    return { status: 'success', message: def.messages.deleted };
  });

  app.put(routePath(def.api.activate), async (req) => {
    await write(req);
    await checkRule(req, keyOf(req.params), bodyOf(req));
    const data = await store.activate(ctx, def, keyOf(req.params), bodyOf(req), currentUser(req).user_id);
    await written();
    return { status: 'success', message: def.messages.activated, data };
  });
}
