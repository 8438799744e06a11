// A pawn loan's redemption and renewal (issue 22; the books in migration 045), and the actions of a loan's API.
//
// - Redemption (POST hutang/{no}/lunas, jenis LUNAS_HUTANG, LH-...): the bill of today (principal + interest + late
//   fee, domain/hutang.ts), paid exactly with the sale's money kinds (a card's fee on top); the pieces leave custody
//   (TEBUS); the loan's balance settles (LUNAS) and link LUNAS_HUTANG closes it (DONE). Undone by POST
//   hutang/{no}/batal-lunas (BATAL_HUTANG_LUNAS, any business day): the kernel cancels the redemption, refunding it out
//   of the till or account (checked), mirroring its journal and balance move, ending the link (the loan OPEN again);
//   the pieces come back into custody (BATAL_TEBUS).
// - Renewal (POST hutang/{no}/perpanjang, jenis PEREMAJAAN_HUTANG, RH-...): with PEREMAJAAN_HUTANG and a new monthly
//   rate ('Bunga Baru Harus Diisi'), today's interest and late fee are paid, and optionally part of the principal
//   (bayar_pokok, below the principal); the term restarts today at the new rate for the loan's term in days (a new
//   hutang_termin row of the same contract). It is not cancelled: the next term runs on it.
// Each prints a receipt of its own (HUTANG_STEPS): GET hutang-lunas/{no_lunas}, hutang-peremajaan/{no_peremajaan}
// answer the document with its loan's number and the bill it paid (tagihan), a renewal the term it started (termin_baru).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { dueDate, HUTANG_MESSAGES, type Bill } from '../../../domain/hutang';
import { postDocument, cancelDocument } from '../engine';
import { linkedBy } from '../links';
import type { DocumentKind, JournalAmount, Plan } from '../plan';
import { bankTotal, checkAccounts, documentSettings, moneyMoves, refuse, settlePayments, type PaymentInput } from '../priced-pieces';
import { s } from '../../http/schema';
import { salePayments } from '../body-schemas';
import { MONEY_PAYMENTS } from './penjualan';
import type { KindAction, KindStep } from '../kind-api';
import { HUTANG_STEP_RECEIPTS } from '../../../definitions/transactions/hutang';
import { billOrRefuse, billRules, HUTANG_STEP_MESSAGES, inCustody, lockedLoan, moveCustody, pledgedLines, recordBill, stepHeader } from './hutang-terms';
import { lelangAction } from './hutang-lelang';

export const HUTANG_LUNAS_MESSAGES = {
  redeemed: 'Hutang Berhasil Dilunasi',
  renewed: 'Hutang Berhasil Diperpanjang',
  redemptionCancelled: 'Pelunasan Hutang Berhasil Dibatalkan',
} as const;

export interface LunasHutangBody {
  no_hutang: string;
  pembayaran: PaymentInput[];
}

export interface PerpanjangBody {
  no_hutang: string;
  bunga_persen_baru?: number | null;
  authorization_id?: string;
  bayar_pokok?: number;
  pembayaran?: PaymentInput[];
}

const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((total, r) => total + pick(r), 0);

/** The money of a step that must pay exactly `due` (400 otherwise), settled as a sale's payments are. */
async function exactPayment(tx: Queryable, pembayaran: PaymentInput[], due: number) {
  if (sum(pembayaran, (p) => p.jumlah_rp) !== due) throw refuse(400, HUTANG_MESSAGES.paymentNotDue, 'pembayaran');
  if (due === 0) return { paid: { dibayar: 0, tunai: 0, kembalian: 0, fee_rp: 0 }, payments: [], money: [] };
  await checkAccounts(tx, pembayaran);
  const { paid, payments } = settlePayments(pembayaran, due, await documentSettings(tx));
  return { paid, payments, money: moneyMoves(paid, payments) };
}

