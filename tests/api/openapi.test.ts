// The API's description is the contract for implementers and for generated tests: it is a valid OpenAPI 3.1
// document, it covers every route the server registers, and each operation carries its gate and its request schema.
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { openapiPath, registeredRoutes } from '../helpers/routes';
import { PAGES } from '../../definitions/pages';
import { compilePending } from '../../server/http/validation';

type Operation = { 'x-gate'?: Record<string, unknown>; requestBody?: unknown; parameters?: { in: string; name: string }[] };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.call('GET', '/api/v1/openapi.json', { token: await t.login() });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

describe('GET /api/v1/openapi.json', () => {
  it('is for logged-in users only', async () => {
    expect((await t.call('GET', '/api/v1/openapi.json')).statusCode).toBe(401);
  });

  it('declares schemas that all compile (the server compiles each when its route is first called)', () => {
    // Most routes were never called in this file: their validators are compiled here, and one ajv refuses throws.
    expect(compilePending()).toBeGreaterThan(100);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every API route the server registers, and nothing else', () => {
    const registered = registeredRoutes(t.app)
      .filter((r) => r.split(' ')[1].startsWith('/api/'))
      .map((r) => {
        const [method, path] = r.split(' ');
        return `${method} ${openapiPath(path)}`;
      });
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(registered.length).toBeGreaterThan(350);
    expect(registered.filter((r) => !described.includes(r))).toEqual([]);
    expect(described.filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('gives every operation its gate (levels, modules, page) and what it reads', () => {
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const gate = op['x-gate'];
        if (!gate || !Array.isArray(gate.levels) || !Array.isArray(gate.modules) || !('page' in gate)) problems.push(`${method} ${path}: x-gate`);
        if ((method === 'post' || method === 'put') && !op.requestBody) problems.push(`${method} ${path}: no request body schema`);
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        for (const p of pathParams) if (!op.parameters?.some((x) => x.in === 'path' && x.name === p)) problems.push(`${method} ${path}: path parameter ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names screens that exist as the pages of gates', () => {
    const routes = new Set([...t.ctx.definitions.map((d) => d.route), ...PAGES.map((p) => p.route)]);
    const pages = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op['x-gate']?.page).filter((p): p is string => typeof p === 'string'));
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.filter((p) => !routes.has(p))).toEqual([]);
  });
});
