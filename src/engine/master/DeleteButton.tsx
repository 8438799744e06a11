// Hapus on a list row: asks 'Apakah Anda Yakin Ingin Menghapus Data Ini?' (Ya / Tidak, spec section 4),
// then deletes and toasts the definition's message, or the server's reason when it refuses.
import { useState } from 'react';
import { Button, useDelete, useRecordContext, useRefresh } from 'react-admin';
import { YaTidak } from '../shared/YaTidak';
import DeleteIcon from '@mui/icons-material/Delete';
import type { MasterDefinition } from '../../../definitions/define';
import { ApiError } from '../api';
import { useToast } from '../notify';
import { resourceName } from './context';

export function DeleteButton({ def }: { def: MasterDefinition }) {
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const toast = useToast();
  const refresh = useRefresh();
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      resourceName(def),
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          toast.success(def.messages.deleted);
          // The page may now have room for a row from the next one, and the total has changed.
          refresh();
        },
        onError: (e) => {
          setAsking(false);
          toast.error(e instanceof ApiError && e.message ? e.message : def.messages.deleteFailed);
        },
      },
    );

  return (
    <>
      <Button label="kilau.master.delete" color="error" onClick={() => setAsking(true)}>
        <DeleteIcon />
      </Button>
      <YaTidak
        isOpen={asking}
        loading={isPending}
        title="kilau.master.delete_title"
        content="kilau.master.delete_confirm"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
