// A date field of a master form: the shared picker that takes no typed input (yyyy-MM-dd), bound to the form.
// Loaded on first use, so forms without dates do not carry the date-picker code.
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '../shared/DateField';
import { calendarLocale } from '../shared/calendarLocale';
import { usePickerLocaleText } from '../i18n';

export default function DateInput({ source, label, readOnly }: { source: string; label: string; readOnly?: boolean }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const localeText = usePickerLocaleText();
  const { field, fieldState } = useInput({ source });
  const error = fieldState.error?.message;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={calendarLocale(locale)} localeText={localeText}>
      <DateField
        label={label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        disabled={readOnly}
        error={!!error}
        helperText={error ? translate(error, { _: error }) : undefined}
      />
    </LocalizationProvider>
  );
}
