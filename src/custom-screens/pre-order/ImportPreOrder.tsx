// /import-pre-order: the supplier's spreadsheet of arrived pieces (.xlsx or .csv, first row the column names) put on
// the tray chosen, each piece bound to its PO's order (POST pre-order/import). All or nothing: a refused file lists
// every error by its row and column, and nothing is added; an accepted one lists the pieces added.
import { useRef, useState } from 'react';
import { Alert, AlertTitle, Button, List, ListItem, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { statusOf } from '../../engine/widgets/apiError';
import { ScreenCard } from '../../engine/widgets/ScreenCard';
import { NO_TRAY, TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { k, type BoundPiece } from './parts';

/** The server's limit (server/engine/master-import.ts); checked here too so a big file is not sent for nothing. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = '.xlsx,.csv';
/** The columns of the file (server/pre-order/arrivals.ts), as its first row names them; kode_barcode when the supplier tagged the piece. */
const FILE_COLUMNS = ['no_po', 'nama_barang', 'kode_group', 'kadar', 'berat', 'harga', 'kode_barcode'];

interface RowError {
  row: number;
  field: string;
  message: string;
}
interface Refused {
  message: string;
  errors: RowError[];
}

/** The errors of a refused file ({ row, field, message } each), or undefined for any other failure. */
function rowErrorsOf(e: unknown): RowError[] | undefined {
  const errors = (e as { errors?: unknown }).errors;
  return statusOf(e) === 400 && Array.isArray(errors) && errors.length && errors.every((x) => typeof (x as RowError).row === 'number') ? (errors as RowError[]) : undefined;
}

const COLUMNS: Column<BoundPiece>[] = [
  { field: 'kode_barcode', label: k('columns.kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: k('columns.nama_barang'), kind: 'text' },
  { field: 'kode_group', label: k('columns.kode_group'), kind: 'code' },
  { field: 'kadar', label: k('columns.kadar'), kind: 'number', decimals: 2 },
  { field: 'berat', label: k('columns.berat'), kind: 'weight', total: true },
  { field: 'kode_baki', label: k('columns.kode_baki'), kind: 'code' },
  { field: 'no_po', label: k('columns.no_po'), kind: 'code' },
  { field: 'no_pesanan', label: k('columns.no_pesanan'), kind: 'code' },
];

export default function ImportPreOrder() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['pre-order', 'barang'] });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [tray, setTray] = useState<TrayValue>(NO_TRAY);
  const [refused, setRefused] = useState<Refused>();
  const [added, setAdded] = useState<BoundPiece[]>();

  const choose = (f: File | undefined) => {
    setRefused(undefined);
    if (f && f.size > MAX_BYTES) {
      submit.refuse(k('too_large'));
      setFile(undefined);
    } else setFile(f);
    if (fileInput.current) fileInput.current.value = ''; // choosing the same file again still fires
  };

  const send = () => {
    setRefused(undefined);
    setAdded(undefined);
    return submit.call<{ message: string; data: BoundPiece[] }>(
      { method: 'POST', path: 'pre-order/import', params: { ...tray }, body: file },
      {
        check: () => (!tray.kode_gudang ? ITEM_MESSAGES.warehouseRequired : !tray.kode_baki ? ITEM_MESSAGES.trayRequired : !file && k('file_required')),
        after: (res) => {
          setAdded(res.data);
          setFile(undefined);
        },
        // A refused file is shown as its list of errors, under the server's own heading.
        failed: (error) => {
          const errors = rowErrorsOf(error);
          if (errors) setRefused({ message: (error as Error).message, errors });
          return !!errors;
        },
      },
    );
  };

  return (
    <ScreenCard title={k('import_title')}>
      <Alert severity="info">
        <div>{translate(k('import_hint'), { columns: FILE_COLUMNS.join(', ') })}</div>
        <div>{translate(k('import_all_or_nothing'))}</div>
      </Alert>
      <TrayPicker value={tray} onChange={setTray} prefix="baki" disabled={submit.busy} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={submit.busy}>
          {translate(k('choose_file'))}
          <input ref={fileInput} hidden type="file" accept={ACCEPT} aria-label={translate(k('choose_file'))} onChange={(e) => choose(e.target.files?.[0])} />
        </Button>
        <Typography variant="body2" data-testid="import-file">
          {file?.name ?? translate(k('no_file'))}
        </Typography>
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => void send()} disabled={submit.busy}>
          {translate(k('import'))}
        </Button>
      </Stack>
      {refused && (
        <Alert severity="error" data-testid="import-errors">
          <AlertTitle>{refused.message}</AlertTitle>
          <List dense disablePadding>
            {refused.errors.map((e) => (
              <ListItem key={`${e.row}/${e.field}`} disableGutters sx={{ py: 0 }}>
                {translate(k('row_error'), { row: e.row, column: e.field, message: e.message })}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {added && (
        <>
          <Typography variant="subtitle1">{translate(k('added_list'))}</Typography>
          <DataTable label={k('added_list')} columns={COLUMNS} rows={added} rowKey="kode_barcode" />
        </>
      )}
    </ScreenCard>
  );
}
