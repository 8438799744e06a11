// A date field of a master form: the shared picker that takes no typed input (yyyy-MM-dd), bound to the form.
// Loaded on first use, so forms without dates do not carry the date-picker code.
import { useInput, useTranslate } from 'react-admin';
import { DateField } from '../shared/DateField';

export default function DateInput({ source, label, readOnly }: { source: string; label: string; readOnly?: boolean }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const error = fieldState.error?.message;
  return (
    <DateField
        label={label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        disabled={readOnly}
        error={!!error}
        helperText={error ? translate(error, { _: error }) : undefined}
    />
  );
}
