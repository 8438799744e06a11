// PUT and GET {api}/{number}/foto/{baris} of a kind whose lines carry a photo (KindApiInput.linePhotos): the JPEG the
// browser resized, stored per line (server/documents/line-photos.ts). Storing takes the kind's entry gate (the screen
// that took the document), reading any of its screens'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import type { KindApi } from '../documents/kind-api';
import { linePhoto, saveLinePhoto } from '../documents/line-photos';
import { PHOTO_MESSAGES } from '../inventory/item-operations';
import { PHOTO_LIMIT_BYTES, photoBody } from '../inventory/routes';

export function registerLinePhotoRoutes(app: FastifyInstance, ctx: AppContext, k: KindApi): void {
  const url = `${k.api}/:${k.number}/foto/:baris`;
  const params = s.object({ [k.number]: s.code('Nomor', 60), baris: { title: 'Baris', type: 'integer', minimum: 1, maximum: 1000 } }, [k.number, 'baris']);
  const target = (req: FastifyRequest) => {
    const p = req.params as Record<string, string | number>;
    return { no: String(p[k.number]).trim().toUpperCase(), baris: Number(p.baris) };
  };
  void app.register(async (scope) => {
    scope.addContentTypeParser(['image/jpeg', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    routesOf(scope)(
      {
        method: 'PUT',
        url,
        gate: k.entry,
        summary: `Stores the photo of a line of a ${k.label} (JPEG, at most 720 x 1366); again, it replaces the last`,
        tags: [k.label],
        params,
        body: photoBody,
        response: answer.record(),
        options: { bodyLimit: PHOTO_LIMIT_BYTES },
      },
      async (req) => {
        const { no, baris } = target(req);
        return { status: 'success', message: PHOTO_MESSAGES.saved, data: await saveLinePhoto(ctx, actorOf(req), k.jenis, no, baris, req.body) };
      },
    );
  });
  routesOf(app)(
    {
      method: 'GET',
      url,
      gate: k.read,
      summary: `The photo of a line of a ${k.label} (image/jpeg); 404 'Foto Tidak Tersedia'`,
      tags: [k.label],
      params,
      response: { description: 'The JPEG bytes', type: 'string', contentMediaType: 'image/jpeg' },
    },
    async (req, reply) => {
      const { no, baris } = target(req);
      const bytes = await linePhoto(ctx, actorOf(req), k.jenis, no, baris);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=60').send(bytes);
    },
  );
}
