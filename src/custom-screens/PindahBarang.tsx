// /pindah-barang: scan items from any trays, choose the target warehouse and tray, move them in one document.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { TrayPicker, type TrayValue } from './inventory/TrayPicker';
import { expectedOf, useScannedItems } from './inventory/useScannedItems';

export default function PindahBarang() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const scan = useScannedItems();
  const [target, setTarget] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });

  const save = async () => {
    if (!scan.items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    if (!target.kode_baki) return failure(new Error(), ITEM_MESSAGES.trayRequired);
    await run(
      () =>
        api.post<{ message: string; data: { no_pindah: string } }>('barang/pindah', {
          kode_gudang_tujuan: target.kode_gudang,
          kode_baki_tujuan: target.kode_baki,
          items: expectedOf(scan.items),
        }),
      { success: (res) => `${res.message}: ${res.data.no_pindah}`, after: scan.clear },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.pindah_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <BarcodeInput onScan={scan.add} disabled={busy} />
            <ItemTable items={scan.items} onRemove={scan.remove} />
            <TrayPicker prefix="tujuan" value={target} onChange={setTarget} disabled={busy} />
            <Box>
              <Button variant="contained" startIcon={<MoveDownIcon />} onClick={save} disabled={busy}>
                {translate('kilau.barang.pindah_save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
