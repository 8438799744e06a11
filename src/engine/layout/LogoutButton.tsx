// Logout asks first (the spec's exit confirmation), then posts users/logout through the authProvider.
import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useTranslate } from 'react-admin';
import { YaTidak } from '../shared/YaTidak';

export function LogoutButton() {
  const translate = useTranslate();
  const logout = useLogout();
  const [asking, setAsking] = useState(false);
  const label = translate('kilau.shell.logout');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setAsking(true)}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
      <YaTidak
        isOpen={asking}
        title="kilau.shell.logout_title"
        content="kilau.shell.logout_confirm"
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
