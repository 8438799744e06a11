// The application: react-admin with our providers, the master resources, and a route for every report,
// hand-written screen, SubMenu page and shell page. Everything else falls to the not-available page.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes } from 'react-admin';
import { PAGES } from '../definitions/pages';
import { masterResources, createDataProvider } from './engine/master';
import { masters, menus, reports, transactions } from './engine/definitions';
import { authProvider } from './engine/auth-provider';
import { createI18nProvider } from './engine/i18n';
import { RouteGate } from './engine/gate';
import { KilauLayout } from './engine/layout/Layout';
import { AppName } from './engine/layout/AppName';
import { theme } from './engine/layout/theme';
import { LoginPage } from './engine/pages/LoginPage';
import { NotAvailablePage } from './engine/pages/NotAvailable';
import { HomePage } from './engine/pages/Home';
import { BlankPage } from './engine/pages/Blank';
import { SubMenuPage } from './engine/pages/SubMenu';
import { CUSTOM_SCREENS, MASTER_ROW_ACTIONS } from './custom-screens';
import { withApiCall } from './engine/data/call';

// Reports carry the PDF and Excel export code: loaded on first use, never with the login page.
const ReportScreen = lazy(() => import('./engine/report').then((m) => ({ default: m.ReportScreen })));
// The list, cancel and validate screens of the transaction kinds (they export and print too).
const TransactionScreen = lazy(() => import('./engine/transaction').then((m) => ({ default: m.TransactionScreen })));

// The masters' CRUD methods, plus `call` for the rest of the API (custom screens, through engine/data's hooks).
const dataProvider = withApiCall(createDataProvider(masters));
const i18nProvider = createI18nProvider();

const pageGate = (route: string) => {
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`App: ${route} is not in definitions/pages.ts`);
  return page.gate;
};

/** Shell pages inside the layout, by route (the login page at / is outside it). Home opens the dashboard for a user who may see it. */
const SHELL_PAGES = [
  { route: '/home', element: <HomePage dashboard={{ screen: CUSTOM_SCREENS['/dashboard'], gate: pageGate('/dashboard') }} /> },
  { route: '/blank', element: <BlankPage /> },
  { route: '/404', element: <NotAvailablePage /> },
];

export function App() {
  return (
    <Admin
      disableTelemetry
      title={<AppName />}
      theme={theme}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={KilauLayout}
      catchAll={NotAvailablePage}
      accessDenied={NotAvailablePage}
    >
      {masterResources(masters, MASTER_ROW_ACTIONS)}
      <CustomRoutes noLayout>
        <Route path="/" element={<LoginPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {reports.map((def) => (
          <Route
            key={def.route}
            path={def.route}
            element={
              <RouteGate gate={def.gate} route={def.route}>
                <ReportScreen def={def} />
              </RouteGate>
            }
          />
        ))}
        {transactions.map((def) => (
          <Route
            key={def.route}
            path={def.route}
            element={
              <RouteGate gate={def.gate} route={def.route}>
                <TransactionScreen def={def} />
              </RouteGate>
            }
          />
        ))}
        {PAGES.filter((p) => p.kind === 'custom').map(({ route, gate }) => {
          const Screen = CUSTOM_SCREENS[route];
          if (!Screen) throw new Error(`App: no screen in src/custom-screens for ${route}`);
          return (
            <Route
              key={route}
              path={route}
              element={
                <RouteGate gate={gate} route={route}>
                  <Screen />
                </RouteGate>
              }
            />
          );
        })}
        {menus
          .filter((g) => g.submenu)
          .map((g) => (
            <Route key={g.key} path={g.submenu} element={<SubMenuPage group={g} />} />
          ))}
        {SHELL_PAGES.map(({ route, element }) => (
          <Route
            key={route}
            path={route}
            element={
              <RouteGate gate={pageGate(route)} route={route}>
                {element}
              </RouteGate>
            }
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
