// The reusable supervisor authorization dialog (spec sections 2, 4, 6). Manual mode (username, password, optional
// note) always; fingerprint mode behind a switch, offered only when FINGERPRINT_MODULE is on. The requester is the
// logged-in user, or on the login page the holder of a ticket (FreeUserId.tsx). On success the screen gets the authorization
// id and sends it with the action, which consumes it: one authorization, one action.
//
//   <AuthorizationDialog open={asking} kategori="BATAL_PENJUALAN" description={`Batal nota ${nota}`}
//     onSuccess={(id) => cancelSale(id)} onClose={() => setAsking(false)} />
import { useState } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getSession } from '../session';
import { moduleOn } from '../../../domain/gates';
import { codeLabel } from '../codes';
import { ManualAuthorization } from './ManualAuthorization';
import { FingerprintAuthorization } from './FingerprintAuthorization';
import type { AuthorizationRequest, TicketHolder } from './types';

export interface AuthorizationDialogProps extends AuthorizationRequest {
  open: boolean;
  onClose: () => void;
}

function fingerprintOffered(requester: TicketHolder | undefined): boolean {
  if (requester) return requester.fingerprint;
  const session = getSession();
  return !!session && moduleOn(session.modules ?? {}, 'FINGERPRINT_MODULE');
}

/** The dialog's inside, mounted only while open: every opening starts from an empty form. */
function AuthorizationContent({ onClose, ...request }: Omit<AuthorizationDialogProps, 'open'>) {
  const translate = useTranslate();
  const [fingerprint, setFingerprint] = useState(false);
  const what = request.description || codeLabel(translate, 'otorisasi', request.kategori);
  return (
    <>
      <DialogTitle id="authorization-title">{translate('kilau.auth.title')}</DialogTitle>
      <DialogContent sx={{ pb: 0 }}>
        <DialogContentText>{what}</DialogContentText>
        {fingerprintOffered(request.requester) && (
          <FormControlLabel
            control={<Switch checked={fingerprint} onChange={(e) => setFingerprint(e.target.checked)} />}
            label={translate('kilau.auth.fingerprint_mode')}
          />
        )}
      </DialogContent>
      {fingerprint ? <FingerprintAuthorization {...request} onCancel={onClose} /> : <ManualAuthorization {...request} onCancel={onClose} />}
    </>
  );
}

export function AuthorizationDialog({ open, onClose, ...request }: AuthorizationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="authorization-title">
      {open && <AuthorizationContent {...request} onClose={onClose} />}
    </Dialog>
  );
}

export default AuthorizationDialog;
