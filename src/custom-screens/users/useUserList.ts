// The users of /data-users and the picker of /hak-akses-users (GET users/get/all), with a reload after
// each change. A failed load is reported once with the server's reason.
import { useCallback, useEffect, useState } from 'react';
import type { Level } from '../../../definitions/define';
import { api } from '../../engine/api';
import { useFailureToast } from '../../engine/failure-toast';

export interface UserRow {
  user_id: string;
  nama_user: string;
  level: Level;
  kode_toko: string;
  active: boolean;
  /** The owners' rule keeps the caller from changing this user (the first owner, or another OWN). */
  owner_locked?: boolean;
}

export function useUserList() {
  const failure = useFailureToast();
  const [users, setUsers] = useState<UserRow[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setUsers((await api.get<{ data: UserRow[] }>('users/get/all')).data ?? []);
    } catch (error) {
      failure(error, 'kilau.users.load_failed');
    } finally {
      setLoading(false);
    }
  }, [failure]);
  useEffect(() => void reload(), [reload]);
  return { users, loading, reload };
}
