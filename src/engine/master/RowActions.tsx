// Edit and Hapus of one list row: Edit goes to the edit page, or opens the dialog on modal masters; before them the
// master's own action, if it has one (context.tsx useRowExtra), loaded when first shown.
import { Suspense } from 'react';
import { Box } from '@mui/material';
import { Button, EditButton, useRecordContext } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import type { MasterDefinition } from '../../../definitions/define';
import { useOpenForm, useRowExtra } from './context';
import { DeleteButton } from './DeleteButton';

function ModalEditButton() {
  const record = useRecordContext();
  const openForm = useOpenForm();
  return (
    <Button label="kilau.master.edit" onClick={() => openForm?.(record)}>
      <EditIcon />
    </Button>
  );
}

export function RowActions({ def }: { def: MasterDefinition }) {
  const Extra = useRowExtra();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexShrink: 0 }}>
      {Extra && (
        <Suspense fallback={null}>
          <Extra />
        </Suspense>
      )}
      {def.form === 'modal' ? <ModalEditButton /> : <EditButton label="kilau.master.edit" />}
      <DeleteButton def={def} />
    </Box>
  );
}
