// Cancelling one document: the reason first (required), then a supervisor's authorization of the kind the
// definition names (password or fingerprint, the shared dialog; for a validated document, BATAL_SETELAH_VALIDASI), then POST {api}/{number}/batal with both. The server
// checks everything again (same business day, status, the authorization unused and of this kind). A document of a
// trade-in (its checkout group) is cancelled with its other half: the dialog says so and names the group.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { TransactionDefinition } from '../../../definitions/define';
import { useSubmit } from '../data';
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

  const next = () => {
    if (!alasan.trim()) return submit.refuse(TK.reasonRequired);
    setAuthorizing(true);
  };
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
          {group && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t(TK.cancelGroup, { group })}
            </Alert>
          )}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t(TK.close)}</Button>
          <Button variant="contained" color="error" onClick={next} disabled={submit.busy}>
            {t(TK.next)}
          </Button>
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