/** The journal of money paid on a loan (PELUNASAN, PEREMAJAAN): Kas / EDC in, principal, interest, late fee, card fee out. */
function paidJournal(type: string, paid: { tunai: number; kembalian: number; fee_rp: number }, bank: number, bill: Bill, pokok: number): JournalAmount[] {
  const j = (kode_akun: string, amount: number): JournalAmount => ({ trx: 'HUTANG', type, kode_akun, amount });
  return [j('KAS', paid.tunai - paid.kembalian), j('EDC', bank), j('PIUTANG', pokok), j('SEWA_MODAL', bill.bunga_rp), j('DENDA', bill.denda_rp), j('FEE_KARTU', paid.fee_rp)];
}

export const lunasHutang: DocumentKind<LunasHutangBody> = {
  jenis: 'LUNAS_HUTANG',
  prefix: 'LH',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: LunasHutangBody): Promise<Plan> {
    const loan = await lockedLoan(tx, actor, body.no_hutang);
    const bill = billOrRefuse(loan.terms, actor.tgl_system, await billRules(tx));
    const { paid, payments, money } = await exactPayment(tx, body.pembayaran, bill.total_bayar);
    const pokok = loan.terms.jumlah_hutang;
    return {
      status: 'DONE',
      header: stepHeader(loan, bill.total_bayar, paid),
      lines: await pledgedLines(tx, loan.no_dokumen),
      payments,
      needs: [],
      stock: async (stx, no) => moveCustody(stx, actor, loan.no_dokumen, await inCustody(stx, loan.no_dokumen), -1, 'TEBUS', no),
      afterWrite: (atx, no) => recordBill(atx, no, loan.no_dokumen, bill, pokok, bill.total_bayar),
      kategori: 'PELUNASAN HUTANG',
      money,
      journal: paidJournal('PELUNASAN', paid, bankTotal(payments), bill, pokok),
      balance: [{ no_dokumen: loan.no_dokumen, kejadian: 'LUNAS', pokok: 0, terbayar: pokok }],
      links: [{ no_dokumen: loan.no_dokumen, jenis: 'LUNAS_HUTANG' }],
    };
  },

  cancel: {
    authorization: 'BATAL_HUTANG_LUNAS',
    sameDayOnly: false,
    afterValidation: true,
    kategori: 'BATAL PELUNASAN HUTANG',
    // The pieces the redemption handed back return to custody; the kernel refunds and reopens the loan (its link).
    async stock(tx, actor, doc) {
      const [{ no_hutang }] = await tx.query<{ no_hutang: string }>('SELECT no_hutang FROM hutang_tagihan WHERE no_dokumen = $1', [doc.no_dokumen]);
      const out = await tx.query<{ baris: number }>("SELECT baris FROM hutang_jaminan_mutasi WHERE no_ref = $1 AND kejadian = 'TEBUS' ORDER BY baris", [doc.no_dokumen]);
      await moveCustody(tx, actor, no_hutang, out.map((r) => Number(r.baris)), 1, 'BATAL_TEBUS', doc.no_dokumen);
    },
  },
};

