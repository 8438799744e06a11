// The create and edit form of a master, derived from its fields; the same form serves the create and
// edit pages and the dialog of modal masters.
import { useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { CardContent, Stack } from '@mui/material';
import { Button, Confirm, Form, Toolbar, type RaRecord } from 'react-admin';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import type { MasterDefinition } from '../../../definitions/define';
import type { Mode } from '../../../domain/validation';
import { useMasterLabels } from './labels';
import { MasterInput } from './MasterInput';
import { useMasterSave } from './useMasterSave';

interface Props {
  def: MasterDefinition;
  mode: Mode;
  /** The record being edited; react-admin's record context supplies it on the edit page. */
  record?: RaRecord;
  onSaved: (record: RaRecord) => void;
  onCancel: () => void;
}

/**
 * Simpan stays enabled on an untouched form (pressing it shows what is missing), unlike react-admin's
 * SaveButton, and is disabled only while a save is under way.
 */
export function FormButtons({ onCancel }: { onCancel: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <Button label="kilau.master.save" type="submit" variant="contained" size="medium" disabled={isSubmitting}>
        <SaveIcon />
      </Button>
      <Button label="kilau.master.cancel_form" onClick={onCancel} variant="outlined" size="medium">
        <CloseIcon />
      </Button>
    </Toolbar>
  );
}

export function MasterForm({ def, mode, record, onSaved, onCancel }: Props) {
  const labels = useMasterLabels(def);
  const { validate, submit, conflict, activating, activate, dismissConflict } = useMasterSave(def, mode, onSaved);
  const defaults = useMemo(
    () => Object.fromEntries(Object.entries(def.fields).flatMap(([name, f]) => (f.default === undefined ? [] : [[name, f.default]]))),
    [def],
  );

  return (
    <>
      {/* Form rather than SimpleForm: SimpleForm hands disableInvalidFormNotification on to the DOM. */}
      <Form
        record={record}
        defaultValues={mode === 'create' ? defaults : undefined}
        validate={validate}
        onSubmit={submit}
        // The messages under the fields say what is wrong; a second, generic toast would only repeat it.
        disableInvalidFormNotification
      >
        <CardContent>
          <Stack sx={{ maxWidth: 640 }}>
            {Object.entries(def.fields).map(([name, field]) => (
              <MasterInput key={name} def={def} name={name} field={field} label={labels.field(name)} mode={mode} />
            ))}
          </Stack>
        </CardContent>
        <FormButtons onCancel={onCancel} />
      </Form>
      <Confirm
        isOpen={conflict !== undefined}
        loading={activating}
        title="kilau.master.warning"
        content={conflict?.message ?? ''}
        cancel="kilau.master.cancel"
        confirm="kilau.master.activate"
        confirmColor="warning"
        onClose={dismissConflict}
        onConfirm={activate}
      />
    </>
  );
}
