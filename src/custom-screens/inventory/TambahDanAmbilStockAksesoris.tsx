// /tambah-dan-ambil-stock-aksesoris: accessories are stock lines counted in pieces and grams; scan one, then add
// to it or take from it (never more than it holds).
import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { ItemScanScreen } from '../../engine/widgets/ItemScanScreen';
import { ActionButton } from '../../engine/widgets/ScreenCard';
import { useScannedItems, type ScannedItem } from '../../engine/widgets/useScannedItems';

export default function TambahDanAmbilStockAksesoris() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems();
  const [arah, setArah] = useState<'TAMBAH' | 'AMBIL'>('TAMBAH');
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const item = scan.items[0];

  // One accessory at a time: a scan replaces the one in the table.
  const pick = async (code: string) => {
    scan.clear();
    return scan.add(code);
  };
  const save = () =>
    submit.call<{ message: string; data: ScannedItem }>(
      {
        method: 'POST',
        path: 'barang/stock-aksesoris',
        body: item && { kode_barcode: item.kode_barcode, versi: item.versi, arah, qty: Number(qty || 0), berat: Number(berat.replace(',', '.') || 0) },
      },
      {
        check: () => !item && ITEM_MESSAGES.itemsRequired,
        after: (res) => {
          scan.setItems([res.data]);
          setQty('');
          setBerat('');
        },
      },
    );

  return (
    <ItemScanScreen title="kilau.barang.aksesoris_title" scan={scan} busy={submit.busy} onScan={pick} removable={false}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField select size="small" label={translate('kilau.barang.arah')} value={arah} onChange={(e) => setArah(e.target.value as 'TAMBAH' | 'AMBIL')} sx={{ minWidth: 160 }}>
          <MenuItem value="TAMBAH">{translate('kilau.barang.arah_tambah')}</MenuItem>
          <MenuItem value="AMBIL">{translate('kilau.barang.arah_ambil')}</MenuItem>
        </TextField>
        <TextField size="small" label={translate('resources.barang.fields.qty')} value={qty} onChange={(e) => setQty(e.target.value.replace(/\D/g, ''))} />
        <TextField size="small" label={translate('resources.barang.fields.berat')} value={berat} onChange={(e) => setBerat(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      </Stack>
      <ActionButton label="kilau.master.save" onClick={save} disabled={submit.busy} />
    </ItemScanScreen>
  );
}
