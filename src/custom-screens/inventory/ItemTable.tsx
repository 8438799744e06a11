// The table of collected items (engine/table's DataTable with ITEM_COLUMNS: pieces and grams totalled, the empty
// text), with a remove button per row and an extra column when a screen needs one (the new profit ...).
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../engine/table';
import { ITEM_COLUMNS, ITEM_TABLE, RemoveItemButton } from './itemColumns';
import type { ScannedItem } from './useScannedItems';

interface Props {
  items: ScannedItem[];
  onRemove?: (code: string) => void;
  /** An extra column per row (e.g. the new profit), with its heading (a locale key or text). */
  extra?: { heading: string; cell: (item: ScannedItem) => ReactNode };
  disabled?: boolean;
}

export function ItemTable({ items, onRemove, extra, disabled }: Props) {
  const columns: Column<ScannedItem>[] = extra ? [...ITEM_COLUMNS, { field: 'extra', label: extra.heading, render: extra.cell }] : ITEM_COLUMNS;
  return (
    <DataTable<ScannedItem>
      {...ITEM_TABLE}
      columns={columns}
      rows={items}
      actions={onRemove && ((item) => <RemoveItemButton code={item.kode_barcode} onRemove={onRemove} disabled={disabled} />)}
    />
  );
}
