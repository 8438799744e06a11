// /whatsapp-setting (WHATSAPP_MODULE): the number invoices are sent from (stored as WhatsApp wants it, a
// leading 0 becoming 62) and the invoice text, whose {placeholders} are filled per receipt; a preview shows
// the text with sample values.
import { Box, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { whatsappNumber } from '../../../domain/phone';
import { fillTemplate, MAX_TEMPLATE, WHATSAPP_PLACEHOLDERS, type WhatsappSetting as Setting } from '../../../domain/settings';
import { getSession } from '../../engine/session';
import { useJsonSetting } from './use-settings';
import { SaveButton } from './SaveButton';

const KEY = 'whatsapp_setting';

export default function WhatsappSetting() {
  const translate = useTranslate();
  const { draft, setDraft, errors, saving, submit } = useJsonSetting<Setting>(KEY);
  const t = (key: string, args?: object) => translate(`kilau.settings.whatsapp.${key}`, args);
  const sample = {
    nama_toko: getSession()?.nama_toko ?? '',
    nama_customer: t('sample_customer'),
    no_nota: 'PJ-0001',
    tanggal: getSession()?.tgl_system ?? '',
    total: '12,500,000',
  };

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      {draft && (
        <Card>
          <CardContent component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <TextField
                label={t('nomor_pengirim')}
                value={draft.nomor_pengirim}
                onChange={(e) => setDraft({ ...draft, nomor_pengirim: e.target.value })}
                error={!!errors[`${KEY}.nomor_pengirim`]}
                helperText={errors[`${KEY}.nomor_pengirim`] ?? (draft.nomor_pengirim.trim() ? t('stored_as', { nomor: whatsappNumber(draft.nomor_pengirim) }) : t('nomor_help'))}
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
              <TextField
                label={t('template_invoice')}
                value={draft.template_invoice}
                onChange={(e) => setDraft({ ...draft, template_invoice: e.target.value })}
                error={!!errors[`${KEY}.template_invoice`]}
                helperText={errors[`${KEY}.template_invoice`] ?? `${draft.template_invoice.length}/${MAX_TEMPLATE}`}
                multiline
                minRows={4}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('placeholders')}
                </Typography>
                {WHATSAPP_PLACEHOLDERS.map((p) => (
                  <Chip key={p} size="small" label={`{${p}}`} onClick={() => setDraft({ ...draft, template_invoice: `${draft.template_invoice}{${p}}` })} />
                ))}
              </Stack>
              <Box>
                <Typography variant="subtitle2">{t('preview')}</Typography>
                <Typography data-testid="whatsapp-preview" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
                  {fillTemplate(draft.template_invoice, sample)}
                </Typography>
              </Box>
              <Box>
                <SaveButton saving={saving} />
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
