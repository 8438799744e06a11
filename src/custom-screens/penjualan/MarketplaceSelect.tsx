// The marketplace a sale is made through (MARKETPLACE_INTEGRATION_MODULE, else not shown): the active records of
// /master-marketplace, empty for a sale in the shop; kept in the sale's header (kode_marketplace), so a held cart keeps
// it too. The server checks the choice again (server/documents/kinds/penjualan.ts).
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { moduleOn, type ModuleMap } from '../../../domain/gates';
import type { CustomerHeader } from '../../engine/transaction/counter/Checkout';

interface Marketplace {
  kode_marketplace: string;
  nama_marketplace: string;
}

export function MarketplaceSelect({ modules, customer, disabled }: { modules: ModuleMap; customer: CustomerHeader; disabled: boolean }) {
  const translate = useTranslate();
  const on = moduleOn(modules, 'MARKETPLACE_INTEGRATION_MODULE');
  const list = useApiQuery<{ data: Marketplace[] }>(on ? 'marketplace' : null).data?.data ?? [];
  if (!on) return null;
  const { header, setHeader } = customer;
  return (
    <TextField
      select
      size="small"
      label={translate('kilau.penjualan.marketplace')}
      value={header.kode_marketplace ?? ''}
      onChange={(e) => setHeader({ ...header, kode_marketplace: e.target.value })}
      disabled={disabled}
      sx={{ minWidth: 200 }}
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
