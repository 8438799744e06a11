// A supervisor's action that needs a reason (a cancel of a money document, of a gift exchange, of a card fee): the
// reason first (required), then the authorization of the kind the server will check, then POST {path} with both
// ({ alasan, authorization_id }). The server checks everything again; this only asks in the right order.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../data';
import { AuthorizationDialog } from './AuthorizationDialog';
import { TK } from '../transaction/labels';
import type { AuthorizationKind } from '../../../domain/authorization';

interface Props {
  /** The dialog's title, translated (it names the document). */
  title: string;
  /** The authorization kind (BATAL_MUTASI_UANG ...). */
  kategori: AuthorizationKind;
  /** The POST that acts. */
  path: string;
  /** The API bases whose reads it changes. */
  invalidate: readonly string[];
  onClose: () => void;
}

export function ReasonAuthorizedPost({ title, kategori, path, invalidate, onClose }: Props) {
  const t = useTranslate();
  const [alasan, setAlasan] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: [...invalidate] });
  const next = () => {
    if (!alasan.trim()) return submit.refuse(TK.reasonRequired);
    setAuthorizing(true);
  };
  const post = (authorization_id: string) => {
    setAuthorizing(false);
    return submit.call({ method: 'POST', path, body: { alasan: alasan.trim(), authorization_id } }, { after: onClose });
  };
  return (
    <>
      <Dialog open={!authorizing} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="alasan-otorisasi-title">
        <DialogTitle id="alasan-otorisasi-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t(TK.reason)}
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
          <Button onClick={onClose}>{t(TK.close)}</Button>
          <Button variant="contained" color="error" onClick={next} disabled={submit.busy}>
            {t(TK.next)}
          </Button>
        </DialogActions>
      </Dialog>
      <AuthorizationDialog open={authorizing} kategori={kategori} description={`${title}: ${alasan.trim()}`} onSuccess={(id: string) => void post(id)} onClose={() => setAuthorizing(false)} />
    </>
  );
}
