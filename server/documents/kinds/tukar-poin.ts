// A gift taken for points (/tukar-point, issue 23): a member trades qty x the gift's points (/master-data-hadiah) for
// qty pieces of it. One document (jenis TUKAR_POIN, numbers TP-...), in one transaction: the member's row is locked and
// only then its balance read ('Poin Tidak Mencukupi' when it is short: two exchanges at once never overspend), the
// gift's row locked and its stock taken down ('Stock Hadiah Tidak Mencukupi'), a TUKAR row in the points ledger (the
// kernel writes the plan's points) and a TUKAR row in the gifts' ledger (hadiah_mutasi, migration 051). No money
// moves and no journal is written: a gift is promotion stock the master counts, not goods of the books.
//
// Cancelled (BATAL_TUKAR_POIN, a reason, any business day: the gift comes back to the counter): the gift's pieces back
// on its stock with a BATAL_TUKAR row, the points back by the kernel's mirror (BATAL_TUKAR).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { masterTable } from '../../db/master-tables';
import type { CancelRule, DocumentKind, DocumentLine } from '../plan';
import { memberByCode, memberHeader, pointBalance, POIN_MESSAGES } from '../member-points';

export const TUKAR_POIN_MESSAGES = {
  saved: 'Tukar Poin Berhasil Disimpan',
  cancelled: 'Tukar Poin Berhasil Dibatalkan',
  giftUnknown: 'Hadiah Tidak Terdaftar',
  stock: 'Stock Hadiah Tidak Mencukupi',
  notFound: 'Data Tukar Poin Tidak Ditemukan',
} as const;

export interface TukarPoinBody {
  kode_member: string;
  kode_hadiah: string;
  qty: number;
  keterangan?: string;
}

const refuse = (status: number, message: string, field: string) => new HttpError(status, message, [{ field, message }]);

const hadiahTable = () => masterTable({ name: 'hadiah' });

interface Gift {
  kode_hadiah: string;
  nama_hadiah: string;
  poin: number;
  stock: number;
}

/** The active gift of a code, locked until the transaction ends (its stock changes). */
async function lockGift(tx: Queryable, kode: string): Promise<Gift | undefined> {
  const [row] = await tx.query<Gift>(
    `SELECT kode_hadiah, nama_hadiah, poin, stock FROM ${hadiahTable()} WHERE kode_hadiah = $1 AND is_active FOR UPDATE`,
    [kode.trim().toUpperCase()],
  );
  return row && { ...row, poin: Number(row.poin), stock: Number(row.stock) };
}

/** Moves a gift's stock by `qty` pieces (negative: out) and keeps the move in the gifts' ledger. */
async function moveGift(tx: Queryable, actor: Pick<Actor, 'tgl_system' | 'user_id'>, no: string, jenis: 'TUKAR' | 'BATAL_TUKAR', kode: string, qty: number, poin: number): Promise<void> {
  await tx.query(`UPDATE ${hadiahTable()} SET stock = stock + $2 WHERE kode_hadiah = $1`, [kode, qty]);
  await tx.query('INSERT INTO hadiah_mutasi (kode_hadiah, no_dokumen, jenis, qty, poin, tgl_system, oleh) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    kode,
    no,
    jenis,
    qty,
    poin,
    actor.tgl_system,
    actor.user_id,
  ]);
}

/** The cancellation of a kind that moves no money (no kategori): the kernel mirrors its points, the kind its own records. */
export const pointsOnlyCancel = (authorization: CancelRule['authorization']): Pick<CancelRule, 'authorization' | 'sameDayOnly' | 'afterValidation' | 'kategori'> => ({
  authorization,
  sameDayOnly: false,
  afterValidation: true,
  kategori: null,
});

export const tukarPoin: DocumentKind<TukarPoinBody> = {
  jenis: 'TUKAR_POIN',
  prefix: 'TP',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: TukarPoinBody) {
    const member = await memberByCode(tx, body.kode_member, true);
    if (!member) throw refuse(400, POIN_MESSAGES.notMember, 'kode_member');
    const gift = await lockGift(tx, body.kode_hadiah);
    if (!gift) throw refuse(400, TUKAR_POIN_MESSAGES.giftUnknown, 'kode_hadiah');
    const poin = gift.poin * body.qty;
    if ((await pointBalance(tx, member.kode_member)) < poin) throw refuse(400, POIN_MESSAGES.insufficient, 'qty');
    if (gift.stock < body.qty) throw refuse(400, TUKAR_POIN_MESSAGES.stock, 'qty');
    const line: DocumentLine = {
      kode_barcode: '',
      nama_barang: gift.nama_hadiah,
      kode_group: '',
      kode_dept: '',
      kode_gudang: '',
      kode_baki: '',
      kadar: 0,
      qty: body.qty,
      berat: 0,
      berat_jual: 0,
      harga_per_gram: 0,
      harga: 0,
      ongkos: 0,
      diskon_rp: 0,
      total: 0,
      harga_modal: 0,
      berlian: false,
    };
    return {
      status: 'DONE' as const,
      header: memberHeader(member, (body.keterangan ?? '').trim()),
      lines: [line],
      payments: [],
      needs: [],
      stock: async () => {},
      afterWrite: (afterTx: Queryable, no: string) => moveGift(afterTx, actor, no, 'TUKAR', gift.kode_hadiah, -body.qty, poin),
      points: { kode_member: member.kode_member, rows: [{ jenis: 'TUKAR', poin: -poin, keterangan: `${body.qty} x ${gift.kode_hadiah} ${gift.nama_hadiah}` }] },
      kategori: null,
      money: [],
      journal: [],
    };
  },

  cancel: {
    ...pointsOnlyCancel('BATAL_TUKAR_POIN'),
    async stock(tx, actor, doc) {
      const taken = await tx.query<{ kode_hadiah: string; qty: number; poin: number }>(
        `SELECT kode_hadiah, qty, poin FROM hadiah_mutasi WHERE no_dokumen = $1 AND jenis = 'TUKAR'`,
        [doc.no_dokumen],
      );
      for (const t of taken) await moveGift(tx, actor, doc.no_dokumen, 'BATAL_TUKAR', t.kode_hadiah, -Number(t.qty), Number(t.poin));
    },
  },
};
