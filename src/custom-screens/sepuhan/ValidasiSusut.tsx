// /validasi-susut: the shrinkage of received cleaning / re-plating batches and of melts, for a supervisor to
// validate: filter (not validated yet by default), tick, Validasi (all or none).
import { useState, type Key } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { weightMg } from '../../../domain/units';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';
import { gramsText, key, sortStateLabel } from './stock';

interface Shrinkage {
  no_ref: string;
  jenis: string;
  tgl_system: string;
  berat_awal: number;
  berat_akhir: number;
  susut: number;
  valid: boolean;
  valid_by: string | null;
}
const FILTERS = ['BELUM', 'VALID', 'ALL'] as const;
type Filter = (typeof FILTERS)[number];

/** The shrinkage's kind (CUCI, SEPUH, LEBUR) reads as the sort state it came from. */
const columnsOf = (kindText: (jenis: string) => string): Column<Shrinkage>[] => [
  { field: 'no_ref', label: key('no_ref'), kind: 'code' },
  { field: 'jenis', label: key('jenis_susut'), format: (v) => kindText(String(v ?? '')) },
  { field: 'tgl_system', label: key('tanggal'), kind: 'date' },
  { field: 'berat_awal', label: key('berat_awal'), kind: 'weight', total: true },
  { field: 'berat_akhir', label: key('berat_akhir'), kind: 'weight', total: true },
  { field: 'susut', label: key('susut'), kind: 'weight', total: true },
  { field: 'valid', label: key('valid'), kind: 'boolean' },
  { field: 'valid_by', label: key('valid_by'), kind: 'code' },
];

export default function ValidasiSusut() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan'] });
  const [filter, setFilter] = useState<Filter>('BELUM');
  const [keys, setKeys] = useState<Key[]>([]);
  const read = useApiQuery<{ data: Shrinkage[] }>('sepuhan/susut', { status: filter }, { keepPrevious: true });
  const rows = read.isPlaceholderData ? undefined : read.data?.data;
  const ticked = (rows ?? []).filter((r) => keys.includes(r.no_ref));
  const tickedLoss = ticked.reduce((mg, r) => mg + weightMg(r.susut), 0);

  const validate = () =>
    submit.call(
      { method: 'POST', path: 'sepuhan/susut/validasi', body: { nomor: ticked.map((r) => r.no_ref) } },
      { check: () => !ticked.length && key('nothing_ticked'), after: () => setKeys([]) },
    );

  return (
    <ScreenCard title={key('validasi_title')}>
      <TextField
        select
        size="small"
        label={translate(key('validasi_filter'))}
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value as Filter);
          setKeys([]);
        }}
        sx={{ maxWidth: 240 }}
      >
        {FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {translate(key(`validasi_status.${f}`))}
          </MenuItem>
        ))}
      </TextField>
      <DataTable
        label={key('susut_list')}
        columns={columnsOf((jenis) => translate(sortStateLabel(jenis)))}
        rows={rows}
        rowKey="no_ref"
        loading={read.isFetching}
        empty={key('susut_empty')}
        selection={{ selected: keys, onChange: setKeys }}
      />
      <Typography variant="body2" role="status" aria-label={translate(key('ticked_susut_label'))}>
        {translate(key('ticked_susut'), { count: ticked.length, berat: gramsText(tickedLoss) })}
      </Typography>
      <ActionButton label={key('validasi_save')} icon={<VerifiedIcon />} onClick={validate} disabled={submit.busy} />
    </ScreenCard>
  );
}
