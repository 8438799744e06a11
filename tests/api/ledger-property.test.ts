// Property: after any sequence of inventory operations, the stock of every tray recomputed from the ledger
// alone equals the items on that tray, today and on every past business date. A thousand random operations
// (seeded, so a failure replays) run through the item service, the same code the API calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { TRAYS, itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { changeAccessoryStock, createItems, moveItems, takeOffTrays, updateItem, type Actor } from '../../server/inventory/items';
import { trayStockOn } from '../../server/inventory/ledger';
import { integrityChecks } from '../../server/books/integrity';
import { HttpError } from '../../server/http-error';
import { weightMg } from '../../domain/units';

const SEED = Number(process.env.LEDGER_SEED ?? 20261121);
const OPERATIONS = 1000;

/** mulberry32: a small seeded generator, so the same seed gives the same sequence. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  // The item service reads the module flags (ctx.modules) inside its transaction, as the API does after the auth
  // gate has loaded them; loaded cold there, on PGlite's single connection, the read would wait for the transaction.
  await t.ctx.modules();
});
afterAll(() => t.close());

type Stock = Map<string, { qty: number; mg: number }>;

/** The stock table: READY items per tray, in pieces and milligrams. */
async function stockTable(): Promise<Stock> {
  const rows = await t.db.query<{ kode_baki: string; qty: number; berat: number }>(
    `SELECT kode_baki, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang WHERE status = 'READY' GROUP BY kode_baki`,
  );
  return new Map(rows.filter((r) => r.qty || r.berat).map((r) => [r.kode_baki, { qty: r.qty, mg: weightMg(r.berat) }]));
}

async function ledgerStock(tgl: string): Promise<Stock> {
  return new Map((await trayStockOn(t.db, tgl)).map((r) => [r.kode_baki, { qty: r.qty, mg: weightMg(r.berat) }]));
}

