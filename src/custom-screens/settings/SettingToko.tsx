// /settingtoko (OWN, SU): the shop's own record: name, address, phone and portal (the address head office
// reaches this branch at). Code and tier are shown, not edited: they identify the shop to head office. Below it,
// what the shop's public page shows (LandingPageSetting).
import { useState, type FormEvent } from 'react';
import { Box, Card, CardContent, Stack, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { checkOwnShop, SHOP_LIMITS, type OwnShopInput } from '../../../domain/shop';
import { useApiQuery, useSubmit } from '../../engine/data';
import { updateSession } from '../../engine/session';
import { byField, fieldErrorsOf, useDraft, type Errors } from './use-settings';
import { SaveButton } from './SaveButton';
import { LandingPageSetting } from './LandingPageSetting';

interface Shop extends OwnShopInput {
  kode_toko: string;
  level: string;
}

const FIELDS = Object.keys(SHOP_LIMITS) as (keyof OwnShopInput)[];
const PATH = 'toko/own';

export default function SettingToko() {
  const translate = useTranslate();
  const stored = useApiQuery<{ data: Shop }>(PATH, undefined, { failure: 'kilau.settings.load_failed' });
  // The shop pickers ('tokos') show its name too.
  const submit = useSubmit({ failure: 'kilau.settings.save_failed', invalidate: [PATH, 'tokos'] });
  const [shop, setShop] = useDraft(stored.data?.data);
  const [errors, setErrors] = useState<Errors>({});
  if (!shop) return null;

  // Checked as the server checks it: the messages under their fields, the first one as the toast.
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkOwnShop({ ...shop });
    setErrors(checked.errors ? byField(checked.errors) : {});
    if (checked.errors) return submit.refuse(checked.errors[0].message);
    const saved = await submit.call<{ data: Shop }>(
      { method: 'PUT', path: PATH, body: checked.value },
      {
        success: () => 'kilau.settings.toko.saved',
        // The header shows the shop's name from the session.
        after: (answer) => updateSession({ nama_toko: answer.data.nama_toko, alamat_toko: answer.data.alamat_toko }),
        failed: (error) => void setErrors(byField(fieldErrorsOf(error))),
      },
    );
    if (saved) setShop(undefined);
  };

  const label = (f: string) => translate(`kilau.settings.toko.${f}`);
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 640 }}>
      <Title title={translate('kilau.settings.toko.title')} />
      <Card>
        <CardContent component="form" onSubmit={save} noValidate>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <TextField label={label('kode_toko')} value={shop.kode_toko} disabled fullWidth />
              <TextField label={label('level')} value={shop.level} disabled fullWidth />
            </Stack>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                label={label(f)}
                value={shop[f] ?? ''}
                onChange={(e) => setShop({ ...shop, [f]: e.target.value })}
                error={!!errors[f]}
                helperText={errors[f] ?? (f === 'portal' ? label('portal_help') : undefined)}
                multiline={f === 'alamat_toko'}
                required={f === 'nama_toko' || f === 'alamat_toko'}
                slotProps={{ htmlInput: { maxLength: SHOP_LIMITS[f] } }}
                fullWidth
              />
            ))}
            <Box>
              <SaveButton saving={submit.busy} />
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <LandingPageSetting />
    </Stack>
  );
}
