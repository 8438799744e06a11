// The mutation form of /mutasi-uang-bank and /mutasi-uang-cash, in a modal (spec section 2): kategori (master Kode
// Transaksi), asal and tujuan (CASH or BANK; the cash screen starts both at CASH), on a BANK side its bank and then the
// account (rekenings/get-by-kode-bank), enabled only there (spec section 4), keterangan and the amount with the mask
// 'Rp. ' ... ' ,-'. Checked with the rule the server applies (domain/kas.ts mutationProblems), then POST
// cash/mutasi-uang-{bank|cash} with the body of spec section 7.
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { MONEY, parseUnit } from '../../../domain/units';
import { mutationProblems, MUTATION_SIDES, type MutationSide } from '../../../domain/kas';
import { k, SaveActions } from './parts';
import { useCashForm } from './useCashForm';

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
  const { form, set, errors, text, money, send, busy } = useCashForm(
    { kategori: '', asal: start, tujuan: start, keterangan: '', jumlah: '' },
    { invalidate: ['cash'], failure: k(`${kind}_failed`) },
  );

  const save = () => {
    const read = parseUnit(form.jumlah, MONEY);
    const { asal, tujuan } = form;
    const body = {
      asal: asal.side,
      asal_rekening: asal.side === 'BANK' ? asal.rekening : null,
      tujuan: tujuan.side,
      tujuan_rekening: tujuan.side === 'BANK' ? tujuan.rekening : null,
      jumlah: read.ok ? read.value : 0,
      keterangan: form.keterangan.trim(),
      kategori: form.kategori,
    };
    return send(`cash/mutasi-uang-${kind}`, body, mutationProblems(body), onClose);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="mutasi-title">
      <DialogTitle id="mutasi-title">{translate(k(`mutasi_${kind}`))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {text('kategori', 'kategori', {
            select: true,
            autoFocus: true,
            slotProps: { htmlInput: { 'data-testid': 'kategori' } },
            children: kategoris.map((x) => (
              <MenuItem key={x.kode_transaksi} value={x.kode_transaksi}>
                {x.kode_transaksi} - {x.nama_transaksi}
              </MenuItem>
            )),
          })}
          <SideFields name="asal" value={form.asal} onChange={set('asal')} errors={errors} />
          <SideFields name="tujuan" value={form.tujuan} onChange={set('tujuan')} errors={errors} />
          {text('keterangan', 'keterangan', { slotProps: { htmlInput: { maxLength: 200 } } })}
          {money('jumlah', () => void save())}
        </Stack>
      </DialogContent>
      <SaveActions onClose={onClose} onSave={() => void save()} busy={busy} />
    </Dialog>
  );
}
