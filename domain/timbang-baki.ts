// Tray weighing (/timbang-baki): the shop weighs each tray at opening or closing and compares the scale with what
// the tray should weigh: its empty weight (master_baki.berat_baki) plus the grams of its stock on the business
// date. Weights here are integer milligrams; grams (3 decimals) only at the edges, through domain/units.ts.
import { readValue, WEIGHT, weightMg } from './units';

export const TIMBANG_MESSAGES = {
  gudangRequired: 'Mohon Untuk Pilih Kode Gudang',
  bakiRequired: 'Mohon Untuk Pilih Kode Baki',
  notAvailable: 'Data Tidak Tersedia',
  started: 'Timbang Baki Dimulai',
  saved: 'Berat Timbang Berhasil Disimpan',
  reset: 'Timbang Baki Berhasil Direset',
  beratRequired: 'Berat Timbang Tidak Boleh Kosong',
  beratInvalid: 'Berat Timbang Harus Angka Dengan Maksimal 3 Desimal',
  beratZero: 'Berat Timbang Tidak Boleh 0',
  gudangUnknown: 'Kode Gudang Tidak Terdaftar',
  noTrays: 'Tidak Ada Baki Di Gudang Tersebut',
  bakiNotInSession: 'Baki Tidak Ada Di Gudang Tersebut',
  notStarted: 'Timbang Baki Belum Dimulai',
  busy: 'Timbang Baki Sedang Diproses Oleh User Lain, Silahkan Muat Ulang Data',
} as const;

/** One row of data_timbang: a tray of the warehouse, what it should weigh and, once weighed, what it did. */
export interface BarisTimbang {
  kode_baki: string;
  nama_baki: string;
  berat_baki: number;
  qty_stock: number;
  berat_stock: number;
  berat_seharusnya: number;
  /** null until the tray is weighed. */
  berat_timbang: number | null;
  /** berat_timbang - berat_seharusnya; null until weighed. */
  selisih: number | null;
  timbang_by: string | null;
  timbang_at: string | null;
}

export interface SesiTimbang {
  id: number;
  kode_toko: string;
  kode_gudang: string;
  nama_gudang: string;
  tgl_system: string;
  status: 'OPEN' | 'SELESAI' | 'RESET';
  mulai_by: string;
  mulai_at: string;
  data_timbang: BarisTimbang[];
}

/** The expected gross weight of a tray: empty tray plus its stock. */
export function beratSeharusnyaMg(beratBakiMg: number, beratStockMg: number): number {
  return beratBakiMg + beratStockMg;
}

/** Weighed minus expected: positive when the tray weighs more than it should. */
export function selisihMg(beratTimbangMg: number, beratSeharusnyaMg: number): number {
  return beratTimbangMg - beratSeharusnyaMg;
}

/**
 * The weight typed or read from the scale, as integer milligrams, or the message saying why it cannot be taken.
 * Read as every weight is (domain/units.ts): '312,3' and '312.3' are 312.300 g; at most 3 decimals.
 */
export function parseBeratTimbang(input: unknown): { mg: number } | { error: string } {
  if (input === null || input === undefined || (typeof input === 'string' && !input.trim())) return { error: TIMBANG_MESSAGES.beratRequired };
  const read = readValue(input, WEIGHT);
  if (!read.ok || read.value < 0) return { error: TIMBANG_MESSAGES.beratInvalid };
  if (read.value === 0) return { error: TIMBANG_MESSAGES.beratZero };
  return { mg: read.value };
}

/** Totals of a session in milligrams: how many trays are weighed and the sum of their differences. */
export function ringkasanTimbang(rows: readonly Pick<BarisTimbang, 'berat_seharusnya' | 'berat_timbang' | 'selisih'>[]) {
  let seharusnya = 0;
  let timbang = 0;
  let selisih = 0;
  let ditimbang = 0;
  for (const r of rows) {
    seharusnya += weightMg(r.berat_seharusnya);
    if (r.berat_timbang === null) continue;
    ditimbang += 1;
    timbang += weightMg(r.berat_timbang);
    selisih += weightMg(r.selisih ?? 0);
  }
  return { jumlah_baki: rows.length, ditimbang, seharusnyaMg: seharusnya, timbangMg: timbang, selisihMg: selisih };
}
