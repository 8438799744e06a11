// /batal-penerimaan-barang: the receipts of a business date; one opened shows its items, and Batal (with a reason,
// confirmed Ya / Tidak) takes them all out of stock, allowed only while none of them has been touched since.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { YaTidak } from '../engine/shared/YaTidak';
import { api } from '../engine/api';
import { getSession } from '../engine/session';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { DateField } from '../engine/shared/DateField';
import { calendarLocale } from '../engine/shared/calendarLocale';
import { usePickerLocaleText } from '../engine/i18n';
import { formatCell } from '../../domain/format';
import { ItemTable } from './inventory/ItemTable';
import type { ScannedItem } from './inventory/useScannedItems';

interface Receipt {
  no_terima: string;
  kode_supplier: string;
  no_po: string;
  keterangan: string;
  input_by: string;
  jumlah: number;
  berat: number;
}

export default function BatalPenerimaanBarang() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pickerText = usePickerLocaleText();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const [tgl, setTgl] = useState(getSession()?.tgl_system ?? '');
  const [receipts, setReceipts] = useState<Receipt[]>([]);
  const [open, setOpen] = useState<Receipt & { items: ScannedItem[] }>();
  const [alasan, setAlasan] = useState('');
  const [asking, setAsking] = useState(false);

  const load = useCallback(
    () =>
      api
        .get<{ data: Receipt[] }>('penerimaan-barang', { tgl_awal: tgl, tgl_akhir: tgl })
        .then((r) => setReceipts(r.data))
        .catch((e) => failure(e, 'kilau.barang.load_failed')),
    [tgl, failure],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const show = async (no: string) => {
    setAlasan('');
    setOpen((await api.get<{ data: Receipt & { items: ScannedItem[] } }>(`penerimaan-barang/${encodeURIComponent(no)}`)).data);
  };
  const cancel = async () => {
    if (!open) return;
    await run(() => api.post<{ message: string }>(`penerimaan-barang/${encodeURIComponent(open.no_terima)}/batal`, { alasan }), {
      after: () => {
        setOpen(undefined);
        return load();
      },
    });
    setAsking(false);
  };

  const head = (k: string) => <TableCell key={k}>{translate(`kilau.penerimaan.${k}`)}</TableCell>;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.penerimaan.batal_title')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(locale)} localeText={pickerText}>
              <DateField label={translate('kilau.penerimaan.tanggal')} value={tgl} onChange={setTgl} />
            </LocalizationProvider>
            <Table size="small" aria-label={translate('kilau.penerimaan.list')} sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>{['no_terima', 'kode_supplier', 'no_po', 'jumlah', 'berat', 'input_by'].map(head)}</TableRow>
              </TableHead>
              <TableBody>
                {receipts.map((r) => (
                  <TableRow key={r.no_terima} hover selected={open?.no_terima === r.no_terima} onClick={() => void show(r.no_terima)} sx={{ cursor: 'pointer' }}>
                    <TableCell>{r.no_terima}</TableCell>
                    <TableCell>{r.kode_supplier}</TableCell>
                    <TableCell>{r.no_po}</TableCell>
                    <TableCell align="right">{r.jumlah}</TableCell>
                    <TableCell align="right">{formatCell(r.berat, 'weight3')}</TableCell>
                    <TableCell>{r.input_by}</TableCell>
                  </TableRow>
                ))}
                {!receipts.length && (
                  <TableRow>
                    <TableCell colSpan={6}>{translate('kilau.penerimaan.empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        {open && (
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="subtitle1">{open.no_terima}</Typography>
                <ItemTable items={open.items} />
                <TextField size="small" label={translate('kilau.penerimaan.alasan')} value={alasan} onChange={(e) => setAlasan(e.target.value)} sx={{ maxWidth: 480 }} />
                <Box>
                  <Button variant="contained" color="error" onClick={() => setAsking(true)} disabled={busy}>
                    {translate('kilau.penerimaan.batal')}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        )}
      </Stack>
      <YaTidak
        isOpen={asking}
        loading={busy}
        title="kilau.penerimaan.batal_title"
        content="kilau.penerimaan.batal_confirm"
        onClose={() => setAsking(false)}
        onConfirm={cancel}
      />
    </Box>
  );
}
