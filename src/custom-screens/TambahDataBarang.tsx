// /tambah-data-barang: one new item from the item field set (domain/barang.ts), validated in the browser with
// the server's own rules; the barcode is scanned or left empty for the shop's next number. A photo, when
// chosen, is resized here and stored as NSIPIC/{shop}/{code}.jpg after the item is saved.
import { useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Box, Button as MuiButton, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Button, Form, Title, useTranslate } from 'react-admin';
import { api, ApiError, request } from '../engine/api';
import { useToast } from '../engine/notify';
import { useFailureToast } from '../engine/failure-toast';
import { masters } from '../engine/definitions';
import { MastersProvider } from '../engine/master/context';
import { MasterInput } from '../engine/master/MasterInput';
import { useMasterLabels } from '../engine/master/labels';
import { ITEM } from '../../domain/barang';
import { normalizeRecord, validateRecord } from '../../domain/validation';
import { resizedJpeg } from './inventory/photo';

type Values = Record<string, unknown>;

function SaveButton() {
  const { isSubmitting } = useFormState();
  return (
    <Button label="kilau.master.save" type="submit" variant="contained" size="medium" disabled={isSubmitting}>
      <SaveIcon />
    </Button>
  );
}

export default function TambahDataBarang() {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const labels = useMasterLabels(ITEM);
  const [photo, setPhoto] = useState<File | null>(null);
  const [last, setLast] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const defaults = useMemo(() => Object.fromEntries(Object.entries(ITEM.fields).flatMap(([n, f]) => (f.default === undefined ? [] : [[n, f.default]]))), []);

  const validate = (values: Values) =>
    Object.fromEntries(validateRecord(ITEM, normalizeRecord(ITEM, values, 'create'), 'create').map((e) => [e.field, e.message]));

  const submit = async (values: Values) => {
    try {
      const res = await api.post<{ message: string; data: { kode_barcode: string } }>('barang/create', normalizeRecord(ITEM, values, 'create'));
      const code = res.data.kode_barcode;
      if (photo) await request('PUT', `barang/foto/${encodeURIComponent(code)}`, await resizedJpeg(photo));
      toast.success(res.message);
      setLast(code);
      setPhoto(null);
      setFormKey((k) => k + 1);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) return Object.fromEntries(error.errors.map((e) => [e.field, e.message]));
      failure(error, 'kilau.barang.save_failed');
      return undefined;
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.tambah_title')} />
      <MastersProvider defs={masters}>
        <Card>
          <Form key={formKey} defaultValues={defaults} validate={validate} onSubmit={submit} disableInvalidFormNotification>
            <CardContent>
              {last && (
                <Typography sx={{ mb: 2 }} color="success.main">
                  {translate('kilau.barang.last_saved', { code: last })}
                </Typography>
              )}
              <Grid container columnSpacing={2}>
                {Object.entries(ITEM.fields).map(([name, field]) => (
                  <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                    <MasterInput def={ITEM} name={name} field={field} label={labels.field(name)} mode="create" />
                  </Grid>
                ))}
              </Grid>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
                <MuiButton component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
                  {translate('kilau.barang.photo')}
                  <input hidden type="file" accept="image/*" aria-label={translate('kilau.barang.photo')} onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
                </MuiButton>
                <Typography variant="body2">{photo?.name ?? translate('kilau.barang.photo_none')}</Typography>
              </Stack>
            </CardContent>
            <Box sx={{ px: 2, pb: 2 }}>
              <SaveButton />
            </Box>
          </Form>
        </Card>
      </MastersProvider>
    </Box>
  );
}
