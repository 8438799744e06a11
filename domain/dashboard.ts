// The answer of GET dashboard (issue 23 item 6; server/dashboard), as the server builds it and the screen reads it.
// Spec section 3's fields: total_penjualan, total_pembelian, total_service, total_hutang, datagram_penjualan,
// datagram_pembelian; the rest is what the issue lists beside them.

/** The kinds of the day's totals. */
export type TradeKind = 'PENJUALAN' | 'PEMBELIAN' | 'PESANAN' | 'SERVICE' | 'HUTANG';

/** One kind's day: how many documents, their grams and rupiah, and the list they open. */
export interface DayTotal {
  jenis: TradeKind;
  jumlah: number;
  berat: number;
  total: number;
  route: string;
}

/** A day of the month's chart: y the grams (the spec's datagram), rupiah and documents beside. */
export interface DayPoint {
  x: string;
  y: number;
  rupiah: number;
  jumlah: number;
}

/** A document still waiting on its customer, as the dashboard lists it. */
export interface WaitingDocument {
  no: string;
  tgl: string;
  nama_customer: string;
  no_hp: string;
  /** What the document is worth (rupiah) and what the customer paid towards it. */
  total: number;
  dibayar: number;
  /** The day it fell or falls due (empty where the kind has none). */
  tgl_jatuh_tempo: string;
  /** Days past that day (0: due today). */
  hari_terlambat: number;
  /** An instalment contract's unpaid instalments past due. */
  tunggakan?: number;
}

/** A list of the dashboard: how many in all, and the first rows. */
export interface WaitingList {
  jumlah: number;
  data: WaitingDocument[];
}

/** A member born on the day, with the phone WhatsApp takes (stored in the 62 form). */
export interface BirthdayMember {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  tgl_lahir: string;
  /** The age they turn that day. */
  umur: number;
}

export interface GroupPrice {
  kode_group: string;
  nama_group: string;
  harga_per_gram: number;
}

/** The dashboard's lists of documents waiting on their customers, in the order it shows them. */
export const WAITING_LISTS = ['titip_jatuh_tempo', 'pesanan_jatuh_tempo', 'service_siap_diambil', 'hutang_terlambat', 'cicilan_terlambat'] as const;
export type WaitingKey = (typeof WAITING_LISTS)[number];

/** Every figure of the dashboard: each is sent only to a user who may open the screen it links to. */
export type Figure = WaitingKey | 'penjualan' | 'pembelian' | 'pesanan' | 'service' | 'hutang' | 'grafik_penjualan' | 'grafik_pembelian' | 'ulang_tahun' | 'harga_emas';

export type Dashboard = {
  kode_toko: string;
  tgl: string;
  total_penjualan?: number;
  total_pembelian?: number;
  total_pesanan?: number;
  total_service?: number;
  total_hutang?: number;
  ringkasan: DayTotal[];
  datagram_penjualan?: DayPoint[];
  datagram_pembelian?: DayPoint[];
  /** Where each figure sent leads ("view details"). */
  links: Partial<Record<Figure, string>>;
  ulang_tahun?: BirthdayMember[];
  harga_emas?: GroupPrice[];
} & Partial<Record<WaitingKey, WaitingList>>;
