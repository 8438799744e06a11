// The sale entry screen's pure part (/transaksi-penjualan): a scanned piece checked as the server checks it, its line
// turned into the same SaleLineInput the server prices (server/documents/kinds: weight, group price, ongkos, cost,
// diamond), so the screen's totals are the server's; and the request body built from what the cashier typed.
import type { Discount } from './amounts';
import { moduleOn, type ModuleMap } from './gates';
import { ITEM_MESSAGES } from './inventory';
import type { PaymentKind, PaymentLine } from './payments';
import type { AuthorizationFact } from './authorization';
import { pieceCost, priceSale, saleAuthorizations, type LabourCharge, type SaleLineInput, type SalePricingRules, type SaleTotals } from './sale-pricing';
import { weightMg } from './units';

/** The spec's barcode texts the screen shows before posting (the server refuses with the same words). */
export const SALE_ITEM_MESSAGES = {
  inTable: ITEM_MESSAGES.barcodeInTable,
  notFound: ITEM_MESSAGES.barcodeNotFound,
  sold: 'Barang Sudah Terjual Atau Diproses',
  preOrder: 'Barcode Terdaftar Sebagai Pre Order',
  diamondOff: 'Barang Berlian Tidak Dapat Dijual Saat Modul Berlian Tidak Aktif',
} as const;

/** A piece as GET barang/get/{kode_barcode} answers it (the fields a sale reads). */
export interface SaleItem {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kadar: number;
  qty: number;
  berat: number;
  hpp?: number | null;
  total_hpp?: number | null;
  harga_total?: number | null;
  karat_batu?: number | null;
  biaya_berlian?: number | null;
  no_pesanan?: string | null;
  status: string;
  versi?: number;
  /** The piece's photo (barang.foto), empty when it has none. */
  foto?: string | null;
}

export const isDiamond = (item: Pick<SaleItem, 'karat_batu' | 'biaya_berlian'>): boolean => Number(item.karat_batu ?? 0) > 0 || Number(item.biaya_berlian ?? 0) > 0;

/** Why a scanned piece cannot join the sale, or undefined when it can (the server's order of checks). */
export function scanRefusal(item: SaleItem, lines: readonly { kode_barcode: string }[], modules: ModuleMap): string | undefined {
  if (lines.some((l) => l.kode_barcode === item.kode_barcode)) return SALE_ITEM_MESSAGES.inTable;
  if (item.status !== 'READY') return SALE_ITEM_MESSAGES.sold;
  if (item.no_pesanan) return SALE_ITEM_MESSAGES.preOrder;
  if (isDiamond(item) && !moduleOn(modules, 'BERLIAN_MODULE')) return SALE_ITEM_MESSAGES.diamondOff;
  return undefined;
}

/** A line as the screen holds it: the piece, the weight sold (milligrams) and its discount. */
export interface EntryLine {
  item: SaleItem;
  berat_jual_mg: number;
  diskon: Discount | null;
  /** Why the piece cannot be sold any more (a held cart's piece sold meanwhile): shown on the line, refused at save. */
  refused?: string;
}

export interface PriceBook {
  /** Group code -> its price per gram now (master group harga_per_gram). */
  hargaPerGram: ReadonlyMap<string, number>;
  /** Group code -> its /parameter-ongkos row (the first by kode_ongkos, as the server takes it). */
  ongkos: ReadonlyMap<string, LabourCharge>;
}

/** The line as the server prices it (server/documents/kinds: the same fields from the same piece). */
export function saleLineInput(line: EntryLine, prices: PriceBook): SaleLineInput {
  const beratMg = weightMg(line.item.berat);
  return {
    kode_barcode: line.item.kode_barcode,
    nama_barang: line.item.nama_barang,
    berat_jual_mg: line.berat_jual_mg,
    berat_sistem_mg: beratMg,
    harga_per_gram: prices.hargaPerGram.get(line.item.kode_group) ?? 0,
    harga_tag: Number(line.item.harga_total ?? 0),
    ongkos: prices.ongkos.get(line.item.kode_group) ?? null,
    qty: line.item.qty,
    diskon: line.diskon,
    harga_modal: pieceCost({ total_hpp: Number(line.item.total_hpp ?? 0), hpp: Number(line.item.hpp ?? 0) }, beratMg),
    berlian: isDiamond(line.item),
  };
}

/** The preview of the whole sale: lines and totals as the server will compute them. */
export function previewSale(lines: readonly EntryLine[], totalDiscount: Discount | null, prices: PriceBook, rules: Pick<SalePricingRules, 'rounding' | 'ppn'>): SaleTotals {
  return priceSale({ lines: lines.map((l) => saleLineInput(l, prices)), diskon: totalDiscount }, rules);
}

