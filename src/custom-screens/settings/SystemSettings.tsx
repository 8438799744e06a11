// The system tab of /settingsystem: rounding value, sales tolerance, VAT (percent or rupiah per gram),
// point-to-rupiah conversion and the default language, each a para_system setting (domain/settings.ts).
// tgl_system is not here: only store closing advances it.
import { useEffect, useState, type FormEvent } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, InputAdornment, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../domain/languages';
import { parseJsonSetting, VAT_MODES, type VatSetting } from '../../../domain/settings';
import { changedSettings, useParaSystem, useSaveSettings } from './use-settings';
import { SaveButton } from './SaveButton';

interface Form {
  pembulatan: string;
  toleransi_penjualan: string;
  ppn_mode: VatSetting['mode'];
  ppn_nilai: string;
  poin_rupiah: string;
  bahasa_default: string;
}

function formOf(stored: Record<string, string | null>): Form {
  const ppn = parseJsonSetting<VatSetting>('ppn', stored.ppn);
  return {
    pembulatan: stored.pembulatan ?? '',
    toleransi_penjualan: stored.toleransi_penjualan ?? '',
    ppn_mode: ppn.mode,
    ppn_nilai: String(ppn.nilai),
    poin_rupiah: stored.poin_rupiah ?? '',
    bahasa_default: stored.bahasa_default ?? '',
  };
}

/** What PUT para-system/key/{key} receives for each setting of this tab. */
const submitted = (f: Form) => ({
  pembulatan: f.pembulatan,
  toleransi_penjualan: f.toleransi_penjualan,
  ppn: { mode: f.ppn_mode, nilai: f.ppn_nilai },
  poin_rupiah: f.poin_rupiah,
  bahasa_default: f.bahasa_default,
});

const adornments = (start?: string, end?: string) => ({
  input: {
    ...(start ? { startAdornment: <InputAdornment position="start">{start}</InputAdornment> } : {}),
    ...(end ? { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } : {}),
  },
  htmlInput: { inputMode: 'decimal' as const },
});

export function SystemSettings() {
  const translate = useTranslate();
  const { values, reload } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const [form, setForm] = useState<Form>();
  useEffect(() => void (values && setForm(formOf(values))), [values]);
  if (!form || !values) return null;

  const set = (name: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  const t = (key: string) => translate(`kilau.settings.system.${key}`);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save(changedSettings(values, submitted(form)))) reload();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560, pt: 2 }}>
      <Stack spacing={2}>
        <TextField
          label={t('pembulatan')}
          value={form.pembulatan}
          onChange={set('pembulatan')}
          error={!!errors.pembulatan}
          helperText={errors.pembulatan ?? t('pembulatan_help')}
          slotProps={adornments('Rp.')}
        />
        <TextField
          label={t('toleransi_penjualan')}
          value={form.toleransi_penjualan}
          onChange={set('toleransi_penjualan')}
          error={!!errors.toleransi_penjualan}
          helperText={errors.toleransi_penjualan ?? t('toleransi_penjualan_help')}
          slotProps={adornments(undefined, 'gr')}
        />
        <FormControl>
          <FormLabel id="ppn-mode">{t('ppn_mode')}</FormLabel>
          <RadioGroup row aria-labelledby="ppn-mode" value={form.ppn_mode} onChange={set('ppn_mode')}>
            {VAT_MODES.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={t(`ppn_${m.toLowerCase()}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('ppn_nilai')}
          value={form.ppn_nilai}
          onChange={set('ppn_nilai')}
          error={!!errors['ppn.nilai']}
          helperText={errors['ppn.nilai'] ?? t(`ppn_nilai_help_${form.ppn_mode.toLowerCase()}`)}
          slotProps={form.ppn_mode === 'BERAT' ? adornments('Rp.', '/ gr') : adornments(undefined, '%')}
        />
        <TextField
          label={t('poin_rupiah')}
          value={form.poin_rupiah}
          onChange={set('poin_rupiah')}
          error={!!errors.poin_rupiah}
          helperText={errors.poin_rupiah ?? t('poin_rupiah_help')}
          slotProps={adornments('Rp.')}
        />
        <TextField
          select
          label={t('bahasa_default')}
          value={form.bahasa_default}
          onChange={set('bahasa_default')}
          error={!!errors.bahasa_default}
          helperText={errors.bahasa_default ?? t('bahasa_default_help')}
        >
          {LANGUAGES.map((l) => (
            <MenuItem key={l.locale} value={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <SaveButton saving={saving} />
        </Box>
      </Stack>
    </Box>
  );
}
