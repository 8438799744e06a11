// New pieces for sale made by an action other than adding stock by hand (a loan's auction forfeiting its pieces onto
// a sales tray, server/documents/kinds/hutang-lelang.ts): the tray checked to be a sales one, the group known, each
// piece an item READY with its ledger row, in the caller's transaction. The caller books their cost in its journal.
import type { Queryable } from '../db/database';
import type { ShopActor } from '../actor';
import { HttpError } from '../http-error';
import { masterTable } from '../db/master-tables';
import { mgText } from '../../domain/units';
import type { LedgerKind } from '../../domain/inventory';
import { nextBarcode } from './items';
import { writeLedger } from './ledger';
import type { Tray } from './buyback-stock';

export const SALES_STOCK_MESSAGES = {
  trayNotFound: 'Kode Baki Tidak Ditemukan',
  trayInBuyback: 'Baki Tujuan Tidak Boleh Di Gudang Pembelian',
  groupNotFound: 'Kode Group Tidak Ditemukan',
} as const;

/** A sales tray (not in a buy-back warehouse) by its code, or 400. */
export async function salesTray(tx: Queryable, kodeBaki: string): Promise<Tray> {
  const [tray] = await tx.query<{ kode_gudang: string; jenis_gudang: string | null }>(
    `SELECT b.kode_gudang, g.jenis_gudang FROM ${masterTable({ name: 'baki' })} b
       JOIN ${masterTable({ name: 'gudang' })} g ON g.kode_gudang = b.kode_gudang
      WHERE b.kode_baki = $1 AND b.is_active`,
    [kodeBaki],
  );
  if (!tray) throw new HttpError(400, SALES_STOCK_MESSAGES.trayNotFound, [{ field: 'kode_baki', message: SALES_STOCK_MESSAGES.trayNotFound }]);
  if (tray.jenis_gudang === 'BELI') throw new HttpError(400, SALES_STOCK_MESSAGES.trayInBuyback, [{ field: 'kode_baki', message: SALES_STOCK_MESSAGES.trayInBuyback }]);
  return { kode_gudang: tray.kode_gudang, kode_baki: kodeBaki };
}

/** Where new pieces for sale go and what they are sold as: a sales tray and a group (their price, and their jenis). */
export interface SalesPlace {
  kode_baki: string;
  kode_group: string;
}

/** A checked place: its tray, and the jenis of its group. */
export interface CheckedSalesPlace {
  tray: Tray;
  kode_group: string;
  kode_dept: string;
}

/** Checks a place for new sale stock (the tray a sales one, the group known) and answers the tray and the group's jenis. */
export async function checkSalesPlace(tx: Queryable, place: SalesPlace): Promise<CheckedSalesPlace> {
  const tray = await salesTray(tx, place.kode_baki);
  const [group] = await tx.query<{ kode_dept: string }>(`SELECT kode_dept FROM ${masterTable({ name: 'group' })} WHERE kode_group = $1 AND is_active`, [place.kode_group]);
  if (!group) throw new HttpError(400, SALES_STOCK_MESSAGES.groupNotFound, [{ field: 'kode_group', message: SALES_STOCK_MESSAGES.groupNotFound }]);
  return { tray, kode_group: place.kode_group, kode_dept: group.kode_dept ?? '' };
}

/** A new piece for sale: its name, kadar, weights in milligrams and its cost (the whole piece). */
export interface NewSalePiece {
  nama_barang: string;
  kadar: number;
  berat_mg: number;
  berat_kotor_mg: number;
  total_hpp: number;
}

/**
 * Puts new pieces on a sales tray (status READY, one ledger row each of `jenis`) and answers their barcodes in order.
 * Their cost is the whole piece's (total_hpp), and per gram (hpp) rounded, as an added piece carries both. The caller
 * books that cost in its own journal (Persediaan Emas), so the stock account stays the pieces' cost.
 */
export async function enterSalesStock(tx: Queryable, actor: ShopActor, place: CheckedSalesPlace, pieces: readonly NewSalePiece[], jenis: LedgerKind, no_ref: string): Promise<string[]> {
  const codes: string[] = [];
  for (const p of pieces) {
    const code = await nextBarcode(tx, actor.kode_toko);
    const perGram = p.berat_mg > 0 ? Math.round((p.total_hpp * 1000) / p.berat_mg) : 0;
    await tx.query(
      `INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_group, kode_dept, kadar, berat, berat_kotor, hpp, total_hpp,
                           kode_gudang, kode_baki, status, tgl_input, input_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, $10, $11, $12, 'READY', $13, $14)`,
      [code, actor.kode_toko, p.nama_barang, place.kode_group, place.kode_dept, p.kadar, mgText(p.berat_mg), mgText(p.berat_kotor_mg), perGram, p.total_hpp,
        place.tray.kode_gudang, place.tray.kode_baki, actor.tgl_system, actor.user_id],
    );
    codes.push(code);
  }
  await writeLedger(tx, actor.tgl_system, actor.user_id, pieces.map((p, i) => ({ kode_barcode: codes[i], jenis, kode_toko: actor.kode_toko, ...place.tray, qty: 1, berat: p.berat_mg / 1000, no_ref })));
  return codes;
}
