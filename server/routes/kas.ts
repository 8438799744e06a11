// The cash and bank books and the money documents of issue 11 (sections 1 and 2): thin routes over the document kernel
// (kinds mutasi-uang, kas-manual, gesek-tunai, pengalihan-saldo) and the books (server/kas/books.ts).
// - POST cash/mutasi-uang-bank   { asal, asal_rekening, tujuan, tujuan_rekening, jumlah, keterangan, kategori } (spec
//                                 section 7) -> 201 { message: 'Mutasi Uang Bank Berhasil Disimpan', data: { no_mutasi ... } }
// - POST cash/mutasi-uang-cash   the same; asal and tujuan default to CASH -> 'Mutasi Uang Cash Berhasil Disimpan'
// - GET  cash/mutasi?tgl&sisi    the day's mutations (sisi=CASH: those with a cash side)
// - POST cash/mutasi/{no}/batal  { alasan, authorization_id } (BATAL_MUTASI_UANG), its own day only
// - POST cash                    { akun: 'KAS' | no_rekening, kategori, keterangan, jumlah }: a manual income or expense
// - POST cash/{no}/batal         cancels a manual entry
// - GET  cash/paginated?skip&limit&tgl        the till's book: opening, rows newest first with the running balance, closing, count
// - GET  cash/history-bank?akun&tgl&skip&limit the bank accounts' book (one account, or all of them)
// - GET  cash/saldo              the till and every bank account with its balance now
// - POST gesek-tunai, GET non-cash/gesek-histories?tgl, POST gesek-tunai/{no}/batal
// - POST pengalihan-saldo, GET pengalihan-saldo?tgl, POST pengalihan-saldo/{no}/batal (supervisors and up)
// Every POST that writes takes an Idempotency-Key header.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { HttpError } from '../http-error';
import { routesOf, type RouteGate } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { cancelDocument, postDocument, type CancelInput } from '../documents/engine';
import type { DocumentKind } from '../documents/plan';
import { cancelBody, idempotencyKey } from './document-requests';
import { CASH_MESSAGES, KAS_AKUN, MUTATION_SIDES } from '../../domain/kas';
import { mutasiUang, type MutationBody } from '../documents/kinds/mutasi-uang';
import { kasManual, type ManualBody } from '../documents/kinds/kas-manual';
import { gesekTunai, type CardCashBody } from '../documents/kinds/gesek-tunai';
import { pengalihanSaldo, type BalanceMoveBody } from '../documents/kinds/pengalihan-saldo';
import { balances, bookDate, cashDocuments, readBook } from '../kas/books';

const tags = ['Kas Dan Bank'];
const MUTATION_SCREENS = ['/mutasi-uang-bank', '/mutasi-uang-cash'];
const BOOK_SCREENS = ['/uang-kas', '/uang-bank'];
const GESEK = '/gesek-tunai';
const PENGALIHAN = '/pengalihan-saldo-uang';

const rekening = (title: string) => s.nullable(s.code(title, 30));
const jumlah = s.money('Jumlah Rp');
const keterangan = s.text('Keterangan', 200);
const kategori = s.code('Kategori', 20);

/** Spec section 7's body; a side may come as '' (nothing chosen yet), which the rule names as missing. */
const mutationBody = (required: string[]): JsonSchema =>
  s.object(
    {
      asal: s.choice('Asal', [...MUTATION_SIDES, '']),
      asal_rekening: rekening('Rekening Asal'),
      tujuan: s.choice('Tujuan', [...MUTATION_SIDES, '']),
      tujuan_rekening: rekening('Rekening Tujuan'),
      jumlah,
      keterangan,
      kategori,
    },
    required,
    { additional: false },
  );

const tglQuery = (extra: Record<string, JsonSchema> = {}) => s.object({ tgl: s.date('Tanggal'), ...extra });

/** The number a document's routes name it by. */
const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name];

