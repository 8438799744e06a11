// /cek-kupon: type a coupon code, see the coupon and whether it can be used on the business date. Each Cek Kupon
// asks the server again (a check, not a cached read): useSubmit's call with a `check` step for the empty code and
// no success toast, the answer shown as the coupon's fields.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { DataTable, formatValue, type ValueFormat } from '../../engine/table';
import type { KuponStatus } from '../../../domain/kupon';

interface Answer {
  message: string;
  data: Record<string, string | number | null> & { status_kupon: KuponStatus };
}

/** The coupon's fields, one table row each: label and value. */
const ROWS: (ValueFormat & { field: string })[] = [
  { field: 'kode_kupon', kind: 'code' },
  { field: 'nama_kupon', kind: 'text' },
  { field: 'jenis_potongan', kind: 'select' },
  { field: 'potongan_rp', kind: 'money' },
  { field: 'potongan_persen', kind: 'percent' },
  { field: 'minimal_belanja', kind: 'money' },
  { field: 'tgl_mulai', kind: 'date' },
  { field: 'tgl_selesai', kind: 'date' },
  { field: 'kuota', kind: 'number' },
];

export default function CekKupon() {
  const translate = useTranslate();
  const check = useSubmit({ failure: 'kilau.kupon.failed' });
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    const found = await check.call<Answer>(
      { path: `kupon/cek/${encodeURIComponent(code.trim().toUpperCase())}` },
      { check: () => !code.trim() && 'kilau.kupon.code_required', success: false },
    );
    if (found) setAnswer(found);
  };

  return (
    <Box sx={{ py: 2, maxWidth: 560 }}>
      <Title title={translate('kilau.kupon.title')} />
      <Card>
        <CardContent component="form" onSubmit={onSubmit} noValidate>
          <Stack direction="row" spacing={1}>
            <TextField label={translate('kilau.kupon.code')} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} size="small" fullWidth />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={check.busy}>
              {translate('kilau.kupon.check')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {answer && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Alert severity={answer.data.status_kupon === 'BERLAKU' ? 'success' : 'warning'}>{answer.message}</Alert>
            <DataTable
              label="kilau.kupon.title"
              head={false}
              stacked={false}
              rowKey="field"
              rows={ROWS}
              columns={[
                { field: 'label', render: (r) => translate(`resources.parameter_kupon.fields.${r.field}`), header: true },
                { field: 'value', render: (r) => formatValue(r, answer.data[r.field]) },
              ]}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
