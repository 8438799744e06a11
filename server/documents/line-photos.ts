// A photo per line of a document whose kind keeps them (KindApiInput.linePhotos: an order's design, a piece left for
// repair): a JPEG the browser already resized (domain/photo.ts, as an item's), stored in the file store at
// DOKPIC/{shop}/{number}-{line}.jpg and named in dokumen_baris_foto (migration 044), so a read says which lines have
// one; put again, it replaces the last. Only a document of the actor's shop and of the kind, and only a line it has;
// anything else is 404 as if it did not exist.
import type { Queryable } from '../db/database';
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { jpegSize, PHOTO_MAX } from '../../domain/photo';
import { PHOTO_MESSAGES } from '../inventory/item-operations';
import { DOCUMENT_MESSAGES } from './messages';

const key = (kodeToko: string, no: string, baris: number) => `DOKPIC/${kodeToko}/${no}-${baris}.jpg`;

async function lineOf(ctx: AppContext, actor: Pick<Actor, 'kode_toko'>, jenis: string, no: string, baris: number): Promise<void> {
  const [line] = await ctx.db.query(
    `SELECT 1 FROM dokumen_baris b JOIN dokumen d USING (no_dokumen) WHERE d.no_dokumen = $1 AND d.jenis = $2 AND d.kode_toko = $3 AND b.baris = $4`,
    [no, jenis, actor.kode_toko, baris],
  );
  if (!line) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
}

export async function saveLinePhoto(ctx: AppContext, actor: Actor, jenis: string, no: string, baris: number, bytes: unknown) {
  await lineOf(ctx, actor, jenis, no, baris);
  const size = Buffer.isBuffer(bytes) ? jpegSize(bytes) : undefined;
  if (!size) throw new HttpError(400, PHOTO_MESSAGES.notJpeg);
  if (size.width > PHOTO_MAX.width || size.height > PHOTO_MAX.height) throw new HttpError(400, PHOTO_MESSAGES.tooBig);
  const foto = key(actor.kode_toko, no, baris);
  await ctx.files.put(foto, bytes as Buffer, 'image/jpeg');
  await ctx.db.query(
    `INSERT INTO dokumen_baris_foto (no_dokumen, baris, foto, oleh) VALUES ($1, $2, $3, $4)
     ON CONFLICT (no_dokumen, baris) DO UPDATE SET foto = EXCLUDED.foto, oleh = EXCLUDED.oleh, updated_at = now()`,
    [no, baris, foto, actor.user_id],
  );
  return { baris, ...size };
}

export async function linePhoto(ctx: AppContext, actor: Actor, jenis: string, no: string, baris: number): Promise<Buffer> {
  await lineOf(ctx, actor, jenis, no, baris);
  const bytes = await ctx.files.get(key(actor.kode_toko, no, baris));
  if (!bytes) throw new HttpError(404, PHOTO_MESSAGES.none);
  return bytes;
}

/** Each line of a document with its photo's key ('' without one), in line order: what a kind's read adds to its lines. */
export async function withLinePhotos<L extends Record<string, unknown>>(db: Queryable, no: string, lines: L[]): Promise<(L & { foto: string })[]> {
  const rows = await db.query<{ baris: number; foto: string }>('SELECT baris, foto FROM dokumen_baris_foto WHERE no_dokumen = $1', [no]);
  const byLine = new Map(rows.map((r) => [Number(r.baris), r.foto]));
  return lines.map((l, i) => ({ ...l, foto: byLine.get(Number(l.baris ?? i + 1)) ?? '' }));
}
