// What a pawn loan's auction left between the shop and the customer (issue 22 item 4; the books in migration 047),
// settled by the loan's actions, each a document of the kernel moving the auction's balance in one transaction:
// - POST hutang/{no}/bayar-kelebihan (KELEBIHAN_LELANG_HUTANG, KL-...): the surplus paid out of the till or a shop
//   account (checked against what it holds), at most what is still owed; without `pembayaran`, all of it in cash.
// - POST hutang/{no}/hangus-kelebihan (HANGUS_LELANG_HUTANG, HL-...): a surplus unclaimed past its year
//   (hutang_lelang.tgl_batas) forfeited to other income, on a supervisor's screen (/hangus-kelebihan-lelang). An
//   explicit action rather than a step of the day close: forfeiting a customer's money is a decision someone signs.
// - POST hutang/{no}/bayar-kekurangan (KEKURANGAN_LELANG_HUTANG, KK-...): the shortfall collected with the sale's money
//   kinds, at most what is still owed (a part is allowed); without `pembayaran`, all of it in cash.
// Once nothing is outstanding the auction document is DONE. None is cancelled (the next step runs on it).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { postDocument } from '../engine';
import { linkedBy } from '../links';
import { changeStatus, lockDocument } from '../status';
import type { DocumentKind, JournalAmount, Plan } from '../plan';
import { bankTotal, checkAccounts, documentSettings, moneyMoves, refuse, settlePayments, type PaymentInput } from '../priced-pieces';
import { s } from '../../http/schema';
import { salePayments } from '../body-schemas';
import { MONEY_PAYMENTS } from './penjualan';
import type { KindAction } from '../kind-api';
import { HUTANG_STEP_MESSAGES, stepHeader, type LoanHeader } from './hutang-terms';
import { payoutLines, payoutMoves, payoutSchema, type PayoutInput } from './hutang-payout';

export const SISA_LELANG_MESSAGES = {
  surplusPaid: 'Kelebihan Lelang Berhasil Dibayarkan',
  surplusForfeited: 'Kelebihan Lelang Berhasil Dihanguskan',
  shortfallPaid: 'Kekurangan Lelang Berhasil Dibayar',
  notAuctioned: 'Hutang Belum Dilelang',
  noSurplus: 'Tidak Ada Kelebihan Lelang',
  noShortfall: 'Tidak Ada Kekurangan Lelang',
  aboveSurplus: 'Pembayaran Melebihi Kelebihan Lelang',
  aboveShortfall: 'Pembayaran Melebihi Kekurangan Lelang',
  notExpired: 'Kelebihan Lelang Belum Melewati Batas Waktu',
} as const;

interface SisaBody {
  no_hutang: string;
}
interface PayoutBody extends SisaBody {
  pembayaran?: PayoutInput[];
}
interface CollectBody extends SisaBody {
  pembayaran?: PaymentInput[];
}

type Outcome = 'KELEBIHAN_LELANG' | 'PIUTANG';

interface Auction {
  no_lelang: string;
  header: LoanHeader;
  /** What is still outstanding: the surplus the shop holds, or the shortfall the customer owes. */
  sisa: number;
  tgl_batas: string;
}

/**
 * The loan's auction, locked against a second settlement at the same moment, with what it still leaves of `outcome`;
 * 404 for no loan of the shop, 409 when it was not auctioned or leaves nothing of that kind.
 */
async function lockedAuction(tx: Queryable, actor: Actor, noHutang: string, outcome: Outcome): Promise<Auction> {
  const [loan] = await tx.query('SELECT 1 FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3', [noHutang, 'HUTANG', actor.kode_toko]);
  if (!loan) throw new HttpError(404, HUTANG_STEP_MESSAGES.notFound);
  const noLelang = await linkedBy(tx, noHutang, 'LELANG_HUTANG');
  if (!noLelang) throw new HttpError(409, SISA_LELANG_MESSAGES.notAuctioned);
  const d = await lockDocument<LoanHeader>(tx, actor.kode_toko, 'LELANG_HUTANG', noLelang, 'no_dokumen, tgl_system::text AS tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member');
  const none = new HttpError(409, outcome === 'KELEBIHAN_LELANG' ? SISA_LELANG_MESSAGES.noSurplus : SISA_LELANG_MESSAGES.noShortfall);
  if (!d || d.status !== 'OPEN') throw none;
  const [bal] = await tx.query<{ jenis_saldo: string; pokok: string; terbayar: string; tgl_batas: string }>(
    `SELECT s.jenis_saldo, s.pokok, s.terbayar, l.tgl_batas::text AS tgl_batas FROM saldo_dokumen s JOIN hutang_lelang l USING (no_dokumen) WHERE s.no_dokumen = $1`,
    [noLelang],
  );
  if (!bal || bal.jenis_saldo !== outcome) throw none;
  // Sisi K holds the customer's money in terbayar; sisi D owes pokok - terbayar.
  const sisa = outcome === 'KELEBIHAN_LELANG' ? Number(bal.terbayar) : Number(bal.pokok) - Number(bal.terbayar);
  if (sisa <= 0) throw none;
  // The step's header names the loan, as the auction's does.
  return { no_lelang: noLelang, header: { ...d, no_dokumen: noHutang }, sisa, tgl_batas: bal.tgl_batas };
}

