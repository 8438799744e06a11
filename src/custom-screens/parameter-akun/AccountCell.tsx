// The account-number cell of a journal line: it shows the number and the account's name, and a click turns it
// into a picker over the chart of accounts (GET akuns). Picking, Escape or leaving the cell ends the editing.
import { alpha, Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Akun, DetailAkun } from './types';

const akunLabel = (a: Akun) => `${a.nomor_akun} - ${a.nama_akun}`;

export interface AccountCellProps {
  line: DetailAkun;
  akuns: Akun[];
  editing: boolean;
  changed: boolean;
  onStartEdit: () => void;
  onPick: (akun: Akun) => void;
  onStopEdit: () => void;
}

export function AccountCell({ line, akuns, editing, changed, onStartEdit, onPick, onStopEdit }: AccountCellProps) {
  const translate = useTranslate();
  const current = akuns.find((a) => a.nomor_akun === line.nomor_akun) ?? null;
  if (editing) {
    return (
      <Autocomplete
        open
        options={akuns}
        value={current}
        getOptionLabel={akunLabel}
        isOptionEqualToValue={(a, b) => a.nomor_akun === b.nomor_akun}
        onChange={(_, akun) => akun && onPick(akun)}
        onClose={onStopEdit}
        noOptionsText={translate('kilau.akun.no_options')}
        size="small"
        sx={{ minWidth: 260 }}
        renderInput={(params) => <TextField {...params} autoFocus label={translate('kilau.akun.pick_number')} />}
      />
    );
  }
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={translate('kilau.akun.change_number', { jenis: line.jenis_akun })}
      data-changed={changed || undefined}
      onClick={onStartEdit}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onStartEdit())}
      sx={{
        cursor: 'pointer',
        borderRadius: 1,
        px: 1,
        py: 0.5,
        mx: -1,
        // A changed, unsaved number stands out until it is saved.
        bgcolor: changed ? (theme) => alpha(theme.palette.warning.main, 0.15) : undefined,
        boxShadow: changed ? (theme) => `inset 3px 0 0 ${theme.palette.warning.main}` : undefined,
        '&:hover, &:focus-visible': { bgcolor: changed ? undefined : 'action.hover', outline: 'none' },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: changed ? 700 : 500 }}>
        {line.nomor_akun}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {current?.nama_akun ?? line.nama_akun ?? ''}
      </Typography>
    </Box>
  );
}
