// The dashboard's figures, each one read of the document kernel's tables for one shop and one business date (issue 23
// item 6): the day's trade per kind, the month's sales and buy-backs per day, what falls due that day, what is
// overdue, the members born that day and the gold price in force. A cancelled document counts nowhere. Sales and
// buy-backs are summed as Laporan Transaksi Penjualan / Pembelian sum them (grand_total; grams sold, a buy-back's net
// grams), so the dashboard and those reports agree to the rupiah and the milligram.
import type { Queryable } from '../db/database';
import { addDays } from '../../domain/dates';
import { jadwalCicilan, tunggakan } from '../../domain/cicilan';
import { numberSetting } from '../settings/stored';
import type { BirthdayMember, GroupPrice, TradeKind, WaitingDocument, WaitingList } from '../../domain/dashboard';

/** The kinds the day's totals show, and where each one's grams are read. */
export const TRADE_KINDS: Readonly<Record<TradeKind, { lines: string; berat: string }>> = {
  PENJUALAN: { lines: 'dokumen_baris', berat: 'berat_jual' },
  PEMBELIAN: { lines: 'baris_pembelian', berat: 'berat' },
  PESANAN: { lines: 'dokumen_baris', berat: 'berat' },
  SERVICE: { lines: 'dokumen_baris', berat: 'berat' },
  HUTANG: { lines: 'dokumen_baris', berat: 'berat' },
};

/** A kind's documents of a day (or of each day of a range): how many, their grams and their rupiah. */
export interface TradeRow {
  jenis: TradeKind;
  tgl: string;
  jumlah: number;
  berat: number;
  total: number;
}

/** Each kind's documents per business date between two dates, not cancelled. One query for all the kinds asked. */
export async function tradeByDay(q: Queryable, kodeToko: string, from: string, to: string, kinds: readonly TradeKind[]): Promise<TradeRow[]> {
  if (!kinds.length) return [];
  // The grams of a document from its kind's own lines (a buy-back's net weight lives in baris_pembelian).
  const grams = kinds
    .map((k) => `WHEN '${k}' THEN (SELECT coalesce(sum(l.${TRADE_KINDS[k].berat}), 0) FROM ${TRADE_KINDS[k].lines} l WHERE l.no_dokumen = d.no_dokumen)`)
    .join(' ');
  const rows = await q.query<{ jenis: TradeKind; tgl: string; jumlah: number; berat: number | string; total: number | string }>(
    `SELECT d.jenis, d.tgl_system::text AS tgl, count(*)::int AS jumlah, coalesce(sum(CASE d.jenis ${grams} END), 0) AS berat,
            coalesce(sum(d.grand_total), 0)::bigint AS total
       FROM dokumen_terkini d
      WHERE d.kode_toko = $1 AND d.jenis = ANY($2::text[]) AND d.tgl_system BETWEEN $3 AND $4 AND d.status <> 'BATAL'
      GROUP BY d.jenis, d.tgl_system`,
    [kodeToko, kinds, from, to],
  );
  return rows.map((r) => ({ ...r, berat: Number(r.berat), total: Number(r.total) }));
}

/** The most rows one list of the dashboard carries; its count says how many there are in all. */
export const LIST_LIMIT = 20;

const listOf = (rows: WaitingDocument[]): WaitingList => ({ jumlah: rows.length, data: rows.slice(0, LIST_LIMIT) });

const WAITING_COLUMNS = `d.no_dokumen AS no, d.tgl_system::text AS tgl, d.nama_customer, d.no_hp, d.grand_total::bigint AS total,
  d.total_bayar::bigint AS dibayar`;

type WaitingRaw = Omit<WaitingDocument, 'total' | 'dibayar' | 'hari_terlambat'> & { total: number | string; dibayar: number | string; hari_terlambat: number | string };
const waiting = (rows: WaitingRaw[]): WaitingDocument[] =>
  rows.map((r) => ({ ...r, total: Number(r.total), dibayar: Number(r.dibayar), hari_terlambat: Number(r.hari_terlambat) }));

/** Open deposits whose due date (jatuh_tempo_titip days after their date, domain/deposit.ts) is the day. */
export async function depositsDue(q: Queryable, kodeToko: string, tgl: string): Promise<WaitingList> {
  const days = await numberSetting(q, 'jatuh_tempo_titip');
  const rows = await q.query<WaitingRaw>(
    `SELECT ${WAITING_COLUMNS}, $3::text AS tgl_jatuh_tempo, 0 AS hari_terlambat
       FROM dokumen_terkini d
      WHERE d.kode_toko = $1 AND d.jenis = 'TITIP' AND d.status = 'OPEN' AND d.tgl_system = $2::date
      ORDER BY d.created_at`,
    [kodeToko, addDays(tgl, -days), tgl],
  );
  return listOf(waiting(rows));
}

/** Open orders promised for the day (dokumen_pesanan.tgl_janji). */
export async function ordersDue(q: Queryable, kodeToko: string, tgl: string): Promise<WaitingList> {
  const rows = await q.query<WaitingRaw>(
    `SELECT ${WAITING_COLUMNS}, p.tgl_janji::text AS tgl_jatuh_tempo, 0 AS hari_terlambat
       FROM dokumen_pesanan p JOIN dokumen_terkini d ON d.no_dokumen = p.no_dokumen
      WHERE d.kode_toko = $1 AND d.jenis = 'PESANAN' AND d.status = 'OPEN' AND p.tgl_janji = $2::date
      ORDER BY d.created_at`,
    [kodeToko, tgl],
  );
  return listOf(waiting(rows));
}

/**
 * Services the goldsmith has finished (SELESAI) and the customer has yet to collect: a service has no promised date,
 * so what is due at the counter is handing these back.
 */
