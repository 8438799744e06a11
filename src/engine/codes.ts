// A record's code as the screens show it: its label in the interface language (domain/codes.ts: the catalogues and
// their Indonesian labels, under kilau.codes.<group>.<CODE>), never the code itself. Tables mark a column holding codes
// with `codes` (src/engine/table), report definitions theirs with `codes` (definitions/define.ts); screens that show
// one elsewhere call this.
import { useCallback } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { codeKey, codeText, type CodeGroup } from '../../domain/codes';

export type { CodeGroup };

/** The label of `code` of `group`; a code no catalogue lists (a master's own) shows as it is. */
export function codeLabel(t: TranslateFunction, group: CodeGroup, code: unknown): string {
  const text = String(code ?? '');
  return text ? t(codeKey(group, text), { _: codeText(group, text) }) : '';
}

/** codeLabel in the screen's language. */
export function useCodeLabel(): (group: CodeGroup, code: unknown) => string {
  const t = useTranslate();
  return useCallback((group: CodeGroup, code: unknown) => codeLabel(t, group, code), [t]);
}
