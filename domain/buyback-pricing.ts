// The buy-back price (issue 10): what the shop pays for a piece a customer sells back, computed the same way by the
// entry screen (preview) and the server (the document). Weights in integer milligrams, money in integer rupiah,
// percentages in integer hundredths (1250 = 12.5 %), kadar in hundredths of a percent (7500 = 75 %).
//
// The rules (the spec names the masters, not the formula; ours):
// - a piece: net weight x the buy price per gram of the line's price code (/parameter-harga-beli; by default the
//   group's kode_harga_beli), less, each on that same gross amount,
//     the condition's percentage (/master-kondisi-pembelian potongan_persen),
//     the no-receipt percentage when the customer has no receipt (/master-parameter-rugi-nota of the piece's kategori
//     and kadar: rugi_persen, or rusak_persen when the condition takes a cut, i.e. the piece is damaged),
//   and less the kategori's rupiah per gram x net weight (/master-potongan-pembelian);
// - scrap (rosok, a condition marked so): net weight x kadar % x the price per gram of the condition's price code
//   (fine gold), no other cut;
// - the result is rounded up to a multiple of 500, never below 0. Fractions are carried exactly until that rounding.
import type { AuthorizationFact } from './authorization';

const BUYBACK_ROUNDING = 500;

/** Everything one line's system price depends on. */
export interface BuybackPriceInput {
  berat_mg: number;
  /** Hundredths of a percent. */
  kadar: number;
  /** Rupiah per gram of the price code. */
  harga_per_gram: number;
  /** The condition's cut in hundredths, and whether it pays as scrap. */
  potongan_persen: number;
  rosok: boolean;
  /** The kategori's cut, rupiah per gram (0 when none). */
  potongan_per_gram: number;
  ada_nota: boolean;
  /** The no-receipt cut in hundredths (already chosen: rugi or rusak), used only without a receipt. */
  rugi_persen: number;
}

export interface BuybackPrice {
  /** Net weight x price per gram (scrap: x kadar too), rounded down to the rupiah for display. */
  harga_kotor: number;
  potongan_kondisi: number;
  potongan_kategori: number;
  potongan_nota: number;
  /** The system price: exact gross less the cuts, rounded up to a multiple of 500, at least 0. */
  harga_sistem: number;
}

const SCALE = 1000n * 100_00n; // milligrams per gram x hundredths per whole

/** The system price of one line, with the parts the screen shows. */
export function buybackPrice(l: BuybackPriceInput): BuybackPrice {
  const mg = BigInt(l.berat_mg);
  const price = BigInt(l.harga_per_gram);
  if (l.rosok) {
    // rupiah x SCALE = mg x kadar(hundredths) x price
    const scaled = mg * BigInt(l.kadar) * price;
    const harga_kotor = Number(scaled / SCALE);
    return { harga_kotor, potongan_kondisi: 0, potongan_kategori: 0, potongan_nota: 0, harga_sistem: roundUp(scaled, SCALE) };
  }
  const gross = mg * price * 100_00n; // rupiah x SCALE
  const kondisi = (mg * price * BigInt(l.potongan_persen));
  const nota = l.ada_nota ? 0n : mg * price * BigInt(l.rugi_persen);
  const kategori = mg * BigInt(l.potongan_per_gram) * 100_00n;
  const net = gross - kondisi - nota - kategori;
  return {
    harga_kotor: Number(gross / SCALE),
    potongan_kondisi: Number(kondisi / SCALE),
    potongan_kategori: Number(kategori / SCALE),
    potongan_nota: Number(nota / SCALE),
    harga_sistem: net <= 0n ? 0 : roundUp(net, SCALE),
  };
}

/** scaled / scale in rupiah, rounded up to a multiple of 500. */
function roundUp(scaled: bigint, scale: bigint): number {
  const step = scale * BigInt(BUYBACK_ROUNDING);
  const steps = (scaled + step - 1n) / step;
  return Number(steps) * BUYBACK_ROUNDING;
}

// ---------------------------------------------------------------- line checks and authorizations

export const BUYBACK_MESSAGES = {
  alreadyBought: 'Barang Sudah Dibeli Atau Ditukar',
  weightZero: 'Berat Tidak Boleh 0',
  grossBelowNet: 'Berat Kotor Tidak Boleh Kurang Dari Berat Emas',
  kadarZero: 'Kadar Tidak Boleh 0',
  kadarMax: 'Kadar Tidak Boleh Lebih Dari 500',
  scrapKadarMax: 'Kadar Rosok Tidak Boleh Lebih Dari 100',
  nameTooShort: 'Nama Barang Minimal 6 Karakter',
  priceZero: 'Harga Beli Tidak Boleh 0',
} as const;
type BuybackProblemCode = keyof typeof BUYBACK_MESSAGES;

