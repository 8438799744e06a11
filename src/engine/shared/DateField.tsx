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
  /** yyyy-MM-dd: later days cannot be picked (reports: the business date). */
  maxDate?: string;
}

export function DateField({ label, value, onChange, disabled = false, error, helperText, maxDate }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      format={DATE_FORMAT}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
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
