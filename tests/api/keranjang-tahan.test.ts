// Held carts (issue 19 item 7): a cashier parks a sale (Tahan) and takes it back later. The carts live on the server per
// user and shop, so they outlive a reload; another user never sees or discards them, nor does the same user acting
// for another shop; a hold reserves nothing (its piece is sold meanwhile by another cashier), and a refused cart
// writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cash, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { seedBranch } from '../helpers/inventory-fixture';
import { HELD_CART_MESSAGES, MAX_HELD_CARTS, type HeldCart } from '../../domain/held-cart';

let shop: SaleShop;
let kasir2: string;
let piece: string;

const cart = (over: Partial<HeldCart> = {}): HeldCart => ({
  titip: false,
  tukar: false,
  header: { kode_sales: 'S01', nama_customer: 'Budi Santoso', alamat_customer: 'Jl. Merdeka 1', no_hp: '081234567890' },
  diskon: null,
  lines: [{ kode_barcode: piece, berat_jual_mg: 2_340, diskon: { jenis: 'NOMINAL', rupiah: 50_000 } }],
  payments: [{ jenis: 'TUNAI', jumlah_rp: 1_000_000 }, { jenis: 'TRANSFER', jumlah_rp: null, no_rekening: '1234567890', kode_bank: 'BCA' }],
  tukar_items: [{ key: 'LUAR-1', nama_barang: 'Cincin Lama', kode_group: 'C75', kadar: 7500, berat_mg: 1_500, kondisi: 'BAGUS', ada_nota: false, harga: null }],
  ...over,
});

/** A cart of a sale made through a marketplace (the sale's header names it). */
const marketplaceCart = (): HeldCart => cart({ header: { ...cart().header, kode_marketplace: 'TOKOPEDIA' } });

const list = (token: string) => shop.t.call('GET', '/api/v1/keranjang-tahan', { token });
const hold = (token: string, body: unknown) => shop.t.call('POST', '/api/v1/keranjang-tahan', { token, body });
const drop = (token: string, id: number | string) => shop.t.call('DELETE', `/api/v1/keranjang-tahan/${id}`, { token });
const heldRows = () => shop.t.db.query<{ id: number; user_id: string; kode_toko: string }>('SELECT id, user_id, kode_toko FROM keranjang_tahan ORDER BY id');

beforeAll(async () => {
  shop = await startSaleShop();
  await seedBranch(shop.t.db, { kode_toko: 'TOKO02', nama_toko: 'Cabang Dua', spv: { user: 'SPV02', password: 'rahasia123' } });
  await shop.t.ctx.reloadOwnShop();
  await shop.t.createUser('KASIR2', 'KASIR');
  kasir2 = await shop.t.login('KASIR2', 'rahasia123');
  piece = await newPiece(shop, { harga_total: 0 });
});
afterAll(() => shop.t.close());

describe('keranjang-tahan', () => {
  it('keeps a held cart as it was typed, for its cashier only, until taken back', async () => {
    const res = await hold(shop.kasir, marketplaceCart());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(HELD_CART_MESSAGES.held);
    const id = res.json().data.id;

    // What comes back is what was held: pieces with the weight and discount typed, payments, the trade-in line, the
    // marketplace.
    const mine = await list(shop.kasir);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([{ id, created_at: expect.any(String), isi: marketplaceCart() }]);

    // Another cashier of the same shop sees nothing and cannot discard it.
    expect((await list(kasir2)).json().data).toEqual([]);
    const foreign = await drop(kasir2, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(HELD_CART_MESSAGES.notFound);
    expect(await heldRows()).toHaveLength(1);

    // Taken back: gone from the list; a second take answers 404.
    const taken = await drop(shop.kasir, id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await list(shop.kasir)).json().data).toEqual([]);
    expect((await drop(shop.kasir, id)).statusCode).toBe(404);
  });

  it('reserves nothing: the held piece is sold by another cashier meanwhile, and the cart still comes back', async () => {
    const held = (await hold(shop.kasir, cart())).json().data.id;
    const sale = await postAs(shop.t, kasir2, 'penjualan', { ...customer, items: [{ kode_barcode: piece }], pembayaran: [cash(5_000_000)] });
    expect(sale.statusCode, sale.body).toBe(201);
    const [item] = await shop.t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [piece]);
    expect(item.status).toBe('TERJUAL');
    expect((await list(shop.kasir)).json().data.map((r: { id: number }) => r.id)).toEqual([held]);
    expect((await drop(shop.kasir, held)).statusCode).toBe(200);
  });

  it('keeps the shops apart: the same cashier acting for another shop sees none of the first shop\'s carts', async () => {
    const id = (await hold(shop.kasir, cart())).json().data.id;
    expect(await heldRows()).toEqual([{ id, user_id: 'KASIR1', kode_toko: 'TOKO01' }]);
    // The cashier moved to the branch: a new session acts for TOKO02.
    await shop.t.db.query(`UPDATE users SET kode_toko = 'TOKO02' WHERE user_id = 'KASIR1'`);
    await shop.t.call('POST', '/api/v1/users/logout', { token: shop.kasir, body: { user_id: 'KASIR1' } });
    const atBranch = await shop.t.login('KASIR1', 'rahasia123');
    expect((await list(atBranch)).json().data).toEqual([]);
    expect((await drop(atBranch, id)).statusCode).toBe(404);
    const branchCart = await hold(atBranch, cart());
    expect(branchCart.statusCode).toBe(201);
    expect((await list(atBranch)).json().data.map((r: { id: number }) => r.id)).toEqual([branchCart.json().data.id]);

    // Back at the head office, the first cart is there again, and only it.
    await shop.t.db.query(`UPDATE users SET kode_toko = 'TOKO01' WHERE user_id = 'KASIR1'`);
    await shop.t.call('POST', '/api/v1/users/logout', { token: atBranch, body: { user_id: 'KASIR1' } });
    shop.kasir = await shop.t.login('KASIR1', 'rahasia123');
    expect((await list(shop.kasir)).json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await drop(shop.kasir, id)).statusCode).toBe(200);
    await shop.t.db.query('DELETE FROM keranjang_tahan');
  });

  it('refuses an empty cart, a malformed one and one past the limit, writing nothing', async () => {
    const empty = await hold(shop.kasir, cart({ lines: [], tukar_items: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(HELD_CART_MESSAGES.empty);
    const malformed = await hold(shop.kasir, { ...cart(), lines: [{ kode_barcode: '', berat_jual_mg: -1, diskon: null }] });
    expect(malformed.statusCode).toBe(400);
    expect(await heldRows()).toEqual([]);

    for (let i = 0; i < MAX_HELD_CARTS; i++) expect((await hold(shop.kasir, cart())).statusCode).toBe(201);
    const tooMany = await hold(shop.kasir, cart());
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(HELD_CART_MESSAGES.tooMany);
    expect(await heldRows()).toHaveLength(MAX_HELD_CARTS);
  });

  it('is gated as the sale is: a user without the sale screen is refused', async () => {
    await shop.t.db.query(`UPDATE users SET access = $1::jsonb WHERE user_id = 'KASIR2'`, [JSON.stringify([{ key: 'penjualan', is_show: false }])]);
    const refused = await list(kasir2);
    expect(refused.statusCode).toBe(403);
  });
});