const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((total, r) => total + pick(r), 0);
const j = (type: string) => (kode_akun: string, amount: number): JournalAmount => ({ trx: 'HUTANG', type, kode_akun, amount });

/** The auction closed (DONE) by the step that leaves nothing outstanding. */
function closeWhenSettled(actor: Actor, auction: Auction, amount: number) {
  return async (tx: Queryable, no: string) => {
    if (amount === auction.sisa) await changeStatus(tx, auction.no_lelang, 'DONE', { tgl_system: actor.tgl_system, user_id: actor.user_id, alasan: no });
  };
}

/** Not registered kinds: no cancel route. Asked, they refuse. */
const noCancel = (kategori: 'KELEBIHAN LELANG HUTANG' | 'KEKURANGAN LELANG HUTANG') => ({
  authorization: 'BATAL_HUTANG' as const,
  sameDayOnly: true,
  afterValidation: false,
  kategori,
  refuse: async () => new HttpError(409, HUTANG_STEP_MESSAGES.auctionNoCancel),
  stock: async () => {},
});

export const bayarKelebihan: DocumentKind<PayoutBody> = {
  jenis: 'KELEBIHAN_LELANG_HUTANG',
  prefix: 'KL',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: PayoutBody): Promise<Plan> {
    const auction = await lockedAuction(tx, actor, body.no_hutang, 'KELEBIHAN_LELANG');
    const pembayaran = body.pembayaran ?? [{ jenis: 'TUNAI', jumlah_rp: auction.sisa }];
    const amount = sum(pembayaran, (p) => p.jumlah_rp);
    if (amount > auction.sisa) throw refuse(400, SISA_LELANG_MESSAGES.aboveSurplus, 'pembayaran');
    await checkAccounts(tx, pembayaran);
    const payments = payoutLines(pembayaran);
    const cash = sum(payments.filter((p) => p.jenis === 'TUNAI'), (p) => p.jumlah_rp);
    const k = j('KELEBIHAN_LELANG');
    return {
      status: 'DONE',
      header: stepHeader(auction.header, amount, { dibayar: amount, kembalian: 0 }),
      lines: [],
      payments,
      needs: [],
      stock: async () => {},
      afterWrite: closeWhenSettled(actor, auction, amount),
      kategori: 'KELEBIHAN LELANG HUTANG',
      money: payoutMoves(payments),
      fundsField: 'pembayaran',
      journal: [k('KELEBIHAN_LELANG', amount), k('KAS', cash), k('BANK', amount - cash)],
      // What the shop holds for the customer (terbayar of a sisi K balance) goes down by what was paid out.
      balance: [{ no_dokumen: auction.no_lelang, kejadian: 'BAYAR_KELEBIHAN', pokok: -amount, terbayar: -amount }],
    };
  },
  cancel: noCancel('KELEBIHAN LELANG HUTANG'),
};

export const hangusKelebihan: DocumentKind<SisaBody> = {
  jenis: 'HANGUS_LELANG_HUTANG',
  prefix: 'HL',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: SisaBody): Promise<Plan> {
    const auction = await lockedAuction(tx, actor, body.no_hutang, 'KELEBIHAN_LELANG');
    if (actor.tgl_system <= auction.tgl_batas) throw new HttpError(409, SISA_LELANG_MESSAGES.notExpired);
    const amount = auction.sisa;
    const h = j('HANGUS_LELANG');
    return {
      status: 'DONE',
      header: stepHeader(auction.header, amount, { dibayar: 0, kembalian: 0 }),
      lines: [],
      payments: [],
      needs: [],
      stock: async () => {},
      afterWrite: closeWhenSettled(actor, auction, amount),
      kategori: null,
      money: [],
      journal: [h('KELEBIHAN_LELANG', amount), h('PENDAPATAN_LAIN', amount)],
      balance: [{ no_dokumen: auction.no_lelang, kejadian: 'HANGUS', pokok: -amount, terbayar: -amount }],
    };
  },
  cancel: noCancel('KELEBIHAN LELANG HUTANG'),
};

