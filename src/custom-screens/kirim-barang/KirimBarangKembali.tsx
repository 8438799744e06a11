// /kirim-barang-kembali: the transfers of the user's shop with items still in transit (never received, or left out
// of a partial receipt). One opened shows each item's state; Kembalikan Ke Stock (with a reason, confirmed Ya / Tidak)
// puts the items in transit back on the trays they left. A transfer nothing of which was received becomes BATAL.
import { useState } from 'react';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { Title, useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import type { KirimDetail, KirimStatus } from '../../../domain/kirim-barang';
import { ActionButton, NoteField, SectionCard } from '../../engine/widgets/ScreenCard';

interface InTransit {
  no_kirim: string;
  kode_toko_tujuan: string;
  nama_toko_tujuan: string | null;
  tgl_kirim: string;
  kirim_by: string;
  status: KirimStatus;
  keterangan: string;
  qty: number;
  berat: number;
}

interface Transfer {
  no_kirim: string;
  kode_toko_tujuan: string;
  nama_toko_tujuan: string | null;
  items: KirimDetail[];
}

const stateKey = (d: KirimDetail) => (d.diterima ? 'state_diterima' : d.dikembalikan ? 'state_dikembalikan' : 'state_perjalanan');
const field = (name: string) => `resources.barang.fields.${name}`;

export default function KirimBarangKembali() {
  const translate = useTranslate();
  const k = (key: string) => translate(`kilau.kirim.${key}`);
  const submit = useSubmit({ invalidate: ['kirim-barang', 'kirimbarang', 'barang'] });
  const [chosen, setChosen] = useState<string>();
  const [alasan, setAlasan] = useState('');
  const [asking, setAsking] = useState(false);

  const list = useApiQuery<{ data: InTransit[] }>('kirim-barang/dalam-perjalanan', undefined, { failure: 'kilau.barang.load_failed' });
  const detail = useApiQuery<{ data: Transfer }>(chosen ? 'kirimbarang/get/nokirim' : null, { no_kirim: chosen }, { failure: 'kilau.barang.load_failed' });
  const open = chosen && detail.data?.data.no_kirim === chosen ? detail.data.data : undefined;

  // A transfer opened again is read again (the branch may have received it meanwhile).
  const show = (no: string) => {
    setAlasan('');
    if (no === chosen) void detail.refetch();
    else setChosen(no);
  };
  const giveBack = async () => {
    if (!open) return;
    await submit.call(
      { method: 'POST', path: 'kirim-barang/kembali', body: { no_kirim: open.no_kirim, alasan } },
      {
        after: () => {
          // Closed in the same render that clears the transfer: the question keeps the values it was asked with.
          setAsking(false);
          setChosen(undefined);
        },
      },
    );
    setAsking(false);
  };

  const listColumns: Column<InTransit>[] = [
    { field: 'no_kirim', label: 'kilau.kirim.no_kirim', kind: 'code' },
    { field: 'tgl_kirim', label: 'kilau.kirim.tgl_kirim', kind: 'date' },
    { field: 'kode_toko_tujuan', label: 'kilau.kirim.toko_tujuan', value: (t) => `${t.kode_toko_tujuan} - ${t.nama_toko_tujuan ?? ''}` },
    { field: 'status', label: 'kilau.kirim.status', render: (t) => k(`status_${t.status}`) },
    { field: 'qty', label: field('qty'), kind: 'number' },
    { field: 'berat', label: field('berat'), kind: 'weight' },
    { field: 'kirim_by', label: 'kilau.kirim.kirim_by', kind: 'code' },
  ];
  const itemColumns: Column<KirimDetail>[] = [
    { field: 'kode_barcode', label: field('kode_barcode'), kind: 'code' },
    { field: 'nama_barang', label: field('nama_barang'), kind: 'text' },
    { field: 'berat_kirim', label: 'kilau.kirim.berat_kirim', kind: 'weight' },
    { field: 'state', label: 'kilau.kirim.status', render: (d) => k(stateKey(d)) },
  ];

  const inTransit = open?.items.filter((d) => !d.diterima && !d.dikembalikan) ?? [];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={k('kembali_title')} />
      <Stack spacing={2}>
        <Alert severity="info">{k('kembali_note')}</Alert>
        <Card>
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              {k('dalam_perjalanan')}
            </Typography>
            {/* A table at any width: on a phone it scrolls sideways instead of squeezing the columns. */}
            <DataTable
              label="kilau.kirim.dalam_perjalanan"
              columns={listColumns}
              rows={list.data?.data}
              rowKey="no_kirim"
              loading={list.isFetching}
              empty="kilau.kirim.dalam_perjalanan_empty"
              onRowClick={(t) => show(t.no_kirim)}
              activeRow={open?.no_kirim}
              stacked={false}
            />
          </CardContent>
        </Card>
        {open && (
          <SectionCard heading={translate('kilau.kirim.items_kembali', { no: open.no_kirim, tujuan: open.kode_toko_tujuan })}>
            <DataTable label="kilau.kirim.items" columns={itemColumns} rows={open.items} rowKey="kode_barcode" />
            <NoteField label="kilau.kirim.alasan" value={alasan} onChange={setAlasan} />
            <ActionButton label="kilau.kirim.kembali" icon={<UndoIcon />} color="warning" onClick={() => setAsking(true)} disabled={submit.busy || !inTransit.length} />
          </SectionCard>
        )}
      </Stack>
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title="kilau.kirim.kembali_title"
        content="kilau.kirim.kembali_confirm"
        translateOptions={{ count: inTransit.length, no: open?.no_kirim ?? '' }}
        onClose={() => setAsking(false)}
        onConfirm={giveBack}
      />
    </Box>
  );
}
