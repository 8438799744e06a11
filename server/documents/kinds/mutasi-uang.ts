// A money mutation (issue 11, spec sections 2, 4, 5, 7): money from the till to a bank account of the shop, back, or
// between two of its bank accounts; never cash to cash. POST cash/mutasi-uang-bank and cash/mutasi-uang-cash post this
// one kind (the cash screen's sides default to CASH). The rule and its texts are domain/kas.ts, which the form checks
// with first; the kind checks the kategori (master Kode Transaksi) and accounts (master Rekening) it names and that the
// source holds the amount. It plans; the kernel (../engine.ts) writes.
//
// Its books: the amount out of the source akun and into the target ('KAS' or the account's number), kategori the Kode
// Transaksi code; the journal KAS/SETOR_BANK (till to bank), KAS/TARIK_BANK (bank to till) or KAS/PINDAH_BANK.
// Cancelled on its own day by a supervisor (BATAL_MUTASI_UANG): the mirror rows, dated that day.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { CASH_MESSAGES, KAS_AKUN, MUTATION_SIDES, mutationJournalType, mutationProblems, sideAkun, type MutationInput, type MutationSide } from '../../../domain/kas';
import { cashCancel, cashPlan, checkAkun, kategoriOf, refuse } from '../../kas/ledger';
import type { DocumentKind } from '../plan';
import { s, type JsonSchema } from '../../http/schema';
import { bookDay, bookFields, bookKindApi } from '../../kas/book-api';
import definition from '../../../definitions/books/mutasi-uang';

export type MutationBody = Required<Pick<MutationInput, 'asal' | 'tujuan' | 'jumlah' | 'keterangan' | 'kategori'>> & MutationInput;

export const mutasiUang: DocumentKind<MutationBody> = {
  jenis: 'MUTASI_UANG',
  prefix: 'MU',

  async plan(tx: Queryable, _ctx: AppContext, _actor: Actor, body: MutationBody) {
    const [problem] = mutationProblems(body);
    if (problem) throw refuse(400, problem.message, problem.field);
    const asal = body.asal as MutationSide;
    const tujuan = body.tujuan as MutationSide;
    const kategori = await kategoriOf(tx, body.kategori!);
    const from = await checkAkun(tx, sideAkun(asal, body.asal_rekening), 'asal_rekening');
    const to = await checkAkun(tx, sideAkun(tujuan, body.tujuan_rekening), 'tujuan_rekening');
    const jumlah = body.jumlah!;
    const type = mutationJournalType(asal, tujuan);
    const role = (side: MutationSide, end: 'ASAL' | 'TUJUAN') => (side === 'CASH' ? 'KAS' : type === 'PINDAH_BANK' ? `BANK_${end}` : 'BANK');
    return cashPlan({
      detail: { kategori: kategori.kode_transaksi, akun_asal: from, akun_tujuan: to, jumlah },
      keterangan: body.keterangan!,
      money: [
        { akun: from, jenis_bayar: asal === 'CASH' ? 'TUNAI' : 'TRANSFER', jumlah_in: 0, jumlah_out: jumlah },
        { akun: to, jenis_bayar: tujuan === 'CASH' ? 'TUNAI' : 'TRANSFER', jumlah_in: jumlah, jumlah_out: 0 },
      ],
      journal: [
        { trx: 'KAS', type, kode_akun: role(tujuan, 'TUJUAN'), amount: jumlah },
        { trx: 'KAS', type, kode_akun: role(asal, 'ASAL'), amount: jumlah },
      ],
    });
  },

  cancel: cashCancel(definition, 'BATAL MUTASI UANG'),
};

const rekening = (title: string) => s.nullable(s.code(title, 30));

/** Spec section 7's body; a side may come as '' (nothing chosen yet), which the rule names as missing. */
const mutationBody = (required: string[]): JsonSchema =>
  s.object(
    {
      asal: s.choice('Asal', [...MUTATION_SIDES, '']),
      asal_rekening: rekening('Rekening Asal'),
      tujuan: s.choice('Tujuan', [...MUTATION_SIDES, '']),
      tujuan_rekening: rekening('Rekening Tujuan'),
      ...bookFields,
    },
    required,
    { additional: false },
  );

const between = 'A money mutation between the till and a bank account or two bank accounts (never cash to cash)';

export const mutasiUangApi = bookKindApi<MutationBody>({
  definition,
  kind: mutasiUang,
  posts: [
    { url: 'cash/mutasi-uang-bank', screen: '/mutasi-uang-bank', summary: between, body: mutationBody(['asal', 'tujuan', 'jumlah', 'keterangan', 'kategori']), message: CASH_MESSAGES.bankSaved },
    {
      url: 'cash/mutasi-uang-cash',
      screen: '/mutasi-uang-cash',
      summary: `${between}; asal and tujuan default to CASH`,
      body: mutationBody(['jumlah', 'keterangan', 'kategori']),
      message: CASH_MESSAGES.cashSaved,
      prepare: (body: MutationBody) => ({ ...body, asal: body.asal ?? 'CASH', tujuan: body.tujuan ?? 'CASH' }),
    },
  ],
  summaries: {
    list: "The shop's money mutations of a business date (default today); sisi=CASH: only those with a cash side",
    read: 'One money mutation, with what moved where',
    cancel: 'Cancel a mutation of today (BATAL_MUTASI_UANG): its money and journal mirrored',
  },
  list: { querystring: bookDay({ sisi: s.choice('Sisi', ['CASH', 'BANK']) }), onlyAkun: (q) => (q.sisi === 'CASH' ? KAS_AKUN : undefined) },
});
