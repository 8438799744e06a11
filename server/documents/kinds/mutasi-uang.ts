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
import { mutationJournalType, mutationProblems, sideAkun, type MutationInput, type MutationSide } from '../../../domain/kas';
import { cashCancel, cashPlan, checkAkun, kategoriOf, refuse } from '../../kas/ledger';
import type { DocumentKind } from '../plan';

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

  cancel: cashCancel('BATAL MUTASI UANG'),
};
