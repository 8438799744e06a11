// `npm run demo`: the sales the demo's other days leave out, made on the business date so the sales reports of issue
// 24 item 8 have rows on it: a piece received from the demo supplier (SUP01) sold together with a diamond piece and
// paid partly with a coupon of /parameter-kupon (Laporan Penjualan Konsinyasi Per Supplier, Penjualan Berlian, Kupon
// Penjualan), grams of stock without tags sold from a manual line (Laporan Penjualan Manual), and pieces sold through
// the demo's marketplaces, paid out by transfer (Laporan Penjualan Marketplace). It switches on the modules those need
// (coupons, suppliers, manual items, marketplaces) as the demo's others are (server/demo.ts DEMO_MODULES), and writes
// through the same services and kernel the screens call.
import type { Db } from './db/database';
import type { Actor } from './actor';
import { createContext } from './context';
import { readConfig } from './config';
import { loadDefinitions } from './engine/load-definitions';
import { masterTable } from './db/master-tables';
import { postDocument } from './documents/engine';
import { penjualan } from './documents/kinds/penjualan';
import { penjualanManual } from './documents/kinds/penjualan-manual';
import { receiveItems } from './inventory/penerimaan-service';
import { add as addManualStock } from './barang-manual/service';
import { salePricer, type SalePiece } from './demo-sales';

export const DEMO_SALES_REPORT_MODULES = ['KUPON_PENJUALAN_MODULE', 'SUPPLIER_BARANG_MODULE', 'MANUAL_ITEMS_TRANSACTION_MODULE', 'MARKETPLACE_INTEGRATION_MODULE'];
/** A coupon worth Rp 50.000, valid a month from the business date, for 100 sales. */
const COUPON = { kode_kupon: 'KILAU50', nama_kupon: 'Potongan Rp 50.000', jenis_potongan: 'NOMINAL', potongan_rp: 50_000, kuota: 100 };
/** The manual line the demo fills and sells from: rings without tags in the spare tray. */
const MANUAL_LINE = { kode_gudang: 'G02', kode_baki: 'B03', kode_group: 'CK70', kode_dept: 'CK' };
const CUSTOMER = { kode_sales: 'S02', nama_customer: 'Dewi Lestari', alamat_customer: 'Perum Griya Asri Blok C2, Bekasi', no_hp: '081234560103' };
const PIECE_COLUMNS = 'kode_barcode, kode_group, qty, berat, harga_total, hpp, total_hpp';
/** Orders from the marketplaces of the demo's master (server/demo.ts): how many gold pieces each takes. */
const MARKETPLACE_ORDERS = [
  { kode_marketplace: 'TOKOPEDIA', nama_customer: 'Rina Marlina', alamat_customer: 'Jl. Kenanga 12, Depok', no_hp: '081234560201', pieces: 2 },
  { kode_marketplace: 'SHOPEE', nama_customer: 'Agus Setiawan', alamat_customer: 'Jl. Melati 7, Bogor', no_hp: '081234560202', pieces: 1 },
];
/** The shop's own account (server/demo.ts) the marketplaces pay out to. */
const PAYOUT_ACCOUNT = { kode_bank: 'BCA', no_rekening: '1234567890' };

