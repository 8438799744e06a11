// /pengalihan-saldo-uang (supervisors and up): a balance moved between two of the shop's akun (the till or a bank
// account, each shown with its balance now), with the reason; below, the day's moves, one of today cancellable with
// a supervisor's authorization.
import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { UnitField } from '../../engine/master/UnitInput';
import { formatRupiahMask, MONEY, parseUnit } from '../../../domain/units';
import { transferProblems } from '../../../domain/cash';
import { fieldErrorsOf } from '../inventory/apiError';
import { CancelButton, CancelCashDialog } from './CancelCashDialog';
import { businessDate, DayPicker, k, ListHeading, useAkunName, type Akun, type CashDocument } from './parts';

const EMPTY = { akun_asal: '', akun_tujuan: '', jumlah: '', keterangan: '' };
type Form = typeof EMPTY;

export default function PengalihanSaldoUang() {
  const translate = useTranslate();
  const akunName = useAkunName();
  const [tgl, setTgl] = useState(businessDate());
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cancelling, setCancelling] = useState<string>();
  const submit = useSubmit({ invalidate: ['pengalihan-saldo', 'cash'] });
  const akuns = useApiQuery<{ data: Akun[] }>('cash/saldo').data?.data ?? [];
  const rows = useApiQuery<{ data: CashDocument[] }>('pengalihan-saldo', { tgl });
  const today = tgl === businessDate();
  const set = (name: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const columns: Column<CashDocument>[] = [
    { field: 'no_dokumen', label: k('no_dokumen'), kind: 'code' },
    { field: 'akun_asal', label: k('asal'), kind: 'text', value: (r) => akunName(r.akun_asal) },
    { field: 'akun_tujuan', label: k('tujuan'), kind: 'text', value: (r) => akunName(r.akun_tujuan) },
    { field: 'keterangan', label: k('keterangan'), kind: 'text' },
    { field: 'jumlah', label: k('jumlah'), kind: 'money', total: true },
    { field: 'status', label: k('status'), kind: 'code' },
    { field: 'input_by', label: k('input_by'), kind: 'code' },
  ];

  const save = () => {
    const read = parseUnit(form.jumlah, MONEY);
    const body = { akun_asal: form.akun_asal, akun_tujuan: form.akun_tujuan, jumlah: read.ok ? read.value : 0, keterangan: form.keterangan.trim() };
    const problems = transferProblems(body);
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return submit.refuse(problems[0].message);
    }
    return submit.call({ method: 'POST', path: 'pengalihan-saldo', body }, { after: () => setForm(EMPTY), failed: (e) => void setErrors(fieldErrorsOf(e) ?? {}) });
  };
  const picker = (name: 'akun_asal' | 'akun_tujuan', label: string) => (
    <TextField select size="small" label={translate(k(label))} value={form[name]} onChange={(e) => set(name)(e.target.value)} error={!!errors[name]} helperText={errors[name] || undefined}>
      {akuns.map((a) => (
        <MenuItem key={a.akun} value={a.akun}>
          {akunName(a.akun)} - {a.nama} ({formatRupiahMask(a.saldo)})
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k('pengalihan_saldo'))} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              {picker('akun_asal', 'asal')}
              {picker('akun_tujuan', 'tujuan')}
              <UnitField size="small" label={translate(k('jumlah'))} fieldLabel={translate(k('jumlah'))} unit={MONEY} value={form.jumlah} onChange={set('jumlah')} serverError={errors.jumlah || undefined} />
              <TextField
                size="small"
                label={translate(k('alasan'))}
                value={form.keterangan}
                onChange={(e) => set('keterangan')(e.target.value)}
                error={!!errors.keterangan}
                helperText={errors.keterangan || undefined}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <Box>
                <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={submit.busy || !today}>
                  {translate(k('simpan'))}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <ListHeading>{translate(k('riwayat_pengalihan'))}</ListHeading>
              <DayPicker value={tgl} onChange={setTgl} />
              <DataTable
                label={k('riwayat_pengalihan')}
                columns={columns}
                rows={rows.data?.data}
                rowKey="no_dokumen"
                loading={rows.isFetching}
                empty={k('kosong')}
                actions={(r) => (today && r.status !== 'BATAL' ? <CancelButton onClick={() => setCancelling(r.no_dokumen)} /> : null)}
                actionsLabel={k('aksi')}
              />
            </Stack>
          </CardContent>
        </Card>
      </Stack>
      {cancelling && <CancelCashDialog no={cancelling} path={`pengalihan-saldo/${encodeURIComponent(cancelling)}/batal`} onClose={() => setCancelling(undefined)} />}
    </Box>
  );
}
