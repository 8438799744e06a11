// Items that leave a shop and arrive at another (transfers, server/kirim-barang/), and the shop's items in stock
// locked for a document outside the ledger (the web catalogue). Part of the item service (items.ts): every change
// of an item here writes its ledger rows in the same transaction.
//
// A transfer moves an item in three steps, each one ledger row: sendItems takes it off the sender's tray (status
// KIRIM, ledger KIRIM, signed -), receiveItems puts it on the receiver's tray (kode_toko, READY, ledger
// TERIMA_KIRIM, +, at the weight measured on arrival), or returnSentItems puts it back on the tray it left
// (READY, ledger KEMBALI_KIRIM, +). Until received, an item is still the sender's.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { ITEM_COLUMNS } from '../../domain/barang';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { mgText, weightMg } from '../../domain/units';
import { entryRows, lockItems, takeOffTrays, type Actor, type Expected, type Item } from './items';
import { writeLedger } from './ledger';
import { assertSalesWarehouses } from './sales-trays';
import { bookStockCost } from './stock-cost';

const RETURNING = ITEM_COLUMNS.map((c) => `b.${c}`).join(', ');

/** Takes the sender's items (READY, as the screen saw them) off their trays into transit: document KB-... */
export function sendItems(tx: Queryable, actor: Actor, expected: Expected[], kodeTokoTujuan: string) {
  return takeOffTrays(tx, actor, expected, { status: 'KIRIM', jenis: 'KIRIM', prefix: 'KB', keterangan: kodeTokoTujuan });
}

/** Puts items still in transit back on the trays they left (the sender's): document RK-... */
export function returnSentItems(tx: Queryable, actor: Actor, codes: string[], noKirim: string) {
  return takeOffTrays(
    tx,
    actor,
    codes.map((kode_barcode) => ({ kode_barcode })),
    { status: 'READY', jenis: 'KEMBALI_KIRIM', prefix: 'RK', keterangan: noKirim, from: 'KIRIM' },
  );
}

/**
 * Receives items of a transfer onto the receiver's tray: each leaves the sending shop (still status KIRIM there,
 * 409 otherwise) and enters the actor's shop READY at its received weight (grams; the weight sent when none was
 * measured), versi + 1, one ledger row TERIMA_KIRIM each.
 */
export async function receiveItems(
  tx: Queryable,
  actor: Actor,
  receipt: { kodeTokoAsal: string; tray: { kode_gudang: string; kode_baki: string }; grams: Map<string, number | undefined>; no_ref: string },
): Promise<Item[]> {
  const locked = await lockItems(
    tx,
    receipt.kodeTokoAsal,
    [...receipt.grams.keys()].map((kode_barcode) => ({ kode_barcode })),
    'KIRIM',
  );
  await assertSalesWarehouses(tx, [receipt.tray.kode_gudang]);
  const codes = [...locked.keys()];
  const received = await tx.query<Item>(
    `UPDATE barang b SET kode_toko = $2, status = 'READY', kode_gudang = $3, kode_baki = $4, berat = u.berat, versi = versi + 1, updated_at = now()
       FROM unnest($1::text[], $5::numeric[]) AS u(kode_barcode, berat)
      WHERE b.kode_barcode = u.kode_barcode RETURNING ${RETURNING}`,
    [codes, actor.kode_toko, receipt.tray.kode_gudang, receipt.tray.kode_baki, codes.map((c) => mgText(weightMg(receipt.grams.get(c) ?? locked.get(c)!.berat)))],
  );
  await writeLedger(tx, actor.tgl_system, actor.user_id, entryRows(received, 'TERIMA_KIRIM', receipt.no_ref));
  // The pieces leave the sender's stock at cost and enter the receiver's (at their received weight).
  await bookStockCost(tx, actor, 'KIRIM', [...locked.values()], received, receipt.no_ref);
  return received;
}

/**
 * Locks the shop's items (another shop's are not found: 404) and refuses any not in stock (sold, melted, in
 * transit ...: 400); for documents that name items without changing them (the web catalogue).
 */
export async function lockItemsInStock(tx: Queryable, kodeToko: string, codes: string[]): Promise<Map<string, Item>> {
  const rows = await tx.query<Item>(
    `SELECT ${ITEM_COLUMNS.join(', ')} FROM barang WHERE kode_barcode = ANY($1::text[]) AND kode_toko = $2 ORDER BY kode_barcode FOR UPDATE`,
    [codes, kodeToko],
  );
  const byCode = new Map(rows.map((r) => [r.kode_barcode, r]));
  for (const barcode of codes) {
    const it = byCode.get(barcode);
    if (!it) throw new HttpError(404, `${ITEM_MESSAGES.barcodeNotFound}: ${barcode}`);
    if (it.status !== 'READY') throw new HttpError(400, `${ITEM_MESSAGES.notInStock} (${barcode})`);
  }
  return byCode;
}
