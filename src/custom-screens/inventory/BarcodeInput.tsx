// A barcode field for a scanner (which types the code and Enter) or a keyboard. Enter hands the code on in capitals
// (a scanner in lower case reads the same piece) and empties the field at once, whatever the answer: a refused code
// must not stay in front of the next scan, and a scan typed while the last one is still looked up starts clean. The
// field keeps (or gets back) the focus for the next scan, unless the screen sent it on (to the new line, a choice);
// the screen's message says what became of this one.
import { useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslate } from 'react-admin';
import { ShortcutKey, SKIP_TARGET } from '../../engine/shared/shortcuts';

/** The code as every screen reads it: trimmed, in capitals. */
export const scannedCode = (text: string): string => text.trim().toUpperCase();

interface Props {
  onScan: (code: string) => unknown;
  disabled?: boolean;
  /** Defaults to 'Scan / Ketik Barcode' (kilau.barang.scan). */
  label?: string;
  helperText?: string;
  /** The key that focuses the field on a counter screen (shown in it). */
  shortcut?: string;
  inputRef?: Ref<HTMLInputElement>;
  minWidth?: number;
  /** The field the layout's skip link jumps to (the counter screens' entry field). */
  skipTarget?: boolean;
}

export function BarcodeInput({ onScan, disabled, label, helperText, shortcut, inputRef, minWidth = 280, skipTarget }: Props) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
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
          ...(shortcut ? { endAdornment: <InputAdornment position="end"><ShortcutKey keys={shortcut} /></InputAdornment> } : {}),
        },
        htmlInput: { ...(shortcut ? { 'aria-keyshortcuts': shortcut } : {}), ...(skipTarget ? { [SKIP_TARGET]: true } : {}) },
      }}
      sx={{ minWidth }}
    />
  );
}
