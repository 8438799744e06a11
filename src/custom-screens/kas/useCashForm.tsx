// The form state every money form of the books shares (manual income and expense, mutations, card cash, balance
// moves). A change clears the messages of the last attempt, which named the form as it was. `send` first shows the
// problems of the rule the server applies too (domain/kas.ts), by field; then posts, and shows the server's field
// messages when it refuses.
import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { UnitField } from '../../engine/master/UnitInput';
import { MONEY } from '../../../domain/units';
import { fieldErrorsOf } from '../../engine/widgets/apiError';
import { k } from './parts';

export function useCashForm<F extends Record<string, unknown>>(empty: F, submitOptions: Parameters<typeof useSubmit>[0]) {
  const translate = useTranslate();
  const submit = useSubmit(submitOptions);
  const [form, setForm] = useState<F>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set =
    <K extends keyof F>(name: K) =>
    (value: F[K]) => {
      setForm((f) => ({ ...f, [name]: value }));
      setErrors({});
    };

  const send = (path: string, body: object, problems: readonly { field: string; message: string }[], after?: () => void) => {
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return submit.refuse(problems[0].message);
    }
    return submit.call(
      { method: 'POST', path, body },
      {
        after: () => {
          setForm(empty);
          after?.();
        },
        failed: (e) => void setErrors(fieldErrorsOf(e) ?? {}),
      },
    );
  };

  /** A text field of the form (kilau.kas.<label>), with its message. */
  const text = (name: keyof F & string, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      size="small"
      label={translate(k(label))}
      value={form[name]}
      onChange={(e) => set(name)(e.target.value as F[typeof name])}
      error={!!errors[name]}
      helperText={errors[name] || undefined}
      {...extra}
    />
  );

  /** An amount with the money mask 'Rp. ' ... ' ,-'; Enter saves where `onEnter` is given. */
  const money = (name: keyof F & string, onEnter?: () => void) => (
    <UnitField
      size="small"
      label={translate(k('jumlah'))}
      fieldLabel={translate(k('jumlah'))}
      unit={MONEY}
      value={String(form[name])}
      onChange={(v) => set(name)(v as F[typeof name])}
      serverError={errors[name] || undefined}
      onKeyDown={
        onEnter &&
        ((e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        })
      }
    />
  );

  return { form, set, errors, send, text, money, busy: submit.busy, refuse: submit.refuse };
}
