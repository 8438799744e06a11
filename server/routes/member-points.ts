// Member points spent and corrected (issue 23), each a document of the kernel (server/documents/engine.ts):
// - POST tukar-point { kode_member, kode_hadiah, qty, keterangan? }   a gift for points (kinds/tukar-poin.ts): 201, or
//   400 'Poin Tidak Mencukupi' / 'Stock Hadiah Tidak Mencukupi' / 'Member Tidak Terdaftar' / 'Hadiah Tidak Terdaftar'
// - GET tukar-point?tgl_from&tgl_to&kode_member                      the shop's exchanges of a range of business dates
// - GET tukar-point/{no_tukar}                                        one exchange, with bisa_batal
// - POST tukar-point/{no_tukar}/batal { alasan, authorization_id }    cancelled (BATAL_TUKAR_POIN): gift and points back
// - POST transaksi-poin { kode_member, poin, alasan, authorization_id } a correction by hand (kinds/koreksi-poin.ts,
//   TRANSAKSI_POIN), never below zero
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { cancelDocument, cancellability, postDocument, type CancelInput } from '../documents/engine';
import { readDocument } from '../documents/read';
import { required } from '../documents/body-schemas';
import { pointBalance } from '../documents/member-points';
import { tukarPoin, TUKAR_POIN_MESSAGES, type TukarPoinBody } from '../documents/kinds/tukar-poin';
import { koreksiPoin, KOREKSI_POIN_MESSAGES, type KoreksiPoinBody } from '../documents/kinds/koreksi-poin';
import { TRANSAKSI_POIN_GATE, TUKAR_POINT_GATE } from '../members/gates';
import { cancelBody, idempotencyKey } from './document-requests';

const tags = ['Member'];
const LABEL = 'Tukar Poin';
const MAX_QTY = 9_999_999;

const tukarBody = s.object(
  {
    kode_member: { ...s.code('Kode Member', 20, required('Kode Member')), minLength: 1 },
    kode_hadiah: { ...s.code('Kode Hadiah', 20, required('Kode Hadiah')), minLength: 1 },
    qty: s.int('Qty', 1, MAX_QTY),
    keterangan: s.text('Keterangan', 200),
  },
  ['kode_member', 'kode_hadiah', 'qty'],
  { additional: false },
);

const koreksiBody = s.object(
  {
    kode_member: { ...s.code('Kode Member', 20, required('Kode Member')), minLength: 1 },
    poin: s.int('Poin', -1_000_000_000, 1_000_000_000),
    alasan: { ...s.text('Alasan', 200, required('Alasan')), minLength: 1 },
    authorization_id: s.code('Otorisasi', 100),
  },
  ['kode_member', 'poin', 'alasan', 'authorization_id'],
  { additional: false },
);

const listQuery = s.object({ tgl_from: s.date('Tanggal Awal'), tgl_to: s.date('Tanggal Akhir'), kode_member: s.code('Kode Member', 20) });

/** One exchange as the list and the answer of a post show it. */
const EXCHANGE_SQL = `
  SELECT d.no_dokumen AS no_tukar, d.tgl_system::text AS tgl_system, d.kode_member, d.nama_customer AS nama_member, h.kode_hadiah,
         b.nama_barang AS nama_hadiah, -h.qty AS qty, h.poin, d.keterangan, d.status, d.input_by
    FROM dokumen_terkini d
    JOIN hadiah_mutasi h ON h.no_dokumen = d.no_dokumen AND h.jenis = 'TUKAR'
    JOIN dokumen_baris b ON b.no_dokumen = d.no_dokumen AND b.baris = 1
   WHERE d.jenis = 'TUKAR_POIN' AND d.kode_toko = $1`;

const exchangeRow = (r: Record<string, unknown>) => ({ ...r, qty: Number(r.qty), poin: Number(r.poin) });

