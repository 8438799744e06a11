// What the new-item form (/tambah-data-barang) and the item edit (/data-barang) share: the item fields in a grid,
// whose first field takes the focus when `focusKey` changes, and the photo picker.
import { useEffect, useRef } from 'react';
import { Button as MuiButton, Grid, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import { MasterInput } from '../../engine/master/MasterInput';
import { useMasterLabels } from '../../engine/master/labels';
import { ITEM } from '../../../domain/barang';
import type { Mode } from '../../../domain/validation';

export function ItemFieldGrid({ fields, mode, focusKey }: { fields: readonly string[]; mode: Mode; focusKey?: unknown }) {
  const labels = useMasterLabels(ITEM);
  const box = useRef<HTMLDivElement>(null);
  // Keyboard first: the next piece (or the edit) starts at the first field without a click.
  useEffect(() => box.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus(), [focusKey]);
  return (
    <Grid container columnSpacing={2} ref={box}>
      {fields.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
          <MasterInput def={ITEM} name={name} field={ITEM.fields[name]} label={labels.field(name)} mode={mode} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The photo button and the chosen file's name (or `emptyLabel` while none is chosen). */
export function PhotoPicker({ label, emptyLabel, file, onChange }: { label: string; emptyLabel: string; file: File | null; onChange: (file: File | null) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
      <MuiButton component="label" variant="outlined" startIcon={<PhotoCameraIcon />}>
        {translate(label)}
        <input hidden type="file" accept="image/*" aria-label={translate(label)} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
      </MuiButton>
      <Typography variant="body2">{file?.name ?? translate(emptyLabel)}</Typography>
    </Stack>
  );
}
