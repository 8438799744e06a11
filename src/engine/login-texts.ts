// The locale files of a language, loaded when it is chosen: its own file, laid over English for the partial languages
// and over react-admin's English for its ra.* keys. The login page reads its texts from them alone, before
// react-admin and the definitions are loaded (src/main.tsx: its keys all live in locales/*.json); the app's
// i18nProvider (i18n.ts) adds the definitions' own labels beneath Indonesian.
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/languages';
import { LANGUAGE_KEY } from './session';

export type Translate = (key: string) => string;
export interface Messages { [key: string]: string | Messages }
type Load = () => Promise<{ default: object }>;

const english: Load[] = [() => import('ra-language-english'), () => import('../../locales/en.json')];
const SOURCES: Record<string, Load[]> = {
  id: [() => import('../../locales/id.json')],
  en: english,
  it: [...english, () => import('../../locales/it.json')],
  hk: [...english, () => import('../../locales/hk.json')],
  my: [...english, () => import('../../locales/my.json')],
  jp: [...english, () => import('../../locales/jp.json')],
};

export function storedLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const lookup = (messages: Messages, key: string) =>
  key.split('.').reduce<string | Messages | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);

/** The locale files of `locale`, the one laid over the others last. */
export async function localeLayers(locale: string): Promise<Messages[]> {
  return (await Promise.all(SOURCES[locale].map((load) => load()))).map((m) => m.default as Messages);
}

/** The texts of `locale`; a key without text (a server's own message) is shown as it is. */
export async function loginTexts(locale: string): Promise<Translate> {
  const layers = (await localeLayers(locale)).reverse();
  return (key) => {
    for (const messages of layers) {
      const text = lookup(messages, key);
      if (typeof text === 'string') return text;
    }
    return key;
  };
}
