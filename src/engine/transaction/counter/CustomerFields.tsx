// The customer (name, address, phone) and the sales person. Typing a phone looks up a returning customer
// (GET customer?no_hp=) and offers the names and addresses it bought under, to fill in one click. Behind MEMBER_MODULE
// the member finder (by code, phone or name, or a scanned card) fills the customer in and names the member.
import { memo } from 'react';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery, useDebounced } from '../../data/index';
import { MemberFinder } from '../../widgets/MemberFinder';
import type { SaleHeader } from '../../../../domain/sale-entry';
import type { Sales } from './useSaleData';

interface Customer {
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
}

/** Memoized: a counter screen's new line or payment leaves the customer's fields as they are. */
export const CustomerFields = memo(function CustomerFields({ value, onChange, sales, errors = {} }: { value: SaleHeader; onChange: (h: SaleHeader) => void; sales: Sales[]; errors?: Record<string, string> }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const phone = useDebounced(value.no_hp.replace(/\D/g, ''), 400);
  const found = useApiQuery<{ data: Customer[] }>(phone.length >= 8 ? 'customer' : null, { no_hp: phone }, { failure: false });
  const offers = (found.data?.data ?? []).filter((c) => c.nama_customer !== value.nama_customer || c.alamat_customer !== value.alamat_customer);
  const set = (k: keyof SaleHeader) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <Stack spacing={1.5}>
      <MemberFinder
        kodeMember={value.kode_member ?? ''}
        onPick={(m) =>
          onChange(
            m
              ? { ...value, kode_member: m.kode_member, nama_customer: m.nama_member, no_hp: m.no_hp, alamat_customer: m.alamat || value.alamat_customer }
              : { ...value, kode_member: '' },
          )
        }
      />
      <TextField select size="small" label={t('sales')} value={value.kode_sales} onChange={set('kode_sales')} error={!!errors.kode_sales} helperText={errors.kode_sales} required>
        {sales.map((s) => (
          <MenuItem key={s.kode_sales} value={s.kode_sales}>
            {s.kode_sales} - {s.nama_sales}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={t('no_hp')} value={value.no_hp} onChange={set('no_hp')} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }} />
      {offers.length > 0 && (
        <Alert severity="info" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          {t('customer_found')}
          <Stack spacing={0.5} sx={{ mt: 0.5 }}>
            {offers.slice(0, 3).map((c) => (
              <Button key={`${c.nama_customer}|${c.alamat_customer}`} size="small" variant="outlined" sx={{ justifyContent: 'flex-start', textTransform: 'none' }} onClick={() => onChange({ ...value, nama_customer: c.nama_customer, alamat_customer: c.alamat_customer })}>
                {t('customer_use', { nama: c.nama_customer, alamat: c.alamat_customer })}
              </Button>
            ))}
          </Stack>
        </Alert>
      )}
      <TextField size="small" label={t('nama_customer')} value={value.nama_customer} onChange={set('nama_customer')} required error={!!errors.nama_customer} helperText={errors.nama_customer} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField size="small" label={t('alamat_customer')} value={value.alamat_customer} onChange={set('alamat_customer')} required error={!!errors.alamat_customer} helperText={errors.alamat_customer} slotProps={{ htmlInput: { maxLength: 200 } }} />
    </Stack>
  );
});
