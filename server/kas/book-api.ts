// What the books' kinds (server/documents/kinds/mutasi-uang.ts, kas-manual.ts, gesek-tunai.ts, pengalihan-saldo.ts)
// share in their API on the kind registry: a document posted or read back carries its kas_dokumen row (what moved
// where, the kategori's name, the card line) beside the kernel's read; a list is one business date's documents as
// the book shows them (?tgl, default the business date; another day by the reports' backdating rule); a cancel
// answers the books' one text.
import type { KindApiInput } from '../documents/kind-api';
import { s, type JsonSchema } from '../http/schema';
import { CASH_MESSAGES } from '../../domain/kas';
import { bookDate, cashDocuments } from './books';

/** The amount, reason and kategori (master Kode Transaksi) as the books' bodies take them. */
export const bookFields = {
  jumlah: s.money('Jumlah Rp'),
  keterangan: s.text('Keterangan', 200),
  kategori: s.code('Kategori', 20),
};

/** A list's query: the business date, and what else the book filters by. */
export const bookDay = (extra: Record<string, JsonSchema> = {}) => s.object({ tgl: s.date('Tanggal'), ...extra });

type BookKindInput<B> = Pick<KindApiInput<B>, 'definition' | 'kind' | 'body' | 'posts' | 'summaries'> & {
  saved?: string;
  list?: {
    /** GET {api} unless named (spec section 7: non-cash/gesek-histories). */
    url?: string;
    querystring?: JsonSchema;
    /** Only the documents with this akun on a side (the cash screen's ?sisi=CASH). */
    onlyAkun?(query: Record<string, string | undefined>): string | undefined;
    /** Only one member's documents (a card fee's ?kode_member=). */
    kodeMember?(query: Record<string, string | undefined>): string | undefined;
  };
};

export function bookKindApi<B>(input: BookKindInput<B>): KindApiInput<B> {
  const { list, saved, ...api } = input;
  return {
    ...api,
    messages: { saved, cancelled: CASH_MESSAGES.cancelled },
    posted: (doc) => doc,
    extend: async (db, actor, doc, no) => ({ ...doc, ...(await cashDocuments(db, actor.kode_toko, { no }))[0] }),
    list: {
      url: list?.url,
      querystring: list?.querystring ?? bookDay(),
      read: async (ctx, req, actor) => {
        const q = req.query as Record<string, string | undefined>;
        const tgl = await bookDate(ctx, req, actor, q.tgl);
        return cashDocuments(ctx.db, actor.kode_toko, { jenis: input.kind.jenis, tgl, onlyAkun: list?.onlyAkun?.(q), kodeMember: list?.kodeMember?.(q) });
      },
    },
  };
}