describe('the stock ledger', () => {
  it(`equals the stock table after ${OPERATIONS} random operations (seed ${SEED}), also on past dates`, async () => {
    const rnd = random(SEED);
    const trays = Object.keys(TRAYS);
    const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
    const endOfDay = new Map<string, Stock>();
    const counts: Record<string, number> = {};
    let refused = 0;

    for (let op = 0; op < OPERATIONS; op++) {
      const day = days[Math.floor((op * days.length) / OPERATIONS)];
      const actor: Actor = { user_id: 'OWNER', kode_toko: 'TOKO01', tgl_system: day };
      const ready = await t.db.query<{ kode_barcode: string; kode_baki: string; versi: number; aksesoris: boolean }>(
        `SELECT kode_barcode, kode_baki, versi, aksesoris FROM barang WHERE status = 'READY' ORDER BY kode_barcode`,
      );
      const samples = await t.db.query<{ kode_barcode: string }>(`SELECT kode_barcode FROM barang WHERE status = 'CONTOH' ORDER BY kode_barcode`);
      const inTransit = await t.db.query<{ kode_barcode: string }>(`SELECT kode_barcode FROM barang WHERE status = 'KIRIM' ORDER BY kode_barcode`);
      const kind =
        ready.length < 5 ? 'create' : rnd.pick(['create', 'create', 'move', 'move', 'melt', 'sample', 'return', 'send', 'unsend', 'stock', 'weight'] as const);
      const baki = rnd.pick(trays);
      const item = ready.length ? rnd.pick(ready) : undefined;
      const mg = 100 + rnd.int(25_000);
      try {
        await t.db.transaction(async (tx) => {
          switch (kind) {
            case 'create': {
              const aksesoris = rnd.int(5) === 0;
              await createItems(
                t.ctx,
                tx,
                actor,
                [itemInput({ kode_baki: baki, kode_gudang: TRAYS[baki as keyof typeof TRAYS], berat: mg / 1000, aksesoris, qty: aksesoris ? 1 + rnd.int(20) : 1 })],
                { jenis: 'TAMBAH' },
              );
              break;
            }
            case 'move': {
              const target = trays.filter((b) => b !== item!.kode_baki);
              const to = rnd.pick(target);
              await moveItems(tx, actor, { kode_baki: to, kode_gudang: TRAYS[to as keyof typeof TRAYS] }, [{ kode_barcode: item!.kode_barcode, kode_baki: item!.kode_baki }]);
              break;
            }
            case 'melt':
              await takeOffTrays(tx, actor, [{ kode_barcode: item!.kode_barcode }], { status: 'HANCUR', jenis: 'HANCUR', prefix: 'HC' });
              break;
            case 'sample':
              await takeOffTrays(tx, actor, [{ kode_barcode: item!.kode_barcode }], { status: 'CONTOH', jenis: 'CONTOH_AMBIL', prefix: 'AC' });
              break;
            case 'return':
              if (!samples.length) return;
              await takeOffTrays(tx, actor, [{ kode_barcode: rnd.pick(samples).kode_barcode }], { status: 'READY', jenis: 'CONTOH_KEMBALI', prefix: 'KC', from: 'CONTOH' });
              break;
            case 'send':
              await takeOffTrays(tx, actor, [{ kode_barcode: item!.kode_barcode }], { status: 'KIRIM', jenis: 'KIRIM', prefix: 'KB' });
              break;
            case 'unsend':
              if (!inTransit.length) return;
              await takeOffTrays(tx, actor, [{ kode_barcode: rnd.pick(inTransit).kode_barcode }], { status: 'READY', jenis: 'KEMBALI_KIRIM', prefix: 'RK', from: 'KIRIM' });
              break;
            case 'stock': {
              const acc = ready.filter((r) => r.aksesoris);
              if (!acc.length) return;
              const target = rnd.pick(acc);
              await changeAccessoryStock(tx, actor, { kode_barcode: target.kode_barcode }, { arah: rnd.int(2) ? 'TAMBAH' : 'AMBIL', qty: rnd.int(4), mg: 1 + rnd.int(3000) });
              break;
            }
            case 'weight':
              await updateItem(t.ctx, tx, actor, item!.kode_barcode, { berat: mg / 1000, versi: item!.versi });
              break;
          }
        });
        counts[kind] = (counts[kind] ?? 0) + 1;
      } catch (e) {
        // Taking more than an accessory line holds is refused with a message and changes nothing.
        if (!(e instanceof HttpError) || e.statusCode !== 400) throw e;
        refused++;
      }
      const nextDay = days[Math.floor(((op + 1) * days.length) / OPERATIONS)];
      if (nextDay !== day || op === OPERATIONS - 1) endOfDay.set(day, await stockTable());
    }

    expect(Object.keys(counts).sort()).toEqual(['create', 'melt', 'move', 'return', 'sample', 'send', 'stock', 'unsend', 'weight']);
    expect(counts.create + counts.move + counts.melt + counts.send + counts.unsend).toBeGreaterThan(OPERATIONS / 2 - refused);
    for (const day of days) expect(await ledgerStock(day)).toEqual(endOfDay.get(day));
    expect(await ledgerStock(days.at(-1)!)).toEqual(await stockTable());
    // The per-tray stock table the item list reads agrees too, items counted as well as pieces and grams.
    const stockBaki = await t.db.query<{ kode_toko: string; kode_baki: string; items: number; qty: number; berat: number }>(
      `SELECT kode_toko, kode_baki, items, qty, berat FROM stock_baki WHERE items <> 0 OR qty <> 0 OR berat <> 0 ORDER BY kode_toko, kode_baki`,
    );
    const counted = await t.db.query<{ kode_toko: string; kode_baki: string; items: number; qty: number; berat: number }>(
      `SELECT kode_toko, kode_baki, count(*)::int AS items, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang WHERE status = 'READY' GROUP BY kode_toko, kode_baki ORDER BY kode_toko, kode_baki`,
    );
    expect(stockBaki).toEqual(counted);
    // And the integrity report's stock check (server/reports/integritas.sql), per tray and per item, finds nothing in
    // any shop the items went to.
    for (const { kode_toko } of await t.db.query<{ kode_toko: string }>('SELECT kode_toko FROM toko ORDER BY kode_toko')) {
      expect((await integrityChecks(t.db, kode_toko)).find((c) => c.check === 'stok_berbeda'), kode_toko).toEqual({ check: 'stok_berbeda', count: 0, examples: [] });
    }
  }, 300_000);
});
