// /hancur-data-barang: scan the items to melt, give the reason, confirm (Ya / Tidak); they leave stock for good.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { Title, useTranslate } from 'react-admin';
import { YaTidak } from '../engine/shared/YaTidak';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { expectedOf, useScannedItems } from './inventory/useScannedItems';

export default function HancurDataBarang() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const scan = useScannedItems();
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);

  const ask = () => (scan.items.length ? setAsking(true) : failure(new Error(), ITEM_MESSAGES.itemsRequired));
  const save = async () => {
    await run(() => api.post<{ message: string; data: { no_hancur: string } }>('barang/hancur', { items: expectedOf(scan.items), keterangan }), {
      success: (res) => `${res.message}: ${res.data.no_hancur}`,
      after: () => {
        scan.clear();
        setKeterangan('');
      },
    });
    setAsking(false);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.hancur_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <BarcodeInput onScan={scan.add} disabled={busy} />
            <ItemTable items={scan.items} onRemove={scan.remove} />
            <TextField label={translate('kilau.barang.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} size="small" sx={{ maxWidth: 480 }} />
            <Box>
              <Button variant="contained" color="error" startIcon={<WhatshotIcon />} onClick={ask} disabled={busy}>
                {translate('kilau.barang.hancur_save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <YaTidak
        isOpen={asking}
        loading={busy}
        title="kilau.barang.hancur_title"
        content="kilau.barang.hancur_confirm"
        onClose={() => setAsking(false)}
        onConfirm={save}
      />
    </Box>
  );
}
