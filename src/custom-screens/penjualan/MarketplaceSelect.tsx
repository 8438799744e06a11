// The marketplace a sale is made through (MARKETPLACE_INTEGRATION_MODULE): the active records of /master-marketplace,
// empty for a sale in the shop. The server checks the choice again (server/documents/kinds/penjualan.ts).
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';

interface Marketplace {
  kode_marketplace: string;
  nama_marketplace: string;
}

export function MarketplaceSelect({ value, onChange, disabled }: { value: string; onChange: (kode: string) => void; disabled?: boolean }) {
  const translate = useTranslate();
  const list = useApiQuery<{ data: Marketplace[] }>('marketplace').data?.data ?? [];
  return (
    <TextField
      select
      size="small"
      label={translate('kilau.penjualan.marketplace')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('kilau.penjualan.marketplace_toko')}</MenuItem>
      {list.map((m) => (
        <MenuItem key={m.kode_marketplace} value={m.kode_marketplace}>
          {m.kode_marketplace} - {m.nama_marketplace}
        </MenuItem>
      ))}
    </TextField>
  );
}
