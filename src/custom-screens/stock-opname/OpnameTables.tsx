// The tables of a stocktake: its totals (items and grams per result), the totals per tray (global and warehouse
// stocktakes), the lines by result, and the recent stocktakes of the screen's kind.
import { useState } from 'react';
import { Button, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DataTable, type Column } from '../../engine/table';
import { formatField } from '../../../domain/format';
import type { OpnameCount, OpnameDoc, OpnameLine, OpnameResult, OpnameSummary, TraySummary } from '../../../domain/stock-opname';
import type { RecentOpname } from './useOpname';

const WEIGHT = { kind: 'weight' } as const;
const MOMENT = { kind: 'date', time: true } as const;
const grams = (mg: number) => formatField(mg / 1000, WEIGHT);
const KEYS = ['expected', 'found', 'missing', 'foreign'] as const;
type Key = (typeof KEYS)[number];
/** The most lines a tab draws; the totals always count them all. */
export const MAX_ROWS = 300;

/** Items and grams as one cell: '3 / 6.600'. */
const pair = (c: OpnameCount) => `${c.count} / ${grams(c.berat_mg)}`;
/** A column per result, each cell its count and grams. */
const pairColumns = <R,>(of: (row: R) => Record<Key, OpnameCount>, label: (k: Key) => string): Column<R>[] =>
  KEYS.map((k) => ({ field: k, label: label(k), align: 'right', value: (r: R) => pair(of(r)[k]) }));

interface SummaryRow extends OpnameCount {
  key: Key;
}

export function SummaryTable({ summary }: { summary: OpnameSummary }) {
  const t = useTranslate();
  const columns: Column<SummaryRow>[] = [
    { field: 'key', render: (r) => t(`kilau.opname.${r.key}`), header: true },
    { field: 'count', label: 'kilau.opname.count', kind: 'number' },
    { field: 'berat_mg', label: 'kilau.opname.berat', kind: 'weight', value: (r) => r.berat_mg / 1000 },
  ];
  return (
    <DataTable
      label="kilau.opname.summary"
      columns={columns}
      rows={KEYS.map((key) => ({ key, ...summary[key] }))}
      rowKey="key"
      stacked={false}
      sx={{ maxWidth: 520 }}
    />
  );
}

export function PerTrayTable({ rows }: { rows: TraySummary[] }) {
  const t = useTranslate();
  const columns: Column<TraySummary>[] = [
    { field: 'kode_baki', label: 'kilau.opname.kode_baki', value: (r) => r.kode_baki || '-', header: true },
    ...pairColumns<TraySummary>((r) => r, (k) => `${t(`kilau.opname.${k}`)} (${t('kilau.opname.count_berat')})`),
  ];
  return <DataTable label="kilau.opname.per_baki" columns={columns} rows={rows} rowKey={(r) => r.kode_baki || '-'} />;
}

const TABS: { result: OpnameResult; label: string }[] = [
  { result: 'FOUND', label: 'found' },
  { result: 'MISSING', label: 'missing' },
  { result: 'FOREIGN', label: 'foreign' },
];

export function LinesTabs({ doc }: { doc: OpnameDoc }) {
  const t = useTranslate();
  const [tab, setTab] = useState(0);
  const { result, label } = TABS[tab];
  const lines = doc.lines.filter((l) => l.result === result);
  const latestFirst = (a: OpnameLine, b: OpnameLine) => String(b.scanned_at ?? '').localeCompare(String(a.scanned_at ?? '')) || a.kode_barcode.localeCompare(b.kode_barcode);
  const shown = (result === 'MISSING' ? lines : [...lines].sort(latestFirst)).slice(0, MAX_ROWS);
  const count = (r: OpnameResult) => doc.lines.filter((l) => l.result === r).length;
  const columns: Column<OpnameLine>[] = [
    { field: 'kode_barcode', label: 'kilau.opname.kode_barcode', kind: 'code' },
    { field: 'nama_barang', label: 'kilau.opname.nama_barang', kind: 'text' },
    { field: 'kode_baki', label: 'kilau.opname.kode_baki', kind: 'code' },
    { field: 'berat', label: 'kilau.opname.berat', kind: 'weight' },
    ...(result === 'FOREIGN'
      ? [
          {
            field: 'alasan',
            label: 'kilau.opname.alasan',
            value: (l: OpnameLine) =>
              `${l.alasan ? t(`kilau.opname.alasan_${l.alasan}`) : ''}${l.alasan === 'STATUS_LAIN' && l.status_barang ? ` (${l.status_barang})` : ''}`,
          },
        ]
      : []),
    ...(result !== 'MISSING' ? [{ field: 'scanned_at', label: 'kilau.opname.scanned_at', value: (l: OpnameLine) => formatField(l.scanned_at, MOMENT) }] : []),
  ];
  return (
    <>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)}>
        {TABS.map((x) => (
          <Tab key={x.result} label={`${t(`kilau.opname.${x.label}`)} (${count(x.result)})`} />
        ))}
      </Tabs>
      {lines.length > MAX_ROWS && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('kilau.opname.rows_limited', { shown: MAX_ROWS, total: lines.length })}
        </Typography>
      )}
      <DataTable label={`kilau.opname.${label}`} columns={columns} rows={shown} rowKey="kode_barcode" />
    </>
  );
}

export function StatusChip({ status }: { status: string }) {
  const t = useTranslate();
  const color = status === 'DONE' ? 'success' : status === 'BATAL' ? 'default' : 'warning';
  return <Chip size="small" color={color} label={t(`kilau.opname.status_${status}`)} />;
}

export function RecentTable({ rows, loading, onOpen }: { rows: RecentOpname[] | undefined; loading?: boolean; onOpen: (no: string) => void }) {
  const t = useTranslate();
  const columns: Column<RecentOpname>[] = [
    { field: 'no_opname', label: 'kilau.opname.no_opname', kind: 'code' },
    { field: 'tgl_system', label: 'kilau.opname.tanggal', kind: 'date' },
    { field: 'target', label: 'kilau.opname.target', value: (r) => [r.kode_gudang, r.kode_baki, r.no_terima].filter(Boolean).join(' / ') || t('kilau.opname.all_trays') },
    { field: 'status', label: 'kilau.opname.status', render: (r) => <StatusChip status={r.status} /> },
    ...pairColumns<RecentOpname>((r) => r.summary, (k) => `kilau.opname.${k}`),
  ];
  return (
    <DataTable
      label="kilau.opname.recent"
      columns={columns}
      rows={rows}
      rowKey="no_opname"
      loading={loading}
      empty="kilau.opname.recent_empty"
      actions={(r) => (
        <Button size="small" onClick={() => onOpen(r.no_opname)} aria-label={t('kilau.opname.open_doc', { no: r.no_opname })}>
          {t('kilau.opname.open')}
        </Button>
      )}
    />
  );
}
