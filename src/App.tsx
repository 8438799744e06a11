// The application: react-admin with our providers, the master resources, and a route for every report,
// hand-written screen, SubMenu page and shell page. Everything else falls to the not-available page. Loaded by
// src/main.tsx once the user is logged in; the login page runs without it.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { AdminContext, CustomRoutes, localStorageStore, ResourceDefinitionContextProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { PAGES } from '../definitions/pages';
import { masterRoutes, createDataProvider } from './engine/master';
import { masters, menus, reports, transactions } from './engine/definitions';
import { authProvider } from './engine/auth-provider';
import { getSession } from './engine/session';
import { messagesOf, useI18nProvider } from './engine/i18n';
import { storedLanguage } from './engine/login-texts';
import { RouteGate } from './engine/gate';
import type { Gate } from '../domain/gates';
import { AdminFrame } from './engine/layout/AdminFrame';
import { KilauLayout } from './engine/layout/Layout';
import { AppName } from './engine/layout/AppName';
import { theme } from './engine/layout/theme';
import { ToLogin } from './engine/pages/ToLogin';
import { NotAvailablePage } from './engine/pages/NotAvailable';
import { HomePage } from './engine/pages/Home';
import { BlankPage } from './engine/pages/Blank';
import { SubMenuPage } from './engine/pages/SubMenu';
import { CUSTOM_SCREENS, MASTER_ROW_ACTIONS } from './custom-screens';
import { withApiCall } from './engine/data/call';
import { useToast } from './engine/notify';

// Reports carry the PDF and Excel export code: loaded on first use, never with the login page.
const ReportScreen = lazy(() => import('./engine/report').then((m) => ({ default: m.ReportScreen })));
// The list, cancel and validate screens of the transaction kinds (they export and print too).
const TransactionScreen = lazy(() => import('./engine/transaction').then((m) => ({ default: m.TransactionScreen })));

// The masters' CRUD methods, plus `call` for the rest of the API (custom screens, through engine/data's hooks).
const dataProvider = withApiCall(createDataProvider(masters));
// What <Admin> would keep: react-admin's own preferences in local storage.
const store = localStorageStore();

const pageGate = (route: string) => {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`App: ${route} is not in definitions/pages.ts`);
  return page.gate;
};

/** A route inside the layout whose screen is drawn only for a user its gate lets in. */
const gatedRoute = (route: string, gate: Gate, screen: ReactNode) => (
  <Route key={route} path={route} element={<RouteGate gate={gate} route={route}>{screen}</RouteGate>} />
);

/** Shell pages inside the layout, by route (the login page at / is outside it). Home opens the dashboard for a user who may see it. */
const SHELL_PAGES = [
  { route: '/home', element: <HomePage dashboard={{ screen: CUSTOM_SCREENS['/dashboard'], gate: pageGate('/dashboard') }} /> },
  { route: '/blank', element: <BlankPage /> },
  { route: '/404', element: <NotAvailablePage /> },
];

/** A toast the login page asked for, shown once the app is open (a login clears nothing here: it happened before). */
function StartNotice({ messageKey }: { messageKey?: string }) {
  const toast = useToast();
  useEffect(() => {
    if (messageKey) toast.success(messageKey);
  }, [messageKey, toast]);
  return null;
}

/**
 * The routes, made once: react-admin draws its routes again as it reads them a second time, and elements that are the
 * same objects as before are not drawn again (React bails out on them).
 */
const MASTERS = masterRoutes(masters, MASTER_ROW_ACTIONS);
const ROUTES = (
  <>
    <CustomRoutes noLayout>
      <Route path="/" element={<ToLogin />} />
    </CustomRoutes>
    <CustomRoutes>
      {MASTERS.routes}
      {reports.map((def) => gatedRoute(def.route, def.gate, <ReportScreen def={def} />))}
      {transactions.map((def) => gatedRoute(def.route, def.gate, <TransactionScreen def={def} />))}
      {PAGES.filter((p) => p.kind === 'custom').map(({ route, gate }) => {
        const Screen = CUSTOM_SCREENS[route];
        if (!Screen) throw new Error(`App: no screen in src/custom-screens for ${route}`);
        return gatedRoute(route, gate, <Screen />);
      })}
      {menus
        .filter((g) => g.submenu)
        .map((g) => (
          <Route key={g.key} path={g.submenu} element={<SubMenuPage group={g} />} />
        ))}
      {SHELL_PAGES.map(({ route, element }) => gatedRoute(route, pageGate(route), element))}
    </CustomRoutes>
  </>
);

/**
 * react-admin's query cache, made with each opening of the app. The permissions react-admin asks the auth provider for
 * are the session's level (auth-provider.ts getPermissions), known already: given now, under the key ra-core's
 * usePermissions reads, react-admin draws its routes once rather than again when its own question is answered.
 */
function appQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['auth', 'getPermissions', {}], getSession()?.level ?? null);
  return client;
}

/** <Admin> in its two parts, so the start notice sits inside react-admin's context. */
function App({ notice, queryClient }: { notice?: string; queryClient: QueryClient }) {
  const i18nProvider = useI18nProvider();
  return (
    <AdminContext theme={theme} authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}>
      <StartNotice messageKey={notice} />
      <ResourceDefinitionContextProvider definitions={MASTERS.definitions}>
        <AdminFrame disableTelemetry title={<AppName />} loginPage={ToLogin} layout={KilauLayout} catchAll={NotAvailablePage} accessDenied={NotAvailablePage}>
          {ROUTES}
        </AdminFrame>
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
}

/** Loads what the app needs before it draws: the texts of the language it opens in. */
export const prepareApp = () => messagesOf(storedLanguage());

/** The app on real paths (/ganti-password, not /#/ganti-password): the spec's routes are exact and the server answers
 * index.html for any page path. A data router keeps react-admin's unsaved-changes guard working. */
export function AppRoot({ notice }: { notice?: string }) {
  // A language changed since prepareApp is loaded here, drawing nothing until it is (useI18nProvider).
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <Suspense>
            <App notice={notice} queryClient={appQueryClient()} />
          </Suspense>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}
