// /lihat-transaksi-member: a member's history. Find the member; its documents in this shop over a range of business
// dates (GET member/{kode}/transaksi) and every move of its points with the balance after each (GET member/{kode}/poin,
// the ledger's own running balance, newest first here).
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable } from '../../engine/table';
import { ScreenCard, SectionCard } from '../../engine/widgets/ScreenCard';
import { DateField } from '../../engine/shared/DateField';
import { getSession } from '../../engine/session';
import { formatPoin, k, MemberPanel, useMemberPoints } from './parts';
import type { PointMove } from '../../../domain/member-points';

interface MemberDocument {
  no: string;
  tgl: string;
  jenis: string;
  grand_total: number;
  status: string;
}

export default function LihatTransaksiMember() {
  const t = useTranslate();
  const { member, kode, setMember, points, loading } = useMemberPoints();
  const today = getSession()?.tgl_system ?? '';
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const docs = useApiQuery<{ data: MemberDocument[] }>(kode ? `member/${encodeURIComponent(kode)}/transaksi` : null, { tgl_from: from, tgl_to: to });
  const moves = points ? [...points.riwayat].reverse() : undefined;

  return (
    <ScreenCard title={k('riwayat_title')}>
      <MemberPanel kode={kode} member={member} points={points} onPick={setMember} />
      {kode && (
        <>
          <SectionCard heading={<Typography variant="subtitle1">{t(k('dokumen'))}</Typography>}>
            <Stack direction="row" spacing={2}>
              <DateField label={t(k('tgl_from'))} value={from} onChange={setFrom} maxDate={to} />
              <DateField label={t(k('tgl_to'))} value={to} onChange={setTo} minDate={from} maxDate={today} />
            </Stack>
            <DataTable<MemberDocument>
              label={k('dokumen')}
              rows={docs.data?.data}
              loading={docs.isFetching}
              rowKey="no"
              columns={[
                { field: 'tgl', label: k('tgl'), kind: 'date' },
                { field: 'no', label: k('no') },
                { field: 'jenis', label: k('jenis'), codes: 'jenis' },
                { field: 'grand_total', label: k('grand_total'), kind: 'money', total: true },
                { field: 'status', label: k('status'), codes: 'status' },
              ]}
            />
          </SectionCard>
          <SectionCard heading={<Typography variant="subtitle1">{t(k('mutasi_poin'))}</Typography>}>
            <DataTable<PointMove>
              label={k('mutasi_poin')}
              rows={moves}
              loading={loading}
              rowKey={(r) => `${r.tgl}|${r.no}|${r.jenis}|${r.saldo}|${r.poin_masuk}|${r.poin_keluar}`}
              columns={[
                { field: 'tgl', label: k('tgl'), kind: 'date' },
                { field: 'no', label: k('no'), value: (r) => r.no ?? '' },
                { field: 'jenis', label: k('jenis'), codes: 'poin' },
                { field: 'keterangan', label: k('keterangan') },
                { field: 'poin_masuk', label: k('poin_masuk'), align: 'right', render: (r) => (r.poin_masuk ? formatPoin(r.poin_masuk) : '') },
                { field: 'poin_keluar', label: k('poin_keluar'), align: 'right', render: (r) => (r.poin_keluar ? formatPoin(r.poin_keluar) : '') },
                { field: 'saldo', label: k('saldo_kolom'), align: 'right', render: (r) => formatPoin(r.saldo) },
              ]}
            />
          </SectionCard>
        </>
      )}
    </ScreenCard>
  );
}
