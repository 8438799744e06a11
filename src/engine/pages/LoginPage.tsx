// The login page at / (spec section 2): username, password, the client and server versions and the branch
// this server runs for (GET health), and the language picker. Server refusals are shown as they come.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Navigate, useLogin, useTranslate } from 'react-admin';
import { api, ApiError } from '../api';
import { AFTER_LOGIN_ROUTE } from '../auth-provider';
import { useFailureToast } from '../failure-toast';
import { useToast } from '../notify';
import { LanguagePicker } from '../layout/LanguagePicker';
import { getSession } from '../session';
import { CLIENT_VERSION } from '../version';

// Shown only after 'User ID Sedang Digunakan': loaded then, not with the login page.
const FreeUserId = lazy(() => import('../authorization/FreeUserId'));

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

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const failure = useFailureToast();
  const toast = useToast();
  const health = useHealth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** The user id the server said is in use: the page then offers to free it. */
  const [stuck, setStuck] = useState('');

  if (getSession()) return <Navigate to={AFTER_LOGIN_ROUTE} replace />;

  /** Logs in; `successKey` is a toast to show once logged in (react-admin clears every toast on login). */
  const attempt = (successKey?: string) => {
    setBusy(true);
    login({ username, password }, AFTER_LOGIN_ROUTE).then(
      () => successKey && toast.success(successKey),
      (error: unknown) => {
        setBusy(false);
        if (error instanceof ApiError && error.status === 409) setStuck(username.trim().toUpperCase());
        failure(error, 'kilau.login.failed');
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    attempt();
  };

  const unknown = translate('kilau.login.unknown');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguagePicker />
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
  );
}
