// /pengalihan-saldo-uang (supervisors and up): a balance moved between two of the shop's akun (the till or a bank
// account, each shown with its balance now), with the reason; below, the day's moves, one of today cancellable with
// a supervisor's authorization.
import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import type { Column } from '../../engine/table';
import { formatRupiahMask, MONEY, parseUnit } from '../../../domain/units';
import { transferProblems } from '../../../domain/kas';
import { DayDocuments } from './DayDocuments';
import { businessDate, k, useAkunName, type Akun, type CashDocument } from './parts';
import { useCashForm } from './useCashForm';

export default function PengalihanSaldoUang() {
  const translate = useTranslate();
  const akunName = useAkunName();
  const [tgl, setTgl] = useState(businessDate());
  const { form, text, money, send, busy } = useCashForm({ akun_asal: '', akun_tujuan: '', jumlah: '', keterangan: '' }, { invalidate: ['pengalihan-saldo', 'cash'] });
  const akuns = useApiQuery<{ data: Akun[] }>('cash/saldo').data?.data ?? [];
  const columns: Column<CashDocument>[] = [
    { field: 'no_dokumen', label: k('no_dokumen'), kind: 'code' },
    { field: 'akun_asal', label: k('asal'), kind: 'text', value: (r) => akunName(r.akun_asal) },
    { field: 'akun_tujuan', label: k('tujuan'), kind: 'text', value: (r) => akunName(r.akun_tujuan) },
    { field: 'keterangan', label: k('keterangan'), kind: 'text' },
    { field: 'jumlah', label: k('jumlah'), kind: 'money', total: true },
    { field: 'status', label: k('status'), codes: 'status' },
    { field: 'input_by', label: k('input_by'), kind: 'code' },
  ];

  const save = () => {
    const read = parseUnit(form.jumlah, MONEY);
    const body = { akun_asal: form.akun_asal, akun_tujuan: form.akun_tujuan, jumlah: read.ok ? read.value : 0, keterangan: form.keterangan.trim() };
    return send('pengalihan-saldo', body, transferProblems(body));
  };
  const picker = (name: 'akun_asal' | 'akun_tujuan', label: string) =>
    text(name, label, {
      select: true,
      children: akuns.map((a) => (
        <MenuItem key={a.akun} value={a.akun}>
          {akunName(a.akun)} - {a.nama} ({formatRupiahMask(a.saldo)})
        </MenuItem>
      )),
    });

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k('pengalihan_saldo'))} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              {picker('akun_asal', 'asal')}
              {picker('akun_tujuan', 'tujuan')}
              {money('jumlah')}
              {text('keterangan', 'alasan', { slotProps: { htmlInput: { maxLength: 200 } } })}
              <Box>
                <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={busy || tgl !== businessDate()}>
                  {translate(k('simpan'))}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        <DayDocuments title="riwayat_pengalihan" path="pengalihan-saldo" columns={columns} tgl={tgl} onTgl={setTgl} cancelPath={(no) => `pengalihan-saldo/${encodeURIComponent(no)}/batal`} />
      </Stack>
    </Box>
  );
}
