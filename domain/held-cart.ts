// A sale parked at the counter (Tahan) and taken back later: what it keeps, as the sale screen holds it, and the
// messages of the routes that keep it (server/keranjang-tahan, migration 036). A hold reserves nothing: its pieces
// stay on sale, so each is checked again when the cart comes back (scanRefusal of domain/sale-entry.ts) and a piece
// sold meanwhile is marked on its line, never dropped.
import type { Discount } from './amounts';
import type { EntryPayment, SaleHeader } from './sale-entry';

/** Carts one user may keep held at one shop. */
export const MAX_HELD_CARTS = 20;

export const HELD_CART_MESSAGES = {
  held: 'Transaksi Ditahan',
  dropped: 'Transaksi Ditahan Dihapus',
  notFound: 'Transaksi Ditahan Tidak Ditemukan',
  empty: 'Tidak Ada Barang Untuk Ditahan',
  tooMany: `Maksimal ${MAX_HELD_CARTS} Transaksi Ditahan`,
} as const;

/** A piece of the cart: its barcode, the weight sold as typed (milligrams) and its discount. */
export interface HeldLine {
  kode_barcode: string;
  berat_jual_mg: number;
  diskon: Discount | null;
}

/** A payment line as typed, its amount still empty (null) where nothing was typed. */
export type HeldPayment = Omit<EntryPayment, 'jumlah_rp'> & { jumlah_rp: number | null; poin?: number | null };

/** The cart: the switches, the customer, the pieces, the discount on the whole, the payments and the trade-in lines. */
export interface HeldCart<OldGold = Record<string, unknown>> {
  titip: boolean;
  tukar: boolean;
  header: SaleHeader;
  diskon: Discount | null;
  lines: HeldLine[];
  payments: HeldPayment[];
  /** The trade-in's lines, as the buy-back's line editor holds them. */
  tukar_items: OldGold[];
}

/** What a held cart is shown by in the list: the customer and how many pieces it holds. */
export const heldPieces = (cart: Pick<HeldCart, 'lines' | 'tukar_items'>): number => cart.lines.length + cart.tukar_items.length;
