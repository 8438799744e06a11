// The printed receipt of a sale, a money deposit (issue 9 item 5; spec sections 3 and 9) or a buy-back (issue 10), as
// monospace lines a thermal printer (80 mm = 48 columns, 58 mm = 32) or a PDF page prints. Pure, so the browser's
// HTML, the PDF and the tests lay out the same lines.
//
// Order: Setting Nota header lines, the shop (name, address, phone), the reprint mark, title, number, date, cashier,
// sales person, customer, each line (name, description, barcode, kadar, weight, price per gram of a weight-priced
// line, price, ongkos, discount, total), totals, payments (a bank's with its bank and account, a card's with its fee
// and what the card was charged), change, Setting Nota footer lines. A trade-in's sale adds a 'TUKAR TAMBAH' block
// after its total (the pieces bought back, their value, what beyond the sale went back to the customer): one receipt
// for both documents. A buy-back prints each piece with its net and gross weight, condition, price per gram, the sale
// receipt it came with or 'Tanpa Nota', and the price paid, the total, the money paid out (a transfer with the
// customer's bank and account) and a line for the customer's signature. The spec's receipt lines (nama_barang,
// deskripsi, nama_customer, alamat_customer) and the header/footer print in 20-character slices, at most 60
// characters (domain/receipt.ts). A loan's redemption or renewal and an instalment's payment (issue 22) print the
// contract's number, the bill they paid (a redemption: the pieces handed back; a renewal: the new term; an
// instalment: what remains and the next due date, a pay-off the sale that handed the pieces over), then the payments.
//
// Nothing is ever cut (issue 19 item 9): text wraps between words, a number or a code that does not fit beside its
// label moves whole to the next line (a right-aligned amount stays at the right edge), and every line fits the paper.
import type { AuthorizationKind } from './authorization';
import { formatDateTime } from './format';
import { PAYMENT_KIND_LABELS, isPaymentKind } from './payments';
import { printCopies, receiptSlices, type ReceiptDocument as PrintCopies, type ReceiptPaper, type ReceiptSetting } from './receipt';
import { formatHundredths, formatRupiah, formatWeightMg, INDONESIAN_NUMBERS } from './units';

export type { ReceiptPaper } from './receipt';

export interface ReceiptLine {
  kode_barcode: string;
  nama_barang: string;
  deskripsi?: string;
  kadar: number;
  /** Grams (3 decimals), as the API answers it. */
  berat_jual: number;
  harga: number;
  ongkos: number;
  diskon_rp: number;
  total: number;
  /** The price per gram of a line priced by its weight (0 or absent: a tagged piece). */
  harga_per_gram?: number;
  /** A buy-back line: the gross weight (grams; berat_jual is the net gold weight) and the condition. */
  berat_kotor?: number;
  kondisi?: string;
  /** A buy-back line: whether the customer brought the sale's receipt, and that receipt's number. */
  ada_nota?: boolean;
  no_faktur_jual?: string;
}

/**
 * A payment line. `fee_rp` is the card fee charged on top of `jumlah_rp`. A payment through a bank names the bank and
 * the account (the shop's; a buy-back's transfer the customer's); `no_reff` is the deposit a pay-off's TITIP line used.
 */
export interface ReceiptPayment {
  jenis: string;
  jumlah_rp: number;
  fee_rp: number;
  kode_bank?: string;
  no_rekening?: string;
  no_reff?: string;
}

/** A trade-in's buy-back as its sale's receipt prints it. */
export interface ReceiptTradeIn {
  no: string;
  /** What the old gold was worth (the buy-back's total). */
  total: number;
  items: ReceiptLine[];
}

/** A loan's redemption or renewal: the bill it paid (server's hutang_tagihan) and, a renewal, the term it starts. */
export interface ReceiptLoanStep {
  no_hutang: string;
  jumlah_hutang: number;
  lama_pinjam_hari: number;
  bunga_persen: number;
  bunga_rp: number;
  denda_rp: number;
  /** The principal repaid: all of it at a redemption, the part repaid at a renewal. */
  pokok_rp: number;
  total_bayar: number;
  baru?: { jumlah_hutang: number; bunga_persen: number; tgl_jatuh_tempo: string };
}

