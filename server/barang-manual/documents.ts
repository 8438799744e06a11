// Manual stock moved by documents of the kernel (issue 11: the manual sale and buy-back, server/documents/kinds/
// penjualan-manual.ts and pembelian-manual.ts): the same lines and ledger as the other manual-item operations
// (lines.ts), inside the document's own transaction, each ledger row naming the document (no_ref).
//
// A take locks its lines first (key order, as every take does) and checks them against everything the document takes
// from each line together, so two lines of one document on the same stock line cannot pass one by one, and two
// cashiers selling the last grams at once get one sale and the stock message.
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { MANUAL_MESSAGES as M, takeError, type ManualLedgerKind, type ManualLineKey } from '../../domain/barang-manual';
import { addToLine, changeLine, lockLines, sameKey, writeManualLedger } from './lines';

/** Pieces and milligrams of one manual line, moved by one line of a document. */
export interface ManualAmount {
  key: ManualLineKey;
  qty: number;
  mg: number;
}

const bad = (status: number, message: string, field?: string) => new HttpError(status, message, field ? [{ field, message }] : undefined);

/** The warehouse of an active tray (a line named without its warehouse is its tray's). */
export async function trayWarehouse(db: Queryable, kodeBaki: string): Promise<string | undefined> {
  const [tray] = await db.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [kodeBaki]);
  return tray?.kode_gudang;
}

/**
 * Locks the lines the amounts come from and checks that each holds what all of them take from it together; the
 * first shortfall is refused (400, the manual stock's own messages) naming the field of its first amount.
 * `status`: 400 for what the user asked (a sale), 409 for what moved on since (a buy-back's stock, at its cancel).
 */
export async function checkTakes(tx: Queryable, takes: ManualAmount[], field: (i: number) => string, status = 400, message?: string): Promise<void> {
  const locked = await lockLines(tx, takes.map((t) => t.key));
  for (const [i, take] of takes.entries()) {
    const line = locked.find((l) => sameKey(l.key, take.key));
    if (!line) throw bad(status, message ?? M.lineNotFound, field(i));
    const onLine = takes.filter((t) => sameKey(t.key, take.key));
    const error = takeError(line.qty, line.mg, onLine.reduce((s, t) => s + t.qty, 0), onLine.reduce((s, t) => s + t.mg, 0));
    if (error) throw bad(status, message ?? error, field(i));
  }
}

/** Takes the amounts out of their (locked, checked) lines, one ledger row each of `jenis`. */
export async function takeFromLines(tx: Queryable, actor: Actor, takes: ManualAmount[], jenis: Extract<ManualLedgerKind, 'JUAL' | 'BATAL_BELI'>, noRef: string): Promise<void> {
  for (const t of takes) await changeLine(tx, t.key, -t.qty, -t.mg);
  await writeManualLedger(tx, actor.tgl_system, actor.user_id, noRef, '', takes.map((t) => ({ ...t.key, jenis, qty: -t.qty, mg: -t.mg })));
}

/** Puts the amounts into their lines (created when new), one ledger row each of `jenis`. */
export async function putIntoLines(tx: Queryable, actor: Actor, puts: ManualAmount[], jenis: Extract<ManualLedgerKind, 'BELI' | 'BATAL_JUAL'>, noRef: string): Promise<void> {
  for (const p of puts) await addToLine(tx, p.key, p.qty, p.mg);
  await writeManualLedger(tx, actor.tgl_system, actor.user_id, noRef, '', puts.map((p) => ({ ...p.key, jenis, qty: p.qty, mg: p.mg })));
}
