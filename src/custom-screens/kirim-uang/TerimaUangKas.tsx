// /terima-uang-kas (spec sections 2-4, head office): type the reference number of a branch's send ('Mohon Masukkan
// Nomor Referensi' when empty), look it up (the server asks the branch's portal when the branch runs its own server),
// see it, choose the till or the bank account it goes into and confirm. On success the form is reset and the result
// cleared. A reception its branch has not recorded yet is shown as waiting; confirming again completes it.
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { YaTidak } from '../../engine/shared/YaTidak';
import { ScreenCard } from '../../engine/widgets/ScreenCard';
import { formatRupiahMask } from '../../../domain/units';
import { KAS, KIRIM_UANG_MESSAGES, normalReff, type KirimUangStatus } from '../../../domain/kirim-uang';
import { newIdempotencyKey } from '../../engine/transaction/counter/usePostDocument';
import { AccountPicker, k } from './KirimUangPusat';

interface FoundSend {
  no_reff: string;
  kode_toko: string;
  nama_toko: string;
  tgl_system: string;
  input_by: string;
  jumlah_rp: number;
  keterangan: string;
  status: KirimUangStatus;
  no_terima: string | null;
  penerimaan: { no_terima: string; dikonfirmasi: boolean } | null;
}

interface Line {
  key: string;
  value: string;
}

export default function TerimaUangKas() {
  const translate = useTranslate();
  const call = useApiCall();
  const lookup = useSubmit({ failure: KIRIM_UANG_MESSAGES.notFound });
  const submit = useSubmit({ failure: KIRIM_UANG_MESSAGES.receiveFailed });
  const [noReff, setNoReff] = useState('');
  const [found, setFound] = useState<FoundSend>();
  const [akun, setAkun] = useState(KAS);
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);

  const search = async () => {
    setFound(undefined);
    const no = normalReff(noReff);
    await lookup.run(() => call<{ data: FoundSend }>({ path: `kirim-uang/${encodeURIComponent(no)}` }), {
      check: () => !no && KIRIM_UANG_MESSAGES.reffRequired,
      success: false,
      after: (res) => setFound(res.data),
    });
  };

  const receive = async () => {
    if (!found) return;
    await submit.call<{ message: string; data: { no_terima: string } }>(
      { method: 'POST', path: `kirim-uang/${encodeURIComponent(found.no_reff)}/reception`, body: { akun }, headers: { 'Idempotency-Key': key } },
      {
        success: (res) => `${res.message}: ${res.data.no_terima}`,
        after: () => {
          setNoReff('');
          setFound(undefined);
          setAkun(KAS);
          setKey(newIdempotencyKey());
        },
      },
    );
    setAsking(false);
  };

  const waiting = found?.penerimaan && !found.penerimaan.dikonfirmasi;
  const receivable = found && (found.status === 'SENT' || waiting);
  const lines: Line[] = found
    ? [
        { key: 'no_reff', value: found.no_reff },
        { key: 'asal', value: `${found.kode_toko} - ${found.nama_toko}` },
        { key: 'tanggal', value: found.tgl_system },
        { key: 'input_by', value: found.input_by },
        { key: 'jumlah', value: formatRupiahMask(found.jumlah_rp) },
        { key: 'keterangan', value: found.keterangan },
        { key: 'status', value: translate(k(`status_${found.status}`)) },
      ]
    : [];
  const columns: Column<Line>[] = [
    { field: 'key', header: true, render: (l) => translate(k(l.key)) },
    { field: 'value', kind: 'text' },
  ];

  return (
    <ScreenCard title={k('terima_title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
        <TextField
          size="small"
          label={translate(k('no_reff'))}
          value={noReff}
          onChange={(e) => setNoReff(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search();
          }}
          sx={{ minWidth: 320 }}
        />
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => void search()} disabled={lookup.busy}>
          {translate(k('cari'))}
        </Button>
      </Stack>
      {found && (
        <Stack spacing={2} role="region" aria-label={translate(k('hasil'))}>
          <DataTable label={k('hasil')} columns={columns} rows={lines} rowKey="key" stacked={false} />
          {waiting && <Alert severity="warning">{translate(k('menunggu_cabang'), { no: found.penerimaan!.no_terima })}</Alert>}
          {!receivable && <Alert severity="info">{translate(k(found.status === 'BATAL' ? 'sudah_batal' : 'sudah_diterima'))}</Alert>}
          {receivable && (
            <>
              <AccountPicker label="ke" value={akun} onChange={setAkun} disabled={submit.busy} />
              <Box>
                <Button variant="contained" startIcon={<MoveToInboxIcon />} onClick={() => setAsking(true)} disabled={submit.busy}>
                  {translate(k('terima'))}
                </Button>
              </Box>
            </>
          )}
        </Stack>
      )}
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title={k('terima_title')}
        content={k('terima_confirm')}
        translateOptions={{ no: found?.no_reff ?? '', jumlah: found ? formatRupiahMask(found.jumlah_rp) : '' }}
        onClose={() => setAsking(false)}
        onConfirm={() => void receive()}
      />
    </ScreenCard>
  );
}
