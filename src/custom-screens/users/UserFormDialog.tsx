// Tambah / Edit User in a dialog. The level list holds only what the logged-in manager may give
// (domain/levels.ts, the rule the server applies); fields are checked with domain/users.ts before sending,
// and the server's field errors land under their fields.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import type { Level } from '../../../definitions/define';
import { assignableLevels } from '../../../domain/levels';
import { normalizeUser, validateUser, USER_ID_MAX, NAMA_USER_MAX, type UserFields } from '../../../domain/users';
import type { FieldError } from '../../../domain/validation';
import { useShops, useSubmit } from '../../engine/data';
import { getSession } from '../../engine/session';
import { PasswordInput } from './PasswordInput';
import { fieldErrorsOf, USERS_PATH, type UserRow } from './useUserList';

interface Props {
  /** The user to edit, or undefined to add one. */
  user?: UserRow;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Record<keyof UserFields, string>;

function initial(user: UserRow | undefined, kodeToko: string): Values {
  return {
    user_id: user?.user_id ?? '',
    nama_user: user?.nama_user ?? '',
    password: '',
    level: user?.level ?? 'KASIR',
    kode_toko: user?.kode_toko ?? kodeToko,
  };
}

export function UserFormDialog({ user, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const session = getSession()!;
  const submit = useSubmit({ failure: 'kilau.users.save_failed', invalidate: [USERS_PATH] });
  const shops = useShops(session, true);
  const mode = user ? 'update' : 'create';
  const [values, setValues] = useState<Values>(() => initial(user, session.kode_toko));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const self = user?.user_id === session.user_id;
  const levels: Level[] = assignableLevels(session.level);

  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const errorOf = (name: keyof Values) => errors.find((e) => e.field === name)?.message;
  const fieldProps = (name: keyof Values) => ({
    name,
    label: translate(`kilau.users.fields.${name}`),
    value: values[name],
    error: !!errorOf(name),
    helperText: errorOf(name),
    fullWidth: true,
  });

  // The fields are checked as the server checks them, the messages under the fields; the server's own field
  // errors land there too (and its message as the toast). The list is read again after a save.
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateUser(normalizeUser(values), mode);
    setErrors(found);
    if (found.length) return;
    const { nama_user, level, kode_toko } = values;
    const call = user
      ? { method: 'PUT' as const, path: `users/update/${encodeURIComponent(user.user_id)}`, body: { nama_user, level, kode_toko } }
      : { method: 'POST' as const, path: 'users/create', body: values };
    await submit.call(call, {
      success: () => (user ? 'kilau.users.updated' : 'kilau.users.created'),
      after: onSaved,
      failed: (error) => void setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-form-title">
      <DialogTitle id="user-form-title">{translate(user ? 'kilau.users.edit_title' : 'kilau.users.create_title')}</DialogTitle>
      <form onSubmit={save} noValidate>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...fieldProps('user_id')}
              onChange={(e) => set('user_id')(e.target.value.toUpperCase())}
              disabled={!!user}
              slotProps={{ htmlInput: { maxLength: USER_ID_MAX, autoComplete: 'off' } }}
            />
            <TextField {...fieldProps('nama_user')} onChange={(e) => set('nama_user')(e.target.value)} slotProps={{ htmlInput: { maxLength: NAMA_USER_MAX } }} />
            {!user && <PasswordInput {...fieldProps('password')} onChange={set('password')} />}
            <TextField
              {...fieldProps('level')}
              select
              onChange={(e) => set('level')(e.target.value)}
              // One's own level stays: the server refuses the change (it could lock the shop out of this screen).
              disabled={self}
            >
              {(levels.includes(values.level as Level) ? levels : [values.level as Level, ...levels]).map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
            <TextField {...fieldProps('kode_toko')} select onChange={(e) => set('kode_toko')(e.target.value)}>
              {shops.map((s) => (
                <MenuItem key={s.kode_toko} value={s.kode_toko}>
                  {`${s.kode_toko} - ${s.nama_toko}`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('kilau.users.cancel')}</Button>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={submit.busy}>
            {translate('kilau.users.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
