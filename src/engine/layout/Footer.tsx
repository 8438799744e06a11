import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CLIENT_VERSION } from '../version';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 1, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('kilau.shell.footer', { version: CLIENT_VERSION })}
      </Typography>
    </Box>
  );
}
