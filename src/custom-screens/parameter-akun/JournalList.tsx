// The list of journal parameters: journal name (trx), journal type and the Edit action, with a search box.
import { useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import type { Journal } from './types';

export function JournalList({ journals, onEdit }: { journals: Journal[]; onEdit: (journal: Journal) => void }) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const needle = q.trim().toUpperCase();
  const rows = needle ? journals.filter((j) => `${j.trx} ${j.type}`.toUpperCase().includes(needle)) : journals;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <TextField size="small" label={translate('kilau.akun.search')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ maxWidth: 320 }} />
          <TableContainer>
            <Table size="small" aria-label={translate('kilau.akun.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('kilau.akun.trx')}</TableCell>
                  <TableCell>{translate('kilau.akun.type')}</TableCell>
                  <TableCell align="right">{translate('kilau.akun.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((j) => (
                  <TableRow key={`${j.trx}/${j.type}`} hover>
                    <TableCell>{j.trx}</TableCell>
                    <TableCell>{j.type}</TableCell>
                    <TableCell align="right">
                      <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(j)}>
                        {translate('kilau.akun.edit')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {!rows.length && (
                  <TableRow>
                    <TableCell colSpan={3} align="center">
                      {translate('kilau.akun.empty')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      </CardContent>
    </Card>
  );
}
