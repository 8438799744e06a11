// /home: where login leads; shows the shop's announcement to the levels /hak-akses-news allows, then the dashboard
// for a user who may open it (App passes it in: the shell does not import screens), else greets the user with the
// shop and its business date.
import { Suspense, type ComponentType } from 'react';
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { Gate } from '../../../definitions/define';
import { getSession } from '../session';
import { canOpen } from '../gate';
import { NewsBanner } from './NewsBanner';

export function HomePage({ dashboard }: { dashboard?: { screen: ComponentType; gate: Gate } }) {
  const translate = useTranslate();
  const session = getSession();
  if (dashboard && canOpen(dashboard.gate, '/dashboard')) {
    const Dashboard = dashboard.screen;
    return (
      <>
        <NewsBanner />
        <Suspense fallback={<LinearProgress />}>
          <Dashboard />
        </Suspense>
      </>
    );
  }
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
