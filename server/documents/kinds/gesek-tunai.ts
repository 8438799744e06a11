// Card cash (gesek tunai, issue 11 section 2): a customer swipes a debit or credit card for an amount and takes it in
// cash. The card is charged the amount plus the fee (a percent entered at the counter: the shop has no card-fee
// setting; domain/kas.ts cardCash rounds it as a sale's card fee), which lands on the shop's account at that bank; the
// till pays out the amount and must hold it. The card line is the document's payment (dokumen_bayar: kind, amount,
// fee, bank, account, the card or approval reference).
//
// Its books: the bank account in (amount + fee), the till out (amount); the journal GESEK_TUNAI/KARTU: card clearing
// (EDC) debited with amount + fee, Kas credited with the amount, other income with the fee. Cancelled on its own day
// by a supervisor (BATAL_MUTASI_UANG).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { cardCash, CASH_MESSAGES, KAS_AKUN } from '../../../domain/kas';
import { masterTable } from '../../db/master-tables';
import { cashCancel, cashPlan, checkAkun, refuse } from '../../kas/ledger';
import type { DocumentKind } from '../plan';
import { s } from '../../http/schema';
import { bookFields, bookKindApi } from '../../kas/book-api';
import definition from '../../../definitions/books/gesek-tunai';

export const GESEK_KATEGORI = 'GESEK TUNAI';

export interface CardCashBody {
  nama_customer: string;
  no_hp?: string;
  jenis: 'DEBIT' | 'KREDIT';
  no_rekening: string;
  /** The card's last digits or the EDC's approval code. */
  no_reff?: string;
  jumlah: number;
  /** Percent, 2 decimals. */
  fee_persen?: number;
  keterangan?: string;
}

export const gesekTunai: DocumentKind<CardCashBody> = {
  jenis: 'GESEK_TUNAI',
  prefix: 'GT',

  async plan(tx: Queryable, _ctx: AppContext, _actor: Actor, body: CardCashBody) {
    if (!body.nama_customer.trim()) throw refuse(400, CASH_MESSAGES.namaRequired, 'nama_customer');
    if (!body.jumlah || body.jumlah <= 0) throw refuse(400, CASH_MESSAGES.jumlahRequired, 'jumlah');
    if (!body.no_rekening?.trim()) throw refuse(400, CASH_MESSAGES.akunRequired, 'no_rekening');
    const akun = await checkAkun(tx, body.no_rekening, 'no_rekening');
    if (akun === KAS_AKUN) throw refuse(400, CASH_MESSAGES.accountUnknown, 'no_rekening');
    const [{ kode_bank }] = await tx.query<{ kode_bank: string }>(`SELECT kode_bank FROM ${masterTable({ name: 'rekening' })} WHERE no_rekening = $1`, [akun]);
    const { fee_rp, total } = cardCash(body.jumlah, Math.round((body.fee_persen ?? 0) * 100));
    return cashPlan({
      detail: { kategori: GESEK_KATEGORI, akun_asal: KAS_AKUN, akun_tujuan: akun, jumlah: body.jumlah, fee_rp },
      keterangan: body.keterangan ?? '',
      header: { nama_customer: body.nama_customer.trim().toUpperCase(), no_hp: (body.no_hp ?? '').trim() },
      payments: [{ jenis: body.jenis, jumlah_rp: body.jumlah, fee_rp, kode_bank, no_rekening: akun, no_reff: (body.no_reff ?? '').trim() }],
      money: [
        { akun: KAS_AKUN, jenis_bayar: 'TUNAI', jumlah_in: 0, jumlah_out: body.jumlah },
        { akun, jenis_bayar: body.jenis, jumlah_in: total, jumlah_out: 0 },
      ],
      journal: [
        { trx: 'GESEK_TUNAI', type: 'KARTU', kode_akun: 'EDC', amount: total },
        { trx: 'GESEK_TUNAI', type: 'KARTU', kode_akun: 'KAS', amount: body.jumlah },
        { trx: 'GESEK_TUNAI', type: 'KARTU', kode_akun: 'FEE_KARTU', amount: fee_rp },
      ],
    });
  },

  cancel: cashCancel(definition, 'BATAL GESEK TUNAI'),
};

export const gesekTunaiApi = bookKindApi<CardCashBody>({
  definition,
  kind: gesekTunai,
  body: s.object(
    {
      nama_customer: s.text('Nama Customer', 100),
      no_hp: s.text('No HP', 20),
      jenis: s.choice('Jenis Kartu', ['DEBIT', 'KREDIT']),
      no_rekening: s.code('Rekening', 30),
      no_reff: s.text('No Reff', 60),
      jumlah: bookFields.jumlah,
      fee_persen: { title: 'Fee Kartu', type: 'number', minimum: 0, maximum: 100 },
      keterangan: bookFields.keterangan,
    },
    ['nama_customer', 'jenis', 'no_rekening', 'jumlah'],
    { additional: false },
  ),
  saved: CASH_MESSAGES.gesekSaved,
  summaries: {
    post: 'Card cash: the card charged amount + fee onto a bank account of the shop, the till pays out the amount',
    list: "The shop's card-cash swipes of a business date (default today)",
    read: 'One card-cash swipe, with its card line',
    cancel: 'Cancel a card-cash swipe of today (BATAL_MUTASI_UANG)',
  },
  list: { url: 'non-cash/gesek-histories' },
});
