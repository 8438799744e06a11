// The loan screen's own checks and bodies (src/custom-screens/hutang), pure so that the screen refuses what the server
// refuses (server/documents/kinds/hutang.ts reads the same domain/hutang.ts rules):
// - a pledged piece being typed (kadar at most 100, gold weight not above the weight with its bag), the loan's terms,
//   the first thing that keeps it from saving, and the body POST hutang takes;
// - the redemption and renewal bodies (POST hutang/{no}/lunas, /perpanjang).
// Problems are codes: the screen says them in its language (kilau.hutang.problem.<code>).
import { headerBody, paymentBody, type EntryPayment, type SaleHeader } from './sale-entry';
import { pieceProblem } from './hutang';

/** A pledged piece as the screen holds it: weights in milligrams, kadar in hundredths; null untyped. */
export interface HutangLineDraft {
  nama_barang: string;
  kadar: number | null;
  berat_kotor_mg: number | null;
  berat_mg: number | null;
  jumlah: number | null;
  kondisi: string;
}

export const EMPTY_HUTANG_LINE: HutangLineDraft = { nama_barang: '', kadar: null, berat_kotor_mg: null, berat_mg: null, jumlah: 1, kondisi: '' };

/** The loan's terms as typed: rupiah, the monthly rate in hundredths, days. */
export interface HutangTermsDraft {
  jumlah_hutang: number | null;
  bunga: number | null;
  lama_pinjam: number | null;
  no_ktp: string;
}

export type HutangProblemCode = 'kosong' | 'nama' | 'kadar' | 'kadar_100' | 'berat' | 'berat_kotor' | 'jumlah' | 'jumlah_hutang' | 'lama_pinjam' | 'plafond' | 'pencairan';

export interface HutangProblem {
  code: HutangProblemCode;
  /** The piece (1-based), where the problem is one piece's. */
  line?: number;
}

/** The pieces as the plafond reads them: kadar in percent, gold weight in grams. */
export const plafondPieces = (lines: readonly HutangLineDraft[]) =>
  lines.filter((l) => l.kadar && l.berat_mg).map((l) => ({ kadar: (l.kadar ?? 0) / 100, berat: (l.berat_mg ?? 0) / 1000 }));

/** The first problem of the pieces and terms, or undefined when the loan can be sent. */
export function hutangProblem(lines: readonly HutangLineDraft[], terms: HutangTermsDraft, plafond: { plafond: number; berlaku: boolean } | undefined, payout: number): HutangProblem | undefined {
  if (!lines.length) return { code: 'kosong' };
  for (const [i, l] of lines.entries()) {
    const at = (code: HutangProblemCode) => ({ code, line: i + 1 });
    if (!l.nama_barang.trim()) return at('nama');
    if (!l.kadar || l.kadar <= 0) return at('kadar');
    if (!l.berat_mg || l.berat_mg <= 0) return at('berat');
    if (!l.berat_kotor_mg || l.berat_kotor_mg <= 0) return at('berat_kotor');
    const piece = pieceProblem({ kadar: l.kadar / 100, berat: l.berat_mg / 1000, berat_kotor: l.berat_kotor_mg / 1000 });
    if (piece) return at(piece.field === 'kadar' ? 'kadar_100' : 'berat_kotor');
    if (!l.jumlah || l.jumlah < 1) return at('jumlah');
  }
  if (!terms.jumlah_hutang || terms.jumlah_hutang <= 0) return { code: 'jumlah_hutang' };
  if (!terms.lama_pinjam || terms.lama_pinjam < 1) return { code: 'lama_pinjam' };
  if (plafond?.berlaku && terms.jumlah_hutang > plafond.plafond) return { code: 'plafond' };
  if (payout !== terms.jumlah_hutang) return { code: 'pencairan' };
  return undefined;
}

/** POST hutang: the customer, the pieces (grams and percent with a decimal point), the terms, the payout lines. */
export function hutangBody(header: SaleHeader, lines: readonly HutangLineDraft[], terms: HutangTermsDraft, payments: readonly EntryPayment[], authorizationIds: readonly string[] = []) {
  return {
    ...headerBody(header),
    ...(terms.no_ktp.trim() ? { no_ktp: terms.no_ktp.trim() } : {}),
    items: lines.map((l) => ({
      nama_barang: l.nama_barang.trim(),
      kadar: (l.kadar ?? 0) / 100,
      berat_kotor: (l.berat_kotor_mg ?? 0) / 1000,
      berat: (l.berat_mg ?? 0) / 1000,
      jumlah: l.jumlah ?? 1,
      ...(l.kondisi ? { kondisi: l.kondisi } : {}),
    })),
    jumlah_hutang: terms.jumlah_hutang ?? 0,
    ...(terms.bunga !== null ? { bunga_persen: terms.bunga / 100 } : {}),
    lama_pinjam: terms.lama_pinjam ?? 0,
    pembayaran: paymentBody(payments.filter((p) => p.jumlah_rp > 0)),
    ...(authorizationIds.length ? { authorization_ids: [...authorizationIds] } : {}),
  };
}

/** POST hutang/{no}/perpanjang: the new monthly rate (hundredths), part of the principal repaid, the payments, the supervisor's authorization. */
export function perpanjangBody(bungaBaru: number | null, bayarPokok: number, payments: readonly EntryPayment[], authorizationIds: readonly string[]) {
  return {
    ...(bungaBaru !== null ? { bunga_persen_baru: bungaBaru / 100 } : {}),
    ...(bayarPokok > 0 ? { bayar_pokok: bayarPokok } : {}),
    pembayaran: paymentBody(payments.filter((p) => p.jumlah_rp > 0)),
    ...(authorizationIds[0] ? { authorization_id: authorizationIds[0] } : {}),
  };
}
