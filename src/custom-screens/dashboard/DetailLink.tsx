// "Lihat Detail": the screen a figure comes from (the server names it, one the user may open); `text` where a card
// holds several.
import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { k } from './types';

export function DetailLink({ to, label, text }: { to: string; label?: string; text?: string }) {
  const translate = useTranslate();
  return (
    <Button size="small" component={LinkBase} to={to} aria-label={label && !text ? `${translate(k('detail'))}: ${label}` : undefined}>
      {text ?? translate(k('detail'))}
    </Button>
  );
}
