// /parameter-akun (spec sections 2, 4, 8), behind NAGAFIN_ACCOUNTING_MODULE: the list of journal parameters, then
// one journal's detail to edit, then save or back to the list. The journals and the chart of accounts are fetched
// behind the progress dialog; a failure shows the server's text or 'Terjadi Kesalahan Saat Mengirim Data'.
import { useCallback, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useProgress } from '../engine/shared/ProgressDialog';
import { JournalList } from './parameter-akun/JournalList';
import { JournalDetail } from './parameter-akun/JournalDetail';
import type { Akun, Journal } from './parameter-akun/types';

export default function ParameterAkun() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const { run, dialog: progress } = useProgress();
  const [journals, setJournals] = useState<Journal[]>([]);
  const [akuns, setAkuns] = useState<Akun[]>([]);
  const [editing, setEditing] = useState<Journal | null>(null);

  const load = useCallback(async () => {
    try {
      const [j, a] = await run('fetch', [
        () => api.get<{ data: Journal[] }>('para-akun-transaksi'),
        () => api.get<{ data: Akun[] }>('akuns'),
      ] as const);
      setJournals(j.data ?? []);
      setAkuns(a.data ?? []);
    } catch (error) {
      failure(error, 'kilau.akun.load_failed');
    }
  }, [run, failure]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.akun.title')} />
      {editing ? (
        <JournalDetail
          journal={editing}
          akuns={akuns}
          onBack={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : (
        <JournalList journals={journals} onEdit={setEditing} />
      )}
      {progress}
    </Box>
  );
}