/** An instalment contract's payment: instalment `ke` (0: the early pay-off), and where the contract stands after it. */
export interface ReceiptInstalment {
  no_cicilan: string;
  ke: number;
  jumlah_rp: number;
  denda_rp: number;
  sisa_bayar: number;
  /** The next instalment's due date; none once paid off. */
  tgl_jatuh_tempo_berikut: string | null;
  /** The sale that handed the pieces over (the last instalment, a pay-off). */
  no_faktur_jual: string | null;
}

/**
 * How a kind's receipt is laid out, declared by its definition (definitions/transactions: `receipt`), so a new kind
 * prints from its definition alone: a manual sale prints with the sale's layout, an order will print with its own.
 */
export interface ReceiptLayout {
  /** The title under the shop: 'NOTA PENJUALAN'. */
  title: string;
  /**
   * The lines: priced pieces with their price, labour and discount (a sale, a deposit), or pieces bought from the
   * customer with their condition and receipt, then the signatures (a buy-back).
   */
  lines: 'pieces' | 'buyback' | 'tebus' | 'peremajaan' | 'angsuran';
  /** Which of Setting Nota's duplicate settings it prints by; `tradeInCopies` a document with a trade-in. */
  copies: PrintCopies;
  tradeInCopies?: PrintCopies;
  /** Whom a transfer pays: the shop's account (a sale, a deposit) or the customer's (a buy-back pays out). */
  payee: 'shop' | 'customer';
  /** Paid in part: the down payment and what is still owed print under the payments (a deposit). */
  owed?: boolean;
  /** The customer may get it by WhatsApp as an invoice (a sale, a deposit). */
  whatsapp?: boolean;
  /** A reprint (every print after the first) needs a supervisor's authorization of this kind (an order's). */
  reprintAuthorization?: AuthorizationKind;
}

export interface ReceiptDocument {
  layout: ReceiptLayout;
  no: string;
  tgl_system: string;
  created_at?: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  nama_sales: string;
  /** The cashier: the user who posted the document. */
  kasir?: string;
  items: ReceiptLine[];
  pembayaran: ReceiptPayment[];
  subtotal: number;
  diskon_rp: number;
  ppn_rp: number;
  pembulatan_rp: number;
  grand_total: number;
  total_bayar: number;
  kembalian: number;
  dp_rp?: number;
  sisa_bayar?: number;
  /** The print's number (dokumen_cetak.cetak_ke); above 1 the receipt says it is a reprint. */
  reprint?: number;
  /** A sale's trade-in: the buy-back written with it. */
  tukar?: ReceiptTradeIn;
  /** A loan's redemption or renewal (layouts 'tebus', 'peremajaan'). */
  hutang?: ReceiptLoanStep;
  /** An instalment's payment or pay-off (layout 'angsuran'). */
  cicilan?: ReceiptInstalment;
}

export interface ReceiptShop {
  nama_toko: string;
  alamat: string;
  telepon: string;
  /** The shop's time zone: the receipt prints the time on the shop's clock (absent: the zone the browser shows). */
  zona_waktu?: string;
}

