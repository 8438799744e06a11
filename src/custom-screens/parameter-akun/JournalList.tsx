// The list of journal parameters: journal name (trx), journal type and the Edit action, with a search box.
import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { DataTable, type Column } from '../../engine/table';
import type { Journal } from './types';

const COLUMNS: Column<Journal>[] = [
  { field: 'trx', label: 'kilau.akun.trx', kind: 'code' },
  { field: 'type', label: 'kilau.akun.type', kind: 'code' },
];

interface Props {
  /** undefined while the first read is on its way. */
  journals: Journal[] | undefined;
  loading?: boolean;
  onEdit: (journal: Journal) => void;
}

export function JournalList({ journals, loading, onEdit }: Props) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const needle = q.trim().toUpperCase();
  const rows = needle ? journals?.filter((j) => `${j.trx} ${j.type}`.toUpperCase().includes(needle)) : journals;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <TextField size="small" label={translate('kilau.akun.search')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ maxWidth: 320 }} />
          <DataTable
            label="kilau.akun.title"
            columns={COLUMNS}
            rows={rows}
            rowKey={(j) => `${j.trx}/${j.type}`}
            loading={loading}
            empty="kilau.akun.empty"
            actionsLabel="kilau.akun.actions"
            actions={(j) => (
              <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(j)}>
                {translate('kilau.akun.edit')}
              </Button>
            )}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
