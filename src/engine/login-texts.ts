// The login page's texts, before react-admin and the definitions are loaded (src/main.tsx): the chosen language's
// locale file alone, laid over English for the partial languages and over react-admin's English for its ra.* keys,
// as i18n.ts lays them for the app. The login page's keys all live in locales/*.json.
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/languages';
import { LANGUAGE_KEY } from './session';

export type Translate = (key: string) => string;
interface Messages { [key: string]: string | Messages }
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

/** The texts of `locale`; a key without text (a server's own message) is shown as it is. */
export async function loginTexts(locale: string): Promise<Translate> {
  const layers = (await Promise.all(SOURCES[locale].map((load) => load()))).map((m) => m.default as Messages).reverse();
  return (key) => {
    for (const messages of layers) {
      const text = lookup(messages, key);
      if (typeof text === 'string') return text;
    }
    return key;
  };
}
