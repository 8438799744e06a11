// Weights typed per piece (received back, lost to plating): the typed text per barcode, read the units way
// (domain/units.ts: '2,5' and '2.5' are 2.500 g, more than 3 decimals refused), and the small field of a table row.
import { useState } from 'react';
import { TextField } from '@mui/material';
import { parseWeightMg } from '../../../domain/units';

/** Typed text as milligrams, or undefined when it is no weight. */
export function mgOf(text: string | undefined): number | undefined {
  const read = parseWeightMg(text ?? '');
  return read.ok ? read.value : undefined;
}

/** The texts typed per barcode, with a default for a piece not typed yet. */
export function useTypedWeights() {
  const [texts, setTexts] = useState<Record<string, string>>({});
  return {
    textOf: (code: string, fallback = '') => texts[code] ?? fallback,
    set: (code: string, text: string) => setTexts((t) => ({ ...t, [code]: text })),
    clear: () => setTexts({}),
  };
}

/** A weight typed in a table row; red while it cannot be read. */
export function WeightCell({ value, onChange, label, disabled }: { value: string; onChange: (text: string) => void; label: string; disabled?: boolean }) {
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={mgOf(value) === undefined}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': label } }}
      sx={{ width: 120 }}
    />
  );
}
