// The demo's members and points (issue 23, MEMBER_MODULE): members made before the demo's sales, so the sales of their
// phones earn points as the counter's do (by /master-parameter-point per gram and /parameter-get-point-member per
// rupiah); two have their birthday on the business date. After the sales, members with enough points take gifts
// through the kernel (POST tukar-point's kind), so /tukar-point, the points history and Laporan Tukar Poin have rows.
import type { Db } from './db/database';
import type { Actor } from './actor';
import { createContext } from './context';
import { readConfig } from './config';
import { loadDefinitions } from './engine/load-definitions';
import { masterTable } from './db/master-tables';
import { postDocument } from './documents/engine';
import { pointBalance } from './documents/member-points';
import { tukarPoin } from './documents/kinds/tukar-poin';
import { penjualan } from './documents/kinds/penjualan';
import { salePricer, type SalePiece } from './demo-sales';
import { pointsToRupiah } from '../domain/payments';
import { whatsappNumber } from '../domain/phone';

/** The members: the first four are customers of the demo's sales (server/demo-sales.ts, by phone). */
const MEMBERS: { kode_member: string; nama_member: string; no_hp: string; alamat: string; jenis_kelamin: string; lahir: string }[] = [
  { kode_member: 'MBR001', nama_member: 'Siti Aminah', no_hp: '081234560101', alamat: 'Jl. Melati No. 12, Jakarta Pusat', jenis_kelamin: 'P', lahir: '1985' },
  { kode_member: 'MBR002', nama_member: 'Agus Setiawan', no_hp: '081234560102', alamat: 'Jl. Kenanga No. 3, Jakarta Barat', jenis_kelamin: 'L', lahir: '1979' },
  { kode_member: 'MBR003', nama_member: 'Dewi Lestari', no_hp: '081234560103', alamat: 'Perum Griya Asri Blok C2, Bekasi', jenis_kelamin: 'P', lahir: '1990' },
  { kode_member: 'MBR004', nama_member: 'Hendra Wijaya', no_hp: '081234560104', alamat: 'Jl. Mangga Besar No. 45, Jakarta Barat', jenis_kelamin: 'L', lahir: '1982' },
  { kode_member: 'MBR005', nama_member: 'Rina Marlina', no_hp: '081234560501', alamat: 'Jl. Cempaka Putih No. 8, Jakarta Pusat', jenis_kelamin: 'P', lahir: '1995' },
  { kode_member: 'MBR006', nama_member: 'Bambang Sutrisno', no_hp: '081234560502', alamat: 'Jl. Veteran No. 21, Bekasi', jenis_kelamin: 'L', lahir: '1970' },
];
/** The members whose birthday is the business date (the dashboard's greetings). */
const BIRTHDAY_TODAY = ['MBR002', 'MBR005'];

const RULES = [
  { kode_get_poin: 'GP-JUAL', jenis_transaksi: 'PENJUALAN', rupiah_per_poin: 100_000, minimal_transaksi: 500_000 },
  { kode_get_poin: 'GP-PESAN', jenis_transaksi: 'PESANAN', rupiah_per_poin: 100_000, minimal_transaksi: 500_000 },
  { kode_get_poin: 'GP-SERV', jenis_transaksi: 'SERVICE', rupiah_per_poin: 50_000, minimal_transaksi: 0 },
];

/** A birth date of `year` on `today`'s month and day (29 February born in a common year: the 28th). */
function birthday(year: string, today: string): string {
  const md = today.slice(5);
  return md === '02-29' && Number(year) % 4 !== 0 ? `${year}-02-28` : `${year}-${md}`;
}

