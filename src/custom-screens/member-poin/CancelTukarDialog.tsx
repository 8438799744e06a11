// Cancelling a gift exchange: the reason first (required), then a supervisor's authorization (BATAL_TUKAR_POIN), then
// POST tukar-point/{no}/batal with both. The server checks again (not cancelled yet, the authorization unused and of
// this kind) and puts the gift back on stock and the points back to the member.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { AuthorizationDialog } from '../../engine/authorization/AuthorizationDialog';
import { k, POINT_READS } from './parts';

export function CancelTukarDialog({ no, onClose }: { no: string; onClose: () => void }) {
  const t = useTranslate();
  const [alasan, setAlasan] = useState('');
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: POINT_READS });
  const next = () => {
    if (!alasan.trim()) return submit.refuse('kilau.transaction.reason_required');
    setAuthorizing(true);
  };
  const cancel = (authorization_id: string) => {
    setAuthorizing(false);
    return submit.call({ method: 'POST', path: `tukar-point/${encodeURIComponent(no)}/batal`, body: { alasan: alasan.trim(), authorization_id } }, { after: onClose });
  };
  return (
    <>
      <Dialog open={!authorizing} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="batal-tukar-title">
        <DialogTitle id="batal-tukar-title">{t(k('batal_title'), { no })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t(k('alasan'))}
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
          <Button onClick={onClose}>{t(k('tutup'))}</Button>
          <Button variant="contained" color="error" onClick={next} disabled={submit.busy}>
            {t(k('lanjut'))}
          </Button>
        </DialogActions>
      </Dialog>
      <AuthorizationDialog
        open={authorizing}
        kategori="BATAL_TUKAR_POIN"
        description={`${t(k('batal_title'), { no })}: ${alasan.trim()}`}
        onSuccess={(id: string) => void cancel(id)}
        onClose={() => setAuthorizing(false)}
      />
    </>
  );
}
