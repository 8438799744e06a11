// The reusable supervisor authorization dialog (spec sections 2, 4, 6). Manual mode (username, password, optional
// note) always; fingerprint mode behind a switch, offered only when FINGERPRINT_MODULE is on. The requester is the
// logged-in user, or on the login page the holder of a ticket (FreeUserId.tsx). It asks for one kind, or for every
// kind a document needs at once (each listed with what it approves); one login or one scan authorizes them all. On
// success the screen gets the ids and sends them with the action, which consumes each: one authorization, one action.
//
//   <AuthorizationDialog open={asking} kategori="BATAL_PENJUALAN" description={`Batal nota ${nota}`}
//     onSuccess={(id) => cancelSale(id)} onClose={() => setAsking(false)} />
//   <AuthorizationDialog open asks={[{ kategori, facts }, ...]} onAuthorized={(ids) => post(ids)} onClose={...} />
import { useState } from 'react';
import { Box, Dialog, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getSession } from '../session';
import { moduleOn } from '../../../domain/gates';
import type { AuthorizationKind } from '../../../domain/authorization';
import { ManualAuthorization } from './ManualAuthorization';
import { FingerprintAuthorization } from './FingerprintAuthorization';
import { useAuthorizationTexts } from './facts';
import type { AuthorizationAsk, TicketHolder } from './types';

/** One kind, described by the screen. */
interface OneKind {
  kategori: AuthorizationKind;
  description?: string;
  onSuccess: (authorizationId: string) => void;
}
/** Several kinds at once, each with what it approves. */
interface SeveralKinds {
  asks: readonly AuthorizationAsk[];
  onAuthorized: (authorizationIds: string[]) => void;
}

type ContentProps = (OneKind | SeveralKinds) & {
  onClose: () => void;
  /** Who asks when nobody is logged in (the login page); otherwise the logged-in user. */
  requester?: TicketHolder;
};

export type AuthorizationDialogProps = ContentProps & { open: boolean };

function fingerprintOffered(requester: TicketHolder | undefined): boolean {
  if (requester) return requester.fingerprint;
  const session = getSession();
  return !!session && moduleOn(session.modules ?? {}, 'FINGERPRINT_MODULE');
}

/** The dialog's inside, mounted only while open: every opening starts from an empty form. */
function AuthorizationContent(props: ContentProps) {
  const translate = useTranslate();
  const texts = useAuthorizationTexts();
  const [fingerprint, setFingerprint] = useState(false);
  const asked: AuthorizationAsk[] = 'asks' in props ? [...props.asks] : [{ kategori: props.kategori, description: props.description }];
  const onSuccess = (ids: string[]) => ('asks' in props ? props.onAuthorized(ids) : props.onSuccess(ids[0]));
  // What is stored with each authorization: the screen's description, else the facts the supervisor saw.
  const asks = asked.map((a) => ({ kategori: a.kategori, description: a.description || (a.facts ?? []).map(texts.fact).join('; ') }));
  const request = { asks, requester: props.requester, onSuccess };
  return (
    <>
      <DialogTitle id="authorization-title">{translate('kilau.auth.title')}</DialogTitle>
      <DialogContent sx={{ pb: 0 }}>
        {asked.map((a) => (
          <Box key={a.kategori} data-testid={`otorisasi-${a.kategori}`} sx={{ mb: 1 }}>
            {a.facts?.length ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>{texts.kind(a.kategori)}</Typography>
                <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
                  {a.facts.map((f, i) => (
                    <Typography component="li" variant="body2" key={i}>
                      {texts.fact(f)}
                    </Typography>
                  ))}
                </Box>
              </>
            ) : (
              <DialogContentText>{a.description || texts.kind(a.kategori)}</DialogContentText>
            )}
          </Box>
        ))}
        {fingerprintOffered(props.requester) && (
          <FormControlLabel
            control={<Switch checked={fingerprint} onChange={(e) => setFingerprint(e.target.checked)} />}
            label={translate('kilau.auth.fingerprint_mode')}
          />
        )}
      </DialogContent>
      {fingerprint ? <FingerprintAuthorization {...request} onCancel={props.onClose} /> : <ManualAuthorization {...request} onCancel={props.onClose} />}
    </>
  );
}

export function AuthorizationDialog({ open, ...props }: AuthorizationDialogProps) {
  return (
    // What several kinds approve takes lines of its own: a wider dialog.
    <Dialog open={open} onClose={props.onClose} fullWidth maxWidth={'asks' in props ? 'sm' : 'xs'} aria-labelledby="authorization-title">
      {open && <AuthorizationContent {...props} />}
    </Dialog>
  );
}

export default AuthorizationDialog;
