// The module flags tab of /settingsystem: every module of the catalogue (definitions/modules.ts) with an
// on/off switch and, for the modules that carry one, a value picker. Only the modules changed here are sent
// (PUT modules); the server then tells every open browser, this one included, to reload.
import { useMemo, useState } from 'react';
import { Box, Divider, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MODULES, type ModuleDefinition } from '../../../definitions/modules';
import type { ModuleMap, ModuleState } from '../../../domain/gates';
import { useApiQuery, useSubmit } from '../../engine/data';
import { useToast } from '../../engine/notify';
import { SaveButton } from './SaveButton';
import { useDraft } from './use-settings';

/** A module as the screen shows it: its stored state, or its catalogue default when the shop has no row yet. */
function stateOf(modules: ModuleMap, m: ModuleDefinition): ModuleState {
  return modules[m.key] ?? { active: m.default, value: m.values?.[0] ?? null };
}

export function changedModules(saved: ModuleMap, draft: ModuleMap): ModuleMap {
  return Object.fromEntries(
    MODULES.filter((m) => {
      const a = stateOf(saved, m);
      const b = stateOf(draft, m);
      return a.active !== b.active || (a.value ?? null) !== (b.value ?? null);
    }).map((m) => [m.key, stateOf(draft, m)]),
  );
}

function ModuleRow({ module: m, state, onChange }: { module: ModuleDefinition; state: ModuleState; onChange: (s: ModuleState) => void }) {
  const translate = useTranslate();
  const label = translate(`kilau.settings.modules.labels.${m.key}`, { _: m.label });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ py: 1, alignItems: { sm: 'center' } }} data-testid={`module-${m.key}`}>
      <Switch checked={state.active} onChange={(e) => onChange({ ...state, active: e.target.checked })} slotProps={{ input: { 'aria-label': label } }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography>{label}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {m.key}
        </Typography>
      </Box>
      {m.values && (
        <TextField
          select
          size="small"
          label={translate('kilau.settings.modules.value')}
          value={state.value ?? m.values[0]}
          onChange={(e) => onChange({ ...state, value: e.target.value })}
          fullWidth={false}
          sx={{ width: 220, flexShrink: 0 }}
          slotProps={{ htmlInput: { 'aria-label': translate('kilau.settings.modules.value_of', { module: label }) } }}
        >
          {m.values.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

export function ModuleFlags() {
  const translate = useTranslate();
  const toast = useToast();
  const stored = useApiQuery<{ data: ModuleMap }>('modules', undefined, { failure: 'kilau.settings.load_failed' });
  const submit = useSubmit({ failure: 'kilau.settings.save_failed', invalidate: ['modules'] });
  const saved = stored.data?.data;
  const [draft, setDraft] = useDraft(saved);
  const [q, setQ] = useState('');

  const changes = useMemo(() => (saved && draft ? changedModules(saved, draft) : {}), [saved, draft]);
  const count = Object.keys(changes).length;
  const shown = useMemo(() => {
    const needle = q.trim().toUpperCase();
    return MODULES.filter((m) => !needle || m.key.includes(needle) || m.label.toUpperCase().includes(needle));
  }, [q]);

  // Saved, the modules are read again and the draft gives way to them.
  const save = async () => {
    if (!count) return toast.info('kilau.settings.no_change');
    const done = await submit.call({ method: 'PUT', path: 'modules', body: changes }, { success: () => 'kilau.settings.modules.saved' });
    if (done) setDraft(undefined);
  };

  if (!saved || !draft) return null;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <TextField size="small" label={translate('kilau.settings.modules.search')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ minWidth: 260 }} />
        <Box sx={{ flex: 1 }} />
        <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('kilau.settings.modules.changed', { smart_count: count })}
        </Typography>
        <SaveButton saving={submit.busy} onClick={save} />
      </Stack>
      {shown.map((m, i) => (
        <Box key={m.key}>
          {i > 0 && <Divider />}
          <ModuleRow module={m} state={stateOf(draft, m)} onChange={(s) => setDraft({ ...draft, [m.key]: s })} />
        </Box>
      ))}
    </Box>
  );
}