export function registerCashRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  /** Posts a document of `kind` and answers its number with the spec's (or our) success text. */
  const post = async <I>(req: FastifyRequest, kind: DocumentKind<I>, body: I, number: string, message: string) => {
    const actor = actorOf(req);
    const { no } = await postDocument(ctx, actor, kind, body, { idempotencyKey: idempotencyKey(req) });
    const doc = (await cashDocuments(ctx.db, actor.kode_toko, kind.jenis, actor.tgl_system)).find((r) => r.no_dokumen === no);
    return { status: 'success', message, data: { [number]: no, ...doc } };
  };

  /** The cancel route of a kind: POST {base}/{number}/batal. */
  const cancelRoute = (url: string, number: string, gate: RouteGate, kind: DocumentKind<never>, label: string, summary: string) =>
    route({ method: 'POST', url: `${url}/:${number}/batal`, gate, summary, tags, params: s.params(number), body: cancelBody, response: answer.message() }, async (req) => {
      await cancelDocument(ctx, actorOf(req), kind, param(req, number), req.body as CancelInput, label);
      return { status: 'success', message: CASH_MESSAGES.cancelled };
    });

  for (const [url, screen, message, sidesRequired] of [
    ['cash/mutasi-uang-bank', '/mutasi-uang-bank', CASH_MESSAGES.bankSaved, true],
    ['cash/mutasi-uang-cash', '/mutasi-uang-cash', CASH_MESSAGES.cashSaved, false],
  ] as const) {
    route(
      {
        method: 'POST',
        url,
        gate: { page: screen },
        summary: `A money mutation between the till and a bank account or two bank accounts (never cash to cash)${sidesRequired ? '' : '; asal and tujuan default to CASH'}`,
        tags,
        body: mutationBody(sidesRequired ? ['asal', 'tujuan', 'jumlah', 'keterangan', 'kategori'] : ['jumlah', 'keterangan', 'kategori']),
        status: 201,
        response: answer.record(),
      },
      async (req) => {
        const body = req.body as MutationBody;
        return post(req, mutasiUang, { ...body, asal: body.asal ?? 'CASH', tujuan: body.tujuan ?? 'CASH' }, 'no_mutasi', message);
      },
    );
  }

  route(
    {
      method: 'GET',
      url: 'cash/mutasi',
      gate: { anyOf: MUTATION_SCREENS },
      summary: "The shop's money mutations of a business date (default today); sisi=CASH: only those with a cash side",
      tags,
      querystring: tglQuery({ sisi: s.choice('Sisi', ['CASH', 'BANK']) }),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl?: string; sisi?: string };
      const tgl = await bookDate(ctx, req, actor, q.tgl);
      return { status: 'success', data: await cashDocuments(ctx.db, actor.kode_toko, mutasiUang.jenis, tgl, q.sisi === 'CASH' ? KAS_AKUN : undefined) };
    },
  );
  cancelRoute('cash/mutasi', 'no_mutasi', { anyOf: MUTATION_SCREENS }, mutasiUang as DocumentKind<never>, 'Mutasi Uang', 'Cancel a mutation of today (BATAL_MUTASI_UANG): its money and journal mirrored');

  route(
    {
      method: 'POST',
      url: 'cash',
      gate: { anyOf: BOOK_SCREENS },
      summary: 'A manual income or expense of the till (akun KAS) or a bank account, by its Kode Transaksi kategori, with a reason',
      tags,
      body: s.object({ akun: s.code('Rekening', 30), kategori, keterangan, jumlah }, ['akun', 'kategori', 'keterangan', 'jumlah'], { additional: false }),
      status: 201,
      response: answer.record(),
    },
    async (req) => post(req, kasManual, req.body as ManualBody, 'no_kas', CASH_MESSAGES.manualSaved),
  );
  cancelRoute('cash', 'no_kas', { anyOf: BOOK_SCREENS }, kasManual as DocumentKind<never>, 'Transaksi Kas', 'Cancel a manual income or expense of today (BATAL_MUTASI_UANG)');

  const paging = s.page({ tgl: s.date('Tanggal') });
  route(
    {
      method: 'GET',
      url: 'cash/paginated',
      gate: { page: '/uang-kas' },
      summary: "The till's book of a business date: opening balance, the movements newest first with the running balance, closing balance",
      tags,
      querystring: paging,
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl?: string; skip?: number; limit?: number };
      const tgl = await bookDate(ctx, req, actor, q.tgl);
      return { status: 'success', ...(await readBook(ctx.db, actor.kode_toko, { akun: KAS_AKUN }, tgl, q)) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'cash/history-bank',
      gate: { page: '/uang-bank' },
      summary: "A bank account's book of a business date (every bank account's without akun), as cash/paginated answers the till's",
      tags,
      querystring: s.page({ tgl: s.date('Tanggal'), akun: s.code('Rekening', 30) }),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const q = req.query as { tgl?: string; akun?: string; skip?: number; limit?: number };
      const tgl = await bookDate(ctx, req, actor, q.tgl);
      const akun = q.akun?.trim();
      // The till has its own book (cash/paginated).
      if (akun === KAS_AKUN) throw new HttpError(400, CASH_MESSAGES.accountUnknown, [{ field: 'akun', message: CASH_MESSAGES.accountUnknown }]);
      return { status: 'success', ...(await readBook(ctx.db, actor.kode_toko, akun ? { akun } : { allBanks: true }, tgl, q)) };
    },
  );

  route(
    {
      method: 'GET',
      url: 'cash/saldo',
      gate: { anyOf: [...BOOK_SCREENS, ...MUTATION_SCREENS, GESEK, PENGALIHAN] },
      summary: 'The till and every bank account of the shop with its balance now',
      tags,
      response: answer.rows(),
    },
    async (req) => ({ status: 'success', data: await balances(ctx.db, actorOf(req).kode_toko) }),
  );

  route(
    {
      method: 'POST',
      url: 'gesek-tunai',
      gate: { page: GESEK },
      summary: 'Card cash: the card charged amount + fee onto a bank account of the shop, the till pays out the amount',
      tags,
      body: s.object(
        {
          nama_customer: s.text('Nama Customer', 100),
          no_hp: s.text('No HP', 20),
          jenis: s.choice('Jenis Kartu', ['DEBIT', 'KREDIT']),
          no_rekening: s.code('Rekening', 30),
          no_reff: s.text('No Reff', 60),
          jumlah,
          fee_persen: { title: 'Fee Kartu', type: 'number', minimum: 0, maximum: 100 },
          keterangan,
        },
        ['nama_customer', 'jenis', 'no_rekening', 'jumlah'],
        { additional: false },
      ),
      status: 201,
      response: answer.record(),
    },
    async (req) => post(req, gesekTunai, req.body as CardCashBody, 'no_gesek', CASH_MESSAGES.gesekSaved),
  );

  route(
    {
      method: 'GET',
      url: 'non-cash/gesek-histories',
      gate: { page: GESEK },
      summary: "The shop's card-cash swipes of a business date (default today)",
      tags,
      querystring: tglQuery(),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const tgl = await bookDate(ctx, req, actor, (req.query as { tgl?: string }).tgl);
      return { status: 'success', data: await cashDocuments(ctx.db, actor.kode_toko, gesekTunai.jenis, tgl) };
    },
  );
  cancelRoute('gesek-tunai', 'no_gesek', { page: GESEK }, gesekTunai as DocumentKind<never>, 'Gesek Tunai', 'Cancel a card-cash swipe of today (BATAL_MUTASI_UANG)');

  route(
    {
      method: 'POST',
      url: 'pengalihan-saldo',
      gate: { page: PENGALIHAN },
      summary: "A balance moved between two of the shop's accounts (the till or bank accounts), with a reason",
      tags,
      body: s.object(
        { akun_asal: s.code('Asal', 30), akun_tujuan: s.code('Tujuan', 30), jumlah, keterangan },
        ['akun_asal', 'akun_tujuan', 'jumlah', 'keterangan'],
        { additional: false },
      ),
      status: 201,
      response: answer.record(),
    },
    async (req) => post(req, pengalihanSaldo, req.body as BalanceMoveBody, 'no_pengalihan', CASH_MESSAGES.pengalihanSaved),
  );

  route(
    {
      method: 'GET',
      url: 'pengalihan-saldo',
      gate: { page: PENGALIHAN },
      summary: "The shop's balance moves of a business date (default today)",
      tags,
      querystring: tglQuery(),
      response: answer.rows(),
    },
    async (req) => {
      const actor = actorOf(req);
      const tgl = await bookDate(ctx, req, actor, (req.query as { tgl?: string }).tgl);
      return { status: 'success', data: await cashDocuments(ctx.db, actor.kode_toko, pengalihanSaldo.jenis, tgl) };
    },
  );
  cancelRoute('pengalihan-saldo', 'no_pengalihan', { page: PENGALIHAN }, pengalihanSaldo as DocumentKind<never>, 'Pengalihan Saldo', 'Cancel a balance move of today (BATAL_MUTASI_UANG)');
}
