// Held carts (Tahan, migration 036): a user's parked sales at the shop they act for. Another user, or the same user
// at another shop, neither sees nor discards them (404, as for a cart that does not exist).
import type { Db, Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { HELD_CART_MESSAGES, heldPieces, MAX_HELD_CARTS, type HeldCart } from '../../domain/held-cart';

export interface HeldCartRow {
  id: number;
  created_at: string;
  isi: HeldCart;
}

/** The actor's held carts at their shop, the latest first. */
export async function listHeldCarts(db: Queryable, actor: Actor): Promise<HeldCartRow[]> {
  const rows = await db.query<{ id: string | number; created_at: Date | string; isi: HeldCart }>(
    'SELECT id, created_at, isi FROM keranjang_tahan WHERE kode_toko = $1 AND user_id = $2 ORDER BY id DESC',
    [actor.kode_toko, actor.user_id],
  );
  return rows.map((r) => ({ id: Number(r.id), created_at: new Date(r.created_at).toISOString(), isi: r.isi }));
}

/** Parks a cart; refuses an empty one and more than MAX_HELD_CARTS per user and shop. */
export async function holdCart(db: Db, actor: Actor, cart: HeldCart): Promise<HeldCartRow> {
  if (!heldPieces(cart)) throw new HttpError(400, HELD_CART_MESSAGES.empty, [{ field: 'lines', message: HELD_CART_MESSAGES.empty }]);
  return db.transaction(async (tx) => {
    // One user's two tabs holding at once must not pass the limit together.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`keranjang-tahan/${actor.kode_toko}/${actor.user_id}`]);
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM keranjang_tahan WHERE kode_toko = $1 AND user_id = $2', [
      actor.kode_toko,
      actor.user_id,
    ]);
    if (n >= MAX_HELD_CARTS) throw new HttpError(409, HELD_CART_MESSAGES.tooMany);
    const [row] = await tx.query<{ id: string | number; created_at: Date | string }>(
      'INSERT INTO keranjang_tahan (kode_toko, user_id, isi) VALUES ($1, $2, $3::jsonb) RETURNING id, created_at',
      [actor.kode_toko, actor.user_id, JSON.stringify(cart)],
    );
    return { id: Number(row.id), created_at: new Date(row.created_at).toISOString(), isi: cart };
  });
}

/** Takes a cart out of the held list (taken back to the screen, or discarded). */
export async function dropHeldCart(db: Queryable, actor: Actor, id: number): Promise<void> {
  const gone = await db.query('DELETE FROM keranjang_tahan WHERE id = $1 AND kode_toko = $2 AND user_id = $3 RETURNING id', [id, actor.kode_toko, actor.user_id]);
  if (!gone.length) throw new HttpError(404, HELD_CART_MESSAGES.notFound);
}
