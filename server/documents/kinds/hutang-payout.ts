// The money a pawn loan pays out (the principal; an auction's surplus, ./hutang-sisa-lelang.ts): cash from the till
// or a transfer from a shop account, each checked against what it holds by the kernel (fundsField).
import type { DocumentPayment, MoneyMove } from '../plan';
import { s, type JsonSchema } from '../../http/schema';

/** A payout line: cash from the till, or a transfer from the shop's account no_rekening. */
export interface PayoutInput {
  jenis: 'TUNAI' | 'TRANSFER';
  jumlah_rp: number;
  kode_bank?: string;
  no_rekening?: string;
  no_reff?: string;
}

/** Payout lines (a loan's, an auction's surplus paid out) as a document keeps them. */
export function payoutLines(pembayaran: readonly PayoutInput[]): DocumentPayment[] {
  return pembayaran.map((p) => ({
    jenis: p.jenis,
    jumlah_rp: p.jumlah_rp,
    fee_rp: 0,
    kode_bank: (p.kode_bank ?? '').trim().toUpperCase(),
    no_rekening: p.jenis === 'TRANSFER' ? (p.no_rekening ?? '').trim() : '',
    no_reff: (p.no_reff ?? '').trim(),
  }));
}

export const payoutMoves = (payments: DocumentPayment[]): MoneyMove[] =>
  payments.map((p) => ({ akun: p.jenis === 'TUNAI' ? 'KAS' : p.no_rekening, jenis_bayar: p.jenis, jumlah_in: 0, jumlah_out: p.jumlah_rp }));

export const payoutSchema: JsonSchema = {
  ...s.array(
    'Pembayaran',
    s.object(
      {
        jenis: s.choice('Jenis Pembayaran', ['TUNAI', 'TRANSFER']),
        jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
        kode_bank: s.code('Kode Bank', 20),
        no_rekening: s.code('No Rekening', 40),
        no_reff: s.text('No Reff', 60),
      },
      ['jenis', 'jumlah_rp'],
      { additional: false },
    ),
    10,
  ),
  minItems: 1,
};
