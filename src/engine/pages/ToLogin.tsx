// The login page's address inside the app: the login page itself runs before react-admin (src/main.tsx), so a user
// sent here (logged out, token refused) gets a fresh start of the page, which shows it; one still logged in goes home.
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { AFTER_LOGIN_ROUTE, LOGIN_ROUTE } from '../auth-login';
import { getSession } from '../session';

export function ToLogin() {
  const loggedIn = !!getSession();
  useEffect(() => {
    if (!loggedIn) window.location.replace(LOGIN_ROUTE);
  }, [loggedIn]);
  return loggedIn ? <Navigate to={AFTER_LOGIN_ROUTE} replace /> : null;
}