/** What a line's own values must satisfy before it is priced; the first problem, or none. */
export function buybackLineProblem(l: { nama_barang: string; berat_mg: number; berat_kotor_mg: number; kadar: number; rosok: boolean }): BuybackProblemCode | undefined {
  if (l.nama_barang.trim().length < 6) return 'nameTooShort';
  if (l.berat_mg <= 0) return 'weightZero';
  if (l.berat_kotor_mg < l.berat_mg) return 'grossBelowNet';
  if (l.kadar <= 0) return 'kadarZero';
  if (l.kadar > 500_00) return 'kadarMax';
  if (l.rosok && l.kadar > 100_00) return 'scrapKadarMax';
  return undefined;
}

export interface BuybackAuthorizationLine {
  /** The piece, named in what a supervisor is asked to approve: the shop's own barcode; a piece from elsewhere has none yet. */
  kode_barcode?: string;
  nama_barang: string;
  harga: number;
  harga_sistem: number;
  /** The shop's own piece, with its original receipt (price and weight sold); 0 for a piece from elsewhere. */
  harga_nota: number;
  berat_mg: number;
  berat_nota_mg: number;
  /** The price code the line is priced by, and its group's and condition's own code with that code's system price. */
  kode_harga: string;
  kode_harga_default: string;
  harga_sistem_default: number;
}

/**
 * What a buy-back needs a supervisor to approve, fact by fact, kinds in a fixed order:
 * - HARGA_BELI_DIATAS_NOTA: a line paying more than its system price, or more than the original receipt's price for
 *   the shop's own piece (the lower of the two is the limit it passes);
 * - HARGA_BELI_KODE_LAIN: a line priced by a code other than its default (the group's, or the scrap condition's)
 *   whose system price is higher than the default code's: a cashier must not raise the price by picking a code;
 * - TOLERANSI_BERAT_PEMBELIAN: the shop's own piece weighing further from its receipt's weight than the setting
 *   toleransi_pembelian (milligrams here).
 */
export function buybackAuthorizations(lines: readonly BuybackAuthorizationLine[], toleransiMg: number): AuthorizationFact[] {
  const piece = (l: BuybackAuthorizationLine) => ({ ...(l.kode_barcode ? { kode_barcode: l.kode_barcode } : {}), nama_barang: l.nama_barang });
  const price: AuthorizationFact[] = [];
  const code: AuthorizationFact[] = [];
  const weight: AuthorizationFact[] = [];
  for (const l of lines) {
    const byReceipt = l.harga_nota > 0 && l.harga_nota < l.harga_sistem;
    const limit = byReceipt ? l.harga_nota : l.harga_sistem;
    if (l.harga > limit) price.push({ kategori: 'HARGA_BELI_DIATAS_NOTA', ...piece(l), satuan: 'RP', nilai: l.harga, batas: limit, acuan: byReceipt ? 'NOTA' : 'SISTEM' });
    if (l.kode_harga !== l.kode_harga_default && l.harga_sistem > l.harga_sistem_default) {
      code.push({
        kategori: 'HARGA_BELI_KODE_LAIN',
        ...piece(l),
        satuan: 'RP',
        nilai: l.harga_sistem,
        batas: l.harga_sistem_default,
        kode_harga: l.kode_harga,
        kode_harga_default: l.kode_harga_default,
      });
    }
    if (l.berat_nota_mg > 0 && Math.abs(l.berat_mg - l.berat_nota_mg) > toleransiMg) {
      weight.push({ kategori: 'TOLERANSI_BERAT_PEMBELIAN', ...piece(l), satuan: 'MG', nilai: l.berat_mg, batas: l.berat_nota_mg, toleransi: toleransiMg });
    }
  }
  return [...price, ...code, ...weight];
}

/** The no-receipt cut that applies: rusak_persen for a damaged piece (its condition takes a cut), else rugi_persen. */
const noReceiptCut = (rugi: { rugi_persen: number; rusak_persen: number } | undefined, damaged: boolean): number =>
  rugi ? (damaged ? rugi.rusak_persen : rugi.rugi_persen) : 0;

/**
 * A trade-in: the buy-back's value pays the sale (payment TUKAR) up to the sale's total; what the old gold is worth
 * beyond it goes back to the customer in cash (kategori TUKAR KURANG).
 */
export function tradeIn(saleTotal: number, buybackTotal: number): { tukar: number; kembali: number; sisa: number } {
  const tukar = Math.min(saleTotal, buybackTotal);
  return { tukar, kembali: buybackTotal - tukar, sisa: saleTotal - tukar };
}


// ---------------------------------------------------------------- the parameters, resolved per line

/**
 * The masters a buy-back is priced by, as GET pembelian/parameter answers them and the server reads them: percentages
 * and kadar in hundredths, money in rupiah, the tolerance in milligrams.
 */
