// /hancur-data-barang: scan the items to melt, give the reason, confirm (Ya / Tidak); they leave stock for good.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { Title, useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useSubmit } from '../../engine/data';
import { DataTable } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { BarcodeInput } from './BarcodeInput';
import { ITEM_COLUMNS, ITEM_TABLE, RemoveItemButton } from './itemColumns';
import { expectedOf, useScannedItems } from './useScannedItems';

export default function HancurDataBarang() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems();
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);

  const ask = () => (scan.items.length ? setAsking(true) : submit.refuse(ITEM_MESSAGES.itemsRequired));
  const save = async () => {
    await submit.call<{ message: string; data: { no_hancur: string } }>(
      { method: 'POST', path: 'barang/hancur', body: { items: expectedOf(scan.items), keterangan } },
      {
        success: (res) => `${res.message}: ${res.data.no_hancur}`,
        after: () => {
          scan.clear();
          setKeterangan('');
        },
      },
    );
    setAsking(false);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.hancur_title')} />
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
            <TextField label={translate('kilau.barang.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} size="small" sx={{ maxWidth: 480 }} />
            <Box>
              <Button variant="contained" color="error" startIcon={<WhatshotIcon />} onClick={ask} disabled={submit.busy}>
                {translate('kilau.barang.hancur_save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title="kilau.barang.hancur_title"
        content="kilau.barang.hancur_confirm"
        onClose={() => setAsking(false)}
        onConfirm={save}
      />
    </Box>
  );
}
