// Gold instalments (cicilan emas, issue 22 items 6-8; CICILAN_MODULE). Migration 046 tells the books; domain/cicilan.ts
// the sums (fee, instalments, schedule, late fee, pay-off, arrears).
//
// - The contract (jenis CICILAN, numbers CC-...): the pieces priced exactly as a sale prices them that day
//   (../priced-pieces.ts, with the sale's authorizations), the price locked; a /parameter-cicilan row's terms (copied
//   into dokumen_cicilan); the DP (money only, at least the row's minimum, below the price) to the till or an account.
//   The pieces leave their trays as status CICILAN (sold to no one else). Balance PIUTANG: price + fee owed, the DP paid.
// - Payments and the pay-off: ./cicilan-bayar.ts (BAYAR_CICILAN documents; the last closes the contract by a sale).
// - The auction: ./cicilan-lelang.ts (LELANG_CICILAN).
// - The cancellation (BATAL_CICILAN, a reason, any business day, open only): the pieces back on their trays; by the
//   setting batal_cicilan everything paid is refunded (the contract's and each payment's money, journal and balance
//   moves mirrored, each payment BATAL too) or kept (journal CICILAN/HANGUS, the payments' balance moves mirrored as
//   HANGUS so that nothing remains owed). Which one is a row of dokumen_batal_dp.
import cicilanScreens from '../../../definitions/transactions/cicilan';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { masterTable } from '../../db/master-tables';
import { takeOffTrays } from '../../inventory/items';
import { reverseMoney } from '../money';
import { reverseJournal } from '../journal';
import { reverseBalances } from '../balances';
import { changeStatus } from '../status';
import { postDocument } from '../engine';
import { cancelPolicyOf, type CancelSettlement, type DocumentKind, type JournalAmount, type StoredDocument } from '../plan';
import { bankTotal, checkAccounts, moneyMoves, pricePieces, refuse, settlePayments, type PaymentInput } from '../priced-pieces';
import { MONEY_PAYMENTS } from './penjualan';
import { s, type JsonSchema } from '../../http/schema';
import { customerFields, salePayments } from '../body-schemas';
import type { KindApiInput, ReadDocument } from '../kind-api';
import { CICILAN_MESSAGES, cicilanTerms, parameterOf, type CicilanParameter } from '../../../domain/cicilan';
import { CICILAN_KIND_MESSAGES, contractState, paymentsOf, ruleSetting, termsOf } from './cicilan-kontrak';
import { numberSetting } from '../../settings/stored';
import { BAYAR_CICILAN_STEP, bayarCicilan, moneyOnly } from './cicilan-bayar';
import { lelangCicilan } from './cicilan-lelang';

export const CICILAN_API_MESSAGES = { ...CICILAN_KIND_MESSAGES, ...CICILAN_MESSAGES } as const;

export interface CicilanBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (../member-points.ts counterMember). */
  kode_member?: string;
  items: { kode_barcode: string }[];
  kode_cicilan: string;
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
}

const j = (type: string, kode_akun: string, amount: number): JournalAmount => ({ trx: 'CICILAN', type, kode_akun, amount });

/** The /parameter-cicilan row named, active, in hundredths of a percent. */
async function parameterRow(tx: Queryable, kode: string): Promise<CicilanParameter & { kode_cicilan: string }> {
  const [row] = await tx.query<{ kode_cicilan: string; lama_cicilan: string; sewa_persen: string; dp_persen: string }>(
    `SELECT kode_cicilan, lama_cicilan, sewa_persen, dp_persen FROM ${masterTable({ name: 'para_cicilan' })} WHERE kode_cicilan = $1 AND is_active`,
    [kode.trim().toUpperCase()],
  );
  if (!row || !(Number(row.lama_cicilan) > 0)) throw refuse(400, CICILAN_KIND_MESSAGES.parameterUnknown, 'kode_cicilan');
  return { kode_cicilan: row.kode_cicilan, ...parameterOf({ ...row, sewa_persen: row.sewa_persen ?? 0, dp_persen: row.dp_persen ?? 0 }) };
}

