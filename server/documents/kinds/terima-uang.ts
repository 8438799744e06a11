// TERIMA_UANG (TU-PUSAT-20261124-0001): the head office receives a branch's send (KIRIM_UANG) by its reference number
// (issue 11, section 3). It plans; the kernel (../engine.ts) writes; server/kirim-uang/service.ts decides when.
//
// Its books: money into the head office's till (KAS) or a bank account; the journal TERIMA_UANG debits Kas or Bank and
// credits 'money in transit to the head office', which the branch's send debited. terima_uang records which send it
// took. At most one reception per send that is not cancelled: checked under an advisory lock per reference number,
// so two receptions at once are one after the other and the second is 409.
//
// When the send is in this same database (a single-server setup) the branch's side is recorded in the same
// transaction (kirim_uang_terima), and the reception is confirmed at once. Otherwise it is confirmed once the
// branch's portal recorded it (the service, after this document is written).
//
// Cancelled (BATAL_TERIMA_UANG, its own business day only) only while the branch has not confirmed it: a reception
// the branch refused (its send was cancelled meanwhile) is taken back here, and the send can be received again.
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http-error';
import { cancelPolicyOf, type DocumentKind } from '../plan';
import type { KindApiInput } from '../kind-api';
import definition from '../../../definitions/books/terima-uang';
import { moneyAccount, moneyMove, paymentLine, transferHeader, transferJournal } from '../../kirim-uang/books';
import { recordReception, type SendRecord } from '../../kirim-uang/queries';
import { KIRIM_UANG_MESSAGES } from '../../../domain/kirim-uang';

export interface ReceiveInput {
  /** The send as its branch described it (in this database, or through the portal). */
  send: SendRecord;
  /** KAS (the default) or a bank account number of master rekening. */
  akun?: string;
  /** The send is in this database: the branch's side is recorded in the same transaction. */
  local: boolean;
}

/** The reception of a send at this head office that is not cancelled, with whether its branch confirmed it. */
export async function liveReception(db: Queryable, noReff: string): Promise<{ no_terima: string; dikonfirmasi: boolean } | undefined> {
  const [row] = await db.query<{ no_terima: string; dikonfirmasi: boolean }>(
    `SELECT t.no_terima, t.dikonfirmasi_at IS NOT NULL AS dikonfirmasi FROM terima_uang t JOIN dokumen_terkini d ON d.no_dokumen = t.no_terima
      WHERE t.no_reff = $1 AND d.status <> 'BATAL'`,
    [noReff],
  );
  return row;
}

/** Holds the reference number against a second reception until this transaction ends. */
export async function lockReff(tx: Queryable, noReff: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`terima-uang/${noReff}`]);
}

export const terimaUang: DocumentKind<ReceiveInput> = {
  jenis: 'TERIMA_UANG',
  prefix: 'TU',

  async plan(tx, _ctx, actor, { send, akun, local }) {
    await lockReff(tx, send.no_reff);
    if (await liveReception(tx, send.no_reff)) throw new HttpError(409, KIRIM_UANG_MESSAGES.alreadyReceived);
    if (send.tujuan !== actor.kode_toko) throw new HttpError(409, KIRIM_UANG_MESSAGES.notForThisShop);
    if (send.status === 'BATAL') throw new HttpError(409, KIRIM_UANG_MESSAGES.cancelled);
    if (send.status === 'DONE') throw new HttpError(409, KIRIM_UANG_MESSAGES.alreadyReceived);
    const account = await moneyAccount(tx, akun);
    return {
      status: 'DONE',
      header: transferHeader(send.jumlah_rp, send.keterangan, send.kode_toko),
      lines: [],
      payments: [paymentLine(account, send.jumlah_rp, send.no_reff)],
      needs: [],
      // Money only: nothing of the stock moves.
      stock: async () => undefined,
      kategori: 'TERIMA UANG CABANG',
      money: [moneyMove(account, send.jumlah_rp, 'in')],
      journal: transferJournal('TERIMA_UANG', account, send.jumlah_rp),
      afterWrite: async (w, no) => {
        // In one database the branch's record is written here too (its send's row locked there), all or nothing.
        if (local) await recordReception(w, send.no_reff, { no_terima: no, kode_toko_terima: actor.kode_toko, diterima_by: actor.user_id, jumlah_rp: send.jumlah_rp });
        await w.query(
          `INSERT INTO terima_uang (no_terima, no_reff, kode_toko_asal, tgl_kirim, kirim_by, jumlah_rp, keterangan, dikonfirmasi_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, ${local ? 'now()' : 'NULL'})`,
          [no, send.no_reff, send.kode_toko, send.tgl_system, send.input_by, send.jumlah_rp, send.keterangan],
        );
      },
    };
  },

  cancel: {
    ...cancelPolicyOf(definition),
    kategori: 'BATAL TERIMA UANG CABANG',
    async stock(tx, _actor, doc) {
      // No pieces to put back; a reception its branch recorded stays (the row is locked against the confirmation).
      const [row] = await tx.query<{ dikonfirmasi: boolean }>('SELECT dikonfirmasi_at IS NOT NULL AS dikonfirmasi FROM terima_uang WHERE no_terima = $1 FOR UPDATE', [
        doc.no_dokumen,
      ]);
      if (row?.dikonfirmasi) throw new HttpError(409, KIRIM_UANG_MESSAGES.confirmedCannotCancel);
    },
  },
};

// On the registry for its cancellation only: the send's reception writes it (POST kirim-uang/{no_reff}/reception).
export const terimaUangApi: KindApiInput<ReceiveInput> = {
  definition,
  kind: terimaUang,
  routes: ['cancel'],
  messages: { cancelled: KIRIM_UANG_MESSAGES.receiveCancelled },
  summaries: { cancel: 'Cancel a reception of today its branch did not record (BATAL_TERIMA_UANG): its money and journal reversed' },
};
