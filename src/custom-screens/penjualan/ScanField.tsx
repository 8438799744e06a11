// The sale's barcode field and its lookup (GET barang/get/{kode_barcode}). The lookup's busy state lives here, so a
// scan re-renders this field alone until the answer is in; the sale renders once, for the new line (SaleEntry.tsx).
import type { Ref } from 'react';
import { useApiCall, useSubmit } from '../../engine/data';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { SALE_ITEM_MESSAGES, type SaleItem } from '../../../domain/sale-entry';

interface Props {
  /** Whether the piece is already a line of the sale (refused before anything is sent). */
  inSale: (barcode: string) => boolean;
  /** The piece the server answered with. */
  onItem: (item: SaleItem) => void;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
}

export function ScanField({ inSale, onItem, disabled, inputRef }: Props) {
  const lookup = useSubmit({ failure: SALE_ITEM_MESSAGES.notFound });
  const call = useApiCall();
  const scan = async (barcode: string) => {
    const answer = await lookup.run(() => call<{ data: SaleItem }>({ path: `barang/get/${encodeURIComponent(barcode)}` }), {
      check: () => inSale(barcode) && SALE_ITEM_MESSAGES.inTable,
      success: false,
    });
    if (answer) onItem(answer.data);
  };
  return <BarcodeInput onScan={scan} disabled={disabled} entryKey="F2" inputRef={inputRef} />;
}