export const bayarKekurangan: DocumentKind<CollectBody> = {
  jenis: 'KEKURANGAN_LELANG_HUTANG',
  prefix: 'KK',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: CollectBody): Promise<Plan> {
    const auction = await lockedAuction(tx, actor, body.no_hutang, 'PIUTANG');
    const pembayaran = body.pembayaran ?? [{ jenis: 'TUNAI', jumlah_rp: auction.sisa }];
    const amount = sum(pembayaran, (p) => p.jumlah_rp);
    if (amount > auction.sisa) throw refuse(400, SISA_LELANG_MESSAGES.aboveShortfall, 'pembayaran');
    await checkAccounts(tx, pembayaran);
    const { paid, payments } = settlePayments(pembayaran, amount, await documentSettings(tx));
    const k = j('KEKURANGAN_LELANG');
    return {
      status: 'DONE',
      header: stepHeader(auction.header, amount, paid),
      lines: [],
      payments,
      needs: [],
      stock: async () => {},
      afterWrite: closeWhenSettled(actor, auction, amount),
      kategori: 'KEKURANGAN LELANG HUTANG',
      money: moneyMoves(paid, payments),
      journal: [k('KAS', paid.tunai - paid.kembalian), k('EDC', bankTotal(payments)), k('PIUTANG', amount), k('FEE_KARTU', paid.fee_rp)],
      balance: [{ no_dokumen: auction.no_lelang, kejadian: 'BAYAR_KEKURANGAN', pokok: 0, terbayar: amount }],
    };
  },
  cancel: noCancel('KEKURANGAN LELANG HUTANG'),
};

/** What is left of the auction after a step, as the step's answer names it. */
async function answer(db: Queryable, no: string, noLelang: string, noStep: string, tgl: string) {
  const [row] = await db.query<{ jenis_saldo: string; pokok: string; terbayar: string }>('SELECT jenis_saldo, pokok, terbayar FROM saldo_dokumen WHERE no_dokumen = $1', [noLelang]);
  const [doc] = await db.query<{ grand_total: string }>('SELECT grand_total FROM dokumen WHERE no_dokumen = $1', [noStep]);
  const sisa = row.jenis_saldo === 'KELEBIHAN_LELANG' ? Number(row.terbayar) : Number(row.pokok) - Number(row.terbayar);
  return { no_faktur_hutang: no, no_lelang: noLelang, no_dokumen: noStep, tgl_system: tgl, jumlah_rp: Number(doc.grand_total), sisa };
}

const pembayaran = salePayments(MONEY_PAYMENTS);

export const SISA_LELANG_ACTIONS: readonly KindAction[] = [
  {
    path: 'bayar-kelebihan',
    gate: { page: '/kelebihan-lelang-hutang' },
    summary:
      "Pay an auctioned loan's surplus out to the customer, out of the till or a shop account (checked against what it holds), at most what is still owed; without pembayaran all of it in cash; one transaction",
    description: "400 'Pembayaran Melebihi Kelebihan Lelang'; 409 'Tidak Ada Kelebihan Lelang' / 'Hutang Belum Dilelang'",
    body: s.object({ pembayaran: payoutSchema }, [], { additional: false }),
    async run(ctx, actor, no, input, opts) {
      const body = { ...(input as Omit<PayoutBody, 'no_hutang'>), no_hutang: no };
      const { no: noStep } = await postDocument(ctx, actor, bayarKelebihan, body, { idempotencyKey: opts.idempotencyKey });
      const noLelang = (await linkedBy(ctx.db, no, 'LELANG_HUTANG'))!;
      return { message: SISA_LELANG_MESSAGES.surplusPaid, data: await answer(ctx.db, no, noLelang, noStep, actor.tgl_system) };
    },
  },
  {
    path: 'hangus-kelebihan',
    gate: { page: '/hangus-kelebihan-lelang' },
    summary: "Forfeit an auctioned loan's surplus unclaimed past its year (hutang_lelang.tgl_batas) to other income; a supervisor's screen; one transaction",
    description: "409 'Kelebihan Lelang Belum Melewati Batas Waktu' / 'Tidak Ada Kelebihan Lelang'",
    body: s.object({}, [], { additional: false }),
    async run(ctx, actor, no, _input, opts) {
      const { no: noStep } = await postDocument(ctx, actor, hangusKelebihan, { no_hutang: no }, { idempotencyKey: opts.idempotencyKey });
      const noLelang = (await linkedBy(ctx.db, no, 'LELANG_HUTANG'))!;
      return { message: SISA_LELANG_MESSAGES.surplusForfeited, data: await answer(ctx.db, no, noLelang, noStep, actor.tgl_system) };
    },
  },
  {
    path: 'bayar-kekurangan',
    gate: { page: '/kekurangan-lelang-hutang' },
    summary: "Collect an auctioned loan's shortfall with the sale's money kinds, at most what is still owed (a part allowed); without pembayaran all of it in cash; one transaction",
    description: "400 'Pembayaran Melebihi Kekurangan Lelang'; 409 'Tidak Ada Kekurangan Lelang' / 'Hutang Belum Dilelang'",
    body: s.object({ pembayaran: { ...pembayaran, minItems: 1 } }, [], { additional: false }),
    async run(ctx, actor, no, input, opts) {
      const body = { ...(input as Omit<CollectBody, 'no_hutang'>), no_hutang: no };
      const { no: noStep } = await postDocument(ctx, actor, bayarKekurangan, body, { idempotencyKey: opts.idempotencyKey });
      const noLelang = (await linkedBy(ctx.db, no, 'LELANG_HUTANG'))!;
      return { message: SISA_LELANG_MESSAGES.shortfallPaid, data: await answer(ctx.db, no, noLelang, noStep, actor.tgl_system) };
    },
  },
];
