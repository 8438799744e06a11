// Money deposits (titip uang, issue 9 item 3): a customer reserves pieces at today's prices with a down payment.
//
// - The deposit (jenis TITIP, numbers TP-...): the pieces priced exactly as a sale prices them (../priced-pieces.ts,
//   with the sale's authorizations), status OPEN; the pieces leave their trays as status TITIP (ledger TITIP), sold to
//   no one else; the down payment (more than 0, less than the grand total) reaches the till or an account (kategori
//   TITIP); journal TITIP/DP: Kas / EDC debited, the customer's deposits (TITIPAN, a liability) credited.
// - The pay-off (POST titip/{no}/lunas, same or a later business day): a sale (PENJUALAN) at the deposit's prices and
//   lines, paid by a TITIP line (no_reff = the deposit, its whole down payment) plus the new payments; the pieces go
//   TITIP -> TERJUAL (ledger TITIP_JUAL, already off their trays); the deposit gets a DONE status row. The money ledger
//   takes only the new payments; the sale's journal debits TITIPAN, moving the deposit into sales. Cancelling that
//   sale (same day, as any sale) reopens the deposit (./penjualan.ts).
// - The cancellation (BATAL_TITIP, a reason, any business day; a paid-off or cancelled deposit cannot): the pieces back
//   on their trays (ledger BATAL_TITIP); by the setting batal_titip the down payment is refunded (KEMBALI: the money
//   rows and journal mirrored) or forfeited (HANGUS: the money stays, journal TITIP/HANGUS moves the liability to other
//   income). Which one happened is a row of dokumen_batal_dp (migration 020; dokumen_batal_dp since 043).
import depositScreens from '../../../definitions/transactions/titip';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { takeOffTrays } from '../../inventory/items';
import { linkedBy } from '../links';
import { lockDocument } from '../status';
import { cancelPolicyOf, type DocumentHeader, type DocumentKind, type DocumentLine, type JournalAmount } from '../plan';
import { earnedMoves, SALE_EARNING } from '../member-points';
import { bankTotal, checkAccounts, documentSettings, moneyMoves, pricePieces, refuse, settlePayments, type PaymentInput, type PiecesBody } from '../priced-pieces';
import { MONEY_PAYMENTS, penjualan, saleBody, saleJournal } from './penjualan';
import { s, type JsonSchema } from '../../http/schema';
import { AUTHORIZATION_NEEDED_DESCRIPTION, postDocument } from '../engine';
import { readDocument } from '../read';
import type { KindApiInput, ReadDocument } from '../kind-api';
import { depositDueDate, depositOverdue, OVERDUE } from '../../../domain/deposit';
import { settingSpec } from '../../../domain/settings';
import { dpOf, settleDownPayment } from '../down-payment';

export const TITIP_MESSAGES = {
  saved: 'Transaksi Titip Uang Berhasil Disimpan',
  paidOff: 'Pelunasan Titip Uang Berhasil Disimpan',
  cancelled: 'Titip Uang Berhasil Dibatalkan',
  notFound: 'Titipan Tidak Ditemukan',
  alreadyPaid: 'Titipan Sudah Lunas',
  alreadyCancelled: 'Titipan Sudah Dibatalkan',
  paidOffNoCancel: 'Titipan Sudah Lunas, Tidak Dapat Dibatalkan',
  /** The spec's 'payment not above remaining balance': a down payment of the whole is a sale, not a deposit. */
  aboveRest: 'Pembayaran Tidak Boleh Melebihi Sisa Bayar',
  paymentKind: 'Jenis Pembayaran Ini Tidak Dapat Dipakai Untuk Titip Uang',
} as const;

export type TitipBody = PiecesBody;

export interface PayOffBody {
  no_titip: string;
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
}

function moneyOnly(pembayaran: PaymentInput[]): void {
  pembayaran.forEach((p, i) => {
    if (!MONEY_PAYMENTS.includes(p.jenis)) throw refuse(400, TITIP_MESSAGES.paymentKind, `pembayaran.${i}.jenis`);
  });
}

