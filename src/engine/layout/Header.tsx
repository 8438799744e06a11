// The top bar: the Home back button in the mobile app, page title, the shop and its business date (tgl_system), language, user and logout.
import { Box, ListItemText, MenuItem, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { getSession, useSessionVersion } from '../session';
import { LanguagePicker } from './LanguagePicker';
import { LogoutButton } from './LogoutButton';
import { HomeBackButton } from './HomeBackButton';

function ShopInfo() {
  const translate = useTranslate();
  // Redrawn when the session changes during a visit: a close (/tutup-toko) moves the business date.
  useSessionVersion();
  const session = getSession();
  if (!session) return null;
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', mx: 1, lineHeight: 1.2 }}>
      <Typography variant="body2" component="div" data-testid="header-shop">
        {translate('kilau.shell.shop')}: {session.kode_toko} - {session.nama_toko}
      </Typography>
      <Typography variant="caption" component="div" data-testid="header-tgl-system">
        {translate('kilau.shell.system_date')}: {session.tgl_system}
      </Typography>
    </Box>
  );
}

/** The user menu's first line: who is logged in, at which level. */
function UserInfo() {
  const translate = useTranslate();
  const session = getSession();
  if (!session) return null;
  return (
    <MenuItem disabled>
      <ListItemText primary={session.user_id} secondary={`${translate('kilau.shell.level')}: ${session.level}`} />
    </MenuItem>
  );
}

export function Header() {
  const translate = useTranslate();
  const session = getSession();
  return (
    <AppBar
      toolbar={
        <>
          <HomeBackButton />
          <ShopInfo />
          <LanguagePicker />
          {/* Named: react-admin's spinner is an unnamed progress bar (an axe 'serious' finding while a screen loads). */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
          <LogoutButton />
        </>
      }
      userMenu={
        // react-admin names the button 'Profil' while it shows the user's name: the name it shows is its accessible
        // name (WCAG 2.5.3, label in name).
        <UserMenu label={session ? session.nama_user || session.user_id : undefined}>
          <UserInfo />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}
