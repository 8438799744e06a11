// The sale's lines: photo, name, group, kadar, system and sale weight (editable), price per gram, ongkos, discount
// (behind POTONGAN_PENJUALAN_MODULE, percent or rupiah), line total, remove. A piece that cannot be sold any more (a
// held cart's piece sold meanwhile) shows why on its line. Prices are the preview's
// (domain/sale-entry.ts previewSale), the server's own arithmetic. Each line is a memoized row (SaleLineRow).
import { memo } from 'react';
import { IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ItemPhoto } from '../../engine/widgets/ItemPhoto';
import { formatRupiah, formatWeightMg, formatHundredths, MONEY, PERCENT, WEIGHT, weightMg } from '../../../domain/units';
import type { EntryLine, PriceBook } from '../../../domain/sale-entry';
import type { SaleTotals } from '../../../domain/sale-pricing';
import type { Discount } from '../../../domain/amounts';
import { NumberField } from '../../engine/widgets/NumberField';

export type DiscountKind = 'PERSEN' | 'NOMINAL';
export const discountValue = (d: Discount | null): number | null => (d ? (d.jenis === 'PERSEN' ? d.persen : d.rupiah) : null);

/** The discount editor: percent or rupiah, then its value. Memoized: the sale's discount stays put while lines come. */
export const DiscountInput = memo(function DiscountInput({ value, onChange, label, testId }: { value: Discount | null; onChange: (d: Discount | null) => void; label: string; testId: string }) {
  const translate = useTranslate();
  const kind: DiscountKind = value?.jenis ?? 'NOMINAL';
  const set = (k: DiscountKind, v: number | null) => onChange(!v ? null : k === 'PERSEN' ? { jenis: 'PERSEN', persen: v } : { jenis: 'NOMINAL', rupiah: v });
  return (
    <Stack direction="row" spacing={0.5} sx={{ minWidth: 190 }}>
      <TextField select size="small" value={kind} onChange={(e) => set(e.target.value as DiscountKind, discountValue(value))} sx={{ width: 84, flexShrink: 0 }} slotProps={{ htmlInput: { 'aria-label': translate('kilau.penjualan.diskon_jenis') } }}>
        <MenuItem value="NOMINAL">Rp</MenuItem>
        <MenuItem value="PERSEN">%</MenuItem>
      </TextField>
      <NumberField unit={kind === 'PERSEN' ? PERCENT : MONEY} value={discountValue(value)} onValue={(v) => set(kind, v)} label={label} testId={testId} />
    </Stack>
  );
});

interface Props {
  lines: EntryLine[];
  totals: SaleTotals;
  prices: PriceBook;
  groupNames: ReadonlyMap<string, string>;
  discounts: boolean;
  /** Stable across renders (the rows are memoized on their props). */
  onChange: (i: number, line: EntryLine) => void;
  onRemove: (i: number) => void;
}

export function SaleLines({ lines, totals, prices, groupNames, discounts, onChange, onRemove }: Props) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.penjualan.${k}`);
  if (!lines.length) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('lines')} sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('foto')}</TableCell>
          <TableCell>{t('barang')}</TableCell>
          <TableCell>{t('group')}</TableCell>
          <TableCell align="right">{t('kadar')}</TableCell>
          <TableCell align="right">{t('berat')}</TableCell>
          <TableCell align="right">{t('berat_jual')}</TableCell>
          <TableCell align="right">{t('harga_gram')}</TableCell>
          <TableCell align="right">{t('ongkos')}</TableCell>
          {discounts && <TableCell>{t('diskon')}</TableCell>}
          <TableCell align="right">{t('total')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, i) => {
          const priced = totals.lines[i];
          return (
            <SaleLineRow
              key={line.item.kode_barcode}
              line={line}
              index={i}
              hargaGram={priced?.dasar_harga === 'TAG' ? undefined : (prices.hargaPerGram.get(line.item.kode_group) ?? 0)}
              ongkos={priced?.ongkos ?? 0}
              total={priced?.harga_total ?? 0}
              groupName={groupNames.get(line.item.kode_group) ?? line.item.kode_group}
              discounts={discounts}
              onChange={onChange}
              onRemove={onRemove}
            />
          );
        })}
      </TableBody>
    </Table>
  );
}

interface RowProps {
  line: EntryLine;
  index: number;
  /** The group's price per gram; undefined for a piece priced by its tag. */
  hargaGram: number | undefined;
  ongkos: number;
  total: number;
  groupName: string;
  discounts: boolean;
  onChange: (i: number, line: EntryLine) => void;
  onRemove: (i: number) => void;
}

/**
 * One line. Memoized on plain values (the preview's figures, not its objects, which are new on every change), so a
 * scan renders the new row alone and an edit its own row: the others stay as they are however long the sale grows.
 */
const SaleLineRow = memo(function SaleLineRow({ line, index, hargaGram, ongkos, total, groupName, discounts, onChange, onRemove }: RowProps) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.penjualan.${k}`);
  return (
    <TableRow data-testid={`line-${line.item.kode_barcode}`} sx={line.refused ? { bgcolor: 'action.disabledBackground' } : undefined}>
      <TableCell>
        <ItemPhoto kode_barcode={line.item.kode_barcode} foto={line.item.foto} version={line.item.versi} size={48} />
      </TableCell>
      <TableCell>
        <Typography variant="body2">{line.item.nama_barang}</Typography>
        <Typography variant="caption" color="text.secondary">
          {line.item.kode_barcode}
        </Typography>
        {line.refused && (
          <Typography variant="caption" color="error" sx={{ display: 'block', fontWeight: 'bold' }} data-testid={`refused-${line.item.kode_barcode}`}>
            {line.refused}
          </Typography>
        )}
      </TableCell>
      <TableCell>{groupName}</TableCell>
      <TableCell align="right">{formatHundredths(Math.round(Number(line.item.kadar) * 100))}</TableCell>
      <TableCell align="right">{formatWeightMg(weightMg(line.item.berat))}</TableCell>
      <TableCell align="right" sx={{ width: 120 }}>
        <NumberField
          unit={WEIGHT}
          value={line.berat_jual_mg}
          onValue={(v) => onChange(index, { ...line, berat_jual_mg: v ?? 0 })}
          testId={`berat-jual-${line.item.kode_barcode}`}
          slotProps={{ htmlInput: { 'aria-label': `${t('berat_jual')} ${line.item.kode_barcode}` } }}
        />
      </TableCell>
      <TableCell align="right">{hargaGram === undefined ? t('harga_tag') : formatRupiah(hargaGram)}</TableCell>
      <TableCell align="right">{formatRupiah(ongkos)}</TableCell>
      {discounts && (
        <TableCell>
          <DiscountInput value={line.diskon} onChange={(diskon) => onChange(index, { ...line, diskon })} label={t('diskon')} testId={`diskon-${line.item.kode_barcode}`} />
        </TableCell>
      )}
      <TableCell align="right" data-testid={`total-${line.item.kode_barcode}`}>
        {formatRupiah(total)}
      </TableCell>
      <TableCell>
        <IconButton size="small" aria-label={`${t('hapus')} ${line.item.kode_barcode}`} onClick={() => onRemove(index)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});
