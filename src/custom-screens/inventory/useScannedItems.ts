// The items a screen collects by scanning or typing barcodes: each is looked up on the server, refused when it
// is already in the table or not in the wanted status, and kept with the state the server gave (tray, versi),
// which the screen sends back so a change made meanwhile by someone else is refused (409), not overwritten.
import { useCallback, useState } from 'react';
import { api } from '../../engine/api';
import { useFailureToast } from '../../engine/failure-toast';
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
  const failure = useFailureToast();
  const [items, setItems] = useState<ScannedItem[]>([]);

  const add = useCallback(
    async (code: string): Promise<boolean> => {
      const barcode = code.trim().toUpperCase();
      if (!barcode) return false;
      if (items.some((i) => i.kode_barcode === barcode)) {
        failure(new Error(), ITEM_MESSAGES.barcodeInTable);
        return false;
      }
      try {
        const { data } = await api.get<{ data: ScannedItem }>(`barang/get/${encodeURIComponent(barcode)}`);
        if (data.status !== status) {
          failure(new Error(), ITEM_MESSAGES.notInStock);
          return false;
        }
        setItems((prev) => (prev.some((i) => i.kode_barcode === data.kode_barcode) ? prev : [...prev, data]));
        return true;
      } catch (error) {
        failure(error, ITEM_MESSAGES.barcodeNotFound);
        return false;
      }
    },
    [items, status, failure],
  );

  const remove = useCallback((code: string) => setItems((prev) => prev.filter((i) => i.kode_barcode !== code)), []);
  const clear = useCallback(() => setItems([]), []);
  return { items, setItems, add, remove, clear };
}

/** What a write sends for each item: the state it was seen in. */
export const expectedOf = (items: ScannedItem[]) => items.map(({ kode_barcode, kode_baki, versi }) => ({ kode_barcode, kode_baki, versi }));
