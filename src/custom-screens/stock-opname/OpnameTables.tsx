// The tables of a stocktake: its totals (items and grams per result), the totals per tray (global and warehouse
// stocktakes), the lines by result, and the recent stocktakes of the screen's kind.
import { useState } from 'react';
import { Button, Chip, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCell } from '../../../domain/format';
import type { OpnameCount, OpnameDoc, OpnameLine, OpnameResult, OpnameSummary, TraySummary } from '../../../domain/stock-opname';
import type { RecentOpname } from './useOpname';

const grams = (mg: number) => formatCell(mg / 1000, 'weight3');
const KEYS = ['expected', 'found', 'missing', 'foreign'] as const;
/** The most lines a tab draws; the totals always count them all. */
export const MAX_ROWS = 300;

export function SummaryTable({ summary }: { summary: OpnameSummary }) {
  const t = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('kilau.opname.summary')} sx={{ maxWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('kilau.opname.count')}</TableCell>
            <TableCell align="right">{t('kilau.opname.berat')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {KEYS.map((k) => (
            <TableRow key={k}>
              <TableCell component="th" scope="row">
                {t(`kilau.opname.${k}`)}
              </TableCell>
              <TableCell align="right">{summary[k].count}</TableCell>
              <TableCell align="right">{grams(summary[k].berat_mg)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const pair = (c: OpnameCount) => `${c.count} / ${grams(c.berat_mg)}`;

export function PerTrayTable({ rows }: { rows: TraySummary[] }) {
  const t = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('kilau.opname.per_baki')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('kilau.opname.kode_baki')}</TableCell>
            {KEYS.map((k) => (
              <TableCell key={k} align="right">
                {t(`kilau.opname.${k}`)} ({t('kilau.opname.count_berat')})
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.kode_baki || '-'}>
              <TableCell component="th" scope="row">
                {r.kode_baki || '-'}
              </TableCell>
              {KEYS.map((k) => (
                <TableCell key={k} align="right">
                  {pair(r[k])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
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
      <TableContainer>
        <Table size="small" aria-label={t(`kilau.opname.${label}`)}>
          <TableHead>
            <TableRow>
              <TableCell>{t('kilau.opname.kode_barcode')}</TableCell>
              <TableCell>{t('kilau.opname.nama_barang')}</TableCell>
              <TableCell>{t('kilau.opname.kode_baki')}</TableCell>
              <TableCell align="right">{t('kilau.opname.berat')}</TableCell>
              {result === 'FOREIGN' && <TableCell>{t('kilau.opname.alasan')}</TableCell>}
              {result !== 'MISSING' && <TableCell>{t('kilau.opname.scanned_at')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((l) => (
              <TableRow key={l.kode_barcode}>
                <TableCell>{l.kode_barcode}</TableCell>
                <TableCell>{l.nama_barang}</TableCell>
                <TableCell>{l.kode_baki}</TableCell>
                <TableCell align="right">{formatCell(l.berat, 'weight3')}</TableCell>
                {result === 'FOREIGN' && (
                  <TableCell>
                    {l.alasan ? t(`kilau.opname.alasan_${l.alasan}`) : ''}
                    {l.alasan === 'STATUS_LAIN' && l.status_barang ? ` (${l.status_barang})` : ''}
                  </TableCell>
                )}
                {result !== 'MISSING' && <TableCell>{l.scanned_at ? formatCell(l.scanned_at, 'datetime') : ''}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

export function StatusChip({ status }: { status: string }) {
  const t = useTranslate();
  const color = status === 'DONE' ? 'success' : status === 'BATAL' ? 'default' : 'warning';
  return <Chip size="small" color={color} label={t(`kilau.opname.status_${status}`)} />;
}

export function RecentTable({ rows, onOpen }: { rows: RecentOpname[]; onOpen: (no: string) => void }) {
  const t = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{t('kilau.opname.recent_empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('kilau.opname.recent')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('kilau.opname.no_opname')}</TableCell>
            <TableCell>{t('kilau.opname.tanggal')}</TableCell>
            <TableCell>{t('kilau.opname.target')}</TableCell>
            <TableCell>{t('kilau.opname.status')}</TableCell>
            {KEYS.map((k) => (
              <TableCell key={k} align="right">
                {t(`kilau.opname.${k}`)}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.no_opname}>
              <TableCell>{r.no_opname}</TableCell>
              <TableCell>{r.tgl_system}</TableCell>
              <TableCell>{[r.kode_gudang, r.kode_baki, r.no_terima].filter(Boolean).join(' / ') || t('kilau.opname.all_trays')}</TableCell>
              <TableCell>
                <StatusChip status={r.status} />
              </TableCell>
              {KEYS.map((k) => (
                <TableCell key={k} align="right">
                  {pair(r.summary[k])}
                </TableCell>
              ))}
              <TableCell>
                <Button size="small" onClick={() => onOpen(r.no_opname)} aria-label={t('kilau.opname.open_doc', { no: r.no_opname })}>
                  {t('kilau.opname.open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
