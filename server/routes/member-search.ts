// GET member/cari?q=: the counter's member finder (issue 23). The active members whose code, phone or name matches
// what the cashier typed, at most 20, for any counter entry screen behind MEMBER_MODULE. A phone matches however it is
// typed (0812-..., +62 812 ..., 62812...): the digits are compared in the 62 form the member master stores.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { requireModules } from '../plugins/auth';
import { DOCUMENT_KINDS } from '../documents/registry';
import { whatsappNumber } from '../../domain/phone';
import { MEMBER_FINDER_PAGES } from '../members/gates';

/** The counter entry screens that fill in a customer: sale, buy-back, order, service, loan, instalment. */
const COUNTER_KINDS = ['penjualan', 'pembelian', 'pesanan', 'service', 'hutang', 'cicilan'];
export const MEMBER_SEARCH_LIMIT = 20;

export interface FoundMember {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  alamat: string;
}

/** Code or name containing the text (any case), or a phone containing its digits; exact code first, then by name. */
export async function searchMembers(db: Queryable, q: string): Promise<FoundMember[]> {
  const text = q.trim();
  if (!text) return [];
  const digits = text.replace(/\D/g, '');
  // A typed phone starts with 0 or +62; its 62 form is what no_hp holds. Fewer than 4 digits match no phone.
  const phone = digits.length >= 4 ? whatsappNumber(text).replace(/\D/g, '') : '';
  const like = `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<FoundMember>(
    `SELECT kode_member, nama_member, no_hp, coalesce(alamat, '') AS alamat
       FROM member
      WHERE is_active AND (upper(kode_member) LIKE $1 OR upper(nama_member) LIKE $1 OR ($2 <> '' AND (no_hp LIKE '%' || $2 || '%' OR no_hp LIKE '%' || $3 || '%')))
      ORDER BY (upper(kode_member) = $4) DESC, nama_member, kode_member
      LIMIT ${MEMBER_SEARCH_LIMIT}`,
    [like, phone, digits, text.toUpperCase()],
  );
}

export function registerMemberSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  route(
    {
      method: 'GET',
      url: 'member/cari',
      gate: { anyOf: [...COUNTER_KINDS.map((k) => DOCUMENT_KINDS[k].entryRoute), ...MEMBER_FINDER_PAGES] },
      authorize: (req) => requireModules(ctx, req, { modules: ['MEMBER_MODULE'] }),
      summary: 'Active members whose code, phone (typed any way) or name matches q, at most 20, for the counter screens (MEMBER_MODULE)',
      tags: ['Member'],
      querystring: s.object({ q: s.text('Cari', 100) }, ['q']),
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await searchMembers(ctx.db, (req.query as { q: string }).q) }),
  );
}
