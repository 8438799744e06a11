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
import { useApiCall, useSubmit } from '../../engine/data';
import { masters } from '../../engine/definitions';
import { MastersProvider } from '../../engine/master/context';
import { gateContext } from '../../engine/session';
import { ITEM, itemFieldNames } from '../../../domain/barang';
import { normalizeRecord, validateRecord } from '../../../domain/validation';
import { resizedJpeg } from '../../engine/widgets/photo-resize';
import { ItemFieldGrid, PhotoPicker } from './ItemFormParts';
import { fieldErrorsOf } from '../../engine/widgets/apiError';

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
  const call = useApiCall();
  const submit = useSubmit({ invalidate: ['barang'] });
  const [photo, setPhoto] = useState<File | null>(null);
  const [last, setLast] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const fields = useMemo(() => itemFieldNames(gateContext()?.modules ?? {}), []);
  const defaults = useMemo(() => Object.fromEntries(Object.entries(ITEM.fields).flatMap(([n, f]) => (f.default === undefined ? [] : [[n, f.default]]))), []);
  const [kept, setKept] = useState<Values>({});
  // On the first open and after each save (a new form), the first field takes the focus: the next piece is scanned.

  const validate = (values: Values) =>
    Object.fromEntries(validateRecord(ITEM, normalizeRecord(ITEM, values, 'create'), 'create').map((e) => [e.field, e.message]));

  /** Saves the item, then its photo; the server's field messages land under the form's fields. */
  const save = async (values: Values) => {
    let fieldErrors: Record<string, string> | undefined;
    await submit.run(
      async () => {
        const res = await call<{ message: string; data: { kode_barcode: string } }>({ method: 'POST', path: 'barang/create', body: normalizeRecord(ITEM, values, 'create') });
        const code = res.data.kode_barcode;
        if (photo) await call({ method: 'PUT', path: `barang/foto/${encodeURIComponent(code)}`, body: await resizedJpeg(photo) });
        return res;
      },
      {
        success: (res) => translate('kilau.barang.saved_with_code', { message: res.message, code: res.data.kode_barcode }),
        after: (res) => {
          setLast(res.data.kode_barcode);
          setPhoto(null);
          setKept(Object.fromEntries(KEPT.map((k) => [k, values[k]])));
          setFormKey((k) => k + 1);
        },
        failed: (error) => {
          fieldErrors = fieldErrorsOf(error);
          return !!fieldErrors;
        },
      },
    );
    return fieldErrors;
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.tambah_title')} />
      <MastersProvider defs={masters}>
        <Card>
          <Form key={formKey} defaultValues={{ ...defaults, ...kept }} validate={validate} onSubmit={save} disableInvalidFormNotification>
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
