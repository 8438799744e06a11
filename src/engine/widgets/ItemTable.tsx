// The table of collected items (engine/table's DataTable with ITEM_COLUMNS: pieces and grams totalled, the empty
// text), with a remove button per row and an extra column when a screen needs one (the new profit ...).
import { DataTable, type Column } from '../table/index';
import { ITEM_COLUMNS, ITEM_TABLE, RemoveItemButton } from './itemColumns';
import type { ScannedItem } from './useScannedItems';

interface Props {
  items: ScannedItem[] | undefined;
  onRemove?: (code: string) => void;
  /** An extra last column (e.g. the new profit, an input per row). */
  extra?: Column<ScannedItem>;
  loading?: boolean;
  disabled?: boolean;
}

export function ItemTable({ items, onRemove, extra, loading, disabled }: Props) {
  return (
    <DataTable<ScannedItem>
      {...ITEM_TABLE}
      columns={extra ? [...ITEM_COLUMNS, extra] : ITEM_COLUMNS}
      rows={items}
      loading={loading}
      actions={onRemove && ((item) => <RemoveItemButton code={item.kode_barcode} onRemove={onRemove} disabled={disabled} />)}
    />
  );
}
