// The gold price of the day (issue 9, item 8): the current prices of the three lists, a change of any of them at once
// or from a later time (one transaction, one history row per changed price), and the history. Writers of
// harga_emas_riwayat: this service, ./apply.ts and the masters' trigger (migration 021).
import type { Db, Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import type { FieldError } from '../../domain/validation';
import { GOLD_PRICE_MESSAGES as M, PRICE_KIND_LABEL, readEffectiveTime, readPrice, type CurrentPrices, type HistoryRow, type PriceKind } from '../../domain/harga-emas';
import { applyDuePrices, PRICE_TABLES, type AppliedChange } from './apply';

/** A timestamp as ISO 8601 text in UTC, the same from PGlite and PostgreSQL. */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const HISTORY_SELECT = `
  SELECT r.id::int AS id, r.jenis, r.kode,
         CASE r.jenis WHEN 'GROUP' THEN g.nama_group WHEN 'HARGA_EMAS' THEN e.kode_kadar ELSE NULL END AS nama,
         r.harga_lama, r.harga_baru, ${iso('r.berlaku_mulai')} AS berlaku_mulai, ${iso('r.dicatat_at')} AS dicatat_at,
         r.dicatat_oleh, r.sumber, r.status, ${iso('r.diterapkan_at')} AS diterapkan_at
    FROM harga_emas_riwayat r
    LEFT JOIN master_group g ON r.jenis = 'GROUP' AND g.kode_group = r.kode
    LEFT JOIN master_harga_emas e ON r.jenis = 'HARGA_EMAS' AND e.kode_harga_emas = r.kode`;

/** The prices in force (due changes applied first, in this transaction) and what is scheduled. */
export async function currentPrices(db: Db): Promise<{ prices: CurrentPrices; applied: AppliedChange[] }> {
  return db.transaction(async (tx) => {
    const applied = await applyDuePrices(tx);
    return { prices: await readPrices(tx), applied };
  });
}

async function readPrices(q: Queryable): Promise<CurrentPrices> {
  const group = await q.query<CurrentPrices['group'][number]>(
    `SELECT kode_group, nama_group, harga_per_gram FROM master_group WHERE is_active ORDER BY kode_group`,
  );
  const harga_beli = await q.query<CurrentPrices['harga_beli'][number]>(
    `SELECT kode_harga, harga_per_gram FROM master_para_harga_beli WHERE is_active ORDER BY kode_harga`,
  );
  const harga_emas = await q.query<CurrentPrices['harga_emas'][number]>(
    `SELECT e.kode_harga_emas, e.kode_kadar, k.nama_kadar, e.harga_per_gram
       FROM master_harga_emas e LEFT JOIN master_kadar k ON k.kode_kadar = e.kode_kadar AND k.is_active
      WHERE e.is_active ORDER BY e.kode_harga_emas`,
  );
  const terjadwal = await q.query<HistoryRow>(`${HISTORY_SELECT} WHERE r.status = 'TERJADWAL' ORDER BY r.berlaku_mulai, r.id`);
  const [last] = await q.query<{ at: string | null }>(`SELECT ${iso('max(berlaku_mulai)')} AS at FROM harga_emas_riwayat WHERE status = 'BERLAKU'`);
  return { group, harga_beli, harga_emas, terjadwal, terakhir_berubah: last?.at ?? null };
}

/** One typed price of the save body, by the body's list names. */
const LISTS: readonly { list: 'group' | 'harga_beli' | 'harga_emas'; jenis: PriceKind; key: string }[] = [
  { list: 'group', jenis: 'GROUP', key: 'kode_group' },
  { list: 'harga_beli', jenis: 'HARGA_BELI', key: 'kode_harga' },
  { list: 'harga_emas', jenis: 'HARGA_EMAS', key: 'kode_harga_emas' },
];

export interface SaveInput {
  berlaku_mulai?: string | null;
  group?: { kode_group: string; harga_per_gram: unknown }[];
  harga_beli?: { kode_harga: string; harga_per_gram: unknown }[];
  harga_emas?: { kode_harga_emas: string; harga_per_gram: unknown }[];
}

interface Typed {
  jenis: PriceKind;
  kode: string;
  harga: number;
}

/** Reads every typed price; a bad one refuses the whole save, naming each row that is wrong. */
function readInput(input: SaveInput): Typed[] {
  const errors: FieldError[] = [];
  const typed: Typed[] = [];
  const seen = new Set<string>();
  for (const { list, jenis, key } of LISTS) {
    (input[list] ?? []).forEach((row, i) => {
      const kode = String((row as Record<string, unknown>)[key] ?? '').trim().toUpperCase();
      const field = `${list}.${i}.harga_per_gram`;
      if (seen.has(`${jenis}:${kode}`)) return void errors.push({ field, message: M.twice(jenis, kode) });
      seen.add(`${jenis}:${kode}`);
      const price = readPrice(row.harga_per_gram, `${PRICE_KIND_LABEL[jenis]} ${kode}`);
      if (!price.ok) errors.push({ field, message: price.message });
      else typed.push({ jenis, kode, harga: price.value });
    });
  }
  if (errors.length) throw new HttpError(400, errors[0].message, errors);
  return typed;
}

export interface SaveResult {
  message: string;
  data: { berlaku_mulai: string; berlaku_sekarang: boolean; jumlah: number; riwayat: HistoryRow[] };
}

/**
 * Saves the prices typed on /harga-emas in one transaction. Only prices that differ from the current one make a
 * change (and a history row); a change due now is written into its record at once, a later one waits for
 * applyDuePrices. Unknown codes and bad prices refuse the whole save; nothing is written.
 */
export async function savePrices(db: Db, actor: Actor, input: SaveInput): Promise<SaveResult> {
  const typed = readInput(input);
  return db.transaction(async (tx) => {
    const [{ ms }] = await tx.query<{ ms: number }>(`SELECT floor(extract(epoch FROM now()) * 1000)::bigint AS ms`);
    const when = readEffectiveTime(input.berlaku_mulai, new Date(ms));
    if (!when.ok) throw new HttpError(400, when.message, [{ field: 'berlaku_mulai', message: when.message }]);
    await applyDuePrices(tx);
    const changes: (Typed & { lama: number | null })[] = [];
    for (const kind of Object.keys(PRICE_TABLES) as PriceKind[]) {
      const mine = typed.filter((t) => t.jenis === kind);
      if (!mine.length) continue;
      const { table, key } = PRICE_TABLES[kind];
      const rows = await tx.query<{ kode: string; harga_per_gram: number | null }>(
        `SELECT ${key} AS kode, harga_per_gram FROM ${table} WHERE ${key} = ANY($1) AND is_active ORDER BY ${key} FOR UPDATE`,
        [mine.map((t) => t.kode)],
      );
      const current = new Map(rows.map((r) => [r.kode, r.harga_per_gram]));
      for (const t of mine) {
        if (!current.has(t.kode)) throw new HttpError(400, M.unknown(kind, t.kode), [{ field: key, message: M.unknown(kind, t.kode) }]);
        if (current.get(t.kode) !== t.harga) changes.push({ ...t, lama: current.get(t.kode) ?? null });
      }
    }
    if (!changes.length) throw new HttpError(400, M.nothingChanged);
    const ids: number[] = [];
    for (const c of changes) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO harga_emas_riwayat (jenis, kode, harga_lama, harga_baru, berlaku_mulai, dicatat_oleh, sumber, status)
         VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, 'HARIAN', 'TERJADWAL') RETURNING id::int AS id`,
        [c.jenis, c.kode, c.lama, c.harga, when.now ? null : when.at.toISOString(), actor.user_id],
      );
      ids.push(row.id);
    }
    if (when.now) await applyDuePrices(tx);
    const riwayat = await tx.query<HistoryRow>(`${HISTORY_SELECT} WHERE r.id = ANY($1) ORDER BY r.id`, [ids]);
    return {
      message: when.now ? M.saved : M.scheduledSaved,
      data: { berlaku_mulai: riwayat[0].berlaku_mulai, berlaku_sekarang: when.now, jumlah: riwayat.length, riwayat },
    };
  });
}

export interface HistoryFilter {
  kode_group?: string;
  jenis?: PriceKind;
  tgl_from?: string;
  tgl_to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const HISTORY_LIMIT = 500;

/**
 * The history, latest effective time first: of one group, of one kind, within dates of berlaku_mulai (inclusive), the
 * dates of the reader's shop's calendar (`timeZone`).
 */
export async function history(db: Db, filter: HistoryFilter, timeZone: string): Promise<HistoryRow[]> {
  for (const name of ['tgl_from', 'tgl_to'] as const) {
    const v = filter[name];
    if (v && (!DATE.test(v) || Number.isNaN(Date.parse(v)))) throw new HttpError(400, M.dateInvalid, [{ field: name, message: M.dateInvalid }]);
  }
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const kodeGroup = filter.kode_group?.trim();
  if (kodeGroup) {
    add(`r.jenis = ?`, 'GROUP');
    add(`r.kode = ?`, kodeGroup);
  }
  if (filter.jenis) add('r.jenis = ?', filter.jenis);
  if (filter.tgl_from || filter.tgl_to) params.push(timeZone);
  const zone = `$${params.length}`;
  if (filter.tgl_from) add(`(r.berlaku_mulai AT TIME ZONE ${zone})::date >= ?::date`, filter.tgl_from);
  if (filter.tgl_to) add(`(r.berlaku_mulai AT TIME ZONE ${zone})::date <= ?::date`, filter.tgl_to);
  return db.query<HistoryRow>(
    `${HISTORY_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.berlaku_mulai DESC, r.id DESC LIMIT ${HISTORY_LIMIT}`,
    params,
  );
}

/** What changes when any price changes: the board is told when this moves (./ticker.ts). */
export async function priceVersion(q: Queryable): Promise<string> {
  const [row] = await q.query<{ n: number; last: number; applied: number }>(
    `SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS last, count(*) FILTER (WHERE status <> 'TERJADWAL')::int AS applied FROM harga_emas_riwayat`,
  );
  return `${row.n}:${row.last}:${row.applied}`;
}
