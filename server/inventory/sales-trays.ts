// Trays of the buy-back warehouse (gudang jenis BELI) hold bought-back gold only (server/inventory/buyback-stock.ts):
// a piece for sale is never added, moved or received onto one. So a tray's stock is all READY items or all BELI ones,
// and the item list counts READY stock from the per-tray table by leaving the buy-back warehouses out.
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { masterTable } from '../db/master-tables';

export const SALES_TRAY_MESSAGE = 'Baki Gudang Pembelian Hanya Untuk Barang Pembelian';

/** Refuses (400) when any of the warehouses is a buy-back warehouse. */
export async function assertSalesWarehouses(tx: Queryable, kodeGudang: string[]): Promise<void> {
  const [found] = await tx.query(`SELECT 1 FROM ${masterTable({ name: 'gudang' })} WHERE kode_gudang = ANY($1::text[]) AND jenis_gudang = 'BELI' LIMIT 1`, [
    [...new Set(kodeGudang.map((g) => g.toUpperCase()))],
  ]);
  if (found) throw new HttpError(400, SALES_TRAY_MESSAGE, [{ field: 'kode_baki', message: SALES_TRAY_MESSAGE }]);
}

/** The SQL condition leaving the buy-back warehouses' trays out of a query on stock_baki (or any table with kode_gudang). */
export const NOT_BUYBACK_WAREHOUSE = `kode_gudang NOT IN (SELECT kode_gudang FROM ${masterTable({ name: 'gudang' })} WHERE jenis_gudang = 'BELI')`;
