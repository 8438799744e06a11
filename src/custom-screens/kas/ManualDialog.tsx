// A manual income or expense of one akun (the till or a bank account), in a modal: a kategori of the master Kode
// Transaksi of that direction (MASUK or KELUAR), the reason, the amount with the money mask. Checked with the rule the
// server applies (domain/kas.ts manualProblems) before it is sent.
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { MONEY, parseUnit } from '../../../domain/units';
import { manualProblems } from '../../../domain/kas';
import { k, SaveActions } from './parts';
import { useCashForm } from './useCashForm';

interface KodeTransaksi {
  kode_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: 'MASUK' | 'KELUAR';
}

interface Props {
  akun: string;
  arah: 'MASUK' | 'KELUAR';
  onClose: () => void;
}

export function ManualDialog({ akun, arah, onClose }: Props) {
  const translate = useTranslate();
  const kategoris = (useApiQuery<{ data: KodeTransaksi[] }>('paratransaksi/get/all').data?.data ?? []).filter((x) => x.jenis_transaksi === arah);
  const { form, text, money, send, busy } = useCashForm({ kategori: '', keterangan: '', jumlah: '' }, { invalidate: ['cash'] });

  const save = () => {
    const read = parseUnit(form.jumlah, MONEY);
    const body = { akun, kategori: form.kategori, keterangan: form.keterangan.trim(), jumlah: read.ok ? read.value : 0 };
    return send('cash', body, manualProblems(body), onClose);
  };
  const title = k(arah === 'MASUK' ? 'pemasukan' : 'pengeluaran');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="kas-manual-title">
      <DialogTitle id="kas-manual-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text('kategori', 'kategori', {
            select: true,
            autoFocus: true,
            children: kategoris.map((x) => (
              <MenuItem key={x.kode_transaksi} value={x.kode_transaksi}>
                {x.kode_transaksi} - {x.nama_transaksi}
              </MenuItem>
            )),
          })}
          {text('keterangan', 'keterangan', { slotProps: { htmlInput: { maxLength: 200 } } })}
          {money('jumlah', () => void save())}
        </Stack>
      </DialogContent>
      <SaveActions onClose={onClose} onSave={() => void save()} busy={busy} />
    </Dialog>
  );
}
