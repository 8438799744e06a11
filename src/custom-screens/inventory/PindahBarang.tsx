// /pindah-barang: scan items from any trays, choose the target warehouse and tray, move them in one document.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { DataTable } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { BarcodeInput } from './BarcodeInput';
import { ITEM_COLUMNS, ITEM_TABLE, RemoveItemButton } from './itemColumns';
import { TrayPicker, type TrayValue } from './TrayPicker';
import { expectedOf, useScannedItems } from './useScannedItems';

export default function PindahBarang() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems();
  const [target, setTarget] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });

  const save = () =>
    submit.call<{ message: string; data: { no_pindah: string } }>(
      {
        method: 'POST',
        path: 'barang/pindah',
        body: { kode_gudang_tujuan: target.kode_gudang, kode_baki_tujuan: target.kode_baki, items: expectedOf(scan.items) },
      },
      {
        check: () => (!scan.items.length && ITEM_MESSAGES.itemsRequired) || (!target.kode_baki && ITEM_MESSAGES.trayRequired),
        success: (res) => `${res.message}: ${res.data.no_pindah}`,
        after: scan.clear,
      },
    );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.pindah_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <BarcodeInput onScan={scan.add} disabled={submit.busy} />
            <DataTable
              {...ITEM_TABLE}
              columns={ITEM_COLUMNS}
              rows={scan.items}
              actions={(item) => <RemoveItemButton code={item.kode_barcode} onRemove={scan.remove} />}
            />
            <TrayPicker prefix="tujuan" value={target} onChange={setTarget} disabled={submit.busy} />
            <Box>
              <Button variant="contained" startIcon={<MoveDownIcon />} onClick={save} disabled={submit.busy}>
                {translate('kilau.barang.pindah_save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