export async function fillDemoSalesReports(db: Db, log: (line: string) => void): Promise<void> {
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const tgl = await ctx.tglSystem(db, kode_toko);
  await db.query('UPDATE modules SET active = true WHERE kode_toko = $1 AND key = ANY($2::text[])', [kode_toko, DEMO_SALES_REPORT_MODULES]);
  // The services read the module flags outside their transactions (PGlite has one connection): read them first.
  await ctx.reloadModules();
  const actor: Actor = { user_id: 'KASIR01', level: 'KASIR', kode_toko, tgl_system: tgl, head_office: false };
  const until = new Date(Date.parse(`${tgl}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  await db.query(
    `INSERT INTO ${masterTable({ name: 'parameter_kupon' })} (kode_kupon, nama_kupon, jenis_potongan, potongan_rp, tgl_mulai, tgl_selesai, kuota, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'DEMO') ON CONFLICT DO NOTHING`,
    [COUPON.kode_kupon, COUPON.nama_kupon, COUPON.jenis_potongan, COUPON.potongan_rp, tgl, until, COUPON.kuota],
  );

  // A ring from the supplier, made like the last gold piece on the display trays, on the same tray.
  const [model] = await db.query<Record<string, unknown>>(
    `SELECT nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, berat, kadar FROM barang
      WHERE kode_toko = $1 AND status = 'READY' AND karat_batu = 0 AND biaya_berlian = 0 AND kode_gudang = 'G01' ORDER BY kode_barcode DESC LIMIT 1`,
    [kode_toko],
  );
  const received = await receiveItems(ctx, actor, { kode_supplier: 'SUP01', no_po: '', keterangan: 'Barang konsinyasi demo', items: [model] });
  const [supplied] = await db.query<SalePiece>(`SELECT ${PIECE_COLUMNS} FROM barang WHERE kode_barcode = $1`, [received.data[0].kode_barcode]);
  const [diamond] = await db.query<SalePiece>(
    `SELECT ${PIECE_COLUMNS} FROM barang WHERE kode_toko = $1 AND status = 'READY' AND biaya_berlian > 0 ORDER BY kode_barcode DESC LIMIT 1`,
    [kode_toko],
  );
  const pieces = diamond ? [supplied, diamond] : [supplied];
  const { grand_total } = (await salePricer(db, await ctx.modules())).price(pieces.map((piece) => ({ piece }))).totals;
  const sale = await postDocument(ctx, actor, penjualan, {
    ...CUSTOMER,
    items: pieces.map((p) => ({ kode_barcode: p.kode_barcode })),
    pembayaran: [
      { jenis: 'KUPON', jumlah_rp: COUPON.potongan_rp, no_reff: COUPON.kode_kupon },
      { jenis: 'TUNAI', jumlah_rp: Math.ceil((grand_total - COUPON.potongan_rp) / 100_000) * 100_000 },
    ],
  });

  // Rings without tags: 10 pieces, 25 g into the manual line, of which 2 pieces of 4.5 g are sold for cash.
  await addManualStock(ctx, actor, { ...MANUAL_LINE, qty: 10, berat: 25, keterangan: 'Stok tanpa label demo' });
  const manual = await postDocument(ctx, actor, penjualanManual, {
    ...CUSTOMER,
    items: [{ ...MANUAL_LINE, qty: 2, berat: 4.5 }],
    pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_000_000 }],
  });
  log(`Penjualan laporan demo: ${sale.no} (barang supplier ${supplied.kode_barcode}${diamond ? `, berlian ${diamond.kode_barcode}` : ''}, kupon ${COUPON.kode_kupon}), penjualan manual ${manual.no}`);

  // Gold pieces priced by weight, from the end of the display trays, sold through the marketplaces.
  const gold = await db.query<SalePiece>(
    `SELECT ${PIECE_COLUMNS} FROM barang WHERE kode_toko = $1 AND status = 'READY' AND no_pesanan = '' AND harga_total = 0 AND biaya_berlian = 0 AND kode_gudang = 'G01'
      ORDER BY kode_barcode DESC LIMIT $2`,
    [kode_toko, MARKETPLACE_ORDERS.reduce((n, o) => n + o.pieces, 0)],
  );
  const pricer = await salePricer(db, await ctx.modules());
  const online: string[] = [];
  for (const { pieces: n, ...order } of MARKETPLACE_ORDERS) {
    const taken = gold.splice(0, n);
    const total = pricer.price(taken.map((piece) => ({ piece }))).totals.grand_total;
    const posted = await postDocument(ctx, actor, penjualan, {
      ...order,
      kode_sales: CUSTOMER.kode_sales,
      items: taken.map((p) => ({ kode_barcode: p.kode_barcode })),
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: total, ...PAYOUT_ACCOUNT }],
    });
    online.push(`${posted.no} (${order.kode_marketplace})`);
  }
  log(`Penjualan marketplace demo: ${online.join(', ')}`);
}
