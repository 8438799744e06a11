// The items a screen collects by scanning or typing barcodes: each is looked up on the server, refused when it
// is already in the table or not in the wanted status, and kept with the state the server gave (tray, versi),
// which the screen sends back so a change made meanwhile by someone else is refused (409), not overwritten.
// A lookup goes through the data core (useSubmit: no success toast, the server's text or 'not found' on failure).
import { useCallback, useState } from 'react';
import { useSubmit } from '../data/index';
import { ITEM_MESSAGES, type ItemStatus } from '../../../domain/inventory';

export interface ScannedItem {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_gudang: string;
  kode_baki: string;
  berat: number;
  kadar: number;
  qty: number;
  harga_total: number;
  profit: number;
  status: ItemStatus;
  versi: number;
  aksesoris: boolean;
}

export function useScannedItems(status: ItemStatus = 'READY') {
  const lookup = useSubmit({ failure: ITEM_MESSAGES.barcodeNotFound });
  const { call, refuse } = lookup;
  const [items, setItems] = useState<ScannedItem[]>([]);

  const add = useCallback(
    async (code: string): Promise<boolean> => {
      const barcode = code.trim().toUpperCase();
      if (!barcode) return false;
      const found = await call<{ data: ScannedItem }>(
        { path: `barang/get/${encodeURIComponent(barcode)}` },
        { check: () => items.some((i) => i.kode_barcode === barcode) && ITEM_MESSAGES.barcodeInTable, success: false },
      );
      if (!found) return false;
      const { data } = found;
      if (data.status !== status) {
        refuse(ITEM_MESSAGES.notInStock);
        return false;
      }
      setItems((prev) => (prev.some((i) => i.kode_barcode === data.kode_barcode) ? prev : [...prev, data]));
      return true;
    },
    [items, status, call, refuse],
  );

  const remove = useCallback((code: string) => setItems((prev) => prev.filter((i) => i.kode_barcode !== code)), []);
  const clear = useCallback(() => setItems([]), []);
  return { items, setItems, add, remove, clear, looking: lookup.busy };
}

/** What a write sends for each item: the state it was seen in. */
export const expectedOf = (items: ScannedItem[]) => items.map(({ kode_barcode, kode_baki, versi }) => ({ kode_barcode, kode_baki, versi }));
