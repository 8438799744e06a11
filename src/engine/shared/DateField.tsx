// A date picker that takes no typed input (spec section 2): the field is read-only and a click on it
// opens the calendar. Values travel as yyyy-MM-dd strings, the business-date format. It brings its own calendar
// locale (the interface language's), so a screen places it without wrapping it.
import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { useLocaleState } from 'react-admin';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { calendarLocale } from './calendarLocale';
import { usePickerLocaleText } from '../i18n';

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
  /** yyyy-MM-dd: earlier days cannot be picked (an order's promised date: the business date). */
  minDate?: string;
}

export function DateField({ label, value, onChange, disabled = false, error, helperText, maxDate, minDate }: Props) {
  const [open, setOpen] = useState(false);
  const [locale] = useLocaleState();
  const localeText = usePickerLocaleText();
  // One object per value: a new one on every render of the screen (its opening search answering ...) reads to the
  // picker as a changed value, and an open calendar takes the focus back to the selected day from the one in hand.
  const day = useMemo(() => (value ? dayjs(value) : null), [value]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(locale)} localeText={localeText}>
      <DatePicker
        label={label}
        value={day}
        format={DATE_FORMAT}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        minDate={minDate ? dayjs(minDate) : undefined}
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
    </LocalizationProvider>
  );
}