/** The receipt's fixed words (printed, so kept with the layout rather than in the screen's locale files). */
export const RECEIPT_TEXT = {
  reprint: (n: number) => `CETAK ULANG ke-${n}`,
  no: 'No',
  tanggal: 'Tanggal',
  kasir: 'Kasir',
  sales: 'Sales',
  customer: 'Customer',
  alamat: 'Alamat',
  noHp: 'No HP',
  telepon: 'Telp',
  harga: 'Harga',
  hargaGram: 'Harga/Gram',
  ongkos: 'Ongkos',
  diskon: 'Diskon',
  jumlah: 'Jumlah',
  subtotal: 'Subtotal',
  ppn: 'PPN',
  pembulatan: 'Pembulatan',
  total: 'TOTAL',
  dp: 'Uang Muka (DP)',
  sisa: 'Sisa Bayar',
  fee: 'Fee Kartu',
  totalKartu: 'Total Gesek Kartu',
  totalBayar: 'Total Bayar',
  kembalian: 'Kembalian',
  items: (n: number, grams: string) => `${n} Barang, ${grams} g`,
  beratKotor: 'Berat Kotor',
  kondisi: 'Kondisi',
  tanpaNota: 'Tanpa Nota',
  notaJual: 'Nota Jual',
  tukar: 'TUKAR TAMBAH',
  noBeli: 'No Beli',
  totalTukar: 'Total Tukar',
  kembaliTukar: 'Kembali Ke Customer',
  totalDibayar: 'Total Dibayar',
  tandaTangan: ['Customer', 'Kasir'],
  noHutang: 'No Hutang',
  barangKembali: 'Barang Dikembalikan',
  pokokHutang: 'Pokok Hutang',
  lamaPinjam: 'Lama Pinjam',
  hari: (n: number) => `${n} Hari`,
  bunga: (persen: string) => `Bunga ${persen}%`,
  denda: 'Denda',
  bayarPokok: 'Bayar Pokok',
  pokokBaru: 'Pokok Hutang Baru',
  bungaBaru: 'Bunga Baru',
  jatuhTempoBaru: 'Jatuh Tempo Baru',
  noCicilan: 'No Cicilan',
  angsuranKe: (ke: number) => `Angsuran Ke-${ke}`,
  pelunasan: 'Pelunasan',
  sisaCicilan: 'Sisa Cicilan',
  jatuhTempoBerikut: 'Jatuh Tempo Berikut',
} as const;

/** Columns of monospace text per paper; the PDF papers print the 48-column layout in a bigger font. */
export const RECEIPT_COLUMNS: Record<ReceiptPaper, number> = { '80mm': 48, '58mm': 32, A5: 48, A4: 48 };

/** The item photo prints where the paper is wide enough (not on 58 mm). */
export const paperShowsPhoto = (paper: ReceiptPaper): boolean => paper !== '58mm';

/** How many copies a document prints, by its layout's duplicate setting (a trade-in's, when it has one). */
export function receiptCopies(layout: ReceiptLayout, setting: ReceiptSetting, tradeIn = false): 1 | 2 {
  return printCopies(setting, tradeIn && layout.tradeInCopies ? layout.tradeInCopies : layout.copies);
}

/**
 * `text` after `first`, its words on lines of `w` columns, the next lines starting with `indent`. A word never breaks:
 * one that does not fit what is left of a line starts the next, moved left as far as it must to fit (a nota number
 * under its label on 58 mm). Only a word longer than a whole line is cut, and no number or code on a receipt is.
 */
function flow(first: string, text: string, w: number, indent = ''): string[] {
  const out: string[] = [];
  let line = first;
  let words = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const sep = words ? ' ' : '';
    if (line.length + sep.length + word.length <= w) {
      line += sep + word;
      words++;
      continue;
    }
    if (line.trim()) out.push(line.trimEnd());
    let rest = word;
    for (; rest.length > w; rest = rest.slice(w)) out.push(rest.slice(0, w));
    line = ' '.repeat(Math.min(indent.length, w - rest.length)) + rest;
    words = 1;
  }
  if (line.trim()) out.push(line.trimEnd());
  return out;
}

/** Lines centred on the paper, wrapped between words. */
const centered = (text: string, w: number): string[] => flow('', text, w).map((l) => ' '.repeat(Math.floor((w - l.length) / 2)) + l);

/** Right-aligned lines, wrapped between words. */
const rightAligned = (text: string, w: number): string[] => flow('', text, w).map((l) => l.padStart(w));

/**
 * A label (with its indent) and a value at the right edge on one line; when both do not fit, the label stays on its
 * line and the value goes whole to the next, still at the right edge.
 */
function pair(left: string, right: string, w: number): string[] {
  if (left.length + 1 + right.length <= w) return [left + ' '.repeat(w - left.length - right.length) + right];
  const indent = /^ */.exec(left)![0];
  return [...flow(indent, left.trim(), w, indent), ...rightAligned(right, w)];
}

