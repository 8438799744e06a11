// A balance moved (pengalihan saldo uang, issue 11 section 2): a supervisor moves money between two of the shop's
// akun (the till or a bank account), with a reason: money that sits in the books on the wrong account (a transfer
// booked to one account that reached another) is put where it really is. No kategori: it is a correction, not a
// business movement. The source must hold the amount.
//
// Its books: out of the source, into the target; the journal PENGALIHAN_SALDO/PINDAH with the roles of each side
// (KAS_ASAL or BANK_ASAL credited, KAS_TUJUAN or BANK_TUJUAN debited). Cancelled on its own day (BATAL_MUTASI_UANG).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { CASH_MESSAGES, KAS_AKUN, transferProblems } from '../../../domain/kas';
import { cashCancel, cashPlan, checkAkun, refuse } from '../../kas/ledger';
import type { DocumentKind } from '../plan';
import { s } from '../../http/schema';
import { bookFields, bookKindApi } from '../../kas/book-api';
import definition from '../../../definitions/books/pengalihan-saldo';

export const PENGALIHAN_KATEGORI = 'PENGALIHAN SALDO';

export interface BalanceMoveBody {
  akun_asal: string;
  akun_tujuan: string;
  jumlah: number;
  keterangan: string;
}

export const pengalihanSaldo: DocumentKind<BalanceMoveBody> = {
  jenis: 'PENGALIHAN_SALDO',
  prefix: 'PS',

  async plan(tx: Queryable, _ctx: AppContext, _actor: Actor, body: BalanceMoveBody) {
    const [problem] = transferProblems(body);
    if (problem) throw refuse(400, problem.message, problem.field);
    const from = await checkAkun(tx, body.akun_asal, 'akun_asal');
    const to = await checkAkun(tx, body.akun_tujuan, 'akun_tujuan');
    const role = (akun: string, end: 'ASAL' | 'TUJUAN') => `${akun === KAS_AKUN ? 'KAS' : 'BANK'}_${end}`;
    const kind = (akun: string) => (akun === KAS_AKUN ? 'TUNAI' : 'TRANSFER');
    return cashPlan({
      detail: { kategori: PENGALIHAN_KATEGORI, akun_asal: from, akun_tujuan: to, jumlah: body.jumlah },
      keterangan: body.keterangan,
      money: [
        { akun: from, jenis_bayar: kind(from), jumlah_in: 0, jumlah_out: body.jumlah },
        { akun: to, jenis_bayar: kind(to), jumlah_in: body.jumlah, jumlah_out: 0 },
      ],
      journal: [
        { trx: 'PENGALIHAN_SALDO', type: 'PINDAH', kode_akun: role(to, 'TUJUAN'), amount: body.jumlah },
        { trx: 'PENGALIHAN_SALDO', type: 'PINDAH', kode_akun: role(from, 'ASAL'), amount: body.jumlah },
      ],
    });
  },

  cancel: cashCancel(definition, 'BATAL PENGALIHAN SALDO'),
};

export const pengalihanSaldoApi = bookKindApi<BalanceMoveBody>({
  definition,
  kind: pengalihanSaldo,
  body: s.object(
    { akun_asal: s.code('Asal', 30), akun_tujuan: s.code('Tujuan', 30), jumlah: bookFields.jumlah, keterangan: bookFields.keterangan },
    ['akun_asal', 'akun_tujuan', 'jumlah', 'keterangan'],
    { additional: false },
  ),
  saved: CASH_MESSAGES.pengalihanSaved,
  summaries: {
    post: "A balance moved between two of the shop's accounts (the till or bank accounts), with a reason",
    list: "The shop's balance moves of a business date (default today)",
    read: 'One balance move',
    cancel: 'Cancel a balance move of today (BATAL_MUTASI_UANG)',
  },
});
