// The interface languages (spec section 1): Indonesian by default, English as the fallback. Here rather than
// in the browser's i18n setup because the server validates the shop's default language against the same list.

/** Each language named in itself, as the language picker shows it. */
export const LANGUAGES = [
  { locale: 'id', name: 'Bahasa Indonesia' },
  { locale: 'en', name: 'English' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'hk', name: '中文 (香港)' },
  { locale: 'my', name: 'Bahasa Melayu' },
  { locale: 'jp', name: '日本語' },
] as const;

export const DEFAULT_LANGUAGE = 'id';

export function isLanguage(locale: string | null | undefined): locale is string {
  return LANGUAGES.some((l) => l.locale === locale);
}
