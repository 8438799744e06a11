// One journal's lines: account type (jenis_akun) and account number (nomor_akun), the number edited by clicking
// its cell. Kembali goes back to the list (asking first when something changed); Simpan Perubahan sends
// PUT para-akun-transaksi/{trx}/{type} behind the progress dialog: 'Data Berhasil Diedit', or the server's text,
// or 'Data Gagal Diedit'; the journals are read again before the list shows. The lines stay a two-column table
// at any width (the account picker needs the room of a cell).
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { ProgressDialog } from '../../engine/shared/ProgressDialog';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { AccountCell } from './AccountCell';
import { JOURNALS_PATH, toDetailBody, type Akun, type DetailAkun, type Journal } from './types';

export interface JournalDetailProps {
  journal: Journal;
  akuns: Akun[];
  onBack: () => void;
  onSaved: () => void;
}

export function JournalDetail({ journal, akuns, onBack, onSaved }: JournalDetailProps) {
  const translate = useTranslate();
  const submit = useSubmit({ failure: 'kilau.akun.save_failed', invalidate: [JOURNALS_PATH] });
  const [lines, setLines] = useState<DetailAkun[]>(journal.detail_akun);
  const [editing, setEditing] = useState<string | null>(null);
  const changed = (i: number) => lines[i].nomor_akun !== journal.detail_akun[i]?.nomor_akun;
  const dirty = lines.some((_, i) => changed(i));
  const { confirmExit, dialog: exitConfirm } = useExitConfirm(dirty);
  const title = translate('kilau.akun.detail_title', { trx: journal.trx, type: journal.type });

  const pick = (id: string, akun: Akun) =>
    setLines((ls) => ls.map((l) => (l._id === id ? { ...l, nomor_akun: akun.nomor_akun, nama_akun: akun.nama_akun } : l)));

  const columns: Column<DetailAkun>[] = [
    { field: 'jenis_akun', label: 'kilau.akun.jenis_akun', kind: 'text' },
    {
      field: 'nomor_akun',
      label: 'kilau.akun.nomor_akun',
      sx: { width: '55%' },
      render: (line, i) => (
        <AccountCell
          line={line}
          akuns={akuns}
          editing={editing === line._id}
          changed={changed(i)}
          onStartEdit={() => setEditing(line._id)}
          onPick={(akun) => pick(line._id, akun)}
          onStopEdit={() => setEditing(null)}
        />
      ),
    },
  ];

  // Closes only once the journals have been read again (the hook refreshes them before it resolves).
  const save = async () => {
    const path = `${JOURNALS_PATH}/${encodeURIComponent(journal.trx)}/${encodeURIComponent(journal.type)}`;
    const saved = await submit.call({ method: 'PUT', path, body: toDetailBody(lines) }, { success: () => 'kilau.akun.saved' });
    if (saved) onSaved();
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('kilau.akun.edit_hint')}
            </Typography>
          </Box>
          <DataTable label={title} columns={columns} rows={lines} rowKey="_id" stacked={false} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => confirmExit(onBack)}>
              {translate('kilau.akun.back')}
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={!dirty || submit.busy}>
              {translate('kilau.akun.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <ProgressDialog open={submit.busy} mode="send" done={0} total={1} />
      {exitConfirm}
    </Card>
  );
}
