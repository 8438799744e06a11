// /hancur-barang-manual: choose a manual-item line, the pieces and grams to melt and the reason, confirm (Ya /
// Tidak); they leave stock for good.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { Title, useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useSubmit } from '../../engine/data';
import { MANUAL_MESSAGES } from '../../../domain/barang-manual';
import { LineTable, ManualFilters, NO_FILTERS, keyOf, lineRef, useManualLines, type Filters } from './shared';

export default function HancurBarangManual() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { lines, loading, reload } = useManualLines(filters);
  const [selected, setSelected] = useState<string>();
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);
  const submit = useSubmit({ invalidate: ['barang-manual'] });
  const busy = submit.busy;
  const line = lines?.find((l) => keyOf(l) === selected);

  const ask = () => (line ? setAsking(true) : submit.refuse(MANUAL_MESSAGES.lineRequired));
  const save = async () => {
    if (!line) return;
    await submit.call<{ message: string; data: { no_hancur: string } }>(
      { method: 'POST', path: 'barang-manual/hancur', body: { ...lineRef(line), qty, berat, keterangan } },
      {
        success: (res) => `${res.message}: ${res.data.no_hancur}`,
        after: () => {
          setQty('');
          setBerat('');
          setKeterangan('');
        },
        // Refused (the line changed meanwhile): the table shows the stock as it is now (a melt reads it again anyway).
        failed: reload,
      },
    );
    setAsking(false);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang_manual.hancur_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <ManualFilters value={filters} onChange={setFilters} />
            <LineTable lines={lines} loading={loading} selected={selected} onSelect={(l) => setSelected(keyOf(l))} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField size="small" label={translate('kilau.barang_manual.qty')} value={qty} onChange={(e) => setQty(e.target.value.replace(/\D/g, ''))} disabled={busy} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              <TextField size="small" label={translate('kilau.barang_manual.berat')} value={berat} onChange={(e) => setBerat(e.target.value)} disabled={busy} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            </Stack>
            <TextField size="small" label={translate('kilau.barang_manual.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} disabled={busy} sx={{ maxWidth: 480 }} />
            <Box>
              <Button variant="contained" color="error" startIcon={<WhatshotIcon />} onClick={ask} disabled={busy}>
                {translate('kilau.barang_manual.hancur_save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <YaTidak
        isOpen={asking}
        loading={busy}
        title="kilau.barang_manual.hancur_title"
        content="kilau.barang_manual.hancur_confirm"
        onClose={() => setAsking(false)}
        onConfirm={save}
      />
    </Box>
  );
}
