// The columns of a list of items in stock (scanned, received, melted) for engine/table's DataTable, and the
// remove button of a collected row: one set, so every inventory screen shows items alike (pieces and grams totalled).
import { IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { Column } from '../table/index';
import type { ScannedItem } from './useScannedItems';

const label = (field: string) => `resources.barang.fields.${field}`;

export const ITEM_COLUMNS: Column<ScannedItem>[] = [
  { field: 'kode_barcode', label: label('kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: label('nama_barang'), kind: 'text' },
  { field: 'kode_baki', label: label('kode_baki'), kind: 'code' },
  { field: 'qty', label: label('qty'), kind: 'number', total: true },
  { field: 'berat', label: label('berat'), kind: 'weight', total: true },
  { field: 'kadar', label: label('kadar'), kind: 'percent' },
  { field: 'harga_total', label: label('harga_total'), kind: 'money' },
];

/** The table's texts for items: its name, the empty text. */
export const ITEM_TABLE = { label: 'kilau.barang.table', empty: 'kilau.barang.table_empty', rowKey: 'kode_barcode' } as const;

/** Takes a collected item out of the table again. */
export function RemoveItemButton({ code, onRemove, disabled }: { code: string; onRemove: (code: string) => void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <IconButton aria-label={translate('kilau.barang.remove', { code })} onClick={() => onRemove(code)} size="small" disabled={disabled}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}
