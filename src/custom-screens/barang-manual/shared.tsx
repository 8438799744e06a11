// Pieces shared by the manual-item screens: the filters (group, jenis, gudang), the lines with their totals
// (selectable on the move and melt screens), and loading them from GET barang-manual.
import { useCallback, useEffect, useState } from 'react';
import { MenuItem, Radio, Stack, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../engine/api';
import { useFailureToast } from '../../engine/failure-toast';
import { formatCell } from '../../../domain/format';
import { manualTotals, type ManualLine, type ManualLineKey } from '../../../domain/barang-manual';

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

/** The masters the pickers offer, loaded once per screen. */
export function useMasters(): { groups: Group[]; jenis: Jenis[]; gudangs: Gudang[] } {
  const [groups, setGroups] = useState<Group[]>([]);
  const [jenis, setJenis] = useState<Jenis[]>([]);
  const [gudangs, setGudangs] = useState<Gudang[]>([]);
  useEffect(() => {
    void api.get<{ data: Group[] }>('group/get/all').then((r) => setGroups(r.data));
    void api.get<{ data: Jenis[] }>('jenis/get/all').then((r) => setJenis(r.data));
    void api.get<{ data: Gudang[] }>('gudang/get/all').then((r) => setGudangs(r.data));
  }, []);
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

/** The lines matching the filters; reload() after a change. */
export function useManualLines(filters: Filters): { lines: ManualLine[] | undefined; reload: () => void } {
  const failure = useFailureToast();
  const [lines, setLines] = useState<ManualLine[]>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .get<{ data: ManualLine[] }>('barang-manual', { ...filters })
      .then((r) => live && setLines(r.data))
      .catch((e) => failure(e, 'kilau.barang_manual.load_failed'));
    return () => {
      live = false;
    };
  }, [filters, tick, failure]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { lines, reload };
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

const COLUMNS = ['kode_gudang', 'kode_baki', 'kode_group', 'kode_dept', 'qty', 'berat'] as const;
const NAMES: Partial<Record<(typeof COLUMNS)[number], keyof ManualLine>> = { kode_gudang: 'nama_gudang', kode_baki: 'nama_baki', kode_group: 'nama_group', kode_dept: 'nama_dept' };

/** The lines with pieces and grams totals; with onSelect, a radio per row chooses one. */
export function LineTable({ lines, selected, onSelect }: { lines: ManualLine[] | undefined; selected?: string; onSelect?: (line: ManualLine) => void }) {
  const translate = useTranslate();
  if (lines && !lines.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('kilau.barang_manual.empty')}
      </Typography>
    );
  }
  const total = manualTotals(lines ?? []);
  const numeric = (c: string) => c === 'qty' || c === 'berat';
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('kilau.barang_manual.table')}>
        <TableHead>
          <TableRow>
            {onSelect && <TableCell padding="checkbox" />}
            {COLUMNS.map((c) => (
              <TableCell key={c} align={numeric(c) ? 'right' : 'left'}>
                {translate(`kilau.barang_manual.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines?.map((l) => {
            const key = keyOf(l);
            return (
              <TableRow key={key} hover selected={selected === key} onClick={onSelect ? () => onSelect(l) : undefined} sx={onSelect ? { cursor: 'pointer' } : undefined}>
                {onSelect && (
                  <TableCell padding="checkbox">
                    <Radio
                      size="small"
                      checked={selected === key}
                      onChange={() => onSelect(l)}
                      slotProps={{ input: { 'aria-label': translate('kilau.barang_manual.choose', { line: `${l.kode_baki} ${l.kode_group}` }) } }}
                    />
                  </TableCell>
                )}
                {COLUMNS.map((c) => {
                  const name = NAMES[c];
                  return (
                    <TableCell key={c} align={numeric(c) ? 'right' : 'left'}>
                      {c === 'qty' ? formatCell(l.qty, 'integer') : c === 'berat' ? formatCell(l.berat, 'weight3') : name && l[name] ? `${l[c]} - ${String(l[name])}` : l[c]}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            {onSelect && <TableCell />}
            <TableCell colSpan={4}>{translate('kilau.barang_manual.total')}</TableCell>
            <TableCell align="right">{formatCell(total.qty, 'integer')}</TableCell>
            <TableCell align="right">{formatCell(total.berat, 'weight3')}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
