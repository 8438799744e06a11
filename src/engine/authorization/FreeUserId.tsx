// On the login page, after 'User ID Sedang Digunakan': the session of that user id is still open somewhere (a
// crashed browser, a machine switched off). 'Bebaskan User ID' first proves the id is the user's (their password,
// POST users/force-logout/{user_id}/ticket), then asks a supervisor or owner for an authorization of kind
// FORCE_LOGOUT with the ticket it got, then PUT users/force-logout/{user_id} ends the old session, and the login
// is tried again.
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api, ApiError } from '../api';
import { useFailureToast } from '../failure-toast';
import { AuthorizationDialog } from './AuthorizationDialog';
import type { TicketHolder } from './types';

export interface FreeUserIdProps {
  /** The user id the server said is in use. */
  userId: string;
  /** The password typed on the login page: the user proves the id is theirs. */
  password: string;
  /**
   * Called once the id is free: the login page logs in again, then shows `successKey` ('User ID Berhasil Dibebaskan').
   * Shown after the login, not before: react-admin clears every toast when a login succeeds.
   */
  onFreed: (successKey?: string) => void;
}

const path = (userId: string) => `users/force-logout/${encodeURIComponent(userId)}`;

export default function FreeUserId({ userId, password, onFreed }: FreeUserIdProps) {
  const translate = useTranslate();
  const failure = useFailureToast();
  const [requester, setRequester] = useState<TicketHolder | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      const answer = await api.post<{ ticket: string; fingerprint: boolean }>(`${path(userId)}/ticket`, { password });
      setRequester({ user_id: userId, ticket: answer.ticket, fingerprint: answer.fingerprint });
    } catch (error) {
      // Nothing to free any more (the old session ended meanwhile): just log in.
      if (error instanceof ApiError && error.status === 409) return onFreed();
      failure(error, 'kilau.auth.send_failed');
    } finally {
      setBusy(false);
    }
  };

  const free = async (authorizationId: string) => {
    const ticket = requester?.ticket;
    setRequester(null);
    try {
      await api.put(path(userId), { ticket, authorization_id: authorizationId });
      onFreed('kilau.auth.freed');
    } catch (error) {
      failure(error, 'kilau.auth.send_failed');
    }
  };

  return (
    <>
      <Alert severity="warning" data-testid="user-id-in-use">
        <AlertTitle>{translate('kilau.auth.in_use')}</AlertTitle>
        {translate('kilau.auth.free_user_id_hint', { user_id: userId })}
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            color="warning"
            size="small"
            disabled={busy}
            startIcon={busy ? <CircularProgress aria-label={translate('ra.page.loading')} size={14} color="inherit" /> : undefined}
            onClick={() => void ask()}
          >
            {translate('kilau.auth.free_user_id')}
          </Button>
        </Box>
      </Alert>
      <AuthorizationDialog
        open={!!requester}
        kategori="FORCE_LOGOUT"
        requester={requester ?? undefined}
        description={translate('kilau.auth.free_description', { user_id: userId })}
        onSuccess={(id) => void free(id)}
        onClose={() => setRequester(null)}
      />
    </>
  );
}
