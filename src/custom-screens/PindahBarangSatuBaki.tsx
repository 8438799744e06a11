// /pindah-barang-satu-baki: move a whole tray. The tray's items are loaded and shown; the move sends them all,
// and the server refuses it (409) when an item was added to or taken from the tray meanwhile.
import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { ItemTable } from './inventory/ItemTable';
import { TrayPicker, type TrayValue } from './inventory/TrayPicker';
import { expectedOf, type ScannedItem } from './inventory/useScannedItems';

/** Every item on a tray, a page of 500 at a time. */
async function trayItems(kodeBaki: string): Promise<ScannedItem[]> {
  const all: ScannedItem[] = [];
  for (;;) {
    const page = await api.get<{ data: ScannedItem[]; count: number }>('barang', { kode_baki: kodeBaki, skip: String(all.length), limit: '500' });
    all.push(...page.data);
    if (!page.data.length || all.length >= page.count) return all;
  }
}

export default function PindahBarangSatuBaki() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const [source, setSource] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [target, setTarget] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [items, setItems] = useState<ScannedItem[]>([]);

  const load = (kodeBaki: string) =>
    kodeBaki ? trayItems(kodeBaki).then(setItems).catch((e) => failure(e, 'kilau.barang.load_failed')) : Promise.resolve(setItems([]));
  useEffect(() => {
    void load(source.kode_baki);
  }, [source.kode_baki]);

  const save = async () => {
    if (!source.kode_baki || !target.kode_baki) return failure(new Error(), ITEM_MESSAGES.trayRequired);
    if (!items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    await run(
      () =>
        api.post<{ message: string; data: { no_pindah: string } }>('barang/pindah-satu-baki', {
          kode_baki_asal: source.kode_baki,
          kode_gudang_tujuan: target.kode_gudang,
          kode_baki_tujuan: target.kode_baki,
          items: expectedOf(items),
        }),
      { success: (res) => `${res.message}: ${res.data.no_pindah}` },
    );
    // Moved or refused (the tray changed meanwhile), the tray is shown as it is now.
    await load(source.kode_baki);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.pindah_baki_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <TrayPicker prefix="asal" value={source} onChange={setSource} disabled={busy} />
            <ItemTable items={items} />
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
