// /data-users (OWN and SU): the shop's users with their level, shop and status; add and edit users, reset
// a password, deactivate or re-activate, and a jump to their access rights. The server decides every rule
// (server/routes/user-admin.ts); this screen offers only what it would accept.
import { useMemo, useState } from 'react';
import { Box, Button, Card, LinearProgress, Stack, TextField, Typography, useMediaQuery } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Title, useTranslate } from 'react-admin';
import { useUserList, type UserRow } from './users/useUserList';
import { UserFormDialog } from './users/UserFormDialog';
import { ResetPasswordDialog } from './users/ResetPasswordDialog';
import { UserStackedList } from './users/UserStackedList';
import { UserTable } from './users/UserTable';

type Open = { kind: 'none' } | { kind: 'form'; user?: UserRow } | { kind: 'reset'; user: UserRow };

/** Spec section 2: tables switch to a stacked layout below 500 px (as the master lists do). */
const NARROW = '(max-width:499.95px)';

function matches(user: UserRow, q: string): boolean {
  const needle = q.trim().toUpperCase();
  return !needle || [user.user_id, user.nama_user, user.level, user.kode_toko].some((v) => v.toUpperCase().includes(needle));
}

export default function DataUsers() {
  const translate = useTranslate();
  const narrow = useMediaQuery(NARROW);
  const { users, loading, reload } = useUserList();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const shown = useMemo(() => users.filter((u) => matches(u, q)), [users, q]);
  const close = () => setOpen({ kind: 'none' });
  const listProps = {
    users: shown,
    onEdit: (user: UserRow) => setOpen({ kind: 'form', user }),
    onReset: (user: UserRow) => setOpen({ kind: 'reset', user }),
    onChanged: reload,
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.users.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={translate('kilau.users.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen({ kind: 'form' })} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {translate('kilau.users.add')}
        </Button>
      </Stack>
      <Card>
        {loading && <LinearProgress />}
        {narrow ? <UserStackedList {...listProps} /> : <UserTable {...listProps} />}
        {!loading && !shown.length && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('kilau.users.empty')}
          </Typography>
        )}
      </Card>
      {open.kind === 'form' && (
        <UserFormDialog
          user={open.user}
          onClose={close}
          onSaved={() => {
            close();
            void reload();
          }}
        />
      )}
      {open.kind === 'reset' && <ResetPasswordDialog user={open.user} onClose={close} />}
    </Box>
  );
}
