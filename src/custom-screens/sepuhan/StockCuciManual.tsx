// /stock-cuci-manual: gold entered into the buy-back stock by hand (name, group, kadar, weight, note), sorted for
// cleaning; Simpan shows the barcode it got.
import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { UnitField, useImplausibleCheck } from '../../engine/master/UnitInput';
import { KADAR, parseUnit, toDisplay, WEIGHT, type Unit } from '../../../domain/units';
import { fieldErrorsOf } from '../../engine/widgets/apiError';
import { ActionButton, NoteField, ScreenCard } from '../../engine/widgets/ScreenCard';
import { key } from './stock';

interface Group {
  kode_group: string;
  nama_group: string;
}
const EMPTY = { nama_barang: '', kode_group: '', kadar: '', berat: '', keterangan: '' };
type Form = typeof EMPTY;
const field = (name: string) => `resources.barang.fields.${name}`;

/** A typed number in its unit's display form (kadar 75, berat 2.5), or the text as typed for the server to refuse. */
const numberOf = (text: string, unit: Unit) => {
  const read = parseUnit(text, unit);
  return read.ok ? toDisplay(read.value, unit) : text;
};

export default function StockCuciManual() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan'] });
  const implausible = useImplausibleCheck();
  const groups = useApiQuery<{ data: Group[] }>('group/get/all').data?.data ?? [];
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<{ kode_barcode: string; no_ref: string }>();
  const set = (name: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const label = (name: string) => translate(field(name));

  const save = async () => {
    const ok = await implausible.confirm([
      { label: label('kadar'), value: form.kadar, unit: KADAR },
      { label: label('berat'), value: form.berat, unit: WEIGHT },
    ]);
    if (!ok) return;
    await submit.call<{ message: string; data: { kode_barcode: string; no_ref: string } }>(
      {
        method: 'POST',
        path: 'sepuhan/stock-manual',
        body: { ...form, nama_barang: form.nama_barang.trim(), kadar: numberOf(form.kadar, KADAR), berat: numberOf(form.berat, WEIGHT) },
      },
      {
        success: (res) => `${res.message}: ${res.data.kode_barcode}`,
        after: (res) => {
          setSaved(res.data);
          setForm(EMPTY);
        },
        failed: (e) => void setErrors(fieldErrorsOf(e) ?? {}),
      },
    );
  };

  return (
    <ScreenCard title={key('manual_title')}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <TextField
          size="small"
          label={label('nama_barang')}
          value={form.nama_barang}
          onChange={(e) => set('nama_barang')(e.target.value)}
          error={!!errors.nama_barang}
          helperText={errors.nama_barang || undefined}
          disabled={submit.busy}
          autoFocus
        />
        <TextField
          select
          size="small"
          label={label('kode_group')}
          value={form.kode_group}
          onChange={(e) => set('kode_group')(e.target.value)}
          error={!!errors.kode_group}
          helperText={errors.kode_group || undefined}
          disabled={submit.busy}
        >
          {groups.map((g) => (
            <MenuItem key={g.kode_group} value={g.kode_group}>
              {g.kode_group} - {g.nama_group}
            </MenuItem>
          ))}
        </TextField>
        <UnitField size="small" label={label('kadar')} fieldLabel={label('kadar')} unit={KADAR} value={form.kadar} onChange={set('kadar')} serverError={errors.kadar || undefined} disabled={submit.busy} />
        <UnitField size="small" label={label('berat')} fieldLabel={label('berat')} unit={WEIGHT} value={form.berat} onChange={set('berat')} serverError={errors.berat || undefined} disabled={submit.busy} />
        <NoteField label="kilau.barang.keterangan" value={form.keterangan} onChange={set('keterangan')} disabled={submit.busy} />
      </Stack>
      <ActionButton label="kilau.master.save" icon={<SaveIcon />} onClick={save} disabled={submit.busy} />
      {saved && (
        <Alert severity="success" role="region" aria-label={translate(key('manual_saved_label'))}>
          {translate(key('manual_saved'), { code: saved.kode_barcode, no: saved.no_ref })}
        </Alert>
      )}
      {implausible.dialog}
    </ScreenCard>
  );
}
