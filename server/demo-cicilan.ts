// The demo's gold instalments (issue 22, CICILAN_MODULE), through the kernel as the counter posts them, so the demo
// holds running, overdue, paid-off, auctioned and cancelled contracts and every instalment report of the demo's last
// day (the business date) has rows:
// - on the first day, two contracts dated four months back (the business date set there and back, as the demo's days
//   are): one paid once and since missed (overdue: Tunggakan Cicilan, /lelang-cicilan), one never paid, auctioned on
//   the last day (its DP refunded less the fee);
// - on the last day a contract paid once (running), one paid once and paid off early (the piece sold), and one
//   cancelled (its DP refunded or forfeited by batal_cicilan).
import type { AppContext } from './context';
import type { Actor } from './actor';
import { cancelDocument, postDocument } from './documents/engine';
import { cicilan } from './documents/kinds/cicilan';
import { bayarCicilan } from './documents/kinds/cicilan-bayar';
import { lelangCicilan } from './documents/kinds/cicilan-lelang';
import { contractState } from './documents/kinds/cicilan-kontrak';
import { addDays } from '../domain/dates';

/** The pieces the demo's contracts take from the trays (two come back: the auctioned and the cancelled). */
export const DEMO_CICILAN_PIECES = 5;

export interface DemoCicilanCount {
  contracts: number;
  contractsPaidOff: number;
  contractsAuctioned: number;
  contractsCancelled: number;
}

const CUSTOMERS: [string, string, string][] = [
  ['Wati Susanti', 'Jl. Kebon Jeruk No. 7, Jakarta Barat', '081234560401'],
  ['Dedi Kurniawan', 'Jl. Raya Pekayon No. 11, Bekasi', '081234560402'],
  ['Nur Aini', 'Jl. Kalibata Raya No. 3, Jakarta Selatan', '081234560403'],
  ['Joko Susilo', 'Jl. Cipinang Baru No. 20, Jakarta Timur', ''],
  ['Ratna Sari', 'Jl. Tebet Barat No. 15, Jakarta Selatan', '081234560405'],
];
const cash = (jumlah_rp: number) => [{ jenis: 'TUNAI' as const, jumlah_rp }];
const REASON = 'Pelanggan membatalkan cicilan';
/** The old contracts' date: four months before the demo's first day, three instalments and more past due by today. */
const MONTHS_BACK_DAYS = 122;

interface Tools {
  authorize: (kategori: string, keterangan: string) => Promise<string>;
  take: () => { kode_barcode: string } | undefined;
  /** A piece's price as a sale prices it now. */
  priceOf: (kode_barcode: string) => number;
  /** Sets the shop's business date (the demo's days move it and put it back). */
  setDay: (tgl: string) => Promise<unknown>;
}

/** Day `d` of the demo (0 the first, `last` the last): what the head of this file says happens on it. */
export async function demoCicilan(ctx: AppContext, actor: Actor, d: number, last: number, tools: Tools, count: DemoCicilanCount, oldContracts: string[]): Promise<void> {
  const contract = async (at: Actor, i: number, kode: string) => {
    const piece = tools.take();
    if (!piece) return undefined;
    // Half the price down, in whole Rp 100.000: above every plan's minimum.
    const dp = Math.floor(tools.priceOf(piece.kode_barcode) / 2 / 100_000) * 100_000;
    const [nama_customer, alamat_customer, no_hp] = CUSTOMERS[i];
    const body = { kode_sales: 'S02', nama_customer, alamat_customer, no_hp, items: [{ kode_barcode: piece.kode_barcode }], kode_cicilan: kode, pembayaran: cash(dp) };
    count.contracts++;
    return (await postDocument(ctx, at, cicilan, body)).no;
  };
  const due = async (at: Actor, no: string, lunas = false) => {
    const [{ tgl_system }] = await ctx.db.query<{ tgl_system: string }>('SELECT tgl_system::text AS tgl_system FROM dokumen WHERE no_dokumen = $1', [no]);
    const st = await contractState(ctx.db, no, tgl_system, at.tgl_system);
    return lunas ? st.pelunasan.pelunasan : st.tagihan!.total;
  };
  const pay = async (at: Actor, no: string) => postDocument(ctx, at, bayarCicilan, { no_cicilan: no, pembayaran: cash(await due(at, no)) });

  if (d === 0) {
    const old = { ...actor, tgl_system: addDays(actor.tgl_system, -MONTHS_BACK_DAYS) };
    await tools.setDay(old.tgl_system);
    try {
      const overdue = await contract(old, 0, 'C6');
      if (overdue) await pay(old, overdue);
      const abandoned = await contract(old, 1, 'C3');
      for (const no of [overdue, abandoned]) if (no) oldContracts.push(no);
    } finally {
      await tools.setDay(actor.tgl_system);
    }
  }
  if (d !== last) return;
  const running = await contract(actor, 2, 'C12');
  if (running) await pay(actor, running);
  const early = await contract(actor, 3, 'C6');
  if (early) {
    await pay(actor, early);
    await postDocument(ctx, actor, bayarCicilan, { no_cicilan: early, lunas: true, pembayaran: cash(await due(actor, early, true)) });
    count.contractsPaidOff++;
  }
  const dropped = await contract(actor, 4, 'C3');
  if (dropped) {
    await cancelDocument(ctx, actor, cicilan, dropped, { alasan: REASON, authorization_id: await tools.authorize('BATAL_CICILAN', REASON) }, 'Cicilan');
    count.contractsCancelled++;
  }
  const abandoned = oldContracts[1];
  if (abandoned) {
    await postDocument(ctx, actor, lelangCicilan, { no_cicilan: abandoned });
    count.contractsAuctioned++;
  }
}
