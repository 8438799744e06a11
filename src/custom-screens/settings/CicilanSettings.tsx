// The Cicilan tab of /settingsystem (CICILAN_MODULE): what the gold instalments do (server/documents/kinds/cicilan*.ts),
// each a para_system setting (domain/settings.ts): a cancelled contract's payments refunded or kept; the late fee, a
// percent of the instalment per month or part of one late; the missed instalments before /lelang-cicilan takes the
// pieces back; and what an auction does with what was paid (refunded less its fee percent, or kept).
import { useMemo, type FormEvent } from 'react';
import { Box, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BATAL_TITIP_RULES, CICILAN_SETTING_UNITS as UNITS, settingSpec } from '../../../domain/settings';
import { inputText } from '../../../domain/units';
import { UnitField } from '../../engine/master/UnitInput';
import { changedSettings, useDraft, useParaSystem, useSaveSettings } from './use-settings';
import { SaveButton } from './SaveButton';

interface Form {
  batal_cicilan: string;
  denda_cicilan: string;
  tunggakan_lelang_cicilan: string;
  lelang_cicilan: string;
  biaya_lelang_cicilan: string;
}

/** A stored setting, its default (domain/settings.ts) when unset. */
const storedOr = (stored: Record<string, string | null>, key: keyof Form) => stored[key] ?? settingSpec(key)!.default;

const formOf = (stored: Record<string, string | null>): Form => ({
  batal_cicilan: storedOr(stored, 'batal_cicilan'),
  denda_cicilan: inputText(storedOr(stored, 'denda_cicilan'), UNITS.denda_cicilan),
  tunggakan_lelang_cicilan: inputText(storedOr(stored, 'tunggakan_lelang_cicilan'), UNITS.tunggakan_lelang_cicilan),
  lelang_cicilan: storedOr(stored, 'lelang_cicilan'),
  biaya_lelang_cicilan: inputText(storedOr(stored, 'biaya_lelang_cicilan'), UNITS.biaya_lelang_cicilan),
});

const end = (text: string) => ({ input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> } });

export function CicilanSettings() {
  const translate = useTranslate();
  const t = (key: string) => translate(`kilau.settings.system.${key}`);
  const { values } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const [form, setForm] = useDraft(useMemo(() => values && formOf(values), [values]));
  if (!form || !values) return null;

  const unitField = (name: keyof typeof UNITS, suffix: string) => (
    <UnitField
      label={t(name)}
      fieldLabel={t(name)}
      unit={UNITS[name]}
      value={form[name]}
      onChange={(text) => setForm({ ...form, [name]: text })}
      serverError={errors[name]}
      helperText={t(`${name}_help`)}
      slotProps={end(suffix)}
    />
  );
  const rule = (name: 'batal_cicilan' | 'lelang_cicilan') => (
    <TextField
      select
      label={t(name)}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ?? t(`${name}_help`)}
    >
      {BATAL_TITIP_RULES.map((r) => (
        <MenuItem key={r} value={r}>
          {t(`batal_titip_${r.toLowerCase()}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save(changedSettings(values, { ...form }))) setForm(undefined);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560, pt: 2 }}>
      <Stack spacing={2}>
        {rule('batal_cicilan')}
        {unitField('denda_cicilan', '%')}
        {unitField('tunggakan_lelang_cicilan', t('angsuran'))}
        {rule('lelang_cicilan')}
        {unitField('biaya_lelang_cicilan', '%')}
        <Box>
          <SaveButton saving={saving} />
        </Box>
      </Stack>
    </Box>
  );
}
