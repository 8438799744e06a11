// /kirim-barang (a branch sends to head office) and /kirim-barang-kecabang (head office sends to a branch):
// scan the items, choose the destination shop, Kirim. The items leave the sender's trays in one document
// (no_kirim) and stay in transit until the other shop receives them on /terima-barang.
import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { KIRIM_MESSAGES } from '../../../domain/kirim-barang';
import { ItemScanScreen } from '../../engine/widgets/ItemScanScreen';
import { ActionButton, NoteField } from '../../engine/widgets/ScreenCard';
import { expectedOf, useScannedItems } from '../../engine/widgets/useScannedItems';
import { printTransfer } from './print';
import type { Transfer } from './surat-jalan';

interface Toko {
  kode_toko: string;
  nama_toko: string;
  level: 'PUSAT' | 'CABANG';
}

function KirimBarangScreen({ ke }: { ke: 'PUSAT' | 'CABANG' }) {
  const translate = useTranslate();
  const scan = useScannedItems();
  const submit = useSubmit({ invalidate: ['barang', 'kirim-barang'] });
  const [picked, setPicked] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [sent, setSent] = useState<Transfer>();

  const shops = useApiQuery<{ data: Toko[]; asal: Toko }>('kirim-barang/toko-tujuan', { ke }, { failure: 'kilau.barang.load_failed' });
  const tokos = shops.data?.data ?? [];
  const asal = shops.data?.asal;
  // A branch sends to head office: the only head-office shop is chosen for it.
  const tujuan = picked || (ke === 'PUSAT' && tokos.length === 1 ? tokos[0].kode_toko : '');

  const save = () =>
    submit.call<{ message: string; data: Transfer }>(
      {
        method: 'POST',
        path: ke === 'PUSAT' ? 'kirim-barang' : 'kirim-barang/kecabang',
        body: { kode_toko_tujuan: tujuan, keterangan, items: expectedOf(scan.items) },
      },
      {
        check: () => (!scan.items.length ? ITEM_MESSAGES.itemsRequired : !tujuan && KIRIM_MESSAGES.destinationRequired),
        success: (res) => `${res.message}: ${res.data.no_kirim}`,
        after: (res) => {
          setSent(res.data);
          scan.clear();
          setKeterangan('');
        },
      },
    );

  const shopFields = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField size="small" label={translate('kilau.kirim.toko_asal')} value={asal ? `${asal.kode_toko} - ${asal.nama_toko}` : ''} disabled sx={{ minWidth: 240 }} />
      <TextField select size="small" label={translate('kilau.kirim.toko_tujuan')} value={tujuan} onChange={(e) => setPicked(e.target.value)} disabled={submit.busy} sx={{ minWidth: 240 }}>
        {tokos.map((t) => (
          <MenuItem key={t.kode_toko} value={t.kode_toko}>
            {t.kode_toko} - {t.nama_toko}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );

  return (
    <ItemScanScreen title={ke === 'PUSAT' ? 'kilau.kirim.kirim_title' : 'kilau.kirim.kecabang_title'} scan={scan} busy={submit.busy} top={shopFields}>
      <NoteField label="kilau.barang.keterangan" value={keterangan} onChange={setKeterangan} />
      <ActionButton label="kilau.kirim.kirim_save" icon={<LocalShippingIcon />} onClick={save} disabled={submit.busy} />
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
    </ItemScanScreen>
  );
}

export default function KirimBarang() {
  return <KirimBarangScreen ke="PUSAT" />;
}

export function KirimBarangKeCabang() {
  return <KirimBarangScreen ke="CABANG" />;
}