/** A line of the deposit's journal (TITIP/DP when taken, TITIP/HANGUS when forfeited). */
const j = (type: string, kode_akun: string, amount: number): JournalAmount => ({ trx: 'TITIP', type, kode_akun, amount });

export const titip: DocumentKind<TitipBody> = {
  jenis: 'TITIP',
  prefix: 'TP',

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: TitipBody) {
    moneyOnly(body.pembayaran);
    const priced = await pricePieces(tx, ctx, actor, body);
    await checkAccounts(tx, body.pembayaran);
    const { paid, payments } = settlePayments(body.pembayaran, priced.totals.grand_total, priced.stored, { partial: true });
    // Nothing is given back from a down payment: it is below what is due, or it is refused.
    if (paid.dibayar >= priced.totals.grand_total) throw refuse(400, TITIP_MESSAGES.aboveRest, 'pembayaran');
    return {
      status: 'OPEN' as const,
      header: { ...priced.header, total_bayar: paid.dibayar, kembalian: 0, keterangan: '' },
      lines: priced.lines,
      payments,
      needs: priced.needs,
      stock: async (stockTx: Queryable, no: string) => {
        await takeOffTrays(stockTx, actor, priced.items.map((i) => ({ kode_barcode: i.kode_barcode })), { status: 'TITIP', jenis: 'TITIP', no_ref: no });
      },
      kategori: 'TITIP',
      money: moneyMoves(paid, payments),
      journal: [j('DP', 'KAS', paid.tunai), j('DP', 'EDC', bankTotal(payments)), j('DP', 'TITIPAN', paid.dibayar), j('DP', 'FEE_KARTU', paid.fee_rp)],
      // The shop holds the down payment for the customer until the pay-off; the rest is what remains to pay.
      balance: [{ jenis_saldo: 'TITIPAN', kejadian: 'TITIP', pokok: priced.totals.grand_total, terbayar: paid.dibayar }],
    };
  },

  cancel: {
    // BATAL_TITIP on any business day (a deposit waits for its customer for days), validated or not.
    ...cancelPolicyOf(depositScreens),
    kategori: 'BATAL TITIP',
    refuse: async (_tx, doc) => (doc.status === 'DONE' ? new HttpError(409, TITIP_MESSAGES.paidOffNoCancel) : undefined),
    async stock(tx, actor, doc) {
      const pieces = doc.lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
      await takeOffTrays(tx, actor, pieces, { status: 'READY', from: 'TITIP', jenis: 'BATAL_TITIP', no_ref: doc.no_dokumen });
    },
    // Refunded, money and journal are mirrored; forfeited, the money stays and the down payment leaves the customer's
    // deposits as the shop's income, which the balance's history calls HANGUS.
    settle: (tx, doc) => settleDownPayment(tx, doc, { setting: 'batal_titip', trx: 'TITIP', liability: 'TITIPAN' }),
  },
};

type DepositRow = { no_dokumen: string } & Pick<
  DocumentHeader,
  'kode_sales' | 'nama_sales' | 'nama_customer' | 'alamat_customer' | 'no_hp' | 'kode_member' | 'subtotal' | 'diskon_rp' | 'ppn_rp' | 'pembulatan_rp' | 'grand_total'
>;

/** The deposit, locked against a second pay-off or a cancellation at the same moment; OPEN or refused. */
async function openDeposit(tx: Queryable, actor: Actor, no: string): Promise<DepositRow> {
  const d = await lockDocument<DepositRow>(
    tx,
    actor.kode_toko,
    'TITIP',
    no,
    'no_dokumen, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member, subtotal, diskon_rp, ppn_rp, pembulatan_rp, grand_total',
  );
  if (!d) throw new HttpError(404, TITIP_MESSAGES.notFound);
  if (d.status === 'BATAL') throw new HttpError(409, TITIP_MESSAGES.alreadyCancelled);
  if (d.status !== 'OPEN') throw new HttpError(409, TITIP_MESSAGES.alreadyPaid);
  return d;
}