/**
 * 'Label : value' rows. A receipt text of the spec (customer name, address) prints in its 20-character slices, the
 * continuation slices under the value; a number, a code or a date prints whole: right after the label when it does
 * not fit the aligned column, else on the next line.
 */
function field(label: string, value: string, w: number, labelWidth: number, sliced = false): string[] {
  const head = `${label.padEnd(labelWidth)}: `;
  const indent = ' '.repeat(head.length);
  const parts = sliced ? receiptSlices(value) : value.trim() ? [value.trim()] : [];
  if (!parts.length) return [head.trimEnd()];
  // A number too long for the aligned column still fits on one line right after its label.
  const tight = `${label}: ${value.trim()}`;
  if (!sliced && head.length + parts[0].length > w && tight.length <= w) return [tight];
  return parts.flatMap((part, i) => flow(i === 0 ? head : indent, part, w, indent));
}

// The receipt's words are Indonesian, so are its numbers, whatever the cashier's interface language.
const money = (n: number) => formatRupiah(Math.round(Number(n) || 0), INDONESIAN_NUMBERS);
const milligrams = (mg: number) => formatWeightMg(mg, INDONESIAN_NUMBERS);
const grams = (g: number) => milligrams(Math.round((Number(g) || 0) * 1000));
const kadar = (k: number) => formatHundredths(Math.round((Number(k) || 0) * 100), INDONESIAN_NUMBERS);

function paymentLabel(jenis: string): string {
  return isPaymentKind(jenis) ? PAYMENT_KIND_LABELS[jenis] : jenis;
}

/** A piece's kadar and weight ('75.00% 3.250 g'); a manual stock line has no kadar of its own. */
const purityAndWeight = (item: ReceiptLine) => `${item.kadar ? `${kadar(item.kadar)}% ` : ''}${grams(item.berat_jual)} g`;

const lineMg = (item: ReceiptLine) => Math.round((Number(item.berat_jual) || 0) * 1000);

/** A piece's name in its slices, numbered. */
function nameLines(item: ReceiptLine, i: number, w: number, indent = ''): string[] {
  const pad = `${indent}${' '.repeat(String(i + 1).length + 2)}`;
  return receiptSlices(item.nama_barang).flatMap((s, j) => flow(j === 0 ? `${indent}${i + 1}. ` : pad, s, w, pad));
}

/** The price per gram of a line priced by its weight (a tagged piece has none). */
const perGramLines = (item: ReceiptLine, pad: string, w: number): string[] =>
  item.harga_per_gram ? pair(`${pad}${RECEIPT_TEXT.hargaGram}`, money(item.harga_per_gram), w) : [];

/**
 * A bought-back piece: name, code, kadar and net weight, gross weight, condition, the price per gram of its price code,
 * the sale receipt it came with or 'Tanpa Nota', and the price paid.
 */
function buybackItemLines(item: ReceiptLine, i: number, w: number, indent = ''): string[] {
  const T = RECEIPT_TEXT;
  const pad = `${indent}   `;
  return [
    ...nameLines(item, i, w, indent),
    ...pair(`${pad}${item.kode_barcode}`, purityAndWeight(item), w),
    ...(item.berat_kotor ? pair(`${pad}${T.beratKotor}`, `${grams(item.berat_kotor)} g`, w) : []),
    ...(item.kondisi ? pair(`${pad}${T.kondisi}`, item.kondisi, w) : []),
    ...perGramLines(item, pad, w),
    ...(item.ada_nota === false ? [`${pad}${T.tanpaNota}`] : item.no_faktur_jual ? pair(`${pad}${T.notaJual}`, item.no_faktur_jual, w) : []),
    ...pair(`${pad}${T.harga}`, money(item.total || item.harga), w),
  ];
}

