// What the three point screens share (/tukar-point, /transaksi-poin, /lihat-transaksi-member): their locale keys, the
// member finder with the member's balance beside it (GET member/{kode}/poin), points shown the Indonesian way, and a
// write's Idempotency-Key kept until it succeeds (a retry after a lost answer makes one document).
import { useRef, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { MemberFinder, type FoundMember } from '../../engine/widgets/MemberFinder';
import { newIdempotencyKey } from '../../engine/transaction/counter/usePostDocument';
import { formatScaled } from '../../../domain/units';
import type { MemberPoints } from '../../../domain/member-points';

/** A key of these screens' texts (locales: kilau.member_poin.*). */
export const k = (name: string) => `kilau.member_poin.${name}`;

/** Points are whole: 1.250. */
export const formatPoin = (n: number) => formatScaled(n, 0);

/** The paths whose cached reads a points write makes stale. */
export const POINT_READS = ['member', 'tukar-point', 'hadiah'];


/** The chosen member and its points (undefined until read). */
export function useMemberPoints() {
  const [member, setMember] = useState<FoundMember | null>(null);
  const kode = member?.kode_member ?? '';
  const read = useApiQuery<{ data: MemberPoints }>(kode ? `member/${encodeURIComponent(kode)}/poin` : null);
  const points = read.data?.data.kode_member === kode ? read.data.data : undefined;
  return { member, kode, setMember, points, loading: read.isFetching };
}

/** The finder and, once a member is chosen, its name and balance. */
export function MemberPanel({ kode, member, points, onPick, disabled }: { kode: string; member: FoundMember | null; points?: MemberPoints; onPick: (m: FoundMember | null) => void; disabled?: boolean }) {
  const t = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Box sx={{ flex: 1, maxWidth: 520 }}>
        <MemberFinder kodeMember={kode} onPick={onPick} disabled={disabled} />
      </Box>
      {member && (
        <Box sx={{ minWidth: 240 }} aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {member.nama_member}
          </Typography>
          <Typography variant="h6" data-testid="saldo-poin">
            {t(k('saldo'), { poin: points ? formatPoin(points.poin) : '…' })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/** One Idempotency-Key per attempt: the same until the write succeeds, then a new one. */
export function useAttemptKey() {
  const key = useRef<string | undefined>(undefined);
  return {
    headers: () => ({ 'Idempotency-Key': (key.current ??= newIdempotencyKey()) }),
    done: () => {
      key.current = undefined;
    },
  };
}
