// /data-users (OWN and SU): the shop's users with their level, shop and status; add and edit users, reset
// a password, deactivate or re-activate, and a jump to their access rights. The server decides every rule
// (server/routes/user-admin.ts); this screen offers only what it would accept. Below 500 px the table is
// stacked items (DataTable).
import { useMemo, useState } from 'react';
import { Box, Button, Card, Chip, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Title, useTranslate } from 'react-admin';
import { DataTable, type Column } from '../../engine/table';
import { useUserList, type UserRow } from './useUserList';
import { UserFormDialog } from './UserFormDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserRowActions } from './UserRowActions';

type Open = { kind: 'none' } | { kind: 'form'; user?: UserRow } | { kind: 'reset'; user: UserRow };

const label = (field: string) => `kilau.users.fields.${field}`;

function StatusChip({ user }: { user: UserRow }) {
  const translate = useTranslate();
  return <Chip size="small" color={user.active ? 'success' : 'default'} label={translate(user.active ? 'kilau.users.status_active' : 'kilau.users.status_inactive')} />;
}

const COLUMNS: Column<UserRow>[] = [
  { field: 'user_id', label: label('user_id'), kind: 'code' },
  { field: 'nama_user', label: label('nama_user'), kind: 'text' },
  { field: 'level', label: label('level'), kind: 'code' },
  { field: 'kode_toko', label: label('kode_toko'), kind: 'code' },
  { field: 'active', label: label('active'), render: (u) => <StatusChip user={u} /> },
];

function matches(user: UserRow, q: string): boolean {
  const needle = q.trim().toUpperCase();
  return !needle || [user.user_id, user.nama_user, user.level, user.kode_toko].some((v) => v.toUpperCase().includes(needle));
}

export default function DataUsers() {
  const translate = useTranslate();
  const { users, loading } = useUserList();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const shown = useMemo(() => users?.filter((u) => matches(u, q)), [users, q]);
  const close = () => setOpen({ kind: 'none' });

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
        <DataTable
          label="kilau.users.title"
          columns={COLUMNS}
          rows={shown}
          rowKey="user_id"
          loading={loading}
          empty="kilau.users.empty"
          actionsLabel="kilau.users.actions"
          actions={(u) => <UserRowActions user={u} onEdit={() => setOpen({ kind: 'form', user: u })} onReset={() => setOpen({ kind: 'reset', user: u })} />}
        />
      </Card>
      {open.kind === 'form' && <UserFormDialog user={open.user} onClose={close} onSaved={close} />}
      {open.kind === 'reset' && <ResetPasswordDialog user={open.user} onClose={close} />}
    </Box>
  );
}
