// Routes are real paths (/ganti-password, not /#/ganti-password): the spec's routes are exact and the
// server answers index.html for any page path. A data router keeps react-admin's unsaved-changes guard working.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { loadRuntimeConfig } from './engine/runtime-config';
import { restoreDisplayTimeZone } from './engine/session';

restoreDisplayTimeZone();
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

void loadRuntimeConfig().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
