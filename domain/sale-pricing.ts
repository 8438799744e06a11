// The prices of a sale (/transaksi-penjualan): what the entry screen previews and the server posts, with the same
// code. Money is integer rupiah, weights integer milligrams, percentages integer hundredths (domain/units.ts).
//
// A sale, step by step:
//   line      gold:   harga_jual = ceil(berat_jual x harga_per_gram of the group / 500) x 500   (DESIGN 5; spec 9: "fixed 500")
//                     + ongkos from /parameter-ongkos, PER GRAM of the sale weight or PER PCS
//             tagged: a piece with a tag price (barang.harga_total > 0, a diamond piece) sells at that price, ongkos included
//             harga_total = harga_jual + ongkos - the line's discount
//   subtotal  the lines' harga_total; minus the discount on the total gives the base (dpp) of PPN
//   PPN       added on top of the base (see vatRupiah)
//   total     base + PPN rounded to the shop's `pembulatan` (nearest, down under PEMBULATAN_KEBAWAH_MODULE; spec 9)
// Payments of the total are domain/payments.ts; rounding and discounts are domain/amounts.ts, shared with the other
// documents.
import { discountRupiah, perGram, percentOf, roundToMultiple, roundTotal, totalRoundingOf, type AmountProblem, type Discount, type DiscountProblemCode, type TotalRounding } from './amounts';
import type { AuthorizationFact, AuthorizationKind } from './authorization';
import type { ModuleMap } from './gates';
import { ITEM_MESSAGES } from './inventory';
import { parseJsonSetting, settingSpec, type VatSetting } from './settings';
import { fromNumber, PERCENT, PPN, weightMg } from './units';

/** A gold line's price is rounded up to this many rupiah (the spec's fixed 500, apart from the shop's `pembulatan`). */
export const GOLD_PRICE_STEP = 500;

// ---------------------------------------------------------------- the shop's rules

/** PPN as the settings hold it (domain/settings.ts VatSetting), in integer units: hundredths of a percent, or rupiah per gram. */
export interface VatRule {
  mode: VatSetting['mode'];
  nilai: number;
}

/** The authorization kind for a sale weight too far from the item's recorded weight (domain/authorization.ts). */
export const SALE_WEIGHT_AUTHORIZATION = 'TOLERANSI_BERAT_PENJUALAN';

export type SaleAuthorizationKind = Extract<
  AuthorizationKind,
  'PENJUALAN_DIBAWAH_MODAL' | 'BERLIAN_DIBAWAH_MODAL' | 'DISKON_DIATAS_BATAS' | 'PENJUALAN_DIATAS_LIMIT' | typeof SALE_WEIGHT_AUTHORIZATION
>;

export interface SalePricingRules {
  rounding: TotalRounding;
  ppn: VatRule;
  /** The setting `toleransi_penjualan` (grams, 3 decimals) in milligrams. */
  toleransiMg: number;
  /** The setting `batas_penjualan`: the grand total above which a sale needs PENJUALAN_DIATAS_LIMIT; 0 means none. */
  batasPenjualan: number;
  /**
   * The setting `batas_diskon` in hundredths of a percent: a discount above this share of what it is taken off (a
   * line's price, or the sale's subtotal for the discount on the total) needs DISKON_DIATAS_BATAS, whatever the cost.
   */
  batasDiskon: number;
}

/** The stored para_system texts a sale reads (absent keys take their setting's default). */
export type StoredSaleSettings = Partial<Record<'pembulatan' | 'ppn' | 'toleransi_penjualan' | 'batas_penjualan' | 'batas_diskon', string | null>>;

const storedOrDefault = (key: string, stored: string | null | undefined): string => stored ?? settingSpec(key)?.default ?? '';

/** A shop's sale rules from its para_system texts and module records, for the screen and the server alike. */
export function salePricingRules(stored: StoredSaleSettings, modules: ModuleMap): SalePricingRules {
  const vat = parseJsonSetting<VatSetting>('ppn', stored.ppn);
  // PERSEN is kept as a percentage with 2 decimals (1.1 = 1.10 %); its hundredths are exact through the unit reader.
  const persen = fromNumber(vat.nilai, PPN);
  const nilai = vat.mode === 'BERAT' ? Math.max(0, Math.round(vat.nilai)) : persen.ok ? persen.value : 0;
  const batas = Number(stored.batas_penjualan ?? 0);
  const diskon = fromNumber(Number(storedOrDefault('batas_diskon', stored.batas_diskon)), PERCENT);
  return {
    rounding: totalRoundingOf(storedOrDefault('pembulatan', stored.pembulatan), modules),
    ppn: { mode: vat.mode === 'BERAT' ? 'BERAT' : 'PERSEN', nilai },
    toleransiMg: Math.max(0, weightMg(storedOrDefault('toleransi_penjualan', stored.toleransi_penjualan) || '0')),
    batasPenjualan: Number.isSafeInteger(batas) && batas > 0 ? batas : 0,
    batasDiskon: diskon.ok ? diskon.value : Number(settingSpec('batas_diskon')?.default ?? 0) * 100,
  };
}

