// A document as the API answers it (GET {kind}/{no}, the kernel's readDocument) in the receipt layout's terms: what the
// browser prints and what the public receipt page (server/whatsapp/nota.ts) shows, from one mapping.
import type { ReceiptDocument, ReceiptInstalment, ReceiptLayout, ReceiptLine, ReceiptLoanStep, ReceiptPayment, ReceiptTradeIn } from './receipt-layout';

/** A kind that prints, as its definition names it: its API base, its number's name and its receipt's layout. */
export interface PrintingKind {
  name: string;
  api: string;
  number: string;
  receipt: ReceiptLayout;
}

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0) || 0;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const rows = (v: unknown) => (Array.isArray(v) ? v : []) as Row[];

/** A document's line in the layout's terms; a buy-back line's weight is its net gold weight (berat). */
function receiptLine(i: Row): ReceiptLine {
  return {
    kode_barcode: text(i.kode_barcode),
    nama_barang: text(i.nama_barang),
    deskripsi: text(i.deskripsi ?? i.deskripsi_jual),
    kadar: n(i.kadar),
    berat_jual: n(i.berat_jual) || n(i.berat),
    harga: n(i.harga),
    ongkos: n(i.ongkos),
    diskon_rp: n(i.diskon_rp),
    total: n(i.total),
    harga_per_gram: n(i.harga_per_gram),
    ...(i.kondisi !== undefined ? { kondisi: text(i.kondisi), berat_kotor: n(i.berat_kotor) } : {}),
    ...(i.ada_nota !== undefined ? { ada_nota: i.ada_nota === true, no_faktur_jual: text(i.no_faktur_jual) } : {}),
  };
}

/**
 * A payment line. A buy-back's transfer goes to the customer's bank and account (kode_bank, no_reff; no_rekening is the
 * shop's it left from); a sale's or a deposit's goes into the shop's account, named with its bank (bank_rekening) when
 * the line carries none.
 */
function receiptPayment(layout: ReceiptLayout, p: Row): ReceiptPayment {
  const base = { jenis: text(p.jenis), jumlah_rp: n(p.jumlah_rp), fee_rp: n(p.fee_rp), no_reff: text(p.no_reff) };
  if (layout.payee === 'customer') return { ...base, kode_bank: text(p.kode_bank), no_rekening: text(p.no_reff) };
  return { ...base, kode_bank: text(p.kode_bank) || text(p.bank_rekening), no_rekening: text(p.no_rekening) };
}

/** A sale's trade-in (`tukar`: its buy-back), when it has one (a buy-back's `tukar` names its sale: not printed). */
function tradeIn(t: unknown): ReceiptTradeIn | undefined {
  if (!t || typeof t !== 'object' || !('no_faktur_beli' in t)) return undefined;
  const r = t as Row;
  return { no: text(r.no_faktur_beli), total: n(r.total_harga ?? r.grand_total), items: rows(r.items).map(receiptLine) };
}

/** A loan's redemption or renewal: its `tagihan` (the bill paid) and, a renewal, `termin_baru` (the term it starts). */
function loanStep(d: Row): ReceiptLoanStep | undefined {
  if (!d.tagihan || typeof d.tagihan !== 'object') return undefined;
  const b = d.tagihan as Row;
  const t = d.termin_baru as Row | undefined;
  return {
    no_hutang: text(d.no_faktur_hutang),
    jumlah_hutang: n(b.jumlah_hutang),
    lama_pinjam_hari: n(b.lama_pinjam_hari),
    bunga_persen: n(b.bunga_persen),
    bunga_rp: n(b.bunga_rp),
    denda_rp: n(b.denda_rp),
    pokok_rp: n(b.pokok_rp),
    total_bayar: n(b.total_bayar),
    ...(t ? { baru: { jumlah_hutang: n(t.jumlah_hutang), bunga_persen: n(t.bunga_persen), tgl_jatuh_tempo: text(t.tgl_jatuh_tempo) } } : {}),
  };
}

/** An instalment's payment: its `angsuran` (which one, the amount, late fee, what remained, the next due date). */
function instalment(d: Row): ReceiptInstalment | undefined {
  if (!d.angsuran || typeof d.angsuran !== 'object') return undefined;
  const a = d.angsuran as Row;
  return {
    no_cicilan: text(d.no_cicilan),
    ke: n(a.ke),
    jumlah_rp: n(a.jumlah_rp),
    denda_rp: n(a.denda_rp),
    sisa_bayar: n(a.sisa_bayar),
    tgl_jatuh_tempo_berikut: a.tgl_jatuh_tempo_berikut ? text(a.tgl_jatuh_tempo_berikut) : null,
    no_faktur_jual: a.no_faktur_jual ? text(a.no_faktur_jual) : null,
  };
}

/**
 * A document of `kind` as the API answers it, in the layout's terms (a document paid in part: its down payment is
 * what was paid with it). A sale's trade-in is the one `tukar` a document answers with its buy-back's number.
 */
export function receiptDocument(kind: Pick<PrintingKind, 'number' | 'receipt'>, no: string, d: Row): ReceiptDocument {
  const layout = kind.receipt;
  const pembayaran = rows(d.pembayaran);
  const paid = pembayaran.reduce((s, p) => s + n(p.jumlah_rp), 0);
  const grand = n(d.grand_total ?? d.total_harga);
  const tukar = tradeIn(d.tukar);
  const hutang = layout.lines === 'tebus' || layout.lines === 'peremajaan' ? loanStep(d) : undefined;
  const cicilan = layout.lines === 'angsuran' ? instalment(d) : undefined;
  return {
    layout,
    no: text(d[kind.number]) || no,
    tgl_system: text(d.tgl_system).slice(0, 10),
    created_at: d.created_at instanceof Date ? d.created_at.toISOString() : d.created_at ? text(d.created_at) : undefined,
    nama_customer: text(d.nama_customer),
    alamat_customer: text(d.alamat_customer),
    no_hp: text(d.no_hp),
    nama_sales: text(d.nama_sales),
    kasir: text(d.nama_kasir ?? d.input_by),
    items: rows(d.items).map(receiptLine),
    pembayaran: pembayaran.map((p) => receiptPayment(layout, p)),
    subtotal: n(d.subtotal),
    diskon_rp: n(d.diskon_rp),
    ppn_rp: n(d.ppn_rp),
    pembulatan_rp: n(d.pembulatan_rp),
    grand_total: grand,
    total_bayar: d.total_bayar === undefined ? paid : n(d.total_bayar),
    kembalian: n(d.kembalian),
    ...(tukar ? { tukar } : {}),
    ...(hutang ? { hutang } : {}),
    ...(cicilan ? { cicilan } : {}),
    ...(layout.owed ? { dp_rp: d.dp_rp === undefined ? paid : n(d.dp_rp), sisa_bayar: d.sisa_bayar === undefined ? Math.max(0, grand - paid) : n(d.sisa_bayar) } : {}),
  };
}
