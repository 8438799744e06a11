// A member's card paid for (issue 23: "/setting-member for the card fee"): when a card is issued from /data-member,
// the fee of the setting member_biaya_kartu comes into the till or a bank account of the shop. The body carries the
// amount the counter showed; the server takes it only when it is the setting's now ('Biaya Kartu Member Adalah ...'
// when the owner changed it meanwhile), and refuses a fee while the setting is 0 (cards are free: nothing to record).
// A reprint of a lost or worn card is the shop's choice: the counter prints again with or without a new fee.
//
// Its books: one ledger row into the akun (kategori KARTU MEMBER); the journal MEMBER/KARTU (migration 052): Kas or
// Bank debited, Pendapatan Kartu Member credited. The member is the document's customer (dokumen.kode_member), so the
// fee shows in the member's history. Cancelled on its own day by a supervisor (BATAL_MUTASI_UANG), the money back out.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { KAS_AKUN } from '../../../domain/kas';
import { formatRupiah } from '../../../domain/units';
import { cashCancel, cashPlan, checkAkun, refuse } from '../../kas/ledger';
import { bookDay, bookKindApi } from '../../kas/book-api';
import { s } from '../../http/schema';
import type { DocumentKind } from '../plan';
import { memberByCode, POIN_MESSAGES } from '../member-points';
import { numberSetting } from '../../settings/stored';
import definition from '../../../definitions/books/kartu-member';

export const KARTU_MEMBER_MESSAGES = {
  saved: 'Biaya Kartu Member Berhasil Disimpan',
  free: 'Biaya Kartu Member Belum Diatur Di Setting Member',
  fee: (rupiah: number) => `Biaya Kartu Member Adalah Rp ${formatRupiah(rupiah)}`,
} as const;

export interface KartuMemberBody {
  kode_member: string;
  /** KAS (the till, default) or a bank account of the shop. */
  akun?: string;
  jumlah: number;
  keterangan?: string;
}

export const kartuMember: DocumentKind<KartuMemberBody> = {
  jenis: 'KARTU_MEMBER',
  prefix: 'KRT',

  async plan(tx: Queryable, _ctx: AppContext, _actor: Actor, body: KartuMemberBody) {
    const member = await memberByCode(tx, body.kode_member);
    if (!member) throw refuse(400, POIN_MESSAGES.notMember, 'kode_member');
    const fee = await numberSetting(tx, 'member_biaya_kartu');
    if (fee <= 0) throw refuse(400, KARTU_MEMBER_MESSAGES.free, 'jumlah');
    if (body.jumlah !== fee) throw refuse(400, KARTU_MEMBER_MESSAGES.fee(fee), 'jumlah');
    const akun = await checkAkun(tx, body.akun ?? KAS_AKUN, 'akun');
    const tunai = akun === KAS_AKUN;
    return cashPlan({
      detail: { kategori: 'KARTU MEMBER', akun_asal: '', akun_tujuan: akun, jumlah: fee },
      keterangan: body.keterangan ?? '',
      header: { nama_customer: member.nama_member ?? '', alamat_customer: member.alamat, no_hp: member.no_hp, kode_member: member.kode_member },
      money: [{ akun, jenis_bayar: tunai ? 'TUNAI' : 'TRANSFER', jumlah_in: fee, jumlah_out: 0 }],
      journal: [
        { trx: 'MEMBER', type: 'KARTU', kode_akun: tunai ? 'KAS' : 'BANK', amount: fee },
        { trx: 'MEMBER', type: 'KARTU', kode_akun: 'BIAYA_KARTU', amount: fee },
      ],
    });
  },

  cancel: cashCancel(definition, 'BATAL KARTU MEMBER'),
};

export const kartuMemberApi = bookKindApi<KartuMemberBody>({
  definition,
  kind: kartuMember,
  body: s.object(
    {
      kode_member: s.code('Kode Member', 30),
      akun: s.code('Rekening', 30),
      jumlah: s.money('Jumlah Rp'),
      keterangan: s.text('Keterangan', 200),
    },
    ['kode_member', 'jumlah'],
    { additional: false },
  ),
  saved: KARTU_MEMBER_MESSAGES.saved,
  list: { querystring: bookDay({ kode_member: s.code('Kode Member', 30) }), kodeMember: (q) => q.kode_member?.trim().toUpperCase() || undefined },
  summaries: {
    post: "A member's card paid for: the fee of /setting-member (member_biaya_kartu) into the till (akun KAS) or a bank account",
    list: "The card fees of a business date (default today), optionally of one member",
    read: 'One card fee',
    cancel: 'Cancel a card fee of today (BATAL_MUTASI_UANG): the money back out',
  },
});