// ---------------------------------------------------------------- one line

/** A row of /parameter-ongkos (definitions/masters/parameter-ongkos.ts): the labour charge of the item's group. */
export interface LabourCharge {
  satuan_ongkos: 'PER GRAM' | 'PER PCS';
  ongkos: number;
}

/** The gold value of a weight: weight x price per gram, rounded up to the next 500 rupiah. */
export function goldPrice(beratMg: number, hargaPerGram: number): number {
  return roundToMultiple(perGram(beratMg, hargaPerGram, 'up'), GOLD_PRICE_STEP, 'up');
}

/**
 * The labour charge of a line: per gram of the sale weight (rupiah fractions round up, like the gold price, so the
 * shop never undercharges) or per piece. No row for the group: no charge.
 */
export function labourCharge(rule: LabourCharge | null | undefined, beratMg: number, qty = 1): number {
  if (!rule) return 0;
  return rule.satuan_ongkos === 'PER GRAM' ? perGram(beratMg, rule.ongkos, 'up') : rule.ongkos * qty;
}

/**
 * What a piece cost the shop, for the below-capital check: barang.total_hpp when it is known, else barang.hpp
 * (cost per gram) x its weight; 0 when neither is known (and then nothing is "below cost").
 */
export function pieceCost(item: { total_hpp?: number | null; hpp?: number | null }, beratMg: number): number {
  if (item.total_hpp && item.total_hpp > 0) return item.total_hpp;
  if (item.hpp && item.hpp > 0) return perGram(beratMg, item.hpp, 'nearest');
  return 0;
}

export interface SaleLineInput {
  /** The piece, named in what a supervisor is asked to approve (saleAuthorizations); a manual line has no barcode. */
  kode_barcode?: string;
  nama_barang?: string;
  /** The weight sold, as weighed at the counter: it prices a gold line. */
  berat_jual_mg: number;
  /** The item's recorded weight (barang.berat); the tolerance check compares the two. */
  berat_sistem_mg?: number | null;
  /** The group's current selling price per gram (master group harga_per_gram). */
  harga_per_gram: number;
  /** barang.harga_total: above 0, the piece sells at this tag price instead of by weight. */
  harga_tag?: number | null;
  ongkos?: LabourCharge | null;
  /** Pieces on the line (accessories are sold by count); 1 for a tagged item. */
  qty?: number;
  diskon?: Discount | null;
  /** What the piece cost the shop (pieceCost); 0 or absent when unknown. */
  harga_modal?: number | null;
  /** A diamond piece: below cost, it needs BERLIAN_DIBAWAH_MODAL instead of PENJUALAN_DIBAWAH_MODAL. */
  berlian?: boolean;
}

export interface PricedSaleLine {
  /** GRAM: priced by weight and the group's price; TAG: by the piece's tag price. */
  dasar_harga: 'GRAM' | 'TAG';
  harga_jual: number;
  ongkos: number;
  diskon_rp: number;
  /** harga_jual + ongkos - diskon_rp. */
  harga_total: number;
}

export type SaleProblemCode = DiscountProblemCode | 'noItems' | 'weightZero';
export type SaleProblem = AmountProblem<SaleProblemCode>;

export const SALE_MESSAGES: Record<'noItems' | 'weightZero', string> = {
  noItems: ITEM_MESSAGES.itemsRequired,
  weightZero: ITEM_MESSAGES.weightZero,
};

export const isTagPriced = (line: Pick<SaleLineInput, 'harga_tag'>): boolean => (line.harga_tag ?? 0) > 0;

