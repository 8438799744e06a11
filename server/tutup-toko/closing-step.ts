// The shape of a step of the close (./steps.ts lists them), apart from the list, so an area that adds a step (a loan's
// reminders) imports the shape without importing every other step.
import type { Queryable } from '../db/database';

/** The day being closed: its shop, its date, the date it opens, and who closes it. */
export interface ClosingDay {
  kode_toko: string;
  tgl_system: string;
  tgl_system_baru: string;
  user_id: string;
}

export interface ClosingStep {
  name: string;
  run(tx: Queryable, day: ClosingDay): Promise<void>;
}
