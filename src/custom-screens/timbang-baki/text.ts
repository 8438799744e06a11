// The screen's texts: keys under kilau.timbang in locales/*.json (typed from the Indonesian file, so a missing key
// fails the type check rather than showing a raw key).
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type id from '../../../locales/id.json';

export type TextKey = keyof (typeof id)['kilau']['timbang'];

export function useTimbangText() {
  const translate = useTranslate();
  return useCallback((key: TextKey, args?: Record<string, unknown>) => translate(`kilau.timbang.${key}`, args), [translate]);
}
