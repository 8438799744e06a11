// The printed receipt of a sale, a money deposit (issue 9 item 5; spec sections 3 and 9) or a buy-back (issue 10), as
// monospace lines a thermal printer (80 mm = 48 columns, 58 mm = 32) or a PDF page prints. Pure, so the browser's
// HTML, the PDF and the tests lay out the same lines.
//
// Order: Setting Nota header lines, the shop (name, address, phone), the reprint mark, title, number, date, sales
// person, customer, each line (name, description, barcode, kadar, weight, price, ongkos, discount, total), totals,
// payments, change, Setting Nota footer lines. A trade-in's sale adds a 'TUKAR TAMBAH' block after its total (the
// pieces bought back, their value, what beyond the sale went back to the customer): one receipt for both documents.
// A buy-back prints each piece with its net and gross weight, condition and the price paid, the total, the money paid
// out (a transfer with the customer's bank and account) and a line for the customer's signature. The spec's receipt lines (nama_barang, deskripsi, nama_customer,
// alamat_customer) and the header/footer print in 20-character slices, at most 60 characters (domain/receipt.ts).
import { formatDateTime } from './format';
import { PAYMENT_KIND_LABELS, isPaymentKind } from './payments';
import { printCopies, receiptSlices, type ReceiptPaper, type ReceiptSetting } from './receipt';
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
  /** A buy-back line: the gross weight (grams; berat_jual is the net gold weight) and the condition. */
  berat_kotor?: number;
  kondisi?: string;
}

/** A trade-in's buy-back as its sale's receipt prints it. */
export interface ReceiptTradeIn {
  no: string;
  /** What the old gold was worth (the buy-back's total). */
  total: number;
  items: ReceiptLine[];
}

export interface ReceiptDocument {
  kind: 'penjualan' | 'titip' | 'pembelian';
  no: string;
  tgl_system: string;
  created_at?: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  nama_sales: string;
  items: ReceiptLine[];
  /** A buy-back's transfer names the customer's bank and account. */
  pembayaran: { jenis: string; jumlah_rp: number; fee_rp: number; kode_bank?: string; no_rekening?: string }[];
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
}

export interface ReceiptShop {
  nama_toko: string;
  alamat: string;
  telepon: string;
}

/** The receipt's fixed words (printed, so kept with the layout rather than in the screen's locale files). */
export const RECEIPT_TEXT = {
  title: { penjualan: 'NOTA PENJUALAN', titip: 'NOTA TITIP UANG', pembelian: 'NOTA PEMBELIAN' },
  reprint: (n: number) => `CETAK ULANG ke-${n}`,
  no: 'No',
  tanggal: 'Tanggal',
  sales: 'Sales',
  customer: 'Customer',
  alamat: 'Alamat',
  noHp: 'No HP',
  telepon: 'Telp',
  harga: 'Harga',
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
  totalBayar: 'Total Bayar',
  kembalian: 'Kembalian',
  items: (n: number, grams: string) => `${n} Barang, ${grams} g`,
  beratKotor: 'Berat Kotor',
  kondisi: 'Kondisi',
  tukar: 'TUKAR TAMBAH',
  noBeli: 'No Beli',
  totalTukar: 'Total Tukar',
  kembaliTukar: 'Kembali Ke Customer',
  totalDibayar: 'Total Dibayar',
  tandaTangan: ['Customer', 'Kasir'],
} as const;

/** Columns of monospace text per paper; the PDF papers print the 48-column layout in a bigger font. */
export const RECEIPT_COLUMNS: Record<ReceiptPaper, number> = { '80mm': 48, '58mm': 32, A5: 48, A4: 48 };

/** The item photo prints where the paper is wide enough (not on 58 mm). */
export const paperShowsPhoto = (paper: ReceiptPaper): boolean => paper !== '58mm';

/**
 * How many copies a document prints. The spec's duplicate list names no plain sale, only 'sale-ACC' (the sale nota the
 * customer signs for): the sale prints by that entry, a sale with a trade-in by 'exchange slip' (tukar); a deposit by
 * 'titip', a buy-back by 'pembelian'.
 */
export function receiptCopies(kind: ReceiptDocument['kind'], setting: ReceiptSetting, tradeIn = false): 1 | 2 {
  if (kind === 'penjualan') return printCopies(setting, tradeIn ? 'tukar' : 'penjualan_acc');
  return printCopies(setting, kind);
}

const center = (text: string, w: number): string => {
  const t = text.trim().slice(0, w);
  const pad = Math.floor((w - t.length) / 2);
  return (' '.repeat(pad) + t).trimEnd();
};

