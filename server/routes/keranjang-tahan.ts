// Held carts of the sale screen (Tahan), gated as posting a sale is:
// - GET    keranjang-tahan        the user's held carts at their shop, latest first: [{ id, created_at, isi }]
// - POST   keranjang-tahan        { titip, tukar, header, diskon, lines, payments, tukar_items } -> 201 { message, data }
// - DELETE keranjang-tahan/{id}   taken back or discarded; another user's cart answers 404
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { actorOf } from '../actor';
import { routesOf } from '../http/route';
import { answer, s, type JsonSchema } from '../http/schema';
import { DOCUMENT_KINDS } from '../documents/registry';
import { dropHeldCart, holdCart, listHeldCarts } from '../keranjang-tahan/service';
import { HELD_CART_MESSAGES, type HeldCart } from '../../domain/held-cart';
import { PAYMENT_KINDS } from '../../domain/payments';

const tags = ['Penjualan'];
/** The sale's entry screen: whoever may post a sale may park one. */
const gate = DOCUMENT_KINDS.penjualan.entry;
/** A piece weighed at the counter: 100 kg in milligrams is beyond any piece a shop sells. */
const MAX_MG = 100_000_000;

const discount: JsonSchema = s.nullable(
  s.object({ jenis: s.choice('Jenis Diskon', ['PERSEN', 'NOMINAL']), persen: s.int('Diskon', 0, 100_00), rupiah: s.money('Diskon') }, ['jenis'], { additional: false }),
);
const nullableInt = (title: string, max: number) => s.nullable(s.int(title, 0, max));

const cartBody: JsonSchema = s.object(
  {
    titip: s.bool('Titip'),
    tukar: s.bool('Tukar Tambah'),
    header: s.object(
      {
        kode_sales: s.code('Kode Sales', 20),
        nama_customer: s.text('Nama Customer', 100),
        alamat_customer: s.text('Alamat Customer', 200),
        no_hp: s.text('No HP', 20),
        kode_member: s.code('Kode Member', 20),
        kode_marketplace: s.code('Kode Marketplace', 15),
      },
      ['kode_sales', 'nama_customer', 'alamat_customer', 'no_hp'],
      { additional: false },
    ),
    diskon: discount,
    lines: s.array(
      'Barang',
      s.object({ kode_barcode: { ...s.code('Kode Barcode', 40), minLength: 1 }, berat_jual_mg: s.int('Berat Jual', 0, MAX_MG), diskon: discount }, ['kode_barcode', 'berat_jual_mg', 'diskon'], {
        additional: false,
      }),
      200,
    ),
    payments: s.array(
      'Pembayaran',
      s.object(
        {
          jenis: s.choice('Jenis Pembayaran', PAYMENT_KINDS),
          jumlah_rp: s.nullable(s.money('Jumlah Rp')),
          no_rekening: s.code('No Rekening', 40),
          kode_bank: s.code('Kode Bank', 20),
          fee_hundredths: s.int('Fee Kartu', 0, 100_00),
          no_reff: s.text('No Reff', 60),
          poin: nullableInt('Poin', 1_000_000_000_000),
        },
        ['jenis', 'jumlah_rp'],
        { additional: false },
      ),
      20,
    ),
    // The buy-back editor's lines as they were: the screen's own drafts, bounded, read back by the screen only.
    tukar_items: s.array('Barang Tukar', { title: 'Barang Tukar', type: 'object', maxProperties: 30 }, 50),
  },
  ['titip', 'tukar', 'header', 'diskon', 'lines', 'payments', 'tukar_items'],
  { additional: false },
);

export function registerKeranjangTahanRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app);

  route(
    { method: 'GET', url: 'keranjang-tahan', gate, summary: "The user's held carts (Tahan) at their shop, latest first", tags, response: answer.rows() },
    async (req) => ({ status: 'success', data: await listHeldCarts(ctx.db, actorOf(req)) }),
  );

  route(
    {
      method: 'POST',
      url: 'keranjang-tahan',
      gate,
      summary: 'Park the sale being entered (Tahan): it reserves nothing, its pieces stay on sale',
      tags,
      body: cartBody,
      status: 201,
      response: answer.record(),
    },
    async (req) => ({ message: HELD_CART_MESSAGES.held, data: await holdCart(ctx.db, actorOf(req), req.body as HeldCart) }),
  );

  route(
    {
      method: 'DELETE',
      url: 'keranjang-tahan/:id',
      gate,
      summary: 'Take a held cart out of the list (taken back to the screen, or discarded)',
      tags,
      params: s.object({ id: s.int('Id', 1, Number.MAX_SAFE_INTEGER) }, ['id']),
      response: answer.message(),
    },
    async (req) => {
      await dropHeldCart(ctx.db, actorOf(req), (req.params as { id: number }).id);
      return { status: 'success', message: HELD_CART_MESSAGES.dropped };
    },
  );
}
