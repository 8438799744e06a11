// /ambil-barang-contoh: take items out of their trays as samples (shown to a customer elsewhere, lent to a
// supplier) and put them back; while out they count in no tray's stock.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { DataTable } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { BarcodeInput } from './BarcodeInput';
import { ITEM_COLUMNS, ITEM_TABLE, RemoveItemButton } from './itemColumns';
import { expectedOf, useScannedItems } from './useScannedItems';

function SampleForm({ arah }: { arah: 'ambil' | 'kembali' }) {
  const translate = useTranslate();
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
      <DataTable {...ITEM_TABLE} columns={ITEM_COLUMNS} rows={scan.items} actions={(item) => <RemoveItemButton code={item.kode_barcode} onRemove={scan.remove} />} />
      {arah === 'ambil' && (
        <TextField label={translate('kilau.barang.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} size="small" sx={{ maxWidth: 480 }} />
      )}
      <Box>
        <Button variant="contained" onClick={save} disabled={submit.busy}>
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
