// A contract's schedule as a table: each instalment's number, due date and amount; with `paid`, when and by which
// payment it was paid (the payments tab), the next one due marked; with `onReprint`, each payment's receipt reprinted.
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatRupiah } from '../../../domain/units';
import type { Angsuran } from '../../../domain/cicilan';
import { TK } from '../../engine/transaction/labels';

export type JadwalRow = Angsuran & { no_bayar?: string | null; tgl_bayar?: string | null; denda_rp?: number };

export function Jadwal({ rows, paid, next, onReprint }: { rows: JadwalRow[]; paid?: boolean; next?: number; onReprint?: (noBayar: string) => void }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.cicilan.${k}`);
  return (
    <Table size="small" aria-label={t('jadwal')} data-testid="jadwal">
      <TableHead>
        <TableRow>
          <TableCell>{t('ke')}</TableCell>
          <TableCell>{t('jatuh_tempo')}</TableCell>
          <TableCell align="right">{t('jumlah')}</TableCell>
          {paid && <TableCell>{t('dibayar')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((a) => (
          <TableRow key={a.ke} selected={a.ke === next} data-testid={`angsuran-${a.ke}`}>
            <TableCell>{a.ke}</TableCell>
            <TableCell>{a.tgl_jatuh_tempo}</TableCell>
            <TableCell align="right">{formatRupiah(a.jumlah)}</TableCell>
            {paid && (
              <TableCell>
                {a.no_bayar ? `${a.tgl_bayar} · ${a.no_bayar}` : '-'}
                {a.no_bayar && onReprint && (
                  <Button size="small" sx={{ ml: 1 }} onClick={() => onReprint(a.no_bayar!)}>
                    {translate(TK.reprint)}
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
