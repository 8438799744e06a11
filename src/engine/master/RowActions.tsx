// Edit and Hapus of one list row: Edit goes to the edit page, or opens the dialog on modal masters.
import { Box } from '@mui/material';
import { Button, EditButton, useRecordContext } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import type { MasterDefinition } from '../../../definitions/define';
import { useOpenForm } from './context';
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
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexShrink: 0 }}>
      {def.form === 'modal' ? <ModalEditButton /> : <EditButton label="kilau.master.edit" />}
      <DeleteButton def={def} />
    </Box>
  );
}
