// A date picker that takes no typed input (spec section 2): the field is read-only and a click on it
// opens the calendar. Values travel as yyyy-MM-dd strings, the business-date format.
import { useState } from 'react';
import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const DATE_FORMAT = 'YYYY-MM-DD';

interface Props {
  label: string;
  /** yyyy-MM-dd, or empty for no date yet. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

export function DateField({ label, value, onChange, disabled = false, error, helperText }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      format={DATE_FORMAT}
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      closeOnSelect
      onChange={(d) => {
        if (d?.isValid()) onChange(d.format(DATE_FORMAT));
      }}
      slotProps={{
        field: { readOnly: true },
        textField: { size: 'small', sx: { width: 180 }, error, helperText, onClick: () => !disabled && setOpen(true) },
      }}
    />
  );
}
