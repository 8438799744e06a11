// /settingtoko's second card: what the shop's public page (/landingpages, served by the server without the app)
// shows a passer-by: whether it is published, the address, opening hours, the WhatsApp button and the gold prices
// of which groups (in the order picked; none picked shows every active group). Saved as the landing_page setting.
import { Autocomplete, Box, Card, CardContent, FormControlLabel, Link, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANDING_PAGE_KEY, LANDING_PAGE_ROUTE, MAX_OPENING_HOURS, type LandingPageSetting as Setting } from '../../../domain/landing-page';
import { useApiQuery } from '../../engine/data';
import { useJsonSetting } from './use-settings';
import { SaveButton } from './SaveButton';

interface Group {
  kode_group: string;
  nama_group: string;
}

const SWITCHES = ['aktif', 'alamat', 'harga_emas'] as const;

export function LandingPageSetting() {
  const translate = useTranslate();
  const t = (key: string) => translate(`kilau.settings.landing.${key}`);
  const { draft, setDraft, errors, saving, submit } = useJsonSetting<Setting>(LANDING_PAGE_KEY);
  const groups = useApiQuery<{ data: Group[] }>('group/get/all').data?.data ?? [];
  if (!draft) return null;

  const set = (patch: Partial<Setting>) => setDraft({ ...draft, ...patch });
  const error = (field: keyof Setting) => errors[`${LANDING_PAGE_KEY}.${field}`];
  const groupName = (code: string) => groups.find((g) => g.kode_group === code)?.nama_group;

  return (
    <Card>
      <CardContent component="form" onSubmit={submit} noValidate aria-labelledby="landing-title">
        <Stack spacing={2}>
          <Box>
            <Typography id="landing-title" variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography color="text.secondary">
              {t('help')}{' '}
              <Link href={LANDING_PAGE_ROUTE} target="_blank" rel="noopener">
                {t('open')}
              </Link>
            </Typography>
          </Box>
          {SWITCHES.map((name) => (
            <Box key={name}>
              <FormControlLabel
                control={<Switch checked={draft[name]} onChange={(e) => set({ [name]: e.target.checked })} />}
                label={t(name)}
              />
              {error(name) && <Typography color="error">{error(name)}</Typography>}
            </Box>
          ))}
          {draft.harga_emas && (
            <Autocomplete
              multiple
              options={groups.map((g) => g.kode_group)}
              value={draft.grup}
              onChange={(_e, grup) => set({ grup })}
              getOptionLabel={(code) => `${code} - ${groupName(code) ?? ''}`}
              renderInput={(params) => <TextField {...params} label={t('grup')} error={!!error('grup')} helperText={error('grup') ?? t('grup_help')} />}
            />
          )}
          <TextField
            label={t('jam_buka')}
            value={draft.jam_buka}
            onChange={(e) => set({ jam_buka: e.target.value })}
            error={!!error('jam_buka')}
            helperText={error('jam_buka') ?? t('jam_buka_help')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MAX_OPENING_HOURS } }}
            fullWidth
          />
          <TextField
            label={t('whatsapp')}
            value={draft.whatsapp}
            onChange={(e) => set({ whatsapp: e.target.value })}
            error={!!error('whatsapp')}
            helperText={error('whatsapp') ?? t('whatsapp_help')}
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30 } }}
            fullWidth
          />
          <Box>
            <SaveButton saving={saving} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