/** The price of one line, with the problems of what the user typed on it (`index` names the line in them). */
export function priceSaleLine(line: SaleLineInput, index = 0): { line: PricedSaleLine; problems: SaleProblem[] } {
  const problems: SaleProblem[] = [];
  const tagged = isTagPriced(line);
  if (!tagged && line.berat_jual_mg <= 0) problems.push({ code: 'weightZero', message: SALE_MESSAGES.weightZero, line: index });
  // A tag price is the whole price of the piece; a gold line adds its labour charge to the gold value.
  const hargaJual = tagged ? (line.harga_tag as number) : goldPrice(Math.max(line.berat_jual_mg, 0), line.harga_per_gram);
  const ongkos = tagged ? 0 : labourCharge(line.ongkos, Math.max(line.berat_jual_mg, 0), line.qty ?? 1);
  const diskon = discountRupiah(hargaJual + ongkos, line.diskon);
  if (diskon.problem) problems.push({ ...diskon.problem, line: index });
  return {
    line: { dasar_harga: tagged ? 'TAG' : 'GRAM', harga_jual: hargaJual, ongkos, diskon_rp: diskon.rupiah, harga_total: hargaJual + ongkos - diskon.rupiah },
    problems,
  };
}

// ---------------------------------------------------------------- the sale

/**
 * PPN on the base (after every discount). Decision, the spec being silent on it: prices exclude PPN (the group's
 * price per gram and tag prices are net), and PPN is added on top, as the BERAT mode (rupiah per gram sold) can only
 * be. PERSEN: base x nilai / 100 %; BERAT: grams sold x nilai. Fractions of a rupiah are dropped (rounded down):
 * the customer never pays tax on a fraction the base does not carry.
 */
export function vatRupiah(dpp: number, beratJualMg: number, rule: VatRule): number {
  if (rule.nilai <= 0 || dpp <= 0) return 0;
  return rule.mode === 'BERAT' ? perGram(beratJualMg, rule.nilai, 'down') : percentOf(dpp, rule.nilai, 'down');
}

export interface SaleInput {
  lines: readonly SaleLineInput[];
  /** The discount on the whole sale (after the lines' own discounts). */
  diskon?: Discount | null;
}

export interface SaleTotals {
  lines: PricedSaleLine[];
  berat_jual_mg: number;
  /** The lines' harga_total together. */
  subtotal: number;
  /** The discount on the total. */
  diskon_rp: number;
  /** subtotal - diskon_rp: the base PPN is taken on. */
  dpp: number;
  ppn_rp: number;
  /** grand_total - (dpp + ppn_rp): what the shop's rounding added (or, rounding down, took off). */
  pembulatan_rp: number;
  /** What the customer owes, before any card fee. */
  grand_total: number;
  problems: SaleProblem[];
}

/** A sale's lines and totals, as the entry screen shows them and the server posts them. */
export function priceSale(sale: SaleInput, rules: Pick<SalePricingRules, 'rounding' | 'ppn'>): SaleTotals {
  const problems: SaleProblem[] = [];
  if (sale.lines.length === 0) problems.push({ code: 'noItems', message: SALE_MESSAGES.noItems });
  const lines = sale.lines.map((input, i) => {
    const priced = priceSaleLine(input, i);
    problems.push(...priced.problems);
    return priced.line;
  });
  const subtotal = lines.reduce((sum, l) => sum + l.harga_total, 0);
  const beratJualMg = sale.lines.reduce((sum, l) => sum + Math.max(l.berat_jual_mg, 0), 0);
  const diskon = discountRupiah(subtotal, sale.diskon);
  if (diskon.problem) problems.push(diskon.problem);
  const dpp = subtotal - diskon.rupiah;
  const ppn = vatRupiah(dpp, beratJualMg, rules.ppn);
  const grandTotal = roundTotal(dpp + ppn, rules.rounding);
  return {
    lines,
    berat_jual_mg: beratJualMg,
    subtotal,
    diskon_rp: diskon.rupiah,
    dpp,
    ppn_rp: ppn,
    pembulatan_rp: grandTotal - (dpp + ppn),
    grand_total: grandTotal,
    problems,
  };
}

// ---------------------------------------------------------------- authorizations

/**
 * Whether the weight sold is further from the recorded weight than the shop's tolerance (`toleransi_penjualan`,
 * grams in the settings, milligrams here). Either direction counts: lighter loses the shop gold, heavier charges
 * the customer for gold the record does not show. Exactly the tolerance still passes.
 */
export function beyondWeightTolerance(beratJualMg: number, beratSistemMg: number, toleransiMg: number): boolean {
  return Math.abs(beratJualMg - beratSistemMg) > toleransiMg;
}

