// /transaksi-poin: a member's points corrected by hand. Find the member, type the points (+ adds, - takes off; whole)
// and the reason; Simpan asks a supervisor's authorization (TRANSAKSI_POIN) and then posts POST transaksi-poin. The
// server refuses a correction that would take the balance below zero ('Poin Tidak Mencukupi').
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ScreenCard } from '../../engine/widgets/ScreenCard';
import { NumberField } from '../../engine/widgets/NumberField';
import { AuthorizationDialog } from '../../engine/authorization/AuthorizationDialog';
import { numberUnit } from '../../../domain/units';
import { formatPoin, k, MemberPanel, POINT_READS, useAttemptKey, useMemberPoints } from './parts';

const POIN = { ...numberUnit(0), min: -1_000_000_000, max: 1_000_000_000 };

export default function TransaksiPoin() {
  const t = useTranslate();
  const { member, kode, setMember, points } = useMemberPoints();
  const [poin, setPoin] = useState<number | null>(null);
  const [alasan, setAlasan] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: POINT_READS });
  const attempt = useAttemptKey();
  const after = points && poin ? points.poin + poin : undefined;

  const next = () => {
    if (!kode) return submit.refuse(k('member_required'));
    if (!poin) return submit.refuse(k('poin_required'));
    if (!alasan.trim()) return submit.refuse(k('alasan_required'));
    setAuthorizing(true);
  };
  const save = (authorization_id: string) => {
    setAuthorizing(false);
    return submit.call(
      { method: 'POST', path: 'transaksi-poin', headers: attempt.headers(), body: { kode_member: kode, poin, alasan: alasan.trim(), authorization_id } },
      {
        after: () => {
          attempt.done();
          setPoin(null);
          setAlasan('');
        },
      },
    );
  };

  return (
    <ScreenCard title={k('koreksi_title')}>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <Stack spacing={2}>
          <MemberPanel kode={kode} member={member} points={points} onPick={setMember} disabled={submit.busy} />
          <NumberField unit={POIN} label={t(k('poin_koreksi'))} helperText={t(k('poin_koreksi_help'))} value={poin} onValue={setPoin} testId="poin" sx={{ maxWidth: 240 }} />
          <TextField size="small" required label={t(k('alasan'))} value={alasan} onChange={(e) => setAlasan(e.target.value)} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'alasan' } }} sx={{ maxWidth: 520 }} />
          {after !== undefined && (
            <Alert severity={after < 0 ? 'warning' : 'info'} data-testid="saldo-setelah">
              {t(k('saldo_setelah'), { poin: formatPoin(after) })}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={submit.busy}>
              {t(k('simpan_koreksi'))}
            </Button>
          </Box>
        </Stack>
      </Box>
      <AuthorizationDialog
        open={authorizing}
        kategori="TRANSAKSI_POIN"
        description={t(k('koreksi_otorisasi'), { kode, poin: `${(poin ?? 0) > 0 ? '+' : ''}${formatPoin(poin ?? 0)}`, alasan: alasan.trim() })}
        onSuccess={(id: string) => void save(id)}
        onClose={() => setAuthorizing(false)}
      />
    </ScreenCard>
  );
}
