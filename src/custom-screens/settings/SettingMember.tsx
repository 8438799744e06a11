// /setting-member (OWN, SU, MU with MEMBER_MODULE): the members' para_system settings (domain/settings.ts, those whose
// screen is /setting-member): what a point is worth in rupiah when a sale is paid with points, and, where the server
// knows it, the months without any point movement after which a balance expires (0: never). Each is typed in its unit
// and read the way the server reads it; the server guards the write with this screen's gate.
import { useMemo, type FormEvent } from 'react';
import { Box, Card, CardContent, InputAdornment, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { MEMBER_SETTING_UNITS as UNITS, settingSpec } from '../../../domain/settings';
import { inputText } from '../../../domain/units';
import { UnitField, useImplausibleCheck } from '../../engine/master/UnitInput';
import { changedSettings, useDraft, useParaSystem, useSaveSettings } from './use-settings';
import { SaveButton } from './SaveButton';

type Key = keyof typeof UNITS;
/** The settings this build's server has, in the screen's order. */
const KEYS = (Object.keys(UNITS) as Key[]).filter((k) => settingSpec(k)?.route === '/setting-member');

const formOf = (stored: Record<string, string | null>) =>
  Object.fromEntries(KEYS.map((k) => [k, inputText(stored[k] ?? settingSpec(k)!.default, UNITS[k])])) as Record<Key, string>;

const end = (text: string) => ({ input: { endAdornment: <InputAdornment position="end">{text}</InputAdornment> } });

export default function SettingMember() {
  const translate = useTranslate();
  const t = (key: string) => translate(`kilau.member.setting.${key}`);
  const { values } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const [form, setForm] = useDraft(useMemo(() => values && formOf(values), [values]));
  const implausible = useImplausibleCheck();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form || !values) return;
    if (!(await implausible.confirm(KEYS.map((k) => ({ label: t(k), value: form[k], unit: UNITS[k] }))))) return;
    if (await save(changedSettings(values, { ...form }))) setForm(undefined);
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          {form && (
            <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560 }}>
              <Stack spacing={2}>
                {KEYS.map((k) => (
                  <UnitField
                    key={k}
                    label={t(k)}
                    fieldLabel={t(k)}
                    unit={UNITS[k]}
                    value={form[k]}
                    onChange={(text) => setForm({ ...form, [k]: text })}
                    serverError={errors[k]}
                    helperText={t(`${k}_help`)}
                    slotProps={k === 'poin_hangus_bulan' ? end(t('bulan')) : undefined}
                  />
                ))}
                <Box>
                  <SaveButton saving={saving} />
                </Box>
                {implausible.dialog}
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
