// /kirim-barang-external: publish items in stock to the shop's online store with a web price and description.
// /update-barang-external: change the price or description of a published item, or withdraw it.
// The server writes each change to an outbox the store integration picks up (server/routes/kirim-barang.ts).
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import SaveIcon from '@mui/icons-material/Save';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { formatCell } from '../../domain/format';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { EXTERNAL_MESSAGES } from '../../domain/kirim-barang';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { useScannedItems } from './inventory/useScannedItems';

type WebInput = Record<string, { harga_web: string; deskripsi: string }>;
const validPrice = (v: string) => /^\d+$/.test(v.trim()) && Number(v) > 0;

export default function KirimBarangExternal() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const scan = useScannedItems();
  const [web, setWeb] = useState<WebInput>({});
  const { busy, run } = useSubmit('kilau.barang.save_failed');

  const valueOf = (code: string, harga: number) => web[code] ?? { harga_web: String(harga || ''), deskripsi: '' };
  const set = (code: string, harga: number, patch: Partial<WebInput[string]>) => setWeb((w) => ({ ...w, [code]: { ...valueOf(code, harga), ...patch } }));

  const save = async () => {
    if (!scan.items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    const items = scan.items.map((i) => ({ kode_barcode: i.kode_barcode, ...valueOf(i.kode_barcode, i.harga_total) }));
    if (items.some((i) => !validPrice(i.harga_web))) return failure(new Error(), EXTERNAL_MESSAGES.priceInvalid);
    await run(
      () =>
        api.post<{ message: string }>('barang-external/kirim', {
          items: items.map((i) => ({ ...i, harga_web: Number(i.harga_web) })),
        }),
      {
        after: () => {
          scan.clear();
          setWeb({});
        },
      },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.kirim.external_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <BarcodeInput onScan={scan.add} disabled={busy} />
            <ItemTable
              items={scan.items}
              onRemove={scan.remove}
              extra={{
                heading: translate('kilau.kirim.web'),
                cell: (i) => {
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
              }}
            />
            <Box>
              <Button variant="contained" startIcon={<PublicIcon />} onClick={save} disabled={busy}>
                {translate('kilau.kirim.publish')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
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
  const failure = useFailureToast();
  const [rows, setRows] = useState<WebItem[]>([]);
  const [edit, setEdit] = useState<Record<string, { harga_web: string; deskripsi: string }>>({});
  const { busy, run } = useSubmit('kilau.barang.save_failed');

  const load = useCallback(() => {
    api
      .get<{ data: WebItem[] }>('barang-external', { status: 'PUBLISHED' })
      .then((r) => {
        setRows(r.data);
        setEdit(Object.fromEntries(r.data.map((i) => [i.kode_barcode, { harga_web: String(i.harga_web), deskripsi: i.deskripsi }])));
      })
      .catch((error) => failure(error, 'kilau.barang.load_failed'));
  }, [failure]);
  useEffect(load, [load]);

  const act = async (code: string, aksi: 'UPDATE' | 'WITHDRAW') => {
    const v = edit[code];
    if (aksi === 'UPDATE' && !validPrice(v.harga_web)) return failure(new Error(), EXTERNAL_MESSAGES.priceInvalid);
    await run(
      () =>
        api.put<{ message: string }>('barang-external/update', {
          kode_barcode: code,
          aksi,
          ...(aksi === 'UPDATE' ? { harga_web: Number(v.harga_web), deskripsi: v.deskripsi } : {}),
        }),
      { after: () => load() },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.kirim.update_external_title')} />
      <Card>
        <CardContent>
          {rows.length ? (
            <TableContainer>
              <Table size="small" aria-label={translate('kilau.kirim.web_table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.barang.fields.kode_barcode')}</TableCell>
                    <TableCell>{translate('resources.barang.fields.nama_barang')}</TableCell>
                    <TableCell align="right">{translate('resources.barang.fields.berat')}</TableCell>
                    <TableCell>{translate('kilau.kirim.status_barang')}</TableCell>
                    <TableCell>{translate('kilau.kirim.harga_web')}</TableCell>
                    <TableCell>{translate('kilau.kirim.deskripsi')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((i) => {
                    const v = edit[i.kode_barcode] ?? { harga_web: '', deskripsi: '' };
                    const change = (patch: Partial<typeof v>) => setEdit((e) => ({ ...e, [i.kode_barcode]: { ...v, ...patch } }));
                    return (
                      <TableRow key={i.kode_barcode}>
                        <TableCell>{i.kode_barcode}</TableCell>
                        <TableCell>{i.nama_barang}</TableCell>
                        <TableCell align="right">{formatCell(i.berat, 'weight3')}</TableCell>
                        <TableCell>{i.status_barang}</TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            value={v.harga_web}
                            error={!validPrice(v.harga_web)}
                            onChange={(e) => change({ harga_web: e.target.value.replace(/\D/g, '') })}
                            slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('kilau.kirim.harga_web_of', { code: i.kode_barcode }) } }}
                            sx={{ width: 150 }}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField size="small" value={v.deskripsi} onChange={(e) => change({ deskripsi: e.target.value })} sx={{ minWidth: 200 }} />
                        </TableCell>
                        <TableCell>
                          <Stack direction="row" spacing={1}>
                            <Button size="small" startIcon={<SaveIcon />} onClick={() => void act(i.kode_barcode, 'UPDATE')} disabled={busy}>
                              {translate('kilau.kirim.save')}
                            </Button>
                            <Button size="small" color="error" startIcon={<PublicOffIcon />} onClick={() => void act(i.kode_barcode, 'WITHDRAW')} disabled={busy}>
                              {translate('kilau.kirim.withdraw')}
                            </Button>
                          </Stack>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          ) : (
            <Typography color="text.secondary">{translate('kilau.kirim.web_empty')}</Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
