// Cancelling one document: first the server is asked whether it can be cancelled at all (GET {api}/{number}:
// bisa_batal, alasan_tidak_bisa_batal, the cancellation's own rule), so a refusal (a sold piece bought back since)
// shows before anyone types a reason or fetches a supervisor. Then the reason (required), then a supervisor's
// authorization of the kind the definition names (password or fingerprint, the shared dialog; for a validated
// document, BATAL_SETELAH_VALIDASI), then POST {api}/{number}/batal with both. The server checks everything again
// (same business day, status, the authorization unused and of this kind). A document of a trade-in (its checkout
// group) is cancelled with its other half: the dialog says so and names the group.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { TransactionDefinition } from '../../../definitions/define';
import { useApiQuery, useSubmit } from '../data';
import { AuthorizationDialog } from '../authorization/AuthorizationDialog';
import { TK } from './labels';

interface Props {
  def: TransactionDefinition;
  no: string;
  /** The trade-in it belongs to (no_faktur_group), or ''. */
  group: string;
  /** A supervisor validated it: unless the kind says validation changes nothing, BATAL_SETELAH_VALIDASI authorizes. */
  validated: boolean;
  onClose: () => void;
  onDone: () => unknown;
}

export function CancelDialog({ def, no, group, validated, onClose, onDone }: Props) {
  const t = useTranslate();
  const doc = def.document;
  const rule = doc.cancel!;
  const [alasan, setAlasan] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: [doc.api] });
  const check = useApiQuery<{ data: { bisa_batal?: boolean; alasan_tidak_bisa_batal?: string | null } }>(`${doc.api}/${encodeURIComponent(no)}`);
  // Asked afresh on every opening: a document read earlier may have been bought back or cancelled since.
  const checked = !check.isFetching && check.data ? check.data.data : undefined;
  const refused = checked?.bisa_batal === false ? (checked.alasan_tidak_bisa_batal ?? '') : undefined;

  // Lanjut pressed while the server is still being asked goes on once it answers (unless it refuses).
  const [waiting, setWaiting] = useState(false);
  const next = () => {
    if (!alasan.trim()) return submit.refuse(TK.reasonRequired);
    if (!checked) return setWaiting(true);
    if (refused === undefined) setAuthorizing(true);
  };
  useEffect(() => {
    if (!waiting || !checked) return;
    setWaiting(false);
    if (refused === undefined) setAuthorizing(true);
  }, [waiting, checked, refused]);
  const cancel = (authorization_id: string) => {
    setAuthorizing(false);
    return submit.call(
      { method: 'POST', path: `${doc.api}/${encodeURIComponent(no)}/batal`, body: { alasan: alasan.trim(), authorization_id, ...(group ? { no_faktur_group: group } : {}) } },
      { after: onDone },
    );
  };

  return (
    <>
      <Dialog open={!authorizing} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t(TK.cancelTitle, { no })}</DialogTitle>
        <DialogContent>
          {!checked && !check.error && <LinearProgress aria-label={t(TK.checking)} />}
          {refused !== undefined && (
            <Alert severity="error" data-testid="tidak-bisa-batal">
              {refused || t(TK.cannotCancel)}
            </Alert>
          )}
          {group && refused === undefined && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t(TK.cancelGroup, { group })}
            </Alert>
          )}
          {refused === undefined && (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              margin="dense"
              name="alasan"
              label={t(TK.reason)}
              value={alasan}
              onChange={(e) => setAlasan(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  next();
                }
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t(TK.close)}</Button>
          {refused === undefined && (
            <Button variant="contained" color="error" onClick={next} disabled={submit.busy || waiting}>
              {t(TK.next)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <AuthorizationDialog
        open={authorizing}
        kategori={validated && !rule.afterValidation ? 'BATAL_SETELAH_VALIDASI' : rule.authorization}
        description={`${t(TK.cancelTitle, { no })}: ${alasan.trim()}`}
        onSuccess={(id: string) => void cancel(id)}
        onClose={() => setAuthorizing(false)}
      />
    </>
  );
}
