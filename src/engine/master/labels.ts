// Screen and field labels of a master: the locale files first, the definition's Indonesian labels as the
// fallback (domain/labels.ts), so a new master file shows sensible text before anyone translates it.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldSet } from '../../../domain/fields';
import { fieldLabel, resourceLabel } from '../../../domain/labels';

export interface MasterLabels {
  title: string;
  field: (name: string) => string;
}

export function useMasterLabels(def: FieldSet & { label?: string }): MasterLabels {
  const translate = useTranslate();
  return useMemo(
    () => ({
      title: translate(`resources.${def.name}.name`, { _: resourceLabel(def) }),
      field: (name: string) => translate(`resources.${def.name}.fields.${name}`, { _: fieldLabel(def, name) }),
    }),
    [def, translate],
  );
}
