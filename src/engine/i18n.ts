// The i18nProvider: Indonesian by default and complete (react-admin's own ra.* texts included), English
// complete through ra-language-english, the other languages fall back to English key by key. The chosen
// language lives under LANGUAGE_KEY, which logging out keeps (react-admin's own store is cleared then).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import id from '../../locales/id.json';
import en from '../../locales/en.json';
import it from '../../locales/it.json';
import hk from '../../locales/hk.json';
import my from '../../locales/my.json';
import jp from '../../locales/jp.json';
import { LANGUAGE_KEY } from './session';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../../domain/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage };

const english = mergeTranslations(englishMessages, en) as TranslationMessages;
const partial: Record<string, object> = { it, hk, my, jp };

function messages(locale: string): TranslationMessages {
  if (locale === 'id') return id as TranslationMessages;
  if (locale === 'en') return english;
  return mergeTranslations(english, partial[locale] ?? {}) as TranslationMessages;
}

export function storedLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function createI18nProvider(): I18nProvider {
  // allowMissing: a key without text shows its `_` fallback (definition labels, server messages) instead of a warning.
  const base = polyglotI18nProvider(messages, storedLanguage(), LANGUAGES, { allowMissing: true });
  return {
    ...base,
    changeLocale: (locale: string) => {
      localStorage.setItem(LANGUAGE_KEY, locale);
      return base.changeLocale(locale);
    },
  };
}
