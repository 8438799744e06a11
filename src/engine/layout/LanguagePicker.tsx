// The top bar's language picker (spec: shared pieces). The choice goes through react-admin's locale state to the
// i18nProvider, which keeps it under LANGUAGE_KEY.
import { useLocaleState, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

export function LanguagePicker() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return <LanguageMenu locale={locale} label={translate('kilau.shell.language')} onChange={setLocale} />;
}
