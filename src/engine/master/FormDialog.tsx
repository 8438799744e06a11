// The form of a modal master (def.form === 'modal', spec: /parameter-harga-beli) in a dialog over the
// list: no record means add, a record means edit.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useCallback } from 'react';
import { useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { useMasterLabels } from './labels';
import { MasterForm } from './MasterForm';

/** Which form the dialog shows: closed, add, or edit of the record. */
export type DialogTarget = { open: false } | { open: true; record?: RaRecord };

interface Props {
  def: MasterDefinition;
  target: DialogTarget;
  onClose: () => void;
}

export function FormDialog({ def, target, onClose }: Props) {
  const translate = useTranslate();
  const { title } = useMasterLabels(def);
  const refresh = useRefresh();
  const record = target.open ? target.record : undefined;
  const mode = record ? 'update' : 'create';
  const onSaved = useCallback(() => {
    onClose();
    refresh();
  }, [onClose, refresh]);

  return (
    <Dialog open={target.open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="master-form-title">
      <DialogTitle id="master-form-title">
        {translate(mode === 'create' ? 'kilau.master.create_title' : 'kilau.master.edit_title', { name: title })}
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        {target.open && <MasterForm key={String(record?.id ?? '')} def={def} mode={mode} record={record} onSaved={onSaved} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
