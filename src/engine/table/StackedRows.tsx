// Rows as stacked items, the table layout of narrow screens (below 500 px, spec section 2): a headline, then
// 'label: value' lines, with an optional leading part (a thumbnail, a checkbox) and the row's actions on the right.
// DataTable uses it below 500 px; the master list (master/StackedList.tsx) too.
import type { Key, ReactNode } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadingBar } from '../shared/LoadingBar';

export interface StackedLine {
  key: string;
  /** Already translated; without one the value stands alone. */
  label?: string;
  value: ReactNode;
}

export interface StackedItem {
  key: Key;
  primary: ReactNode;
  lines: StackedLine[];
  leading?: ReactNode;
  actions?: ReactNode;
  selected?: boolean;
  onClick?: () => void;
  /** A sub-row of the item above it: indented, in italics. */
  inset?: boolean;
}

interface Props {
  items: StackedItem[];
  /** The first answer is on its way: a progress bar, no empty text. */
  loading?: boolean;
  /** The empty text (locale key or text). */
  empty: string;
  /** The list's accessible name (locale key or text). */
  label?: string;
}

export function StackedRows({ items, loading, empty, label }: Props) {
  const translate = useTranslate();
  if (loading && !items.length) return <LoadingBar />;
  if (!items.length) return <EmptyText text={empty} />;
  return (
    <List disablePadding aria-label={label ? translate(label, { _: label }) : undefined}>
      {items.map((item) => {
        const text = (
          <ListItemText
            primary={item.primary}
            secondary={item.lines.map((l) => (
              <Box component="span" key={l.key} sx={{ display: 'block' }}>
                {l.label ? (
                  <>
                    {`${l.label}: `}
                    {l.value}
                  </>
                ) : (
                  l.value
                )}
              </Box>
            ))}
          />
        );
        return (
          <ListItem
            key={item.key}
            divider
            disablePadding={!!item.onClick}
            sx={item.inset ? { gap: 1, pl: 4, fontStyle: 'italic', '& .MuiListItemText-primary': { color: 'text.secondary' } } : { gap: 1 }}
            secondaryAction={item.onClick ? item.actions : undefined}
          >
            {item.onClick ? (
              <ListItemButton selected={item.selected} onClick={item.onClick} sx={{ gap: 1 }}>
                {item.leading}
                {text}
              </ListItemButton>
            ) : (
              <>
                {item.leading}
                {text}
                {item.actions}
              </>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

/** The text a table or list shows when it has no rows. */
export function EmptyText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
      {translate(text, { _: text })}
    </Typography>
  );
}
