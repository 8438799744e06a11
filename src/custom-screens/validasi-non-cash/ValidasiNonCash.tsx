// /validasi-non-cash: the card, transfer and QRIS payments of a business day, validated by a supervisor against the
// bank statement. Two screens on one route (spec section 6), by VALIDASI_NON_CASH_MODULE:
// - on: each payment is matched to its statement line: its date, reference and amount typed per row, checked as
//   typed by domain/non-cash.ts (the amount must be the payment's amount plus fee), then Validasi for the ticked ones;
// - off: a list with a tick per payment and Validasi for the ticked ones.
// The server decides with the same rules (server/non-cash); all the ticked payments are validated or none.
import { useState, type Key } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { DateField } from '../../engine/shared/DateField';
import { calendarLocale } from '../../engine/shared/calendarLocale';
import { usePickerLocaleText } from '../../engine/i18n';
import { UnitField, readInput } from '../../engine/master/UnitInput';
import { getSession } from '../../engine/session';
import { moduleOn } from '../../../domain/gates';
import { MONEY } from '../../../domain/units';
import { statementProblem, type StatementLine } from '../../../domain/non-cash';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';

const key = (k: string) => `kilau.validasi_non_cash.${k}`;

interface Payment {
  ref: string;
  no_dokumen: string;
  baris: number;
  jenis_dokumen: string;
  tgl_system: string;
  jenis: string;
  kode_bank: string;
  no_rekening: string;
  no_reff: string;
  jumlah_rp: number;
  fee_rp: number;
  nominal: number;
  arah: 'MASUK' | 'KELUAR';
  input_by: string;
  valid: boolean;
  valid_oleh: string | null;
  tgl_mutasi: string | null;
  no_reff_mutasi: string | null;
}
const FILTERS = ['BELUM', 'VALID', 'ALL'] as const;
type Filter = (typeof FILTERS)[number];

/** What is typed for one payment: the statement's date, reference and amount (as text, the money field's way). */
interface Typed {
  tgl_mutasi: string;
  no_reff_mutasi: string;
  jumlah: string;
}

/** The columns both screens show. */
const PAYMENT_COLUMNS: Column<Payment>[] = [
  { field: 'no_dokumen', label: key('no_nota'), kind: 'code' },
  { field: 'jenis_dokumen', label: key('jenis_transaksi'), codes: 'jenis' },
  { field: 'jenis', label: key('jenis'), codes: 'bayar' },
  { field: 'no_rekening', label: key('no_rekening'), kind: 'code' },
  { field: 'no_reff', label: key('no_reff'), kind: 'text' },
  { field: 'arah', label: key('arah'), codes: 'arah' },
  { field: 'jumlah_rp', label: key('jumlah_rp'), kind: 'money', total: true },
  { field: 'fee_rp', label: key('fee_rp'), kind: 'money', total: true },
  { field: 'nominal', label: key('nominal'), kind: 'money', total: true },
];
const VALIDATED_COLUMNS: Column<Payment>[] = [
  { field: 'valid_oleh', label: key('valid_oleh'), kind: 'code' },
  { field: 'tgl_mutasi', label: key('tgl_mutasi'), kind: 'date' },
  { field: 'no_reff_mutasi', label: key('no_reff_mutasi'), kind: 'text' },
];

export default function ValidasiNonCash() {
  const [locale] = useLocaleState();
  const pickerText = usePickerLocaleText();
  const session = getSession();
  if (!session) return null;
  const withStatement = moduleOn(session.modules ?? {}, 'VALIDASI_NON_CASH_MODULE');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(locale)} localeText={pickerText}>
      {withStatement ? <PaymentList tglSystem={session.tgl_system} withStatement /> : <PaymentList tglSystem={session.tgl_system} />}
    </LocalizationProvider>
  );
}

