// A field pointing at another master: an autocomplete over that master's list (server-side search).
// Picking a record copies the fields named in `copy` into this form and clears the fields narrowed by
// this one (a rekening chosen for the old bank no longer fits the new bank).
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, type RaRecord } from 'react-admin';
import type { FieldSet, RefField } from '../../../domain/fields';
import { resourceName, useMasterDefinition } from './context';

interface Props {
  def: FieldSet;
  name: string;
  field: RefField;
  label: string;
  readOnly: boolean;
}

export function RefInput({ def, name, field, label, readOnly }: Props) {
  const target = useMasterDefinition(field.resource);
  const { setValue } = useFormContext();
  const parentValue = useWatch({ name: field.dependsOn?.field ?? name });
  const narrowed = field.dependsOn !== undefined;

  // Options read 'BCA - BANK CENTRAL ASIA': the key and the first other column of the target's list.
  const nameColumn = target.list.columns.find((c) => c !== target.key);
  const optionText = (r: RaRecord | undefined) => (r ? [r[target.key], nameColumn && r[nameColumn]].filter(Boolean).join(' - ') : '');

  const onPick = (_value: unknown, record: RaRecord | '') => {
    const options = { shouldDirty: true, shouldValidate: false };
    for (const [from, to] of Object.entries(field.copy ?? {})) setValue(to, record ? (record[from] ?? '') : '', options);
    for (const [other, f] of Object.entries(def.fields)) {
      if (f.kind !== 'ref' || f.dependsOn?.field !== name) continue;
      setValue(other, '', options);
      for (const to of Object.values(f.copy ?? {})) setValue(to, '', options);
    }
  };

  return (
    <ReferenceInput
      source={name}
      reference={resourceName(target)}
      filter={narrowed ? { [field.dependsOn!.on]: parentValue } : undefined}
      sort={{ field: target.list.sort ?? target.key, order: 'ASC' }}
    >
      <AutocompleteInput
        label={label}
        optionText={optionText}
        onChange={onPick}
        readOnly={readOnly}
        // Without the field it depends on there is nothing to narrow by, so nothing to choose yet.
        disabled={narrowed && !parentValue}
        fullWidth
      />
    </ReferenceInput>
  );
}
