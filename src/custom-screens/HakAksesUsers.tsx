// /hak-akses-users (OWN and SU): pick a user, tick what their menu shows (group > section > screen), save.
// The tree comes from the server already merged with the level's defaults; what the level can never open is
// shown unticked and disabled. Saving stores it whole; the server applies it at once and tells the user's open
// browsers, whose menus redraw (engine/connection.tsx).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Level } from '../../definitions/define';
import type { AccessNode } from '../../domain/gates';
import { withinLevel } from '../../domain/levels';
import { notGrantable } from '../../domain/access';
import { menus } from '../engine/definitions';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useToast } from '../engine/notify';
import { getSession } from '../engine/session';
import { AccessTree } from './users/AccessTree';
import { setAll, setShowAt } from './users/access-tree-model';
import { useUserList } from './users/useUserList';

interface UserAccess {
  user_id: string;
  nama_user: string;
  level: Level;
  always_pass: boolean;
  access: AccessNode[];
}

function useUserAccess(userId: string) {
  const failure = useFailureToast();
  const [data, setData] = useState<UserAccess>();
  const [loading, setLoading] = useState(false);
  const load = useCallback(async () => {
    setData(undefined);
    if (!userId) return;
    setLoading(true);
    try {
      setData((await api.get<{ data: UserAccess }>(`users/access/${encodeURIComponent(userId)}`)).data);
    } catch (error) {
      failure(error, 'kilau.access.load_failed');
    } finally {
      setLoading(false);
    }
  }, [userId, failure]);
  useEffect(() => void load(), [load]);
  return { data, setData, loading };
}

export default function HakAksesUsers() {
  const translate = useTranslate();
  const toast = useToast();
  const failure = useFailureToast();
  const session = getSession()!;
  const [params, setParams] = useSearchParams();
  const userId = params.get('user_id') ?? '';
  const { users } = useUserList();
  const { data, setData, loading } = useUserAccess(userId);
  const [saving, setSaving] = useState(false);
  const editable = !!data && withinLevel(session.level, data.level);
  const blocked = useMemo(() => (data ? notGrantable(menus, data.level) : new Set<string>()), [data?.level]);

  const pick = (id: string) => setParams(id ? { user_id: id } : {}, { replace: true });
  const change = (next: (tree: AccessNode[]) => AccessNode[]) => setData((d) => d && { ...d, access: next(d.access) });

  const save = async () => {
    if (!data) return;
    setSaving(true);
    try {
      const answer = await api.put<{ data: UserAccess }>(`users/access/${encodeURIComponent(data.user_id)}`, { access: data.access });
      setData(answer.data);
      toast.success('kilau.access.saved');
    } catch (error) {
      failure(error, 'kilau.access.save_failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Title title={translate('kilau.access.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <TextField select label={translate('kilau.access.user')} value={users.some((u) => u.user_id === userId) ? userId : ''} onChange={(e) => pick(e.target.value)}>
              {users.map((u) => (
                <MenuItem key={u.user_id} value={u.user_id}>
                  {`${u.user_id} - ${u.nama_user} (${u.level})`}
                </MenuItem>
              ))}
            </TextField>
            {!userId && <Alert severity="info">{translate('kilau.access.pick_first')}</Alert>}
            {loading && <LinearProgress />}
            {data?.always_pass && <Alert severity="info">{translate('kilau.access.always_pass', { level: data.level })}</Alert>}
            {data && !editable && <Alert severity="warning">{translate('kilau.access.above_you')}</Alert>}
            {data && (
              <>
                <Stack direction="row" spacing={1}>
                  <Button size="small" disabled={!editable} onClick={() => change((t) => setAll(t, true, blocked))}>
                    {translate('kilau.access.show_all')}
                  </Button>
                  <Button size="small" disabled={!editable} onClick={() => change((t) => setAll(t, false, blocked))}>
                    {translate('kilau.access.hide_all')}
                  </Button>
                </Stack>
                <AccessTree
                  tree={data.access}
                  blocked={blocked}
                  level={data.level}
                  disabled={!editable}
                  onToggle={(path, value) => change((t) => setShowAt(t, path, value, blocked))}
                />
                <Box>
                  <Button variant="contained" startIcon={<SaveIcon />} disabled={!editable || saving} onClick={save}>
                    {translate('kilau.access.save')}
                  </Button>
                </Box>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
