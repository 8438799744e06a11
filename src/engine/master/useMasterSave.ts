// Saving a master form: the shared validator first (domain/validation.ts, the same rules and messages
// as the server), then the create or update call, the spec's toasts, server field errors back under
// the fields, and the DELETED flow (spec section 8) when the code exists as a deleted record.
import { useCallback, useState } from 'react';
import { useCreate, useDataProvider, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { normalizeRecord, validateRecord, type FieldError, type Mode } from '../../../domain/validation';
import { ApiError } from '../api';
import { useToast } from '../notify';
import { resourceName } from './context';
import type { MasterDataProvider } from './dataProvider';

type Values = Record<string, unknown>;
export type FormErrors = Record<string, string>;

const toFormErrors = (errors: readonly FieldError[]): FormErrors => Object.fromEntries(errors.map((e) => [e.field, e.message]));

/** The message of a failed call when the server (or the connection) gave one. */
const messageOf = (e: unknown): string | undefined => (e instanceof ApiError && e.message ? e.message : undefined);

/** A create refused because the code belongs to a deleted record: what the warning shows and re-sends. */
export interface DeletedConflict {
  message: string;
  values: Values;
}

export function useMasterSave(def: MasterDefinition, mode: Mode, onSaved: (record: RaRecord) => void) {
  const resource = resourceName(def);
  const [create] = useCreate();
  const [update] = useUpdate();
  const dataProvider = useDataProvider<MasterDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [conflict, setConflict] = useState<DeletedConflict>();
  const [activating, setActivating] = useState(false);

  /** Record-level validation for react-admin's form: runs on submit, then again as fields change. */
  const validate = useCallback(
    (values: Values): FormErrors => toFormErrors(validateRecord(def, normalizeRecord(def, values, mode), mode)),
    [def, mode],
  );

  /** Resolves to the server's field errors (shown under the fields) or nothing. */
  const submit = useCallback(
    async (values: Values): Promise<FormErrors | undefined> => {
      const data = normalizeRecord(def, values, mode);
      try {
        const saved =
          mode === 'create'
            ? await create(resource, { data }, { returnPromise: true })
            : await update(resource, { id: values.id as string, data, previousData: values as RaRecord }, { returnPromise: true, mutationMode: 'pessimistic' });
        toast.success(mode === 'create' ? def.messages.created : def.messages.updated);
        onSaved(saved as RaRecord);
        return undefined;
      } catch (e) {
        const message = messageOf(e);
        if (mode === 'create' && message?.includes('DELETED')) {
          setConflict({ message, values });
          return undefined;
        }
        toast.error(message ?? def.messages.saveFailed);
        return e instanceof ApiError && e.errors.length ? toFormErrors(e.errors) : undefined;
      }
    },
    [def, mode, resource, create, update, toast, onSaved],
  );

  /** Activate in the DELETED warning: re-enables the record with the form's values. */
  const activate = useCallback(async () => {
    if (!conflict) return;
    const id = normalizeRecord(def, conflict.values, 'create')[def.key] as string;
    setActivating(true);
    try {
      const { data, message } = await dataProvider.activate(resource, { id, data: normalizeRecord(def, conflict.values, 'update') });
      setConflict(undefined);
      toast.success(message ?? def.messages.activated);
      refresh();
      onSaved(data);
    } catch (e) {
      setConflict(undefined);
      toast.error(messageOf(e) ?? def.messages.saveFailed);
    } finally {
      setActivating(false);
    }
  }, [conflict, def, resource, dataProvider, toast, refresh, onSaved]);

  const dismissConflict = useCallback(() => setConflict(undefined), []);

  return { validate, submit, conflict, activating, activate, dismissConflict };
}
