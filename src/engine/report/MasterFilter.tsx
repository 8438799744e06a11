// A report filter choosing one record of a master (e.g. kode_dept among the jenis): a select over the
// master's active records, 'CK - CINCIN KUNING', with 'Semua' first when the filter allows ALL.
import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { ALL, type ReportDefinition, type ReportFilter } from '../../../definitions/define';
import { masters } from '../definitions';
import { useApiQuery } from '../data';
import { filterLabel, K, tk } from './labels';

interface Props {
  def: ReportDefinition;
  filter: Extract<ReportFilter, { kind: 'master' }>;
  value: string;
  onChange: (value: string) => void;
}

interface Option {
  value: string;
  label: string;
}

export function MasterFilter({ def, filter, value, onChange }: Props) {
  const t = useTranslate();
  const target = masters.find((m) => m.name === filter.resource);
  const { data } = useApiQuery<{ data?: Record<string, unknown>[] }>(target?.api.list, undefined, { failure: 'Data Gagal Dimuat' });
  const options = useMemo<Option[]>(() => {
    if (!target) return [];
    const nameColumn = target.list.columns.find((c) => c !== target.key);
    return (data?.data ?? []).map((r) => {
      const code = String(r[target.key] ?? '');
      const name = nameColumn ? r[nameColumn] : undefined;
      return { value: code, label: name ? `${code} - ${String(name)}` : code };
    });
  }, [target, data]);

  const all = filter.all ? [{ value: ALL, label: tk(t, K.all) }] : [];
  const choices = [...all, ...options];
  // MUI warns about a value missing from the options while they load: show nothing selected until then.
  const known = choices.some((o) => o.value === value);
  return (
    <TextField
      select
      size="small"
      name={filter.param}
      label={filterLabel(t, def, filter)}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
    >
      {choices.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
