// One form input per field kind of the definition vocabulary (definitions/define.ts). Inputs carry no
// validation of their own: the form runs the shared validator (domain/validation.ts) on submit, and
// its messages land under the fields by name.
import { lazy, Suspense } from 'react';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { Field, MasterDefinition } from '../../../definitions/define';
import type { Mode } from '../../../domain/validation';
import { MoneyInput } from './MoneyInput';
import { RefInput } from './RefInput';

// Date pickers take no typed input (spec section 2); their code loads with the first form that has a date.
const DateInput = lazy(() => import('./DateInput'));

interface Props {
  def: MasterDefinition;
  name: string;
  field: Field;
  label: string;
  mode: Mode;
}

const upper = (v: string | null) => (typeof v === 'string' ? v.toUpperCase() : v);

/** Fields another field's pick fills in: the server sets them from the picked record anyway. */
function isCopyTarget(def: MasterDefinition, name: string): boolean {
  return Object.values(def.fields).some((f) => f.kind === 'ref' && Object.values(f.copy ?? {}).includes(name));
}

export function MasterInput({ def, name, field, label, mode }: Props) {
  const readOnly = (mode === 'update' && field.readOnlyOnEdit === true) || isCopyTarget(def, name);
  const common = { source: name, label, readOnly, fullWidth: true };

  switch (field.kind) {
    case 'code':
    case 'text':
      return <TextInput {...common} multiline={field.multiline} parse={field.upper ? upper : undefined} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'weight':
    case 'percent':
    case 'number':
      return <NumberInput {...common} step={field.decimals ? 10 ** -field.decimals : 1} />;
    case 'select':
      return <SelectInput {...common} choices={field.options.map((o) => ({ id: o, name: o }))} />;
    case 'boolean':
      return <BooleanInput source={name} label={label} readOnly={readOnly} />;
    case 'date':
      return (
        <Suspense fallback={null}>
          <DateInput source={name} label={label} readOnly={readOnly} />
        </Suspense>
      );
    case 'ref':
      return <RefInput def={def} name={name} field={field} label={label} readOnly={readOnly} />;
  }
}
