// Rupiah amount input: the spec's mask 'Rp. 1,250,000 ,-' around a grouped number; the form holds an
// integer. The prefix and suffix come from domain/format so screen and receipts share one mask.
import { InputAdornment, inputAdornmentClasses } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { formatMoney, formatRupiahMask } from '../../../domain/format';

const [PREFIX, SUFFIX] = formatRupiahMask(0).split(formatMoney(0));

/** Beyond 15 digits an integer is no longer exact in a JavaScript number. */
const MAX_DIGITS = 15;

/** MUI lowers a filled input's start adornment to the text line; the suffix needs the same. */
const suffixSx = { [`&.${inputAdornmentClasses.filled}`]: { mt: 2 } };

const format = (v: unknown) => (v === null || v === undefined || v === '' ? '' : formatMoney(v as number));
const parse = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits === '' ? null : Number(digits);
};

export function MoneyInput(props: TextInputProps) {
  return (
    <TextInput
      {...props}
      format={format}
      parse={parse}
      InputProps={{
        startAdornment: <InputAdornment position="start">{PREFIX.trim()}</InputAdornment>,
        endAdornment: (
          <InputAdornment position="end" sx={suffixSx}>
            {SUFFIX.trim()}
          </InputAdornment>
        ),
      }}
      inputProps={{ inputMode: 'numeric' }}
    />
  );
}
