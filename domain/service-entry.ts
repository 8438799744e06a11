// The service screens' own arithmetic and checks (src/custom-screens/service), pure so that the screens preview what
// the server will charge (server/documents/kinds/service.ts charges the added gold with the same domain/order-pricing.ts):
// - the intake: a line being typed, the service's total (its lines' ongkos), the first thing that keeps it from saving,
//   and the body POST service takes (no payment lines when no down payment was typed: a service may be taken unpaid);
// - Selesai: each line's weight out, the gold a repair added charged at its group's price, the first problem, and the
//   body POST service/{no}/selesai takes (one entry per line, in line order).
// Problems are codes: the screen says them in its language (kilau.service.problem.<code>).
import { addedGoldAmount } from './order-pricing';
import { headerBody, paymentBody, type EntryPayment, type SaleHeader } from './sale-entry';
import type { PaymentProblem } from './payments';

/** An intake line as the screen holds it: weight in milligrams, money in rupiah; null untyped; '' not chosen. */
export interface ServiceLineDraft {
  nama_barang: string;
  berat_mg: number | null;
  jumlah: number | null;
  ongkos: number | null;
  deskripsi: string;
  kode_tukang: string;
  kode_group: string;
}

export const EMPTY_SERVICE_LINE: ServiceLineDraft = { nama_barang: '', berat_mg: null, jumlah: 1, ongkos: null, deskripsi: '', kode_tukang: '', kode_group: '' };

export type ServiceProblemCode = 'kosong' | 'nama' | 'berat' | 'jumlah' | 'deskripsi' | 'berat_keluar' | 'group';
/** A problem of the lines: its code, and its line (1-based) where it is one line's. */
export interface ServiceProblem {
  code: ServiceProblemCode;
  line?: number;
}

/** What the service is worth when taken in: its lines' ongkos (a line's ongkos is the line's, whatever its quantity). */
export const serviceTotal = (lines: readonly ServiceLineDraft[]): number => lines.reduce((s, l) => s + (l.ongkos ?? 0), 0);

/** The first problem of the intake lines, or undefined when they can be sent. */
export function serviceLineProblem(lines: readonly ServiceLineDraft[]): ServiceProblem | undefined {
  if (!lines.length) return { code: 'kosong' };
  for (const [i, l] of lines.entries()) {
    const at = (code: ServiceProblemCode) => ({ code, line: i + 1 });
    if (!l.nama_barang.trim()) return at('nama');
    if (!l.berat_mg || l.berat_mg <= 0) return at('berat');
    if (!l.jumlah || l.jumlah < 1) return at('jumlah');
    if (!l.deskripsi.trim()) return at('deskripsi');
  }
  return undefined;
}

/** The lines as POST service takes them: grams with a decimal point, the optional codes only when chosen. */
export function serviceItemsBody(lines: readonly ServiceLineDraft[]) {
  return lines.map((l) => ({
    nama_barang: l.nama_barang.trim(),
    berat: (l.berat_mg ?? 0) / 1000,
    jumlah: l.jumlah ?? 1,
    ongkos_rp: l.ongkos ?? 0,
    deskripsi: l.deskripsi.trim(),
    ...(l.kode_tukang ? { kode_tukang: l.kode_tukang } : {}),
    ...(l.kode_group ? { kode_group: l.kode_group } : {}),
  }));
}

/** The payment lines with an amount: none is no down payment. */
export const typedPayments = <P extends Pick<EntryPayment, 'jumlah_rp'>>(payments: readonly P[]): P[] => payments.filter((p) => p.jumlah_rp > 0);

/** POST service: the customer, the manual receipt number when typed, the lines, and the down payment only when one was typed. */
export function serviceBody(header: SaleHeader, noFakturManual: string, lines: readonly ServiceLineDraft[], payments: readonly EntryPayment[], authorizationIds: readonly string[] = []) {
  const paid = typedPayments(payments);
  return {
    ...headerBody(header),
    ...(noFakturManual.trim() ? { no_faktur_manual: noFakturManual.trim() } : {}),
    items: serviceItemsBody(lines),
    ...(paid.length ? { pembayaran: paymentBody(paid) } : {}),
    ...(authorizationIds.length ? { authorization_ids: [...authorizationIds] } : {}),
  };
}

/**
 * The payment problems that stop a save where paying is optional (a service's down payment) or may be nothing (a
 * collection the down payment covered): an untyped line is no payment, not a wrong one.
 */
export function optionalPaymentProblems(problems: readonly PaymentProblem[], amounts: readonly (number | null | undefined)[]): PaymentProblem[] {
  return problems.filter((p) => p.code !== 'noPayment' && !(p.code === 'amountNotPositive' && p.line !== undefined && !amounts[p.line]));
}

// ---------------------------------------------------------------- Selesai

/** A service line being marked done: its weight in, the weight out typed, its intake group and one chosen now. */
export interface SelesaiLineDraft {
  berat_mg: number;
  berat_keluar_mg: number | null;
  /** The intake line's group ('' none). */
  kode_group: string;
  /** Chosen at Selesai where the line has none ('' none). */
  kode_group_selesai: string;
}

/** The group whose price charges the line's added gold: the intake's, else the one chosen now. */
export const selesaiGroup = (l: SelesaiLineDraft): string => l.kode_group || l.kode_group_selesai;

/** Each line's added gold at its group's price of this moment, and their sum (what the balance rises by). */
export function previewSelesai(lines: readonly SelesaiLineDraft[], hargaPerGram: ReadonlyMap<string, number>) {
  const priced = lines.map((l) => {
    const harga_per_gram = hargaPerGram.get(selesaiGroup(l)) ?? 0;
    return { harga_per_gram, biaya_emas: l.berat_keluar_mg ? addedGoldAmount(l.berat_mg, l.berat_keluar_mg, harga_per_gram) : 0 };
  });
  return { lines: priced, biaya_emas: priced.reduce((s, l) => s + l.biaya_emas, 0) };
}

/** The first problem of the weights out: each above 0, and a group wherever gold was added. */
export function selesaiProblem(lines: readonly SelesaiLineDraft[]): ServiceProblem | undefined {
  for (const [i, l] of lines.entries()) {
    if (!l.berat_keluar_mg || l.berat_keluar_mg <= 0) return { code: 'berat_keluar', line: i + 1 };
    if (l.berat_keluar_mg > l.berat_mg && !selesaiGroup(l)) return { code: 'group', line: i + 1 };
  }
  return undefined;
}

/** POST service/{no}/selesai: one entry per line in line order, the group only where chosen now. */
export function selesaiBody(lines: readonly SelesaiLineDraft[]) {
  return {
    items: lines.map((l) => ({
      berat_keluar: (l.berat_keluar_mg ?? 0) / 1000,
      ...(!l.kode_group && l.kode_group_selesai ? { kode_group: l.kode_group_selesai } : {}),
    })),
  };
}
