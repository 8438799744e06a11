// A barcode field for a scanner (which types the code and Enter) or a keyboard. Enter hands the code on in capitals
// (a scanner in lower case reads the same piece) and empties the field at once, whatever the answer: a refused code
// must not stay in front of the next scan, and a scan typed while the last one is still looked up starts clean. The
// field keeps (or gets back) the focus for the next scan, unless the screen sent it on (to the new line, a choice);
// the screen's message says what became of this one.
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslate } from 'react-admin';
import { entryFieldSlots, type ShortcutName } from '../shared/shortcuts';

/** The code as every screen reads it: trimmed, in capitals. */
const scannedCode = (text: string): string => text.trim().toUpperCase();

interface Props {
  onScan: (code: string) => unknown;
  disabled?: boolean;
  /** Defaults to 'Scan / Ketik Barcode' (kilau.barang.scan). */
  label?: string;
  helperText?: string;
  /** A counter screen's entry field: the key that focuses it (shown in it), and the skip link's target. */
  entryKey?: ShortcutName;
  inputRef?: Ref<HTMLInputElement>;
  minWidth?: number;
}

export function BarcodeInput({ onScan, disabled, label, helperText, entryKey, inputRef, minWidth = 280 }: Props) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const entry = entryKey ? entryFieldSlots(entryKey) : undefined;
  const field = useRef<HTMLInputElement | null>(null);
  // A scan was made: the field wants the focus back once it is enabled again (a screen disables it while busy).
  const wantFocus = useRef(false);

  const refocus = () => {
    const el = field.current;
    if (!el) return;
    const active = document.activeElement;
    // Sent on by the screen (the new line, a choice): leave it there.
    if (active && active !== document.body && active !== el) {
      wantFocus.current = false;
      return;
    }
    // Disabled, the field lost the focus: it takes it back once enabled (below).
    if (el.disabled) return;
    el.focus();
    wantFocus.current = false;
  };
  useEffect(() => {
    if (!disabled && wantFocus.current) refocus();
  }, [disabled]);

  const onKeyDown = async (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = scannedCode(value);
    setValue('');
    if (!code) return;
    wantFocus.current = true;
    try {
      await onScan(code);
    } finally {
      refocus();
    }
  };

  const setRefs = (el: HTMLInputElement | null) => {
    field.current = el;
    if (typeof inputRef === 'function') inputRef(el);
    else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
  };

  return (
    <TextField
      label={label ?? translate('kilau.barang.scan')}
      value={value}
      onChange={(e) => setValue(e.target.value.toUpperCase())}
      onKeyDown={onKeyDown}
      disabled={disabled}
      size="small"
      autoFocus
      helperText={helperText}
      inputRef={setRefs}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <QrCodeScannerIcon fontSize="small" />
            </InputAdornment>
          ),
          ...entry?.input,
        },
        htmlInput: entry?.htmlInput ?? {},
      }}
      sx={{ minWidth }}
    />
  );
}
