// A pawn loan's reads beside its kind's routes (server/documents/kinds/hutang.ts):
// - GET hutang/{no_faktur_hutang}/tagihan?tgl=YYYY-MM-DD: what redeeming an open loan on that date (default today)
//   costs: { jumlah_hutang, lama_pinjam_hari, bunga_persen, bunga_rp, denda_rp, hari_terlambat, total_bayar }.
// - POST hutang/hitung-plafond { items: [{ kadar, berat }] }: the ceiling of pieces about to be pledged, for the entry
//   screen (the plafond masters are a supervisor's to read), whether PLAFOND_HUTANG_MODULE enforces it, and the
//   principal PARAMETER_JUMLAH_HUTANG_POKOK_MODULE suggests (saran_pokok, never above an enforced ceiling; null off).
// - PUT and GET hutang/{no_faktur_hutang}/foto-customer/{customer|ktp}: the customer's photo and the KTP's (JPEG, as a
//   line's photo; server/documents/kinds/hutang-foto.ts). Storing takes the entry screen's gate, reading the kind's.
// The redemption report GET hutang/report-penebusan-detail is a report of its definition
// (definitions/reports/hutang-penebusan-detail.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { KindApi } from '../documents/kind-api';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { HttpError } from '../http-error';
import { isIsoDate } from '../../domain/dates';
import { billOrRefuse, billRules, HUTANG_STEP_MESSAGES, plafondRules, pokokRules, termsOf } from '../documents/kinds/hutang-terms';
import { moduleActive } from '../settings/stored';
import { plafondOf, pokokOf } from '../../domain/hutang';
import { LOAN_PHOTOS, loanPhoto, saveLoanPhoto, type LoanPhoto } from '../documents/kinds/hutang-foto';
import { PHOTO_MESSAGES } from '../inventory/item-operations';
import { PHOTO_LIMIT_BYTES, photoBody } from '../inventory/routes';

export function registerHutangRoutes(app: FastifyInstance, ctx: AppContext, kinds: readonly KindApi[]): void {
  const loans = kinds.find((k) => k.name === 'hutang');
  if (!loans) return;
  const route = routesOf(app);
  const tags = [loans.label];

  route(
    {
      method: 'GET',
      url: 'hutang/:no_faktur_hutang/tagihan',
      gate: loans.read,
      summary: 'What redeeming an open loan on a date (default: the business date) costs: principal, days, rate, interest, late fee, total',
      tags,
      params: s.params('no_faktur_hutang'),
      querystring: s.object({ tgl: s.date('Tanggal') }),
      response: answer.record(),
    },
    async (req) => {
      const actor = actorOf(req);
      const no = (req.params as { no_faktur_hutang: string }).no_faktur_hutang.trim().toUpperCase();
      const tgl = (req.query as { tgl?: string }).tgl || actor.tgl_system;
      if (!isIsoDate(tgl)) throw new HttpError(400, 'Format Tanggal Tidak Valid', [{ field: 'tgl', message: 'Format Tanggal Tidak Valid' }]);
      const [loan] = await ctx.db.query<{ status: string; tgl_system: string }>(
        "SELECT status, tgl_system::text AS tgl_system FROM dokumen_terkini WHERE no_dokumen = $1 AND jenis = 'HUTANG' AND kode_toko = $2",
        [no, actor.kode_toko],
      );
      if (!loan) throw new HttpError(404, HUTANG_STEP_MESSAGES.notFound);
      if (loan.status === 'DONE') throw new HttpError(409, HUTANG_STEP_MESSAGES.alreadyRedeemed);
      if (loan.status === 'LELANG') throw new HttpError(409, HUTANG_STEP_MESSAGES.alreadyAuctioned);
      if (loan.status === 'BATAL') throw new HttpError(409, HUTANG_STEP_MESSAGES.alreadyCancelled);
      const terms = (await termsOf(ctx.db, [no])).get(no)!;
      // A date before the term in force began bills as its first day (interest runs from the term's start).
      const bill = billOrRefuse(terms, tgl < terms.tgl_mulai ? terms.tgl_mulai : tgl, await billRules(ctx.db));
      return { status: 'success', data: { no_faktur_hutang: no, tgl, tgl_jatuh_tempo: terms.tgl_jatuh_tempo, ...bill } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'hutang/hitung-plafond',
      gate: loans.entry,
      summary: 'The plafond of pieces about to be pledged (gold weight x the per-gram plafond of their kadar, else a percent of their gold value), whether it is enforced, and the suggested principal (saran_pokok: per gram of the kadar from /parameter-hutang-pokok, or the gold value under HARGA_EMAS; null with PARAMETER_JUMLAH_HUTANG_POKOK_MODULE off)',
      tags,
      body: s.object(
        { items: s.array('Barang Jaminan', s.object({ kadar: { title: 'Kadar', type: 'number', minimum: 0, maximum: 500 }, berat: { title: 'Berat Emas', type: 'number', minimum: 0, maximum: 100_000 } }, ['kadar', 'berat'], { additional: false }), 50) },
        ['items'],
        { additional: false },
      ),
      response: answer.record(),
    },
    async (req) => {
      const { items } = req.body as { items: { kadar: number; berat: number }[] };
      const plafond = plafondOf(items, await plafondRules(ctx.db));
      const berlaku = await moduleActive(ctx.db, 'PLAFOND_HUTANG_MODULE');
      const pokok = await pokokRules(ctx.db);
      return { status: 'success', data: { plafond, berlaku, saran_pokok: pokok ? pokokOf(items, pokok, berlaku ? plafond : undefined) : null } };
    },
  );

  const photoUrl = 'hutang/:no_faktur_hutang/foto-customer/:jenis';
  const photoParams = s.object({ no_faktur_hutang: s.code('No Faktur Hutang', 60), jenis: s.choice('Foto', [...LOAN_PHOTOS]) }, ['no_faktur_hutang', 'jenis']);
  const photoOf = (req: FastifyRequest) => {
    const p = req.params as { no_faktur_hutang: string; jenis: LoanPhoto };
    return { no: p.no_faktur_hutang.trim().toUpperCase(), jenis: p.jenis };
  };
  void app.register(async (scope) => {
    scope.addContentTypeParser(['image/jpeg', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: PHOTO_LIMIT_BYTES }, (_req, body, done) => done(null, body));
    routesOf(scope)(
      {
        method: 'PUT',
        url: photoUrl,
        gate: loans.entry,
        summary: "Stores the customer's photo (customer) or the KTP's (ktp) of a loan (JPEG, at most 720 x 1366); again, it replaces the last",
        tags,
        params: photoParams,
        body: photoBody,
        response: answer.record(),
        options: { bodyLimit: PHOTO_LIMIT_BYTES },
      },
      async (req) => {
        const { no, jenis } = photoOf(req);
        return { status: 'success', message: PHOTO_MESSAGES.saved, data: await saveLoanPhoto(ctx, actorOf(req), no, jenis, req.body) };
      },
    );
  });
  route(
    {
      method: 'GET',
      url: photoUrl,
      gate: loans.read,
      summary: "The customer's photo or the KTP's of a loan (image/jpeg); 404 'Foto Tidak Tersedia'",
      tags,
      params: photoParams,
      response: { description: 'The JPEG bytes', type: 'string', contentMediaType: 'image/jpeg' },
    },
    async (req, reply) => {
      const { no, jenis } = photoOf(req);
      const bytes = await loanPhoto(ctx, actorOf(req), no, jenis);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=60').send(bytes);
    },
  );
}
