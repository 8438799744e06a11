// The frame, the cards, the note field and the action button of the stock screens (moves, melts, transfers ...): one
// place for their layout, so they stay alike. Labels are locale keys.
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography, type ButtonProps } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The page title over one card whose parts stand one under the other. */
export function ScreenCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(title)} />
      <SectionCard>{children}</SectionCard>
    </Box>
  );
}

/** A card whose parts stand one under the other, under a heading when it has one (the document opened from a list). */
export function SectionCard({ heading, children }: { heading?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          {heading && <Typography variant="subtitle1">{heading}</Typography>}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A free text sent with the write: its reason or note. */
export function NoteField({ label, value, onChange, disabled }: { label: string; value: string; onChange: (value: string) => void; disabled?: boolean }) {
  const translate = useTranslate();
  return <TextField size="small" label={translate(label)} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} sx={{ maxWidth: 480 }} />;
}

interface ActionProps {
  label: string;
  onClick: () => unknown;
  disabled?: boolean;
  icon?: ReactNode;
  color?: ButtonProps['color'];
}

/** The screen's one action (save, move, melt ...), on a line of its own under the fields. */
export function ActionButton({ label, onClick, disabled, icon, color }: ActionProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Button variant="contained" color={color} startIcon={icon} onClick={() => void onClick()} disabled={disabled}>
        {translate(label)}
      </Button>
    </Box>
  );
}
