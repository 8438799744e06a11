// How the header and footer print (spec section 9): every line in 20-character slices, at most 60 characters.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { receiptSlices, SLICE_WIDTH } from '../../../domain/receipt';

export function ReceiptPreview({ header, footer }: { header: string[]; footer: string[] }) {
  const translate = useTranslate();
  const lines = (part: string[]) => part.flatMap((line) => (line.trim() ? receiptSlices(line) : ['']));
  return (
    <Box
      data-testid="receipt-preview"
      aria-label={translate('kilau.settings.nota.preview')}
      sx={{
        fontFamily: 'monospace',
        whiteSpace: 'pre',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        p: 1.5,
        width: `calc(${SLICE_WIDTH}ch + 24px)`,
        bgcolor: 'background.default',
      }}
    >
      {lines(header).map((s, i) => (
        <div key={`h${i}`}>{s || ' '}</div>
      ))}
      <Typography component="div" variant="caption" color="text.secondary" sx={{ fontFamily: 'inherit', my: 1, textAlign: 'center' }}>
        {translate('kilau.settings.nota.preview_body')}
      </Typography>
      {lines(footer).map((s, i) => (
        <div key={`f${i}`}>{s || ' '}</div>
      ))}
    </Box>
  );
}
