// Home back button: only inside the mobile-app wrapper (src/engine/shared/mobile-app.ts).
import { IconButton, Tooltip } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { inMobileAppWrapper } from '../shared/mobile-app';

export function HomeBackButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!inMobileAppWrapper()) return null;
  const label = translate('kilau.shell.back_home');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => navigate('/home')}>
        <HomeIcon />
      </IconButton>
    </Tooltip>
  );
}
