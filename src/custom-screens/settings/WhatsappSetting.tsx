// /whatsapp-setting (WHATSAPP_MODULE): the number invoices are sent from (stored as WhatsApp wants it, a leading 0
// becoming 62), the invoice text, whose {placeholders} are filled per receipt (a preview shows it with sample values),
// and how messages leave the shop: a wa.me link the cashier's browser opens, the WhatsApp Cloud API, or a
// Wablas/Fonnte-style gateway. Tokens are secrets: the server answers only a mask, and a token left blank keeps the
// stored one. Below, the outbox: every message with its status and attempts.
import { useState, type FormEvent } from 'react';
import { Box, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { whatsappNumber } from '../../../domain/phone';
import { formatDateTime } from '../../../domain/format';
import {
  fillTemplate,
  GATEWAY_FORMATS,
  MAX_TEMPLATE,
  settingSpec,
  WHATSAPP_ADAPTERS,
  WHATSAPP_PLACEHOLDERS,
  type WhatsappSetting as Setting,
} from '../../../domain/settings';
import { getSession } from '../../engine/session';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { byField, fieldErrorsOf, PARA_SYSTEM, useDraft, type Errors } from './use-settings';
import { SaveButton } from './SaveButton';

const KEY = 'whatsapp_setting';
const SETTING_PATH = 'whatsapp/setting';
const OUTBOX_PATH = 'whatsapp/outbox';

interface Stored {
  setting: Setting;
  /** Masked ('••••••••1234'), or empty when none is stored. */
  cloud_token: string;
  gateway_token: string;
}

interface OutboxRow {
  id: number;
  tujuan: string;
  adapter: string;
  status: 'QUEUED' | 'SENT' | 'FAILED';
  attempts: number;
  last_error: string | null;
  no_dokumen: string | null;
  created_at: string;
}

const STATUS_COLOR = { QUEUED: 'warning', SENT: 'success', FAILED: 'error' } as const;

export default function WhatsappSetting() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`kilau.settings.whatsapp.${key}`, args);
  const stored = useApiQuery<{ data: Stored }>(SETTING_PATH, undefined, { failure: 'kilau.settings.load_failed' });
  const outbox = useApiQuery<{ data: OutboxRow[] }>(OUTBOX_PATH, { limit: 50 });
  const [draft, setDraft] = useDraft<Setting>(stored.data?.data.setting);
  const [tokens, setTokens] = useState({ cloud_token: '', gateway_token: '' });
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmit({ failure: 'kilau.settings.save_failed', invalidate: [SETTING_PATH, PARA_SYSTEM] });

  const sample = {
    nama_toko: getSession()?.nama_toko ?? '',
    nama_customer: t('sample_customer'),
    no_nota: 'PJ-0001',
    tanggal: getSession()?.tgl_system ?? '',
    total: '12,500,000',
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const saved = await submit.call(
      { method: 'PUT', path: SETTING_PATH, body: { setting: draft, ...tokens } },
      {
        // The setting's own rules, as the server runs them; the token rule (one stored or typed) is the server's.
        check: () => {
          const refused = settingSpec(KEY)!.check(draft).errors ?? [];
          setErrors(byField(refused));
          return refused[0]?.message;
        },
        success: () => 'kilau.settings.saved',
        failed: (error) => void setErrors(byField(fieldErrorsOf(error))),
      },
    );
    if (saved !== undefined) {
      setDraft(undefined);
      setTokens({ cloud_token: '', gateway_token: '' });
      setErrors({});
    }
  };

  const text = (field: keyof Setting, label: string, help?: string, extra: object = {}) => (
    <TextField
      label={label}
      value={draft?.[field] ?? ''}
      onChange={(e) => draft && setDraft({ ...draft, [field]: e.target.value })}
      error={!!errors[`${KEY}.${field}`]}
      helperText={errors[`${KEY}.${field}`] ?? help}
      {...extra}
    />
  );

  const token = (field: 'cloud_token' | 'gateway_token') => {
    const masked = stored.data?.data[field];
    return (
      <TextField
        label={t(field)}
        type="password"
        autoComplete="new-password"
        value={tokens[field]}
        onChange={(e) => setTokens({ ...tokens, [field]: e.target.value })}
        placeholder={masked || undefined}
        error={!!errors[field]}
        helperText={errors[field] ?? (masked ? t('token_kept', { masked }) : t('token_none'))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  };

  const columns: Column<OutboxRow>[] = [
    { field: 'created_at', label: t('outbox_waktu'), format: (v) => formatDateTime(v) },
    { field: 'tujuan', label: t('outbox_tujuan'), kind: 'code' },
    { field: 'no_dokumen', label: t('outbox_nota'), kind: 'code' },
    { field: 'adapter', label: t('adapter'), format: (v) => t(`adapters.${String(v)}`) },
    { field: 'status', label: t('outbox_status'), render: (r) => <Chip size="small" color={STATUS_COLOR[r.status]} label={t(`status.${r.status}`)} /> },
    { field: 'attempts', label: t('outbox_attempts'), kind: 'number' },
    { field: 'last_error', label: t('outbox_error'), kind: 'text' },
  ];

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={t('title')} />
      {draft && (
        <Card sx={{ maxWidth: 720 }}>
          <CardContent component="form" onSubmit={save} noValidate>
            <Stack spacing={2}>
              {text(
                'nomor_pengirim',
                t('nomor_pengirim'),
                draft.nomor_pengirim.trim() ? t('stored_as', { nomor: whatsappNumber(draft.nomor_pengirim) }) : t('nomor_help'),
                { slotProps: { htmlInput: { inputMode: 'tel' } } },
              )}
              {text('template_invoice', t('template_invoice'), `${draft.template_invoice.length}/${MAX_TEMPLATE}`, { multiline: true, minRows: 4 })}
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
              <TextField
                select
                label={t('adapter')}
                value={draft.adapter}
                onChange={(e) => setDraft({ ...draft, adapter: e.target.value as Setting['adapter'] })}
                error={!!errors[`${KEY}.adapter`]}
                helperText={errors[`${KEY}.adapter`] ?? t(`adapter_help.${draft.adapter}`)}
              >
                {WHATSAPP_ADAPTERS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {t(`adapters.${a}`)}
                  </MenuItem>
                ))}
              </TextField>
              {draft.adapter === 'CLOUD_API' && (
                <>
                  {text('cloud_phone_number_id', t('cloud_phone_number_id'), undefined, { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
                  {text('cloud_api_version', t('cloud_api_version'))}
                  {token('cloud_token')}
                </>
              )}
              {draft.adapter === 'GATEWAY' && (
                <>
                  {text('gateway_url', t('gateway_url'), t('gateway_url_help'), { slotProps: { htmlInput: { inputMode: 'url' } } })}
                  <TextField
                    select
                    label={t('gateway_format')}
                    value={draft.gateway_format}
                    onChange={(e) => setDraft({ ...draft, gateway_format: e.target.value as Setting['gateway_format'] })}
                  >
                    {GATEWAY_FORMATS.map((f) => (
                      <MenuItem key={f} value={f}>
                        {t(`formats.${f}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  {token('gateway_token')}
                </>
              )}
              <Box>
                <SaveButton saving={submit.busy} />
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        {t('outbox')}
      </Typography>
      <Card>
        <DataTable label={t('outbox')} columns={columns} rows={outbox.data?.data} rowKey="id" loading={outbox.isFetching} empty={t('outbox_empty')} />
      </Card>
    </Box>
  );
}
