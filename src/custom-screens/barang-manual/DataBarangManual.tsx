// /data-barang-manual: the manual-item stock lines (filtered by group, jenis and gudang) with their totals, and
// the form that adds pieces and grams to a line of a tray (creating the line when it is new); for supervisors, the
// correction of a chosen line to what a stocktake counted.
import { useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { formatField } from '../../../domain/format';
import { KOREKSI_LEVELS, manualTotals } from '../../../domain/barang-manual';
import { getSession } from '../../engine/session';
import { KoreksiLine } from './KoreksiLine';
import { TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { LineTable, ManualFilters, NO_FILTERS, keyOf, useManualLines, useMasters, type Filters } from './shared';

export default function DataBarangManual() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const { lines, loading, reload } = useManualLines(filters);
  const { groups } = useMasters();
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [kodeGroup, setKodeGroup] = useState('');
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const submit = useSubmit({ invalidate: ['barang-manual'] });
  const busy = submit.busy;
  const total = useMemo(() => manualTotals(lines ?? []), [lines]);
  const group = groups.find((g) => g.kode_group === kodeGroup);
  // The browser mirrors the server's rule: only supervisors and up correct a line.
  const corrects = KOREKSI_LEVELS.includes(getSession()?.level ?? 'KASIR');
  const [selected, setSelected] = useState<string>();
  const line = lines?.find((l) => keyOf(l) === selected);

  const save = () =>
    submit.call<{ message: string; data: { no_ref: string } }>(
      {
        method: 'POST',
        path: 'barang-manual/tambah',
        body: { kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki, kode_group: kodeGroup, kode_dept: group?.kode_dept ?? '', qty, berat, keterangan },
      },
      {
        success: (res) => `${res.message}: ${res.data.no_ref}`,
        after: () => {
          setQty('');
          setBerat('');
          setKeterangan('');
        },
      },
    );

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang_manual.data_title')} />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
                <ManualFilters value={filters} onChange={setFilters} />
                <Stack direction="row" spacing={1} aria-label={translate('kilau.barang_manual.summary')}>
                  <Chip label={translate('kilau.barang.summary_qty', { qty: formatField(total.qty, { kind: 'number' }) })} />
                  <Chip label={translate('kilau.barang.summary_berat', { berat: formatField(total.berat, { kind: 'weight' }) })} />
                </Stack>
              </Stack>
              <LineTable lines={lines} loading={loading} selected={selected} onSelect={corrects ? (l) => setSelected(keyOf(l)) : undefined} />
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {translate('kilau.barang_manual.add_title')}
              </Typography>
              <TrayPicker prefix="baki" value={tray} onChange={setTray} disabled={busy} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField select size="small" label={translate('kilau.barang_manual.group')} value={kodeGroup} onChange={(e) => setKodeGroup(e.target.value)} disabled={busy} sx={{ minWidth: 200 }}>
                  {groups.map((g) => (
                    <MenuItem key={g.kode_group} value={g.kode_group}>
                      {g.kode_group} - {g.nama_group}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField size="small" label={translate('kilau.barang_manual.jenis')} value={group?.kode_dept ?? ''} slotProps={{ input: { readOnly: true } }} />
                <TextField size="small" label={translate('kilau.barang_manual.qty')} value={qty} onChange={(e) => setQty(e.target.value.replace(/\D/g, ''))} disabled={busy} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
                <TextField size="small" label={translate('kilau.barang_manual.berat')} value={berat} onChange={(e) => setBerat(e.target.value)} disabled={busy} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              </Stack>
              <TextField size="small" label={translate('kilau.barang_manual.keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} disabled={busy} sx={{ maxWidth: 480 }} />
              <Box>
                <Button variant="contained" startIcon={<AddIcon />} onClick={save} disabled={busy}>
                  {translate('kilau.barang_manual.add_save')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
        {corrects && <KoreksiLine line={line} onDone={reload} />}
      </Stack>
    </Box>
  );
}
