// /tutup-toko: the end of the shop's business day. The screen shows what the close will carry (each money account's
// day, the till's expected cash against what the closer counts, and the reason a difference needs), what is still
// open (documents and non-cash payments not validated, open deposits), then a supervisor authorizes (TUTUP_TOKO) and
// the server closes: the difference booked, balances carried forward (the next day opens at the cash counted), gold
// prices logged, the business date advanced by one day (server/tutup-toko). The session takes the new date at once.
// What is not validated yet does not stop the close: the supervisor who authorizes it sees the lists first.
import { useState } from 'react';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import LockClockIcon from '@mui/icons-material/LockClock';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { UnitField } from '../../engine/master/UnitInput';
import { AuthorizationDialog } from '../../engine/authorization/AuthorizationDialog';
import { updateSession } from '../../engine/session';
import { ActionButton, ScreenCard, SectionCard } from '../../engine/widgets/ScreenCard';
import { MONEY, readValue } from '../../../domain/units';
import { formatMoney } from '../../../domain/format';

const key = (k: string) => `kilau.tutup_toko.${k}`;

interface AccountDay {
  akun: string;
  nama_akun: string;
  saldo_awal: number;
  masuk: number;
  keluar: number;
  saldo_akhir: number;
}
interface Summary {
  tgl_system: string;
  tgl_hari_ini: string;
  bisa_tutup: boolean;
  alasan: string;
  kas_sistem: number;
  saldo: AccountDay[];
  dokumen: { jenis: string; jumlah: number; total: number; batal: number }[];
  belum_validasi: { no_dokumen: string; jenis: string; grand_total: number; input_by: string }[];
  non_tunai_belum_validasi: { no_dokumen: string; baris: number; jenis: string; nominal: number; kode_bank: string; no_rekening: string }[];
  titip_terbuka: { no_dokumen: string; nama_customer: string; grand_total: number; total_bayar: number; tgl_system: string }[];
}

const ACCOUNT_COLUMNS: Column<AccountDay>[] = [
  { field: 'nama_akun', label: key('akun'), kind: 'text' },
  { field: 'saldo_awal', label: key('saldo_awal'), kind: 'money', total: true },
  { field: 'masuk', label: key('masuk'), kind: 'money', total: true },
  { field: 'keluar', label: key('keluar'), kind: 'money', total: true },
  { field: 'saldo_akhir', label: key('saldo_akhir'), kind: 'money', total: true },
];
// Each kind's amount is its own (a sale brings money in, a buy-back pays it out, a mutation moves it): a list of
// several kinds adds up counts only, never rupiah of different kinds (the lists below give their count in the heading).
const DOCUMENT_COLUMNS: Column<Summary['dokumen'][number]>[] = [
  { field: 'jenis', label: key('jenis'), codes: 'jenis' },
  { field: 'jumlah', label: key('jumlah'), kind: 'number', total: true },
  { field: 'batal', label: key('batal'), kind: 'number', total: true },
  { field: 'total', label: key('total'), kind: 'money' },
];
const UNVALIDATED_COLUMNS: Column<Summary['belum_validasi'][number]>[] = [
  { field: 'no_dokumen', label: key('no_dokumen'), kind: 'code' },
  { field: 'jenis', label: key('jenis'), codes: 'jenis' },
  { field: 'input_by', label: key('input_by'), kind: 'code' },
  { field: 'grand_total', label: key('total'), kind: 'money' },
];
const NON_CASH_COLUMNS: Column<Summary['non_tunai_belum_validasi'][number]>[] = [
  { field: 'no_dokumen', label: key('no_dokumen'), kind: 'code' },
  { field: 'jenis', label: key('jenis_bayar'), kind: 'code' },
  { field: 'nominal', label: key('nominal'), kind: 'money' },
  { field: 'kode_bank', label: key('bank'), kind: 'code' },
  { field: 'no_rekening', label: key('rekening'), kind: 'code' },
];
const DEPOSIT_COLUMNS: Column<Summary['titip_terbuka'][number]>[] = [
  { field: 'no_dokumen', label: key('no_dokumen'), kind: 'code' },
  { field: 'tgl_system', label: key('tanggal'), kind: 'date' },
  { field: 'nama_customer', label: key('customer'), kind: 'text' },
  { field: 'grand_total', label: key('total'), kind: 'money', total: true },
  { field: 'total_bayar', label: key('dibayar'), kind: 'money', total: true },
];