/** What the server will ask a supervisor to approve for this sale (saleAuthorizations), for the warning before SIMPAN. */
export function previewAuthorizations(lines: readonly EntryLine[], totalDiscount: Discount | null, prices: PriceBook, rules: SalePricingRules, totals: SaleTotals): AuthorizationFact[] {
  return saleAuthorizations({ lines: lines.map((l) => saleLineInput(l, prices)), diskon: totalDiscount }, totals, rules);
}

/** A payment line as the cashier types it. */
export interface EntryPayment {
  jenis: PaymentKind;
  jumlah_rp: number;
  no_rekening?: string;
  kode_bank?: string;
  /** DEBIT/KREDIT: the card fee percent in hundredths (250 = 2.5 %). */
  fee_hundredths?: number;
  /** KUPON: the coupon code; TITIP: the deposit number. */
  no_reff?: string;
}

export const paymentLines = (payments: readonly EntryPayment[]): PaymentLine[] =>
  payments.map((p) => ({ jenis: p.jenis, jumlah: p.jumlah_rp, ...(p.fee_hundredths ? { fee_persen: p.fee_hundredths } : {}), ...(p.no_reff ? { referensi: p.no_reff } : {}) }));

export interface SaleHeader {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  /** The member the document is for, picked with the member finder ('' or absent: none). */
  kode_member?: string;
  /** The marketplace a sale is made through (MARKETPLACE_INTEGRATION_MODULE; '' or absent: in the shop). */
  kode_marketplace?: string;
}

export const EMPTY_HEADER: SaleHeader = { kode_sales: '', nama_customer: '', alamat_customer: '', no_hp: '', kode_member: '', kode_marketplace: '' };

/** The header's fields that every counter document requires and that are still empty. */
export function missingHeaderFields(header: SaleHeader): ('kode_sales' | 'nama_customer' | 'alamat_customer')[] {
  return (['kode_sales', 'nama_customer', 'alamat_customer'] as const).filter((k) => !header[k].trim());
}

/** The header as a body sends it: trimmed, the phone, the member and the marketplace only when there is one. */
export function headerBody(header: SaleHeader) {
  return {
    kode_sales: header.kode_sales,
    nama_customer: header.nama_customer.trim(),
    alamat_customer: header.alamat_customer.trim(),
    ...(header.no_hp.trim() ? { no_hp: header.no_hp.trim() } : {}),
    ...(header.kode_member ? { kode_member: header.kode_member } : {}),
    ...(header.kode_marketplace ? { kode_marketplace: header.kode_marketplace } : {}),
  };
}

/**
 * The body of POST penjualan (and POST titip): discounts go as the rupiah the preview computed, so a percent typed on
 * the screen is the same rupiah on the server; the weight is sent only when it differs from the piece's.
 */
export function saleBody(header: SaleHeader, lines: readonly EntryLine[], totals: SaleTotals, payments: readonly EntryPayment[], authorizationIds: readonly string[] = []) {
  return {
    ...headerBody(header),
    items: lines.map((l, i) => ({
      kode_barcode: l.item.kode_barcode,
      ...(l.berat_jual_mg !== weightMg(l.item.berat) ? { berat_jual: l.berat_jual_mg / 1000 } : {}),
      ...(totals.lines[i]?.diskon_rp ? { diskon_rp: totals.lines[i].diskon_rp } : {}),
    })),
    ...(totals.diskon_rp ? { diskon_rp: totals.diskon_rp } : {}),
    pembayaran: paymentBody(payments),
    ...(authorizationIds.length ? { authorization_ids: [...authorizationIds] } : {}),
  };
}

export function paymentBody(payments: readonly EntryPayment[]) {
  return payments.map((p) => ({
    jenis: p.jenis,
    jumlah_rp: p.jumlah_rp,
    ...(p.jenis !== 'TUNAI' && p.no_rekening ? { no_rekening: p.no_rekening } : {}),
    ...(p.jenis !== 'TUNAI' && p.kode_bank ? { kode_bank: p.kode_bank } : {}),
    ...(p.fee_hundredths ? { fee_persen: p.fee_hundredths / 100 } : {}),
    ...(p.no_reff ? { no_reff: p.no_reff } : {}),
  }));
}

/** A discount typed as percent or rupiah; undefined text is no discount. */
export function typedDiscount(jenis: 'PERSEN' | 'NOMINAL', value: number): Discount | null {
  if (!value) return null;
  return jenis === 'PERSEN' ? { jenis: 'PERSEN', persen: value } : { jenis: 'NOMINAL', rupiah: value };
}

