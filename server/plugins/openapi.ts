// The API's machine-readable description: OpenAPI 3.1 made by @fastify/swagger from the routes' own schemas and
// gates (server/http/route.ts), so it cannot drift from what the server checks. Served to a logged-in user at
// GET /api/v1/openapi.json; the browser app's /referensi-api page renders it for implementers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { API_PREFIX, BODY_OPTIONAL } from '../http/route';

export const openapiPlugin = fp(async (app: FastifyInstance, { version }: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kilau API',
        version,
        description:
          'Every operation needs the x-auth-token header (from POST users/login) unless its x-gate says public. ' +
          'x-gate: the levels that may call it, the modules that must be on, and the screen whose access-tree entry it needs. ' +
          'Errors answer { message } in Indonesian, with errors: [{ field, message }] on 400.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
      security: [{ token: [] }],
    },
    // Only the API: the browser app's files and fallback are not operations.
    transform: ({ schema, url }) => ({ schema: { ...schema, hide: !url.startsWith(API_PREFIX) }, url }),
    // @fastify/swagger marks every body required; a route that runs without one (server/http/route.ts bodyOptional) says so.
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const { openapiObject } = doc;
      for (const ops of Object.values(openapiObject.paths ?? {})) {
        for (const op of Object.values(ops as Record<string, { requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> } }>)) {
          if (op.requestBody?.content?.['application/json']?.schema?.[BODY_OPTIONAL]) op.requestBody.required = false;
        }
      }
      return openapiObject;
    },
  });
});
