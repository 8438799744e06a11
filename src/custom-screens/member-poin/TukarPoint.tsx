// /tukar-point: a member's points traded for a gift of /master-data-hadiah at the counter. Find the member (code,
// phone, name or a scanned card), pick the gift and the quantity: the points it costs and the balance after show
// before Simpan (Ctrl+Enter too). The server decides (POST tukar-point: 'Poin Tidak Mencukupi', 'Stock Hadiah Tidak
// Mencukupi'), points and gift stock down in one transaction. Below, the day's exchanges, each cancellable with a
// reason and a supervisor's authorization (BATAL_TUKAR_POIN): the gift back on stock, the points back to the member.
import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable } from '../../engine/table';
import { ScreenCard, SectionCard } from '../../engine/widgets/ScreenCard';
import { NumberField } from '../../engine/widgets/NumberField';
import { getSession } from '../../engine/session';
import { numberUnit } from '../../../domain/units';
import { CancelTukarDialog } from './CancelTukarDialog';
import { formatPoin, k, MemberPanel, POINT_READS, useAttemptKey, useMemberPoints } from './parts';

interface Hadiah {
  kode_hadiah: string;
  nama_hadiah: string;
  poin: number;
  stock: number;
}

export interface Exchange {
  no_tukar: string;
  tgl_system: string;
  kode_member: string;
  nama_member: string;
  kode_hadiah: string;
  nama_hadiah: string;
  qty: number;
  poin: number;
  keterangan: string;
  status: string;
}

const QTY = { ...numberUnit(0), min: 1, max: 9_999_999 };

export default function TukarPoint() {
  const t = useTranslate();
  const { member, kode, setMember, points } = useMemberPoints();
  const gifts = useApiQuery<{ data: Hadiah[] }>('hadiah/get/all').data?.data ?? [];
  const [gift, setGift] = useState<Hadiah | null>(null);
  const [qty, setQty] = useState<number | null>(1);
  const [keterangan, setKeterangan] = useState('');
  const [cancelling, setCancelling] = useState<string | null>(null);
  const submit = useSubmit({ invalidate: POINT_READS });
  const attempt = useAttemptKey();
  const today = getSession()?.tgl_system ?? '';
  const list = useApiQuery<{ data: Exchange[] }>('tukar-point', { tgl_from: today, tgl_to: today });

  // The live gift (its stock after an exchange), not the one picked before.
  const current = gift ? (gifts.find((g) => g.kode_hadiah === gift.kode_hadiah) ?? gift) : null;
  const cost = current && qty ? current.poin * qty : 0;
  const after = points ? points.poin - cost : undefined;

  const save = () =>
    submit.call(
      { method: 'POST', path: 'tukar-point', headers: attempt.headers(), body: { kode_member: kode, kode_hadiah: current?.kode_hadiah, qty, ...(keterangan.trim() ? { keterangan: keterangan.trim() } : {}) } },
      {
        check: () => (!kode ? k('member_required') : !current ? k('hadiah_required') : !qty || qty < 1 ? k('qty_required') : false),
        after: () => {
          attempt.done();
          setQty(1);
          setKeterangan('');
        },
      },
    );

  return (
    <ScreenCard title={k('tukar_title')}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.ctrlKey) {
            e.preventDefault();
            void save();
          }
        }}
      >
        <Stack spacing={2}>
          <MemberPanel kode={kode} member={member} points={points} onPick={setMember} disabled={submit.busy} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Autocomplete<Hadiah>
              size="small"
              sx={{ flex: 1, maxWidth: 520 }}
              options={gifts}
              value={current}
              onChange={(_, g) => setGift(g)}
              getOptionLabel={(g) => `${g.kode_hadiah} - ${g.nama_hadiah}`}
              isOptionEqualToValue={(a, b) => a.kode_hadiah === b.kode_hadiah}
              renderOption={(props, g) => (
                <li {...props} key={g.kode_hadiah}>
                  {t(k('hadiah_option'), { kode: g.kode_hadiah, nama: g.nama_hadiah, poin: formatPoin(g.poin), stock: formatPoin(g.stock) })}
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t(k('hadiah'))}
                  helperText={current ? t(k('hadiah_info'), { poin: formatPoin(current.poin), stock: formatPoin(current.stock) }) : ' '}
                  inputProps={{ ...params.inputProps, 'data-testid': 'hadiah' }}
                />
              )}
            />
            <NumberField unit={QTY} label={t(k('qty'))} value={qty} onValue={setQty} testId="qty" sx={{ width: 120 }} />
          </Stack>
          <TextField size="small" label={t(k('keterangan'))} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} sx={{ maxWidth: 520 }} />
          {current && qty ? (
            <Alert severity={after !== undefined && after < 0 ? 'warning' : 'info'} data-testid="biaya-poin">
              {t(k('biaya'), { poin: formatPoin(cost) })}
              {after !== undefined && ` · ${t(k('saldo_setelah'), { poin: formatPoin(after) })}`}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" disabled={submit.busy}>
              {t(k('simpan_tukar'))}
            </Button>
          </Box>
        </Stack>
      </Box>
      <SectionCard heading={<Typography variant="subtitle1">{t(k('hari_ini'))}</Typography>}>
        <DataTable<Exchange>
          label={k('hari_ini')}
          rows={list.data?.data}
          loading={list.isFetching}
          rowKey="no_tukar"
          columns={[
            { field: 'no_tukar', label: k('no_tukar') },
            { field: 'nama_member', label: k('member'), value: (r) => `${r.kode_member} - ${r.nama_member}` },
            { field: 'nama_hadiah', label: k('hadiah') },
            { field: 'qty', label: k('qty'), align: 'right', render: (r) => formatPoin(r.qty) },
            { field: 'poin', label: k('poin'), align: 'right', render: (r) => formatPoin(r.poin) },
            { field: 'status', label: k('status'), codes: 'status' },
          ]}
          actions={(r) =>
            r.status !== 'BATAL' && (
              <Button size="small" color="error" onClick={() => setCancelling(r.no_tukar)}>
                {t(k('batal'))}
              </Button>
            )
          }
        />
      </SectionCard>
      {cancelling && <CancelTukarDialog no={cancelling} onClose={() => setCancelling(null)} />}
    </ScreenCard>
  );
}
