// /tambah-data-barang: one new item from the item field set (domain/barang.ts), validated in the browser with
// the server's own rules; the barcode is scanned or left empty for the shop's next number. A photo, when
// chosen, is resized here and stored as NSIPIC/{shop}/{code}.jpg after the item is saved. Diamond fields show
// only while the shop has BERLIAN_MODULE. Pieces are usually tagged in a run onto one tray: after a save the
// warehouse, tray, type and group stay for the next piece, and the focus goes back to the first field.
import { useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Box, Card, CardContent, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Form, Title, useTranslate } from 'react-admin';
import { api, ApiError, request } from '../engine/api';
import { useToast } from '../engine/notify';
import { useFailureToast } from '../engine/failure-toast';
import { masters } from '../engine/definitions';
import { MastersProvider } from '../engine/master/context';
import { gateContext } from '../engine/session';
import { ITEM, itemFieldNames } from '../../domain/barang';
import { normalizeRecord, validateRecord } from '../../domain/validation';
import { resizedJpeg } from './inventory/photo';
import { ItemFieldGrid, PhotoPicker } from './inventory/ItemFormParts';

type Values = Record<string, unknown>;

/** What stays on the form for the next piece after a save. */
const KEPT = ['kode_gudang', 'kode_baki', 'kode_dept', 'kode_group'] as const;

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
  const [photo, setPhoto] = useState<File | null>(null);
  const [last, setLast] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const fields = useMemo(() => itemFieldNames(gateContext()?.modules ?? {}), []);
  const defaults = useMemo(() => Object.fromEntries(Object.entries(ITEM.fields).flatMap(([n, f]) => (f.default === undefined ? [] : [[n, f.default]]))), []);
  const [kept, setKept] = useState<Values>({});
  // On the first open and after each save (a new form), the first field takes the focus: the next piece is scanned.

  const validate = (values: Values) =>
    Object.fromEntries(validateRecord(ITEM, normalizeRecord(ITEM, values, 'create'), 'create').map((e) => [e.field, e.message]));

  const submit = async (values: Values) => {
    try {
      const res = await api.post<{ message: string; data: { kode_barcode: string } }>('barang/create', normalizeRecord(ITEM, values, 'create'));
      const code = res.data.kode_barcode;
      if (photo) await request('PUT', `barang/foto/${encodeURIComponent(code)}`, await resizedJpeg(photo));
      toast.success(translate('kilau.barang.saved_with_code', { message: res.message, code }));
      setLast(code);
      setPhoto(null);
      setKept(Object.fromEntries(KEPT.map((k) => [k, values[k]])));
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
          <Form key={formKey} defaultValues={{ ...defaults, ...kept }} validate={validate} onSubmit={submit} disableInvalidFormNotification>
            <CardContent>
              {last && (
                <Typography sx={{ mb: 2 }} color="success.main">
                  {translate('kilau.barang.last_saved', { code: last })}
                </Typography>
              )}
              <ItemFieldGrid fields={fields} mode="create" focusKey={formKey} />
              <PhotoPicker label="kilau.barang.photo" emptyLabel="kilau.barang.photo_none" file={photo} onChange={setPhoto} />
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