export interface BuybackParameters {
  harga: { kode_harga: string; harga_per_gram: number }[];
  kondisi: { kondisi_barang: string; keterangan: string; potongan_persen: number; rosok: boolean; kode_harga: string }[];
  potongan: { kode_kategori: string; potongan_per_gram: number }[];
  rugi_nota: { kode_kategori: string; kadar: number; rugi_persen: number; rusak_persen: number }[];
  groups: { kode_group: string; nama_group: string; kode_dept: string; kode_kategori: string; kode_harga_beli: string }[];
  toleransi_mg: number;
}

/** One line as the body gives it, weights in milligrams, kadar in hundredths. */
export interface BuybackLineRequest {
  kode_group: string;
  kode_harga?: string;
  kadar: number;
  berat_mg: number;
  kondisi: string;
  ada_nota: boolean;
}

export const BUYBACK_PARAMETER_MESSAGES = {
  groupUnknown: (kode: string) => `Kode Group ${kode} Tidak Terdaftar`,
  kondisiUnknown: (kode: string) => `Kondisi ${kode} Tidak Terdaftar`,
  hargaUnknown: (kode: string) => `Kode Harga ${kode} Tidak Terdaftar`,
  hargaMissing: (group: string) => `Kode Harga Beli Group ${group} Belum Diatur`,
} as const;

export type ResolvedBuybackLine =
  | {
      ok: true;
      kode_harga: string;
      kode_dept: string;
      input: BuybackPriceInput;
      price: BuybackPrice;
      /** The code the line would take without one of its own, and its system price (0 when it has none). */
      kode_harga_default: string;
      harga_sistem_default: number;
    }
  | { ok: false; field: 'kode_group' | 'kondisi' | 'kode_harga'; message: string };

/**
 * A line's price code (the line's own, else the scrap condition's, else the group's), its cuts from the masters, and
 * its system price, beside the default code's price (the line's own code may only raise it with an authorization).
 * The screen previews with it; the server posts with it.
 */
export function resolveBuybackLine(p: BuybackParameters, line: BuybackLineRequest): ResolvedBuybackLine {
  const group = p.groups.find((g) => g.kode_group === line.kode_group);
  if (!group) return { ok: false, field: 'kode_group', message: BUYBACK_PARAMETER_MESSAGES.groupUnknown(line.kode_group) };
  const kondisi = p.kondisi.find((k) => k.kondisi_barang === line.kondisi);
  if (!kondisi) return { ok: false, field: 'kondisi', message: BUYBACK_PARAMETER_MESSAGES.kondisiUnknown(line.kondisi) };
  const kode_harga_default = (kondisi.rosok && kondisi.kode_harga) || group.kode_harga_beli;
  const kode_harga = line.kode_harga || kode_harga_default;
  if (!kode_harga) return { ok: false, field: 'kode_harga', message: BUYBACK_PARAMETER_MESSAGES.hargaMissing(group.kode_group) };
  const harga = p.harga.find((h) => h.kode_harga === kode_harga);
  if (!harga) return { ok: false, field: 'kode_harga', message: BUYBACK_PARAMETER_MESSAGES.hargaUnknown(kode_harga) };
  const rugi = p.rugi_nota.find((r) => r.kode_kategori === group.kode_kategori && r.kadar === line.kadar);
  const input: BuybackPriceInput = {
    berat_mg: line.berat_mg,
    kadar: line.kadar,
    harga_per_gram: harga.harga_per_gram,
    potongan_persen: kondisi.potongan_persen,
    rosok: kondisi.rosok,
    potongan_per_gram: p.potongan.find((c) => c.kode_kategori === group.kode_kategori)?.potongan_per_gram ?? 0,
    ada_nota: line.ada_nota,
    rugi_persen: noReceiptCut(rugi, kondisi.potongan_persen > 0),
  };
  const price = buybackPrice(input);
  const byDefault = p.harga.find((h) => h.kode_harga === kode_harga_default);
  const harga_sistem_default = kode_harga === kode_harga_default ? price.harga_sistem : byDefault ? buybackPrice({ ...input, harga_per_gram: byDefault.harga_per_gram }).harga_sistem : 0;
  return { ok: true, kode_harga, kode_dept: group.kode_dept, input, price, kode_harga_default, harga_sistem_default };
}

/** A resolved line as buybackAuthorizations weighs it. */
export function authorizationLine(
  resolved: Extract<ResolvedBuybackLine, { ok: true }>,
  line: { kode_barcode?: string; nama_barang: string; harga: number; berat_mg: number; harga_nota?: number; berat_nota_mg?: number },
): BuybackAuthorizationLine {
  return {
    ...(line.kode_barcode ? { kode_barcode: line.kode_barcode } : {}),
    nama_barang: line.nama_barang,
    harga: line.harga,
    harga_sistem: resolved.price.harga_sistem,
    harga_nota: line.harga_nota ?? 0,
    berat_mg: line.berat_mg,
    berat_nota_mg: line.berat_nota_mg ?? 0,
    kode_harga: resolved.kode_harga,
    kode_harga_default: resolved.kode_harga_default,
    harga_sistem_default: resolved.harga_sistem_default,
  };
}
