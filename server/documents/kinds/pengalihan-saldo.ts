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
import { KAS_AKUN, transferProblems } from '../../../domain/kas';
import { cashCancel, cashPlan, checkAkun, refuse } from '../../kas/ledger';
import type { DocumentKind } from '../plan';

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

  cancel: cashCancel('BATAL PENGALIHAN SALDO'),
};
