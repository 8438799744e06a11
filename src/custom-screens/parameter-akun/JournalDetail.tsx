// One journal's lines: account type (jenis_akun) and account number (nomor_akun), the number edited by clicking
// its cell. Kembali goes back to the list (asking first when something changed); Simpan Perubahan sends
// PUT para-akun-transaksi/{trx}/{type} behind the progress dialog: 'Data Berhasil Diedit', or the server's text,
// or 'Data Gagal Diedit'.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { api, fillPath } from '../../engine/api';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
import { useProgress } from '../../engine/shared/ProgressDialog';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { AccountCell } from './AccountCell';
import { toDetailBody, type Akun, type DetailAkun, type Journal } from './types';

export interface JournalDetailProps {
  journal: Journal;
  akuns: Akun[];
  onBack: () => void;
  onSaved: () => void;
}

export function JournalDetail({ journal, akuns, onBack, onSaved }: JournalDetailProps) {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const { run, dialog: progress } = useProgress();
  const [lines, setLines] = useState<DetailAkun[]>(journal.detail_akun);
  const [editing, setEditing] = useState<string | null>(null);
  const changed = (i: number) => lines[i].nomor_akun !== journal.detail_akun[i]?.nomor_akun;
  const dirty = lines.some((_, i) => changed(i));
  const { confirmExit, dialog: exitConfirm } = useExitConfirm(dirty);

  const pick = (id: string, akun: Akun) =>
    setLines((ls) => ls.map((l) => (l._id === id ? { ...l, nomor_akun: akun.nomor_akun, nama_akun: akun.nama_akun } : l)));

  const save = async () => {
    try {
      await run('send', [() => api.put(fillPath('para-akun-transaksi/{trx}/{type}', { trx: journal.trx, type: journal.type }), toDetailBody(lines))] as const);
      toast.success('kilau.akun.saved');
      onSaved();
    } catch (error) {
      failure(error, 'kilau.akun.save_failed');
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2">
              {translate('kilau.akun.detail_title', { trx: journal.trx, type: journal.type })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('kilau.akun.edit_hint')}
            </Typography>
          </Box>
          <TableContainer>
            <Table size="small" aria-label={translate('kilau.akun.detail_title', { trx: journal.trx, type: journal.type })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('kilau.akun.jenis_akun')}</TableCell>
                  <TableCell>{translate('kilau.akun.nomor_akun')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line, i) => (
                  <TableRow key={line._id}>
                    <TableCell>{line.jenis_akun}</TableCell>
                    <TableCell sx={{ width: '55%' }}>
                      <AccountCell
                        line={line}
                        akuns={akuns}
                        editing={editing === line._id}
                        changed={changed(i)}
                        onStartEdit={() => setEditing(line._id)}
                        onPick={(akun) => pick(line._id, akun)}
                        onStopEdit={() => setEditing(null)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => confirmExit(onBack)}>
              {translate('kilau.akun.back')}
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={!dirty}>
              {translate('kilau.akun.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      {progress}
      {exitConfirm}
    </Card>
  );
}
