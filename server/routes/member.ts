// Members beside their master (definitions/masters/member.ts, whose list/create/edit routes the master engine serves):
// - GET member/poin?no_hp=   the active member of a phone (typed any way) and its points balance, for the sale screen
//                            (gate: the sale's entry screen); 404 'Member Tidak Terdaftar'
// - GET member/kode/{kode}   the active member of a code (name, phone, address) for the customer of any counter screen
//                            (the sale, buy-back, order, service, loan, instalment), behind MEMBER_MODULE; 404 'Member Tidak Terdaftar'
// - GET member/{kode}/poin   the active member's points: { kode_member, poin, riwayat: [{ tgl, no, jenis, keterangan,
//                            poin_masuk, poin_keluar, saldo }] } (issue 23's fixed point); 404 'Member Tidak Terdaftar'
// - GET member/{kode}/transaksi?tgl_from&tgl_to   the member's documents in the user's shop (default: the business
//                            date's month): [{ no, tgl, jenis, grand_total, status }]; 404 'Member Tidak Terdaftar'
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../http-error';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { DOCUMENT_KINDS } from '../documents/registry';
import { memberByCode, memberByPhone, pointBalance, POIN_MESSAGES } from '../documents/member-points';
import { moduleOn } from '../../domain/gates';
import { whatsappNumber } from '../../domain/phone';
import { memberDocuments, pointHistory } from '../members/history';
import { actorOf } from '../actor';
import { MEMBER_FINDER_PAGES, MEMBER_POINTS_READ_GATE } from '../members/gates';

const tags = ['Member'];

export function registerMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    {
      method: 'GET',
      url: 'member/poin',
      gate: DOCUMENT_KINDS.penjualan.entry,
      summary: "The active member of a phone number and its points balance (the sum of the points ledger), for the sale's POIN payment",
      tags,
      querystring: s.object({ no_hp: s.text('No HP', 20) }, ['no_hp']),
      response: answer.record(),
    },
    async (req) => {
      const found = await memberByPhone(ctx.db, whatsappNumber((req.query as { no_hp: string }).no_hp));
      if (!found) throw new HttpError(404, POIN_MESSAGES.notMember);
      return { status: 'success', data: { ...found, poin: await pointBalance(ctx.db, found.kode_member) } };
    },
  );

  route(
    {
      method: 'GET',
      url: 'member/kode/:kode_member',
      gate: { anyOf: [...['penjualan', 'pembelian', 'pesanan', 'service', 'hutang', 'cicilan'].map((k) => DOCUMENT_KINDS[k].entryRoute), ...MEMBER_FINDER_PAGES] },
      summary: "The active member of a code: its name, phone and address, filled in as a counter screen's customer (MEMBER_MODULE)",
      tags,
      params: s.params('kode_member'),
      response: answer.record(),
    },
    async (req) => {
      const found = moduleOn(await ctx.modules(), 'MEMBER_MODULE') ? await memberByCode(ctx.db, (req.params as { kode_member: string }).kode_member) : undefined;
      if (!found) throw new HttpError(404, POIN_MESSAGES.notMember);
      return { status: 'success', data: found };
    },
  );

  route(
    {
      method: 'GET',
      url: 'member/:kode_member/poin',
      gate: MEMBER_POINTS_READ_GATE,
      summary: "An active member's points: the balance (poin) and every move of the points ledger, oldest first, with the balance after it (riwayat)",
      tags,
      params: s.params('kode_member'),
      response: answer.record(),
    },
    async (req) => {
      const found = await memberByCode(ctx.db, (req.params as { kode_member: string }).kode_member);
      if (!found) throw new HttpError(404, POIN_MESSAGES.notMember);
      return { status: 'success', data: await pointHistory(ctx.db, found.kode_member) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'member/:kode_member/transaksi',
      gate: MEMBER_POINTS_READ_GATE,
      summary: "An active member's documents in the user's shop over a range of business dates (default: the business date's month), oldest first",
      tags,
      params: s.params('kode_member'),
      querystring: s.object({ tgl_from: s.date('Tanggal Awal'), tgl_to: s.date('Tanggal Akhir') }),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const found = await memberByCode(ctx.db, (req.params as { kode_member: string }).kode_member);
      if (!found) throw new HttpError(404, POIN_MESSAGES.notMember);
      const q = req.query as { tgl_from?: string; tgl_to?: string };
      const to = q.tgl_to || actor.tgl_system;
      const from = q.tgl_from || `${to.slice(0, 8)}01`;
      return { status: 'success', data: await memberDocuments(ctx.db, actor.kode_toko, found.kode_member, from, to) };
    },
  );
}