export const perpanjangHutang: DocumentKind<PerpanjangBody> = {
  jenis: 'PEREMAJAAN_HUTANG',
  prefix: 'RH',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: PerpanjangBody): Promise<Plan> {
    if (body.bunga_persen_baru == null) throw refuse(400, HUTANG_MESSAGES.newInterestRequired, 'bunga_persen_baru');
    const rate = body.bunga_persen_baru;
    const loan = await lockedLoan(tx, actor, body.no_hutang);
    const bill = billOrRefuse(loan.terms, actor.tgl_system, await billRules(tx));
    const pokok = body.bayar_pokok ?? 0;
    if (pokok >= loan.terms.jumlah_hutang) throw refuse(400, HUTANG_MESSAGES.partialAbovePrincipal, 'bayar_pokok');
    const due = bill.bunga_rp + bill.denda_rp + pokok;
    const { paid, payments, money } = await exactPayment(tx, body.pembayaran ?? [], due);
    const newDue = dueDate(actor.tgl_system, loan.lama_pinjam);
    return {
      status: 'DONE',
      header: stepHeader(loan, due, paid),
      lines: await pledgedLines(tx, loan.no_dokumen),
      payments,
      needs: [{ kategori: 'PEREMAJAAN_HUTANG', satuan: 'RP', nilai: loan.terms.jumlah_hutang }],
      // The pieces stay in custody.
      stock: async () => {},
      afterWrite: async (atx, no) => {
        await recordBill(atx, no, loan.no_dokumen, bill, pokok, due);
        await atx.query(
          'INSERT INTO hutang_termin (no_dokumen, no_ref, tgl_mulai, tgl_jatuh_tempo, bunga_persen, jumlah_hutang) VALUES ($1, $2, $3, $4, $5, $6)',
          [loan.no_dokumen, no, actor.tgl_system, newDue, rate, loan.terms.jumlah_hutang - pokok],
        );
      },
      kategori: 'PEREMAJAAN HUTANG',
      money,
      journal: paidJournal('PEREMAJAAN', paid, bankTotal(payments), bill, pokok),
      balance: [{ no_dokumen: loan.no_dokumen, kejadian: 'PEREMAJAAN', pokok: 0, terbayar: pokok }],
    };
  },

  // Not a registered kind: no cancel route. Asked, it refuses (the next term runs on it).
  cancel: {
    authorization: 'PEREMAJAAN_HUTANG',
    sameDayOnly: true,
    afterValidation: false,
    kategori: 'BATAL PELUNASAN HUTANG',
    refuse: async () => new HttpError(409, HUTANG_STEP_MESSAGES.renewalNoCancel),
    stock: async () => {},
  },
};

// ---------------------------------------------------------------- the actions (POST hutang/{no_faktur_hutang}/...)

const pembayaran = salePayments(MONEY_PAYMENTS);
const percent = { title: 'Bunga Baru (%)', type: ['number', 'null'], minimum: 0, maximum: 100 };

