// The sale screen's totals rows and payments panel (SaleEntry.tsx): what the customer owes after discounts, PPN,
// rounding and the old gold traded in, and how it is paid (the member's points beside the lines).
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { previewSale } from '../../../domain/sale-entry';
import type { summarizePayments } from '../../../domain/payments';
import type { tradeIn } from '../../../domain/buyback-pricing';
import type { previewBuyback } from '../../engine/transaction/counter/buyback/buyback-entry';
import type { TotalRow } from '../../engine/transaction/counter/Checkout';
import { PaymentLines, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import type { useMemberPoints } from '../../engine/transaction/counter/useMemberPoints';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';

interface SaleFigures {
  totals: ReturnType<typeof previewSale>;
  /** The old gold traded in, when the sale is a trade-in. */
  old: ReturnType<typeof previewBuyback> | undefined;
  exchange: ReturnType<typeof tradeIn>;
  summary: ReturnType<typeof summarizePayments>;
  /** A deposit: what remains after the down payment instead of the change. */
  titip: boolean;
}

export function saleTotalRows(t: (key: string) => string, { totals, old, exchange, summary, titip }: SaleFigures): TotalRow[] {
  return [
    [t('subtotal'), totals.subtotal],
    ...(totals.diskon_rp ? [[t('diskon_total'), -totals.diskon_rp] as TotalRow] : []),
    ...(totals.ppn_rp ? [[t('ppn'), totals.ppn_rp] as TotalRow] : []),
    ...(totals.pembulatan_rp ? [[t('pembulatan'), totals.pembulatan_rp] as TotalRow] : []),
    [t('grand_total'), totals.grand_total, true],
    ...(old
      ? ([
          [t('nilai_tukar'), old.total],
          [t('dibayar_tukar'), exchange.tukar],
          [t('sisa_bayar'), exchange.sisa, true],
        ] as TotalRow[])
      : []),
    ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as TotalRow] : []),
    [t('total_bayar'), summary.total_dengan_fee],
    titip ? [t('sisa_bayar'), Math.max(0, totals.grand_total - summary.dibayar), true] : [t('kembalian'), summary.kembalian, true],
    ...(exchange.kembali && old ? [[t('kembali_tukar'), exchange.kembali, true] as TotalRow] : []),
  ];
}

interface PaymentsProps {
  member: ReturnType<typeof useMemberPoints>;
  /** Something is left to pay after the old gold (a trade-in may pay it all). */
  paying: boolean;
  lines: DraftPayment[];
  onChange: (lines: DraftPayment[]) => void;
  data: SaleData;
  summary: ReturnType<typeof summarizePayments>;
  due: number;
}

export function SalePayments({ member, paying, lines, onChange, data, summary, due }: PaymentsProps) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  return (
    <>
      {member && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="member-poin">
          {t('member_info', { kode: member.kode_member, nama: member.nama_member, poin: member.poin })}
        </Typography>
      )}
      {paying ? (
        <PaymentLines lines={lines} onChange={onChange} rekening={data.rekening} modules={data.modules} summary={summary} due={due} member={member} poinRupiah={data.poinRupiah} />
      ) : (
        <Typography color="text.secondary">{t('lunas_tukar')}</Typography>
      )}
    </>
  );
}
