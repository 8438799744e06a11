// Reading and saving para_system settings from the settings screens. Values are checked with the functions
// the server runs (domain/settings.ts) before they are sent, so a refusal reads the same either way; the
// server's own field errors land on the same fields.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../engine/api';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
import { parseJsonSetting, settingSpec } from '../../../domain/settings';
import type { FieldError } from '../../../domain/validation';

/** Field -> message, the first message of each field. */
export type Errors = Record<string, string>;

export function byField(errors: readonly FieldError[]): Errors {
  const out: Errors = {};
  for (const e of errors) out[e.field] ??= e.message;
  return out;
}

/** Every stored setting (GET para-system), undefined until it has arrived. */
export function useParaSystem(): { values: Record<string, string | null> | undefined; reload: () => void } {
  const failure = useFailureToast();
  const [values, setValues] = useState<Record<string, string | null>>();
  const reload = useCallback(() => {
    api
      .get<{ data: { key: string; value: string | null }[] }>('para-system')
      .then((res) => setValues(Object.fromEntries(res.data.map((r) => [r.key, r.value]))))
      .catch((e) => failure(e, 'kilau.settings.load_failed'));
  }, [failure]);
  useEffect(reload, [reload]);
  return { values, reload };
}

/** The settings whose checked value differs from what is stored (a value the check refuses counts as changed). */
export function changedSettings(stored: Record<string, string | null>, submitted: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(submitted).filter(([key, value]) => settingSpec(key)?.check(value).value !== stored[key]));
}

/** Saves the settings together (PUT para-system: all or none); answers whether they were saved. */
export function useSaveSettings() {
  const toast = useToast();
  const failure = useFailureToast();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const save = async (changes: Record<string, unknown>): Promise<boolean> => {
    if (!Object.keys(changes).length) {
      toast.info('kilau.settings.no_change');
      return false;
    }
    const refused = Object.entries(changes).flatMap(([key, value]) => settingSpec(key)?.check(value).errors ?? []);
    setErrors(byField(refused));
    if (refused.length) {
      toast.error(refused[0].message);
      return false;
    }
    setSaving(true);
    try {
      await api.put('para-system', { settings: changes });
      toast.success('kilau.settings.saved');
      return true;
    } catch (e) {
      if (e instanceof ApiError) setErrors(byField(e.errors));
      failure(e, 'kilau.settings.save_failed');
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { errors, saving, save };
}

/** One setting stored as JSON (WhatsApp, marketplace): its editable draft, loaded from and saved to para_system. */
export function useJsonSetting<T>(key: string) {
  const { values, reload } = useParaSystem();
  const { errors, saving, save } = useSaveSettings();
  const [draft, setDraft] = useState<T>();
  useEffect(() => void (values && setDraft(parseJsonSetting<T>(key, values[key]))), [key, values]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (values && draft && (await save(changedSettings(values, { [key]: draft })))) reload();
  };
  return { draft, setDraft, errors, saving, submit };
}