/** The cancellation's books (see the head of this file). */
async function settleCancel(tx: Queryable, doc: StoredDocument, actor: Actor): Promise<CancelSettlement> {
  const rule = await ruleSetting(tx, 'batal_cicilan');
  const terms = await termsOf(tx, doc.no_dokumen);
  const payments = await paymentsOf(tx, doc.no_dokumen);
  const paid = terms.dp_rp + payments.reduce((sum, p) => sum + p.jumlah_rp, 0);
  const record = async (rtx: Queryable) => {
    const refunded = rule === 'KEMBALI' ? paid + payments.reduce((sum, p) => sum + p.denda_rp, 0) : paid;
    await rtx.query('INSERT INTO dokumen_batal_dp (no_dokumen, aturan, dp_rp) VALUES ($1, $2, $3)', [doc.no_dokumen, rule, refunded]);
    for (const p of payments) {
      const at = { no: p.no_dokumen, kode_toko: doc.kode_toko, tgl_system: actor.tgl_system, user_id: actor.user_id };
      if (rule === 'KEMBALI') {
        await changeStatus(rtx, p.no_dokumen, 'BATAL', { tgl_system: actor.tgl_system, user_id: actor.user_id, alasan: `Cicilan ${doc.no_dokumen} Dibatalkan` });
        await reverseMoney(rtx, at, 'BATAL CICILAN');
        await reverseJournal(rtx, at);
      }
      await reverseBalances(rtx, at, rule === 'KEMBALI' ? 'BATAL' : 'HANGUS');
    }
  };
  if (rule === 'KEMBALI') return { books: 'mirror', balanceEvent: 'BATAL', record };
  const owed = terms.harga_jual + terms.sewa_rp;
  return { books: [j('HANGUS', 'CICILAN', owed), j('HANGUS', 'PIUTANG', owed - paid), j('HANGUS', 'PENDAPATAN_LAIN', paid)], balanceEvent: 'HANGUS', record };
}

