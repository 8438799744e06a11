// /settingtoko (OWN, SU): the shop's own record: name, address, phone and portal (the address head office
// reaches this branch at). Code and tier are shown, not edited: they identify the shop to head office.
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Card, CardContent, Stack, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { checkOwnShop, SHOP_LIMITS, type OwnShopInput } from '../../../domain/shop';
import { api, ApiError } from '../../engine/api';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
import { updateSession } from '../../engine/session';
import { byField, type Errors } from './use-settings';
import { SaveButton } from './SaveButton';

interface Shop extends OwnShopInput {
  kode_toko: string;
  level: string;
}

const FIELDS = Object.keys(SHOP_LIMITS) as (keyof OwnShopInput)[];

export default function SettingToko() {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const [shop, setShop] = useState<Shop>();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get<{ data: Shop }>('toko/own')
      .then((res) => setShop(res.data))
      .catch((e) => failure(e, 'kilau.settings.load_failed'));
  }, [failure]);
  if (!shop) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkOwnShop({ ...shop });
    setErrors(checked.errors ? byField(checked.errors) : {});
    if (checked.errors) return toast.error(checked.errors[0].message);
    setSaving(true);
    try {
      const res = await api.put<{ data: Shop }>('toko/own', checked.value);
      setShop(res.data);
      // The header shows the shop's name from the session.
      updateSession({ nama_toko: res.data.nama_toko, alamat_toko: res.data.alamat_toko });
      toast.success('kilau.settings.toko.saved');
    } catch (error) {
      if (error instanceof ApiError) setErrors(byField(error.errors));
      failure(error, 'kilau.settings.save_failed');
    } finally {
      setSaving(false);
    }
  };

  const label = (f: string) => translate(`kilau.settings.toko.${f}`);
  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={translate('kilau.settings.toko.title')} />
      <Card>
        <CardContent component="form" onSubmit={submit} noValidate>
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
              <SaveButton saving={saving} />
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
