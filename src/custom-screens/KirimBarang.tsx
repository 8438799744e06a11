// /kirim-barang (a branch sends to head office) and /kirim-barang-kecabang (head office sends to a branch):
// scan the items, choose the destination shop, Kirim. The items leave the sender's trays in one document
// (no_kirim) and stay in transit until the other shop receives them on /terima-barang.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useSubmit } from '../engine/useSubmit';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { KIRIM_MESSAGES } from '../../domain/kirim-barang';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { expectedOf, useScannedItems } from './inventory/useScannedItems';
import { printTransfer } from './kirim-barang/print';
import type { Transfer } from './kirim-barang/surat-jalan';

interface Toko {
  kode_toko: string;
  nama_toko: string;
  level: 'PUSAT' | 'CABANG';
}

function KirimBarangScreen({ ke }: { ke: 'PUSAT' | 'CABANG' }) {
  const translate = useTranslate();
  const failure = useFailureToast();
  const scan = useScannedItems();
  const [tokos, setTokos] = useState<Toko[]>([]);
  const [asal, setAsal] = useState<Toko>();
  const [tujuan, setTujuan] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const { busy, run } = useSubmit('kilau.barang.save_failed');
  const [sent, setSent] = useState<Transfer>();

  useEffect(() => {
    api
      .get<{ data: Toko[]; asal: Toko }>('kirim-barang/toko-tujuan', { ke })
      .then((r) => {
        setTokos(r.data);
        setAsal(r.asal);
        if (ke === 'PUSAT' && r.data.length === 1) setTujuan(r.data[0].kode_toko);
      })
      .catch((error) => failure(error, 'kilau.barang.load_failed'));
  }, [ke, failure]);

  const save = async () => {
    if (!scan.items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    if (!tujuan) return failure(new Error(), KIRIM_MESSAGES.destinationRequired);
    await run(
      () =>
        api.post<{ message: string; data: Transfer }>(ke === 'PUSAT' ? 'kirim-barang' : 'kirim-barang/kecabang', {
          kode_toko_tujuan: tujuan,
          keterangan,
          items: expectedOf(scan.items),
        }),
      {
        success: (res) => `${res.message}: ${res.data.no_kirim}`,
        after: (res) => {
          setSent(res.data);
          scan.clear();
          setKeterangan('');
        },
      },
    );
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(ke === 'PUSAT' ? 'kilau.kirim.kirim_title' : 'kilau.kirim.kecabang_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField size="small" label={translate('kilau.kirim.toko_asal')} value={asal ? `${asal.kode_toko} - ${asal.nama_toko}` : ''} disabled sx={{ minWidth: 240 }} />
              <TextField
                select
                size="small"
                label={translate('kilau.kirim.toko_tujuan')}
                value={tujuan}
                onChange={(e) => setTujuan(e.target.value)}
                disabled={busy}
                sx={{ minWidth: 240 }}
              >
                {tokos.map((t) => (
                  <MenuItem key={t.kode_toko} value={t.kode_toko}>
                    {t.kode_toko} - {t.nama_toko}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <BarcodeInput onScan={scan.add} disabled={busy} />
            <ItemTable items={scan.items} onRemove={scan.remove} />
            <TextField label={translate('kilau.barang.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} size="small" sx={{ maxWidth: 480 }} />
            <Box>
              <Button variant="contained" startIcon={<LocalShippingIcon />} onClick={save} disabled={busy}>
                {translate('kilau.kirim.kirim_save')}
              </Button>
            </Box>
            {sent && (
              <Alert
                severity="success"
                action={
                  <Button color="inherit" size="small" startIcon={<PrintIcon />} onClick={() => void printTransfer(sent, translate)}>
                    {translate('kilau.kirim.surat_jalan')}
                  </Button>
                }
              >
                <Typography variant="body2">{translate('kilau.kirim.sent', { no: sent.no_kirim, tujuan: sent.kode_toko_tujuan })}</Typography>
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export default function KirimBarang() {
  return <KirimBarangScreen ke="PUSAT" />;
}

export function KirimBarangKeCabang() {
  return <KirimBarangScreen ke="CABANG" />;
}
