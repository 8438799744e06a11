// react-admin's AdminUI without the two pages this app never shows: react-admin's login page (the app has its own,
// src/main.tsx; ToLogin only sends there) and the OAuth callback. AdminUI names them as defaults, so their form code
// (react-hook-form, react-admin's inputs) was in the first chunk every screen loads; here it comes with the screens
// that have forms (vite.config.ts, vendor-forms). The rest is AdminUI's own: its error, loading and notification parts.
import { CssBaseline } from '@mui/material';
import { AuthenticationError, CoreAdminUI, Error as ErrorPage, LoadingPage, Notification, type CoreAdminUIProps } from 'react-admin';

export function AdminFrame(props: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI authenticationError={AuthenticationError} error={ErrorPage} loading={LoadingPage} {...props} />
      <Notification />
    </CssBaseline>
  );
}