/** Words wrapped at `w` columns; a word longer than a line is cut. */
function wrap(text: string, w: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > w) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, w));
      line = '';
      rest = rest.slice(w);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= w) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Left text and right text on one line; the left is cut when both do not fit. */
function pair(left: string, right: string, w: number): string {
  const room = Math.max(0, w - right.length - 1);
  const l = left.length > room ? left.slice(0, room) : left;
  return l + ' '.repeat(Math.max(1, w - l.length - right.length)) + right;
}

/**
 * 'Label : value' rows. A receipt text of the spec (customer name, address) prints in its 20-character slices, the
 * continuation slices under the value; a number or a date prints whole.
 */
function field(label: string, value: string, w: number, labelWidth: number, sliced = false): string[] {
  const head = `${label.padEnd(labelWidth)}: `;
  const slices = sliced ? receiptSlices(value.trim()) : value.trim() ? [value.trim()] : [];
  if (!slices.length) return [head.trimEnd()];
  return slices.map((s, i) => ((i === 0 ? head : ' '.repeat(head.length)) + s).slice(0, w).trimEnd());
}

// The receipt's words are Indonesian, so are its numbers, whatever the cashier's interface language.
const money = (n: number) => formatRupiah(Math.round(Number(n) || 0), INDONESIAN_NUMBERS);
const milligrams = (mg: number) => formatWeightMg(mg, INDONESIAN_NUMBERS);
const grams = (g: number) => milligrams(Math.round((Number(g) || 0) * 1000));
const kadar = (k: number) => formatHundredths(Math.round((Number(k) || 0) * 100), INDONESIAN_NUMBERS);

function paymentLabel(jenis: string): string {
  return isPaymentKind(jenis) ? PAYMENT_KIND_LABELS[jenis] : jenis;
}

const lineMg = (item: ReceiptLine) => Math.round((Number(item.berat_jual) || 0) * 1000);

/** A piece's name in its slices, numbered. */
function nameLines(item: ReceiptLine, i: number, indent = ''): string[] {
  const names = receiptSlices(item.nama_barang);
  return [`${indent}${i + 1}. ${names[0] ?? ''}`, ...names.slice(1).map((s) => `${indent}   ${s}`)];
}

/** A bought-back piece: name, code, kadar and net weight, gross weight, condition and the price paid. */
function buybackItemLines(item: ReceiptLine, i: number, w: number, indent = ''): string[] {
  const T = RECEIPT_TEXT;
  const pad = `${indent}   `;
  return [
    ...nameLines(item, i, indent),
    pair(`${pad}${item.kode_barcode}`, `${kadar(item.kadar)}% ${grams(item.berat_jual)} g`, w),
    ...(item.berat_kotor ? [pair(`${pad}${T.beratKotor}`, `${grams(item.berat_kotor)} g`, w)] : []),
    ...(item.kondisi ? [pair(`${pad}${T.kondisi}`, item.kondisi, w)] : []),
    pair(`${pad}${T.harga}`, money(item.total || item.harga), w),
  ];
}

