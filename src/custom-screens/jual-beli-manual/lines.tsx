// What the two tabs' line tables share: Enter in an amount adds the typed line, and each line has a delete button.
import type { KeyboardEvent } from 'react';
import { IconButton } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { Column } from '../../engine/table';

/** A key handler for the amount fields: Enter adds the line (and submits nothing else). */
export const enterAdds = (add: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  add();
};

/** The last column: a delete button per line, named by its line number. */
export function useRemoveColumn<R extends { index: number }>(onRemove: (index: number) => void): Column<R> {
  const translate = useTranslate();
  return {
    field: 'hapus',
    label: translate('kilau.penjualan.hapus'),
    render: (r) => (
      <IconButton size="small" aria-label={translate('kilau.jual_beli_manual.hapus_baris', { n: r.index + 1 })} onClick={() => onRemove(r.index)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    ),
  };
}
