// The member finder of every counter screen (issue 23, MEMBER_MODULE): a member found by code, phone or name
// (GET member/cari?q=, at most 20) fills the customer in and names the member on the document (kode_member). A member
// card scanned into it (its Code 128 is the code) and Enter pick that member at once, even before the list has
// loaded (GET member/kode/{kode}); clearing it leaves the customer as typed, no longer a member.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiCall, useApiQuery, useDebounced, useSubmit } from '../data/index';
import { getSession } from '../session';
import { moduleOn } from '../../../domain/gates';

export interface FoundMember {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  alamat: string;
}

interface Props {
  /** The member the document is for ('' none). */
  kodeMember: string;
  onPick: (member: FoundMember | null) => void;
  disabled?: boolean;
}

const label = (m: FoundMember) => `${m.kode_member} - ${m.nama_member}${m.no_hp ? ` (${m.no_hp})` : ''}`;

/** Shown only when the shop keeps members; nothing otherwise. */
export function MemberFinder(props: Props) {
  return moduleOn(getSession()?.modules ?? {}, 'MEMBER_MODULE') ? <Finder {...props} /> : null;
}

function Finder({ kodeMember, onPick, disabled }: Props) {
  const t = useTranslate();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<FoundMember | null>(null);
  const q = useDebounced(typed.trim(), 250);
  const found = useApiQuery<{ data: FoundMember[] }>(q.length >= 2 ? 'member/cari' : null, { q }, { failure: false });
  const options = found.data?.data ?? [];
  const lookup = useSubmit();
  const call = useApiCall();
  const choose = (m: FoundMember | null) => {
    setPicked(m);
    onPick(m);
  };
  // A scanned card: its exact code, asked directly when the list has not caught up with what was typed.
  const byCode = async () => {
    const code = typed.trim().toUpperCase();
    if (!code) return;
    const exact = options.find((o) => o.kode_member === code);
    if (exact) return choose(exact);
    const res = await lookup.run(() => call<{ data: Omit<FoundMember, 'kode_member'> & { kode_member: string } }>({ path: `member/kode/${encodeURIComponent(code)}` }), {
      success: false,
    });
    if (res) choose({ ...res.data, alamat: res.data.alamat ?? '' });
  };
  const value = picked && picked.kode_member === kodeMember ? picked : null;
  return (
    <Autocomplete<FoundMember>
      size="small"
      options={options}
      value={value}
      inputValue={value ? label(value) : typed}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_, m) => choose(m)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.kode_member === b.kode_member}
      filterOptions={(o) => o}
      loading={found.isFetching}
      noOptionsText={t(q.length >= 2 ? 'kilau.member_finder.none' : 'kilau.member_finder.type')}
      disabled={disabled || lookup.busy}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('kilau.member_finder.label')}
          helperText={value ? t('kilau.member_finder.chosen', { kode: value.kode_member }) : t('kilau.member_finder.help')}
          onKeyDown={(e) => {
            // Enter with the list closed or empty: a scanned code.
            if (e.key === 'Enter' && !value && (!options.length || q !== typed.trim())) {
              e.preventDefault();
              void byCode();
            }
          }}
          inputProps={{ ...params.inputProps, 'data-testid': 'member-finder' }}
        />
      )}
    />
  );
}
