// Where a failed gate, an unknown route and /404 end up (spec section 2).
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { LinkBase, Title, useTranslate } from 'react-admin';

export function NotAvailablePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, px: 1 }} data-testid="not-available">
      <Title title={translate('kilau.shell.not_available_title')} />
      <Card sx={{ maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <CardContent>
          <BlockIcon color="disabled" sx={{ fontSize: 64 }} />
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('kilau.shell.not_available_title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('kilau.shell.not_available')}
          </Typography>
          <Button variant="contained" component={LinkBase} to="/home">
            {translate('kilau.shell.back_home')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
