// /penerimaan-barang: goods received from a supplier under one receipt number. The receipt's supplier, PO number
// and note, then the new items as rows (NewItemsForm); every row is checked like a new item and one bad row saves
// nothing. The rows are sent through the data provider; a saved receipt refreshes the cached item and receipt lists.
import { useState } from 'react';
import { Box, Card, CardContent, Stack, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useApiCall, useRefreshApi } from '../../engine/data';
import { NewItemsForm } from './NewItemsForm';

const EMPTY = { kode_supplier: '', no_po: '', keterangan: '' };

export default function PenerimaanBarang() {
  const translate = useTranslate();
  const call = useApiCall();
  const refresh = useRefreshApi();
  const [header, setHeader] = useState(EMPTY);
  const field = (name: keyof typeof EMPTY, upper = true) => (
    <TextField
      size="small"
      label={translate(`kilau.penerimaan.${name}`)}
      value={header[name]}
      onChange={(e) => setHeader((h) => ({ ...h, [name]: upper ? e.target.value.toUpperCase() : e.target.value }))}
      sx={{ minWidth: 200 }}
    />
  );
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.penerimaan.title')} />
      <Card>
        <CardContent>
          <NewItemsForm
            send={(items) => call<{ message: string }>({ method: 'POST', path: 'penerimaan-barang', body: { ...header, items } })}
            onSaved={() => {
              setHeader(EMPTY);
              void refresh('penerimaan-barang', 'barang');
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {field('kode_supplier')}
              {field('no_po')}
              {field('keterangan', false)}
            </Stack>
          </NewItemsForm>
        </CardContent>
      </Card>
    </Box>
  );
}
