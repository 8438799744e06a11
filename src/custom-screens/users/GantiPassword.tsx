// /ganti-password (spec section 2, 8): old and new password, each masked with a show/hide toggle, and
// Simpan. No client-side validation: the server decides and its message is shown as it comes. A user whose
// password someone else chose (must_change_password) is kept here (engine/connection.tsx) until it is changed,
// then goes on to the home page.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { getSession, updateSession } from '../../engine/session';
import { AFTER_LOGIN_ROUTE } from '../../engine/auth-login';
import { useNavigate } from 'react-router-dom';

const EMPTY = { password: '', new_password: '' };
type Name = keyof typeof EMPTY;

function PasswordField({ name, label, value, onChange }: { name: Name; label: string; value: string; onChange: (v: string) => void }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const toggleLabel = translate(shown ? 'kilau.password.hide' : 'kilau.password.show', { field: label });
  return (
    <TextField
      name={name}
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete={name === 'password' ? 'current-password' : 'new-password'}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggleLabel} onClick={() => setShown((s) => !s)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function GantiPassword() {
  const translate = useTranslate();
  const submit = useSubmit({ failure: 'kilau.password.failed' });
  const [values, setValues] = useState(EMPTY);
  const navigate = useNavigate();
  const forced = getSession()?.must_change_password === true;
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    await submit.call(
      { method: 'POST', path: 'users/change-password', body: values },
      {
        success: () => 'kilau.password.success',
        after: () => {
          setValues(EMPTY);
          if (forced) {
            updateSession({ must_change_password: false });
            navigate(AFTER_LOGIN_ROUTE, { replace: true });
          }
        },
      },
    );
  };

  return (
    <Box sx={{ py: 2, maxWidth: 480 }}>
      <Title title={translate('kilau.password.title')} />
      <Card>
        <CardContent component="form" onSubmit={save} noValidate>
          <Stack spacing={2}>
            {forced && <Alert severity="warning">{translate('kilau.password.must_change_hint')}</Alert>}
            <PasswordField name="password" label={translate('kilau.password.old')} value={values.password} onChange={set('password')} />
            <PasswordField name="new_password" label={translate('kilau.password.new')} value={values.new_password} onChange={set('new_password')} />
            <Box>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={submit.busy}>
                {translate('kilau.password.save')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
