// Pieces shared by the manual-item screens: the filters (group, jenis, gudang), the lines with their totals
// (selectable on the move and melt screens), loading them from GET barang-manual, and the pieces and grams a take
// moves or melts.
import { useState, type ReactNode } from 'react';
import { MenuItem, Radio, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import type { ManualLine, ManualLineKey } from '../../../domain/barang-manual';

export interface Filters {
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
}
export const NO_FILTERS: Filters = { kode_group: '', kode_dept: '', kode_gudang: '' };

export interface Group {
  kode_group: string;
  nama_group: string;
  kode_dept: string;
}
interface Jenis {
  kode_dept: string;
  nama_dept: string;
}
interface Gudang {
  kode_gudang: string;
  nama_gudang: string;
}

/** The masters the pickers offer: cached reads, shared by the pickers of the screen. */
export function useMasters(): { groups: Group[]; jenis: Jenis[]; gudangs: Gudang[] } {
  const groups = useApiQuery<{ data: Group[] }>('group/get/all').data?.data ?? [];
  const jenis = useApiQuery<{ data: Jenis[] }>('jenis/get/all').data?.data ?? [];
  const gudangs = useApiQuery<{ data: Gudang[] }>('gudang/get/all').data?.data ?? [];
  return { groups, jenis, gudangs };
}

export const keyOf = (l: ManualLineKey) => [l.kode_toko, l.kode_gudang, l.kode_baki, l.kode_group, l.kode_dept].join('|');
/** The line a take names to the server, with the versi the screen saw (409 when it changed meanwhile). */
export const lineRef = (l: ManualLine) => ({
  kode_toko: l.kode_toko,
  kode_gudang: l.kode_gudang,
  kode_baki: l.kode_baki,
  kode_group: l.kode_group,
  kode_dept: l.kode_dept,
  versi: l.versi,
});

/** The lines matching the filters (a cached read of 'barang-manual'); reload() reads them again. */
export function useManualLines(filters: Filters): { lines: ManualLine[] | undefined; loading: boolean; reload: () => void } {
  const read = useApiQuery<{ data: ManualLine[] }>('barang-manual', { ...filters }, { failure: 'kilau.barang_manual.load_failed', keepPrevious: true });
  const { refetch } = read;
  return { lines: read.data?.data, loading: read.isFetching, reload: () => void refetch() };
}

export function ManualFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const translate = useTranslate();
  const { groups, jenis, gudangs } = useMasters();
  const select = (field: keyof Filters, label: string, options: { value: string; text: string }[]) => (
    <TextField select size="small" label={translate(`kilau.barang_manual.${label}`)} value={value[field]} onChange={(e) => onChange({ ...value, [field]: e.target.value })} sx={{ minWidth: 200 }}>
      <MenuItem value="">{translate('kilau.barang_manual.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {select('kode_group', 'filter_group', groups.map((g) => ({ value: g.kode_group, text: `${g.kode_group} - ${g.nama_group}` })))}
      {select('kode_dept', 'filter_jenis', jenis.map((j) => ({ value: j.kode_dept, text: `${j.kode_dept} - ${j.nama_dept}` })))}
      {select('kode_gudang', 'filter_gudang', gudangs.map((g) => ({ value: g.kode_gudang, text: `${g.kode_gudang} - ${g.nama_gudang}` })))}
    </Stack>
  );
}

/** A code with its master's name: 'A1 - Baki A1'. */
const named = (code: keyof ManualLine, name: keyof ManualLine) => (l: ManualLine) => (l[name] ? `${String(l[code])} - ${String(l[name])}` : l[code]);
const label = (field: string) => `kilau.barang_manual.columns.${field}`;
const COLUMNS: Column<ManualLine>[] = [
  { field: 'kode_gudang', label: label('kode_gudang'), kind: 'code', value: named('kode_gudang', 'nama_gudang') },
  { field: 'kode_baki', label: label('kode_baki'), kind: 'code', value: named('kode_baki', 'nama_baki') },
  { field: 'kode_group', label: label('kode_group'), kind: 'code', value: named('kode_group', 'nama_group') },
  { field: 'kode_dept', label: label('kode_dept'), kind: 'code', value: named('kode_dept', 'nama_dept') },
  { field: 'qty', label: label('qty'), kind: 'number', total: true },
  { field: 'berat', label: label('berat'), kind: 'weight', total: true },
];

interface LineTableProps {
  lines: ManualLine[] | undefined;
  loading?: boolean;
  /** The key (keyOf) of the chosen line. */
  selected?: string;
  /** A radio per row (and a click or Enter on the row) chooses one. */
  onSelect?: (line: ManualLine) => void;
}

/** The lines with pieces and grams totals; with onSelect, one is chosen by its radio, a click or Enter. */
export function LineTable({ lines, loading, selected, onSelect }: LineTableProps) {
  const translate = useTranslate();
  const choose: Column<ManualLine> = {
    field: 'pilih',
    padding: 'checkbox',
    narrow: 'leading',
    render: (l) => (
      <Radio
        size="small"
        checked={selected === keyOf(l)}
        onChange={() => onSelect?.(l)}
        slotProps={{ input: { 'aria-label': translate('kilau.barang_manual.choose', { line: `${l.kode_baki} ${l.kode_group}` }) } }}
      />
    ),
  };
  return (
    <DataTable
      label="kilau.barang_manual.table"
      columns={onSelect ? [choose, ...COLUMNS] : COLUMNS}
      rows={lines}
      rowKey={keyOf}
      loading={loading}
      empty="kilau.barang_manual.empty"
      totalLabel="kilau.barang_manual.total"
      onRowClick={onSelect}
      activeRow={selected}
    />
  );
}

/**
 * The line a take (move, melt) works on: the filters and the lines they match with their radios (`picker`, for the
 * screen to place), the chosen line, and reload() after a refused take shows the stock as it is now.
 */
export function useChosenLine(): { line: ManualLine | undefined; reload: () => void; picker: ReactNode } {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { lines, loading, reload } = useManualLines(filters);
  const [selected, setSelected] = useState<string>();
  const picker = (
    <>
      <ManualFilters value={filters} onChange={setFilters} />
      <LineTable lines={lines} loading={loading} selected={selected} onSelect={(l) => setSelected(keyOf(l))} />
    </>
  );
  return { line: lines?.find((l) => keyOf(l) === selected), reload, picker };
}

/** The pieces and grams to take, as typed (the server reads and checks them). */
export interface Amount {
  qty: string;
  berat: string;
}
export const NO_AMOUNT: Amount = { qty: '', berat: '' };

export function AmountFields({ value, onChange, disabled }: { value: Amount; onChange: (value: Amount) => void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField size="small" label={translate('kilau.barang_manual.qty')} value={value.qty} onChange={(e) => onChange({ ...value, qty: e.target.value.replace(/\D/g, '') })} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <TextField size="small" label={translate('kilau.barang_manual.berat')} value={value.berat} onChange={(e) => onChange({ ...value, berat: e.target.value })} disabled={disabled} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
    </Stack>
  );
}
