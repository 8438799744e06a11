// The shop's wall clock. Every "today" and every "now" as a calendar date or time of day on the server comes from
// here: what a clock in the shop's own time zone (toko.zona_waktu, migration 034) shows at the moment the server's
// clock gives. The server's own zone (UTC on most servers) never names a day: at 18:30 UTC it is already tomorrow in
// Jakarta. Moments stored as timestamptz stay moments; SQL that needs their date in the shop reads zona_waktu_toko.
import type { Queryable } from './db/database';
import { wallClock, type WallClock } from '../domain/dates';

/** The moment now: the system's clock, or a test's (buildApp's and prepareDatabase's `clock`). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A shop's time zone (Asia/Jakarta when none was chosen). */
export async function shopTimeZone(q: Queryable, kodeToko: string): Promise<string> {
  const [row] = await q.query<{ zona_waktu: string }>('SELECT zona_waktu_toko($1) AS zona_waktu', [kodeToko]);
  return row.zona_waktu;
}

/** What the shop's clock shows now: its date (`date`, the shop's today) and time of day, and its zone. */
export interface ShopNow extends WallClock {
  zona_waktu: string;
}

export async function shopNow(q: Queryable, kodeToko: string, clock: Clock): Promise<ShopNow> {
  const zona_waktu = await shopTimeZone(q, kodeToko);
  return { ...wallClock(clock(), zona_waktu), zona_waktu };
}
