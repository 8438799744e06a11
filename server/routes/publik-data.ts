// What the shop's public page shows (issue 23 item 7), read for a visitor nobody knows: the own shop's name, and
// only what the owner switched on in /settingtoko (domain/landing-page.ts). Named columns only, never a row as
// stored: nothing of stock, customers, staff, buy-back or cost prices can slip into the answer.
import type { Db } from '../db/database';
import type { Clock } from '../shop-clock';
import { wallClock } from '../../domain/dates';
import { parseJsonSetting } from '../../domain/settings';
import { DEFAULT_LANDING_PAGE, LANDING_PAGE_KEY, whatsappLink, type LandingPageSetting } from '../../domain/landing-page';

export interface PublicPrice {
  kode_group: string;
  nama_group: string;
  harga_per_gram: number;
}

export interface PublicPage {
  nama_toko: string;
  alamat_toko?: string;
  /** Opening hours, a line each. */
  jam_buka?: string[];
  whatsapp?: { nomor: string; link: string };
  harga_emas?: {
    /** The shop's today (its own time zone), YYYY-MM-DD. */
    tanggal: string;
    /** When a price last changed (ISO 8601, UTC), if ever. */
    diperbarui: string | null;
    zona_waktu: string;
    grup: PublicPrice[];
  };
}

/** The page's content, or undefined when the owner has not published it. */
export async function publicPage(db: Db, clock: Clock): Promise<PublicPage | undefined> {
  const [shop] = await db.query<{ nama_toko: string; alamat_toko: string; zona_waktu: string }>(
    `SELECT nama_toko, alamat_toko, zona_waktu_toko(kode_toko) AS zona_waktu FROM toko WHERE is_own`,
  );
  const [stored] = await db.query<{ value: string | null }>(`SELECT value FROM para_system WHERE key = $1`, [LANDING_PAGE_KEY]);
  const setting: LandingPageSetting = { ...DEFAULT_LANDING_PAGE, ...parseJsonSetting<Partial<LandingPageSetting>>(LANDING_PAGE_KEY, stored?.value) };
  if (!shop || !setting.aktif) return undefined;

  const page: PublicPage = { nama_toko: shop.nama_toko };
  if (setting.alamat && shop.alamat_toko) page.alamat_toko = shop.alamat_toko;
  if (setting.jam_buka) page.jam_buka = setting.jam_buka.split('\n');
  if (setting.whatsapp) page.whatsapp = { nomor: setting.whatsapp, link: whatsappLink(setting.whatsapp) };
  if (setting.harga_emas) page.harga_emas = await prices(db, clock, setting.grup, shop.zona_waktu);
  return page;
}

/**
 * The groups' sell prices in force. Read as stored: a scheduled change is applied by the minute's ticker
 * (server/harga-emas/ticker.ts), so an anonymous visitor never makes the server write.
 */
async function prices(db: Db, clock: Clock, chosen: string[], zona_waktu: string): Promise<NonNullable<PublicPage['harga_emas']>> {
  const rows = await db.query<PublicPrice>(
    `SELECT kode_group, nama_group, harga_per_gram::int8::text AS harga_per_gram
       FROM master_group
      WHERE is_active AND harga_per_gram > 0 AND (cardinality($1::text[]) = 0 OR kode_group = ANY($1::text[]))
      ORDER BY kode_group`,
    [chosen],
  );
  // The owner's order when they chose the groups; by code when every group shows.
  const order = new Map(chosen.map((code, i) => [code, i]));
  const grup = rows
    .map((r) => ({ ...r, harga_per_gram: Number(r.harga_per_gram) }))
    .sort((a, b) => (order.get(a.kode_group) ?? 0) - (order.get(b.kode_group) ?? 0));
  const [last] = await db.query<{ at: string | null }>(
    `SELECT to_char(max(berlaku_mulai) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
       FROM harga_emas_riwayat WHERE jenis = 'GROUP' AND status = 'BERLAKU'`,
  );
  return { tanggal: wallClock(clock(), zona_waktu).date, diperbarui: last?.at ?? null, zona_waktu, grup };
}
