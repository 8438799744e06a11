// A masked password field with a show/hide toggle (as on /ganti-password), for the user forms.
import { useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { PASSWORD_MAX } from '../../../domain/users';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
}

export function PasswordInput({ onChange, label, ...rest }: Props) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...rest}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { maxLength: PASSWORD_MAX },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(shown ? 'kilau.password.hide' : 'kilau.password.show', { field: label })}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
