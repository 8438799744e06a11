// What the buy-back reports of issue 24 item 9 need on the demo's business date beyond its own buy-backs
// (server/demo-buybacks.ts, whose transfer buy-back of the last day is the one it cancels): a piece from elsewhere
// paid by transfer to the customer's account (Laporan Pembelian Transfer) and gold bought by weight into manual
// stock (Laporan Pembelian Manual), both through the kernel as the counter posts them, at their system prices.
import type { Db } from './db/database';
import type { Actor } from './actor';
import { createContext } from './context';
import { readConfig } from './config';
import { loadDefinitions } from './engine/load-definitions';
import { postDocument } from './documents/engine';
import { buybackParameters, pembelian } from './documents/kinds/pembelian';
import { pembelianManual } from './documents/kinds/pembelian-manual';
import { resolveBuybackLine } from '../domain/buyback-pricing';
import { weightMg } from '../domain/units';

/** The customer, the shop account the transfer leaves from (where the demo's sales transfers arrive), and theirs. */
const SELLER = { kode_sales: 'S02', nama_customer: 'Hendra Wijaya', alamat_customer: 'Jl. Pramuka No. 9, Jakarta Timur', no_hp: '081234560209' };
const TRANSFER = { kode_bank: 'BCA', no_rekening: '7210998877', rekening_toko: '1234567890' };

export async function fillDemoBuybackReports(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  const { kode_toko } = await ctx.ownShop();
  const actor: Actor = { user_id: 'KASIR01', level: 'KASIR', kode_toko, tgl_system: await ctx.tglSystem(db, kode_toko), head_office: false };
  const params = await db.transaction((tx) => buybackParameters(tx));
  const price = (line: { kode_group: string; kadar: number; berat: number; kondisi: string; ada_nota: boolean }) => {
    const r = resolveBuybackLine(params, { kode_group: line.kode_group, kadar: Math.round(line.kadar * 100), berat_mg: weightMg(line.berat), kondisi: line.kondisi, ada_nota: line.ada_nota });
    if (!r.ok) throw new Error(`demo buy-back ${line.kode_group}: ${r.message}`);
    return r.price.harga_sistem;
  };

  const piece = { nama_barang: 'GELANG RANTAI LAMA', kode_group: 'KP75', kadar: 75, berat: 5.28, berat_kotor: 5.3, kondisi: 'BAGUS', ada_nota: false };
  const paid = price(piece);
  const transfer = await postDocument(ctx, actor, pembelian, { ...SELLER, items: [piece], pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: paid, ...TRANSFER }] });

  const gold = { kode_group: 'CK70', kadar: 70, qty: 3, berat: 6.75, kondisi: 'RUSAK', ada_nota: false };
  const manual = await postDocument(ctx, actor, pembelianManual, { ...SELLER, items: [gold], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: price(gold) }] });
  log(`Pembelian demo untuk laporan: ${transfer.no} (transfer Rp ${paid}), ${manual.no} (manual)`);
}
