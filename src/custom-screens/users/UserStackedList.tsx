// The users on narrow screens (below 500 px, spec section 2): one stacked item per user, the id and name
// as the headline, level, shop and status beneath, and the row actions.
import { Box, Chip, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserRow } from './useUserList';
import { UserRowActions } from './UserRowActions';

interface Props {
  users: UserRow[];
  onEdit: (user: UserRow) => void;
  onReset: (user: UserRow) => void;
  onChanged: () => void;
}

export function UserStackedList({ users, onEdit, onReset, onChanged }: Props) {
  const translate = useTranslate();
  return (
    <List disablePadding>
      {users.map((u) => (
        <ListItem key={u.user_id} divider sx={{ display: 'block', opacity: u.active ? 1 : 0.6 }}>
          <ListItemText
            primary={`${u.user_id} - ${u.nama_user}`}
            secondary={`${translate('kilau.users.fields.level')}: ${u.level} · ${translate('kilau.users.fields.kode_toko')}: ${u.kode_toko}`}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Chip
              size="small"
              color={u.active ? 'success' : 'default'}
              label={translate(u.active ? 'kilau.users.status_active' : 'kilau.users.status_inactive')}
            />
            <UserRowActions user={u} onEdit={() => onEdit(u)} onReset={() => onReset(u)} onChanged={onChanged} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
