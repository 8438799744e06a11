// A pawn loan's reads beside its kind's routes (server/documents/kinds/hutang.ts):
// - GET hutang/{no_faktur_hutang}/tagihan?tgl=YYYY-MM-DD: what redeeming an open loan on that date (default today)
//   costs: { jumlah_hutang, lama_pinjam_hari, bunga_persen, bunga_rp, denda_rp, hari_terlambat, total_bayar }.
// - POST hutang/hitung-plafond { items: [{ kadar, berat }] }: the ceiling of pieces about to be pledged, for the entry
//   screen (the plafond masters are a supervisor's to read), and whether PLAFOND_HUTANG_MODULE enforces it.
// - GET hutang/report-penebusan-detail?tgl_from&tgl_to&no_pinjam&sort_by: the redemptions of the period (not
//   cancelled), the spec's row (section 3): no_faktur_hutang, nama_customer, alamat_customer, tgl_hutang, tgl_lunas,
//   lama_pinjam (days), kode_sales, jumlah_hutang, bunga (percent), bunga_rp (the interest per day, section 9: the
//   interest total is bunga_rp x lama_pinjam), bunga_pinjam (the interest paid), total_bayar, detail_barang
//   [{ nama_barang, berat }]; sort_by tgl_hutang, tgl_lunas or no_faktur_hutang.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { KindApi } from '../documents/kind-api';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s } from '../http/schema';
import { HttpError } from '../http-error';
import { isIsoDate } from '../../domain/dates';
import { billOrRefuse, billRules, HUTANG_STEP_MESSAGES, moduleActive, plafondRules, termsOf } from '../documents/kinds/hutang-terms';
import { plafondOf } from '../../domain/hutang';

const SORTS = { tgl_hutang: 'tgl_hutang, no_faktur_hutang', tgl_lunas: 'tgl_lunas, no_faktur_hutang', no_faktur_hutang: 'no_faktur_hutang' } as const;

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
      const bill = billOrRefuse(terms, tgl < terms.tgl_mulai ? terms.tgl_mulai : tgl, await billRules(ctx.db));
      return { status: 'success', data: { no_faktur_hutang: no, tgl, tgl_jatuh_tempo: terms.tgl_jatuh_tempo, ...bill } };
    },
  );

  route(
    {
      method: 'POST',
      url: 'hutang/hitung-plafond',
      gate: loans.entry,
      summary: 'The plafond of pieces about to be pledged (gold weight x the per-gram plafond of their kadar, else a percent of their gold value) and whether it is enforced',
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
      return { status: 'success', data: { plafond: plafondOf(items, await plafondRules(ctx.db)), berlaku: await moduleActive(ctx.db, 'PLAFOND_HUTANG_MODULE') } };
    },
  );

  route(
    {
      method: 'GET',
      url: 'hutang/report-penebusan-detail',
      gate: loans.read,
      summary: "Laporan Penebusan Detail: the period's redemptions, one row each with the loan, its days, rate, interest and pieces (spec section 3)",
      tags,
      querystring: s.object({
        tgl_from: s.date('Tanggal Awal'),
        tgl_to: s.date('Tanggal Akhir'),
        no_pinjam: s.code('No Pinjam', 60),
        sort_by: s.choice('Sort By', Object.keys(SORTS)),
      }),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl_from?: string; tgl_to?: string; no_pinjam?: string; sort_by?: keyof typeof SORTS };
      const from = q.tgl_from || actor.tgl_system;
      const to = q.tgl_to || from;
      const rows = await ctx.db.query<Record<string, unknown>>(
        `SELECT h.no_dokumen AS no_faktur_hutang, h.nama_customer, h.alamat_customer, h.tgl_system::text AS tgl_hutang, l.tgl_system::text AS tgl_lunas,
                t.lama_pinjam_hari AS lama_pinjam, h.kode_sales, t.jumlah_hutang, t.bunga_persen::float AS bunga,
                round(t.bunga_rp::numeric / t.lama_pinjam_hari, 2)::float AS bunga_rp, t.bunga_rp AS bunga_pinjam, t.denda_rp, t.total_bayar,
                (SELECT json_agg(json_build_object('nama_barang', b.nama_barang, 'berat', b.berat::float) ORDER BY b.baris) FROM dokumen_baris b WHERE b.no_dokumen = h.no_dokumen) AS detail_barang
           FROM hutang_tagihan t
           JOIN dokumen_terkini l ON l.no_dokumen = t.no_dokumen AND l.jenis = 'LUNAS_HUTANG' AND l.status <> 'BATAL'
           JOIN dokumen h ON h.no_dokumen = t.no_hutang
          WHERE l.kode_toko = $1 AND l.tgl_system BETWEEN $2 AND $3 AND ($4::text IS NULL OR h.no_dokumen = $4)
          ORDER BY ${SORTS[q.sort_by ?? 'tgl_lunas']}`,
        [actor.kode_toko, from, to, q.no_pinjam?.trim().toUpperCase() || null],
      );
      return { status: 'success', data: rows.map((r) => ({ ...r, jumlah_hutang: Number(r.jumlah_hutang), bunga_pinjam: Number(r.bunga_pinjam), denda_rp: Number(r.denda_rp), total_bayar: Number(r.total_bayar) })) };
    },
  );
}
