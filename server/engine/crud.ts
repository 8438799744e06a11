// Generic routes of a master definition: list (paged or whole), lookups, get, create, update, soft delete
// and re-activation. Thin handlers over the operations in master-store.ts; the gate and the wire schema of each come
// from the definition (reads need the gate's modules only: every screen may pick from a master).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MasterDefinition } from '../../definitions/define';
import type { AppContext } from '../context';
import { routesOf } from '../http/route';
import { answer, fieldSetBody, s } from '../http/schema';
import { bodyOf } from '../http/input';
import * as store from './master-store';
import { masterTable } from '../db/master-tables';
import { writerOf } from '../actor';
import { HttpError } from '../http-error';
import { auditorOf } from '../audit/log';
import { AFTER_PARAM } from './list-cursor';

/** 'banks/{kode_bank}' -> 'banks/:kode_bank' (below /api/v1/) */
export const apiPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

type Query = Record<string, string | undefined>;

export function registerMasterRoutes(app: FastifyInstance, ctx: AppContext, def: MasterDefinition): void {
  const keyOf = (params: unknown) => String((params as Record<string, string>)[def.key] ?? '');
  /** The definition's write rule (e.g. who may change what of a shop), after the gate. */
  const checkRule = async (req: FastifyRequest, key: string, after: Record<string, unknown> | undefined, isNew = false) => {
    if (!def.writeRule) return;
    const before = isNew ? undefined : await store.findRow(ctx.db, def, key.trim().toUpperCase());
    if (!isNew && !before) return; // the store answers its own 404
    const sent = after && Object.fromEntries(Object.keys(def.fields).filter((f) => f in after).map((f) => [f, after[f]]));
    const refusal = def.writeRule(await writerOf(ctx, req), key.trim().toUpperCase(), before, sent);
    if (refusal) throw new HttpError(403, refusal);
  };
  // The server caches its own shop record (header, health, reports); a write to its table refreshes it.
  const written = async () => {
    if (masterTable(def) === 'toko') await ctx.reloadOwnShop();
  };

  const route = routesOf(app);
  const tags = [`Master: ${def.label}`];
  const readGate = { modules: def.gate } as const;
  const writeGate = { gate: def.gate, page: def.route } as const;
  const key = s.params(def.key);
  // `after`: the `next` cursor of the page before (keyset paging, list-cursor.ts); `skip` still pages by count.
  const listQuery = s.page({
    sort: s.code('Sort', 50),
    order: s.choice('Order', ['ASC', 'DESC', 'asc', 'desc']),
    after: AFTER_PARAM,
  });
  const rowsOnly = answer.fieldSetRows(def, ['is_active']);
  // `next`: where the page after starts (when this page is full), for `after`.
  const rows = { ...rowsOnly, properties: { ...(rowsOnly.properties as object), next: { title: 'Halaman Berikut', type: 'string' } } };
  const record = answer.record();

  route({ method: 'GET', url: apiPath(def.api.list), gate: readGate, summary: `${def.label}: the list`, tags, querystring: listQuery, response: rows }, async (req) => ({
    status: 'success',
    ...(await store.list(ctx.db, def, req.query as Query)),
  }));

  for (const lookup of def.api.lookups) {
    const inPath = lookup.path.includes(`{${lookup.by}}`);
    const by = { [lookup.by]: s.code(def.fields[lookup.by]?.label ?? lookup.by, 100) };
    route(
      {
        method: 'GET',
        url: apiPath(lookup.path),
        gate: readGate,
        summary: `${def.label} by ${lookup.by}`,
        tags,
        ...(inPath ? { params: s.params(lookup.by) } : {}),
        querystring: inPath ? listQuery : { ...listQuery, properties: { ...(listQuery.properties as object), ...by } },
        response: rows,
      },
      async (req) => {
        const value = (req.params as Query)[lookup.by] ?? (req.query as Query)[lookup.by] ?? '';
        return { status: 'success', ...(await store.list(ctx.db, def, req.query as Query, { field: lookup.by, value })) };
      },
    );
  }

  route({ method: 'GET', url: apiPath(def.api.update), gate: readGate, summary: `${def.label}: one record`, tags, params: key, response: record }, async (req) => ({
    data: await store.get(ctx.db, def, keyOf(req.params)),
  }));

  route(
    {
      method: 'POST',
      url: apiPath(def.api.create),
      gate: writeGate,
      authorize: (req) => checkRule(req, String(bodyOf(req)[def.key] ?? ''), bodyOf(req), true),
      summary: `${def.label}: add`,
      tags,
      body: fieldSetBody(def, 'create'),
      response: record,
      status: 201,
    },
    async (req) => {
      const data = await store.create(ctx, def, bodyOf(req), auditorOf(req));
      await written();
      return { status: 'success', message: def.messages.created, data };
    },
  );

  route(
    {
      method: 'PUT',
      url: apiPath(def.api.update),
      gate: writeGate,
      authorize: (req) => checkRule(req, keyOf(req.params), bodyOf(req)),
      summary: `${def.label}: edit`,
      tags,
      params: key,
      body: fieldSetBody(def, 'update'),
      response: record,
    },
    async (req) => {
      const data = await store.update(ctx, def, keyOf(req.params), bodyOf(req), auditorOf(req));
      await written();
      return { status: 'success', message: def.messages.updated, data };
    },
  );

  const removeSpec = { method: 'DELETE', url: apiPath(def.api.remove), gate: writeGate, summary: `${def.label}: delete (soft)`, tags, params: key } as const;
  route({ ...removeSpec, authorize: (req) => checkRule(req, keyOf(req.params), undefined), response: answer.message() }, async (req) => {
    await store.remove(ctx, def, keyOf(req.params), auditorOf(req));
    await written();
    return { status: 'success', message: def.messages.deleted };
  });

  route(
    {
      method: 'PUT',
      url: apiPath(def.api.activate),
      gate: writeGate,
      authorize: (req) => checkRule(req, keyOf(req.params), bodyOf(req)),
      summary: `${def.label}: activate again`,
      tags,
      params: key,
      body: fieldSetBody(def, 'update'),
      bodyOptional: true,
      response: record,
    },
    async (req) => {
      const data = await store.activate(ctx, def, keyOf(req.params), bodyOf(req), auditorOf(req));
      await written();
      return { status: 'success', message: def.messages.activated, data };
    },
  );
}
