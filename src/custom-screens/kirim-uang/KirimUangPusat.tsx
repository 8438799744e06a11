// /kirim-uang-pusat (spec sections 2-4): the shop's sends to the head office with their status, and a button that
// opens the send form in a modal: the amount with the mask 'Rp. ' ... ' ,-', the head office it goes to, the note and
// the till or bank account it leaves from. On success (spec section 4): the history refreshed, the modal closed, the
// form reset, the receipt PDF (laporan kirim uang) opened from the answer's nota_kirim. A row's receipt prints again.
import { useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { UnitField } from '../../engine/master/UnitInput';
import { MONEY, parseUnit } from '../../../domain/units';
import { KAS, KIRIM_UANG_MESSAGES, sendFormProblem, type KirimUangStatus } from '../../../domain/kirim-uang';
import { newIdempotencyKey } from '../../engine/transaction/counter/usePostDocument';
import { printNota } from './print';
import type { NotaKirimFull } from '../../../domain/kirim-uang';

export const k = (name: string) => `kilau.kirim_uang.${name}`;

interface Send extends NotaKirimFull {
  status: KirimUangStatus;
  no_terima: string | null;
  diterima_by: string | null;
}

interface Shop {
  kode_toko: string;
  nama_toko: string;
}

interface Rekening {
  no_rekening: string;
  nama_rekening: string;
  kode_bank: string;
}

/** The till or one of the shop's bank accounts: where the money leaves from, or arrives. */
export function AccountPicker({ label, value, onChange, disabled }: { label: 'dari' | 'ke'; value: string; onChange: (akun: string) => void; disabled?: boolean }) {
  const translate = useTranslate();
  const accounts = useApiQuery<{ data: Rekening[] }>('rekenings').data?.data ?? [];
  return (
    <TextField select size="small" label={translate(k(label))} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} sx={{ maxWidth: 480 }}>
      <MenuItem value={KAS}>{translate(k('kas'))}</MenuItem>
      {accounts.map((a) => (
        <MenuItem key={a.no_rekening} value={a.no_rekening}>
          {a.kode_bank} {a.no_rekening} - {a.nama_rekening}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SendDialog({ tujuan, onClose, onSent }: { tujuan: Shop | null; onClose: () => void; onSent: (nota: NotaKirimFull) => Promise<void> }) {
  const translate = useTranslate();
  const submit = useSubmit({ failure: KIRIM_UANG_MESSAGES.sendFailed });
  const [jumlah, setJumlah] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [akun, setAkun] = useState(KAS);
  // One key per send, kept until it succeeds: a retry after a lost answer makes one send.
  const key = useRef<string>(undefined);

  const reset = () => {
    setJumlah('');
    setKeterangan('');
    setAkun(KAS);
  };
  const save = async () => {
    const read = parseUnit(jumlah, MONEY);
    const jumlah_rp = read.ok ? read.value : undefined;
    await submit.call<{ message: string; nota_kirim: NotaKirimFull }>(
      { method: 'POST', path: 'kirim-uang', body: { jumlah_rp, keterangan: keterangan.trim(), akun }, headers: { 'Idempotency-Key': (key.current ??= newIdempotencyKey()) } },
      {
        check: () => sendFormProblem({ jumlah_rp, keterangan }),
        after: async (res) => {
          key.current = undefined;
          reset();
          await onSent(res.nota_kirim);
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="kirim-uang-title">
      <DialogTitle id="kirim-uang-title">{translate(k('kirim'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField size="small" label={translate(k('tujuan'))} value={tujuan ? `${tujuan.kode_toko} - ${tujuan.nama_toko}` : ''} slotProps={{ input: { readOnly: true } }} />
          <UnitField size="small" autoFocus label={translate(k('jumlah'))} fieldLabel={translate(k('jumlah'))} unit={MONEY} value={jumlah} onChange={setJumlah} />
          <TextField size="small" label={translate(k('keterangan'))} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <AccountPicker label="dari" value={akun} onChange={setAkun} disabled={submit.busy} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(k('tutup'))}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={submit.busy}>
          {translate(k('kirim'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function KirimUangPusat() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const history = useApiQuery<{ data: Send[]; tujuan: Shop | null }>('kirim-uang-history');
  const print = (n: NotaKirimFull) => printNota(n, translate);
  const columns: Column<Send>[] = [
    { field: 'no_reff', label: k('no_reff'), kind: 'code' },
    { field: 'tgl_system', label: k('tanggal'), kind: 'date' },
    { field: 'akun', label: k('dari'), kind: 'text', value: (r) => (r.akun === KAS ? translate(k('kas')) : r.akun) },
    { field: 'keterangan', label: k('keterangan'), kind: 'text' },
    { field: 'jumlah_rp', label: k('jumlah'), kind: 'money' },
    { field: 'status', label: k('status'), kind: 'text', value: (r) => translate(k(`status_${r.status}`)) },
    { field: 'no_terima', label: k('no_terima'), kind: 'code' },
    { field: 'input_by', label: k('input_by'), kind: 'code' },
    {
      field: 'cetak',
      label: k('cetak'),
      render: (r) => (
        <IconButton size="small" aria-label={translate(k('cetak_of'), { no: r.no_reff })} onClick={() => void print(r)}>
          <PrintIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k('kirim_title'))} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Box>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate(k('kirim'))}
              </Button>
            </Box>
            <DataTable label={k('history')} columns={columns} rows={history.data?.data} rowKey="no_reff" loading={history.isFetching} empty={k('history_empty')} />
          </Stack>
        </CardContent>
      </Card>
      {adding && (
        <SendDialog
          tujuan={history.data?.tujuan ?? null}
          onClose={() => setAdding(false)}
          onSent={async (nota) => {
            await history.refetch();
            setAdding(false);
            await print(nota);
          }}
        />
      )}
    </Box>
  );
}
