// /closing-barang-po: pieces in stock bound to their PO's order (POST pre-order/closing). The PO is chosen from the
// pre-orders still waiting for pieces, or typed; then each barcode scanned (a scanner or the keyboard, and Enter) is
// saved at once to that PO, so a supplier's batch for one PO is one scan a piece. A refusal ('Barcode Sudah Terdaftar
// Sebagai Pre Order' ...) stays shown under the field, which is emptied and keeps the focus for the next scan. The
// pieces closed here are listed with how far their order is.
import { useState } from 'react';
import { Alert, Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery, useDebounced, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { ScreenCard } from '../../engine/widgets/ScreenCard';
import { k, type BoundPiece, type PreOrderPage, type PreOrderRow } from './parts';

interface Closed extends BoundPiece {
  jumlah_barang: number;
  barang_datang: number;
  selesai: boolean;
}

const COLUMNS: Column<Closed>[] = [
  { field: 'kode_barcode', label: k('columns.kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: k('columns.nama_barang'), kind: 'text' },
  { field: 'kode_group', label: k('columns.kode_group'), kind: 'code' },
  { field: 'berat', label: k('columns.berat'), kind: 'weight', total: true },
  { field: 'no_po', label: k('columns.no_po'), kind: 'code' },
  { field: 'no_pesanan', label: k('columns.no_pesanan'), kind: 'code' },
  { field: 'progress', label: k('columns.barang_datang'), value: (r) => `${r.barang_datang} / ${r.jumlah_barang}` },
];

/** The PO as the server reads it: trimmed, in capitals. */
const poOf = (text: string) => text.trim().toUpperCase();

export default function ClosingBarangPo() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['pre-order', 'barang'] });
  const [po, setPo] = useState('');
  const [refused, setRefused] = useState<string>();
  const [closed, setClosed] = useState<Closed[]>([]);
  const waiting = useApiQuery<PreOrderPage>('pre-order', { status: 'open', limit: 500 }).data?.preorders ?? [];
  // The PO typed or chosen, as the server knows it (read again after each closing): its order and how far it is.
  const typed = useDebounced(poOf(po));
  const lookup = useApiQuery<{ data: { pre_order: PreOrderRow | null } }>(typed ? `pre-order/po/${encodeURIComponent(typed)}` : null, undefined, { keepPrevious: true });
  const found = lookup.isPlaceholderData ? undefined : lookup.data?.data;
  const chosen = found?.pre_order;

  const close = async (kode_barcode: string) => {
    setRefused(undefined);
    await submit.call<{ message: string; data: Closed }>(
      { method: 'POST', path: 'pre-order/closing', body: { kode_barcode, no_po: poOf(po) } },
      {
        check: () => !poOf(po) && k('po_required'),
        success: (res) => `${res.message}: ${res.data.kode_barcode}`,
        after: (res) => setClosed((list) => [res.data, ...list]),
        failed: (error) => {
          setRefused(`${kode_barcode}: ${(error as Error).message}`);
          return false; // the toast too
        },
      },
    );
  };

  return (
    <ScreenCard title={k('closing_title')}>
      <Typography variant="body2" color="text.secondary">
        {translate(k('scan_hint'))}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Autocomplete
          freeSolo
          options={waiting.map((r) => r.no_po)}
          inputValue={po}
          onInputChange={(_, value) => setPo(value.toUpperCase())}
          disabled={submit.busy}
          sx={{ minWidth: 260 }}
          renderOption={(props, option) => {
            const r = waiting.find((w) => w.no_po === option);
            return (
              <li {...props} key={option}>
                {option} - {r?.nama_customer} ({r?.barang_datang} / {r?.jumlah_barang})
              </li>
            );
          }}
          renderInput={(params) => <TextField {...params} size="small" label={translate(k('no_po'))} />}
        />
        <BarcodeInput onScan={close} disabled={submit.busy} />
      </Stack>
      {found && !chosen && (
        <Alert severity="warning" data-testid="po-summary">
          {translate(k('po_unknown'))}
        </Alert>
      )}
      {chosen && (
        <Alert severity="info" data-testid="po-summary">
          {translate(k('po_summary'), {
            no_pesanan: chosen.no_pesanan,
            customer: chosen.nama_customer,
            supplier: chosen.nama_supplier || chosen.kode_supplier,
            datang: chosen.barang_datang,
            jumlah: chosen.jumlah_barang,
          })}
        </Alert>
      )}
      {refused && (
        <Alert severity="error" role="alert" data-testid="closing-refused">
          {refused}
        </Alert>
      )}
      <DataTable label={k('closed_list')} columns={COLUMNS} rows={closed} rowKey="kode_barcode" empty={k('closed_empty')} />
    </ScreenCard>
  );
}
