// The history of price changes under the price form (GET harga-emas/riwayat): of every list, or of one group.
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { SectionCard } from '../../engine/widgets/ScreenCard';
import { localDateTime } from './time';
import type { CurrentPrices, HistoryRow } from '../../../domain/harga-emas';

const k = (key: string) => `kilau.harga_emas.${key}`;
const ALL = '';

export function PriceHistory({ groups }: { groups: CurrentPrices['group'] }) {
  const translate = useTranslate();
  const [group, setGroup] = useState(ALL);
  const history = useApiQuery<{ data: HistoryRow[] }>('harga-emas/riwayat', group ? { kode_group: group } : undefined, { keepPrevious: true });
  const columns: Column<HistoryRow>[] = [
    { field: 'berlaku_mulai', label: k('berlaku_mulai'), format: (v) => localDateTime(v as string) },
    { field: 'jenis', label: k('jenis'), format: (v) => translate(k(`jenis_${String(v)}`)) },
    { field: 'kode', label: k('kode'), kind: 'code' },
    { field: 'nama', label: k('nama'), kind: 'text' },
    { field: 'harga_lama', label: k('harga_lama'), kind: 'money' },
    { field: 'harga_baru', label: k('harga_baru'), kind: 'money' },
    { field: 'dicatat_oleh', label: k('dicatat_oleh'), kind: 'code' },
    { field: 'dicatat_at', label: k('dicatat_at'), format: (v) => localDateTime(v as string) },
    { field: 'sumber', label: k('sumber'), format: (v) => translate(k(`sumber_${String(v)}`)) },
    { field: 'status', label: k('status'), format: (v) => translate(k(`status_${String(v)}`)) },
  ];
  return (
    <SectionCard heading={translate(k('riwayat'))}>
      <TextField select size="small" label={translate(k('filter_group'))} value={group} onChange={(e) => setGroup(e.target.value)} sx={{ maxWidth: 320 }}>
        <MenuItem value={ALL}>{translate(k('semua'))}</MenuItem>
        {groups.map((g) => (
          <MenuItem key={g.kode_group} value={g.kode_group}>
            {`${g.kode_group} - ${g.nama_group}`}
          </MenuItem>
        ))}
      </TextField>
      <DataTable label={k('riwayat')} columns={columns} rows={history.data?.data} rowKey="id" loading={history.isFetching} empty={k('riwayat_empty')} />
    </SectionCard>
  );
}