/** The bill a step settled, as its answer names it. */
async function settledBill(db: Queryable, no: string) {
  const [row] = await db.query<Record<string, string | number>>(
    'SELECT jumlah_hutang, lama_pinjam_hari, bunga_persen, bunga_rp, denda_rp, pokok_rp, total_bayar FROM hutang_tagihan WHERE no_dokumen = $1',
    [no],
  );
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

export const HUTANG_ACTIONS: readonly KindAction[] = [
  {
    path: 'lunas',
    gate: 'entry',
    summary: "Redeem a loan: today's bill (principal + interest + late fee) paid exactly with the sale's money kinds; the pieces handed back; the loan Lunas; one transaction",
    description: "400 'Pembayaran Harus Sama Dengan Total Tagihan' when the payments are not the bill; 409 'Hutang Sudah Lunas' / 'Hutang Sudah Dilelang' / 'Hutang Sudah Dibatalkan'",
    body: s.object({ pembayaran: { ...pembayaran, minItems: 1 } }, ['pembayaran'], { additional: false }),
    async run(ctx, actor, no, input, opts) {
      const body = { ...(input as Omit<LunasHutangBody, 'no_hutang'>), no_hutang: no };
      const { no: noLunas } = await postDocument(ctx, actor, lunasHutang, body, { idempotencyKey: opts.idempotencyKey });
      return { message: HUTANG_LUNAS_MESSAGES.redeemed, data: { no_faktur_hutang: no, no_lunas: noLunas, tgl_system: actor.tgl_system, ...(await settledBill(ctx.db, noLunas)) } };
    },
  },
  {
    path: 'perpanjang',
    gate: 'entry',
    summary:
      "Renew a loan (PEREMAJAAN_HUTANG): today's interest and late fee paid, and optionally part of the principal (bayar_pokok); the term restarts today at the new rate (bunga_persen_baru, required) on the same contract",
    description: "400 'Bunga Baru Harus Diisi'; 400 'Pembayaran Harus Sama Dengan Total Tagihan' when the payments are not interest + late fee + bayar_pokok; 403 without the authorization",
    body: s.object(
      { bunga_persen_baru: percent, authorization_id: s.code('Otorisasi', 100), bayar_pokok: s.money('Bayar Pokok'), pembayaran },
      [],
      { additional: false },
    ),
    async run(ctx, actor, no, input, opts) {
      const body = { ...(input as Omit<PerpanjangBody, 'no_hutang'>), no_hutang: no };
      const ids = body.authorization_id ? [body.authorization_id] : [];
      const { no: noRenewal } = await postDocument(ctx, actor, perpanjangHutang, body, { idempotencyKey: opts.idempotencyKey, authorizationIds: ids });
      const [term] = await ctx.db.query<{ tgl_jatuh_tempo: string; bunga_persen: string; jumlah_hutang: string }>(
        'SELECT tgl_jatuh_tempo::text AS tgl_jatuh_tempo, bunga_persen, jumlah_hutang FROM hutang_termin WHERE no_ref = $1',
        [noRenewal],
      );
      const bill = await settledBill(ctx.db, noRenewal);
      return {
        message: HUTANG_LUNAS_MESSAGES.renewed,
        data: {
          no_faktur_hutang: no,
          no_peremajaan: noRenewal,
          tgl_system: actor.tgl_system,
          ...bill,
          jumlah_hutang_baru: Number(term.jumlah_hutang),
          bunga_persen_baru: Number(term.bunga_persen),
          tgl_jatuh_tempo: term.tgl_jatuh_tempo,
        },
      };
    },
  },
  {
    path: 'batal-lunas',
    gate: { page: '/batal-hutang-lunas' },
    summary: "Undo a loan's redemption (BATAL_HUTANG_LUNAS), any business day: the payment refunded out of the till or account, the pieces back in custody, the loan open again",
    description: "409 'Hutang Belum Lunas' when the loan has no redemption in force",
    body: s.object({ alasan: s.text('Alasan', 200), authorization_id: s.code('Otorisasi', 100) }, [], { additional: false }),
    async run(ctx, actor, no, input) {
      const [loan] = await ctx.db.query('SELECT 1 FROM dokumen WHERE no_dokumen = $1 AND jenis = $2 AND kode_toko = $3', [no, 'HUTANG', actor.kode_toko]);
      if (!loan) throw new HttpError(404, HUTANG_STEP_MESSAGES.notFound);
      const noLunas = await linkedBy(ctx.db, no, 'LUNAS_HUTANG');
      if (!noLunas) throw new HttpError(409, HUTANG_STEP_MESSAGES.notRedeemed);
      await cancelDocument(ctx, actor, lunasHutang, noLunas, input as { alasan?: string; authorization_id?: string }, 'Pelunasan Hutang');
      return { message: HUTANG_LUNAS_MESSAGES.redemptionCancelled, data: { no_faktur_hutang: no, no_lunas: noLunas, status: 'OPEN' } };
    },
  },
  lelangAction,
];

/** A step's loan and the bill it paid (and the term a renewal started), as its receipt prints them. */
async function stepFacts(db: Queryable, no: string): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ no_hutang: string }>('SELECT no_hutang FROM hutang_tagihan WHERE no_dokumen = $1', [no]);
  const { no_hutang, ...tagihan } = { no_hutang: row.no_hutang, ...(await settledBill(db, no)) };
  const [term] = await db.query<{ jumlah_hutang: string; bunga_persen: string; tgl_jatuh_tempo: string }>(
    'SELECT jumlah_hutang, bunga_persen, tgl_jatuh_tempo::text AS tgl_jatuh_tempo FROM hutang_termin WHERE no_ref = $1',
    [no],
  );
  const termin_baru = term ? { jumlah_hutang: Number(term.jumlah_hutang), bunga_persen: Number(term.bunga_persen), tgl_jatuh_tempo: term.tgl_jatuh_tempo } : undefined;
  return { no_faktur_hutang: no_hutang, tagihan, ...(termin_baru ? { termin_baru } : {}) };
}

export const HUTANG_STEPS: readonly KindStep[] = [
  { jenis: lunasHutang.jenis, label: 'Pelunasan Hutang', print: HUTANG_STEP_RECEIPTS.lunas, extend: (db, _doc, no) => stepFacts(db, no) },
  { jenis: perpanjangHutang.jenis, label: 'Peremajaan Hutang', print: HUTANG_STEP_RECEIPTS.perpanjang, extend: (db, _doc, no) => stepFacts(db, no) },
];
