// /gesek-tunai: a customer swipes a card and takes cash. The form: customer, card kind, the shop's account the EDC
// pays into (bank, then account), the card or approval reference, the amount with the money mask and the fee in
// percent; it shows the fee and what the card is charged (domain/kas.ts cardCash, as the server computes them). Below,
// the day's swipes (GET non-cash/gesek-histories); one of today can be cancelled with a supervisor's authorization.
import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import type { Column } from '../../engine/table';
import { UnitField } from '../../engine/master/UnitInput';
import { MONEY, PERCENT, parseUnit } from '../../../domain/units';
import { cardCash, CASH_MESSAGES } from '../../../domain/kas';
import { DayDocuments } from './DayDocuments';
import { Amounts, businessDate, k, type CashDocument } from './parts';
import { useCashForm } from './useCashForm';

interface Rekening {
  no_rekening: string;
  nama_rekening: string;
  kode_bank: string;
}

const EMPTY = { nama_customer: '', no_hp: '', jenis: 'DEBIT', no_rekening: '', no_reff: '', jumlah: '', fee: '', keterangan: '' };

const COLUMNS: Column<CashDocument>[] = [
  { field: 'no_dokumen', label: k('no_dokumen'), kind: 'code' },
  { field: 'nama_customer', label: k('nama_customer'), kind: 'text' },
  { field: 'jenis_kartu', label: k('jenis_kartu'), codes: 'bayar' },
  { field: 'akun_tujuan', label: k('rekening'), kind: 'code' },
  { field: 'no_reff', label: k('no_reff'), kind: 'code' },
  { field: 'jumlah', label: k('jumlah'), kind: 'money', total: true },
  { field: 'fee_rp', label: k('fee_rp'), kind: 'money', total: true },
  { field: 'total', label: k('total_kartu'), kind: 'money', total: true },
  { field: 'status', label: k('status'), codes: 'status' },
  { field: 'input_by', label: k('input_by'), kind: 'code' },
];

export default function GesekTunai() {
  const translate = useTranslate();
  const [tgl, setTgl] = useState(businessDate());
  const { form, set, errors, text, money, send, refuse, busy } = useCashForm(EMPTY, { invalidate: ['non-cash', 'cash'] });
  const accounts = useApiQuery<{ data: Rekening[] }>('rekenings').data?.data ?? [];
  const jumlah = parseUnit(form.jumlah, MONEY);
  const fee = form.fee.trim() ? parseUnit(form.fee, PERCENT) : ({ ok: true, value: 0 } as const);
  const preview = jumlah.ok && fee.ok ? cardCash(jumlah.value, fee.value) : undefined;

  const save = () => {
    if (!form.nama_customer.trim()) return refuse(CASH_MESSAGES.namaRequired);
    if (!form.no_rekening) return refuse(CASH_MESSAGES.akunRequired);
    if (!jumlah.ok || jumlah.value <= 0) return refuse(CASH_MESSAGES.jumlahRequired);
    if (!fee.ok) return refuse(CASH_MESSAGES.feeInvalid);
    const body = {
      nama_customer: form.nama_customer.trim(),
      no_hp: form.no_hp.trim(),
      jenis: form.jenis,
      no_rekening: form.no_rekening,
      no_reff: form.no_reff.trim(),
      jumlah: jumlah.value,
      fee_persen: fee.value / 100,
      keterangan: form.keterangan.trim(),
    };
    return send('gesek-tunai', body, []);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k('gesek_tunai'))} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              {text('nama_customer', 'nama_customer', { autoFocus: true })}
              {text('no_hp', 'no_hp')}
              {text('jenis', 'jenis_kartu', {
                select: true,
                children: [
                  <MenuItem key="DEBIT" value="DEBIT">
                    {translate(k('debit'))}
                  </MenuItem>,
                  <MenuItem key="KREDIT" value="KREDIT">
                    {translate(k('kredit'))}
                  </MenuItem>,
                ],
              })}
              {text('no_rekening', 'rekening', {
                select: true,
                children: accounts.map((a) => (
                  <MenuItem key={a.no_rekening} value={a.no_rekening}>
                    {a.kode_bank} - {a.no_rekening} - {a.nama_rekening}
                  </MenuItem>
                )),
              })}
              {text('no_reff', 'no_reff')}
              {money('jumlah')}
              <UnitField size="small" label={translate(k('fee_persen'))} fieldLabel={translate(k('fee_persen'))} unit={PERCENT} value={form.fee} onChange={set('fee')} serverError={errors.fee_persen || undefined} />
              {text('keterangan', 'keterangan')}
              <Amounts label={k('ringkasan')} items={[[k('fee_rp'), preview?.fee_rp], [k('total_kartu'), preview?.total], [k('tunai_keluar'), jumlah.ok ? jumlah.value : undefined]]} />
              <Box>
                <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={busy || tgl !== businessDate()}>
                  {translate(k('simpan'))}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        <DayDocuments title="riwayat_gesek" path="non-cash/gesek-histories" columns={COLUMNS} tgl={tgl} onTgl={setTgl} cancelPath={(no) => `gesek-tunai/${encodeURIComponent(no)}/batal`} />
      </Stack>
    </Box>
  );
}
