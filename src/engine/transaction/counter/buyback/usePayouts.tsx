// The money a buy-back pays out (/transaksi-pembelian and the Beli tab of /transaksi-jual-beli-manual): cash or
// transfers to the customer's account, adding up to the total. Until the cashier types an amount, the one payment
// line pays out the whole total.
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { summarizePayments } from '../../../../../domain/payments';
import { paymentBody } from '../../../../../domain/sale-entry';
import { draftPaymentLines, FIRST_PAYMENT, PaymentLines, toEntryPayments, type DraftPayment } from '../PaymentLines';
import type { TotalRow } from '../Checkout';

export function usePayouts(total: number, banks: { kode_bank: string; nama_bank: string }[]) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.pembelian.${k}`);
  const [payouts, setPayouts] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [typed, setTyped] = useState(false);
  const shown = useMemo(() => (!typed && payouts.length === 1 ? [{ ...payouts[0], jumlah_rp: total || null }] : payouts), [typed, payouts, total]);
  const summary = useMemo(() => summarizePayments(draftPaymentLines(shown), total, { poinRupiah: 0 }), [shown, total]);
  const balanced = summary.dibayar === total;

  const change = (next: DraftPayment[]) => {
    if (next.length !== shown.length || next.some((p, i) => p.jumlah_rp !== shown[i].jumlah_rp)) setTyped(true);
    setPayouts(next);
  };

  return {
    lines: <PaymentLines lines={shown} onChange={change} rekening={[]} modules={{}} summary={summary} due={total} payout={{ banks }} />,
    totals: [
      [t('total_pembelian'), total, true],
      [t('dibayar'), summary.dibayar],
      [t('selisih'), summary.dibayar - total],
    ] as TotalRow[],
    balanced,
    /** Why the money cannot go out as typed, or nothing. */
    problem: (): string | undefined => {
      if (summary.problems[0]) return summary.problems[0].message;
      if (!balanced) return t('bayar_tidak_sama');
      if (shown.some((p) => p.jenis === 'TRANSFER' && (!p.kode_bank || !p.no_rekening?.trim()))) return t('rekening_required');
      return undefined;
    },
    body: () => paymentBody(toEntryPayments(shown).filter((p) => p.jumlah_rp > 0)),
    clear: () => {
      setPayouts(FIRST_PAYMENT);
      setTyped(false);
    },
  };
}
