// The system tab of /settingsystem: rounding value, sales and buy-back tolerances, VAT (percent or rupiah per gram),
// the sales limit, the discount limit (percent a cashier may take off without a supervisor), a cancelled deposit's down payment (refund or forfeit), the days a deposit is given before it is overdue,
// the pawn loans' default monthly rate, late fee per 15 days, grace days before an auction and reminder days, and the
// default language, each a para_system setting (domain/settings.ts). The point value is on /setting-member.
// tgl_system is not here: only store closing advances it. The numbers are typed the Indonesian way and read by their
// units (domain/units.ts: a PPN of '1,1' is 1.1 %), each field showing what it reads as; the server reads the same
// text the same way. An implausible value (a PPN over 20 %) is confirmed before saving.
import { useMemo, type FormEvent } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, InputAdornment, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../domain/languages';
import { BATAL_TITIP_RULES, parseJsonSetting, SYSTEM_SETTING_UNITS as UNITS, VAT_MODES, vatUnit, type VatSetting } from '../../../domain/settings';
import { inputText } from '../../../domain/units';
import { UnitField, useImplausibleCheck } from '../../engine/master/UnitInput';
import { changedSettings, useDraft, useParaSystem, useSaveSettings } from './use-settings';
import { SaveButton } from './SaveButton';

interface Form {
  pembulatan: string;
  toleransi_penjualan: string;
  toleransi_pembelian: string;
  ppn_mode: VatSetting['mode'];
  ppn_nilai: string;
  batas_penjualan: string;
  batas_diskon: string;
  batal_titip: string;
  jatuh_tempo_titip: string;
  bunga_hutang_default: string;
  hutang_denda_per_15_hari: string;
  hutang_masa_tenggang: string;
  hutang_pengingat_hari: string;
  cabang_timeout_detik: string;
  bahasa_default: string;
}

/** The pawn loans' settings (issue 22), each typed in its unit. */
const LOAN_SETTINGS = ['bunga_hutang_default', 'hutang_denda_per_15_hari', 'hutang_masa_tenggang', 'hutang_pengingat_hari'] as const;

function formOf(stored: Record<string, string | null>): Form {
  const ppn = parseJsonSetting<VatSetting>('ppn', stored.ppn);
  return {
    pembulatan: inputText(stored.pembulatan, UNITS.pembulatan),
    toleransi_penjualan: inputText(stored.toleransi_penjualan, UNITS.toleransi_penjualan),
    toleransi_pembelian: inputText(stored.toleransi_pembelian, UNITS.toleransi_pembelian),
    ppn_mode: ppn.mode,
    ppn_nilai: inputText(ppn.nilai, vatUnit(ppn.mode)),
    batas_penjualan: inputText(stored.batas_penjualan, UNITS.batas_penjualan),
    batas_diskon: inputText(stored.batas_diskon, UNITS.batas_diskon),
    batal_titip: stored.batal_titip ?? 'KEMBALI',
    jatuh_tempo_titip: inputText(stored.jatuh_tempo_titip, UNITS.jatuh_tempo_titip),
    ...(Object.fromEntries(LOAN_SETTINGS.map((k) => [k, inputText(stored[k], UNITS[k])])) as Pick<Form, (typeof LOAN_SETTINGS)[number]>),
    cabang_timeout_detik: inputText(stored.cabang_timeout_detik, UNITS.cabang_timeout_detik),
    bahasa_default: stored.bahasa_default ?? '',
  };
}

/** What PUT para-system/key/{key} receives for each setting of this tab. */
const submitted = (f: Form) => ({
  pembulatan: f.pembulatan,
  toleransi_penjualan: f.toleransi_penjualan,
  toleransi_pembelian: f.toleransi_pembelian,
  ppn: { mode: f.ppn_mode, nilai: f.ppn_nilai },
  batas_penjualan: f.batas_penjualan,
  batas_diskon: f.batas_diskon,
  batal_titip: f.batal_titip,
  jatuh_tempo_titip: f.jatuh_tempo_titip,
  bunga_hutang_default: f.bunga_hutang_default,
  hutang_denda_per_15_hari: f.hutang_denda_per_15_hari,
  hutang_masa_tenggang: f.hutang_masa_tenggang,
  hutang_pengingat_hari: f.hutang_pengingat_hari,
  cabang_timeout_detik: f.cabang_timeout_detik,
  bahasa_default: f.bahasa_default,
});

