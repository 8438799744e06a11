// The price-group picker of spec section 2: the kelompok harga of the shop (GET kelompok-harga, the master
// /master-kelompok-harga), optionally with 'Semua' (ALL) first, as report filters take it.
import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../api';
import { useFailureToast } from '../failure-toast';

export const ALL_PRICE_GROUPS = 'ALL';

export interface PriceGroupRow {
  kelompok_harga: string;
  keterangan?: string | null;
}
export interface PriceGroupOption {
  value: string;
  /** The code and its description, e.g. 'CK - Cincin Kuning'; the ALL entry's label comes from the locale. */
  label: string;
}

/** One option per code (uppercased, first description wins), sorted, ALL first when asked for. */
export function priceGroupOptions(rows: readonly PriceGroupRow[], includeAll: boolean): PriceGroupOption[] {
  const byCode = new Map<string, string>();
  for (const row of rows) {
    const code = row.kelompok_harga?.trim().toUpperCase();
    if (code && !byCode.has(code)) byCode.set(code, row.keterangan ? `${code} - ${row.keterangan}` : code);
  }
  const options = [...byCode].sort(([a], [b]) => a.localeCompare(b)).map(([value, label]) => ({ value, label }));
  return includeAll ? [{ value: ALL_PRICE_GROUPS, label: '' }, ...options] : options;
}

export interface PriceGroupSelectProps {
  options: PriceGroupOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  fullWidth?: boolean;
}

/** The picker over options already at hand (tests render this one). */
export function PriceGroupSelect({ options, value, onChange, name = 'kelompok_harga', fullWidth }: PriceGroupSelectProps) {
  const translate = useTranslate();
  // MUI warns about a value missing from the options while they load: show nothing selected until then.
  const known = options.some((o) => o.value === value);
  return (
    <TextField
      select
      name={name}
      label={translate('kilau.shared.price_group')}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 180 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.value === ALL_PRICE_GROUPS ? translate('kilau.shared.price_group_all') : o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function PriceGroupPicker({ includeAll = false, ...props }: Omit<PriceGroupSelectProps, 'options'> & { includeAll?: boolean }) {
  const failure = useFailureToast();
  const [rows, setRows] = useState<PriceGroupRow[]>([]);
  useEffect(() => {
    let live = true;
    api.get<{ data: PriceGroupRow[] }>('kelompok-harga').then(
      (answer) => live && setRows(answer.data ?? []),
      (error: unknown) => live && failure(error, 'kilau.shared.price_group_failed'),
    );
    return () => {
      live = false;
    };
  }, [failure]);
  return <PriceGroupSelect options={priceGroupOptions(rows, includeAll)} {...props} />;
}
