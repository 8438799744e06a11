// /pindah-barang-manual: choose a manual-item line, the pieces and grams to move (never more than it holds, the
// weight not 0) and the target tray; the same group and jenis land on that tray's line.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { MANUAL_MESSAGES } from '../../../domain/barang-manual';
import { TrayPicker, type TrayValue } from '../inventory/TrayPicker';
import { LineTable, ManualFilters, NO_FILTERS, keyOf, lineRef, useManualLines, type Filters } from './shared';

export default function PindahBarangManual() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { lines, loading, reload } = useManualLines(filters);
  const [selected, setSelected] = useState<string>();
  const [target, setTarget] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const submit = useSubmit({ invalidate: ['barang-manual'] });
  const busy = submit.busy;
  const line = lines?.find((l) => keyOf(l) === selected);

  const save = () =>
    submit.call<{ message: string; data: { no_pindah: string } }>(
      {
        method: 'POST',
        path: 'barang-manual/pindah',
        body: line && { ...lineRef(line), qty, berat, kode_gudang_tujuan: target.kode_gudang, kode_baki_tujuan: target.kode_baki },
      },
      {
        check: () => !line && MANUAL_MESSAGES.lineRequired,
        success: (res) => `${res.message}: ${res.data.no_pindah}`,
        after: () => {
          setQty('');
          setBerat('');
        },
        // Refused (the line changed meanwhile): the table shows the stock as it is now (a move reads it again anyway).
        failed: reload,
      },
    );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang_manual.pindah_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <ManualFilters value={filters} onChange={setFilters} />
            <LineTable lines={lines} loading={loading} selected={selected} onSelect={(l) => setSelected(keyOf(l))} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField size="small" label={translate('kilau.barang_manual.qty')} value={qty} onChange={(e) => setQty(e.target.value.replace(/\D/g, ''))} disabled={busy} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              <TextField size="small" label={translate('kilau.barang_manual.berat')} value={berat} onChange={(e) => setBerat(e.target.value)} disabled={busy} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            </Stack>
            <TrayPicker prefix="tujuan" value={target} onChange={setTarget} disabled={busy} />
            <Box>
              <Button variant="contained" startIcon={<MoveDownIcon />} onClick={save} disabled={busy}>
                {translate('kilau.barang_manual.pindah_save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
