// Screen and field labels of a master. In Indonesian they are the definition's labels (i18n.ts lays them into the
// messages, locales/definition-texts.ts); other languages translate the same keys, and a key they lack shows the
// Indonesian label, so a new master file shows sensible text before anyone translates it.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldSet } from '../../../domain/fields';
import { fieldLabel, resourceLabel } from '../../../domain/labels';
import { localeKeys } from '../../../locales/definition-texts';

export interface MasterLabels {
  title: string;
  field: (name: string) => string;
}

export function useMasterLabels(def: FieldSet & { label?: string }): MasterLabels {
  const translate = useTranslate();
  return useMemo(
    () => ({
      title: translate(localeKeys.name({ kind: 'master', name: def.name }), { _: resourceLabel(def) }),
      field: (name: string) => translate(localeKeys.field(def.name, name), { _: fieldLabel(def, name) }),
    }),
    [def, translate],
  );
}
