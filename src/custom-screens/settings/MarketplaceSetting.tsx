// /marketplace-setting (MARKETPLACE_INTEGRATION_MODULE): which marketplaces the shop sells on and its shop
// id on each; an enabled marketplace needs its shop id.
import { Box, Card, CardContent, Stack, Switch, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { MARKETPLACES, type MarketplaceSetting as Setting } from '../../../domain/settings';
import { useJsonSetting } from './use-settings';
import { SaveButton } from './SaveButton';

const KEY = 'marketplace_setting';

export default function MarketplaceSetting() {
  const translate = useTranslate();
  const { draft, setDraft, errors, saving, submit } = useJsonSetting<Setting>(KEY);
  const t = (key: string, args?: object) => translate(`kilau.settings.marketplace.${key}`, args);

  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={t('title')} />
      {draft && (
        <Card>
          <CardContent component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('help')}</Typography>
              {MARKETPLACES.map(({ code, label }) => {
                const entry = draft[code];
                const set = (patch: Partial<typeof entry>) => setDraft({ ...draft, [code]: { ...entry, ...patch } });
                const error = errors[`${KEY}.${code}.shop_id`];
                return (
                  <Stack key={code} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    <Stack direction="row" sx={{ alignItems: 'center', minWidth: 200 }}>
                      <Switch checked={entry.aktif} onChange={(e) => set({ aktif: e.target.checked })} slotProps={{ input: { 'aria-label': t('enable', { marketplace: label }) } }} />
                      <Typography>{label}</Typography>
                    </Stack>
                    <TextField
                      size="small"
                      fullWidth
                      label={t('shop_id', { marketplace: label })}
                      value={entry.shop_id}
                      onChange={(e) => set({ shop_id: e.target.value })}
                      error={!!error}
                      helperText={error}
                    />
                  </Stack>
                );
              })}
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