/** The signature boxes under a buy-back: the customer who sold the gold and the cashier who paid. */
function signatureLines(w: number): string[] {
  const half = Math.floor(w / 2);
  const cell = (text: string) => (' '.repeat(Math.floor((half - text.length) / 2)) + text).padEnd(half);
  const [left, right] = RECEIPT_TEXT.tandaTangan;
  const rule = '_'.repeat(half - 4);
  return ['', '', '', (cell(rule) + cell(rule)).trimEnd(), (cell(`( ${left} )`) + cell(`( ${right} )`)).trimEnd()];
}

/** The receipt as lines at most `columns` wide (one copy; receiptCopies says how many to print). */
export function receiptText(doc: ReceiptDocument, shop: ReceiptShop, setting: ReceiptSetting, columns: number): string[] {
  const w = Math.max(24, Math.floor(columns));
  const rule = '-'.repeat(w);
  const T = RECEIPT_TEXT;
  const out: string[] = [];
  const labelWidth = Math.max(T.no.length, T.tanggal.length, T.kasir.length, T.sales.length, T.customer.length, T.alamat.length, T.noHp.length);

  out.push(...sliceLines(setting.header, w));
  if (shop.nama_toko) out.push(...centered(shop.nama_toko.toUpperCase(), w));
  out.push(...centered(shop.alamat, w));
  if (shop.telepon) out.push(...centered(`${T.telepon}: ${shop.telepon}`, w));
  out.push(rule);
  if (doc.reprint && doc.reprint > 1) out.push(...centered(`*** ${T.reprint(doc.reprint)} ***`, w));
  out.push(...centered(doc.layout.title, w));
  out.push(...field(T.no, doc.no, w, labelWidth));
  out.push(...field(T.tanggal, doc.created_at ? `${doc.tgl_system} ${formatDateTime(doc.created_at, shop.zona_waktu).slice(11, 16)}` : doc.tgl_system, w, labelWidth));
  if (doc.kasir) out.push(...field(T.kasir, doc.kasir, w, labelWidth));
  if (doc.nama_sales) out.push(...field(T.sales, doc.nama_sales, w, labelWidth));
  out.push(...field(T.customer, doc.nama_customer, w, labelWidth, true));
  if (doc.alamat_customer) out.push(...field(T.alamat, doc.alamat_customer, w, labelWidth, true));
  if (doc.no_hp) out.push(...field(T.noHp, doc.no_hp, w, labelWidth));
  out.push(rule);

  if (doc.layout.lines === 'buyback') return [...out, ...buybackBody(doc, setting, w)];
  if (doc.hutang && (doc.layout.lines === 'tebus' || doc.layout.lines === 'peremajaan')) return [...out, ...loanStepBody(doc, doc.hutang, setting, w)];
  if (doc.cicilan && doc.layout.lines === 'angsuran') return [...out, ...instalmentBody(doc, doc.cicilan, setting, w)];
  const totalMg = doc.items.reduce((sum, item) => sum + lineMg(item), 0);
  doc.items.forEach((item, i) => {
    out.push(...nameLines(item, i, w));
    for (const s of receiptSlices(item.deskripsi ?? '')) out.push(...flow('   ', s, w, '   '));
    out.push(...pair(`   ${item.kode_barcode}`, purityAndWeight(item), w));
    out.push(...perGramLines(item, '   ', w));
    out.push(...pair(`   ${T.harga}`, money(item.harga), w));
    if (item.ongkos) out.push(...pair(`   ${T.ongkos}`, money(item.ongkos), w));
    if (item.diskon_rp) out.push(...pair(`   ${T.diskon}`, `-${money(item.diskon_rp)}`, w));
    out.push(...pair(`   ${T.jumlah}`, money(item.total), w));
  });
  out.push(rule);
  out.push(...flow('', T.items(doc.items.length, milligrams(totalMg)), w));
  out.push(...pair(T.subtotal, money(doc.subtotal), w));
  if (doc.diskon_rp) out.push(...pair(T.diskon, `-${money(doc.diskon_rp)}`, w));
  if (doc.ppn_rp) out.push(...pair(T.ppn, money(doc.ppn_rp), w));
  if (doc.pembulatan_rp) out.push(...pair(T.pembulatan, money(doc.pembulatan_rp), w));
  out.push(...pair(T.total, money(doc.grand_total), w));
  out.push(rule);
  if (doc.tukar) out.push(...tradeInLines(doc.tukar, w), rule);
  out.push(...paymentRows(doc, w));
  // What the customer paid in all: the payments and the card fees charged on top (the sale screen's Total Bayar).
  const fees = doc.pembayaran.reduce((sum, p) => sum + p.fee_rp, 0);
  out.push(...pair(T.totalBayar, money(doc.total_bayar + fees), w));
  if (doc.layout.owed) {
    out.push(...pair(T.dp, money(doc.dp_rp ?? doc.total_bayar), w));
    out.push(...pair(T.sisa, money(doc.sisa_bayar ?? Math.max(0, doc.grand_total - doc.total_bayar)), w));
  }
  out.push(...pair(T.kembalian, money(doc.kembalian), w));
  if (doc.tukar) {
    // The old gold's value beyond what it paid of the sale went back to the customer in cash.
    const paid = doc.pembayaran.filter((p) => p.jenis === 'TUKAR').reduce((sum, p) => sum + p.jumlah_rp, 0);
    if (doc.tukar.total > paid) out.push(...pair(T.kembaliTukar, money(doc.tukar.total - paid), w));
  }
  out.push(...footerLines(setting, w));
  return out;
}

