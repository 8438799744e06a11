// The demo's refining (server/sepuhan), on the business date after its buy-backs (server/demo-buybacks.ts): the
// supervisor sorts the oldest pieces of the buy-back stock and works them through the refining screens' own
// operations, so Laporan Stock Pembelian, Cuci Dan Sepuhan and Emas Murni Pembelian and /validasi-susut show each
// step: one piece onto a sales tray, one cleaned and back 1 % lighter, one out at the plater, one melted into a bar
// 2 % lighter. The rest waits unsorted. Nothing happens while the buy-back stock holds fewer than four pieces.
import type { Db } from './db/database';
import type { Actor } from './actor';
import { createContext } from './context';
import { readConfig } from './config';
import * as refining from './sepuhan/service';
import { mgToGrams, weightMg } from '../domain/units';

/** The sales tray the resold piece goes to (a tray of the demo's masters, server/demo.ts). */
const SALES_TRAY = 'B01';

export async function fillDemoRefining(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  const ctx = createContext(db, readConfig(), []);
  const { kode_toko } = await ctx.ownShop();
  const actor: Actor = { user_id: 'SPV01', level: 'SPV', kode_toko, tgl_system: await ctx.tglSystem(db, kode_toko), head_office: false };
  const stock = (await refining.buybackStock(db, actor)) as { kode_barcode: string; berat: number }[];
  if (stock.length < 4) return;
  const [resold, cleaned, plated, melted] = stock;
  const ref = (p: { kode_barcode: string }) => ({ kode_barcode: p.kode_barcode });
  const lighter = (p: { berat: number }, percent: number) => mgToGrams(Math.round((weightMg(p.berat) * (100 - percent)) / 100));

  await refining.sort(ctx, actor, {
    items: [
      { ...ref(resold), status_sortir: 'JUAL' },
      { ...ref(cleaned), status_sortir: 'CUCI' },
      { ...ref(plated), status_sortir: 'SEPUH' },
      { ...ref(melted), status_sortir: 'LEBUR' },
    ],
  });
  await refining.moveToTray(ctx, actor, { kode_baki: SALES_TRAY, items: [ref(resold)] });
  const cuci = await refining.send(ctx, actor, { jenis: 'CUCI', tujuan: 'Tukang Cuci Pak Slamet', items: [ref(cleaned)] });
  await refining.receive(ctx, actor, 'CUCI', cuci.no_kirim, { items: [{ ...ref(cleaned), berat_terima: lighter(cleaned, 1) }] });
  await refining.send(ctx, actor, { jenis: 'SEPUH', tujuan: 'Sepuh Jaya Abadi', keterangan: 'Sepuh kuning', items: [ref(plated)] });
  await refining.melt(ctx, actor, { keterangan: 'Lebur rosokan', berat_hasil: lighter(melted, 2), items: [ref(melted)] });
  log(`Sepuhan demo: 1 pindah ke baki ${SALES_TRAY}, 1 cuci diterima, 1 sepuh dikirim, 1 lebur`);
}
