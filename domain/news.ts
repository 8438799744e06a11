// Hak akses news: the shop's announcement (pengumuman) on the home page and, per level, whether that level
// is shown it. Stored as JSON in para_system under 'hak_akses_news'; the owner writes it on /hak-akses-news.
// A cashier shift may need a notice (a price change, a closing time) that the back office does not, or the
// other way round: hence a switch per level rather than one for everybody.
import { LEVELS, type Level } from './levels';
import type { FieldError } from './validation';

export const NEWS_KEY = 'hak_akses_news';
export const PENGUMUMAN_MAX = 1000;

export interface NewsAccess {
  pengumuman: string;
  levels: Record<Level, boolean>;
}

export const NEWS_MESSAGES = {
  invalid: 'Hak Akses News Tidak Valid',
  pengumumanText: 'Pengumuman Harus Berupa Teks',
  pengumumanTooLong: `Pengumuman Maksimal ${PENGUMUMAN_MAX} Karakter`,
  levelSwitch: (level: string) => `Level ${level} Harus true Atau false`,
  unknownLevel: (level: string) => `Level ${level} Tidak Dikenal`,
  saved: 'Hak Akses News Berhasil Disimpan',
} as const;

/** Before anyone sets it: no announcement, and every level would see one. */
export function defaultNewsAccess(): NewsAccess {
  return { pengumuman: '', levels: Object.fromEntries(LEVELS.map((l) => [l, true])) as Record<Level, boolean> };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strict check of what /hak-akses-news sends: an object { pengumuman, levels: { LEVEL: boolean } }. */
export function checkNewsAccess(input: unknown): { value: NewsAccess; errors: FieldError[] } {
  const value = defaultNewsAccess();
  const errors: FieldError[] = [];
  if (!isObject(input)) return { value, errors: [{ field: 'value', message: NEWS_MESSAGES.invalid }] };
  const { pengumuman, levels } = input;
  if (pengumuman !== undefined && typeof pengumuman !== 'string') errors.push({ field: 'pengumuman', message: NEWS_MESSAGES.pengumumanText });
  else if (typeof pengumuman === 'string') {
    value.pengumuman = pengumuman.trim();
    if (value.pengumuman.length > PENGUMUMAN_MAX) errors.push({ field: 'pengumuman', message: NEWS_MESSAGES.pengumumanTooLong });
  }
  if (levels !== undefined && !isObject(levels)) errors.push({ field: 'levels', message: NEWS_MESSAGES.invalid });
  else if (levels) {
    for (const [level, on] of Object.entries(levels)) {
      if (!(LEVELS as readonly string[]).includes(level)) errors.push({ field: `levels.${level}`, message: NEWS_MESSAGES.unknownLevel(level) });
      else if (typeof on !== 'boolean') errors.push({ field: `levels.${level}`, message: NEWS_MESSAGES.levelSwitch(level) });
      else value.levels[level as Level] = on;
    }
  }
  return { value, errors };
}

/** The stored text read leniently: whatever is missing or unreadable takes the default. */
export function parseNewsAccess(stored: string | null | undefined): NewsAccess {
  if (!stored) return defaultNewsAccess();
  try {
    const { value, errors } = checkNewsAccess(JSON.parse(stored));
    return errors.length ? defaultNewsAccess() : value;
  } catch {
    return defaultNewsAccess();
  }
}

/** The announcement a user of `level` sees on the home page, or null. */
export function newsFor(access: NewsAccess, level: Level): string | null {
  return access.levels[level] && access.pengumuman ? access.pengumuman : null;
}
