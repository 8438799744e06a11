// The i18nProvider: Indonesian by default and complete (react-admin's own ra.* texts included), English
// complete through ra-language-english, the other languages fall back to English key by key. The Indonesian
// labels of masters, reports, menus and pages come from the definitions themselves (locales/definition-texts.ts);
// id.json holds the rest. The chosen language lives under LANGUAGE_KEY, which logging out keeps (react-admin's
// own store is cleared then). Numbers follow the language too: the provider sets domain/units.ts's number style
// (1.161.300 in id, 1,161,300 in en) at start and on every change, before react-admin redraws the screens.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { use, useMemo, useState } from 'react';
import { mergeTranslations, useTranslate, type I18nProvider, type TranslationMessages } from 'react-admin';
import type { LocalizationProviderProps } from '@mui/x-date-pickers/LocalizationProvider';
import { definitionTexts, nest } from '../../locales/definition-texts';
import { definitions } from './definitions';
import { LANGUAGE_KEY } from './session';
import { localeLayers, storedLanguage } from './login-texts';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../../domain/languages';
import { setNumberLanguage } from '../../domain/units';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage };

const loading = new Map<string, Promise<TranslationMessages>>();
const loaded = new Map<string, TranslationMessages>();

/**
 * The messages of `locale`, loaded once: its locale files (login-texts.ts), and beneath Indonesian the definitions'
 * labels. id.json is laid over the definitions' texts only for the few report labels listed as pending in
 * tests/contract/locales.test.ts (their definitions are being corrected); the test refuses any other overlap. Only
 * the languages in use are loaded: the app opens with the stored one, a change of language loads the next.
 */
export function messagesOf(locale: string): Promise<TranslationMessages> {
  let messages = loading.get(locale);
  if (!messages) {
    const beneath = locale === DEFAULT_LANGUAGE ? [nest(definitionTexts(definitions))] : [];
    messages = localeLayers(locale).then(
      (layers) => {
        const merged = mergeTranslations(...beneath, ...layers) as TranslationMessages;
        loaded.set(locale, merged);
        return merged;
      },
      (e: unknown) => {
        // A failed download is tried again the next time the language is asked for.
        loading.delete(locale);
        throw e;
      },
    );
    loading.set(locale, messages);
  }
  return messages;
}

function createI18nProvider(initial: string, initialMessages: TranslationMessages): I18nProvider {
  setNumberLanguage(initial);
  // allowMissing: a key without text shows its `_` fallback (definition labels, server messages) instead of a warning.
  const base = polyglotI18nProvider((locale) => (locale === initial ? initialMessages : messagesOf(locale)), initial, LANGUAGES, { allowMissing: true });
  return {
    ...base,
    changeLocale: (locale: string) => {
      localStorage.setItem(LANGUAGE_KEY, locale);
      setNumberLanguage(locale);
      return base.changeLocale(locale);
    },
  };
}

/**
 * The i18nProvider of a react-admin tree, in the stored language. The app loads that language's messages before it
 * draws (src/main.tsx); elsewhere the tree suspends until they are here. Made at the first render, not when the module
 * loads: the login page may load this module before the user picks the language to log in with.
 */
export function useI18nProvider(): I18nProvider {
  const [initial] = useState(storedLanguage);
  const messages = loaded.get(initial) ?? use(messagesOf(initial));
  const [provider] = useState(() => createI18nProvider(initial, messages));
  return provider;
}

type PickerLocaleText = NonNullable<LocalizationProviderProps<unknown>['localeText']>;

/**
 * The date picker's own words (the calendar button's 'Choose date', month arrows, view switch) in the interface
 * language: MUI X ships no Indonesian text, so they come from kilau.datepicker.*. Month and weekday names come
 * from the dayjs locale (calendarLocale). Passed as localeText to every LocalizationProvider.
 */
export function usePickerLocaleText(): PickerLocaleText {
  const t = useTranslate();
  return useMemo(() => {
    const k = (key: string) => t(`kilau.datepicker.${key}`);
    return {
      openDatePickerDialogue: (date: string | null) => (date ? t('kilau.datepicker.open_selected', { date }) : k('open')),
      previousMonth: k('previous_month'),
      nextMonth: k('next_month'),
      calendarViewSwitchingButtonAriaLabel: (view: string) => k(view === 'year' ? 'year_view_open' : 'calendar_view_open'),
      cancelButtonLabel: k('cancel'),
      clearButtonLabel: k('clear'),
      fieldClearLabel: k('clear'),
      okButtonLabel: k('ok'),
      todayButtonLabel: k('today'),
      datePickerToolbarTitle: k('toolbar_title'),
      dateTableLabel: k('date_table'),
      year: k('year'),
      month: k('month'),
      day: k('day'),
      empty: k('empty'),
    };
  }, [t]);
}
