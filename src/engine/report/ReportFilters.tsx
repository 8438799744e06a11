// The filter bar of a report: the definition's filters in order (date range, single date, fixed choices,
// master pickers) and, at head office only, the shop picker.
import { Fragment, type ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ReportDefinition } from '../../../definitions/define';
import { calendarLocale } from '../shared/calendarLocale';
import { usePickerLocaleText } from '../i18n';
import { filterLabel, K, optionLabel } from './labels';
import type { FilterValues } from './query';
import { DateField } from '../shared/DateField';
import type { Shop } from '../data';
import { MasterFilter } from './MasterFilter';
import { ALL } from '../../../domain/report-filters';

interface Props {
  def: ReportDefinition;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  /** Dates fixed to tgl_system for this user. */
  datesLocked: boolean;
  /** The user's business date (tgl_system): no report looks past it, so later days cannot be picked. */
  maxDate: string;
  /** The shops to choose from, or null where the picker is not shown. */
  shops: Shop[] | null;
  /** The search button, placed at the end of the bar. */
  children: ReactNode;
}

export function ReportFilters({ def, values, onChange, datesLocked, maxDate, shops, children }: Props) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const localeText = usePickerLocaleText();
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const setParam = (param: string, value: string) => onChange({ ...values, params: { ...values.params, [param]: value } });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(locale)} localeText={localeText}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {def.filters.map((f) => {
          switch (f.kind) {
            case 'dateRange':
              return (
                <Fragment key="dates">
                  <DateField label={t(K.from)} value={values.from} onChange={(from) => set({ from })} disabled={datesLocked} maxDate={maxDate} />
                  <DateField label={t(K.to)} value={values.to} onChange={(to) => set({ to })} disabled={datesLocked} maxDate={maxDate} />
                </Fragment>
              );
            case 'date':
              return (
                <DateField
                  key={f.param}
                  label={filterLabel(t, def, f)}
                  value={values.params[f.param] ?? ''}
                  onChange={(v) => setParam(f.param, v)}
                  disabled={datesLocked}
                  maxDate={maxDate}
                />
              );
            case 'select':
              return (
                <TextField
                  key={f.param}
                  select
                  size="small"
                  name={f.param}
                  label={filterLabel(t, def, f)}
                  value={values.params[f.param] ?? ''}
                  onChange={(e) => setParam(f.param, e.target.value)}
                  sx={{ minWidth: 200 }}
                >
                  {f.options.map((o) => (
                    <MenuItem key={o.value} value={o.value}>
                      {optionLabel(t, def, f, o.value)}
                    </MenuItem>
                  ))}
                </TextField>
              );
            case 'master':
            case 'list':
              return (
                <MasterFilter
                  key={f.param}
                  def={def}
                  filter={f}
                  value={values.params[f.param] ?? ''}
                  onChange={(v) => setParam(f.param, v)}
                />
              );
            default:
              return shops ? (
                <TextField
                  key="shop"
                  select
                  size="small"
                  label={t(K.shop)}
                  value={values.shop}
                  onChange={(e) => set({ shop: e.target.value })}
                  sx={{ minWidth: 220 }}
                >
                  {/* The head office may read every shop at once (each branch from its own server, side by side). */}
                  <MenuItem value={ALL}>{t(K.allShops)}</MenuItem>
                  {shops.map((s) => (
                    <MenuItem key={s.kode_toko} value={s.kode_toko}>
                      {s.kode_toko} - {s.nama_toko}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null;
          }
        })}
        {children}
      </Stack>
    </LocalizationProvider>
  );
}
