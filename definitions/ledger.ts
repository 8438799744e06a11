// What the reports over the item ledger (barang_mutasi, one row per movement of an item) show alike.
import { f } from './define';

/** The last columns of a ledger row: the pieces and grams it moved, its document and who wrote it. */
export const LEDGER_ROW_END = {
  qty: f.number({ label: 'Qty' }),
  berat: f.weight({ label: 'Berat' }),
  no_ref: f.text({ label: 'No Ref' }),
  input_by: f.text({ label: 'Input By' }),
};
