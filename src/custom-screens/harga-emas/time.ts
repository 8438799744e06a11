// Times of price changes as the shop reads them: the browser's own clock and zone, the spec's date order.
const two = (n: number) => String(n).padStart(2, '0');

/** '2026-11-24 08:30' in the browser's time zone; '' for none. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The value of a datetime-local input for a moment ('2026-11-24T08:30'). */
export function dateTimeInputValue(d: Date): string {
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A datetime-local input's text as an instant (ISO, UTC) for the server; '' stays '' (now). */
export function instantOf(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}
