// A member's points corrected by hand (/transaksi-poin, issue 23): points added or taken off with a reason, on a
// supervisor's authorization (TRANSAKSI_POIN, asked before posting, used up with the document). One document (jenis
// KOREKSI_POIN, numbers KP-...) and one KOREKSI row of the points ledger, in one transaction; the member's row is
// locked before its balance is read, and a correction never takes the balance below zero ('Poin Tidak Mencukupi').
// A correction is not cancelled: a wrong one is corrected by another, which the history shows beside it.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { consumeAuthorization } from '../../auth/authorizations';
import type { DocumentKind } from '../plan';
import { memberByCode, memberHeader, pointBalance, POIN_MESSAGES } from '../member-points';
import { pointsOnlyCancel } from './tukar-poin';

export const KOREKSI_POIN_MESSAGES = {
  saved: 'Transaksi Poin Berhasil Disimpan',
  reasonRequired: 'Alasan Tidak Boleh Kosong',
  zero: 'Jumlah Poin Tidak Boleh 0',
  noCancel: 'Transaksi Poin Tidak Dapat Dibatalkan',
} as const;

export interface KoreksiPoinBody {
  kode_member: string;
  /** Signed whole points: added (> 0) or taken off (< 0). */
  poin: number;
  alasan: string;
  authorization_id: string;
}

const refuse = (status: number, message: string, field: string) => new HttpError(status, message, [{ field, message }]);

export const koreksiPoin: DocumentKind<KoreksiPoinBody> = {
  jenis: 'KOREKSI_POIN',
  prefix: 'KP',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: KoreksiPoinBody) {
    const alasan = body.alasan.trim();
    if (!alasan) throw refuse(400, KOREKSI_POIN_MESSAGES.reasonRequired, 'alasan');
    if (body.poin === 0) throw refuse(400, KOREKSI_POIN_MESSAGES.zero, 'poin');
    const member = await memberByCode(tx, body.kode_member, true);
    if (!member) throw refuse(400, POIN_MESSAGES.notMember, 'kode_member');
    if ((await pointBalance(tx, member.kode_member)) + body.poin < 0) throw refuse(400, POIN_MESSAGES.insufficient, 'poin');
    return {
      status: 'DONE' as const,
      header: memberHeader(member, alasan),
      lines: [],
      payments: [],
      needs: [],
      stock: async () => {},
      // The supervisor's authorization serves this one document (consumed in its transaction, recorded beside it).
      afterWrite: async (afterTx: Queryable, no: string) => {
        await consumeAuthorization(afterTx, body.authorization_id, 'TRANSAKSI_POIN', actor.user_id, no);
        await afterTx.query('INSERT INTO dokumen_otorisasi (authorization_id, no_dokumen, kategori) VALUES ($1, $2, $3)', [body.authorization_id, no, 'TRANSAKSI_POIN']);
      },
      points: { kode_member: member.kode_member, rows: [{ jenis: 'KOREKSI', poin: body.poin, keterangan: alasan }] },
      kategori: null,
      money: [],
      journal: [],
    };
  },

  // No cancel route: every kernel kind has a rule, and asked, this one refuses.
  cancel: {
    ...pointsOnlyCancel('TRANSAKSI_POIN'),
    stock: async () => {},
    refuse: async () => new HttpError(409, KOREKSI_POIN_MESSAGES.noCancel),
  },
};
