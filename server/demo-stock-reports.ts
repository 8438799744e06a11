// The demo's stock movements beyond items, sales and refining (server/demo.ts), on the business date, so the stock
// reports of issue 24 item 7 have their rows: an accessory stock line topped up and drawn from (Laporan Barang Acc), a
// receipt cancelled (Batal Penerimaan), the display warehouse weighed and a piece moved after its tray's reading
// (Timbang Baki, Pindah Barang, Aktivitas Setelah Timbang Baki), a piece sent to head office and still in transit
// (Kirim Barang), one head office sent that the shop took in (Terima Barang), the day's global stocktake with two
// pieces counted (Opname Global Harian), and an RFID read of a tray with one tag of its own and one unknown (Opname
// RFID). Each through the screens' services.
import type { Db } from './db/database';
import type { Actor } from './actor';
import { createContext } from './context';
import { readConfig } from './config';
import { loadDefinitions } from './engine/load-definitions';
import { accessoryStock, addItems, moveToTray } from './inventory/item-operations';
import { cancelReceipt, receiveItems } from './inventory/penerimaan-service';
import * as weighing from './timbang-baki/service';
import * as transfers from './kirim-barang/service';
import * as stocktakes from './stock-opname/service';
import { barcodeToEpc } from '../domain/stock-opname';

/** The stocktake screens check their kind's gate before calling the service; the demo acts as a supervisor may. */
const ANY_KIND = async () => undefined;
/** A tag read that names no item. */
const UNKNOWN_TAG = 'E28011700000020A1B2C3D4E';

/** The display warehouse, its tray weighed and the tray a piece moves to after (trays of the demo's masters). */
const GUDANG = 'G01';
const BAKI_TIMBANG = 'B01';
const BAKI_TUJUAN = 'B02';

export async function fillDemoStockReports(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const actor: Actor = { user_id: 'SPV01', level: 'SPV', kode_toko, tgl_system: await ctx.tglSystem(db, kode_toko), head_office: false };
  await ctx.reloadModules();

  const [line] = await addItems(ctx, actor, [
    { nama_barang: 'MATA KALUNG POLOS', kode_dept: 'KP', kode_group: 'KP75', kode_gudang: GUDANG, kode_baki: BAKI_TUJUAN, aksesoris: true, qty: 20, berat: 10, kadar: 75 },
  ]);
  const topped = await accessoryStock(ctx, actor, { kode_barcode: line.kode_barcode, versi: line.versi }, { arah: 'TAMBAH', qty: 10, mg: 5000, keterangan: 'Tambah stock' });
  await accessoryStock(ctx, actor, { kode_barcode: topped.kode_barcode, versi: topped.versi }, { arah: 'AMBIL', qty: 4, mg: 2000, keterangan: 'Ambil stock' });

  const receipt = await receiveItems(ctx, actor, {
    kode_supplier: 'SUP01',
    no_po: '',
    keterangan: 'Salah kirim supplier',
    items: [{ nama_barang: 'CINCIN POLOS', kode_dept: 'CK', kode_group: 'CK70', kode_gudang: GUDANG, kode_baki: BAKI_TIMBANG, berat: 2.5, kadar: 70, total_hpp: 2_000_000 }],
  });
  await cancelReceipt(ctx, actor, receipt.no_terima, 'Salah kirim supplier');

  const sesi = await weighing.startSession(db, actor, { kode_gudang: GUDANG });
  const tray = sesi.data_timbang.find((r) => r.kode_baki === BAKI_TIMBANG)!;
  await weighing.weighTray(db, actor, { kode_gudang: GUDANG, kode_baki: BAKI_TIMBANG, berat_timbang: tray.berat_seharusnya });
  const [moved, sent] = await db.query<{ kode_barcode: string; versi: number }>(
    `SELECT kode_barcode, versi FROM barang WHERE kode_toko = $1 AND status = 'READY' AND kode_baki = $2 AND NOT aksesoris ORDER BY kode_barcode DESC LIMIT 2`,
    [kode_toko, BAKI_TIMBANG],
  );
  await moveToTray(ctx, actor, { kode_baki_tujuan: BAKI_TUJUAN, items: [moved] });
  const kirim = await transfers.send(ctx, actor, 'PUSAT', { items: [sent], keterangan: 'Stok untuk pusat' });

  // Head office adds a piece and sends it to the shop, which takes it onto the weighed tray.
  const [pusat] = await db.query<{ kode_toko: string }>(`SELECT kode_toko FROM toko WHERE level = 'PUSAT' ORDER BY kode_toko LIMIT 1`);
  const office: Actor = { user_id: 'SPV01', level: 'SPV', kode_toko: pusat.kode_toko, tgl_system: await ctx.tglSystem(db, pusat.kode_toko), head_office: true };
  const [piece] = await addItems(ctx, office, [
    { nama_barang: 'GELANG RANTAI', kode_dept: 'KP', kode_group: 'KP75', kode_gudang: GUDANG, kode_baki: BAKI_TUJUAN, berat: 6.4, kadar: 75, total_hpp: 5_800_000 },
  ]);
  const masuk = await transfers.send(ctx, office, 'CABANG', { kode_toko_tujuan: kode_toko, items: [{ kode_barcode: piece.kode_barcode, versi: piece.versi }] });
  await transfers.receive(ctx, actor, { no_kirim: masuk.no_kirim!, kode_gudang: GUDANG, kode_baki: BAKI_TIMBANG, items: [{ kode_barcode: piece.kode_barcode }] });

  const global = (await stocktakes.startStocktake(db, actor, { jenis: 'GLOBAL' })).doc;
  const counted = await db.query<{ kode_barcode: string }>(
    `SELECT kode_barcode FROM barang WHERE kode_toko = $1 AND status = 'READY' AND kode_baki IN ($2, $3) ORDER BY kode_baki, kode_barcode LIMIT 2`,
    [kode_toko, BAKI_TIMBANG, BAKI_TUJUAN],
  );
  for (const c of counted) await stocktakes.scanBarcode(db, actor, { no_opname: global.no_opname, kode_barcode: c.kode_barcode }, ANY_KIND);
  await stocktakes.finishStocktake(db, actor, { no_opname: global.no_opname }, ANY_KIND);
  const rfid = (await stocktakes.startStocktake(db, actor, { jenis: 'RFID', kode_gudang: GUDANG, kode_baki: BAKI_TUJUAN })).doc;
  await stocktakes.readTags(db, actor, { no_opname: rfid.no_opname, tags: [barcodeToEpc(line.kode_barcode), UNKNOWN_TAG] }, ANY_KIND);
  await stocktakes.finishStocktake(db, actor, { no_opname: rfid.no_opname }, ANY_KIND);

  log(`Stok demo: aksesoris ${line.kode_barcode}, batal ${receipt.no_terima}, timbang ${GUDANG}, kirim ${kirim.no_kirim}, terima ${masuk.no_kirim}, opname ${global.no_opname} dan ${rfid.no_opname}`);
}
