// Tray weighing (/timbang-baki): the shop weighs each tray at opening or closing and compares the scale with what
// the tray should weigh: its empty weight (master_baki.berat_baki) plus the grams of its stock on the business
// date. Weights here are integer milligrams; grams (3 decimals) only at the edges.

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
  otherShop: 'Timbang Baki Hanya Untuk Toko Ini',
  busy: 'Timbang Baki Sedang Diproses Oleh User Lain, Silahkan Muat Ulang Data',
} as const;

/** The largest weight a numeric(12,3) column holds, in milligrams. */
export const MAX_MG = 999_999_999_999;

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

/** Grams as stored (numeric with 3 decimals) to integer milligrams. */
export function gramsToMg(grams: number | string): number {
  return Math.round(Number(grams) * 1000);
}

/** Integer milligrams to grams; the double nearest a 3-decimal value prints as that value. */
export function mgToGrams(mg: number): number {
  return mg / 1000;
}

/** Integer milligrams as exact decimal text with 3 decimals ('-0.012'), for SQL numeric parameters. */
export function mgToText(mg: number): string {
  const abs = Math.abs(mg);
  return `${mg < 0 ? '-' : ''}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
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
 * Accepts a number or a decimal string with a '.' (or a lone ',') decimal mark and at most 3 decimals.
 */
export function parseBeratTimbang(input: unknown): { mg: number } | { error: string } {
  if (input === null || input === undefined || (typeof input === 'string' && !input.trim())) return { error: TIMBANG_MESSAGES.beratRequired };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { error: TIMBANG_MESSAGES.beratInvalid };
    const mg = Math.round(input * 1000);
    if (Math.abs(input * 1000 - mg) > 1e-6 * Math.max(1, Math.abs(input))) return { error: TIMBANG_MESSAGES.beratInvalid };
    text = (mg / 1000).toFixed(3);
  } else if (typeof input === 'string') {
    text = input.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  } else {
    return { error: TIMBANG_MESSAGES.beratInvalid };
  }
  const m = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return { error: TIMBANG_MESSAGES.beratInvalid };
  const mg = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  if (mg === 0) return { error: TIMBANG_MESSAGES.beratZero };
  if (mg > MAX_MG) return { error: TIMBANG_MESSAGES.beratInvalid };
  return { mg };
}

/** Totals of a session in milligrams: how many trays are weighed and the sum of their differences. */
export function ringkasanTimbang(rows: readonly Pick<BarisTimbang, 'berat_seharusnya' | 'berat_timbang' | 'selisih'>[]) {
  let seharusnya = 0;
  let timbang = 0;
  let selisih = 0;
  let ditimbang = 0;
  for (const r of rows) {
    seharusnya += gramsToMg(r.berat_seharusnya);
    if (r.berat_timbang === null) continue;
    ditimbang += 1;
    timbang += gramsToMg(r.berat_timbang);
    selisih += gramsToMg(r.selisih ?? 0);
  }
  return { jumlah_baki: rows.length, ditimbang, seharusnyaMg: seharusnya, timbangMg: timbang, selisihMg: selisih };
}
