// The stock at cost in the books (issue 19 item 27): the journal's stock account (role PERSEDIAAN of /parameter-akun,
// 1-1401 Persediaan Emas Siap Jual) holds the cost (domain/sale-pricing.ts pieceCost) of every piece the shop holds
// for sale (domain/inventory.ts COST_IN_STOCK_STATUSES). A sale credits it with the cost of what it sold (its own
// journal, server/documents/kinds/penjualan.ts) and its cancellation debits it back; everything else that brings a
// piece's cost into that stock or takes it out goes through the inventory service, which books the difference here,
// in its own transaction, as a document of the kernel (NILAI_STOK, NS-...) with the journal STOK of that event:
//   TAMBAH   added by hand, in bulk or by import       against the opening stock (Modal Persediaan Awal)
//   TERIMA   received with a supplier's receipt         against the supplier (Hutang Supplier); its cancellation too
//   KOREKSI  a piece's cost or weight corrected, accessory stock taken out  against the opening stock
//   HANCUR   melted                                     into scrap stock (Persediaan Emas Rongsok)
//   SORTIR   a bought-back piece sorted onto a sales tray, out of scrap stock
//   KIRIM    received by another shop: out of the sender's stock and into the receiver's, through an account
//            between the shops (Persediaan Antar Toko)
// The integrity report checks the account against the pieces (server/reports/integritas.sql, persediaan_berbeda).
import type { Queryable } from '../db/database';
import { writePlan } from '../documents/engine';
import type { Plan } from '../documents/plan';
import { COST_IN_STOCK_STATUSES, type ItemStatus } from '../../domain/inventory';
import { pieceCost } from '../../domain/sale-pricing';
import { weightMg } from '../../domain/units';
import type { ShopActor as Actor } from '../actor';

/** The journal STOK's types of /parameter-akun and the role each books against the stock account. */
const COUNTER_ROLE = {
  TAMBAH: 'MODAL_STOK',
  TERIMA: 'SUPPLIER',
  KOREKSI: 'MODAL_STOK',
  HANCUR: 'PERSEDIAAN_RONGSOK',
  SORTIR: 'PERSEDIAAN_RONGSOK',
  KIRIM: 'ANTAR_TOKO',
} as const;
export type StockCostEvent = keyof typeof COUNTER_ROLE;

/** The kernel's kind of a stock-value entry: a book entry of another action, not a transaction of the day. */
export const STOCK_VALUE_KIND = 'NILAI_STOK' as const;
const STOCK_VALUE = { jenis: STOCK_VALUE_KIND, prefix: 'NS' };

/** What of a piece decides its cost in the books: where it is, its state, its cost and weight. */
export interface CostedPiece {
  kode_toko: string;
  status: ItemStatus;
  total_hpp?: number | null;
  hpp?: number | null;
  berat: number | string;
}

/** The cost a piece adds to its shop's stock account: its cost while held for sale, else nothing. */
export const costInStock = (p: CostedPiece): number =>
  COST_IN_STOCK_STATUSES.includes(p.status) ? pieceCost({ total_hpp: Number(p.total_hpp ?? 0), hpp: Number(p.hpp ?? 0) }, weightMg(p.berat)) : 0;

/**
 * Books what an action did to the stock at cost: per shop, the cost the pieces held for sale after it less before it
 * (a new piece has no before; a piece another shop received is the sender's before and the receiver's after), debited
 * to the stock account or, when it fell, credited. Nothing is written where nothing changed. `ref`: what the action
 * was (its number, a barcode), as the entry's description.
 */
export async function bookStockCost(
  tx: Queryable,
  actor: Actor,
  event: StockCostEvent,
  before: readonly CostedPiece[],
  after: readonly CostedPiece[],
  ref: string,
): Promise<void> {
  const change = new Map<string, number>();
  for (const [pieces, sign] of [[before, -1], [after, 1]] as const) {
    for (const p of pieces) change.set(p.kode_toko, (change.get(p.kode_toko) ?? 0) + sign * costInStock(p));
  }
  for (const [kodeToko, amount] of [...change].sort(([a], [b]) => a.localeCompare(b))) {
    if (amount === 0) continue;
    // Another shop's part (a transfer received) is dated on that shop's own business day.
    const tgl = kodeToko === actor.kode_toko
      ? actor.tgl_system
      : (await tx.query<{ tgl: string }>('SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = $1', [kodeToko]))[0].tgl;
    await writePlan(tx, { user_id: actor.user_id, kode_toko: kodeToko, tgl_system: tgl }, STOCK_VALUE, stockValuePlan(event, amount, ref));
  }
}

function stockValuePlan(event: StockCostEvent, amount: number, ref: string): Plan {
  const value = Math.abs(amount);
  const line = (kode_akun: string) => ({ trx: 'STOK', type: event, kode_akun, amount });
  return {
    status: 'DONE',
    header: {
      kode_sales: '', nama_sales: '', nama_customer: '', alamat_customer: '', no_hp: '',
      subtotal: value, diskon_rp: 0, ppn_rp: 0, pembulatan_rp: 0, grand_total: value, total_bayar: 0, kembalian: 0,
      keterangan: `${event} ${ref}`.trim(),
    },
    lines: [],
    payments: [],
    needs: [],
    stock: async () => {},
    kategori: null,
    money: [],
    journal: [line('PERSEDIAAN'), line(COUNTER_ROLE[event])],
  };
}
