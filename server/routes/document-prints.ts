// The print record of receipts (issue 9 item 5: "a reprint is recorded"). The browser records each print before it
// prints; the answer's cetak_ke above 1 makes the receipt say 'CETAK ULANG ke-N'.
// - POST penjualan/{no_faktur_jual}/cetak  -> { message, data: { no_faktur_jual, cetak_ke } }
// - POST titip/{no_titip}/cetak            -> { message, data: { no_titip, cetak_ke } }
// A document of another shop, or of another kind, is 404 as if it did not exist.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf, type Actor } from '../actor';
import { HttpError } from '../http-error';
import { routesOf } from '../http/route';
import { DOCUMENT_KINDS } from '../documents/kinds';
import { answer, s } from '../http/schema';
import type { Executor } from '../db/database';

export const PRINT_MESSAGES = {
  printed: 'Berhasil Mencatat Cetak Nota',
  notFound: 'Nota Tidak Ditemukan',
} as const;

/** Records one more print of the document: its number, 1 for the first print. */
export async function recordPrint(tx: Executor, actor: Pick<Actor, 'kode_toko' | 'user_id'>, jenis: string, no: string): Promise<number> {
  // The lock on the header serializes two prints of one nota, so each gets its own number.
  const [doc] = await tx.query('SELECT no_dokumen FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3 FOR UPDATE', [no, jenis, actor.kode_toko]);
  if (!doc) throw new HttpError(404, PRINT_MESSAGES.notFound);
  const [row] = await tx.query<{ cetak_ke: number }>(
    `INSERT INTO dokumen_cetak (no_dokumen, cetak_ke, oleh)
       SELECT $1, coalesce(max(cetak_ke), 0) + 1, $2 FROM dokumen_cetak WHERE no_dokumen = $1
     RETURNING cetak_ke`,
    [no, actor.user_id],
  );
  return Number(row.cetak_ke);
}

export function registerDocumentPrintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  for (const kind of Object.values(DOCUMENT_KINDS)) {
    route(
      {
        method: 'POST',
        url: `${kind.api}/:${kind.number}/cetak`,
        gate: kind.read,
        summary: 'Record a print of the receipt; cetak_ke above 1 is a reprint',
        tags: [kind.label],
        params: s.params(kind.number),
        status: 201,
        response: answer.record(),
      },
      async (req) => {
        const actor = actorOf(req);
        const no = (req.params as Record<string, string>)[kind.number];
        const cetak_ke = await ctx.db.transaction((tx) => recordPrint(tx, actor, kind.jenis, no));
        return { status: 'success', message: PRINT_MESSAGES.printed, data: { [kind.number]: no, cetak_ke } };
      },
    );
  }
}
