// Month and weekday names of the calendar in the interface language (the date format itself stays yyyy-MM-dd).
import 'dayjs/locale/id';
import 'dayjs/locale/it';
import 'dayjs/locale/ja';
import 'dayjs/locale/ms';
import 'dayjs/locale/zh-hk';

/** The app's language codes (locales/*.json) to dayjs locale names. */
const DAYJS_LOCALES: Record<string, string> = { id: 'id', en: 'en', it: 'it', hk: 'zh-hk', my: 'ms', jp: 'ja' };

export function calendarLocale(appLocale: string): string {
  return DAYJS_LOCALES[appLocale] ?? 'en';
}
