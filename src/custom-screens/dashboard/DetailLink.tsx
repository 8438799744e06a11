// "Lihat Detail": the screen a figure comes from (the server names it, one the user may open).
import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { k } from './types';

export function DetailLink({ to, label }: { to: string; label?: string }) {
  const translate = useTranslate();
  return (
    <Button size="small" component={LinkBase} to={to} aria-label={label ? `${translate(k('detail'))}: ${label}` : undefined}>
      {translate(k('detail'))}
    </Button>
  );
}
