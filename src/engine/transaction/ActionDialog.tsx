// One of a kind's actions on one document, from its action screen (definitions/define.ts ActionScreenInput: a loan's
// auction, the undoing of its redemption). An action that names a supervisor's authorization asks a reason (required),
// then the authorization (the shared dialog), then posts POST {api}/{number}/{path} with both; one without asks to
// confirm, then posts. The server checks everything again; its message is the toast.
import { useState } from 'react';
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
  onClose: () => void;
  onDone: () => unknown;
}

export function ActionDialog({ def, no, onClose, onDone }: Props) {
  const t = useTranslate();
  const action = def.action!;
  const doc = def.document;
  const button = t(`transactions.${def.name}.button`, { _: action.button });
  const [alasan, setAlasan] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: [doc.api] });
  const title = t(TK.actionTitle, { action: button, no });
  const post = (body: Record<string, string>) => {
    setAuthorizing(false);
    return submit.call({ method: 'POST', path: `${doc.api}/${encodeURIComponent(no)}/${action.path}`, body }, { after: onDone });
  };
  const next = () => {
    if (!action.authorization) return void post({});
    if (!alasan.trim()) return submit.refuse(TK.reasonRequired);
    setAuthorizing(true);
  };

  return (
    <>
      <Dialog open={!authorizing} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="action-title">
        <DialogTitle id="action-title">{title}</DialogTitle>
        <DialogContent>
          {action.authorization ? (
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
          ) : (
            t(TK.actionConfirm, { action: button, no })
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t(TK.close)}</Button>
          <Button variant="contained" color="error" onClick={next} disabled={submit.busy}>
            {action.authorization ? t(TK.next) : button}
          </Button>
        </DialogActions>
      </Dialog>
      {action.authorization && (
        <AuthorizationDialog
          open={authorizing}
          kategori={action.authorization}
          description={`${title}: ${alasan.trim()}`}
          onSuccess={(id: string) => void post({ alasan: alasan.trim(), authorization_id: id })}
          onClose={() => setAuthorizing(false)}
        />
      )}
    </>
  );
}
