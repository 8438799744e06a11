// /parameter-akun (spec sections 2, 4, 8), behind NAGAFIN_ACCOUNTING_MODULE: the list of journal parameters, then
// one journal's detail to edit, then save or back to the list. The journals and the chart of accounts are read
// behind the progress dialog the first time; a failure shows the server's text or 'Terjadi Kesalahan Saat
// Mengirim Data'. A save reads the journals again before the list shows.
import { useState } from 'react';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { ProgressDialog } from '../../engine/shared/ProgressDialog';
import { JournalList } from './JournalList';
import { JournalDetail } from './JournalDetail';
import { JOURNALS_PATH, type Akun, type Journal } from './types';

export default function ParameterAkun() {
  const translate = useTranslate();
  const journals = useApiQuery<{ data?: Journal[] }>(JOURNALS_PATH, undefined, { failure: 'kilau.akun.load_failed' });
  const akuns = useApiQuery<{ data?: Akun[] }>('akuns', undefined, { failure: 'kilau.akun.load_failed' });
  const [editing, setEditing] = useState<Journal | null>(null);
  const reads = [journals, akuns];

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.akun.title')} />
      {editing ? (
        <JournalDetail journal={editing} akuns={akuns.data?.data ?? []} onBack={() => setEditing(null)} onSaved={() => setEditing(null)} />
      ) : (
        <JournalList journals={journals.data?.data} loading={journals.isFetching} onEdit={setEditing} />
      )}
      <ProgressDialog open={reads.some((r) => r.isLoading)} mode="fetch" done={reads.filter((r) => !r.isPending).length} total={reads.length} />
    </Box>
  );
}
