// /hak-akses-users (OWN and SU): pick a user, tick what their menu shows (group > section > screen), save.
// The tree comes from the server already merged with the level's defaults; what the level can never open is
// shown unticked and disabled. Saving stores it whole; the server applies it at once and tells the user's open
// browsers, whose menus redraw (engine/connection.tsx).
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Level } from '../../../definitions/define';
import type { AccessNode } from '../../../domain/gates';
import { withinLevel } from '../../../domain/levels';
import { notGrantable } from '../../../domain/access';
import { menus } from '../../engine/definitions';
import { useApiQuery, useSubmit } from '../../engine/data';
import { getSession } from '../../engine/session';
import { AccessTree } from './AccessTree';
import { setAll, setShowAt } from './access-tree-model';
import { useUserList } from './useUserList';

interface UserAccess {
  user_id: string;
  nama_user: string;
  level: Level;
  always_pass: boolean;
  access: AccessNode[];
}

const accessPath = (userId: string) => `users/access/${encodeURIComponent(userId)}`;

export default function HakAksesUsers() {
  const translate = useTranslate();
  const session = getSession()!;
  const [params, setParams] = useSearchParams();
  const userId = params.get('user_id') ?? '';
  const { users = [] } = useUserList();
  const loaded = useApiQuery<{ data: UserAccess }>(userId ? accessPath(userId) : null, undefined, { failure: 'kilau.access.load_failed' });
  const submit = useSubmit({ failure: 'kilau.access.save_failed' });
  // The ticks changed here and not saved yet, for the user they were made for; the stored tree otherwise.
  const [draft, setDraft] = useState<{ user_id: string; access: AccessNode[] }>();
  const stored = loaded.data?.data;
  const data = stored && (draft?.user_id === stored.user_id ? { ...stored, access: draft.access } : stored);
  const editable = !!data && withinLevel(session.level, data.level);
  const blocked = useMemo(() => (stored ? notGrantable(menus, stored.level) : new Set<string>()), [stored?.level]);

  const pick = (id: string) => {
    setDraft(undefined);
    setParams(id ? { user_id: id } : {}, { replace: true });
  };
  const change = (next: (tree: AccessNode[]) => AccessNode[]) => data && setDraft({ user_id: data.user_id, access: next(data.access) });

  // Saved, the tree is read again (what the server stored) and the draft is dropped.
  const save = async () => {
    if (!data) return;
    const path = accessPath(data.user_id);
    const saved = await submit.call({ method: 'PUT', path, body: { access: data.access } }, { success: () => 'kilau.access.saved', invalidate: [path] });
    if (saved) setDraft(undefined);
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
            {loaded.isLoading && <LinearProgress />}
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
                  <Button variant="contained" startIcon={<SaveIcon />} disabled={!editable || submit.busy} onClick={save}>
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
