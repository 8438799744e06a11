// /tambah-barang-banyak: many new items at once (inventory/NewItemsForm: shared fields once, a row per item) sent
// to barang/create-banyak, or an .xlsx / .csv file imported through barang/import. Either way one bad row saves
// nothing, and every bad row is listed with its number and messages.
import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Title, useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { NewItemsForm, RowErrorList, type Failed } from './NewItemsForm';
import { refusedRows } from '../../engine/widgets/apiError';

/** The server's limit (server/engine/master-import.ts); checked here too so a big file is not sent for nothing. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,.csv';
/** Columns a file may carry, named as the first row names them. */
const FILE_COLUMNS = ['nama_barang', 'kode_dept', 'kode_group', 'kode_gudang', 'kode_baki', 'berat', 'kadar', 'harga_total', 'ukuran', 'kode_barcode'];

export default function TambahBarangBanyak() {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`kilau.barang.banyak.${key}`, args);
  const call = useApiCall();
  const submit = useSubmit({ invalidate: ['barang'] });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [importFailed, setImportFailed] = useState<Failed>();

  const choose = (f: File | undefined) => {
    setImportFailed(undefined);
    if (f && f.size > MAX_BYTES) {
      submit.refuse('kilau.barang.banyak.too_large');
      setFile(undefined);
    } else setFile(f);
    if (fileInput.current) fileInput.current.value = ''; // choosing the same file again still fires
  };

  const sendFile = async () => {
    if (!file) return;
    setImportFailed(undefined);
    await submit.call(
      { method: 'POST', path: 'barang/import', body: file },
      {
        after: () => setFile(undefined),
        // A refusal listing rows is shown as the list of bad rows, under the server's own heading.
        failed: (error) => {
          const rows = refusedRows(error);
          if (rows) setImportFailed({ rows, message: (error as Error).message });
          return !!rows;
        },
      },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <NewItemsForm send={(items) => call<{ message: string }>({ method: 'POST', path: 'barang/create-banyak', body: { items } })} />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="subtitle1">{t('import_title')}</Typography>
              <Alert severity="info">
                <div>{t('import_hint', { columns: FILE_COLUMNS.join(', ') })}</div>
                <div>{t('import_all_or_nothing')}</div>
              </Alert>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={submit.busy}>
                  {t('choose_file')}
                  <input ref={fileInput} hidden type="file" accept={ACCEPT} aria-label={t('choose_file')} onChange={(e) => choose(e.target.files?.[0])} />
                </Button>
                <Typography variant="body2" data-testid="import-file">
                  {file?.name ?? t('no_file')}
                </Typography>
                <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={sendFile} disabled={submit.busy || !file}>
                  {t('import')}
                </Button>
              </Stack>
              {importFailed && <RowErrorList failed={importFailed} />}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