function PaymentList({ tglSystem, withStatement = false }: { tglSystem: string; withStatement?: boolean }) {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['non-cash'] });
  const [tgl, setTgl] = useState(tglSystem);
  const [filter, setFilter] = useState<Filter>('BELUM');
  const [keys, setKeys] = useState<Key[]>([]);
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const read = useApiQuery<{ data: Payment[] }>('non-cash/validasi', { tgl, status: filter }, { keepPrevious: true });
  const rows = read.isPlaceholderData ? undefined : read.data?.data;
  const ticked = (rows ?? []).filter((r) => keys.includes(r.ref) && !r.valid);

  const typedOf = (p: Payment): Typed => typed[p.ref] ?? { tgl_mutasi: p.tgl_system, no_reff_mutasi: '', jumlah: '' };
  const type = (p: Payment, part: Partial<Typed>) => setTyped((t) => ({ ...t, [p.ref]: { ...typedOf(p), ...part } }));
  const statementOf = (p: Payment): StatementLine => {
    const t = typedOf(p);
    const amount = readInput(t.jumlah, MONEY, translate(key('jumlah_mutasi')));
    return { tgl_mutasi: t.tgl_mutasi, no_reff_mutasi: t.no_reff_mutasi, jumlah_mutasi: amount.state === 'ok' ? amount.value : null };
  };
  const problemOf = (p: Payment) => statementProblem(p, statementOf(p), tglSystem);

  const statementColumns: Column<Payment>[] = [
    {
      field: 'tgl_mutasi_input',
      label: key('tgl_mutasi'),
      render: (p) => (p.valid ? null : <DateField label={translate(key('tgl_mutasi'))} value={typedOf(p).tgl_mutasi} maxDate={tglSystem} onChange={(v) => type(p, { tgl_mutasi: v })} />),
    },
    {
      field: 'no_reff_mutasi_input',
      label: key('no_reff_mutasi'),
      render: (p) =>
        p.valid ? null : (
          <TextField
            size="small"
            value={typedOf(p).no_reff_mutasi}
            onChange={(e) => type(p, { no_reff_mutasi: e.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `${translate(key('no_reff_mutasi'))} ${p.ref}`, maxLength: 60 } }}
            sx={{ width: 160 }}
          />
        ),
    },
    {
      field: 'jumlah_mutasi_input',
      label: key('jumlah_mutasi'),
      render: (p) => {
        if (p.valid) return null;
        const problem = problemOf(p);
        const t = typedOf(p);
        return (
          <UnitField
            size="small"
            value={t.jumlah}
            onChange={(text) => type(p, { jumlah: text })}
            unit={MONEY}
            fieldLabel={translate(key('jumlah_mutasi'))}
            // The amount's own reading shows while it is empty or unreadable; once read, whether it matches.
            serverError={t.jumlah && problem?.field === 'jumlah_mutasi' ? problem.message : undefined}
            slotProps={{ htmlInput: { 'aria-label': `${translate(key('jumlah_mutasi'))} ${p.ref}` } }}
            sx={{ width: 220 }}
          />
        );
      },
    },
  ];
  const columns = [...PAYMENT_COLUMNS, ...(withStatement ? statementColumns : []), ...(filter === 'BELUM' ? [] : VALIDATED_COLUMNS)];

  const body = () =>
    ticked.map((p) => {
      if (!withStatement) return { no_dokumen: p.no_dokumen, baris: p.baris };
      const line = statementOf(p);
      return { no_dokumen: p.no_dokumen, baris: p.baris, tgl_mutasi: line.tgl_mutasi, no_reff_mutasi: line.no_reff_mutasi, jumlah_mutasi: line.jumlah_mutasi };
    });
  const validate = () =>
    submit.call(
      { method: 'POST', path: 'non-cash/validasi', body: { pembayaran: body() } },
      {
        check: () => {
          if (!ticked.length) return key('nothing_ticked');
          if (!withStatement) return false;
          return ticked.map(problemOf).find((p) => p)?.message ?? false;
        },
        after: () => {
          setKeys([]);
          setTyped({});
        },
      },
    );

  return (
    <ScreenCard title={key(withStatement ? 'title_mutasi' : 'title')}>
      <Typography variant="body2">{translate(key(withStatement ? 'hint_mutasi' : 'hint'))}</Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DateField label={translate(key('tanggal'))} value={tgl} maxDate={tglSystem} onChange={(v) => (setTgl(v), setKeys([]))} />
        <TextField
          select
          size="small"
          label={translate(key('filter'))}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
            setKeys([]);
          }}
          sx={{ width: 200 }}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {translate(key(`status.${f}`))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DataTable
        label={key('list')}
        columns={columns}
        rows={rows}
        rowKey="ref"
        loading={read.isFetching}
        empty={key('empty')}
        selection={{ selected: keys, onChange: setKeys }}
      />
      <Typography variant="body2" role="status">
        {translate(key('ticked'), { count: ticked.length })}
      </Typography>
      <ActionButton label={key('validasi')} icon={<VerifiedIcon />} onClick={validate} disabled={submit.busy} />
    </ScreenCard>
  );
}
