// A manual income or expense of the till or one bank account (issue 11 section 1: the books' Pemasukan and
// Pengeluaran): a kategori of the master Kode Transaksi, whose jenis_transaksi (MASUK or KELUAR) decides whether the
// money comes in or goes out, a reason (dokumen.keterangan) and an amount. An expense may not take an akun below zero.
//
// Its books: one ledger row, kategori the Kode Transaksi code (what a report of expenses per kategori groups on); the
// journal KAS/MASUK (Kas or Bank debited, other income credited) or KAS/KELUAR (operating expense debited, Kas or Bank
// credited). Cancelled on its own day by a supervisor (BATAL_MUTASI_UANG).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { CASH_MESSAGES, KAS_AKUN, manualProblems } from '../../../domain/kas';
import { cashCancel, cashPlan, checkAkun, kategoriOf, refuse } from '../../kas/ledger';
import type { DocumentKind } from '../plan';
import { s } from '../../http/schema';
import { bookFields, bookKindApi } from '../../kas/book-api';
import definition from '../../../definitions/books/kas-manual';

export interface ManualBody {
  akun: string;
  kategori: string;
  keterangan: string;
  jumlah: number;
}

export const kasManual: DocumentKind<ManualBody> = {
  jenis: 'KAS_MANUAL',
  prefix: 'KM',

  async plan(tx: Queryable, _ctx: AppContext, _actor: Actor, body: ManualBody) {
    const [problem] = manualProblems(body);
    if (problem) throw refuse(400, problem.message, problem.field);
    const akun = await checkAkun(tx, body.akun, 'akun');
    const kategori = await kategoriOf(tx, body.kategori);
    const masuk = kategori.jenis_transaksi === 'MASUK';
    const jumlah = body.jumlah;
    const other = masuk ? 'PENDAPATAN_LAIN' : 'BEBAN';
    return cashPlan({
      detail: { kategori: kategori.kode_transaksi, akun_asal: masuk ? '' : akun, akun_tujuan: masuk ? akun : '', jumlah },
      keterangan: body.keterangan,
      money: [{ akun, jenis_bayar: akun === KAS_AKUN ? 'TUNAI' : 'TRANSFER', jumlah_in: masuk ? jumlah : 0, jumlah_out: masuk ? 0 : jumlah }],
      journal: [
        { trx: 'KAS', type: masuk ? 'MASUK' : 'KELUAR', kode_akun: akun === KAS_AKUN ? 'KAS' : 'BANK', amount: jumlah },
        { trx: 'KAS', type: masuk ? 'MASUK' : 'KELUAR', kode_akun: other, amount: jumlah },
      ],
    });
  },

  cancel: cashCancel(definition, 'BATAL KAS MANUAL'),
};

export const kasManualApi = bookKindApi<ManualBody>({
  definition,
  kind: kasManual,
  body: s.object({ akun: s.code('Rekening', 30), ...bookFields }, ['akun', 'kategori', 'keterangan', 'jumlah'], { additional: false }),
  saved: CASH_MESSAGES.manualSaved,
  summaries: {
    post: 'A manual income or expense of the till (akun KAS) or a bank account, by its Kode Transaksi kategori, with a reason',
    list: "The shop's manual incomes and expenses of a business date (default today)",
    read: 'One manual income or expense',
    cancel: 'Cancel a manual income or expense of today (BATAL_MUTASI_UANG)',
  },
});