/** The members and the earning rules, before the demo's sales. */
export async function fillDemoMembers(db: Db, log: (line: string) => void): Promise<void> {
  const [{ tgl }] = await db.query<{ tgl: string }>('SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = (SELECT kode_toko FROM toko WHERE is_own)');
  for (const m of MEMBERS) {
    const lahir = BIRTHDAY_TODAY.includes(m.kode_member) ? birthday(m.lahir, tgl) : `${m.lahir}-0${(MEMBERS.indexOf(m) % 9) + 1}-15`;
    await db.query(
      `INSERT INTO member (kode_member, nama_member, no_hp, alamat, tgl_lahir, jenis_kelamin, kota, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, 'DEMO') ON CONFLICT DO NOTHING`,
      [m.kode_member, m.nama_member, whatsappNumber(m.no_hp), m.alamat, lahir, m.jenis_kelamin, m.alamat.split(', ').at(-1)],
    );
  }
  const table = masterTable({ name: 'para_get_poin_member' });
  for (const r of RULES) {
    await db.query(`INSERT INTO ${table} (kode_get_poin, jenis_transaksi, rupiah_per_poin, minimal_transaksi, created_by) VALUES ($1, $2, $3, $4, 'DEMO') ON CONFLICT DO NOTHING`, [
      r.kode_get_poin,
      r.jenis_transaksi,
      r.rupiah_per_poin,
      r.minimal_transaksi,
    ]);
  }
  log(`Member demo: ${MEMBERS.length} member, ${BIRTHDAY_TODAY.length} berulang tahun hari ini`);
}

/** Gifts taken on the business date by every member whose points reach one: the dearest gift the balance buys. */
export async function fillDemoExchanges(db: Db, log: (line: string) => void): Promise<void> {
  const ctx = createContext(db, readConfig(), await loadDefinitions());
  await ctx.reloadModules();
  const { kode_toko } = await ctx.ownShop();
  const actor: Actor = { user_id: 'KASIR01', level: 'KASIR', kode_toko, tgl_system: await ctx.tglSystem(db, kode_toko), head_office: false };
  const gifts = await db.query<{ kode_hadiah: string; poin: number }>(`SELECT kode_hadiah, poin FROM ${masterTable({ name: 'hadiah' })} WHERE is_active ORDER BY poin DESC`);
  let taken = 0;
  for (const m of MEMBERS) {
    const saldo = await pointBalance(db, m.kode_member);
    const gift = gifts.find((g) => Number(g.poin) <= saldo);
    if (!gift) continue;
    await postDocument(ctx, actor, tukarPoin, { kode_member: m.kode_member, kode_hadiah: gift.kode_hadiah, qty: 1, keterangan: 'Hadiah demo' });
    taken++;
  }
  log(`Tukar poin demo: ${taken} hadiah ditukar`);
  await payWithPoints(ctx, actor, log);
}

/**
 * One sale of the business date paid partly with points (PENJUALAN_BAYAR_POIN_MODULE): by the member with the most
 * points left after the gifts, up to 10 of them, the rest in cash. Laporan Cash Back shows it.
 */
async function payWithPoints(ctx: ReturnType<typeof createContext>, actor: Actor, log: (line: string) => void): Promise<void> {
  const db = ctx.db;
  const balances = await Promise.all(MEMBERS.map(async (m) => ({ m, saldo: await pointBalance(db, m.kode_member) })));
  const best = balances.sort((a, b) => b.saldo - a.saldo)[0];
  const [piece] = await db.query<SalePiece>(
    `SELECT kode_barcode, kode_group, qty, berat, harga_total, hpp, total_hpp FROM barang
      WHERE kode_toko = $1 AND status = 'READY' AND karat_batu = 0 AND biaya_berlian = 0 AND no_pesanan = '' ORDER BY kode_barcode DESC LIMIT 1`,
    [actor.kode_toko],
  );
  if (!best || best.saldo <= 0 || !piece) return;
  const [{ value }] = await db.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'poin_rupiah'`);
  const poin = Math.min(best.saldo, 10);
  const rupiah = pointsToRupiah(poin, Number(value));
  const total = (await salePricer(db, await ctx.modules())).price([{ piece }]).totals.grand_total;
  await postDocument(ctx, actor, penjualan, {
    kode_sales: 'S01',
    nama_customer: best.m.nama_member,
    alamat_customer: best.m.alamat,
    no_hp: best.m.no_hp,
    kode_member: best.m.kode_member,
    items: [{ kode_barcode: piece.kode_barcode }],
    pembayaran: [
      { jenis: 'POIN', poin, jumlah_rp: rupiah },
      { jenis: 'TUNAI', jumlah_rp: total - rupiah },
    ],
  });
  log(`Bayar poin demo: ${poin} poin oleh ${best.m.kode_member}`);
}
