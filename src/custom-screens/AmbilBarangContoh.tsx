// /ambil-barang-contoh: take items out of their trays as samples (shown to a customer elsewhere, lent to a
// supplier) and put them back; while out they count in no tray's stock.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { expectedOf, useScannedItems } from './inventory/useScannedItems';

function SampleForm({ arah }: { arah: 'ambil' | 'kembali' }) {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const scan = useScannedItems(arah === 'ambil' ? 'READY' : 'CONTOH');
  const [keterangan, setKeterangan] = useState('');
  const save = async () => {
    if (!scan.items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    await run(() => api.post<{ message: string; data: { no_ref: string } }>(`barang/contoh/${arah}`, { items: expectedOf(scan.items), keterangan }), {
      success: (res) => `${res.message}: ${res.data.no_ref}`,
      after: () => {
        scan.clear();
        setKeterangan('');
      },
    });
  };
  return (
    <Stack spacing={2}>
      <BarcodeInput onScan={scan.add} disabled={busy} />
      <ItemTable items={scan.items} onRemove={scan.remove} />
      {arah === 'ambil' && (
        <TextField label={translate('kilau.barang.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} size="small" sx={{ maxWidth: 480 }} />
      )}
      <Box>
        <Button variant="contained" onClick={save} disabled={busy}>
          {translate(`kilau.barang.contoh_${arah}_save`)}
        </Button>
      </Box>
    </Stack>
  );
}

export default function AmbilBarangContoh() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'ambil' | 'kembali'>('ambil');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.contoh_title')} />
      <Card>
        <Tabs value={tab} onChange={(_, v) => setTab(v)}>
          <Tab value="ambil" label={translate('kilau.barang.contoh_ambil')} />
          <Tab value="kembali" label={translate('kilau.barang.contoh_kembali')} />
        </Tabs>
        <CardContent>
          <SampleForm key={tab} arah={tab} />
        </CardContent>
      </Card>
    </Box>
  );
}