export const cicilan: DocumentKind<CicilanBody> = {
  jenis: 'CICILAN',
  prefix: 'CC',

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: CicilanBody) {
    moneyOnly(body.pembayaran);
    const param = await parameterRow(tx, body.kode_cicilan);
    const priced = await pricePieces(tx, ctx, actor, body);
    await checkAccounts(tx, body.pembayaran);
    const price = priced.totals.grand_total;
    const settled = body.pembayaran.length ? settlePayments(body.pembayaran, price, priced.stored, { partial: true }) : undefined;
    const dp = settled?.paid.dibayar ?? 0;
    const made = cicilanTerms(price, param, dp);
    if ('problem' in made) throw refuse(400, CICILAN_MESSAGES[made.problem], 'pembayaran');
    const t = made.terms;
    const owed = t.harga_jual + t.sewa_rp;
    return {
      status: 'OPEN' as const,
      header: { ...priced.header, total_bayar: dp, kembalian: 0, keterangan: '' },
      lines: priced.lines,
      payments: settled?.payments ?? [],
      needs: priced.needs,
      stock: async (stockTx: Queryable, no: string) => {
        await takeOffTrays(stockTx, actor, priced.items.map((i) => ({ kode_barcode: i.kode_barcode })), { status: 'CICILAN', jenis: 'CICILAN', no_ref: no });
      },
      async afterWrite(afterTx: Queryable, no: string) {
        await afterTx.query(
          `INSERT INTO dokumen_cicilan (no_dokumen, kode_cicilan, lama_cicilan, sewa_persen, dp_persen, harga_jual, dp_rp, pokok, sewa_rp, nilai_angsuran, angsuran_terakhir)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [no, param.kode_cicilan, t.lama_cicilan, param.sewa_persen / 100, param.dp_persen / 100, t.harga_jual, t.dp_rp, t.pokok, t.sewa_rp, t.nilai_angsuran, t.angsuran_terakhir],
        );
      },
      kategori: 'CICILAN',
      money: settled ? moneyMoves(settled.paid, settled.payments) : [],
      journal: [
        j('DP', 'KAS', settled?.paid.tunai ?? 0),
        j('DP', 'EDC', settled ? bankTotal(settled.payments) : 0),
        j('DP', 'PIUTANG', owed - dp),
        j('DP', 'CICILAN', owed),
        j('DP', 'FEE_KARTU', settled?.paid.fee_rp ?? 0),
      ],
      balance: [{ jenis_saldo: 'PIUTANG', kejadian: 'CICILAN', pokok: owed, terbayar: dp }],
    };
  },

  cancel: {
    // BATAL_CICILAN on any business day (a contract runs for months), while it is open.
    ...cancelPolicyOf(cicilanScreens),
    kategori: 'BATAL CICILAN',
    refuse: async (_tx, doc) => {
      if (doc.status === 'DONE') return new HttpError(409, CICILAN_KIND_MESSAGES.alreadyPaid);
      if (doc.status === 'LELANG') return new HttpError(409, CICILAN_KIND_MESSAGES.alreadyAuctioned);
      return undefined;
    },
    async stock(tx, actor, doc) {
      const pieces = doc.lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
      await takeOffTrays(tx, actor, pieces, { status: 'READY', from: 'CICILAN', jenis: 'BATAL_CICILAN', no_ref: doc.no_dokumen });
    },
    settle: settleCancel,
  },
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)
// POST cicilan answers the terms and the schedule; its list shows every running contract whatever its date, with the
// next due date, missed instalments and what remains; POST cicilan/{no}/bayar pays the next instalment,
// POST cicilan/{no}/lunas pays off early, POST cicilan/{no}/lelang auctions it, POST cicilan/{no}/batal cancels it.

const pembayaran = salePayments(MONEY_PAYMENTS);

export const cicilanBody: JsonSchema = s.object(
  {
    ...customerFields,
    items: { ...s.array('Barang', s.object({ kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 } }, ['kode_barcode'], { additional: false }), 50), minItems: 1 },
    kode_cicilan: { ...s.code('Kode Cicilan', 10), minLength: 1 },
    pembayaran,
  },
  ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'kode_cicilan', 'pembayaran'],
  { additional: false },
);

const bayarBody = s.object({ pembayaran, angsuran_ke: s.int('Angsuran Ke', 1, 60) }, ['pembayaran'], { additional: false });
const lunasBody = s.object({ pembayaran }, ['pembayaran'], { additional: false });
const lelangBody = s.object({}, [], { additional: false });

/** What a contract adds to its document read back: its terms, schedule (each instalment paid or not), what is due and owed. */
async function withContract(db: Queryable, actor: Actor, doc: ReadDocument, no: string): Promise<ReadDocument> {
  const st = await contractState(db, no, doc.tgl_system, actor.tgl_system);
  const [saldo] = await db.query<{ sisa: string }>('SELECT pokok - terbayar AS sisa FROM saldo_dokumen WHERE no_dokumen = $1', [no]);
  const open = doc.status === 'OPEN';
  const closing = st.payments.find((p) => p.no_faktur_jual);
  const [lelang] = await db.query<Record<string, unknown>>(
    'SELECT no_dokumen AS no_lelang, aturan, terbayar, biaya_rp, kembali_rp, tunggakan FROM dokumen_lelang_cicilan WHERE no_cicilan = $1',
    [no],
  );
  const [batal] = await db.query<{ aturan: string; dp_rp: number }>('SELECT aturan, dp_rp FROM dokumen_batal_dp WHERE no_dokumen = $1', [no]);
  return {
    ...doc,
    kode_cicilan: st.terms.kode_cicilan,
    sewa_persen: st.terms.sewa_persen,
    dp_persen: st.terms.dp_persen,
    lama_cicilan: st.terms.lama_cicilan,
    harga_jual: st.terms.harga_jual,
    dp_rp: st.terms.dp_rp,
    pokok: st.terms.pokok,
    sewa_rp: st.terms.sewa_rp,
    nilai_angsuran: st.terms.nilai_angsuran,
    angsuran_terakhir: st.terms.angsuran_terakhir,
    jadwal: st.rows,
    angsuran_dibayar: st.paidCount,
    terbayar: st.terms.dp_rp + st.terbayar,
    sisa_bayar: Number(saldo?.sisa ?? 0),
    tagihan: open ? st.tagihan : null,
    tunggakan: open ? st.tunggakan : 0,
    pelunasan: open ? st.pelunasan : null,
    pembayaran_cicilan: st.payments,
    no_faktur_jual: closing?.no_faktur_jual ?? null,
    lelang: lelang ?? null,
    batal_cicilan: batal ?? null,
  } as ReadDocument;
}

export const cicilanApi: KindApiInput<CicilanBody> = {
  definition: cicilanScreens,
  kind: cicilan,
  body: cicilanBody,
  cancelBody: s.object({ alasan: s.text('Alasan', 200), authorization_id: s.code('Otorisasi', 100) }, ['alasan', 'authorization_id'], { additional: false }),
  messages: CICILAN_API_MESSAGES,
  summaries: {
    post: "Sell pieces by instalments: priced as a sale today and locked, a /parameter-cicilan row's terms (kode_cicilan), the DP (pembayaran, at least the row's minimum) to the till or an account, the pieces off their trays (status CICILAN); answers the fee, instalment and schedule; one transaction",
    list: "The shop's instalment contracts of a range of business dates (default: today) and every running one whatever its date, with the next due date, missed instalments (tunggakan) and what remains",
    read: 'One instalment contract with its pieces, terms, schedule (each instalment paid or not), what is due now with its late fee, the early pay-off of today, its payments and the sale that handed the pieces over',
    cancel: "Cancel a running instalment contract (BATAL_CICILAN), any business day: its pieces back on their trays, everything paid refunded (out of the till, checked) or kept by the shop's rule (batal_cicilan)",
  },
  posted: (d) => {
    const c = d as ReadDocument & { harga_jual: number; dp_rp: number; pokok: number; sewa_rp: number; nilai_angsuran: number; jadwal: { ke: number; tgl_jatuh_tempo: string; jumlah: number }[] };
    return {
      harga_jual: c.harga_jual,
      dp_rp: c.dp_rp,
      pokok: c.pokok,
      sewa_rp: c.sewa_rp,
      nilai_angsuran: c.nilai_angsuran,
      jadwal: c.jadwal.map((a) => ({ ke: a.ke, tgl_jatuh_tempo: a.tgl_jatuh_tempo, jumlah: a.jumlah })),
    };
  },
  extend: (db, actor, doc, no) => withContract(db, actor, doc, no),
  saldo: true,
  list: {
    openAnyDate: true,
    async rows(db, actor, rows) {
      const needed = await numberSetting(db, 'tunggakan_lelang_cicilan');
      return Promise.all(
        rows.map(async (r) => {
          const no = String(r.no_cicilan);
          const st = await contractState(db, no, String(r.tgl_system), actor.tgl_system);
          const open = r.status === 'OPEN';
          const [saldo] = await db.query<{ sisa: string }>('SELECT pokok - terbayar AS sisa FROM saldo_dokumen WHERE no_dokumen = $1', [no]);
          return {
            ...r,
            dp_rp: st.terms.dp_rp,
            sewa_rp: st.terms.sewa_rp,
            nilai_angsuran: st.terms.nilai_angsuran,
            lama_cicilan: st.terms.lama_cicilan,
            angsuran_dibayar: st.paidCount,
            jatuh_tempo: open ? (st.tagihan?.tgl_jatuh_tempo ?? null) : null,
            tunggakan: open ? st.tunggakan : 0,
            // Missed instalments enough for /lelang-cicilan (setting tunggakan_lelang_cicilan).
            bisa_lelang: open && st.tunggakan >= needed,
            terbayar: st.terms.dp_rp + st.terbayar,
            sisa_bayar: Number(saldo?.sisa ?? 0),
          };
        }),
      );
    },
  },
  actions: [
    {
      path: 'bayar',
      gate: 'entry',
      summary:
        "Pay a contract's next instalment: pembayaran must come to exactly the instalment plus its late fee (denda_cicilan per month or part of one late); angsuran_ke, when given, must be that instalment. The last instalment hands the pieces over by a sale (PENJUALAN paid by CICILAN); one transaction",
      description: "400 'Pembayaran Cicilan Harus Sama Dengan Tagihan'; 409 'Angsuran Ke-N Sudah Dibayar', 'Cicilan Sudah Lunas', 'Cicilan Sudah Dibatalkan', 'Cicilan Sudah Dilelang'",
      body: bayarBody,
      async run(ctx, actor, no, input, opts) {
        return payment(ctx, actor, { ...(input as { pembayaran: PaymentInput[]; angsuran_ke?: number }), no_cicilan: no }, opts.idempotencyKey);
      },
    },
    {
      path: 'lunas',
      gate: 'entry',
      summary:
        "Pay a contract off early: the principal plus the fee of the months begun (ceil(fee x months begun / months / 500) x 500) less the instalments paid, exactly; the pieces handed over by a sale (PENJUALAN paid by CICILAN); one transaction",
      description: "400 'Pembayaran Cicilan Harus Sama Dengan Tagihan' when pembayaran is not the pay-off amount (GET cicilan/{no}: pelunasan)",
      body: lunasBody,
      async run(ctx, actor, no, input, opts) {
        return payment(ctx, actor, { ...(input as { pembayaran: PaymentInput[] }), no_cicilan: no, lunas: true }, opts.idempotencyKey);
      },
    },
    {
      path: 'lelang',
      gate: { page: '/lelang-cicilan' },
      summary:
        "Auction a contract with at least tunggakan_lelang_cicilan missed instalments: its pieces back on their trays, status LELANG; by lelang_cicilan what was paid (DP and instalments) is refunded out of the till less biaya_lelang_cicilan percent, or kept; one transaction",
      description: "409 'Cicilan Belum Menunggak N Angsuran, Tidak Dapat Dilelang'; 400 'Saldo Tidak Mencukupi' when the till cannot pay the refund",
      body: lelangBody,
      async run(ctx, actor, no, _input, opts) {
        const { no: noLelang } = await postDocument(ctx, actor, lelangCicilan, { no_cicilan: no }, { idempotencyKey: opts.idempotencyKey });
        const [r] = await ctx.db.query<{ no_cicilan: string; aturan: string; terbayar: string; biaya_rp: string; kembali_rp: string; tunggakan: number }>(
          'SELECT no_cicilan, aturan, terbayar, biaya_rp, kembali_rp, tunggakan FROM dokumen_lelang_cicilan WHERE no_dokumen = $1',
          [noLelang],
        );
        return {
          message: CICILAN_KIND_MESSAGES.auctioned,
          data: { no_cicilan: r.no_cicilan, no_lelang: noLelang, aturan: r.aturan, tunggakan: Number(r.tunggakan), terbayar: Number(r.terbayar), biaya_rp: Number(r.biaya_rp), kembali_rp: Number(r.kembali_rp) },
        };
      },
    },
  ],
  steps: [BAYAR_CICILAN_STEP],
};

/** Posts a payment or pay-off and answers it: the instalment, late fee, what remains and the sale when it closed the contract. */
async function payment(ctx: AppContext, actor: Actor, body: Parameters<typeof bayarCicilan.plan>[3], key?: string) {
  const { no: noBayar } = await postDocument(ctx, actor, bayarCicilan, body, { idempotencyKey: key });
  const [r] = await ctx.db.query<{ no_cicilan: string; ke: number; jumlah_rp: string; denda_rp: string; sewa_berjalan: string; no_faktur_jual: string; tgl_system: string }>(
    `SELECT b.no_cicilan, b.ke, b.jumlah_rp, b.denda_rp, b.sewa_berjalan, b.no_faktur_jual, d.tgl_system::text AS tgl_system
       FROM dokumen_bayar_cicilan b JOIN dokumen d USING (no_dokumen) WHERE b.no_dokumen = $1`,
    [noBayar],
  );
  const [saldo] = await ctx.db.query<{ sisa: string }>('SELECT pokok - terbayar AS sisa FROM saldo_dokumen WHERE no_dokumen = $1', [r.no_cicilan]);
  const jumlah = Number(r.jumlah_rp);
  const denda = Number(r.denda_rp);
  return {
    message: body.lunas ? CICILAN_KIND_MESSAGES.paidOff : CICILAN_KIND_MESSAGES.paid,
    data: {
      no_cicilan: r.no_cicilan,
      no_bayar: noBayar,
      tgl_system: r.tgl_system,
      angsuran_ke: Number(r.ke),
      jumlah_rp: jumlah,
      denda_rp: denda,
      total_bayar: jumlah + denda,
      ...(body.lunas ? { sewa_rp: Number(r.sewa_berjalan) } : {}),
      sisa_bayar: Number(saldo?.sisa ?? 0),
      no_faktur_jual: r.no_faktur_jual || null,
    },
  };
}

