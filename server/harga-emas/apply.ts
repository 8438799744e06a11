// Scheduled price changes become the current price when they are due. The current prices live in their masters'
// records (the sale reads master_group.harga_per_gram); a change entered for later waits in harga_emas_riwayat
// (status TERJADWAL) until this writes it there. Every read of a price calls it first, in its own transaction:
// the price screen, the TV board, the once-a-minute check (./ticker.ts), and the sale before it prices.
import type { Queryable } from '../db/database';
import type { PriceKind } from '../../domain/harga-emas';

/** Where each kind's current price lives. */
export const PRICE_TABLES: Record<PriceKind, { table: string; key: string }> = {
  GROUP: { table: 'master_group', key: 'kode_group' },
  HARGA_BELI: { table: 'master_para_harga_beli', key: 'kode_harga' },
  HARGA_EMAS: { table: 'master_harga_emas', key: 'kode_harga_emas' },
};

export interface AppliedChange {
  id: number;
  jenis: PriceKind;
  kode: string;
  harga_lama: number | null;
  harga_baru: number;
  status: 'BERLAKU' | 'DILEWATI';
}

/**
 * Writes every due change (berlaku_mulai up to now) into its record, oldest first, so the latest wins; a change whose
 * record was deleted meanwhile is kept as DILEWATI. Run it inside the caller's transaction: what it writes commits or
 * rolls back with the caller's work. The rows are locked, so two callers never apply one change twice (the second
 * finds it applied). Answers what it applied.
 */
export async function applyDuePrices(tx: Queryable): Promise<AppliedChange[]> {
  const due = await tx.query<{ id: number; jenis: PriceKind; kode: string; harga_baru: number; dicatat_oleh: string }>(
    `SELECT id, jenis, kode, harga_baru, dicatat_oleh FROM harga_emas_riwayat
      WHERE status = 'TERJADWAL' AND berlaku_mulai <= now() ORDER BY berlaku_mulai, id FOR UPDATE`,
  );
  if (!due.length) return [];
  // These writes are the history's own: the master tables' trigger must not record them a second time.
  await tx.query(`SELECT set_config('kilau.harga_emas_terapkan', 'on', true)`);
  const applied: AppliedChange[] = [];
  for (const change of due) {
    const { table, key } = PRICE_TABLES[change.jenis];
    const [record] = await tx.query<{ harga_per_gram: number | null }>(
      `SELECT harga_per_gram FROM ${table} WHERE ${key} = $1 AND is_active FOR UPDATE`,
      [change.kode],
    );
    if (!record) {
      await tx.query(`UPDATE harga_emas_riwayat SET status = 'DILEWATI', diterapkan_at = now() WHERE id = $1`, [change.id]);
      applied.push({ id: change.id, jenis: change.jenis, kode: change.kode, harga_lama: null, harga_baru: change.harga_baru, status: 'DILEWATI' });
      continue;
    }
    await tx.query(`UPDATE ${table} SET harga_per_gram = $1, updated_by = $2, updated_at = now() WHERE ${key} = $3`, [
      change.harga_baru,
      change.dicatat_oleh,
      change.kode,
    ]);
    await tx.query(`UPDATE harga_emas_riwayat SET status = 'BERLAKU', diterapkan_at = now(), harga_lama = $2 WHERE id = $1`, [
      change.id,
      record.harga_per_gram,
    ]);
    applied.push({ id: change.id, jenis: change.jenis, kode: change.kode, harga_lama: record.harga_per_gram, harga_baru: change.harga_baru, status: 'BERLAKU' });
  }
  await tx.query(`SELECT set_config('kilau.harga_emas_terapkan', 'off', true)`);
  return applied;
}
