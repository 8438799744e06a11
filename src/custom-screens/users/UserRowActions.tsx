// The actions of one row of /data-users: Edit, Reset Password, Hak Akses, Nonaktifkan or Aktifkan. What
// the server would refuse is not offered: users ranking above the manager, owners the owners' rule protects
// (owner_locked), and deactivating or resetting oneself (that is /ganti-password's job).
import { useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useTranslate } from 'react-admin';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useNavigate } from 'react-router-dom';
import { withinLevel } from '../../../domain/levels';
import { useSubmit } from '../../engine/data';
import { getSession } from '../../engine/session';
import { USERS_PATH, type UserRow } from './useUserList';

interface Props {
  user: UserRow;
  onEdit: () => void;
  onReset: () => void;
}

interface ActionProps {
  label: string;
  disabled?: boolean;
  color?: 'error' | 'success';
  onClick: () => void;
  children: ReactNode;
}

function Action({ label, disabled, color, onClick, children }: ActionProps) {
  // The span keeps the tooltip working on a disabled button; the colour sits on the button so that a
  // disabled one turns grey.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" color={color} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function UserRowActions({ user, onEdit, onReset }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = getSession()!;
  const submit = useSubmit({ failure: 'kilau.users.save_failed', invalidate: [USERS_PATH] });
  const [asking, setAsking] = useState(false);
  const manageable = withinLevel(session.level, user.level) && !user.owner_locked;
  const self = user.user_id === session.user_id;
  const next = user.active ? 'deactivate' : 'activate';

  // The list is read again after the change (the hook's invalidate), then the question closes.
  const toggle = async () => {
    const done = user.active ? 'kilau.users.deactivated' : 'kilau.users.activated';
    await submit.call({ method: 'PUT', path: `users/${next}/${encodeURIComponent(user.user_id)}` }, { success: () => done });
    setAsking(false);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      <Action label={translate('kilau.users.edit')} disabled={!manageable} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </Action>
      <Action label={translate('kilau.users.reset')} disabled={!manageable || self} onClick={onReset}>
        <LockResetIcon fontSize="small" />
      </Action>
      <Action label={translate('kilau.users.access')} onClick={() => navigate(`/hak-akses-users?user_id=${encodeURIComponent(user.user_id)}`)}>
        <AccountTreeIcon fontSize="small" />
      </Action>
      <Action
        label={translate(`kilau.users.${next}`)}
        color={user.active ? 'error' : 'success'}
        disabled={!manageable || (self && user.active)}
        onClick={() => setAsking(true)}
      >
        {user.active ? <PersonOffIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
      </Action>
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title={`kilau.users.${next}_title`}
        content={`kilau.users.${next}_confirm`}
        translateOptions={{ user_id: user.user_id }}
        confirmColor="warning"
        onConfirm={toggle}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
