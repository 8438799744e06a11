// A manual income or expense of one akun (the till or a bank account), in a modal: a kategori of the master Kode
// Transaksi of that direction (MASUK or KELUAR), the reason, the amount with the money mask. Checked with the rule the
// server applies (domain/cash.ts manualProblems) before it is sent.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { UnitField } from '../../engine/master/UnitInput';
import { MONEY, parseUnit } from '../../../domain/units';
import { manualProblems } from '../../../domain/cash';
import { fieldErrorsOf } from '../inventory/apiError';
import { k } from './parts';

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
  const submit = useSubmit({ invalidate: ['cash'] });
  const kategoris = (useApiQuery<{ data: KodeTransaksi[] }>('paratransaksi/get/all').data?.data ?? []).filter((x) => x.jenis_transaksi === arah);
  const [kategori, setKategori] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [jumlah, setJumlah] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = () => {
    const read = parseUnit(jumlah, MONEY);
    const body = { akun, kategori, keterangan: keterangan.trim(), jumlah: read.ok ? read.value : 0 };
    const problems = manualProblems(body);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return submit.refuse(problems[0].message);
    }
    return submit.call({ method: 'POST', path: 'cash', body }, { after: onClose, failed: (e) => void setErrors(fieldErrorsOf(e) ?? {}) });
  };
  const title = k(arah === 'MASUK' ? 'pemasukan' : 'pengeluaran');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="kas-manual-title">
      <DialogTitle id="kas-manual-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            autoFocus
            label={translate(k('kategori'))}
            value={kategori}
            onChange={(e) => (setKategori(e.target.value), setErrors({}))}
            error={!!errors.kategori}
            helperText={errors.kategori || undefined}
          >
            {kategoris.map((x) => (
              <MenuItem key={x.kode_transaksi} value={x.kode_transaksi}>
                {x.kode_transaksi} - {x.nama_transaksi}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate(k('keterangan'))}
            value={keterangan}
            onChange={(e) => (setKeterangan(e.target.value), setErrors({}))}
            error={!!errors.keterangan}
            helperText={errors.keterangan || undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <UnitField
            size="small"
            label={translate(k('jumlah'))}
            fieldLabel={translate(k('jumlah'))}
            unit={MONEY}
            value={jumlah}
            onChange={(v) => (setJumlah(v), setErrors({}))}
            serverError={errors.jumlah || undefined}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void save();
              }
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(k('tutup'))}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={submit.busy}>
          {translate(k('simpan'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
