// /terima-barang: the transfers addressed to the user's shop not yet received; choose one, scan what arrived
// (re-weigh when needed), choose the tray, Terima. What was sent and did not arrive stays in transit and is
// shown, with weight differences, as the difference of the receipt.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { formatCell } from '../../domain/format';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { KIRIM_MESSAGES, parseBerat, type KirimDetail, type Selisih } from '../../domain/kirim-barang';
import { weightMg } from '../../domain/units';
import { BarcodeInput } from './inventory/BarcodeInput';
import { TrayPicker, type TrayValue } from './inventory/TrayPicker';

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

const w = (n: number) => formatCell(n, 'weight3');

export default function TerimaBarang() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const [pending, setPending] = useState<Pending[]>([]);
  const [transfer, setTransfer] = useState<Transfer>();
  const [received, setReceived] = useState<Received>({});
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [result, setResult] = useState<Transfer & { selisih: Selisih }>();

  const loadPending = useCallback(() => {
    api
      .get<{ data: Pending[] }>('kirim-barang/unreceive/list-no-kirim')
      .then((r) => setPending(r.data))
      .catch((error) => failure(error, 'kilau.barang.load_failed'));
  }, [failure]);
  useEffect(loadPending, [loadPending]);

  const open = async (noKirim: string) => {
    try {
      const r = await api.get<{ data: Transfer }>('kirimbarang/get/nokirim', { no_kirim: noKirim });
      setTransfer(r.data);
      setReceived({});
      setResult(undefined);
    } catch (error) {
      failure(error, 'kilau.barang.load_failed');
    }
  };

  const onScan = async (code: string): Promise<boolean> => {
    const barcode = code.trim().toUpperCase();
    const item = transfer?.items.find((i) => i.kode_barcode === barcode);
    if (!item) {
      failure(new Error(), KIRIM_MESSAGES.notInTransfer);
      return false;
    }
    if (barcode in received) {
      failure(new Error(), ITEM_MESSAGES.barcodeInTable);
      return false;
    }
    setReceived((r) => ({ ...r, [barcode]: String(item.berat_kirim) }));
    return true;
  };

  const toggle = (item: KirimDetail, on: boolean) =>
    setReceived((r) => {
      const next = { ...r };
      if (on) next[item.kode_barcode] = String(item.berat_kirim);
      else delete next[item.kode_barcode];
      return next;
    });

  const save = async () => {
    if (!transfer) return;
    const codes = Object.keys(received);
    if (!codes.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    if (!tray.kode_baki) return failure(new Error(), ITEM_MESSAGES.trayRequired);
    if (codes.some((c) => parseBerat(received[c]) === undefined)) return failure(new Error(), KIRIM_MESSAGES.weightInvalid);
    await run(
      () =>
        api.post<{ message: string; data: Transfer & { selisih: Selisih } }>('kirim-barang/terima', {
          no_kirim: transfer.no_kirim,
          kode_gudang: tray.kode_gudang,
          kode_baki: tray.kode_baki,
          items: codes.map((kode_barcode) => ({ kode_barcode, berat_terima: parseBerat(received[kode_barcode]) })),
        }),
      {
        success: (res) => `${res.message}: ${res.data.no_kirim}`,
        after: (res) => {
          setResult(res.data);
          setTransfer(undefined);
          setReceived({});
        },
      },
    );
    // Received or refused (perhaps by another receipt meanwhile): the list shows what is still pending.
    loadPending();
  };

  const sentMg = transfer?.items.reduce((s, i) => s + weightMg(i.berat_kirim), 0) ?? 0;
  const gotMg = Object.values(received).reduce((s, v) => s + weightMg(parseBerat(v) ?? 0), 0);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.kirim.terima_title')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              {translate('kilau.kirim.pending')}
            </Typography>
            {pending.length ? (
              <TableContainer>
                <Table size="small" aria-label={translate('kilau.kirim.pending')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('kilau.kirim.no_kirim')}</TableCell>
                      <TableCell>{translate('kilau.kirim.tgl_kirim')}</TableCell>
                      <TableCell>{translate('kilau.kirim.toko_asal')}</TableCell>
                      <TableCell>{translate('kilau.kirim.kirim_by')}</TableCell>
                      <TableCell align="right">{translate('resources.barang.fields.qty')}</TableCell>
                      <TableCell align="right">{translate('resources.barang.fields.berat')}</TableCell>
                      <TableCell>{translate('kilau.barang.keterangan')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {pending.map((p) => (
                      <TableRow
                        key={p.no_kirim}
                        hover
                        selected={transfer?.no_kirim === p.no_kirim}
                        onClick={() => void open(p.no_kirim)}
                        sx={{ cursor: 'pointer' }}
                      >
                        <TableCell>{p.no_kirim}</TableCell>
                        <TableCell>{p.tgl_kirim}</TableCell>
                        <TableCell>
                          {p.kode_toko_asal} - {p.nama_toko_asal}
                        </TableCell>
                        <TableCell>{p.kirim_by}</TableCell>
                        <TableCell align="right">{p.qty}</TableCell>
                        <TableCell align="right">{w(p.berat)}</TableCell>
                        <TableCell>{p.keterangan}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            ) : (
              <Typography color="text.secondary">{translate('kilau.kirim.pending_empty')}</Typography>
            )}
          </CardContent>
        </Card>

        {transfer && (
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="subtitle1">
                  {translate('kilau.kirim.items_of', { no: transfer.no_kirim, asal: transfer.kode_toko_asal })}
                </Typography>
                <BarcodeInput onScan={onScan} disabled={busy} />
                <TableContainer>
                  <Table size="small" aria-label={translate('kilau.kirim.items')}>
                    <TableHead>
                      <TableRow>
                        <TableCell padding="checkbox">{translate('kilau.kirim.diterima')}</TableCell>
                        <TableCell>{translate('resources.barang.fields.kode_barcode')}</TableCell>
                        <TableCell>{translate('resources.barang.fields.nama_barang')}</TableCell>
                        <TableCell align="right">{translate('resources.barang.fields.qty')}</TableCell>
                        <TableCell align="right">{translate('kilau.kirim.berat_kirim')}</TableCell>
                        <TableCell>{translate('kilau.kirim.berat_terima')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {transfer.items.map((i) => {
                        const on = i.kode_barcode in received;
                        return (
                          <TableRow key={i.kode_barcode} selected={on}>
                            <TableCell padding="checkbox">
                              <Checkbox
                                checked={on}
                                onChange={(e) => toggle(i, e.target.checked)}
                                slotProps={{ input: { 'aria-label': translate('kilau.kirim.diterima_of', { code: i.kode_barcode }) } }}
                              />
                            </TableCell>
                            <TableCell>{i.kode_barcode}</TableCell>
                            <TableCell>{i.nama_barang}</TableCell>
                            <TableCell align="right">{i.qty}</TableCell>
                            <TableCell align="right">{w(i.berat_kirim)}</TableCell>
                            <TableCell>
                              {on && (
                                <TextField
                                  size="small"
                                  value={received[i.kode_barcode]}
                                  onChange={(e) => setReceived((r) => ({ ...r, [i.kode_barcode]: e.target.value }))}
                                  error={parseBerat(received[i.kode_barcode]) === undefined}
                                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': translate('kilau.kirim.berat_terima_of', { code: i.kode_barcode }) } }}
                                  sx={{ width: 120 }}
                                />
                              )}
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                    <TableFooter>
                      <TableRow>
                        <TableCell colSpan={3}>{translate('kilau.barang.total')}</TableCell>
                        <TableCell align="right">{transfer.items.reduce((s, i) => s + i.qty, 0)}</TableCell>
                        <TableCell align="right">{w(sentMg / 1000)}</TableCell>
                        <TableCell>{w(gotMg / 1000)}</TableCell>
                      </TableRow>
                    </TableFooter>
                  </Table>
                </TableContainer>
                <TrayPicker prefix="tujuan" value={tray} onChange={setTray} disabled={busy} />
                <Box>
                  <Button variant="contained" startIcon={<MoveToInboxIcon />} onClick={save} disabled={busy}>
                    {translate('kilau.kirim.terima_save')}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        )}

        {result && <SelisihCard result={result} />}
      </Stack>
    </Box>
  );
}

function SelisihCard({ result }: { result: Transfer & { selisih: Selisih } }) {
  const translate = useTranslate();
  const s = result.selisih;
  const clean = !s.tidak_diterima.length && !s.beda_berat.length;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} aria-label={translate('kilau.kirim.selisih_title')} role="region">
          <Typography variant="subtitle1">{translate('kilau.kirim.selisih_title')}</Typography>
          <Table size="small" aria-label={translate('kilau.kirim.ringkasan')}>
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{translate('resources.barang.fields.qty')}</TableCell>
                <TableCell align="right">{translate('resources.barang.fields.berat')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>{translate('kilau.kirim.dikirim')}</TableCell>
                <TableCell align="right">{s.qty_kirim}</TableCell>
                <TableCell align="right">{w(s.berat_kirim)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{translate('kilau.kirim.diterima')}</TableCell>
                <TableCell align="right">{s.qty_terima}</TableCell>
                <TableCell align="right">{w(s.berat_terima)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{translate('kilau.kirim.selisih')}</TableCell>
                <TableCell align="right">{s.qty_terima - s.qty_kirim}</TableCell>
                <TableCell align="right">{w(s.selisih_berat)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {clean && <Alert severity="success">{translate('kilau.kirim.no_difference')}</Alert>}
          {s.tidak_diterima.length > 0 && (
            <>
              <Alert severity="warning">{translate('kilau.kirim.missing_note')}</Alert>
              <Typography variant="subtitle2">{translate('kilau.kirim.tidak_diterima')}</Typography>
              <Table size="small" aria-label={translate('kilau.kirim.tidak_diterima')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.barang.fields.kode_barcode')}</TableCell>
                    <TableCell>{translate('resources.barang.fields.nama_barang')}</TableCell>
                    <TableCell align="right">{translate('resources.barang.fields.qty')}</TableCell>
                    <TableCell align="right">{translate('kilau.kirim.berat_kirim')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.tidak_diterima.map((i) => (
                    <TableRow key={i.kode_barcode}>
                      <TableCell>{i.kode_barcode}</TableCell>
                      <TableCell>{i.nama_barang}</TableCell>
                      <TableCell align="right">{i.qty}</TableCell>
                      <TableCell align="right">{w(i.berat_kirim)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
          {s.beda_berat.length > 0 && <Typography variant="subtitle2">{translate('kilau.kirim.beda_berat')}</Typography>}
          {s.beda_berat.length > 0 && (
            <Table size="small" aria-label={translate('kilau.kirim.beda_berat')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.barang.fields.kode_barcode')}</TableCell>
                  <TableCell>{translate('resources.barang.fields.nama_barang')}</TableCell>
                  <TableCell align="right">{translate('kilau.kirim.berat_kirim')}</TableCell>
                  <TableCell align="right">{translate('kilau.kirim.berat_terima')}</TableCell>
                  <TableCell align="right">{translate('kilau.kirim.selisih')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.beda_berat.map((i) => (
                  <TableRow key={i.kode_barcode}>
                    <TableCell>{i.kode_barcode}</TableCell>
                    <TableCell>{i.nama_barang}</TableCell>
                    <TableCell align="right">{w(i.berat_kirim)}</TableCell>
                    <TableCell align="right">{w(i.berat_terima)}</TableCell>
                    <TableCell align="right">{w(i.selisih)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
