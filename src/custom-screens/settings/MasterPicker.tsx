// The master (table) an export or import works on, among those the user may use: masters whose module is
// off for the shop are left out, as their screens are.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { resourceLabel } from '../../../domain/labels';

export function MasterPicker({ masters, value, onChange, label }: { masters: MasterDefinition[]; value: string; onChange: (name: string) => void; label: string }) {
  const translate = useTranslate();
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 280 }}>
      {masters.map((m) => (
        <MenuItem key={m.name} value={m.name}>
          {translate(`resources.${m.name}.name`, { _: resourceLabel(m) })}
        </MenuItem>
      ))}
    </TextField>
  );
}
