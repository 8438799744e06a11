// The live connection to the server (socket.io, authenticated with the session token), spec section 4:
// - when it drops, a blocking notice until it is back; when it is back, a notice, then a reload, since
//   whatever happened meanwhile (store closing, settings) is only picked up by reloading;
// - a 'settings-changed' event asks to refresh; on Yes the modules are merged into the session, the
//   language is set when the event names one, and the page reloads after 1 second.
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useSetLocale, useTranslate } from 'react-admin';
import { YaTidak } from './shared/YaTidak';
import type { ModuleMap } from '../../domain/gates';
import { clearSession, getSession, updateSession } from './session';
import { useToast } from './notify';
import { isLanguage } from './i18n';
import { LOGIN_ROUTE } from './auth-provider';

export const RELOAD_DELAY_MS = 1000;

interface SettingsChanged {
  modules: ModuleMap;
  language?: string;
}

export function ConnectionWatch() {
  const translate = useTranslate();
  const toast = useToast();
  const setLocale = useSetLocale();
  const [lost, setLost] = useState(false);
  const [settings, setSettings] = useState<SettingsChanged | null>(null);

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
            <CircularProgress size={24} />
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
