// KIRIM_UANG (KU-TOKO02-20261124-0001): a branch sends money to the head office (issue 11, section 3). Its number is
// the reference (no_reff) the head office receives it by. It plans; the kernel (../engine.ts) writes.
//
// Its books: money out of the till (KAS) or a bank account, never more than that account holds ('Saldo Tidak
// Mencukupi'); the journal KIRIM_UANG debits 'money in transit to the head office' and credits Kas or Bank. It stays
// OPEN in the kernel: the branch's record of the reception (kirim_uang_terima) is what makes it DONE, since the
// receiving user is the head office's, not a user of the branch's database.
//
// Cancelled (BATAL_KIRIM_UANG, its own business day only) only while the head office has not received it; the
// kernel mirrors its money and journal rows.
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-error';
import { refuse } from '../priced-pieces';
import { cancelPolicyOf, type DocumentKind } from '../plan';
import type { KindApiInput } from '../kind-api';
import definition from '../../../definitions/books/kirim-uang';
import { moneyAccount, moneyMove, paymentLine, transferHeader, transferJournal } from '../../kirim-uang/books';
import { KIRIM_UANG_MESSAGES } from '../../../domain/kirim-uang';

export interface SendInput {
  jumlah_rp: number;
  keterangan: string;
  /** KAS (the default) or a bank account number of master rekening. */
  akun?: string;
}

/** The head office a shop sends to: the other shop of level PUSAT (one per chain); undefined while none is registered. */
export async function headOfficeOf(db: Queryable, kodeToko: string): Promise<{ kode_toko: string; nama_toko: string } | undefined> {
  const [row] = await db.query<{ kode_toko: string; nama_toko: string }>(
    `SELECT kode_toko, nama_toko FROM toko WHERE level = 'PUSAT' AND kode_toko <> $1 ORDER BY kode_toko LIMIT 1`,
    [kodeToko],
  );
  return row;
}

export const kirimUang: DocumentKind<SendInput> = {
  jenis: 'KIRIM_UANG',
  prefix: 'KU',

  async plan(tx, _ctx, actor, input) {
    const keterangan = input.keterangan.trim();
    if (!(input.jumlah_rp > 0)) throw refuse(400, KIRIM_UANG_MESSAGES.amountRequired, 'jumlah_rp');
    if (!keterangan) throw refuse(400, KIRIM_UANG_MESSAGES.noteRequired, 'keterangan');
    const tujuan = await headOfficeOf(tx, actor.kode_toko);
    if (!tujuan) throw new HttpError(400, KIRIM_UANG_MESSAGES.noHeadOffice);
    const account = await moneyAccount(tx, input.akun);
    const out = moneyMove(account, input.jumlah_rp, 'out');
    return {
      status: 'OPEN',
      header: transferHeader(input.jumlah_rp, keterangan, tujuan.kode_toko),
      lines: [],
      payments: [paymentLine(account, input.jumlah_rp, '')],
      needs: [],
      // Money only: nothing of the stock moves.
      stock: async () => undefined,
      kategori: 'KIRIM UANG PUSAT',
      money: [out],
      fundsField: 'jumlah_rp',
      journal: transferJournal('KIRIM_UANG', account, input.jumlah_rp),
      afterWrite: async (w, no) => {
        await w.query('INSERT INTO kirim_uang (no_kirim, kode_toko_tujuan, akun) VALUES ($1, $2, $3)', [no, tujuan.kode_toko, account.akun]);
      },
    };
  },

  cancel: {
    ...cancelPolicyOf(definition),
    kategori: 'BATAL KIRIM UANG PUSAT',
    async stock(tx, _actor, doc) {
      // No pieces to put back; a send the head office received is its money now (the kernel holds the row locked).
      const received = await tx.query('SELECT 1 FROM kirim_uang_terima WHERE no_kirim = $1', [doc.no_dokumen]);
      if (received.length) throw new HttpError(409, KIRIM_UANG_MESSAGES.receivedCannotCancel);
    },
  },
};

// On the registry for its cancellation only: its flow posts, lists and looks it up across servers
// (server/routes/kirim-uang.ts, server/kirim-uang/service.ts).
export const kirimUangApi: KindApiInput<SendInput> = {
  definition,
  kind: kirimUang,
  routes: ['cancel'],
  messages: { cancelled: KIRIM_UANG_MESSAGES.sendCancelled },
  summaries: { cancel: 'Cancel a send of today the head office has not received (BATAL_KIRIM_UANG): its money and journal reversed' },
};
