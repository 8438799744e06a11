// The gate of every route, checked in one place: a route's declared RouteGate (server/http/route.ts) becomes a check
// that runs before validation, and the x-gate its OpenAPI operation carries. A screen's gate is read where the
// browser reads it (master and report definitions, definitions/pages.ts), so the API refuses exactly what the screen
// would not offer.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import type { Definition } from '../../definitions/define';
import { PAGES } from '../../definitions/pages';
import { LEVELS, type Level } from '../../domain/levels';
import { passesGate, type Gate } from '../../domain/gates';
import { gateContextOf, requireGate, requireModules } from '../plugins/auth';
import { HttpError, MESSAGES } from '../http-error';
import { API_PREFIX, type RouteGate } from './route';

/** Screen route -> its gate, for every screen the definitions and pages know. */
export function screenGates(definitions: readonly Definition[]): Map<string, Gate> {
  const gates = new Map<string, Gate>();
  for (const p of PAGES) gates.set(p.route, p.gate);
  for (const d of definitions) gates.set(d.route, d.gate);
  return gates;
}

/** What the OpenAPI description says of a gate (x-gate). */
export interface XGate {
  levels: Level[];
  modules: string[];
  /** The screen whose access-tree entry the call needs; null when none (a login is enough, or none at all). */
  page: string | null;
  /** Further screens whose gate the call needs too (`also`), or one of which it needs (`dynamic`). */
  pages?: string[];
  modulesOff?: string[];
  moduleValueNot?: { module: string; value: string };
  rule?: string;
  /** No login. */
  public?: true;
  /** Checked on the record by the handler, not from the request alone. */
  dynamic?: string;
  /** Whether the user's access tree must show `page` (SU and OWN always pass). */
  access?: boolean;
}

const describe = (gate: Gate, page: string | null): XGate => ({
  levels: [...(gate.levels ?? LEVELS)],
  modules: [...(gate.modules ?? [])],
  page,
  ...(gate.modulesOff?.length ? { modulesOff: [...gate.modulesOff] } : {}),
  ...(gate.moduleValueNot ? { moduleValueNot: { ...gate.moduleValueNot } } : {}),
  ...(gate.rule ? { rule: gate.rule } : {}),
  ...(page ? { access: gate.access !== false } : {}),
});

type Check = (req: FastifyRequest) => Promise<unknown>;

/** The check and the description of a declared gate; unknown screens fail the boot, naming the route. */
export function resolveGate(ctx: AppContext, gates: Map<string, Gate>, declared: RouteGate, url: string): { check?: Check; xGate: XGate } {
  const pageGate = (route: string) => {
    const gate = gates.get(route);
    if (!gate) throw new Error(`${url}: gate names ${route}, which no definition or page knows`);
    return gate;
  };
  if (declared === 'public') return { xGate: { levels: [...LEVELS], modules: [], page: null, public: true } };
  if (declared === 'login') return { xGate: { levels: [...LEVELS], modules: [], page: null } };
  if ('dynamic' in declared) {
    declared.pages.forEach(pageGate);
    return { xGate: { levels: [...LEVELS], modules: [], page: null, pages: [...declared.pages], dynamic: declared.dynamic } };
  }
  if ('anyOf' in declared) {
    const checks = declared.anyOf.map((r) => [r, pageGate(r)] as const);
    return {
      check: async (req) => {
        const gc = await gateContextOf(ctx, req);
        if (!checks.some(([r, g]) => passesGate(g, gc, r))) throw new HttpError(403, MESSAGES.forbidden);
      },
      // Described as the sweep and the reference read a choice of screens.
      xGate: { levels: [...new Set(checks.flatMap(([, g]) => g.levels ?? LEVELS))], modules: [], page: null, pages: [...declared.anyOf], dynamic: 'any one of its screens' },
    };
  }
  if ('modules' in declared) {
    const gate = declared.modules;
    const { modules, modulesOff, moduleValueNot } = gate;
    return { check: (req) => requireModules(ctx, req, gate), xGate: describe({ modules, modulesOff, moduleValueNot }, null) };
  }
  if ('gate' in declared) {
    const { page } = declared;
    const gate: Gate = page === null ? { ...declared.gate, access: false } : declared.gate;
    return { check: (req) => requireGate(ctx, req, gate, page ?? ''), xGate: describe(gate, page) };
  }
  const routes = [declared.page, ...(declared.also ?? [])];
  const checks = routes.map((r) => [r, pageGate(r)] as const);
  const main = describe(checks[0][1], declared.page);
  // Every further screen narrows the levels and adds its modules.
  for (const [, g] of checks.slice(1)) {
    if (g.levels) main.levels = main.levels.filter((l) => g.levels!.includes(l));
    if (g.modules) main.modules = [...new Set([...main.modules, ...g.modules])];
  }
  return {
    check: async (req) => {
      for (const [r, g] of checks) await requireGate(ctx, req, g, r);
    },
    xGate: { ...main, ...(declared.also?.length ? { pages: [...declared.also] } : {}) },
  };
}

/** Adds each declared route's gate check (before validation) and its x-gate. Register before any route. */
export const gatePlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const gates = screenGates(ctx.definitions);
  app.addHook('onRoute', (opts: RouteOptions) => {
    const declared = opts.config?.gate;
    if (!declared) {
      // Every API route is declared (server/http/route.ts): one without a gate would be neither checked nor described.
      if (opts.url.startsWith(API_PREFIX)) throw new Error(`${String(opts.method)} ${opts.url}: declare it with route() (server/http/route.ts)`);
      return;
    }
    const { check, xGate } = resolveGate(ctx, gates, declared, opts.url);
    opts.schema = { ...opts.schema, 'x-gate': xGate } as RouteOptions['schema'];
    if (!check) return;
    const before = opts.preValidation ? (Array.isArray(opts.preValidation) ? opts.preValidation : [opts.preValidation]) : [];
    // The head office's portal call (server/portal/client.ts) passes on a route that serves it: its user passed the
    // gate at the head office, and req.service is only ever set on such a route.
    opts.preValidation = [async (req: FastifyRequest) => void (req.service || (await check(req))), ...before] as RouteOptions['preValidation'];
  });
});
