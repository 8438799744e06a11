// The book of the till (/uang-kas) or of a bank account (/uang-bank): for a business date (the shop's by default;
// another by the backdating rule), the opening balance, every movement of the money ledger that day (kategori,
// reason, in, out, the document it came from, who) newest first with the running balance, and the closing balance.
// Pemasukan and Pengeluaran add a manual income or expense (ManualDialog); a manual entry of today can be cancelled
// with a supervisor's authorization.
import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { formatRupiahMask } from '../../../domain/units';
import { KAS_AKUN } from '../../../domain/kas';
import { ManualDialog } from './ManualDialog';
import { CancelButton, CancelCashDialog } from './CancelCashDialog';
import { Amounts, businessDate, DayPicker, k, kategoriOf, useAkunName, type Akun } from './parts';

interface Row {
  id: number;
  akun: string;
  kategori: string;
  nama_kategori: string;
  keterangan: string;
  jenis: string;
  no_dokumen: string;
  status: string;
  jumlah_in: number;
  jumlah_out: number;
  saldo: number;
  input_by: string;
}

interface Book {
  tgl: string;
  saldo_awal: number;
  total_in: number;
  total_out: number;
  saldo_akhir: number;
  data: Row[];
  count: number;
}

const COLUMNS: Column<Row>[] = [
  { field: 'no_dokumen', label: k('no_dokumen'), kind: 'code' },
  { field: 'kategori', label: k('kategori'), codes: 'kategori', value: kategoriOf },
  { field: 'keterangan', label: k('keterangan'), kind: 'text' },
  { field: 'jumlah_in', label: k('masuk'), kind: 'money' },
  { field: 'jumlah_out', label: k('keluar'), kind: 'money' },
  { field: 'saldo', label: k('saldo'), kind: 'money' },
  { field: 'input_by', label: k('input_by'), kind: 'code' },
];

export function CashBook({ bank }: { bank: boolean }) {
  const translate = useTranslate();
  const akunName = useAkunName();
  const [tgl, setTgl] = useState(businessDate());
  const [akun, setAkun] = useState(bank ? '' : KAS_AKUN);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [entry, setEntry] = useState<'MASUK' | 'KELUAR'>();
  const [cancelling, setCancelling] = useState<string>();
  const accounts = (useApiQuery<{ data: Akun[] }>(bank ? 'cash/saldo' : null).data?.data ?? []).filter((a) => a.akun !== KAS_AKUN);
  // The bank book opens on every account together (each row runs on its own account's balance); one picked narrows it.
  const book = useApiQuery<Book>(bank ? 'cash/history-bank' : 'cash/paginated', { tgl, skip: page * perPage, limit: perPage, ...(akun && bank ? { akun } : {}) }, { keepPrevious: true });
  const b = book.data;
  const today = tgl === businessDate();
  const cancellable = (r: Row) => today && r.jenis === 'KAS_MANUAL' && r.status !== 'BATAL';
  const title = k(bank ? 'uang_bank' : 'uang_kas');

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(title)} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
              <DayPicker value={tgl} onChange={(d) => (setTgl(d), setPage(0))} />
              {bank && (
                <TextField
                  select
                  size="small"
                  label={translate(k('rekening'))}
                  value={akun}
                  onChange={(e) => (setAkun(e.target.value), setPage(0))}
                  sx={{ width: 360, maxWidth: '100%' }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{translate(k('semua_rekening'))}</MenuItem>
                  {accounts.map((a) => (
                    <MenuItem key={a.akun} value={a.akun}>
                      {a.akun} - {a.nama}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEntry('MASUK')} disabled={!akun || !today}>
                {translate(k('pemasukan'))}
              </Button>
              <Button variant="outlined" startIcon={<RemoveIcon />} onClick={() => setEntry('KELUAR')} disabled={!akun || !today}>
                {translate(k('pengeluaran'))}
              </Button>
            </Stack>
            <Amounts
              label={k('ringkasan')}
              items={[
                [k('saldo_awal'), b?.saldo_awal],
                [k('total_masuk'), b?.total_in],
                [k('total_keluar'), b?.total_out],
                [k('saldo_akhir'), b?.saldo_akhir],
              ]}
            />
            <DataTable
              label={title}
              columns={bank ? [COLUMNS[0], { field: 'akun', label: k('rekening'), kind: 'code' }, ...COLUMNS.slice(1)] : COLUMNS}
              rows={b?.data}
              rowKey="id"
              loading={book.isFetching}
              empty={k('kosong')}
              actions={(r) => (cancellable(r) ? <CancelButton onClick={() => setCancelling(r.no_dokumen)} /> : null)}
              actionsLabel={k('aksi')}
              paging={{ page, perPage, count: b?.count ?? 0, onPageChange: setPage, onPerPageChange: (n) => (setPerPage(n), setPage(0)) }}
            />
            {b && (
              <Box component="p" sx={{ m: 0 }} aria-live="polite">
                {translate(k('saldo_akhir_of'), { akun: akun ? akunName(akun) : translate(k('semua_rekening')), tgl: b.tgl, saldo: formatRupiahMask(b.saldo_akhir) })}
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
      {entry && <ManualDialog akun={akun} arah={entry} onClose={() => setEntry(undefined)} />}
      {cancelling && <CancelCashDialog no={cancelling} path={`cash/${encodeURIComponent(cancelling)}/batal`} onClose={() => setCancelling(undefined)} />}
    </Box>
  );
}
