// The entry stays small: a visitor who is not logged in gets the login page alone (MUI and a form); the app, with
// react-admin and every screen, loads once there is a session (App.tsx). Any page path without a session shows
// the login page at /, as the app sent such a visitor there, clearing what was left in local storage.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LOGIN_ROUTE } from './engine/auth-login';
import { localeLayers, loginTexts, storedLanguage } from './engine/login-texts';
import { EARLY_READS, preloadScreen } from './custom-screens';
import { startEarlyReads } from './engine/data/early-reads';
import { LoginPage } from './engine/pages/LoginPage';
import { loadRuntimeConfig } from './engine/runtime-config';
import { clearSession, getSession, restoreDisplayTimeZone } from './engine/session';

restoreDisplayTimeZone();
const root = createRoot(document.getElementById('root')!);

/** A task of its own for what follows: the browser may paint and take input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code, and the texts of the language it opens in. Its modules are run in four tasks rather than one long
 * one (about 300 ms on a 2-core machine, most of Lighthouse's total blocking time): the definitions, the app's frame
 * (react-admin with MUI), the rest of the app, then its texts. The first import already fetches every file of the app, so nothing waits on the network.
 */
const loadApp = async () => {
  await import('./engine/definitions');
  await nextTask();
  await import('./engine/layout/Layout');
  await nextTask();
  const app = await import('./App');
  await nextTask();
  await app.prepareApp();
  return app;
};
/** Opens the app at the current address; `notice`: a success toast it shows first (from the login page). */
const renderApp = ({ AppRoot }: Awaited<ReturnType<typeof loadApp>>, notice?: string) =>
  root.render(
    <StrictMode>
      <AppRoot notice={notice} />
    </StrictMode>,
  );

if (getSession()) {
  // The screen of the address, its first reads and the language's texts come beside the app rather than after it
  // (the sale screen opened at the counter). The reads wait for the configuration: it says where the server is.
  const route = window.location.pathname;
  const config = loadRuntimeConfig();
  preloadScreen(route);
  void config.then(() => startEarlyReads(EARLY_READS[route] ?? []));
  void localeLayers(storedLanguage());
  void Promise.all([loadApp(), config]).then(([app]) => renderApp(app));
} else {
  // The app starts loading as the user submits the form, beside the login call, not with the page.
  document.addEventListener('submit', () => void loadApp(), { once: true });
  if (window.location.pathname !== LOGIN_ROUTE) {
    clearSession();
    window.history.replaceState(null, '', LOGIN_ROUTE);
  }
  void Promise.all([loadRuntimeConfig(), loginTexts(storedLanguage())]).then(([, texts]) =>
    root.render(
      <StrictMode>
        <LoginPage
          texts={texts}
          onLoggedIn={(route, notice) => {
            window.history.replaceState(null, '', route);
            void loadApp().then((app) => renderApp(app, notice));
          }}
        />
      </StrictMode>,
    ),
  );
}