/** Setting Nota's header or footer lines, each in its slices, centred; an empty line stays as a spacer. */
function sliceLines(lines: string[], w: number): string[] {
  return lines.flatMap((line) => (line.trim() ? receiptSlices(line).flatMap((s) => centered(s, w)) : ['']));
}

function footerLines(setting: ReceiptSetting, w: number): string[] {
  return setting.footer.length ? ['-'.repeat(w), ...sliceLines(setting.footer, w)] : [];
}

/** The payments that go through a bank: their line names the bank and the account. */
const BANK_PAYMENTS = new Set(['TRANSFER', 'DEBIT', 'KREDIT', 'QRIS']);

/**
 * Each payment with its amount: a transfer's, card's or QRIS's bank and account (the shop's; on a buy-back the
 * customer's), a card's fee and what the card was charged (amount and fee), a deposit paid off by its number.
 */
function paymentRows(doc: ReceiptDocument, w: number): string[] {
  const T = RECEIPT_TEXT;
  const out: string[] = [];
  for (const p of doc.pembayaran) {
    out.push(...pair(paymentLabel(p.jenis), money(p.jumlah_rp), w));
    if (BANK_PAYMENTS.has(p.jenis) && (p.kode_bank || p.no_rekening)) out.push(...flow('  ', [p.kode_bank, p.no_rekening].filter(Boolean).join(' '), w, '  '));
    if (p.jenis === 'TITIP' && p.no_reff) out.push(...flow('  ', p.no_reff, w, '  '));
    if (p.fee_rp) {
      out.push(...pair(`  ${T.fee}`, money(p.fee_rp), w));
      out.push(...pair(`  ${T.totalKartu}`, money(p.jumlah_rp + p.fee_rp), w));
    }
  }
  return out;
}

/** A trade-in's block on its sale's receipt: the buy-back's number, its pieces and their value. */
function tradeInLines(tukar: ReceiptTradeIn, w: number): string[] {
  const T = RECEIPT_TEXT;
  return [
    ...centered(T.tukar, w),
    ...field(T.noBeli, tukar.no, w, T.noBeli.length),
    // Indented: a numbered line at the margin is one of the sale's pieces (where the receipt's photos go).
    ...tukar.items.flatMap((item, i) => buybackItemLines(item, i, w, ' ')),
    ...pair(T.totalTukar, money(tukar.total), w),
  ];
}

/** A buy-back's pieces, total, the money paid out and the signatures. */
function buybackBody(doc: ReceiptDocument, setting: ReceiptSetting, w: number): string[] {
  const T = RECEIPT_TEXT;
  const rule = '-'.repeat(w);
  const totalMg = doc.items.reduce((sum, item) => sum + lineMg(item), 0);
  return [
    ...doc.items.flatMap((item, i) => buybackItemLines(item, i, w)),
    rule,
    ...flow('', T.items(doc.items.length, milligrams(totalMg)), w),
    ...pair(T.total, money(doc.grand_total), w),
    rule,
    ...paymentRows(doc, w),
    ...pair(T.totalDibayar, money(doc.total_bayar), w),
    ...signatureLines(w),
    ...footerLines(setting, w),
  ];
}

