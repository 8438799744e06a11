// /kirim-barang-kembali: the transfers of the user's shop with items still in transit (never received, or left out
// of a partial receipt). One opened shows each item's state; Kembalikan Ke Stock (with a reason, confirmed Ya / Tidak)
// puts the items in transit back on the trays they left. A transfer nothing of which was received becomes BATAL.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { Title, useTranslate } from 'react-admin';
import { YaTidak } from '../engine/shared/YaTidak';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { formatCell } from '../../domain/format';
import type { KirimDetail, KirimStatus } from '../../domain/kirim-barang';

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

const w = (n: number) => formatCell(n, 'weight3');
const stateKey = (d: KirimDetail) => (d.diterima ? 'state_diterima' : d.dikembalikan ? 'state_dikembalikan' : 'state_perjalanan');

export default function KembaliBarangKiriman() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { busy, run } = useSubmit();
  const [list, setList] = useState<InTransit[]>([]);
  const [open, setOpen] = useState<Transfer>();
  const [alasan, setAlasan] = useState('');
  const [asking, setAsking] = useState(false);

  const load = useCallback(
    () =>
      api
        .get<{ data: InTransit[] }>('kirim-barang/dalam-perjalanan')
        .then((r) => setList(r.data))
        .catch((e) => failure(e, 'kilau.barang.load_failed')),
    [failure],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const show = async (no: string) => {
    setAlasan('');
    try {
      setOpen((await api.get<{ data: Transfer }>('kirimbarang/get/nokirim', { no_kirim: no })).data);
    } catch (e) {
      failure(e, 'kilau.barang.load_failed');
    }
  };
  const giveBack = async () => {
    if (!open) return;
    await run(() => api.post<{ message: string }>('kirim-barang/kembali', { no_kirim: open.no_kirim, alasan }), {
      after: () => {
        // Closed in the same render that clears the transfer: the question keeps the values it was asked with.
        setAsking(false);
        setOpen(undefined);
        return load();
      },
    });
    setAsking(false);
  };

  const inTransit = open?.items.filter((d) => !d.diterima && !d.dikembalikan) ?? [];
  const k = (key: string) => translate(`kilau.kirim.${key}`);
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
            {/* Scrolls sideways on a phone instead of squeezing the columns. */}
            <TableContainer>
              <Table size="small" aria-label={k('dalam_perjalanan')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{k('no_kirim')}</TableCell>
                    <TableCell>{k('tgl_kirim')}</TableCell>
                    <TableCell>{k('toko_tujuan')}</TableCell>
                    <TableCell>{k('status')}</TableCell>
                    <TableCell align="right">{translate('resources.barang.fields.qty')}</TableCell>
                    <TableCell align="right">{translate('resources.barang.fields.berat')}</TableCell>
                    <TableCell>{k('kirim_by')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((t) => (
                    <TableRow key={t.no_kirim} hover selected={open?.no_kirim === t.no_kirim} onClick={() => void show(t.no_kirim)} sx={{ cursor: 'pointer' }}>
                      <TableCell>{t.no_kirim}</TableCell>
                      <TableCell>{t.tgl_kirim}</TableCell>
                      <TableCell>
                        {t.kode_toko_tujuan} - {t.nama_toko_tujuan}
                      </TableCell>
                      <TableCell>{k(`status_${t.status}`)}</TableCell>
                      <TableCell align="right">{t.qty}</TableCell>
                      <TableCell align="right">{w(t.berat)}</TableCell>
                      <TableCell>{t.kirim_by}</TableCell>
                    </TableRow>
                  ))}
                  {!list.length && (
                    <TableRow>
                      <TableCell colSpan={7}>{k('dalam_perjalanan_empty')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          </CardContent>
        </Card>
        {open && (
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="subtitle1">{translate('kilau.kirim.items_kembali', { no: open.no_kirim, tujuan: open.kode_toko_tujuan })}</Typography>
                <TableContainer>
                  <Table size="small" aria-label={k('items')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('resources.barang.fields.kode_barcode')}</TableCell>
                        <TableCell>{translate('resources.barang.fields.nama_barang')}</TableCell>
                        <TableCell align="right">{k('berat_kirim')}</TableCell>
                        <TableCell>{k('status')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {open.items.map((d) => (
                        <TableRow key={d.kode_barcode}>
                          <TableCell>{d.kode_barcode}</TableCell>
                          <TableCell>{d.nama_barang}</TableCell>
                          <TableCell align="right">{w(d.berat_kirim)}</TableCell>
                          <TableCell>{k(stateKey(d))}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <TextField size="small" label={k('alasan')} value={alasan} onChange={(e) => setAlasan(e.target.value)} sx={{ maxWidth: 480 }} />
                <Box>
                  <Button
                    variant="contained"
                    color="warning"
                    startIcon={<UndoIcon />}
                    onClick={() => setAsking(true)}
                    disabled={busy || !inTransit.length}
                  >
                    {k('kembali')}
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
        title="kilau.kirim.kembali_title"
        content="kilau.kirim.kembali_confirm"
        translateOptions={{ count: inTransit.length, no: open?.no_kirim ?? '' }}
        onClose={() => setAsking(false)}
        onConfirm={giveBack}
      />
    </Box>
  );
}
