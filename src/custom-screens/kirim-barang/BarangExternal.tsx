// /kirim-barang-external: publish items in stock to the shop's online store with a web price and description.
// /update-barang-external: change the price or description of a published item, or withdraw it.
// The server writes each change to an outbox the store integration picks up (server/routes/kirim-barang.ts).
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import SaveIcon from '@mui/icons-material/Save';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, EmptyText, type Column } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { EXTERNAL_MESSAGES } from '../../../domain/kirim-barang';
import { ItemScanScreen } from '../../engine/widgets/ItemScanScreen';
import { ActionButton } from '../../engine/widgets/ScreenCard';
import { useScannedItems, type ScannedItem } from '../../engine/widgets/useScannedItems';

interface WebValue {
  harga_web: string;
  deskripsi: string;
}
type WebInput = Record<string, WebValue>;
const validPrice = (v: string) => /^\d+$/.test(v.trim()) && Number(v) > 0;

export default function KirimBarangExternal() {
  const translate = useTranslate();
  const scan = useScannedItems();
  const [web, setWeb] = useState<WebInput>({});
  const submit = useSubmit({ invalidate: ['barang-external'] });

  const valueOf = (code: string, harga: number) => web[code] ?? { harga_web: String(harga || ''), deskripsi: '' };
  const set = (code: string, harga: number, patch: Partial<WebValue>) => setWeb((w) => ({ ...w, [code]: { ...valueOf(code, harga), ...patch } }));

  const save = () => {
    const items = scan.items.map((i) => ({ kode_barcode: i.kode_barcode, ...valueOf(i.kode_barcode, i.harga_total) }));
    return submit.call(
      { method: 'POST', path: 'barang-external/kirim', body: { items: items.map((i) => ({ ...i, harga_web: Number(i.harga_web) })) } },
      {
        check: () => (!items.length ? ITEM_MESSAGES.itemsRequired : items.some((i) => !validPrice(i.harga_web)) && EXTERNAL_MESSAGES.priceInvalid),
        after: () => {
          scan.clear();
          setWeb({});
        },
      },
    );
  };

  const webColumn: Column<ScannedItem> = {
    field: 'web',
    label: 'kilau.kirim.web',
    render: (i) => {
      const v = valueOf(i.kode_barcode, i.harga_total);
      return (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={translate('kilau.kirim.harga_web')}
            value={v.harga_web}
            error={!validPrice(v.harga_web)}
            onChange={(e) => set(i.kode_barcode, i.harga_total, { harga_web: e.target.value.replace(/\D/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('kilau.kirim.harga_web_of', { code: i.kode_barcode }) } }}
            sx={{ width: 150 }}
          />
          <TextField
            size="small"
            label={translate('kilau.kirim.deskripsi')}
            value={v.deskripsi}
            onChange={(e) => set(i.kode_barcode, i.harga_total, { deskripsi: e.target.value })}
            sx={{ minWidth: 220 }}
          />
        </Stack>
      );
    },
  };

  return (
    <ItemScanScreen title="kilau.kirim.external_title" scan={scan} busy={submit.busy} extra={webColumn}>
      <ActionButton label="kilau.kirim.publish" icon={<PublicIcon />} onClick={save} disabled={submit.busy} />
    </ItemScanScreen>
  );
}

interface WebItem {
  kode_barcode: string;
  nama_barang: string;
  berat: number;
  harga_web: number;
  deskripsi: string;
  status_barang: string;
  updated_by: string;
}

export function UpdateBarangExternal() {
  const translate = useTranslate();
  const published = useApiQuery<{ data: WebItem[] }>('barang-external', { status: 'PUBLISHED' }, { failure: 'kilau.barang.load_failed' });
  /** What the user typed per item; an item without an entry shows the server's values. */
  const [edit, setEdit] = useState<WebInput>({});
  const submit = useSubmit();
  const rows = published.data?.data;

  const valueOf = (i: WebItem): WebValue => edit[i.kode_barcode] ?? { harga_web: String(i.harga_web), deskripsi: i.deskripsi };
  const change = (i: WebItem, patch: Partial<WebValue>) => setEdit((e) => ({ ...e, [i.kode_barcode]: { ...valueOf(i), ...patch } }));

  const act = (i: WebItem, aksi: 'UPDATE' | 'WITHDRAW') => {
    const v = valueOf(i);
    return submit.call(
      {
        method: 'PUT',
        path: 'barang-external/update',
        body: { kode_barcode: i.kode_barcode, aksi, ...(aksi === 'UPDATE' ? { harga_web: Number(v.harga_web), deskripsi: v.deskripsi } : {}) },
      },
      {
        check: () => aksi === 'UPDATE' && !validPrice(v.harga_web) && EXTERNAL_MESSAGES.priceInvalid,
        // The list is read again; the item then shows what the server holds.
        after: async () => {
          await published.refetch();
          setEdit((e) => {
            const next = { ...e };
            delete next[i.kode_barcode];
            return next;
          });
        },
      },
    );
  };

  const columns: Column<WebItem>[] = [
    { field: 'kode_barcode', label: 'resources.barang.fields.kode_barcode', kind: 'code' },
    { field: 'nama_barang', label: 'resources.barang.fields.nama_barang', kind: 'text' },
    { field: 'berat', label: 'resources.barang.fields.berat', kind: 'weight' },
    { field: 'status_barang', label: 'kilau.kirim.status_barang', kind: 'select' },
    {
      field: 'harga_web',
      label: 'kilau.kirim.harga_web',
      align: 'left',
      render: (i) => {
        const v = valueOf(i);
        return (
          <TextField
            size="small"
            value={v.harga_web}
            error={!validPrice(v.harga_web)}
            onChange={(e) => change(i, { harga_web: e.target.value.replace(/\D/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('kilau.kirim.harga_web_of', { code: i.kode_barcode }) } }}
            sx={{ width: 150 }}
          />
        );
      },
    },
    {
      field: 'deskripsi',
      label: 'kilau.kirim.deskripsi',
      render: (i) => <TextField size="small" value={valueOf(i).deskripsi} onChange={(e) => change(i, { deskripsi: e.target.value })} sx={{ minWidth: 200 }} />,
    },
  ];

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.kirim.update_external_title')} />
      <Card>
        <CardContent>
          {/* No table at all while nothing is published: the empty text alone. */}
          {rows && !rows.length ? (
            <EmptyText text="kilau.kirim.web_empty" />
          ) : (
            <DataTable
              label="kilau.kirim.web_table"
              columns={columns}
              rows={rows}
              rowKey="kode_barcode"
              loading={published.isFetching}
              actions={(i) => (
                <Stack direction="row" spacing={1}>
                  <Button size="small" startIcon={<SaveIcon />} onClick={() => void act(i, 'UPDATE')} disabled={submit.busy}>
                    {translate('kilau.kirim.save')}
                  </Button>
                  <Button size="small" color="error" startIcon={<PublicOffIcon />} onClick={() => void act(i, 'WITHDRAW')} disabled={submit.busy}>
                    {translate('kilau.kirim.withdraw')}
                  </Button>
                </Stack>
              )}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
