// /update-profit-barang: scan items and set each one's profit (integer rupiah); saved together in one call.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { expectedOf, useScannedItems } from './inventory/useScannedItems';

export default function UpdateProfitBarang() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const scan = useScannedItems();
  const [profits, setProfits] = useState<Record<string, string>>({});

  const profitOf = (code: string, current: number) => profits[code] ?? String(current);
  const save = async () => {
    if (!scan.items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    const expected = expectedOf(scan.items);
    const items = scan.items.map((it, i) => ({ ...expected[i], profit: Number(profitOf(it.kode_barcode, it.profit).replace(/\D/g, '') || 0) }));
    await run(() => api.put<{ message: string }>('barang/profit', { items }), {
      after: () => {
        scan.clear();
        setProfits({});
      },
    });
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.profit_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <BarcodeInput onScan={scan.add} disabled={busy} />
            <ItemTable
              items={scan.items}
              onRemove={scan.remove}
              extra={{
                heading: translate('resources.barang.fields.profit'),
                cell: (it) => (
                  <TextField
                    size="small"
                    value={profitOf(it.kode_barcode, it.profit)}
                    onChange={(e) => setProfits((p) => ({ ...p, [it.kode_barcode]: e.target.value.replace(/\D/g, '') }))}
                    slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `${translate('resources.barang.fields.profit')} ${it.kode_barcode}` } }}
                  />
                ),
              }}
            />
            <Box>
              <Button variant="contained" onClick={save} disabled={busy}>
                {translate('kilau.master.save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