const adornments = (start?: string, end?: string) => ({
  input: {
    ...(start ? { startAdornment: <InputAdornment position="start">{start}</InputAdornment> } : {}),
    ...(end ? { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } : {}),
  },
});

export function SystemSettings() {
  const translate = useTranslate();
  const { values } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const [form, setForm] = useDraft(useMemo(() => values && formOf(values), [values]));
  const implausible = useImplausibleCheck();
  if (!form || !values) return null;

  const set = (name: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  const setText = (name: keyof Form) => (text: string) => setForm({ ...form, [name]: text });
  const t = (key: string) => translate(`kilau.settings.system.${key}`);
  const ppnUnit = vatUnit(form.ppn_mode);
  /** A setting typed in its unit: its label, the typed text, the server's refusal and its help. */
  const unitField = (name: keyof typeof UNITS & keyof Form, slotProps?: ReturnType<typeof adornments>) => (
    <UnitField
      label={t(name)}
      fieldLabel={t(name)}
      unit={UNITS[name]}
      value={form[name]}
      onChange={setText(name)}
      serverError={errors[name]}
      helperText={t(`${name}_help`)}
      slotProps={slotProps}
    />
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = [
      { label: t('pembulatan'), value: form.pembulatan, unit: UNITS.pembulatan },
      { label: t('toleransi_penjualan'), value: form.toleransi_penjualan, unit: UNITS.toleransi_penjualan },
      { label: t('toleransi_pembelian'), value: form.toleransi_pembelian, unit: UNITS.toleransi_pembelian },
      { label: t('ppn_nilai'), value: form.ppn_nilai, unit: ppnUnit },
      { label: t('batas_penjualan'), value: form.batas_penjualan, unit: UNITS.batas_penjualan },
      { label: t('batas_diskon'), value: form.batas_diskon, unit: UNITS.batas_diskon },
      { label: t('bunga_hutang_default'), value: form.bunga_hutang_default, unit: UNITS.bunga_hutang_default },
      { label: t('hutang_denda_per_15_hari'), value: form.hutang_denda_per_15_hari, unit: UNITS.hutang_denda_per_15_hari },
    ];
    if (!(await implausible.confirm(typed))) return;
    if (await save(changedSettings(values, submitted(form)))) setForm(undefined);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560, pt: 2 }}>
      <Stack spacing={2}>
        {unitField('pembulatan')}
        {unitField('toleransi_penjualan', adornments(undefined, 'gr'))}
        {unitField('toleransi_pembelian', adornments(undefined, 'gr'))}
        <FormControl>
          <FormLabel id="ppn-mode">{t('ppn_mode')}</FormLabel>
          <RadioGroup row aria-labelledby="ppn-mode" value={form.ppn_mode} onChange={set('ppn_mode')}>
            {VAT_MODES.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={t(`ppn_${m.toLowerCase()}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <UnitField
          label={t('ppn_nilai')}
          fieldLabel={t('ppn_nilai')}
          unit={ppnUnit}
          value={form.ppn_nilai}
          onChange={setText('ppn_nilai')}
          serverError={errors['ppn.nilai']}
          helperText={t(`ppn_nilai_help_${form.ppn_mode.toLowerCase()}`)}
          slotProps={form.ppn_mode === 'BERAT' ? adornments('Rp.', '/ gr') : adornments(undefined, '%')}
        />
        {unitField('batas_penjualan', adornments('Rp.'))}
        {unitField('batas_diskon', adornments(undefined, '%'))}
        <TextField
          select
          label={t('batal_titip')}
          value={form.batal_titip}
          onChange={set('batal_titip')}
          error={!!errors.batal_titip}
          helperText={errors.batal_titip ?? t('batal_titip_help')}
        >
          {BATAL_TITIP_RULES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`batal_titip_${r.toLowerCase()}`)}
            </MenuItem>
          ))}
        </TextField>
        {unitField('jatuh_tempo_titip', adornments(undefined, t('hari')))}
        {unitField('bunga_hutang_default', adornments(undefined, '%'))}
        {unitField('hutang_denda_per_15_hari', adornments('Rp.'))}
        {unitField('hutang_masa_tenggang', adornments(undefined, t('hari')))}
        {unitField('hutang_pengingat_hari', adornments(undefined, t('hari')))}
        {unitField('cabang_timeout_detik', adornments(undefined, t('detik')))}
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
        {implausible.dialog}
      </Stack>
    </Box>
  );
}
