// Reset Password of one user: the manager types the new password, or lets the server make one, which is
// shown here once (the server keeps only its hash). The user's open session ends with the reset.
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslate } from 'react-admin';
import { passwordProblem } from '../../../domain/users';
import { useSubmit } from '../../engine/data';
import { PasswordInput } from './PasswordInput';
import type { UserRow } from './useUserList';

type Way = 'generate' | 'type';

export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const translate = useTranslate();
  const submit = useSubmit({ failure: 'kilau.users.reset_failed' });
  const [way, setWay] = useState<Way>('generate');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [generated, setGenerated] = useState<string>();

  // A typed password is checked as the server checks it, the message under the field.
  const reset = async (e: FormEvent) => {
    e.preventDefault();
    const problem = way === 'type' ? passwordProblem(password) : undefined;
    setError(problem);
    if (problem) return;
    await submit.call<{ password?: string }>(
      { method: 'PUT', path: `users/reset-password/${encodeURIComponent(user.user_id)}`, body: { password: way === 'type' ? password : '' } },
      { success: () => 'kilau.users.reset_done', after: (answer) => (answer.password ? setGenerated(answer.password) : onClose()) },
    );
  };

  if (generated) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-title">
        <DialogTitle id="reset-title">{translate('kilau.users.reset_title', { user_id: user.user_id })}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>{translate('kilau.users.reset_generated', { user_id: user.user_id })}</Typography>
          <Typography
            data-testid="generated-password"
            sx={{ fontFamily: 'monospace', fontSize: 22, letterSpacing: 1, p: 1, my: 1, bgcolor: 'action.hover', textAlign: 'center' }}
          >
            {generated}
          </Typography>
          <Alert severity="warning">{translate('kilau.users.reset_once')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {translate('kilau.users.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-title">
      <DialogTitle id="reset-title">{translate('kilau.users.reset_title', { user_id: user.user_id })}</DialogTitle>
      <form onSubmit={reset} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <RadioGroup value={way} onChange={(e) => setWay(e.target.value as Way)}>
              <FormControlLabel value="generate" control={<Radio />} label={translate('kilau.users.reset_generate')} />
              <FormControlLabel value="type" control={<Radio />} label={translate('kilau.users.reset_type')} />
            </RadioGroup>
            {way === 'type' && (
              <PasswordInput
                name="password"
                label={translate('kilau.users.fields.new_password')}
                value={password}
                onChange={setPassword}
                error={!!error}
                helperText={error}
                fullWidth
              />
            )}
            <Alert severity="info">{translate('kilau.users.reset_hint')}</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('kilau.users.cancel')}</Button>
          <Button type="submit" variant="contained" startIcon={<LockResetIcon />} disabled={submit.busy}>
            {translate('kilau.users.reset')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
