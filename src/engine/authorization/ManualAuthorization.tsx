// Manual mode of the authorization dialog: the supervisor's (or owner's) username and password and an optional
// note, posted to `authorisation` once for every kind asked. The server decides (level, password, not the requester) and its message is
// shown as it comes; without one, 'Terjadi Kesalahan Saat Mengirim Data'.
import { useState, type FormEvent } from 'react';
import { Button, CircularProgress, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../api';
import { useFailureToast } from '../failure-toast';
import type { AuthorizationRequest } from './types';

export function ManualAuthorization({ asks, requester, onSuccess, onCancel }: AuthorizationRequest & { onCancel: () => void }) {
  const translate = useTranslate();
  const failure = useFailureToast();
  const [values, setValues] = useState({ user_id: '', password: '', keterangan: '' });
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to a form around the opener (the login form).
    e.stopPropagation();
    setBusy(true);
    try {
      // Every kind asked, by this one login: one authorization each, all or none.
      const answer = await api.post<{ authorization_ids: string[] }>('authorisation', {
        ...values,
        otorisasi: asks,
        ...(requester ? { ticket: requester.ticket } : {}),
      });
      onSuccess(answer.authorization_ids);
    } catch (error) {
      setBusy(false);
      failure(error, 'kilau.auth.send_failed');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField name="user_id" label={translate('kilau.auth.username')} value={values.user_id} onChange={set('user_id')} autoComplete="off" autoFocus fullWidth />
          <TextField
            name="password"
            type="password"
            label={translate('kilau.auth.password')}
            value={values.password}
            onChange={set('password')}
            autoComplete="off"
            fullWidth
          />
          <TextField
            name="keterangan"
            label={translate('kilau.auth.keterangan')}
            value={values.keterangan}
            onChange={set('keterangan')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('kilau.auth.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress aria-label={translate('ra.page.loading')} size={16} color="inherit" /> : undefined}>
          {translate(busy ? 'kilau.auth.submitting' : 'kilau.auth.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
