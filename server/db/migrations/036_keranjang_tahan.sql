-- Held carts (Tahan) of /transaksi-penjualan: a sale the cashier parks to serve another customer and takes back
-- later, kept here so that it outlives a reload or another menu item. A cart belongs to one user at one shop; only
-- they see it. `isi` is the screen's draft as it was (pieces by barcode with the weight and discount typed, the
-- customer, the payments typed, the trade-in lines): a hold reserves nothing, so its pieces stay on sale, and the
-- screen checks each piece again when the cart comes back. Taking a cart back or discarding it deletes its row: a
-- held cart is a draft, not a document.
CREATE TABLE keranjang_tahan (
  id bigserial PRIMARY KEY,
  kode_toko text NOT NULL REFERENCES toko(kode_toko),
  user_id text NOT NULL REFERENCES users(user_id),
  isi jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX keranjang_tahan_pemilik ON keranjang_tahan (kode_toko, user_id, id);