/** The line a fact is about, as the sale names it. */
const lineOf = (l: SaleLineInput) => ({
  ...(l.kode_barcode ? { kode_barcode: l.kode_barcode } : {}),
  ...(l.nama_barang !== undefined ? { nama_barang: l.nama_barang } : {}),
});

const SALE_KIND_ORDER: SaleAuthorizationKind[] = ['PENJUALAN_DIBAWAH_MODAL', 'BERLIAN_DIBAWAH_MODAL', 'DISKON_DIATAS_BATAS', 'PENJUALAN_DIATAS_LIMIT', SALE_WEIGHT_AUTHORIZATION];

/** A discount above `batas` hundredths of `base`: the fact to approve, or none. Exactly the limit still passes. */
function discountFact(diskon: number, base: number, batas: number, line: object): AuthorizationFact | undefined {
  const allowed = percentOf(base, batas, 'down');
  if (diskon <= 0 || diskon <= allowed) return undefined;
  return { kategori: 'DISKON_DIATAS_BATAS', ...line, satuan: 'RP', nilai: diskon, harga: base, persen: batas, batas: allowed };
}

/**
 * What a priced sale needs a supervisor to approve before it can be posted, fact by fact (the kinds: kindsOf), in a
 * fixed order of kinds, lines in their order:
 * - below capital: a line whose harga_total (after its own discount) is under its cost, or the whole sale whose
 *   base (after the total discount) is under the lines' known costs together. A diamond line asks
 *   BERLIAN_DIBAWAH_MODAL, any other PENJUALAN_DIBAWAH_MODAL; the whole sale asks PENJUALAN_DIBAWAH_MODAL unless all its
 *   lines are diamonds. Equal to cost is not below it; an unknown cost (0) never is.
 * - discount: a line's discount above `batasDiskon` of its price (gold and ongkos, or the tag), or the discount on the
 *   total above that share of the subtotal, whatever the cost (a piece with no recorded cost is no exception).
 * - above the limit: the grand total above `batasPenjualan` (when the shop has one).
 * - weight: a line whose sale weight is beyond the tolerance from its recorded weight.
 */
export function saleAuthorizations(
  sale: SaleInput,
  totals: SaleTotals,
  rules: Pick<SalePricingRules, 'toleransiMg' | 'batasPenjualan' | 'batasDiskon'>,
): AuthorizationFact[] {
  const facts: AuthorizationFact[] = [];
  const cost = (l: SaleLineInput) => Math.max(l.harga_modal ?? 0, 0);
  sale.lines.forEach((input, i) => {
    const line = totals.lines[i];
    if (cost(input) > 0 && line.harga_total < cost(input)) {
      facts.push({ kategori: input.berlian ? 'BERLIAN_DIBAWAH_MODAL' : 'PENJUALAN_DIBAWAH_MODAL', ...lineOf(input), satuan: 'RP', nilai: line.harga_total, modal: cost(input) });
    }
    const discount = discountFact(line.diskon_rp, line.harga_jual + line.ongkos, rules.batasDiskon, lineOf(input));
    if (discount) facts.push(discount);
  });
  const totalCost = sale.lines.reduce((sum, l) => sum + cost(l), 0);
  if (totalCost > 0 && totals.dpp < totalCost) {
    facts.push({ kategori: sale.lines.every((l) => l.berlian) ? 'BERLIAN_DIBAWAH_MODAL' : 'PENJUALAN_DIBAWAH_MODAL', satuan: 'RP', nilai: totals.dpp, modal: totalCost });
  }
  const totalDiscount = discountFact(totals.diskon_rp, totals.subtotal, rules.batasDiskon, {});
  if (totalDiscount) facts.push(totalDiscount);
  if (rules.batasPenjualan > 0 && totals.grand_total > rules.batasPenjualan) {
    facts.push({ kategori: 'PENJUALAN_DIATAS_LIMIT', satuan: 'RP', nilai: totals.grand_total, batas: rules.batasPenjualan });
  }
  for (const l of sale.lines) {
    if (l.berat_sistem_mg === undefined || l.berat_sistem_mg === null || !beyondWeightTolerance(l.berat_jual_mg, l.berat_sistem_mg, rules.toleransiMg)) continue;
    facts.push({ kategori: SALE_WEIGHT_AUTHORIZATION, ...lineOf(l), satuan: 'MG', nilai: l.berat_jual_mg, batas: l.berat_sistem_mg, toleransi: rules.toleransiMg });
  }
  // Stable: the lines keep their order within a kind.
  return SALE_KIND_ORDER.flatMap((k) => facts.filter((f) => f.kategori === k));
}

