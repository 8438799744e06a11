// What the server registers, read from Fastify's own route tree: every test that sweeps "all routes" starts here, so
// a route nobody listed cannot slip past it.
import type { FastifyInstance } from 'fastify';

/** 'METHOD /path' of every registered route (HEAD, which Fastify adds for each GET, left out). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) out.push(`${method} ${path}`);
  }
  return out;
}

/** Fastify's '/api/v1/barang/:kode_barcode' as OpenAPI writes it: '/api/v1/barang/{kode_barcode}'. */
export const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
