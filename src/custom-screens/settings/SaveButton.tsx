// The Simpan button of the settings screens.
import { Button } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';

export function SaveButton({ saving, onClick, label }: { saving: boolean; onClick?: () => void; label?: string }) {
  const translate = useTranslate();
  return (
    <Button type={onClick ? 'button' : 'submit'} variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={onClick}>
      {label ?? translate('ra.action.save')}
    </Button>
  );
}
