// Cancelling a money document of the books: the reason first (required), then a supervisor's authorization of the
// kind domain/kas.ts names (CASH_CANCEL), then POST {path} with both. The server checks again: same business day, not
// cancelled yet, the authorization unused, and that the money to go back is still there.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { AuthorizationDialog } from '../../engine/authorization/AuthorizationDialog';
import { CASH_CANCEL } from '../../../domain/kas';
import { k } from './parts';

interface Props {
  /** The document being cancelled, and its cancel path (POST). */
  no: string;
  path: string;
  onClose: () => void;
}

export function CancelCashDialog({ no, path, onClose }: Props) {
  const translate = useTranslate();
  const [alasan, setAlasan] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: ['cash', 'non-cash', 'pengalihan-saldo'] });
  const next = () => {
    if (!alasan.trim()) return submit.refuse('kilau.transaction.reason_required');
    setAuthorizing(true);
  };
  const cancel = (authorization_id: string) => {
    setAuthorizing(false);
    return submit.call({ method: 'POST', path, body: { alasan: alasan.trim(), authorization_id } }, { after: onClose });
  };
  return (
    <>
      <Dialog open={!authorizing} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="batal-kas-title">
        <DialogTitle id="batal-kas-title">{translate(k('batal_title'), { no })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate(k('alasan'))}
            value={alasan}
            onChange={(e) => setAlasan(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                next();
              }
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(k('tutup'))}</Button>
          <Button variant="contained" color="error" onClick={next} disabled={submit.busy}>
            {translate(k('lanjut'))}
          </Button>
        </DialogActions>
      </Dialog>
      <AuthorizationDialog
        open={authorizing}
        kategori={CASH_CANCEL.authorization}
        description={`${translate(k('batal_title'), { no })}: ${alasan.trim()}`}
        onSuccess={(id: string) => void cancel(id)}
        onClose={() => setAuthorizing(false)}
      />
    </>
  );
}

/** The Batal button of a row that can still be cancelled. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" color="error" onClick={onClick}>
      {translate(k('batal'))}
    </Button>
  );
}
