// The sort-by picker of spec section 2 (Barcode, Nama Barang, Kode Baki) for item lists and stock reports. The
// value is the field the server sorts by; a screen that requires it shows 'Sort By Tidak Boleh Kosong' through
// `helperText` (spec section 5).
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export const SORT_BY_OPTIONS = ['kode_barcode', 'nama_barang', 'kode_baki'] as const;
export type SortBy = (typeof SORT_BY_OPTIONS)[number];

export const sortByLabelKey = (value: SortBy) => `kilau.shared.sort_by_${value}`;

export function isSortBy(value: unknown): value is SortBy {
  return (SORT_BY_OPTIONS as readonly unknown[]).includes(value);
}

export interface SortByPickerProps {
  value: SortBy | '';
  onChange: (value: SortBy) => void;
  name?: string;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
}

export function SortByPicker({ value, onChange, name = 'sort_by', error, helperText, fullWidth }: SortByPickerProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      name={name}
      label={translate('kilau.shared.sort_by')}
      value={value}
      onChange={(e) => isSortBy(e.target.value) && onChange(e.target.value)}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={{ minWidth: 180 }}
    >
      {SORT_BY_OPTIONS.map((option) => (
        <MenuItem key={option} value={option}>
          {translate(sortByLabelKey(option))}
        </MenuItem>
      ))}
    </TextField>
  );
}
