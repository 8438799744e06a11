// The create and edit pages of page-form masters (def.route + '/create' and def.route + '/:id').
// react-admin's Create/Edit give the layout, the title and (on edit) the record; saving is the form's.
import { useCallback } from 'react';
import { Create, Edit, useRedirect, useTranslate } from 'react-admin';
import type { MasterDefinition } from '../../../definitions/define';
import { resourceName } from './context';
import { useMasterLabels } from './labels';
import { MasterForm } from './MasterForm';

function useBackToList(def: MasterDefinition) {
  const redirect = useRedirect();
  return useCallback(() => redirect('list', resourceName(def)), [redirect, def]);
}

export function MasterCreate({ def }: { def: MasterDefinition }) {
  const translate = useTranslate();
  const { title } = useMasterLabels(def);
  const back = useBackToList(def);
  return (
    <Create title={translate('kilau.master.create_title', { name: title })} actions={false}>
      <MasterForm def={def} mode="create" onSaved={back} onCancel={back} />
    </Create>
  );
}

export function MasterEdit({ def }: { def: MasterDefinition }) {
  const translate = useTranslate();
  const { title } = useMasterLabels(def);
  const back = useBackToList(def);
  return (
    <Edit title={translate('kilau.master.edit_title', { name: title })} actions={false}>
      <MasterForm def={def} mode="update" onSaved={back} onCancel={back} />
    </Edit>
  );
}