export function registerMemberPointRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);
  const noOf = (req: FastifyRequest) => (req.params as { no_tukar: string }).no_tukar.trim().toUpperCase();

  route(
    {
      method: 'POST',
      url: 'tukar-point',
      gate: TUKAR_POINT_GATE,
      summary: "A gift for points: the member's points and the gift's stock down in one transaction (Idempotency-Key)",
      description: "400 'Poin Tidak Mencukupi' when the member's balance is below the gift's points x qty, 'Stock Hadiah Tidak Mencukupi' when its stock is below qty",
      tags,
      body: tukarBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const { no } = await postDocument(ctx, actor, tukarPoin, req.body as TukarPoinBody, { idempotencyKey: idempotencyKey(req) });
      const [row] = await ctx.db.query<Record<string, unknown>>(`${EXCHANGE_SQL} AND d.no_dokumen = $2`, [actor.kode_toko, no]);
      const saldo = await pointBalance(ctx.db, String(row.kode_member));
      return { status: 'success', message: TUKAR_POIN_MESSAGES.saved, data: { ...exchangeRow(row), saldo } };
    },
  );

  route(
    { method: 'GET', url: 'tukar-point', gate: TUKAR_POINT_GATE, summary: "The shop's gift exchanges of a range of business dates (default today), optionally of one member", tags, querystring: listQuery, response: answer.rows() },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl_from?: string; tgl_to?: string; kode_member?: string };
      const rows = await ctx.db.query<Record<string, unknown>>(
        `${EXCHANGE_SQL} AND d.tgl_system BETWEEN $2 AND $3 AND ($4 = '' OR d.kode_member = $4) ORDER BY d.tgl_system, d.no_dokumen`,
        [actor.kode_toko, q.tgl_from || actor.tgl_system, q.tgl_to || q.tgl_from || actor.tgl_system, (q.kode_member ?? '').trim().toUpperCase()],
      );
      return { status: 'success', data: rows.map(exchangeRow) };
    },
  );

  route(
    { method: 'GET', url: 'tukar-point/:no_tukar', gate: TUKAR_POINT_GATE, summary: 'One gift exchange, and whether it can be cancelled now (bisa_batal)', tags, params: s.params('no_tukar'), response: answer.record() },
    async (req) => {
      const actor = actorOf(req);
      const no = noOf(req);
      const doc = await readDocument(ctx.db, actor, tukarPoin.jenis, 'no_tukar', no);
      const [row] = await ctx.db.query<Record<string, unknown>>(`${EXCHANGE_SQL} AND d.no_dokumen = $2`, [actor.kode_toko, no]);
      return { status: 'success', data: { ...doc, ...exchangeRow(row), ...(await cancellability(ctx, actor, tukarPoin, no, LABEL)) } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'tukar-point/:no_tukar/batal',
      gate: TUKAR_POINT_GATE,
      summary: "Cancel a gift exchange (BATAL_TUKAR_POIN, any business day): the gift's pieces back on its stock, the points back to the member",
      tags,
      params: s.params('no_tukar'),
      body: cancelBody,
      response: answer.message(),
    },
    async (req) => {
      await cancelDocument(ctx, actorOf(req), tukarPoin, noOf(req), req.body as CancelInput, LABEL);
      return { status: 'success', message: TUKAR_POIN_MESSAGES.cancelled };
    },
  );

  route(
    {
      method: 'POST',
      url: 'transaksi-poin',
      gate: TRANSAKSI_POIN_GATE,
      summary: "A member's points corrected by hand: poin added (> 0) or taken off (< 0), with a reason and a TRANSAKSI_POIN authorization (Idempotency-Key)",
      description: "400 'Poin Tidak Mencukupi' when the correction would take the balance below zero; 'Otorisasi Tidak Valid' without a fresh TRANSAKSI_POIN authorization of the requesting user",
      tags,
      body: koreksiBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const body = req.body as KoreksiPoinBody;
      const { no } = await postDocument(ctx, actor, koreksiPoin, body, { idempotencyKey: idempotencyKey(req) });
      const [doc] = await ctx.db.query<{ kode_member: string; tgl_system: string }>('SELECT kode_member, tgl_system::text AS tgl_system FROM dokumen WHERE no_dokumen = $1', [no]);
      return {
        status: 'success',
        message: KOREKSI_POIN_MESSAGES.saved,
        data: { no_transaksi_poin: no, tgl_system: doc.tgl_system, kode_member: doc.kode_member, poin: body.poin, saldo: await pointBalance(ctx.db, doc.kode_member) },
      };
    },
  );
}