/** The signature boxes under a buy-back: the customer who sold the gold and the cashier who paid. */
function signatureLines(w: number): string[] {
  const half = Math.floor(w / 2);
  const cell = (text: string) => center(text, half).padEnd(half);
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
  const labelWidth = Math.max(T.no.length, T.tanggal.length, T.sales.length, T.customer.length, T.alamat.length, T.noHp.length);

  for (const line of setting.header) for (const s of line.trim() ? receiptSlices(line) : ['']) out.push(center(s, w));
  if (shop.nama_toko) out.push(center(shop.nama_toko.toUpperCase(), w));
  for (const l of wrap(shop.alamat, w)) out.push(center(l, w));
  if (shop.telepon) out.push(center(`${T.telepon}: ${shop.telepon}`, w));
  out.push(rule);
  if (doc.reprint && doc.reprint > 1) out.push(center(`*** ${T.reprint(doc.reprint)} ***`, w));
  out.push(center(T.title[doc.kind], w));
  out.push(...field(T.no, doc.no, w, labelWidth));
  out.push(...field(T.tanggal, doc.created_at ? `${doc.tgl_system} ${formatDateTime(doc.created_at).slice(11, 16)}` : doc.tgl_system, w, labelWidth));
  if (doc.nama_sales) out.push(...field(T.sales, doc.nama_sales, w, labelWidth));
  out.push(...field(T.customer, doc.nama_customer, w, labelWidth, true));
  if (doc.alamat_customer) out.push(...field(T.alamat, doc.alamat_customer, w, labelWidth, true));
  if (doc.no_hp) out.push(...field(T.noHp, doc.no_hp, w, labelWidth));
  out.push(rule);

  if (doc.kind === 'pembelian') return [...out, ...buybackBody(doc, setting, w)].map((l) => l.slice(0, w));
  const totalMg = doc.items.reduce((sum, item) => sum + lineMg(item), 0);
  doc.items.forEach((item, i) => {
    out.push(...nameLines(item, i));
    for (const s of receiptSlices(item.deskripsi ?? '')) out.push(`   ${s}`);
    out.push(pair(`   ${item.kode_barcode}`, `${kadar(item.kadar)}% ${grams(item.berat_jual)} g`, w));
    out.push(pair(`   ${T.harga}`, money(item.harga), w));
    if (item.ongkos) out.push(pair(`   ${T.ongkos}`, money(item.ongkos), w));
    if (item.diskon_rp) out.push(pair(`   ${T.diskon}`, `-${money(item.diskon_rp)}`, w));
    out.push(pair(`   ${T.jumlah}`, money(item.total), w));
  });
  out.push(rule);
  out.push(T.items(doc.items.length, milligrams(totalMg)));
  out.push(pair(T.subtotal, money(doc.subtotal), w));
  if (doc.diskon_rp) out.push(pair(T.diskon, `-${money(doc.diskon_rp)}`, w));
  if (doc.ppn_rp) out.push(pair(T.ppn, money(doc.ppn_rp), w));
  if (doc.pembulatan_rp) out.push(pair(T.pembulatan, money(doc.pembulatan_rp), w));
  out.push(pair(T.total, money(doc.grand_total), w));
  out.push(rule);
  if (doc.tukar) out.push(...tradeInLines(doc.tukar, w), rule);
  out.push(...paymentRows(doc, w));
  out.push(pair(T.totalBayar, money(doc.total_bayar), w));
  if (doc.kind === 'titip') {
    out.push(pair(T.dp, money(doc.dp_rp ?? doc.total_bayar), w));
    out.push(pair(T.sisa, money(doc.sisa_bayar ?? Math.max(0, doc.grand_total - doc.total_bayar)), w));
  }
  out.push(pair(T.kembalian, money(doc.kembalian), w));
  if (doc.tukar) {
    // The old gold's value beyond what it paid of the sale went back to the customer in cash.
    const paid = doc.pembayaran.filter((p) => p.jenis === 'TUKAR').reduce((sum, p) => sum + p.jumlah_rp, 0);
    if (doc.tukar.total > paid) out.push(pair(T.kembaliTukar, money(doc.tukar.total - paid), w));
  }
  out.push(...footerLines(setting, w));
  return out.map((l) => l.slice(0, w));
}

function footerLines(setting: ReceiptSetting, w: number): string[] {
  const out: string[] = setting.footer.length ? ['-'.repeat(w)] : [];
  for (const line of setting.footer) for (const s of line.trim() ? receiptSlices(line) : ['']) out.push(center(s, w));
  return out;
}

/** Each payment with its amount: a card's fee under it, a transfer's bank and account (a buy-back's customer's). */
function paymentRows(doc: ReceiptDocument, w: number): string[] {
  const out: string[] = [];
  for (const p of doc.pembayaran) {
    out.push(pair(paymentLabel(p.jenis), money(p.jumlah_rp), w));
    if (p.fee_rp) out.push(pair(`  ${RECEIPT_TEXT.fee}`, money(p.fee_rp), w));
    if (doc.kind === 'pembelian' && (p.kode_bank || p.no_rekening)) out.push(`  ${[p.kode_bank, p.no_rekening].filter(Boolean).join(' ')}`);
  }
  return out;
}

/** A trade-in's block on its sale's receipt: the buy-back's number, its pieces and their value. */
function tradeInLines(tukar: ReceiptTradeIn, w: number): string[] {
  const T = RECEIPT_TEXT;
  return [
    center(T.tukar, w),
    `${T.noBeli}: ${tukar.no}`,
    // Indented: a numbered line at the margin is one of the sale's pieces (where the receipt's photos go).
    ...tukar.items.flatMap((item, i) => buybackItemLines(item, i, w, ' ')),
    pair(T.totalTukar, money(tukar.total), w),
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
    T.items(doc.items.length, milligrams(totalMg)),
    pair(T.total, money(doc.grand_total), w),
    rule,
    ...paymentRows(doc, w),
    pair(T.totalDibayar, money(doc.total_bayar), w),
    ...signatureLines(w),
    ...footerLines(setting, w),
  ];
}
