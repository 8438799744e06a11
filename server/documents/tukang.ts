// The goldsmiths (/master-tukang) a document's lines name: an order's maker, a service's repairer. Shared so both
// kinds refuse an unknown one alike.
import type { Queryable } from '../db/database';
import { masterTable } from '../db/master-tables';
import { refuse } from './priced-pieces';

export const TUKANG_MESSAGES = { unknown: 'Kode Tukang Tidak Terdaftar' } as const;

/** Every goldsmith the lines name (blank: none) is in the master; 400 naming the first line that is not. */
export async function checkTukang(tx: Queryable, items: readonly { kode_tukang?: string }[]): Promise<void> {
  const named = items.map((i, n) => ({ n, code: (i.kode_tukang ?? '').trim().toUpperCase() })).filter((x) => x.code);
  if (!named.length) return;
  const known = await tx.query<{ kode_tukang: string }>(`SELECT kode_tukang FROM ${masterTable({ name: 'tukang' })} WHERE kode_tukang = ANY($1::text[])`, [
    named.map((x) => x.code),
  ]);
  const found = new Set(known.map((k) => k.kode_tukang));
  for (const x of named) if (!found.has(x.code)) throw refuse(400, TUKANG_MESSAGES.unknown, `items.${x.n}.kode_tukang`);
}
