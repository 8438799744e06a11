// One form input per field kind of the definition vocabulary (definitions/define.ts). Inputs carry no
// validation of their own: the form runs the shared validator (domain/validation.ts) on submit, and
// its messages land under the fields by name. Every number field is a UnitInput, read by its unit
// (domain/units.ts); required fields are marked with an asterisk.
import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { optionLabel, type Field, type FieldSet } from '../../../domain/fields';
import type { Mode } from '../../../domain/validation';
import { fieldLimits, fieldUnit } from '../../../domain/units';
import { RefInput } from './RefInput';
import { UnitInput } from './UnitInput';

// Date pickers take no typed input (spec section 2); their code loads with the first form that has a date.
const DateInput = lazy(() => import('./DateInput'));

interface Props {
  def: FieldSet;
  name: string;
  field: Field;
  label: string;
  mode: Mode;
}

/**
 * The asterisk of a required field, drawn by CSS after its label rather than react-admin's isRequired span: a span
 * inside the label becomes part of the label's text ('Nama Barang *'), which screen readers and tests reading fields
 * by their label would then have to spell; the CSS mark's alternative text is empty. `display: contents` keeps the
 * wrapper out of the layout.
 */
const REQUIRED_SX = { display: 'contents', '& .MuiFormLabel-root::after': { content: '"\\2009*" / ""' } } as const;

function marked(required: boolean | undefined, input: ReactNode): ReactNode {
  return required ? <Box sx={REQUIRED_SX}>{input}</Box> : input;
}

const upper = (v: string | null) => (typeof v === 'string' ? v.toUpperCase() : v);

/** Fields another field's pick fills in: the server sets them from the picked record anyway. */
function isCopyTarget(def: FieldSet, name: string): boolean {
  return Object.values(def.fields).some((f) => f.kind === 'ref' && Object.values(f.copy ?? {}).includes(name));
}

export function MasterInput(props: Props) {
  return marked(props.field.required, <FieldInput {...props} />);
}

function FieldInput({ def, name, field, label, mode }: Props) {
  const readOnly = (mode === 'update' && field.readOnlyOnEdit === true) || isCopyTarget(def, name);
  const common = { source: name, label, readOnly, fullWidth: true };

  switch (field.kind) {
    case 'code':
    case 'text':
      return <TextInput {...common} multiline={field.multiline} parse={field.upper ? upper : undefined} />;
    case 'money':
    case 'weight':
    case 'percent':
    case 'number': {
      const unit = fieldUnit(name, field);
      return <UnitInput {...common} unit={unit} limits={fieldLimits(field, unit)} />;
    }
    case 'select':
      return <SelectInput {...common} choices={field.options.map((o) => ({ id: o, name: optionLabel(field, o) }))} />;
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
