// The first card of a counter step that goes on with a document already written (a service to hand back, a loan to
// redeem, a contract to pay): its number, typed or scanned from the receipt (read in capitals; the step's entry field,
// F2), and CARI, which Enter presses too.
import type { FormEvent, Ref } from 'react';
import { Button, Card, CardContent, Stack, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { entryFieldSlots } from '../shared/shortcuts';

export function NumberSearch(props: {
  label: string;
  searchLabel: string;
  value: string;
  onChange(value: string): void;
  onSearch(): void;
  busy: boolean;
  inputRef: Ref<HTMLInputElement>;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch();
  };
  return (
    <Card>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            autoFocus
            inputRef={props.inputRef}
            label={props.label}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value.toUpperCase())}
            sx={{ width: 340 }}
            slotProps={entryFieldSlots('F2')}
          />
          <Button type="submit" startIcon={<SearchIcon />} disabled={props.busy}>
            {props.searchLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
