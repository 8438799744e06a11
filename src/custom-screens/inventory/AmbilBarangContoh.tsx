// /ambil-barang-contoh: take items out of their trays as samples (shown to a customer elsewhere, lent to a
// supplier) and put them back; while out they count in no tray's stock.
import { useState } from 'react';
import { Box, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { ItemTable } from '../../engine/widgets/ItemTable';
import { ActionButton, NoteField } from '../../engine/widgets/ScreenCard';
import { expectedOf, useScannedItems } from '../../engine/widgets/useScannedItems';

function SampleForm({ arah }: { arah: 'ambil' | 'kembali' }) {
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems(arah === 'ambil' ? 'READY' : 'CONTOH');
  const [keterangan, setKeterangan] = useState('');
  const save = () =>
    submit.call<{ message: string; data: { no_ref: string } }>(
      { method: 'POST', path: `barang/contoh/${arah}`, body: { items: expectedOf(scan.items), keterangan } },
      {
        check: () => !scan.items.length && ITEM_MESSAGES.itemsRequired,
        success: (res) => `${res.message}: ${res.data.no_ref}`,
        after: () => {
          scan.clear();
          setKeterangan('');
        },
      },
    );
  return (
    <Stack spacing={2}>
      <BarcodeInput onScan={scan.add} disabled={submit.busy} />
      <ItemTable items={scan.items} onRemove={scan.remove} />
      {arah === 'ambil' && <NoteField label="kilau.barang.keterangan" value={keterangan} onChange={setKeterangan} />}
      <ActionButton label={`kilau.barang.contoh_${arah}_save`} onClick={save} disabled={submit.busy} />
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
