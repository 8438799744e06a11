// The lower half of every counter screen (the sale, the buy-back and their manual forms): the customer and sales
// person, the payment lines, and the totals above the save button. Each screen decides what its payment and totals
// cards hold; the frame and the customer's required fields are the same everywhere.
import { useState, type ReactNode } from 'react';
import { Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { EMPTY_HEADER, missingHeaderFields, type SaleHeader } from '../../../domain/sale-entry';
import { formatRupiah } from '../../../domain/units';
import { CustomerFields } from './CustomerFields';
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
  customer: CustomerHeader;
  sales: Sales[];
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
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Card sx={{ flex: 1, width: '100%' }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('kilau.penjualan.customer')}
          </Typography>
          <CustomerFields value={props.customer.header} onChange={props.customer.setHeader} sales={props.sales} errors={props.customer.errors} />
        </CardContent>
      </Card>
      <Card sx={{ flex: 1.4, width: '100%' }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {props.paymentTitle}
          </Typography>
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
            <Button variant="contained" size="large" startIcon={<SaveIcon />} disabled={props.disabled} onClick={props.onSave}>
              {props.saveLabel}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
