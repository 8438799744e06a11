// Warehouse then tray: the tray list follows the chosen warehouse (baki/get/by-kode-gudang/{code}). Both lists are
// cached reads of the data core, shared by every picker on the screen.
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../data/index';

interface Gudang {
  kode_gudang: string;
  nama_gudang: string;
}
interface Baki {
  kode_baki: string;
  nama_baki: string;
}

export interface TrayValue {
  kode_gudang: string;
  kode_baki: string;
}
/** Nothing chosen yet. */
export const NO_TRAY: TrayValue = { kode_gudang: '', kode_baki: '' };

interface Props {
  value: TrayValue;
  onChange: (value: TrayValue) => void;
  /** Labels say which tray this is (asal / tujuan). */
  prefix: 'asal' | 'tujuan' | 'baki';
  disabled?: boolean;
}

export function TrayPicker({ value, onChange, prefix, disabled }: Props) {
  const translate = useTranslate();
  const gudangs = useApiQuery<{ data: Gudang[] }>('gudang/get/all').data?.data ?? [];
  const bakis =
    useApiQuery<{ data: Baki[] }>(value.kode_gudang ? `baki/get/by-kode-gudang/${encodeURIComponent(value.kode_gudang)}` : null).data?.data ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        select
        size="small"
        label={translate(`kilau.barang.gudang_${prefix}`)}
        value={value.kode_gudang}
        onChange={(e) => onChange({ kode_gudang: e.target.value, kode_baki: '' })}
        disabled={disabled}
        sx={{ minWidth: 200 }}
      >
        {gudangs.map((g) => (
          <MenuItem key={g.kode_gudang} value={g.kode_gudang}>
            {g.kode_gudang} - {g.nama_gudang}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`kilau.barang.baki_${prefix}`)}
        value={value.kode_baki}
        onChange={(e) => onChange({ ...value, kode_baki: e.target.value })}
        disabled={disabled || !value.kode_gudang}
        sx={{ minWidth: 200 }}
      >
        {bakis.map((b) => (
          <MenuItem key={b.kode_baki} value={b.kode_baki}>
            {b.kode_baki} - {b.nama_baki}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
