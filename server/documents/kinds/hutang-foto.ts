// A pawn loan's customer photos (migration 048): the customer's face and the KTP, PUT and GET
// hutang/{no}/foto-customer/{customer|ktp} (server/routes/hutang.ts). Each a JPEG the browser resized (domain/photo.ts,
// as a line's photo), stored at DOKPIC/{shop}/{number}-{jenis}.jpg; put again, it replaces the last. Only a loan of
// the actor's shop; anything else is 404 as if it did not exist. Like a line's photo it follows the loan rather than
// riding in its transaction: a photo is no part of its money or custody.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { jpegSize, PHOTO_MAX } from '../../../domain/photo';
import { PHOTO_MESSAGES } from '../../inventory/item-operations';
import { HUTANG_STEP_MESSAGES } from './hutang-terms';

export const LOAN_PHOTOS = ['customer', 'ktp'] as const;
export type LoanPhoto = (typeof LOAN_PHOTOS)[number];

const key = (kodeToko: string, no: string, jenis: LoanPhoto) => `DOKPIC/${kodeToko}/${no}-${jenis}.jpg`;

async function loanOf(db: Queryable, actor: Pick<Actor, 'kode_toko'>, no: string): Promise<void> {
  const [loan] = await db.query("SELECT 1 FROM dokumen WHERE no_dokumen = $1 AND jenis = 'HUTANG' AND kode_toko = $2", [no, actor.kode_toko]);
  if (!loan) throw new HttpError(404, HUTANG_STEP_MESSAGES.notFound);
}

export async function saveLoanPhoto(ctx: AppContext, actor: Actor, no: string, jenis: LoanPhoto, bytes: unknown) {
  await loanOf(ctx.db, actor, no);
  const size = Buffer.isBuffer(bytes) ? jpegSize(bytes) : undefined;
  if (!size) throw new HttpError(400, PHOTO_MESSAGES.notJpeg);
  if (size.width > PHOTO_MAX.width || size.height > PHOTO_MAX.height) throw new HttpError(400, PHOTO_MESSAGES.tooBig);
  const foto = key(actor.kode_toko, no, jenis);
  await ctx.files.put(foto, bytes as Buffer, 'image/jpeg');
  await ctx.db.query(
    `INSERT INTO hutang_foto (no_dokumen, jenis, foto, oleh) VALUES ($1, $2, $3, $4)
     ON CONFLICT (no_dokumen, jenis) DO UPDATE SET foto = EXCLUDED.foto, oleh = EXCLUDED.oleh, updated_at = now()`,
    [no, jenis, foto, actor.user_id],
  );
  return { jenis, ...size };
}

export async function loanPhoto(ctx: AppContext, actor: Actor, no: string, jenis: LoanPhoto): Promise<Buffer> {
  await loanOf(ctx.db, actor, no);
  // The table says whether the loan has one: the store may keep a file of the same name from elsewhere.
  const [row] = await ctx.db.query<{ foto: string }>('SELECT foto FROM hutang_foto WHERE no_dokumen = $1 AND jenis = $2', [no, jenis]);
  const bytes = row && (await ctx.files.get(row.foto));
  if (!bytes) throw new HttpError(404, PHOTO_MESSAGES.none);
  return bytes;
}

/** A loan's read: each photo's key, '' without one. */
export async function loanPhotoKeys(db: Queryable, no: string): Promise<{ foto_customer: string; foto_ktp: string }> {
  const rows = await db.query<{ jenis: LoanPhoto; foto: string }>('SELECT jenis, foto FROM hutang_foto WHERE no_dokumen = $1', [no]);
  const of = (jenis: LoanPhoto) => rows.find((r) => r.jenis === jenis)?.foto ?? '';
  return { foto_customer: of('customer'), foto_ktp: of('ktp') };
}
