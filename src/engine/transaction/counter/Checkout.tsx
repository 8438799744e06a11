// The lower half of every counter screen (the sale, the buy-back and their manual forms): the customer and sales
// person, the payment lines, and the totals above the save button. Each screen decides what its payment and totals
// cards hold; the frame and the customer's required fields are the same everywhere. The frame owns the keys of the
// counter (F2 the screen's entry field, F4 the first payment, F8 save: src/engine/shared/shortcuts.tsx), and sends the
// focus back to the entry field when the control that had it is removed (a line's or a payment's delete button).
import { useRef, useState, type ReactNode } from 'react';
import { Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { EMPTY_HEADER, missingHeaderFields, type SaleHeader } from '../../../../domain/sale-entry';
import { formatRupiah } from '../../../../domain/units';
import { CustomerFields } from './CustomerFields';
import { focusIn, ShortcutKey, useFocusFallback, useShortcuts } from '../../shared/shortcuts';
import type { Sales } from './useSaleData';

export type TotalRow = [label: string, value: number, strong?: boolean];

export function Totals({ rows }: { rows: TotalRow[] }) {
  return (
    <Stack spacing={0.5}>
      {rows.map(([label, value, strong]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant={strong ? 'h6' : 'body2'}>{label}</Typography>
          <Typography variant={strong ? 'h6' : 'body2'} data-testid={`sum-${label}`}>
            {formatRupiah(value)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The locale key (kilau.penjualan.*) that names each required header field. */
const FIELD_LABEL = { kode_sales: 'sales', nama_customer: 'nama_customer', alamat_customer: 'alamat_customer' } as const;

/** The customer header of a counter screen. `check` marks the empty required fields and answers the first message. */
export function useCustomerHeader() {
  const translate = useTranslate();
  const [header, setHeader] = useState<SaleHeader>(EMPTY_HEADER);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = (): string | undefined => {
    const missing = Object.fromEntries(
      missingHeaderFields(header).map((k) => [k, translate('kilau.penjualan.required', { field: translate(`kilau.penjualan.${FIELD_LABEL[k]}`) })]),
    );
    setErrors(missing);
    return Object.values(missing)[0];
  };
  const clear = () => {
    setHeader(EMPTY_HEADER);
    setErrors({});
  };
  return { header, setHeader, errors, check, clear };
}

export type CustomerHeader = ReturnType<typeof useCustomerHeader>;

export function Checkout(props: {
  /** The customer card; a screen without one (a deposit's pay-off) shows `left` there instead. */
  customer?: Pick<CustomerHeader, 'header' | 'errors' | 'setHeader'>;
  sales?: Sales[];
  left?: ReactNode;
  paymentTitle: string;
  payments: ReactNode;
  /** Above the totals (the sale's discount field). */
  before?: ReactNode;
  totals: TotalRow[];
  /** Between the totals and the save button: what still stops the save, or needs a supervisor. */
  notes?: ReactNode;
  saveLabel: string;
  disabled: boolean;
  onSave: () => void;
  /** F2: back to the screen's entry field (the barcode, the lookup, the stock line). */
  onEntryKey?: () => void;
}) {
  const translate = useTranslate();
  const paymentCard = useRef<HTMLDivElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  useShortcuts({
    ...(props.onEntryKey ? { F2: props.onEntryKey } : {}),
    // The first payment's amount (its points for a POIN line), else whatever the payment card asks first.
    F4: () => focusIn(paymentCard.current, '[data-testid="jumlah-bayar-0"], [data-testid="poin-bayar-0"]') || focusIn(paymentCard.current),
    F8: () => save.current?.click(),
  });
  useFocusFallback(props.onEntryKey);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Card sx={{ flex: 1, width: '100%' }}>
        <CardContent>
          {props.customer ? (
            <>
              <Typography variant="subtitle1" sx={{ mb: 1 }}>
                {translate('kilau.penjualan.customer')}
              </Typography>
              <CustomerFields value={props.customer.header} onChange={props.customer.setHeader} sales={props.sales ?? []} errors={props.customer.errors} />
            </>
          ) : (
            props.left
          )}
        </CardContent>
      </Card>
      <Card sx={{ flex: 1.4, width: '100%' }}>
        <CardContent ref={paymentCard}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1">{props.paymentTitle}</Typography>
            <ShortcutKey keys="F4" />
          </Stack>
          {props.payments}
        </CardContent>
      </Card>
      <Card sx={{ flex: 1, width: '100%' }}>
        <CardContent>
          <Stack spacing={1.5}>
            {props.before}
            <Totals rows={props.totals} />
            <Divider />
            {props.notes}
            <Button
              ref={save}
              variant="contained"
              size="large"
              startIcon={<SaveIcon />}
              aria-keyshortcuts="F8"
              disabled={props.disabled}
              onClick={props.onSave}
              sx={{ gap: 1 }}
            >
              {props.saveLabel}
              <ShortcutKey keys="F8" />
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
