// The pickers of the refining screens, from cached master reads: a sales tray (any tray outside the buy-back
// warehouses, jenis_gudang BELI, which the server refuses as a target) and a jenis (kode_dept).
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { key } from './stock';

interface Gudang {
  kode_gudang: string;
  nama_gudang: string;
  jenis_gudang: string | null;
}
interface Baki {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
}
interface Jenis {
  kode_dept: string;
  nama_dept: string;
}

interface PickerProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** A tray of an ordinary warehouse: 'A1 - Baki A1 (G1)'. */
export function SalesTrayPicker({ value, onChange, disabled }: PickerProps) {
  const translate = useTranslate();
  const gudangs = useApiQuery<{ data: Gudang[] }>('gudang/get/all').data?.data;
  const bakis = useApiQuery<{ data: Baki[] }>('baki/ready').data?.data;
  const buyback = new Set((gudangs ?? []).filter((g) => g.jenis_gudang === 'BELI').map((g) => g.kode_gudang));
  const trays = gudangs ? (bakis ?? []).filter((b) => !buyback.has(b.kode_gudang)) : [];
  return (
    <TextField select size="small" label={translate(key('baki_tujuan'))} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} sx={{ minWidth: 240, maxWidth: 360 }}>
      {trays.map((b) => (
        <MenuItem key={b.kode_baki} value={b.kode_baki}>
          {b.kode_baki} - {b.nama_baki} ({b.kode_gudang})
        </MenuItem>
      ))}
    </TextField>
  );
}

export function JenisPicker({ value, onChange, disabled }: PickerProps) {
  const translate = useTranslate();
  const jenis = useApiQuery<{ data: Jenis[] }>('jenis/get/all').data?.data ?? [];
  return (
    <TextField select size="small" label={translate(key('jenis'))} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} sx={{ minWidth: 240, maxWidth: 360 }}>
      {jenis.map((j) => (
        <MenuItem key={j.kode_dept} value={j.kode_dept}>
          {j.kode_dept} - {j.nama_dept}
        </MenuItem>
      ))}
    </TextField>
  );
}
