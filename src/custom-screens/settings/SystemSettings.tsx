// The system tab of /settingsystem: rounding value, sales and buy-back tolerances, VAT (percent or rupiah per gram),
// point-to-rupiah conversion, the sales limit, the discount limit (percent a cashier may take off without a
// supervisor), a cancelled deposit's down payment (refund or forfeit), the days a deposit is given before it is overdue
// and the default language, each a para_system setting (domain/settings.ts).
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
  poin_rupiah: string;
  batas_penjualan: string;
  batas_diskon: string;
  batal_titip: string;
  jatuh_tempo_titip: string;
  bahasa_default: string;
}

function formOf(stored: Record<string, string | null>): Form {
  const ppn = parseJsonSetting<VatSetting>('ppn', stored.ppn);
  return {
    pembulatan: inputText(stored.pembulatan, UNITS.pembulatan),
    toleransi_penjualan: inputText(stored.toleransi_penjualan, UNITS.toleransi_penjualan),
    toleransi_pembelian: inputText(stored.toleransi_pembelian, UNITS.toleransi_pembelian),
    ppn_mode: ppn.mode,
    ppn_nilai: inputText(ppn.nilai, vatUnit(ppn.mode)),
    poin_rupiah: inputText(stored.poin_rupiah, UNITS.poin_rupiah),
    batas_penjualan: inputText(stored.batas_penjualan, UNITS.batas_penjualan),
    batas_diskon: inputText(stored.batas_diskon, UNITS.batas_diskon),
    batal_titip: stored.batal_titip ?? 'KEMBALI',
    jatuh_tempo_titip: inputText(stored.jatuh_tempo_titip, UNITS.jatuh_tempo_titip),
    bahasa_default: stored.bahasa_default ?? '',
  };
}

/** What PUT para-system/key/{key} receives for each setting of this tab. */
const submitted = (f: Form) => ({
  pembulatan: f.pembulatan,
  toleransi_penjualan: f.toleransi_penjualan,
  toleransi_pembelian: f.toleransi_pembelian,
  ppn: { mode: f.ppn_mode, nilai: f.ppn_nilai },
  poin_rupiah: f.poin_rupiah,
  batas_penjualan: f.batas_penjualan,
  batas_diskon: f.batas_diskon,
  batal_titip: f.batal_titip,
  jatuh_tempo_titip: f.jatuh_tempo_titip,
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = [
      { label: t('pembulatan'), value: form.pembulatan, unit: UNITS.pembulatan },
      { label: t('toleransi_penjualan'), value: form.toleransi_penjualan, unit: UNITS.toleransi_penjualan },
      { label: t('toleransi_pembelian'), value: form.toleransi_pembelian, unit: UNITS.toleransi_pembelian },
      { label: t('ppn_nilai'), value: form.ppn_nilai, unit: ppnUnit },
      { label: t('poin_rupiah'), value: form.poin_rupiah, unit: UNITS.poin_rupiah },
      { label: t('batas_penjualan'), value: form.batas_penjualan, unit: UNITS.batas_penjualan },
      { label: t('batas_diskon'), value: form.batas_diskon, unit: UNITS.batas_diskon },
    ];
    if (!(await implausible.confirm(typed))) return;
    if (await save(changedSettings(values, submitted(form)))) setForm(undefined);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 560, pt: 2 }}>
      <Stack spacing={2}>
        <UnitField
          label={t('pembulatan')}
          fieldLabel={t('pembulatan')}
          unit={UNITS.pembulatan}
          value={form.pembulatan}
          onChange={setText('pembulatan')}
          serverError={errors.pembulatan}
          helperText={t('pembulatan_help')}
        />
        <UnitField
          label={t('toleransi_penjualan')}
          fieldLabel={t('toleransi_penjualan')}
          unit={UNITS.toleransi_penjualan}
          value={form.toleransi_penjualan}
          onChange={setText('toleransi_penjualan')}
          serverError={errors.toleransi_penjualan}
          helperText={t('toleransi_penjualan_help')}
          slotProps={adornments(undefined, 'gr')}
        />
        <UnitField
          label={t('toleransi_pembelian')}
          fieldLabel={t('toleransi_pembelian')}
          unit={UNITS.toleransi_pembelian}
          value={form.toleransi_pembelian}
          onChange={setText('toleransi_pembelian')}
          serverError={errors.toleransi_pembelian}
          helperText={t('toleransi_pembelian_help')}
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
        <UnitField
          label={t('poin_rupiah')}
          fieldLabel={t('poin_rupiah')}
          unit={UNITS.poin_rupiah}
          value={form.poin_rupiah}
          onChange={setText('poin_rupiah')}
          serverError={errors.poin_rupiah}
          helperText={t('poin_rupiah_help')}
        />
        <UnitField
          label={t('batas_penjualan')}
          fieldLabel={t('batas_penjualan')}
          unit={UNITS.batas_penjualan}
          value={form.batas_penjualan}
          onChange={setText('batas_penjualan')}
          serverError={errors.batas_penjualan}
          helperText={t('batas_penjualan_help')}
          slotProps={adornments('Rp.')}
        />
        <UnitField
          label={t('batas_diskon')}
          fieldLabel={t('batas_diskon')}
          unit={UNITS.batas_diskon}
          value={form.batas_diskon}
          onChange={setText('batas_diskon')}
          serverError={errors.batas_diskon}
          helperText={t('batas_diskon_help')}
          slotProps={adornments(undefined, '%')}
        />
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
        <UnitField
          label={t('jatuh_tempo_titip')}
          fieldLabel={t('jatuh_tempo_titip')}
          unit={UNITS.jatuh_tempo_titip}
          value={form.jatuh_tempo_titip}
          onChange={setText('jatuh_tempo_titip')}
          serverError={errors.jatuh_tempo_titip}
          helperText={t('jatuh_tempo_titip_help')}
          slotProps={adornments(undefined, t('hari'))}
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
        {implausible.dialog}
      </Stack>
    </Box>
  );
}
