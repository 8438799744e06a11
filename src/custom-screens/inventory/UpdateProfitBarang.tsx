// /update-profit-barang: scan items and set each one's profit (integer rupiah); saved together in one call.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import type { Column } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { ItemScanScreen } from '../../engine/widgets/ItemScanScreen';
import { ActionButton } from '../../engine/widgets/ScreenCard';
import { expectedOf, useScannedItems, type ScannedItem } from '../../engine/widgets/useScannedItems';

export default function UpdateProfitBarang() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems();
  const [profits, setProfits] = useState<Record<string, string>>({});

  const profitOf = (code: string, current: number) => profits[code] ?? String(current);
  const save = () => {
    const expected = expectedOf(scan.items);
    const items = scan.items.map((it, i) => ({ ...expected[i], profit: Number(profitOf(it.kode_barcode, it.profit).replace(/\D/g, '') || 0) }));
    return submit.call(
      { method: 'PUT', path: 'barang/profit', body: { items } },
      {
        check: () => !scan.items.length && ITEM_MESSAGES.itemsRequired,
        after: () => {
          scan.clear();
          setProfits({});
        },
      },
    );
  };

  const profitColumn: Column<ScannedItem> = {
    field: 'profit_baru',
    label: 'resources.barang.fields.profit',
    render: (it) => (
      <TextField
        size="small"
        value={profitOf(it.kode_barcode, it.profit)}
        onChange={(e) => setProfits((p) => ({ ...p, [it.kode_barcode]: e.target.value.replace(/\D/g, '') }))}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${translate('resources.barang.fields.profit')} ${it.kode_barcode}` } }}
      />
    ),
  };

  return (
    <ItemScanScreen title="kilau.barang.profit_title" scan={scan} busy={submit.busy} extra={profitColumn}>
      <ActionButton label="kilau.master.save" onClick={save} disabled={submit.busy} />
    </ItemScanScreen>
  );
}
