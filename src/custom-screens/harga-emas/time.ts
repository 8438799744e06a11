// Times of price changes as the shop reads them: on the shop's clock (its time zone, from the session), whatever the
// browser's zone, in the spec's date order.
import { displayTimeZone, wallClock, wallTimeInstant } from '../../../domain/dates';

/** '2026-11-24 08:30' on the shop's clock; '' for none. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const shown = wallClock(d, displayTimeZone());
  return `${shown.date} ${shown.time.slice(0, 5)}`;
}

/** A datetime-local input's text, a time on the shop's clock, as an instant (ISO, UTC) for the server; '' stays '' (now). */
export function instantOf(local: string): string {
  if (!local) return '';
  return wallTimeInstant(local, displayTimeZone())?.toISOString() ?? local;
}
