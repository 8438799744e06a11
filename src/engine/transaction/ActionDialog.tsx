// One of a kind's actions on one document, from its action screen (definitions/define.ts ActionScreenInput: a loan's
// auction, the undoing of its redemption). An action that names a supervisor's authorization asks a reason (required),
// then the authorization (the shared dialog), then posts POST {api}/{number}/{path} with both; one without asks to
// confirm, then posts. The action's choices (each from a master list) come first and go in the body when picked. The
// server checks everything again; its message is the toast.
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ActionChoice, TransactionDefinition } from '../../../definitions/define';
import { useApiQuery, useSubmit } from '../data';
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
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [authorizing, setAuthorizing] = useState(false);
  const submit = useSubmit({ invalidate: [doc.api] });
  const title = t(TK.actionTitle, { action: button, no });
  const post = (body: Record<string, string>) => {
    setAuthorizing(false);
    const chosen = Object.fromEntries(Object.entries(picked).filter(([, v]) => v));
    return submit.call({ method: 'POST', path: `${doc.api}/${encodeURIComponent(no)}/${action.path}`, body: { ...chosen, ...body } }, { after: onDone });
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
          {action.choices?.map((c) => (
            <ChoiceField key={c.name} def={def} choice={c} value={picked[c.name] ?? ''} onChange={(v) => setPicked((p) => ({ ...p, [c.name]: v }))} />
          ))}
          {action.note && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t(`transactions.${def.name}.note`, { _: action.note })}
            </Typography>
          )}
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

/** One choice of the action, picked from its master list (an empty first entry: not chosen). */
function ChoiceField({ def, choice, value, onChange }: { def: TransactionDefinition; choice: ActionChoice; value: string; onChange: (value: string) => void }) {
  const t = useTranslate();
  const rows = useApiQuery<{ data: Record<string, unknown>[] }>(choice.path).data?.data ?? [];
  return (
    <TextField
      select
      fullWidth
      size="small"
      margin="dense"
      name={choice.name}
      label={t(`transactions.${def.name}.choices.${choice.name}`, { _: choice.label })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <em>{t(TK.notChosen)}</em>
      </MenuItem>
      {rows.map((r) => (
        <MenuItem key={String(r[choice.value])} value={String(r[choice.value])}>
          {String(r[choice.value])} - {String(r[choice.text] ?? '')}
        </MenuItem>
      ))}
    </TextField>
  );
}