/** The pay-off: a sale of the deposit's lines at its prices (see the head of this file). */
export const pelunasanTitip: DocumentKind<PayOffBody> = {
  jenis: penjualan.jenis,
  prefix: penjualan.prefix,

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: PayOffBody) {
    moneyOnly(body.pembayaran);
    const deposit = await openDeposit(tx, actor, body.no_titip);
    const lines = await tx.query<DocumentLine>(
      `SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, berat_jual, harga_per_gram, harga,
              ongkos, diskon_rp, total, harga_modal, berlian
         FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris`,
      [deposit.no_dokumen],
    );
    const dp = dpOf(await tx.query<{ jumlah_rp: number }>('SELECT jumlah_rp FROM dokumen_bayar WHERE no_dokumen = $1', [deposit.no_dokumen]));
    await checkAccounts(tx, body.pembayaran);
    const all: PaymentInput[] = [{ jenis: 'TITIP', jumlah_rp: dp, no_reff: deposit.no_dokumen }, ...body.pembayaran];
    const settled = settlePayments(all, Number(deposit.grand_total), await documentSettings(tx), { prepended: 1 });
    const { paid, payments } = settled;
    const header = {
      kode_sales: deposit.kode_sales,
      nama_sales: deposit.nama_sales,
      nama_customer: deposit.nama_customer,
      alamat_customer: deposit.alamat_customer,
      no_hp: deposit.no_hp,
      kode_member: deposit.kode_member,
      subtotal: Number(deposit.subtotal),
      diskon_rp: Number(deposit.diskon_rp),
      ppn_rp: Number(deposit.ppn_rp),
      pembulatan_rp: Number(deposit.pembulatan_rp),
      grand_total: Number(deposit.grand_total),
      total_bayar: paid.dibayar,
      kembalian: paid.kembalian,
      keterangan: deposit.no_dokumen,
    };
    return {
      status: 'DONE' as const,
      header,
      lines,
      payments,
      // The prices were authorized when the deposit fixed them.
      needs: [],
      stock: async (stockTx: Queryable, no: string) => {
        const pieces = lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
        await takeOffTrays(stockTx, actor, pieces, { status: 'TERJUAL', from: 'TITIP', jenis: 'TITIP_JUAL', no_ref: no });
      },
      kategori: 'PENJUALAN',
      money: moneyMoves(paid, payments),
      journal: saleJournal(header, lines, paid, payments),
      // What remained of the deposit is paid by this sale: its balance settles.
      balance: [{ no_dokumen: deposit.no_dokumen, kejadian: 'LUNAS', pokok: 0, terbayar: Number(deposit.grand_total) - dp }],
      links: [{ no_dokumen: deposit.no_dokumen, jenis: 'PELUNASAN' }],
      // The pay-off is the sale: it earns as one.
      points: await earnedMoves(tx, ctx, deposit.kode_member, SALE_EARNING, lines, Number(deposit.grand_total)),
    };
  },

  cancel: penjualan.cancel,
};

/** The sale that paid the deposit off and is not cancelled, or null: its link (PELUNASAN) still in force. */
export async function payOffSale(db: Queryable, noTitip: string): Promise<string | null> {
  return linkedBy(db, noTitip, 'PELUNASAN');
}

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)
// POST titip (the sale's body, pembayaran the down payment) answers dp_rp and sisa_bayar; its list shows every open
// deposit whatever its date, each with its due date (tempo LEWAT: open past it); POST titip/{no_titip}/lunas pays it
// off by a sale; POST titip/{no_titip}/batal on any business day, the down payment refunded or forfeited.

const pembayaran = (saleBody as { properties: Record<string, JsonSchema> }).properties.pembayaran;
const payOffBody = s.object({ pembayaran, authorization_ids: s.array('Otorisasi', s.code('Otorisasi', 100), 10) }, ['pembayaran'], { additional: false });

const DUE_DAYS_DEFAULT = Number(settingSpec('jatuh_tempo_titip')!.default);