export default function TutupToko() {
  const translate = useTranslate();
  const read = useApiQuery<{ data: Summary }>('tutup-toko');
  const submit = useSubmit({ invalidate: ['tutup-toko'] });
  const [counted, setCounted] = useState('');
  const [reason, setReason] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const summary = read.data?.data;
  const countedValue = readValue(counted, MONEY);
  const kasFisik = counted.trim() && countedValue.ok ? countedValue.value : undefined;
  // A count that differs from the till is booked with its reason (the server refuses it without one).
  const differs = summary !== undefined && kasFisik !== undefined && kasFisik !== summary.kas_sistem;
  const reasonMissing = differs && !reason.trim();

  const close = (authorization_id: string) => {
    setAuthorizing(false);
    return submit.call<{ message: string; data: { tgl_system: string } }>(
      {
        method: 'POST',
        path: 'tutup-toko',
        body: { authorization_id, ...(kasFisik !== undefined ? { kas_fisik: kasFisik } : {}), ...(differs ? { alasan_selisih: reason.trim() } : {}) },
      },
      {
        success: (answer) => translate(key('done'), { tgl: answer.data.tgl_system }),
        after: (answer) => {
          updateSession({ tgl_system: answer.data.tgl_system });
          setCounted('');
          setReason('');
        },
      },
    );
  };

  return (
    <ScreenCard title={key('title')}>
      {summary && (
        <>
          <Typography data-testid="tutup-toko-tanggal">
            {translate(key('tanggal_sistem'))}: <strong>{summary.tgl_system}</strong>
          </Typography>
          {!summary.bisa_tutup && <Alert severity="info">{summary.alasan}</Alert>}
          <SectionCard heading={translate(key('saldo'))}>
            <DataTable label={key('saldo')} columns={ACCOUNT_COLUMNS} rows={summary.saldo} rowKey="akun" />
          </SectionCard>
          <SectionCard heading={translate(key('kas'))}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
              <Typography>
                {translate(key('kas_sistem'))}: <strong data-testid="kas-sistem">Rp. {formatMoney(summary.kas_sistem)} ,-</strong>
              </Typography>
              <UnitField
                size="small"
                unit={MONEY}
                label={translate(key('kas_fisik'))}
                fieldLabel={translate(key('kas_fisik'))}
                value={counted}
                onChange={setCounted}
                disabled={!summary.bisa_tutup || submit.busy}
              />
              {kasFisik !== undefined && (
                <Typography color={kasFisik === summary.kas_sistem ? 'success.main' : 'warning.main'} data-testid="kas-selisih">
                  {translate(key('selisih'))}: Rp. {formatMoney(kasFisik - summary.kas_sistem)} ,-
                </Typography>
              )}
            </Stack>
            {differs && (
              <TextField
                size="small"
                fullWidth
                required
                label={translate(key('alasan_selisih'))}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={reasonMissing}
                helperText={reasonMissing ? translate(key('alasan_selisih_wajib')) : translate(key('selisih_dibukukan'))}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                disabled={submit.busy}
              />
            )}
          </SectionCard>
          <SectionCard heading={translate(key('dokumen'))}>
            <DataTable label={key('dokumen')} columns={DOCUMENT_COLUMNS} rows={summary.dokumen} rowKey="jenis" empty={key('dokumen_kosong')} />
          </SectionCard>
          <SectionCard heading={translate(key('belum_validasi'), { n: summary.belum_validasi.length })}>
            {summary.belum_validasi.length > 0 && <Alert severity="warning">{translate(key('belum_validasi_catatan'))}</Alert>}
            <DataTable
              label={key('belum_validasi_tabel')}
              columns={UNVALIDATED_COLUMNS}
              rows={summary.belum_validasi}
              rowKey="no_dokumen"
              empty={key('semua_valid')}
            />
          </SectionCard>
          <SectionCard heading={translate(key('non_tunai'), { n: summary.non_tunai_belum_validasi.length })}>
            {summary.non_tunai_belum_validasi.length > 0 && <Alert severity="warning">{translate(key('non_tunai_catatan'))}</Alert>}
            <DataTable
              label={key('non_tunai_tabel')}
              columns={NON_CASH_COLUMNS}
              rows={summary.non_tunai_belum_validasi}
              rowKey={(r) => `${r.no_dokumen}/${r.baris}`}
              empty={key('non_tunai_kosong')}
            />
          </SectionCard>
          <SectionCard heading={translate(key('titip_terbuka'), { n: summary.titip_terbuka.length })}>
            <DataTable label={key('titip_terbuka_tabel')} columns={DEPOSIT_COLUMNS} rows={summary.titip_terbuka} rowKey="no_dokumen" empty={key('titip_kosong')} />
          </SectionCard>
          <ActionButton
            label={key('tutup')}
            icon={<LockClockIcon />}
            color="error"
            disabled={!summary.bisa_tutup || submit.busy || (counted.trim() !== '' && kasFisik === undefined) || reasonMissing}
            onClick={() => setAuthorizing(true)}
          />
        </>
      )}
      <AuthorizationDialog
        open={authorizing}
        kategori="TUTUP_TOKO"
        description={summary ? `${translate(key('title'))} ${summary.tgl_system}` : undefined}
        onSuccess={(id: string) => void close(id)}
        onClose={() => setAuthorizing(false)}
      />
    </ScreenCard>
  );
}
