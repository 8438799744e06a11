// The sale's figures and its lower half (SaleEntry.tsx): the customer, the payments and the totals. A scan draws its
// new line alone; these cards follow with the sale's lines deferred (useDeferredValue), a frame later, so the line
// is on screen without waiting for the payment fields and totals to be drawn again (issue 25: nothing on the scan
// path but the lookup and one row). What the cashier types here is drawn at once: only the lines are deferred. While the
// cards lag the lines they are marked aria-busy, so assistive technology (and a test) waits for the settled totals.
import { memo, useDeferredValue, useMemo } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { summarizePayments } from '../../../domain/payments';
import { previewAuthorizations, previewSale, type EntryLine } from '../../../domain/sale-entry';
import { tradeIn } from '../../../domain/buyback-pricing';
import type { Discount } from '../../../domain/amounts';
import type { previewBuyback } from '../../engine/transaction/counter/buyback/buyback-entry';
import { AuthorizationNotice } from '../../engine/authorization/AuthorizationNotice';
import { Checkout, type CustomerHeader } from '../../engine/transaction/counter/Checkout';
import { draftPaymentLines, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import type { MemberPoints } from '../../engine/transaction/counter/useMemberPoints';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { DiscountInput } from './SaleLines';
import { saleTotalRows, SalePayments } from './sale-totals';

interface FigureInputs {
  lines: EntryLine[];
  /** The sale's discount, when the shop allows one. */
  diskon: Discount | null;
  data: SaleData;
  /** The old gold traded in, when the sale is a trade-in. */
  old: ReturnType<typeof previewBuyback> | undefined;
  payments: DraftPayment[];
  /** A money deposit: partial payment, no points. */
  titip: boolean;
  member: MemberPoints | undefined;
}

/** The sale's totals, what a supervisor will be asked for at SIMPAN, the trade-in and the payments, as the server will decide them. */
export function useSaleFigures({ lines, diskon, data, old, payments, titip, member }: FigureInputs) {
  const totals = useMemo(() => previewSale(lines, diskon, data.prices, data.rules), [lines, diskon, data]);
  const needs = useMemo(() => [...previewAuthorizations(lines, diskon, data.prices, data.rules, totals), ...(old?.facts ?? [])], [lines, diskon, data, totals, old]);
  // What the customer still pays after the old gold (all of it without a trade-in).
  const exchange = tradeIn(totals.grand_total, old?.total ?? 0);
  const due = old ? exchange.sisa : totals.grand_total;
  // Nothing left to pay: no payment line is sent (an empty one would be refused).
  const paying = due > 0 || !old;
  const summary = useMemo(
    () =>
      summarizePayments(draftPaymentLines(paying ? payments : []), due, {
        poinRupiah: data.poinRupiah,
        partial: titip,
        ...(member ? { saldoPoin: member.poin } : {}),
      }),
    [payments, paying, due, data.poinRupiah, titip, member],
  );
  return { totals, needs, exchange, due, paying, summary };
}

interface Props extends FigureInputs {
  customer: Pick<CustomerHeader, 'header' | 'errors' | 'setHeader'>;
  discounts: boolean;
  setDiskon: (d: Discount | null) => void;
  setPayments: (p: DraftPayment[]) => void;
  busy: boolean;
  /** Stable callbacks: the cards are not drawn again for a new one. */
  onSave: () => void;
  onEntryKey: () => void;
}

export function SaleCheckout(props: Props) {
  const lines = useDeferredValue(props.lines);
  return (
    <div data-testid="sale-checkout" aria-busy={lines !== props.lines}>
      <SaleCheckoutCards {...props} lines={lines} />
    </div>
  );
}

const SaleCheckoutCards = memo(function SaleCheckoutCards(props: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const { lines, data, old, titip, payments, member, diskon } = props;
  const { totals, needs, exchange, due, paying, summary } = useSaleFigures(props);
  return (
    <Checkout
      customer={props.customer}
      sales={data.sales}
      paymentTitle={t(titip ? 'pembayaran_dp' : 'pembayaran')}
      payments={<SalePayments member={member} paying={paying} lines={payments} onChange={props.setPayments} data={data} summary={summary} due={due} />}
      before={props.discounts && <DiscountInput value={diskon} onChange={props.setDiskon} label={t('diskon_total')} testId="diskon-total" />}
      totals={saleTotalRows(t, { totals, old, exchange, summary, titip })}
      notes={
        <>
          {totals.problems.length > 0 && lines.length > 0 && <Alert severity="warning">{totals.problems[0].message}</Alert>}
          <AuthorizationNotice facts={needs} />
        </>
      }
      saveLabel={t(titip ? 'simpan_titip' : 'simpan')}
      disabled={props.busy || !lines.length}
      onSave={props.onSave}
      onEntryKey={props.onEntryKey}
    />
  );
});
