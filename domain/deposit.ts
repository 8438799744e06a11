// A money deposit's due date (titip uang, issue 19 item 12): the shop gives a customer jatuh_tempo_titip days
// (/settingsystem) from the deposit's business date to pay it off; an open deposit past that day is overdue, and
// /lihat-titipan marks it. Read from the setting in force, so a changed setting moves every open deposit's due date.
import { addDays } from './dates';

/** The list's mark of an overdue deposit (column `tempo`). */
export const OVERDUE = 'LEWAT';

/** The day a deposit of business date `tgl` falls due. */
export function depositDueDate(tgl: string, days: number): string {
  return addDays(tgl.slice(0, 10), days);
}

/** Still open on a business date after its due date. */
export function depositOverdue(status: string, dueDate: string, tglSystem: string): boolean {
  return status === 'OPEN' && tglSystem.slice(0, 10) > dueDate;
}
