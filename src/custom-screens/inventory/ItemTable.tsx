// The table of collected items with pieces and weight totals; weights are summed in milligrams.
import type { ReactNode } from 'react';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { formatCell } from '../../../domain/format';
import { mgToGrams, sumMg } from '../../../domain/units';
import type { ScannedItem } from './useScannedItems';

interface Props {
  items: ScannedItem[];
  onRemove?: (code: string) => void;
  /** An extra column per row (e.g. the new profit), with its heading. */
  extra?: { heading: string; cell: (item: ScannedItem) => ReactNode };
}

export function ItemTable({ items, onRemove, extra }: Props) {
  const translate = useTranslate();
  const qty = items.reduce((s, i) => s + i.qty, 0);
  const berat = mgToGrams(sumMg(items.map((i) => i.berat)));
  if (!items.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('kilau.barang.table_empty')}
      </Typography>
    );
  }
  const head = (key: string) => <TableCell>{translate(`resources.barang.fields.${key}`)}</TableCell>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('kilau.barang.table')}>
        <TableHead>
          <TableRow>
            {head('kode_barcode')}
            {head('nama_barang')}
            {head('kode_baki')}
            {head('qty')}
            {head('berat')}
            {head('kadar')}
            {head('harga_total')}
            {extra && <TableCell>{extra.heading}</TableCell>}
            {onRemove && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.kode_barcode}>
              <TableCell>{i.kode_barcode}</TableCell>
              <TableCell>{i.nama_barang}</TableCell>
              <TableCell>{i.kode_baki}</TableCell>
              <TableCell align="right">{i.qty}</TableCell>
              <TableCell align="right">{formatCell(i.berat, 'weight3')}</TableCell>
              <TableCell align="right">{formatCell(i.kadar, 'percent')}</TableCell>
              <TableCell align="right">{formatCell(i.harga_total, 'money')}</TableCell>
              {extra && <TableCell>{extra.cell(i)}</TableCell>}
              {onRemove && (
                <TableCell padding="checkbox">
                  <IconButton aria-label={translate('kilau.barang.remove', { code: i.kode_barcode })} onClick={() => onRemove(i.kode_barcode)} size="small">
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3}>{translate('kilau.barang.total')}</TableCell>
            <TableCell align="right">{qty}</TableCell>
            <TableCell align="right">{formatCell(berat, 'weight3')}</TableCell>
            <TableCell colSpan={2 + (extra ? 1 : 0) + (onRemove ? 1 : 0)} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
