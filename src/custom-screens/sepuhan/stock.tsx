// The buy-back stock as the refining screens show it (GET sepuhan/stock): the sort-state filter, the table of pieces
// with a checkbox each, what the ticked pieces weigh together, and what a write names of each piece (its barcode and
// the versi the screen saw, so a piece changed meanwhile is refused, not overwritten).
import { useState, type Key } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { SORT_STATES } from '../../../domain/inventory';
import { formatUnit, weightMg, WEIGHT } from '../../../domain/units';

export interface StockPiece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: number;
  berat: number;
  berat_kotor: number;
  /** '' while not sorted yet. */
  status_sortir: string;
  kode_baki: string;
  versi: number;
  no_faktur_beli: string | null;
  tgl_beli: string | null;
}

/** The filter of GET sepuhan/stock: every piece, the unsorted ones, or one sort state. */
export const SORT_FILTERS = ['ALL', 'BELUM', ...(Object.keys(SORT_STATES) as (keyof typeof SORT_STATES)[])] as const;
export type SortFilter = (typeof SORT_FILTERS)[number];

export const key = (k: string) => `kilau.sepuhan.${k}`;
const field = (name: string) => `resources.barang.fields.${name}`;

/** The sort state's words; an unsorted piece reads 'Belum Disortir'. */
export const sortStateLabel = (state: string) => key(`status.${state || 'BELUM'}`);

/** Grams as the screens show them: '5.000 g'. */
export const gramsText = (mg: number) => formatUnit(mg, WEIGHT);
/** Grams from the wire (an answer's berat) shown the same way. */
export const gramsShown = (grams: number) => gramsText(weightMg(grams));

/** The pieces of the buy-back stock in one sort state (a cached read, read again after each write under 'sepuhan'). */
export function useBuybackStock(filter: SortFilter) {
  const read = useApiQuery<{ data: StockPiece[] }>('sepuhan/stock', { status_sortir: filter }, { keepPrevious: true });
  return { rows: read.isPlaceholderData ? undefined : read.data?.data, loading: read.isFetching };
}

/** The ticked pieces of a list: kept by barcode, those no longer listed (moved by the write) drop out by themselves. */
export function useTicked(rows: readonly StockPiece[] | undefined) {
  const [keys, setKeys] = useState<Key[]>([]);
  const ticked = (rows ?? []).filter((r) => keys.includes(r.kode_barcode));
  return { keys, setKeys, ticked, clear: () => setKeys([]) };
}

/** What a write names of each piece. */
export const refsOf = (pieces: readonly StockPiece[]) => pieces.map(({ kode_barcode, versi }) => ({ kode_barcode, versi }));

/** The weight of pieces together, in milligrams (summed exactly). */
export const totalMg = (pieces: readonly { berat: number }[]) => pieces.reduce((mg, p) => mg + weightMg(p.berat), 0);

export function SortFilterPicker({ value, onChange }: { value: SortFilter; onChange: (f: SortFilter) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(key('filter'))}
      value={value}
      onChange={(e) => onChange(e.target.value as SortFilter)}
      sx={{ maxWidth: 240 }}
    >
      {SORT_FILTERS.map((f) => (
        <MenuItem key={f} value={f}>
          {translate(key(`status.${f}`))}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columnsOf = (stateText: (state: string) => string): Column<StockPiece>[] => [
  { field: 'kode_barcode', label: field('kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: field('nama_barang'), kind: 'text' },
  { field: 'kode_dept', label: field('kode_dept'), kind: 'code' },
  { field: 'kadar', label: field('kadar'), kind: 'percent' },
  { field: 'berat', label: field('berat'), kind: 'weight', total: true },
  { field: 'status_sortir', label: key('status_sortir'), format: (v) => stateText(String(v ?? '')) },
  { field: 'no_faktur_beli', label: key('no_faktur_beli'), kind: 'code' },
  { field: 'tgl_beli', label: key('tgl_beli'), kind: 'date' },
];

interface StockTableProps {
  rows: readonly StockPiece[] | undefined;
  loading?: boolean;
  ticked: ReturnType<typeof useTicked>;
  /** A column after the weight (a weight typed per ticked piece). */
  extra?: Column<StockPiece>;
}

/** The pieces with a checkbox each, their weight totalled, and under them what the ticked ones come to. */
export function StockTable({ rows, loading, ticked, extra }: StockTableProps) {
  const translate = useTranslate();
  const columns = columnsOf((state) => translate(sortStateLabel(state)));
  if (extra) columns.splice(columns.findIndex((c) => c.field === 'berat') + 1, 0, extra);
  return (
    <>
      <DataTable<StockPiece>
        label={key('stock')}
        columns={columns}
        rows={rows}
        rowKey="kode_barcode"
        loading={loading}
        empty={key('stock_empty')}
        selection={{ selected: ticked.keys, onChange: ticked.setKeys }}
      />
      <TickedSummary pieces={ticked.ticked.length} mg={totalMg(ticked.ticked)} />
    </>
  );
}

/** 'Dipilih: 2 barang, 5.000 g'. */
export function TickedSummary({ pieces, mg }: { pieces: number; mg: number }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" role="status" aria-label={translate(key('ticked_label'))}>
      {translate(key('ticked'), { pieces, berat: gramsText(mg) })}
    </Typography>
  );
}
