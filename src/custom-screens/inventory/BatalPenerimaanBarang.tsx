// /batal-penerimaan-barang: the receipts of a business date; one opened shows its items, and Batal (with a reason,
// confirmed Ya / Tidak) takes them all out of stock, allowed only while none of them has been touched since.
import { useState } from 'react';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { getSession } from '../../engine/session';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { DateField } from '../../engine/shared/DateField';
import { calendarLocale } from '../../engine/shared/calendarLocale';
import { usePickerLocaleText } from '../../engine/i18n';
import { ItemTable } from '../../engine/widgets/ItemTable';
import { ActionButton, NoteField, SectionCard } from '../../engine/widgets/ScreenCard';
import type { ScannedItem } from '../../engine/widgets/useScannedItems';

interface Receipt {
  no_terima: string;
  kode_supplier: string;
  no_po: string;
  keterangan: string;
  input_by: string;
  jumlah: number;
  berat: number;
}

const label = (field: string) => `kilau.penerimaan.${field}`;
const COLUMNS: Column<Receipt>[] = [
  { field: 'no_terima', label: label('no_terima'), kind: 'code' },
  { field: 'kode_supplier', label: label('kode_supplier'), kind: 'code' },
  { field: 'no_po', label: label('no_po'), kind: 'code' },
  { field: 'jumlah', label: label('jumlah'), kind: 'number' },
  { field: 'berat', label: label('berat'), kind: 'weight' },
  { field: 'input_by', label: label('input_by'), kind: 'code' },
];

export default function BatalPenerimaanBarang() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pickerText = usePickerLocaleText();
  const submit = useSubmit({ invalidate: ['penerimaan-barang', 'barang'] });
  const [tgl, setTgl] = useState(getSession()?.tgl_system ?? '');
  const [chosen, setChosen] = useState<string>();
  const [alasan, setAlasan] = useState('');
  const [asking, setAsking] = useState(false);

  const receipts = useApiQuery<{ data: Receipt[] }>('penerimaan-barang', { tgl_awal: tgl, tgl_akhir: tgl }, { failure: 'kilau.barang.load_failed' });
  const detail = useApiQuery<{ data: Receipt & { items: ScannedItem[] } }>(chosen ? `penerimaan-barang/${encodeURIComponent(chosen)}` : null, undefined, {
    failure: 'kilau.barang.load_failed',
  });
  const open = detail.data?.data.no_terima === chosen ? detail.data?.data : undefined;

  // A receipt opened again is read again (someone may have touched its items meanwhile).
  const show = (no: string) => {
    setAlasan('');
    if (no === chosen) void detail.refetch();
    else setChosen(no);
  };
  const cancel = async () => {
    if (!open) return;
    await submit.call({ method: 'POST', path: `penerimaan-barang/${encodeURIComponent(open.no_terima)}/batal`, body: { alasan } }, { after: () => setChosen(undefined) });
    setAsking(false);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.penerimaan.batal_title')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(locale)} localeText={pickerText}>
              <DateField label={translate('kilau.penerimaan.tanggal')} value={tgl} onChange={setTgl} />
            </LocalizationProvider>
            <DataTable
              label="kilau.penerimaan.list"
              columns={COLUMNS}
              rows={receipts.data?.data}
              rowKey="no_terima"
              loading={receipts.isFetching}
              empty="kilau.penerimaan.empty"
              onRowClick={(r) => show(r.no_terima)}
              activeRow={open?.no_terima}
              sx={{ mt: 2 }}
            />
          </CardContent>
        </Card>
        {open && (
          <SectionCard heading={open.no_terima}>
            <ItemTable items={open.items} />
            <NoteField label="kilau.penerimaan.alasan" value={alasan} onChange={setAlasan} />
            <ActionButton label="kilau.penerimaan.batal" color="error" onClick={() => setAsking(true)} disabled={submit.busy} />
          </SectionCard>
        )}
      </Stack>
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title="kilau.penerimaan.batal_title"
        content="kilau.penerimaan.batal_confirm"
        onClose={() => setAsking(false)}
        onConfirm={cancel}
      />
    </Box>
  );
}
