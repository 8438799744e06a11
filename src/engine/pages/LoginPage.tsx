// The login page at / (spec section 2): username, password, the client and server versions and the branch
// this server runs for (GET health), and the language picker. Server refusals are shown as they come.
// It runs before react-admin is loaded (src/main.tsx) so that the first page stays small: its own theme, texts
// (login-texts.ts) and toasts; react-admin comes with the app once the user is in.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, CssBaseline, Snackbar, Stack, TextField, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { api, ApiError } from '../api';
import { logIn } from '../auth-login';
import { failureNotice, TOAST_MS, type Notice } from '../notice';
import { LanguageMenu } from '../layout/LanguageMenu';
import { theme } from '../layout/theme';
import { LANGUAGE_KEY } from '../session';
import { loginTexts, storedLanguage, type Translate } from '../login-texts';
import { CLIENT_VERSION } from '../version';

// Shown only after 'User ID Sedang Digunakan': loaded then, with the react-admin it needs, not with the login page.
const FreeUserId = lazy(() => import('../authorization/FreeUserIdAlone'));

const muiTheme = createTheme(theme);

interface Health {
  version: string;
  kode_toko: string;
  nama_toko: string;
}

function useHealth(): Health | undefined {
  const [health, setHealth] = useState<Health>();
  useEffect(() => {
    api.get<Health>('health').then(setHealth, () => setHealth(undefined));
  }, []);
  return health;
}

function Info({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div" data-testid={testId}>
      {label}: {value}
    </Typography>
  );
}

export interface LoginPageProps {
  /** The texts of the stored language, loaded before the first paint. */
  texts: Translate;
  /** The user is in: open `route`, then show `notice` (a success key) if any. */
  onLoggedIn: (route: string, notice?: string) => void;
}

export function LoginPage({ texts, onLoggedIn }: LoginPageProps) {
  const [translate, setTranslate] = useState(() => texts);
  const [locale, setLocale] = useState(storedLanguage);
  const health = useHealth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<Notice & { at: number }>();
  /** The user id the server said is in use: the page then offers to free it. */
  const [stuck, setStuck] = useState('');

  const changeLanguage = (next: string) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    setLocale(next);
    void loginTexts(next).then((t) => setTranslate(() => t));
  };

  /** Logs in; `successKey` is a toast the app shows once it is open. */
  const attempt = (successKey?: string) => {
    setBusy(true);
    logIn({ username, password }).then(
      (route) => onLoggedIn(route, successKey),
      (error: unknown) => {
        setBusy(false);
        if (error instanceof ApiError && error.status === 409) setStuck(username.trim().toUpperCase());
        setToast({ ...failureNotice(error, 'kilau.login.failed'), at: Date.now() });
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    attempt();
  };

  const unknown = translate('kilau.login.unknown');
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <LanguageMenu locale={locale} label={translate('kilau.shell.language')} onChange={changeLanguage} />
        </Box>
        <Card sx={{ width: '100%', maxWidth: 380 }}>
          <CardContent component="form" onSubmit={submit} noValidate>
            <Typography variant="h5" component="h1" sx={{ textAlign: 'center', color: 'primary.main', fontWeight: 700 }}>
              {translate('kilau.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
              {translate('kilau.login.subtitle')}
            </Typography>
            <Stack spacing={2}>
              <TextField
                name="username"
                label={translate('kilau.login.username')}
                value={username}
                onChange={(e) => {
                  setUsername(e.target.value);
                  setStuck('');
                }}
                autoComplete="username"
                autoFocus
                fullWidth
              />
              <TextField
                name="password"
                type="password"
                label={translate('kilau.login.password')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                fullWidth
              />
              <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress aria-label={translate('ra.page.loading')} size={18} color="inherit" /> : undefined}>
                {translate(busy ? 'kilau.login.submitting' : 'kilau.login.submit')}
              </Button>
              {stuck && (
                <Suspense fallback={null}>
                  <FreeUserId
                    userId={stuck}
                    password={password}
                    onFreed={(successKey) => {
                      setStuck('');
                      attempt(successKey);
                    }}
                  />
                </Suspense>
              )}
            </Stack>
            <Box sx={{ mt: 2, textAlign: 'center' }}>
              <Info testId="login-client-version" label={translate('kilau.login.client_version')} value={CLIENT_VERSION} />
              <Info testId="login-server-version" label={translate('kilau.login.server_version')} value={health?.version ?? unknown} />
              <Info
                testId="login-branch"
                label={translate('kilau.login.branch')}
                value={health ? `${health.kode_toko} - ${health.nama_toko}` : unknown}
              />
            </Box>
          </CardContent>
        </Card>
      </Box>
      <Snackbar
        key={toast?.at}
        open={!!toast}
        autoHideDuration={toast && TOAST_MS[toast.type]}
        onClose={() => setToast(undefined)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={toast?.type} variant="filled">
          {toast && translate(toast.message)}
        </Alert>
      </Snackbar>
    </ThemeProvider>
  );
}
