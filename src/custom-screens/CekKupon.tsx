// /cek-kupon: type a coupon code, see the coupon and whether it can be used on the business date.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { formatCell } from '../../domain/format';
import type { KuponStatus } from '../../domain/kupon';

interface Answer {
  message: string;
  data: Record<string, string | number | null> & { status_kupon: KuponStatus };
}

const ROWS: { field: string; format?: 'money' | 'percent' | 'integer' }[] = [
  { field: 'kode_kupon' },
  { field: 'nama_kupon' },
  { field: 'jenis_potongan' },
  { field: 'potongan_rp', format: 'money' },
  { field: 'potongan_persen', format: 'percent' },
  { field: 'minimal_belanja', format: 'money' },
  { field: 'tgl_mulai' },
  { field: 'tgl_selesai' },
  { field: 'kuota', format: 'integer' },
];

export default function CekKupon() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    if (!code.trim()) return failure(new Error(), 'kilau.kupon.code_required');
    setBusy(true);
    try {
      setAnswer(await api.get<Answer>(`kupon/cek/${encodeURIComponent(code.trim().toUpperCase())}`));
    } catch (error) {
      failure(error, 'kilau.kupon.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 560 }}>
      <Title title={translate('kilau.kupon.title')} />
      <Card>
        <CardContent component="form" onSubmit={check} noValidate>
          <Stack direction="row" spacing={1}>
            <TextField label={translate('kilau.kupon.code')} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} size="small" fullWidth />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
              {translate('kilau.kupon.check')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {answer && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Alert severity={answer.data.status_kupon === 'BERLAKU' ? 'success' : 'warning'}>{answer.message}</Alert>
            <Table size="small">
              <TableBody>
                {ROWS.map(({ field, format }) => (
                  <TableRow key={field}>
                    <TableCell component="th">{translate(`resources.parameter_kupon.fields.${field}`)}</TableCell>
                    <TableCell>{formatCell(answer.data[field], format)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
