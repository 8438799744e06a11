// On /data-barang-manual, for supervisors (KOREKSI_LEVELS): set the chosen line to what a stocktake counted, with the
// reason, after a confirmation that shows the line's stock before and after. The server writes the difference to the
// line's ledger as KOREKSI.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useSubmit } from '../../engine/data';
import { formatField } from '../../../domain/format';
import { formatWeightMg, parseWeightMg } from '../../../domain/units';
import { MANUAL_MESSAGES, type ManualLine } from '../../../domain/barang-manual';
import { lineRef } from './shared';

export function KoreksiLine({ line, onDone }: { line: ManualLine | undefined; onDone: () => void }) {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['barang-manual'] });
  const busy = submit.busy;
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);

  const ask = () => (line ? setAsking(true) : submit.refuse(MANUAL_MESSAGES.lineRequired));
  const typedMg = parseWeightMg(berat || '0');
  const question = line && {
    line: `${line.kode_baki} ${line.kode_group}`,
    qty_from: formatField(line.qty, { kind: 'number' }),
    qty_to: qty || '0',
    berat_from: formatField(line.berat, { kind: 'weight' }),
    berat_to: typedMg.ok ? formatWeightMg(typedMg.value) : berat,
  };
  const save = async () => {
    if (!line) return;
    await submit.call<{ message: string; data: { no_koreksi: string } }>(
      { method: 'POST', path: 'barang-manual/koreksi', body: { ...lineRef(line), qty, berat, keterangan } },
      {
        success: (res) => `${res.message}: ${res.data.no_koreksi}`,
        after: () => {
          // Closed in the same render that clears the form: the question keeps the values it was asked with.
          setAsking(false);
          setQty('');
          setBerat('');
          setKeterangan('');
        },
        // Refused (the line changed meanwhile): the table shows the stock as it is now (a correction reads it again anyway).
        failed: onDone,
      },
    );
    setAsking(false);
  };

  const k = (key: string) => translate(`kilau.barang_manual.${key}`);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {k('koreksi_title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {line ? translate('kilau.barang_manual.koreksi_line', { line: `${line.kode_baki} ${line.kode_group} ${line.kode_dept}` }) : k('koreksi_hint')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField size="small" label={k('koreksi_qty')} value={qty} onChange={(e) => setQty(e.target.value.replace(/\D/g, ''))} disabled={busy} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField size="small" label={k('koreksi_berat')} value={berat} onChange={(e) => setBerat(e.target.value)} disabled={busy} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          </Stack>
          <TextField size="small" label={k('koreksi_keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} disabled={busy} sx={{ maxWidth: 480 }} />
          <Box>
            <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={ask} disabled={busy}>
              {k('koreksi_save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <YaTidak
        isOpen={asking}
        loading={busy}
        title="kilau.barang_manual.koreksi_title"
        content="kilau.barang_manual.koreksi_confirm"
        translateOptions={question}
        onClose={() => setAsking(false)}
        onConfirm={save}
      />
    </Card>
  );
}
