// /redirect-to-grosir (issue 23 item 8): the wholesale app, a separate application at the address the runtime
// configuration names (GROSIR_URL; SEMI_GROSIR_URL when SEMI_GROSIR_MODULE is on, spec section 6). The screen
// replaces itself with it, so Back returns to the screen before; with no address set up it says so, as the spec
// words it. Nothing of the session goes along: the wholesale app has its own login.
import { useEffect } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { moduleOn } from '../../../domain/gates';
import { getSession } from '../../engine/session';
import { runtimeConfig } from '../../engine/runtime-config';

export default function RedirectToGrosir() {
  const translate = useTranslate();
  const semi = moduleOn(getSession()?.modules ?? {}, 'SEMI_GROSIR_MODULE');
  const config = runtimeConfig();
  const url = semi ? config.semiGrosirUrl : config.grosirUrl;
  const title = translate(semi ? 'kilau.grosir.semi_title' : 'kilau.grosir.title');

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, px: 1 }}>
      <Title title={title} />
      <Card sx={{ maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {url ? (
            <Typography>
              {translate('kilau.grosir.opening')} <Link href={url}>{url}</Link>
            </Typography>
          ) : (
            <Typography color="error" data-testid="grosir-not-set">
              {translate('kilau.grosir.not_set')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
