// /setting-nota and /setting-nota-slip (gate rule settingNota): the receipt's header and footer lines with a
// preview of how they print, the paper receipts print on, and the number of copies per document (2 when its duplicate is on). Each
// screen keeps its own para_system setting (setting_nota, setting_nota_slip).
import { useMemo, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Title, useTranslate } from 'react-admin';
import { DEFAULT_RECEIPT_PAPER, MAX_LINE, RECEIPT_DOCUMENTS, RECEIPT_PAPERS, receiptSlices, type ReceiptPaper, type ReceiptSetting } from '../../../domain/receipt';
import { MAX_RECEIPT_LINES, parseJsonSetting } from '../../../domain/settings';
import { changedSettings, useDraft, useParaSystem, useSaveSettings, type Errors } from './use-settings';
import { ReceiptPreview } from './ReceiptPreview';
import { SaveButton } from './SaveButton';

type Part = 'header' | 'footer';

function LinesEditor({ settingKey, part, lines, errors, onChange }: { settingKey: string; part: Part; lines: string[]; errors: Errors; onChange: (lines: string[]) => void }) {
  const translate = useTranslate();
  const name = translate(`kilau.settings.nota.${part}`);
  const set = (i: number, text: string) => onChange(lines.map((l, j) => (j === i ? text : l)));
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">{name}</Typography>
      {lines.map((line, i) => {
        const error = errors[`${settingKey}.${part}.${i}`];
        const help = translate('kilau.settings.nota.line_help', { length: line.length, max: MAX_LINE, slices: receiptSlices(line).length });
        return (
          <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={translate('kilau.settings.nota.line', { part: name, n: i + 1 })}
              value={line}
              onChange={(e) => set(i, e.target.value)}
              error={!!error || line.length > MAX_LINE}
              helperText={error ?? help}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
            />
            <IconButton aria-label={translate('kilau.settings.nota.remove_line', { part: name, n: i + 1 })} onClick={() => onChange(lines.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} disabled={lines.length >= MAX_RECEIPT_LINES} onClick={() => onChange([...lines, ''])}>
          {translate('kilau.settings.nota.add_line', { part: name })}
        </Button>
      </Box>
    </Stack>
  );
}

function SettingNotaScreen({ settingKey }: { settingKey: 'setting_nota' | 'setting_nota_slip' }) {
  const translate = useTranslate();
  const { values } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const stored = useMemo(() => values && parseJsonSetting<ReceiptSetting>(settingKey, values[settingKey]), [values, settingKey]);
  const [draft, setDraft] = useDraft(stored);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (values && draft && (await save(changedSettings(values, { [settingKey]: draft })))) setDraft(undefined);
  };
  const t = (key: string, args?: object) => translate(`kilau.settings.nota.${key}`, args);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={t(settingKey === 'setting_nota' ? 'title' : 'title_slip')} />
      {draft && (
        <Card>
          <CardContent component="form" onSubmit={submit} noValidate>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
              <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                  select
                  size="small"
                  label={t('kertas')}
                  value={draft.kertas ?? DEFAULT_RECEIPT_PAPER}
                  onChange={(e) => setDraft({ ...draft, kertas: e.target.value as ReceiptPaper })}
                  error={!!errors[`${settingKey}.kertas`]}
                  helperText={errors[`${settingKey}.kertas`] ?? t('kertas_help')}
                  slotProps={{ htmlInput: { 'data-testid': 'kertas' } }}
                  sx={{ maxWidth: 320 }}
                >
                  {RECEIPT_PAPERS.map((p) => (
                    <MenuItem key={p} value={p}>
                      {t(`kertas_${p}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <LinesEditor settingKey={settingKey} part="header" lines={draft.header} errors={errors} onChange={(header) => setDraft({ ...draft, header })} />
                <LinesEditor settingKey={settingKey} part="footer" lines={draft.footer} errors={errors} onChange={(footer) => setDraft({ ...draft, footer })} />
                <Stack spacing={1}>
                  <Typography variant="subtitle1">{t('copies')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('copies_help')}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
                    {RECEIPT_DOCUMENTS.map((doc) => (
                      <TextField
                        key={doc}
                        select
                        size="small"
                        label={t(`documents.${doc}`)}
                        value={draft.copies[doc]}
                        onChange={(e) => setDraft({ ...draft, copies: { ...draft.copies, [doc]: Number(e.target.value) as 1 | 2 } })}
                        error={!!errors[`${settingKey}.copies.${doc}`]}
                        helperText={errors[`${settingKey}.copies.${doc}`]}
                      >
                        <MenuItem value={1}>{t('copies_1')}</MenuItem>
                        <MenuItem value={2}>{t('copies_2')}</MenuItem>
                      </TextField>
                    ))}
                  </Box>
                </Stack>
                <Box>
                  <SaveButton saving={saving} />
                </Box>
              </Stack>
              <Stack spacing={1}>
                <Typography variant="subtitle1">{t('preview')}</Typography>
                <ReceiptPreview header={draft.header} footer={draft.footer} />
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

export function SettingNotaPage() {
  return <SettingNotaScreen settingKey="setting_nota" />;
}

export function SettingNotaSlipPage() {
  return <SettingNotaScreen settingKey="setting_nota_slip" />;
}
