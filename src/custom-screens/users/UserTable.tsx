// The users as a table (500 px and wider): id, name, level, shop, status and the row actions.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserRow } from './useUserList';
import { UserRowActions } from './UserRowActions';

const COLUMNS = ['user_id', 'nama_user', 'level', 'kode_toko', 'active'] as const;

interface Props {
  users: UserRow[];
  onEdit: (user: UserRow) => void;
  onReset: (user: UserRow) => void;
  onChanged: () => void;
}

export function UserTable({ users, onEdit, onReset, onChanged }: Props) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('kilau.users.title')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c}>{translate(`kilau.users.fields.${c}`)}</TableCell>
          ))}
          <TableCell align="right">{translate('kilau.users.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.user_id} hover sx={{ opacity: u.active ? 1 : 0.6 }}>
            <TableCell>{u.user_id}</TableCell>
            <TableCell>{u.nama_user}</TableCell>
            <TableCell>{u.level}</TableCell>
            <TableCell>{u.kode_toko}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={u.active ? 'success' : 'default'}
                label={translate(u.active ? 'kilau.users.status_active' : 'kilau.users.status_inactive')}
              />
            </TableCell>
            <TableCell align="right">
              <UserRowActions user={u} onEdit={() => onEdit(u)} onReset={() => onReset(u)} onChanged={onChanged} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
