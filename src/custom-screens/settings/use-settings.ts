// Reading and saving para_system settings from the settings screens, through the data hooks (engine/data).
// Values are checked with the functions the server runs (domain/settings.ts) before they are sent, so a refusal
// reads the same either way; the server's own field errors land on the same fields. A screen edits a draft of
// what is stored; once saved, the settings are read again and the draft gives way to them.
import { useMemo, useState, type FormEvent } from 'react';
import { useApiQuery, useSubmit } from '../../engine/data';
import { useToast } from '../../engine/notify';
import { parseJsonSetting, settingSpec } from '../../../domain/settings';
import type { FieldError } from '../../../domain/validation';

/** Field -> message, the first message of each field. */
export type Errors = Record<string, string>;

export function byField(errors: readonly FieldError[]): Errors {
  const out: Errors = {};
  for (const e of errors) out[e.field] ??= e.message;
  return out;
}

// A failed call of the data provider carries the server's `status`, `message` and field `errors`: read here by
// shape, so the screens need not import engine/api.ts.
const failureOf = (error: unknown): { status?: unknown; errors?: unknown } => (typeof error === 'object' && error !== null ? error : {});

/** The field errors a refused write carries (the server's `errors`), none for any other failure. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const { errors } = failureOf(error);
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/** The HTTP status of a failed call (0 when no answer came back), undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  const { status } = failureOf(error);
  return typeof status === 'number' ? status : undefined;
}

/** The cached read of every stored setting; writes of settings refresh it (and para-system/key/... below it). */
export const PARA_SYSTEM = 'para-system';

/** Every stored setting (GET para-system), undefined until it has arrived. */
export function useParaSystem(): { values: Record<string, string | null> | undefined } {
  const { data } = useApiQuery<{ data: { key: string; value: string | null }[] }>(PARA_SYSTEM, undefined, { failure: 'kilau.settings.load_failed' });
  const values = useMemo(() => data && Object.fromEntries(data.data.map((r) => [r.key, r.value])), [data]);
  return { values };
}

/** A screen's edits of what is loaded: the draft once something is changed, `loaded` again once it is dropped (`setDraft(undefined)` after a save). */
export function useDraft<T>(loaded: T | undefined): [T | undefined, (draft: T | undefined) => void] {
  const [draft, setDraft] = useState<T>();
  return [draft ?? loaded, setDraft];
}

/** The settings whose checked value differs from what is stored (a value the check refuses counts as changed). */
export function changedSettings(stored: Record<string, string | null>, submitted: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(submitted).filter(([key, value]) => settingSpec(key)?.check(value).value !== stored[key]));
}

/** Saves the settings together (PUT para-system: all or none); answers whether they were saved (and read again). */
export function useSaveSettings() {
  const toast = useToast();
  const submit = useSubmit({ failure: 'kilau.settings.save_failed', invalidate: [PARA_SYSTEM] });
  const [errors, setErrors] = useState<Errors>({});

  const save = async (changes: Record<string, unknown>): Promise<boolean> => {
    if (!Object.keys(changes).length) {
      toast.info('kilau.settings.no_change');
      return false;
    }
    const saved = await submit.call(
      { method: 'PUT', path: PARA_SYSTEM, body: { settings: changes } },
      {
        // Refused here: the messages under their fields, the first one as the toast.
        check: () => {
          const refused = Object.entries(changes).flatMap(([key, value]) => settingSpec(key)?.check(value).errors ?? []);
          setErrors(byField(refused));
          return refused[0]?.message;
        },
        success: () => 'kilau.settings.saved',
        failed: (error) => void setErrors(byField(fieldErrorsOf(error))),
      },
    );
    return saved !== undefined;
  };

  return { errors, saving: submit.busy, save };
}

/** One setting stored as JSON (WhatsApp, marketplace): its editable draft, loaded from and saved to para_system. */
export function useJsonSetting<T>(key: string) {
  const { values } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const stored = useMemo(() => values && parseJsonSetting<T>(key, values[key]), [key, values]);
  const [draft, setDraft] = useDraft(stored);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (values && draft && (await save(changedSettings(values, { [key]: draft })))) setDraft(undefined);
  };
  return { draft, setDraft: setDraft as (draft: T) => void, errors, saving, submit };
}
