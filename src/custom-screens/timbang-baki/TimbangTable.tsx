// The trays of the session: what each should weigh, what it weighed, and the difference, highlighted when not 0.
// Clicking a row chooses that tray for the next weighing.
import { Box, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { formatDecimal, formatMoney } from '../../../domain/format';
import { ringkasanTimbang, type BarisTimbang } from '../../../domain/timbang-baki';
import { mgToGrams, weightMg } from '../../../domain/units';
import { useTimbangText, type TextKey } from './text';

const grams = (v: number | null) => (v === null ? '' : formatDecimal(v, 3));
/** The difference with its sign: '+0.001', '-0.045', '0.000'. */
export const signedGrams = (mg: number) => `${mg > 0 ? '+' : ''}${formatDecimal(mgToGrams(mg), 3)}`;

const COLUMNS: { key: TextKey; numeric?: boolean }[] = [
  { key: 'kode_baki' },
  { key: 'nama_baki' },
  { key: 'berat_baki', numeric: true },
  { key: 'qty_stock', numeric: true },
  { key: 'berat_stock', numeric: true },
  { key: 'berat_seharusnya', numeric: true },
  { key: 'berat_timbang', numeric: true },
  { key: 'selisih', numeric: true },
];

interface Props {
  rows: BarisTimbang[];
  selected: string;
  onSelect: (kodeBaki: string) => void;
}

export function TimbangTable({ rows, selected, onSelect }: Props) {
  const t = useTimbangText();
  const sum = ringkasanTimbang(rows);
  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 900 }} aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                  {t(c.key)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const diff = r.selisih === null ? null : weightMg(r.selisih);
              return (
                <TableRow key={r.kode_baki} hover selected={r.kode_baki === selected} onClick={() => onSelect(r.kode_baki)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{r.kode_baki}</TableCell>
                  <TableCell>{r.nama_baki}</TableCell>
                  <TableCell align="right">{grams(r.berat_baki)}</TableCell>
                  <TableCell align="right">{formatMoney(r.qty_stock)}</TableCell>
                  <TableCell align="right">{grams(r.berat_stock)}</TableCell>
                  <TableCell align="right">{grams(r.berat_seharusnya)}</TableCell>
                  <TableCell align="right">{grams(r.berat_timbang)}</TableCell>
                  <TableCell
                    align="right"
                    data-selisih={diff === null ? 'none' : diff === 0 ? 'zero' : 'nonzero'}
                    sx={diff ? { color: 'error.contrastText', bgcolor: 'error.main', fontWeight: 700 } : undefined}
                  >
                    {diff === null ? '' : signedGrams(diff)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5}>{t('total')}</TableCell>
              <TableCell align="right">{formatDecimal(mgToGrams(sum.seharusnyaMg), 3)}</TableCell>
              <TableCell align="right">{formatDecimal(mgToGrams(sum.timbangMg), 3)}</TableCell>
              <TableCell align="right" data-testid="total-selisih" sx={sum.selisihMg ? { color: 'error.main', fontWeight: 700 } : undefined}>
                {signedGrams(sum.selisihMg)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('weighed', { done: sum.ditimbang, total: sum.jumlah_baki })}
      </Typography>
    </Box>
  );
}
