// A number typed in its unit (weight in grams with 3 decimals, rupiah, percent with 2), read by domain/units.ts:
// the value in its integer form reaches the screen only when the text reads; otherwise the field says it is wrong.
import { useEffect, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { formatScaled, parseUnit, type Unit } from '../../../domain/units';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & { unit: Unit; value: number | null; onValue: (v: number | null) => void; testId?: string };

export function NumberField({ unit, value, onValue, testId, error, slotProps, ...rest }: Props) {
  const htmlInput = (slotProps as { htmlInput?: object } | undefined)?.htmlInput ?? {};
  const shown = (v: number | null) => (v === null ? '' : formatScaled(v, unit.scale));
  const [text, setText] = useState(shown(value));
  const [bad, setBad] = useState(false);
  // A value set from outside (a new line, the rest due) shows; one being typed stays as typed.
  useEffect(() => {
    const read = parseUnit(text, unit);
    if (!(read.ok && read.value === value) && !(value === null && text.trim() === '')) {
      setText(shown(value));
      setBad(false);
    }
  }, [value]);
  return (
    <TextField
      {...rest}
      size="small"
      value={text}
      error={bad || error}
      onChange={(e) => {
        setText(e.target.value);
        if (!e.target.value.trim()) {
          setBad(false);
          return onValue(null);
        }
        const read = parseUnit(e.target.value, unit);
        setBad(!read.ok);
        if (read.ok) onValue(read.value);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' }, ...(testId ? { 'data-testid': testId } : {}), ...htmlInput },
      }}
    />
  );
}
