// /home: where login leads; greets the user with the shop and its business date, and shows the shop's
// announcement to the levels /hak-akses-news allows.
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { getSession } from '../session';
import { NewsBanner } from './NewsBanner';

export function HomePage() {
  const translate = useTranslate();
  const session = getSession();
  return (
    <>
      <NewsBanner />
      <Card sx={{ mt: 2 }}>
        <Title title={translate('kilau.shell.pages.home')} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('kilau.shell.welcome', { name: session?.nama_user || session?.user_id })}
          </Typography>
          <Typography>
            {translate('kilau.shell.shop')}: {session?.kode_toko} - {session?.nama_toko}
          </Typography>
          <Typography gutterBottom>
            {translate('kilau.shell.system_date')}: {session?.tgl_system}
          </Typography>
          <Typography color="text.secondary">{translate('kilau.shell.welcome_hint')}</Typography>
        </CardContent>
      </Card>
    </>
  );
}