/** The days a deposit is given (setting jatuh_tempo_titip, checked when saved), its default when absent. */
async function dueDays(db: Queryable): Promise<number> {
  const [row] = await db.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'jatuh_tempo_titip'`);
  const days = Number(row?.value);
  return Number.isInteger(days) && days > 0 ? days : DUE_DAYS_DEFAULT;
}

/** What a deposit adds to its document: the down payment, what remains, its due date and whether it is past it. */
const withRest = <R extends Record<string, unknown>>(d: R, days: number, tglSystem: string) => {
  const jatuh_tempo = depositDueDate(String(d.tgl_system), days);
  return {
    ...d,
    dp_rp: Number(d.total_bayar),
    sisa_bayar: Number(d.grand_total) - Number(d.total_bayar),
    jatuh_tempo,
    tempo: depositOverdue(String(d.status), jatuh_tempo, tglSystem) ? OVERDUE : null,
  };
};

export const titipApi: KindApiInput<TitipBody> = {
  definition: depositScreens,
  kind: titip,
  body: saleBody,
  cancelBody: s.object({ alasan: s.text('Alasan', 200), authorization_id: s.code('Otorisasi', 100) }, ['alasan', 'authorization_id'], { additional: false }),
  messages: TITIP_MESSAGES,
  summaries: {
    post: "Take a money deposit: the pieces reserved at today's prices (status TITIP), the down payment to the till or an account; one transaction",
    list: "The shop's deposits of a range of business dates (default: today) and every open one whatever its date, with the down payment, what remains and the due date (tempo LEWAT: open past it)",
    read: 'One deposit with its lines, payments, status history, authorizations and the sale that paid it off; whether it can be cancelled now (bisa_batal) and why not',
    cancel: "Cancel a deposit (BATAL_TITIP), any business day: its pieces back on their trays, the down payment refunded or forfeited by the shop's rule",
  },
  posted: (d) => {
    const deposit = d as ReadDocument & { dp_rp: number; sisa_bayar: number };
    return { grand_total: deposit.grand_total, dp_rp: deposit.dp_rp, sisa_bayar: deposit.sisa_bayar };
  },
  async extend(db, actor, doc, no) {
    const [batal] = await db.query<{ aturan: string; dp_rp: number }>('SELECT aturan, dp_rp FROM dokumen_batal_dp WHERE no_dokumen = $1', [no]);
    return { ...withRest(doc, await dueDays(db), actor.tgl_system), no_faktur_jual: await payOffSale(db, no), batal_titip: batal ?? null };
  },
  // An open deposit waits for its customer for days: the list shows it until it is paid off or cancelled.
  saldo: true,
  list: {
    openAnyDate: true,
    async rows(db, actor, rows) {
      const days = await dueDays(db);
      return rows.map((r) => withRest(r, days, actor.tgl_system));
    },
  },
  actions: [
    {
      path: 'lunas',
      gate: 'entry',
      summary: "Pay a deposit off: a sale at the deposit's prices, paid by the deposit plus the new payments; one transaction",
      description: AUTHORIZATION_NEEDED_DESCRIPTION,
      body: payOffBody,
      async run(ctx, actor, noTitip, input, opts) {
        const body = { ...(input as Omit<PayOffBody, 'no_titip'>), no_titip: noTitip };
        const { no } = await postDocument(ctx, actor, pelunasanTitip, body, { idempotencyKey: opts.idempotencyKey, authorizationIds: body.authorization_ids });
        const sale = await readDocument(ctx.db, actor, pelunasanTitip.jenis, 'no_faktur_jual', no);
        return {
          message: TITIP_MESSAGES.paidOff,
          // The sale names its deposit (header keterangan): a replayed key answers the deposit it paid.
          data: { no_titip: String((sale as Record<string, unknown>).keterangan || noTitip), no_faktur_jual: no, tgl_system: sale.tgl_system, grand_total: sale.grand_total, kembalian: sale.kembalian },
        };
      },
    },
  ],
};