/** The payments, what was paid in all (card fees on top) and the change. */
function paidLines(doc: ReceiptDocument, w: number): string[] {
  const fees = doc.pembayaran.reduce((sum, p) => sum + p.fee_rp, 0);
  return [...paymentRows(doc, w), ...pair(RECEIPT_TEXT.totalBayar, money(doc.total_bayar + fees), w), ...pair(RECEIPT_TEXT.kembalian, money(doc.kembalian), w)];
}

/**
 * A loan's redemption (the pieces handed back, each with its kadar and gold weight) or renewal (the new term): the
 * loan's number, the bill paid (principal, days, rate, interest, late fee, the principal repaid), the payments.
 */
function loanStepBody(doc: ReceiptDocument, bill: ReceiptLoanStep, setting: ReceiptSetting, w: number): string[] {
  const T = RECEIPT_TEXT;
  const rule = '-'.repeat(w);
  const redeemed = doc.layout.lines === 'tebus';
  const pieces = redeemed
    ? [
        ...flow('', T.barangKembali, w),
        ...doc.items.flatMap((item, i) => [...nameLines(item, i, w), ...pair('   ', purityAndWeight(item), w)]),
        ...flow('', T.items(doc.items.length, milligrams(doc.items.reduce((sum, item) => sum + lineMg(item), 0))), w),
        rule,
      ]
    : [];
  const renewal = bill.baru
    ? [
        ...pair(T.pokokBaru, money(bill.baru.jumlah_hutang), w),
        ...pair(T.bungaBaru, `${kadar(bill.baru.bunga_persen)}%`, w),
        ...pair(T.jatuhTempoBaru, bill.baru.tgl_jatuh_tempo, w),
        rule,
      ]
    : [];
  return [
    ...field(T.noHutang, bill.no_hutang, w, T.noHutang.length),
    rule,
    ...pieces,
    ...pair(T.pokokHutang, money(bill.jumlah_hutang), w),
    ...pair(T.lamaPinjam, T.hari(bill.lama_pinjam_hari), w),
    ...pair(T.bunga(kadar(bill.bunga_persen)), money(bill.bunga_rp), w),
    ...pair(T.denda, money(bill.denda_rp), w),
    ...(redeemed ? [] : bill.pokok_rp ? pair(T.bayarPokok, money(bill.pokok_rp), w) : []),
    ...pair(T.total, money(bill.total_bayar), w),
    rule,
    ...renewal,
    ...paidLines(doc, w),
    ...footerLines(setting, w),
  ];
}

/** An instalment's payment: the contract, which instalment or the pay-off, its late fee, the payments, what remains. */
function instalmentBody(doc: ReceiptDocument, c: ReceiptInstalment, setting: ReceiptSetting, w: number): string[] {
  const T = RECEIPT_TEXT;
  const rule = '-'.repeat(w);
  return [
    ...field(T.noCicilan, c.no_cicilan, w, T.noCicilan.length),
    rule,
    ...pair(c.ke ? T.angsuranKe(c.ke) : T.pelunasan, money(c.jumlah_rp), w),
    ...pair(T.denda, money(c.denda_rp), w),
    ...pair(T.total, money(c.jumlah_rp + c.denda_rp), w),
    rule,
    ...paidLines(doc, w),
    rule,
    ...pair(T.sisaCicilan, money(c.sisa_bayar), w),
    ...(c.tgl_jatuh_tempo_berikut ? pair(T.jatuhTempoBerikut, c.tgl_jatuh_tempo_berikut, w) : []),
    ...(c.no_faktur_jual ? field(T.notaJual, c.no_faktur_jual, w, T.notaJual.length) : []),
    ...footerLines(setting, w),
  ];
}