export async function servicesReady(q: Queryable, kodeToko: string): Promise<WaitingList> {
  const rows = await q.query<WaitingRaw>(
    `SELECT ${WAITING_COLUMNS}, '' AS tgl_jatuh_tempo, 0 AS hari_terlambat
       FROM dokumen_terkini d
      WHERE d.kode_toko = $1 AND d.jenis = 'SERVICE' AND d.status = 'SELESAI'
      ORDER BY d.tgl_system, d.created_at`,
    [kodeToko],
  );
  return listOf(waiting(rows));
}

/** Open loans past the due date of their term in force (the last hutang_termin row), the longest overdue first. */
export async function loansOverdue(q: Queryable, kodeToko: string, tgl: string): Promise<WaitingList> {
  const rows = await q.query<WaitingRaw>(
    `SELECT ${WAITING_COLUMNS}, t.tgl_jatuh_tempo::text AS tgl_jatuh_tempo, ($2::date - t.tgl_jatuh_tempo) AS hari_terlambat
       FROM dokumen_terkini d
       JOIN LATERAL (SELECT tgl_jatuh_tempo FROM hutang_termin WHERE no_dokumen = d.no_dokumen ORDER BY id DESC LIMIT 1) t ON true
      WHERE d.kode_toko = $1 AND d.jenis = 'HUTANG' AND d.status = 'OPEN' AND t.tgl_jatuh_tempo < $2::date
      ORDER BY t.tgl_jatuh_tempo, d.no_dokumen`,
    [kodeToko, tgl],
  );
  return listOf(waiting(rows));
}

/**
 * Open instalment contracts with an instalment past its due date and unpaid (domain/cicilan.ts tunggakan): the
 * oldest unpaid instalment's date, and `dibayar` the instalments paid so far. The schedule is the domain's, read from
 * each contract's agreed terms.
 */
export async function instalmentsOverdue(q: Queryable, kodeToko: string, tgl: string): Promise<WaitingList & { data: (WaitingDocument & { tunggakan: number })[] }> {
  const rows = await q.query<WaitingRaw & { lama_cicilan: number; nilai_angsuran: string | number; angsuran_terakhir: string | number; angsuran_dibayar: number }>(
    `SELECT ${WAITING_COLUMNS}, '' AS tgl_jatuh_tempo, 0 AS hari_terlambat, c.lama_cicilan, c.nilai_angsuran, c.angsuran_terakhir,
            (SELECT count(*) FROM dokumen_bayar_cicilan b JOIN dokumen_terkini p ON p.no_dokumen = b.no_dokumen
              WHERE b.no_cicilan = d.no_dokumen AND b.ke > 0 AND p.status <> 'BATAL')::int AS angsuran_dibayar
       FROM dokumen_cicilan c JOIN dokumen_terkini d ON d.no_dokumen = c.no_dokumen
      WHERE d.kode_toko = $1 AND d.jenis = 'CICILAN' AND d.status = 'OPEN'`,
    [kodeToko],
  );
  const overdue = rows.flatMap((r) => {
    const jadwal = jadwalCicilan(
      { lama_cicilan: Number(r.lama_cicilan), nilai_angsuran: Number(r.nilai_angsuran), angsuran_terakhir: Number(r.angsuran_terakhir) },
      r.tgl,
    );
    const late = tunggakan(jadwal, r.angsuran_dibayar, tgl);
    if (!late) return [];
    const due = jadwal[r.angsuran_dibayar].tgl_jatuh_tempo;
    const [row] = waiting([{ ...r, tgl_jatuh_tempo: due, hari_terlambat: daysFrom(due, tgl) }]);
    return [{ ...row, tunggakan: late }];
  });
  overdue.sort((a, b) => a.tgl_jatuh_tempo.localeCompare(b.tgl_jatuh_tempo) || a.no.localeCompare(b.no));
  return { jumlah: overdue.length, data: overdue.slice(0, LIST_LIMIT) };
}

const daysFrom = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The birth days ('MM-DD') greeted on a date: its own, and 29 February's on the 28th of a year without one. */
export function birthdayMonthDays(tgl: string): string[] {
  const monthDay = tgl.slice(5, 10);
  const year = Number(tgl.slice(0, 4));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-28' && !leap ? ['02-28', '02-29'] : [monthDay];
}

/**
 * Active members whose birthday is the day (month and day of tgl_lahir); in a year without 29 February, those born on
 * it are greeted on the 28th.
 */
export async function birthdays(q: Queryable, tgl: string): Promise<BirthdayMember[]> {
  const year = Number(tgl.slice(0, 4));
  const days = birthdayMonthDays(tgl);
  const rows = await q.query<{ kode_member: string; nama_member: string | null; no_hp: string | null; tgl_lahir: string }>(
    `SELECT kode_member, nama_member, no_hp, tgl_lahir::text AS tgl_lahir
       FROM member
      WHERE is_active AND tgl_lahir IS NOT NULL AND to_char(tgl_lahir, 'MM-DD') = ANY($1::text[])
      ORDER BY nama_member, kode_member`,
    [days],
  );
  return rows.map((r) => ({
    kode_member: r.kode_member,
    nama_member: r.nama_member ?? '',
    no_hp: r.no_hp ?? '',
    tgl_lahir: r.tgl_lahir,
    umur: year - Number(r.tgl_lahir.slice(0, 4)),
  }));
}

/** The price per gram of each active group in force (the shop's selling price of the day, /harga-emas). */
export function groupPrices(q: Queryable): Promise<GroupPrice[]> {
  return q.query(`SELECT kode_group, nama_group, harga_per_gram::bigint AS harga_per_gram FROM master_group WHERE is_active ORDER BY kode_group`);
}
