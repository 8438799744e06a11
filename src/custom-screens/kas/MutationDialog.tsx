// The mutation form of /mutasi-uang-bank and /mutasi-uang-cash, in a modal (spec section 2): kategori (master Kode
// Transaksi), asal and tujuan (CASH or BANK; the cash screen starts both at CASH), on a BANK side its bank and then the
// account (rekenings/get-by-kode-bank), enabled only there (spec section 4), keterangan and the amount with the mask
// 'Rp. ' ... ' ,-'. Checked with the rule the server applies (domain/cash.ts mutationProblems), then POST
// cash/mutasi-uang-{bank|cash} with the body of spec section 7.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { UnitField } from '../../engine/master/UnitInput';
import { MONEY, parseUnit } from '../../../domain/units';
import { mutationProblems, MUTATION_SIDES, type MutationSide } from '../../../domain/cash';
import { fieldErrorsOf } from '../inventory/apiError';
import { k } from './parts';

interface Named {
  kode_transaksi?: string;
  nama_transaksi?: string;
  kode_bank?: string;
  nama_bank?: string;
  no_rekening?: string;
  nama_rekening?: string;
}

export type MutationKind = 'bank' | 'cash';

interface Side {
  side: MutationSide | '';
  bank: string;
  rekening: string;
}

/** One side: CASH or BANK, and on a bank side the bank and the account (loaded for the bank chosen). */
function SideFields({ name, value, onChange, errors }: { name: 'asal' | 'tujuan'; value: Side; onChange: (v: Side) => void; errors: Record<string, string> }) {
  const translate = useTranslate();
  const isBank = value.side === 'BANK';
  const banks = useApiQuery<{ data: Named[] }>(isBank ? 'banks' : null).data?.data ?? [];
  const accounts = useApiQuery<{ data: Named[] }>(isBank && value.bank ? 'rekenings/get-by-kode-bank' : null, { kode_bank: value.bank }).data?.data ?? [];
  const rekeningField = `${name}_rekening`;
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        size="small"
        label={translate(k(name))}
        value={value.side}
        onChange={(e) => onChange({ side: e.target.value as MutationSide, bank: '', rekening: '' })}
        error={!!errors[name]}
        helperText={errors[name] || undefined}
        sx={{ minWidth: 110 }}
        slotProps={{ htmlInput: { 'data-testid': name } }}
      >
        {MUTATION_SIDES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(k('bank'))}
        value={value.bank}
        disabled={!isBank}
        onChange={(e) => onChange({ ...value, bank: e.target.value, rekening: '' })}
        sx={{ minWidth: 110 }}
      >
        {banks.map((b) => (
          <MenuItem key={b.kode_bank} value={b.kode_bank}>
            {b.kode_bank}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        label={translate(k(rekeningField))}
        value={value.rekening}
        disabled={!isBank || !value.bank}
        onChange={(e) => onChange({ ...value, rekening: e.target.value })}
        error={!!errors[rekeningField]}
        helperText={errors[rekeningField] || undefined}
      >
        {accounts.map((a) => (
          <MenuItem key={a.no_rekening} value={a.no_rekening}>
            {a.no_rekening} - {a.nama_rekening}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

export function MutationDialog({ kind, onClose }: { kind: MutationKind; onClose: () => void }) {
  const translate = useTranslate();
  const start: Side = { side: kind === 'cash' ? 'CASH' : '', bank: '', rekening: '' };
  const kategoris = useApiQuery<{ data: Named[] }>('paratransaksi/get/all').data?.data ?? [];
  const submit = useSubmit({ invalidate: ['cash'], failure: k(`${kind}_failed`) });
  const [kategori, setKategori] = useState('');
  const [asal, setAsal] = useState<Side>(start);
  const [tujuan, setTujuan] = useState<Side>(start);
  const [keterangan, setKeterangan] = useState('');
  const [jumlah, setJumlah] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A change clears the messages of the last attempt (they named the form as it was). */
  const change =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setErrors({});
    };

  const save = () => {
    const read = parseUnit(jumlah, MONEY);
    const body = {
      asal: asal.side,
      asal_rekening: asal.side === 'BANK' ? asal.rekening : null,
      tujuan: tujuan.side,
      tujuan_rekening: tujuan.side === 'BANK' ? tujuan.rekening : null,
      jumlah: read.ok ? read.value : 0,
      keterangan: keterangan.trim(),
      kategori,
    };
    const problems = mutationProblems(body);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return submit.refuse(problems[0].message);
    }
    setErrors({});
    return submit.call({ method: 'POST', path: `cash/mutasi-uang-${kind}`, body }, { after: onClose, failed: (e) => void setErrors(fieldErrorsOf(e) ?? {}) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="mutasi-title">
      <DialogTitle id="mutasi-title">{translate(k(`mutasi_${kind}`))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            size="small"
            autoFocus
            label={translate(k('kategori'))}
            value={kategori}
            onChange={(e) => change(setKategori)(e.target.value)}
            error={!!errors.kategori}
            helperText={errors.kategori || undefined}
            slotProps={{ htmlInput: { 'data-testid': 'kategori' } }}
          >
            {kategoris.map((x) => (
              <MenuItem key={x.kode_transaksi} value={x.kode_transaksi}>
                {x.kode_transaksi} - {x.nama_transaksi}
              </MenuItem>
            ))}
          </TextField>
          <SideFields name="asal" value={asal} onChange={change(setAsal)} errors={errors} />
          <SideFields name="tujuan" value={tujuan} onChange={change(setTujuan)} errors={errors} />
          <TextField
            size="small"
            label={translate(k('keterangan'))}
            value={keterangan}
            onChange={(e) => change(setKeterangan)(e.target.value)}
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
            onChange={change(setJumlah)}
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
