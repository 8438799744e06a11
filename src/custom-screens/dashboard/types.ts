// The answer of GET dashboard (server/dashboard/service.ts), as the screen reads it.
export type TradeKind = 'PENJUALAN' | 'PEMBELIAN' | 'PESANAN' | 'SERVICE' | 'HUTANG';

export interface DayTotal {
  jenis: TradeKind;
  jumlah: number;
  berat: number;
  total: number;
  route: string;
}

export interface DayPoint {
  x: string;
  /** Grams. */
  y: number;
  rupiah: number;
  jumlah: number;
}

export interface WaitingDocument {
  no: string;
  tgl: string;
  nama_customer: string;
  no_hp: string;
  total: number;
  dibayar: number;
  tgl_jatuh_tempo: string;
  hari_terlambat: number;
  /** An instalment contract's unpaid instalments past due. */
  tunggakan?: number;
}

export interface WaitingList {
  jumlah: number;
  data: WaitingDocument[];
}

export interface BirthdayMember {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  tgl_lahir: string;
  umur: number;
}

export const WAITING_LISTS = ['titip_jatuh_tempo', 'pesanan_jatuh_tempo', 'service_siap_diambil', 'hutang_terlambat', 'cicilan_terlambat'] as const;
export type WaitingKey = (typeof WAITING_LISTS)[number];

export type Figure = WaitingKey | 'penjualan' | 'pembelian' | 'pesanan' | 'service' | 'hutang' | 'grafik_penjualan' | 'grafik_pembelian' | 'ulang_tahun' | 'harga_emas';

export type Dashboard = {
  kode_toko: string;
  tgl: string;
  ringkasan: DayTotal[];
  datagram_penjualan?: DayPoint[];
  datagram_pembelian?: DayPoint[];
  links: Partial<Record<Figure, string>>;
  ulang_tahun?: BirthdayMember[];
  harga_emas?: { kode_group: string; nama_group: string; harga_per_gram: number }[];
} & Partial<Record<WaitingKey, WaitingList>>;

/** Locale keys of the screen. */
export const k = (key: string) => `kilau.dashboard.${key}`;
