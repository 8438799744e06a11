// A document lands on its shop's open business day, never on one a close has ended. The request's actor carries the
// business date read when the request began; a close may have committed since. Every document write first takes a
// shared lock on the shop's hari_toko row and checks the date still stands: writers run side by side, the close
// (server/tutup-toko/service.ts, FOR UPDATE) waits for them and they wait for it, and one that began before a close is
// refused instead of writing on the closed day.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';

export const BUSINESS_DAY_MESSAGES = {
  changed: 'Tanggal Sistem Sudah Berganti Karena Tutup Toko, Silahkan Muat Ulang Halaman',
} as const;

export async function holdBusinessDay(tx: Queryable, actor: Pick<Actor, 'kode_toko' | 'tgl_system'>): Promise<void> {
  const [day] = await tx.query<{ tgl_system: string }>('SELECT tgl_system::text AS tgl_system FROM hari_toko WHERE kode_toko = $1 FOR SHARE', [
    actor.kode_toko,
  ]);
  if (!day || day.tgl_system !== actor.tgl_system) throw new HttpError(409, BUSINESS_DAY_MESSAGES.changed);
}
