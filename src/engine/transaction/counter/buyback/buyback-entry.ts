// The buy-back lines as the cashier types them (/transaksi-pembelian and the trade-in of /transaksi-penjualan), priced
// live with the server's own domain functions (domain/buyback-pricing.ts): each line's checks, system price, the price
// paid and the authorizations it will need; and the request's items as POST pembelian (and penjualan's tukar) take them.
import {
  authorizationLine,
  BUYBACK_MESSAGES,
  buybackAuthorizations,
  buybackLineProblem,
  resolveBuybackLine,
  type BuybackParameters,
  type BuybackPrice,
} from '../../../../../domain/buyback-pricing';
import { kindsOf, type AuthorizationFact, type AuthorizationKind } from '../../../../../domain/authorization';
import { weightMg } from '../../../../../domain/units';

/** The shop's own piece as it was sold (GET pembelian/asal): the original receipt is the reference. */
export interface Origin {
  kode_barcode: string;
  no_faktur_jual: string;
  tgl_jual: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  /** Percent (75.00), as the API answers it. */
  kadar: number | string;
  /** Grams, as the API answers it. */
  berat_nota: number | string;
  harga_nota: number | string;
  /** Already bought back or exchanged. */
  dibeli: boolean;
  /** The piece's photo (barang.foto), empty when it has none. */
  foto?: string | null;
}

/** One line being typed: numbers in their integer units (kadar in hundredths, weights in mg), null while empty. */
export interface BuybackDraft {
  /** Tells lines apart (the barcode of the shop's own piece, else a running number). */
  key: string;
  /** The shop's own piece; absent for a piece from elsewhere (Barang Luar). */
  asal?: Origin;
  nama_barang: string;
  kode_group: string;
  /** '' takes the default: the scrap condition's code, else the group's. */
  kode_harga: string;
  kadar: number | null;
  berat_kotor_mg: number | null;
  berat_mg: number | null;
  kondisi: string;
  ada_nota: boolean;
  /** The price paid; null pays the system price. */
  harga: number | null;
}

/** The condition a new line starts with: the first that takes nothing off and is not scrap, else the first. */
export function defaultCondition(p: BuybackParameters): string {
  return (p.kondisi.find((k) => k.potongan_persen === 0 && !k.rosok) ?? p.kondisi[0])?.kondisi_barang ?? '';
}

/** A line for the shop's own piece: as sold, the receipt brought when it was found by the receipt's number. */
export function ownPieceDraft(asal: Origin, p: BuybackParameters, byReceipt: boolean): BuybackDraft {
  const mg = weightMg(asal.berat_nota);
  return {
    key: asal.kode_barcode,
    asal,
    nama_barang: asal.nama_barang,
    kode_group: asal.kode_group,
    kode_harga: '',
    kadar: Math.round(Number(asal.kadar) * 100),
    berat_kotor_mg: mg,
    berat_mg: mg,
    kondisi: defaultCondition(p),
    ada_nota: byReceipt,
    harga: null,
  };
}

/** An empty line for a piece from elsewhere (Barang Luar). */
export function outsideDraft(key: string, p: BuybackParameters): BuybackDraft {
  return { key, nama_barang: '', kode_group: '', kode_harga: '', kadar: null, berat_kotor_mg: null, berat_mg: null, kondisi: defaultCondition(p), ada_nota: false, harga: null };
}

export interface LinePreview {
  /** The first thing wrong with the line (the spec's message), or undefined. */
  problem?: string;
  price?: BuybackPrice;
  /** The price code that applies (the line's, or the default). */
  kode_harga?: string;
  /** What is paid: the typed price, else the system price (0 while the line cannot be priced). */
  harga: number;
  /** What a supervisor will be asked to approve (domain/buyback-pricing.ts), and its kinds. */
  facts: AuthorizationFact[];
  needs: AuthorizationKind[];
}

const harga_nota = (d: BuybackDraft) => Number(d.asal?.harga_nota ?? 0) || 0;
const berat_nota_mg = (d: BuybackDraft) => (d.asal ? weightMg(d.asal.berat_nota) : 0);

export function previewLine(p: BuybackParameters, d: BuybackDraft): LinePreview {
  const rosok = p.kondisi.find((k) => k.kondisi_barang === d.kondisi)?.rosok ?? false;
  const berat_mg = d.berat_mg ?? 0;
  const code = buybackLineProblem({ nama_barang: d.nama_barang, berat_mg, berat_kotor_mg: d.berat_kotor_mg ?? 0, kadar: d.kadar ?? 0, rosok });
  const resolved = resolveBuybackLine(p, { kode_group: d.kode_group, kode_harga: d.kode_harga || undefined, kadar: d.kadar ?? 0, berat_mg, kondisi: d.kondisi, ada_nota: d.ada_nota });
  if (!resolved.ok) return { problem: code ? BUYBACK_MESSAGES[code] : resolved.message, harga: d.harga ?? 0, facts: [], needs: [] };
  const harga = d.harga ?? resolved.price.harga_sistem;
  const piece = { kode_barcode: d.asal?.kode_barcode, nama_barang: d.nama_barang.trim().toUpperCase(), harga, berat_mg, harga_nota: harga_nota(d), berat_nota_mg: berat_nota_mg(d) };
  const facts = buybackAuthorizations([authorizationLine(resolved, piece)], p.toleransi_mg);
  return {
    problem: code ? BUYBACK_MESSAGES[code] : harga <= 0 ? BUYBACK_MESSAGES.priceZero : undefined,
    price: resolved.price,
    kode_harga: resolved.kode_harga,
    harga,
    facts,
    needs: kindsOf(facts),
  };
}

export interface BuybackPreview {
  lines: LinePreview[];
  total: number;
  /** The first line's problem, numbered ('Baris 2: ...' is the screen's). */
  problem?: { line: number; message: string };
  facts: AuthorizationFact[];
  needs: AuthorizationKind[];
}

export function previewBuyback(p: BuybackParameters, drafts: readonly BuybackDraft[]): BuybackPreview {
  const lines = drafts.map((d) => previewLine(p, d));
  const first = lines.findIndex((l) => l.problem);
  return {
    lines,
    total: lines.reduce((s, l) => s + l.harga, 0),
    ...(first >= 0 ? { problem: { line: first + 1, message: lines[first].problem! } } : {}),
    facts: lines.flatMap((l) => l.facts),
    needs: kindsOf(lines.flatMap((l) => l.facts)),
  };
}

/** The items of POST pembelian (and of penjualan's `tukar`): kadar in percent, weights in grams, the typed price only. */
export function buybackItems(drafts: readonly BuybackDraft[]) {
  return drafts.map((d) => ({
    ...(d.asal ? { kode_barcode: d.asal.kode_barcode, no_faktur_jual: d.asal.no_faktur_jual } : {}),
    nama_barang: d.nama_barang.trim(),
    kode_group: d.kode_group,
    ...(d.kode_harga ? { kode_harga: d.kode_harga } : {}),
    kadar: (d.kadar ?? 0) / 100,
    berat_kotor: (d.berat_kotor_mg ?? 0) / 1000,
    berat: (d.berat_mg ?? 0) / 1000,
    kondisi: d.kondisi,
    ada_nota: d.ada_nota,
    ...(d.harga !== null ? { harga: d.harga } : {}),
  }));
}
