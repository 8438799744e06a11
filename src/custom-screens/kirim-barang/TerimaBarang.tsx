// /terima-barang: the transfers addressed to the user's shop not yet received; choose one, scan what arrived
// (re-weigh when needed), choose the tray, Terima. What was sent and did not arrive stays in transit and is
// shown, with weight differences, as the difference of the receipt.
import { useState } from 'react';
import { Alert, Box, Card, CardContent, Checkbox, Stack, TextField, Typography } from '@mui/material';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery, useRefreshApi, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { inputText, WEIGHT } from '../../../domain/units';
import { KIRIM_MESSAGES, parseBerat, type KirimDetail, type Selisih } from '../../../domain/kirim-barang';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { ActionButton, SectionCard } from '../../engine/widgets/ScreenCard';
import { NO_TRAY, TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';

interface Pending {
  no_kirim: string;
  kode_toko_asal: string;
  nama_toko_asal: string | null;
  tgl_kirim: string;
  kirim_by: string;
  keterangan: string;
  jumlah: number;
  qty: number;
  berat: number;
}

interface Transfer {
  no_kirim: string;
  kode_toko_asal: string;
  nama_toko_asal: string | null;
  tgl_kirim: string;
  items: KirimDetail[];
  selisih?: Selisih;
}

/** A received row: scanned, with the weight read on arrival (as typed). */
type Received = Record<string, string>;

const field = (name: string) => `resources.barang.fields.${name}`;

const PENDING_COLUMNS: Column<Pending>[] = [
  { field: 'no_kirim', label: 'kilau.kirim.no_kirim', kind: 'code' },
  { field: 'tgl_kirim', label: 'kilau.kirim.tgl_kirim', kind: 'date' },
  { field: 'kode_toko_asal', label: 'kilau.kirim.toko_asal', value: (p) => `${p.kode_toko_asal} - ${p.nama_toko_asal ?? ''}` },
  { field: 'kirim_by', label: 'kilau.kirim.kirim_by', kind: 'code' },
  { field: 'qty', label: field('qty'), kind: 'number' },
  { field: 'berat', label: field('berat'), kind: 'weight' },
  { field: 'keterangan', label: 'kilau.barang.keterangan', kind: 'text' },
];

export default function TerimaBarang() {
  const translate = useTranslate();
  const refresh = useRefreshApi();
  const submit = useSubmit({ invalidate: ['kirim-barang', 'kirimbarang', 'barang'] });
  const [chosen, setChosen] = useState<string>();
  const [received, setReceived] = useState<Received>({});
  const [tray, setTray] = useState<TrayValue>(NO_TRAY);
  const [result, setResult] = useState<Transfer & { selisih: Selisih }>();

  const pending = useApiQuery<{ data: Pending[] }>('kirim-barang/unreceive/list-no-kirim', undefined, { failure: 'kilau.barang.load_failed' });
  const detail = useApiQuery<{ data: Transfer }>(chosen ? 'kirimbarang/get/nokirim' : null, { no_kirim: chosen }, { failure: 'kilau.barang.load_failed' });
  const transfer = chosen && detail.data?.data.no_kirim === chosen ? detail.data.data : undefined;

  // A transfer opened again is read again (another receipt may have taken it meanwhile).
  const open = (noKirim: string) => {
    setReceived({});
    setResult(undefined);
    if (noKirim === chosen) void detail.refetch();
    else setChosen(noKirim);
  };

  const onScan = async (code: string): Promise<boolean> => {
    const barcode = code.trim().toUpperCase();
    const item = transfer?.items.find((i) => i.kode_barcode === barcode);
    const refused = !item ? KIRIM_MESSAGES.notInTransfer : barcode in received && ITEM_MESSAGES.barcodeInTable;
    if (refused || !item) {
      if (refused) submit.refuse(refused);
      return false;
    }
    setReceived((r) => ({ ...r, [barcode]: inputText(item.berat_kirim, WEIGHT) }));
    return true;
  };

  const toggle = (item: KirimDetail, on: boolean) =>
    setReceived((r) => {
      const next = { ...r };
      if (on) next[item.kode_barcode] = inputText(item.berat_kirim, WEIGHT);
      else delete next[item.kode_barcode];
      return next;
    });

  const save = async () => {
    if (!transfer) return;
    const codes = Object.keys(received);
    await submit.call<{ message: string; data: Transfer & { selisih: Selisih } }>(
      {
        method: 'POST',
        path: 'kirim-barang/terima',
        body: {
          no_kirim: transfer.no_kirim,
          kode_gudang: tray.kode_gudang,
          kode_baki: tray.kode_baki,
          items: codes.map((kode_barcode) => ({ kode_barcode, berat_terima: parseBerat(received[kode_barcode]) })),
        },
      },
      {
        check: () =>
          !codes.length
            ? ITEM_MESSAGES.itemsRequired
            : !tray.kode_baki
              ? ITEM_MESSAGES.trayRequired
              : codes.some((c) => parseBerat(received[c]) === undefined) && KIRIM_MESSAGES.weightInvalid,
        success: (res) => `${res.message}: ${res.data.no_kirim}`,
        after: (res) => {
          setResult(res.data);
          setChosen(undefined);
          setReceived({});
        },
        // Refused (perhaps taken by another receipt meanwhile): the list shows what is still pending.
        failed: () => void refresh('kirim-barang'),
      },
    );
  };

  const itemColumns: Column<KirimDetail>[] = [
    {
      field: 'diterima',
      label: 'kilau.kirim.diterima',
      padding: 'checkbox',
      narrow: 'leading',
      render: (i) => (
        <Checkbox
          checked={i.kode_barcode in received}
          onChange={(e) => toggle(i, e.target.checked)}
          slotProps={{ input: { 'aria-label': translate('kilau.kirim.diterima_of', { code: i.kode_barcode }) } }}
        />
      ),
    },
    { field: 'kode_barcode', label: field('kode_barcode'), kind: 'code' },
    { field: 'nama_barang', label: field('nama_barang'), kind: 'text' },
    { field: 'qty', label: field('qty'), kind: 'number', total: true },
    { field: 'berat_kirim', label: 'kilau.kirim.berat_kirim', kind: 'weight', total: true },
    {
      field: 'berat_terima',
      label: 'kilau.kirim.berat_terima',
      kind: 'weight',
      align: 'left',
      total: true,
      // The weight read on arrival, totalled over the received items.
      value: (i) => (i.kode_barcode in received ? (parseBerat(received[i.kode_barcode]) ?? 0) : undefined),
      render: (i) =>
        i.kode_barcode in received && (
          <TextField
            size="small"
            value={received[i.kode_barcode]}
            onChange={(e) => setReceived((r) => ({ ...r, [i.kode_barcode]: e.target.value }))}
            error={parseBerat(received[i.kode_barcode]) === undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': translate('kilau.kirim.berat_terima_of', { code: i.kode_barcode }) } }}
            sx={{ width: 120 }}
          />
        ),
    },
  ];

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.kirim.terima_title')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              {translate('kilau.kirim.pending')}
            </Typography>
            <DataTable
              label="kilau.kirim.pending"
              columns={PENDING_COLUMNS}
              rows={pending.data?.data}
              rowKey="no_kirim"
              loading={pending.isFetching}
              empty="kilau.kirim.pending_empty"
              onRowClick={(p) => open(p.no_kirim)}
              activeRow={transfer?.no_kirim}
            />
          </CardContent>
        </Card>

        {transfer && (
          <SectionCard heading={translate('kilau.kirim.items_of', { no: transfer.no_kirim, asal: transfer.kode_toko_asal })}>
            <BarcodeInput onScan={onScan} disabled={submit.busy} />
            <DataTable label="kilau.kirim.items" columns={itemColumns} rows={transfer.items} rowKey="kode_barcode" totalLabel="kilau.barang.total" />
            <TrayPicker prefix="tujuan" value={tray} onChange={setTray} disabled={submit.busy} />
            <ActionButton label="kilau.kirim.terima_save" icon={<MoveToInboxIcon />} onClick={save} disabled={submit.busy} />
          </SectionCard>
        )}

        {result && <SelisihCard result={result} />}
      </Stack>
    </Box>
  );
}

interface SummaryRow {
  key: 'dikirim' | 'diterima' | 'selisih';
  qty: number;
  berat: number;
}
type Missing = Selisih['tidak_diterima'][number];
type Heavier = Selisih['beda_berat'][number];

const MISSING_COLUMNS: Column<Missing>[] = [
  { field: 'kode_barcode', label: field('kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: field('nama_barang'), kind: 'text' },
  { field: 'qty', label: field('qty'), kind: 'number' },
  { field: 'berat_kirim', label: 'kilau.kirim.berat_kirim', kind: 'weight' },
];
const WEIGHT_COLUMNS: Column<Heavier>[] = [
  { field: 'kode_barcode', label: field('kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: field('nama_barang'), kind: 'text' },
  { field: 'berat_kirim', label: 'kilau.kirim.berat_kirim', kind: 'weight' },
  { field: 'berat_terima', label: 'kilau.kirim.berat_terima', kind: 'weight' },
  { field: 'selisih', label: 'kilau.kirim.selisih', kind: 'weight' },
];

function SelisihCard({ result }: { result: Transfer & { selisih: Selisih } }) {
  const translate = useTranslate();
  const s = result.selisih;
  const clean = !s.tidak_diterima.length && !s.beda_berat.length;
  const summary: SummaryRow[] = [
    { key: 'dikirim', qty: s.qty_kirim, berat: s.berat_kirim },
    { key: 'diterima', qty: s.qty_terima, berat: s.berat_terima },
    { key: 'selisih', qty: s.qty_terima - s.qty_kirim, berat: s.selisih_berat },
  ];
  const columns: Column<SummaryRow>[] = [
    { field: 'key', render: (r) => translate(`kilau.kirim.${r.key}`), header: true },
    { field: 'qty', label: field('qty'), kind: 'number' },
    { field: 'berat', label: field('berat'), kind: 'weight' },
  ];
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} aria-label={translate('kilau.kirim.selisih_title')} role="region">
          <Typography variant="subtitle1">{translate('kilau.kirim.selisih_title')}</Typography>
          <DataTable label="kilau.kirim.ringkasan" columns={columns} rows={summary} rowKey="key" stacked={false} />
          {clean && <Alert severity="success">{translate('kilau.kirim.no_difference')}</Alert>}
          {s.tidak_diterima.length > 0 && (
            <>
              <Alert severity="warning">{translate('kilau.kirim.missing_note')}</Alert>
              <Typography variant="subtitle2">{translate('kilau.kirim.tidak_diterima')}</Typography>
              <DataTable label="kilau.kirim.tidak_diterima" columns={MISSING_COLUMNS} rows={s.tidak_diterima} rowKey="kode_barcode" />
            </>
          )}
          {s.beda_berat.length > 0 && (
            <>
              <Typography variant="subtitle2">{translate('kilau.kirim.beda_berat')}</Typography>
              <DataTable label="kilau.kirim.beda_berat" columns={WEIGHT_COLUMNS} rows={s.beda_berat} rowKey="kode_barcode" />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
