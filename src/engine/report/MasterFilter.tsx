// A report filter choosing one record of a master (e.g. kode_dept among the jenis): a select over the
// master's active records, 'CK - CINCIN KUNING', with 'Semua' first when the filter allows ALL. A list filter is the
// same over the rows of its own API path (the shop's cashiers ...).
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
  filter: Extract<ReportFilter, { kind: 'master' | 'list' }>;
  value: string;
  onChange: (value: string) => void;
}

interface Option {
  value: string;
  label: string;
}

export function MasterFilter({ def, filter, value, onChange }: Props) {
  const t = useTranslate();
  const source = useMemo(() => sourceOf(filter), [filter]);
  const { data } = useApiQuery<{ data?: Record<string, unknown>[] }>(source?.path, undefined, { failure: 'Data Gagal Dimuat' });
  const options = useMemo<Option[]>(() => {
    if (!source) return [];
    return (data?.data ?? []).map((r) => {
      const code = String(r[source.value] ?? '');
      const name = source.text ? r[source.text] : undefined;
      return { value: code, label: name ? `${code} - ${String(name)}` : code };
    });
  }, [source, data]);

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

/** Where the choices come from: the master's list (its key, then its first other column) or the filter's own path. */
function sourceOf(filter: Props['filter']): { path: string; value: string; text?: string } | undefined {
  if (filter.kind === 'list') return { path: filter.path, value: filter.value, text: filter.text };
  const target = masters.find((m) => m.name === filter.resource);
  return target && { path: target.api.list, value: target.key, text: target.list.columns.find((c) => c !== target.key) };
}
