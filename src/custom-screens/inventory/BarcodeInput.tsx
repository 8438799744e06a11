// A barcode field for a scanner (which types the code and Enter) or a keyboard: Enter adds, the field clears
// and keeps the focus for the next scan.
import { useState, type KeyboardEvent } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useTranslate } from 'react-admin';

export function BarcodeInput({ onScan, disabled }: { onScan: (code: string) => Promise<boolean>; disabled?: boolean }) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const onKeyDown = async (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const code = value;
    if (await onScan(code)) setValue('');
  };
  return (
    <TextField
      label={translate('kilau.barang.scan')}
      value={value}
      onChange={(e) => setValue(e.target.value.toUpperCase())}
      onKeyDown={onKeyDown}
      disabled={disabled}
      size="small"
      autoFocus
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><QrCodeScannerIcon fontSize="small" /></InputAdornment> } }}
      sx={{ minWidth: 280 }}
    />
  );
}
