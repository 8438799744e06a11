// Validating several notas at once asks first (issue 19 item 16): how many, and per kind how many and their total
// (a sale's and a buy-back's rupiah are never added together), since a validated nota is then cancelled only on a
// supervisor's BATAL_SETELAH_VALIDASI.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslate } from 'react-admin';
import { formatRupiahMask } from '../../../domain/units';
import { TK } from './labels';

/** The ticked notas of one kind: its label, how many, their grand total. */
export interface ValidationGroup {
  label: string;
  count: number;
  total: number;
}

/** The ticked rows grouped by their kind's label, in the order the kinds first appear. */
export function validationGroups<R>(rows: readonly R[], labelOf: (row: R) => string, totalOf: (row: R) => number): ValidationGroup[] {
  const groups = new Map<string, ValidationGroup>();
  for (const row of rows) {
    const label = labelOf(row);
    const g = groups.get(label) ?? groups.set(label, { label, count: 0, total: 0 }).get(label)!;
    g.count += 1;
    g.total += totalOf(row);
  }
  return [...groups.values()];
}

export function ValidateConfirm({ groups, onConfirm, onClose }: { groups: ValidationGroup[]; onConfirm: () => void; onClose: () => void }) {
  const t = useTranslate();
  const count = groups.reduce((s, g) => s + g.count, 0);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="validate-confirm-title">
      <DialogTitle id="validate-confirm-title">{t(TK.validateConfirmTitle, { count })}</DialogTitle>
      <DialogContent>
        <List dense disablePadding>
          {groups.map((g) => (
            <ListItem key={g.label} disableGutters data-testid="validate-confirm-group">
              {t(TK.validateConfirmGroup, { label: g.label, count: g.count, total: formatRupiahMask(g.total) })}
            </ListItem>
          ))}
        </List>
        <DialogContentText>{t(TK.validateConfirmText)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(TK.cancel)}</Button>
        <Button variant="contained" color="success" autoFocus onClick={onConfirm}>
          {t(TK.validateConfirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
