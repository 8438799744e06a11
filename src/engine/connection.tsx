// The live connection to the server (socket.io, authenticated with the session token), spec section 4:
// - when it drops, a blocking notice until it is back; when it is back, a notice, then a reload, since
//   whatever happened meanwhile (store closing, settings) is only picked up by reloading;
// - a 'settings-changed' event (the server sends it only when the module flags or the default language
//   changed) asks to refresh; on Yes the modules are merged into the session, the language is set when the
//   event names one, and the page reloads after 1 second;
// - an 'access-changed' event (a manager changed this user's rights on /hak-akses-users) reloads the session
//   from users/me at once: the menus redraw, and a screen the user may no longer use is left for /home.
// It also keeps a user whose password someone else chose on /ganti-password until they change it.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { io } from 'socket.io-client';
import { CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useSetLocale, useTranslate } from 'react-admin';
import { YaTidak } from './shared/YaTidak';
import type { Gate } from '../../definitions/define';
import { PAGES } from '../../definitions/pages';
import type { AccessNode, ModuleMap } from '../../domain/gates';
import { clearSession, getSession, updateSession, useSessionVersion, type Session } from './session';
import { useToast } from './notify';
import { isLanguage } from './i18n';
import { api } from './api';
import { canOpen } from './gate';
import { definitions } from './definitions';
import { AFTER_LOGIN_ROUTE, CHANGE_PASSWORD_ROUTE, LOGIN_ROUTE } from './auth-login';

export const RELOAD_DELAY_MS = 1000;

interface SettingsChanged {
  modules: ModuleMap;
  language?: string;
}

/** The gate of the screen at `pathname` (its first segment: /master-bank/create is /master-bank); none for shell pages. */
function gateAt(pathname: string): { gate: Gate; route: string } | undefined {
  const route = `/${pathname.split('/')[1] ?? ''}`;
  const gate = definitions.find((d) => d.route === route)?.gate ?? PAGES.find((p) => p.route === route)?.gate;
  return gate && { gate, route };
}

/** Keeps a user whose password someone else chose on /ganti-password: every other call would be refused. */
function useForcedPasswordChange() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const version = useSessionVersion();
  useEffect(() => {
    if (!getSession()?.must_change_password || pathname === CHANGE_PASSWORD_ROUTE) return;
    navigate(CHANGE_PASSWORD_ROUTE, { replace: true });
    toast.warning('kilau.password.must_change');
  }, [pathname, navigate, toast, version]);
}

/** Reads the session again after a change of rights, and leaves the current screen when it is no longer allowed. */
function useAccessRefresh() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  return useCallback(
    async (pushed: AccessNode[] | undefined) => {
      try {
        const me = await api.get<Omit<Session, 'token'>>('users/me');
        // A level or shop change reaches here too: everything users/me tells about who and where the user is.
        const { access, modules, level, kode_toko, nama_toko, alamat_toko, kantor_pusat, tgl_system, zona_waktu } = me;
        updateSession({ access, modules, level, kode_toko, nama_toko, alamat_toko, kantor_pusat, tgl_system, zona_waktu });
      } catch {
        // users/me failing (connection) still leaves the tree the event carried: the menus follow it.
        if (pushed) updateSession({ access: pushed });
      }
      const here = gateAt(location.pathname);
      if (here && !canOpen(here.gate, here.route)) {
        navigate(AFTER_LOGIN_ROUTE, { replace: true });
        toast.warning('kilau.access.changed_left');
      } else toast.info('kilau.access.changed');
    },
    [navigate, location.pathname, toast],
  );
}

export function ConnectionWatch() {
  const translate = useTranslate();
  const toast = useToast();
  const setLocale = useSetLocale();
  const [lost, setLost] = useState(false);
  const [settings, setSettings] = useState<SettingsChanged | null>(null);
  const [accessChanged, setAccessChanged] = useState<{ access?: AccessNode[] } | null>(null);
  const refreshAccess = useAccessRefresh();
  useForcedPasswordChange();

  // Handled here rather than in the socket's listener, so the refresh sees the current page.
  useEffect(() => {
    if (!accessChanged) return;
    setAccessChanged(null);
    void refreshAccess(accessChanged.access);
  }, [accessChanged, refreshAccess]);

  useEffect(() => {
    const token = getSession()?.token;
    if (!token) return;
    const socket = io({ auth: { token } });
    let dropped = false;
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      dropped = true;
      setLost(true);
      // socket.io retries by itself except when the server closed the socket.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect', () => {
      if (!dropped) return;
      setLost(false);
      toast.info('kilau.shell.connection_restored');
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    });
    // Same rule as the API calls (src/engine/api.ts): a token the server no longer knows ends the session.
    socket.on('connect_error', (error) => {
      if (!/invalid token\./i.test(error.message)) return;
      socket.disconnect();
      clearSession();
      window.location.assign(LOGIN_ROUTE);
    });
    socket.on('settings-changed', (payload: SettingsChanged) => setSettings(payload));
    socket.on('access-changed', (payload: { access?: AccessNode[] } | undefined) => setAccessChanged({ access: payload?.access }));
    // Another browser closed this shop's day (/tutup-toko): this one works on the new business date from now on.
    socket.on('tutup-toko', (payload: { kode_toko?: string; tgl_system?: string } | undefined) => {
      const session = getSession();
      if (!session || !payload?.tgl_system || payload.kode_toko !== session.kode_toko || session.tgl_system === payload.tgl_system) return;
      updateSession({ tgl_system: payload.tgl_system });
      toast.info('kilau.tutup_toko.day_changed', { tgl: payload.tgl_system });
    });
    return () => {
      socket.disconnect();
    };
  }, [toast]);

  const applySettings = () => {
    if (!settings) return;
    updateSession({ modules: { ...getSession()?.modules, ...settings.modules } });
    if (isLanguage(settings.language)) setLocale(settings.language);
    setSettings(null);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <>
      <Dialog open={lost} disableEscapeKeyDown aria-labelledby="connection-lost-title">
        <DialogTitle id="connection-lost-title">{translate('kilau.shell.connection_lost_title')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress aria-label={translate('ra.page.loading')} size={24} />
            <Typography>{translate('kilau.shell.connection_lost')}</Typography>
          </Stack>
        </DialogContent>
      </Dialog>
      <YaTidak
        isOpen={!!settings}
        title="kilau.shell.settings_changed_title"
        content="kilau.shell.settings_changed"
        onConfirm={applySettings}
        onClose={() => setSettings(null)}
      />
    </>
  );
}
