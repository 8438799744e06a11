// A screen that collects items by scanning, then sends them (move, melt, profit, transfer ...): the title, and in one
// card the barcode field, the table of the collected items, then the screen's own fields and ActionButton (children).
// The screen keeps the items (useScannedItems) and its write; this lays them out the same way on every such screen,
// so a scanner user finds the field, the table and the button in the same places.
import type { ReactNode } from 'react';
import type { Column } from '../table/index';
import { BarcodeInput } from './BarcodeInput';
import { ItemTable } from './ItemTable';
import { ScreenCard } from './ScreenCard';
import type { ScannedItem, useScannedItems } from './useScannedItems';

interface Props {
  /** The page title (locale key). */
  title: string;
  scan: ReturnType<typeof useScannedItems>;
  /** While the screen's write runs, the barcode field waits. */
  busy: boolean;
  /** What a scan does; by default the item joins the table. */
  onScan?: (code: string) => Promise<boolean>;
  /** false: the rows have no remove button (a screen working on one item at a time). */
  removable?: boolean;
  /** An extra last column of the table (an input per item). */
  extra?: Column<ScannedItem>;
  /** Shown above the barcode field (the shops of a transfer). */
  top?: ReactNode;
  /** Shown under the table: the screen's fields and its ActionButton. */
  children: ReactNode;
}

export function ItemScanScreen({ title, scan, busy, onScan = scan.add, removable = true, extra, top, children }: Props) {
  return (
    <ScreenCard title={title}>
      {top}
      <BarcodeInput onScan={onScan} disabled={busy} />
      <ItemTable items={scan.items} onRemove={removable ? scan.remove : undefined} extra={extra} />
      {children}
    </ScreenCard>
  );
}
