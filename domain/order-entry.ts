// The order entry screen's own arithmetic and checks (src/custom-screens/pesanan), pure so that the screen previews
// what the server will charge (server/documents/kinds/pesanan.ts prices with the same domain/order-pricing.ts): each
// line's amount at its group's price of this moment, the order's total, the first thing that keeps it from saving,
// and the body POST pesanan takes.
import { orderLineAmount } from './order-pricing';

/** A sample being typed: none, a shop piece by its barcode, or the customer's own piece, described and weighed. */
export type SampleDraft = { kind: 'none' } | { kind: 'barang'; kode_barcode: string } | { kind: 'sendiri'; keterangan: string; berat_mg: number | null };

/** An order line as the screen holds it: weights in milligrams, kadar in hundredths, money in rupiah; null untyped. */
export interface OrderLineDraft {
  nama_barang: string;
  kode_group: string;
  kadar: number | null;
  berat_mg: number | null;
  ongkos: number | null;
  kode_tukang: string;
  catatan: string;
  contoh: SampleDraft;
}

export const EMPTY_ORDER_LINE: OrderLineDraft = { nama_barang: '', kode_group: '', kadar: null, berat_mg: null, ongkos: null, kode_tukang: '', catatan: '', contoh: { kind: 'none' } };

export const ORDER_ENTRY_MESSAGES = {
  noLines: 'Barang Pesanan Masih Kosong',
  name: 'Nama Barang Tidak Boleh Kosong',
  group: 'Kode Group Tidak Boleh Kosong',
  kadar: 'Kadar Tidak Boleh 0',
  berat: 'Perkiraan Berat Tidak Boleh 0',
  sample: 'Contoh Belum Lengkap',
} as const;

/** Each line's price per gram (0 for a group without one yet) and amount, and the order's total. */
export function previewOrder(lines: readonly OrderLineDraft[], hargaPerGram: ReadonlyMap<string, number>) {
  const priced = lines.map((l) => {
    const harga_per_gram = hargaPerGram.get(l.kode_group) ?? 0;
    return { harga_per_gram, total: l.berat_mg ? orderLineAmount(l.berat_mg, harga_per_gram, l.ongkos ?? 0) : 0 };
  });
  return { lines: priced, total: priced.reduce((s, l) => s + l.total, 0) };
}

/** The first problem of the lines (1-based line number), or undefined when they can be sent. */
export function orderLineProblem(lines: readonly OrderLineDraft[]): { line?: number; message: string } | undefined {
  if (!lines.length) return { message: ORDER_ENTRY_MESSAGES.noLines };
  for (const [i, l] of lines.entries()) {
    const at = (message: string) => ({ line: i + 1, message });
    if (!l.nama_barang.trim()) return at(ORDER_ENTRY_MESSAGES.name);
    if (!l.kode_group) return at(ORDER_ENTRY_MESSAGES.group);
    if (!l.kadar) return at(ORDER_ENTRY_MESSAGES.kadar);
    if (!l.berat_mg) return at(ORDER_ENTRY_MESSAGES.berat);
    const c = l.contoh;
    if ((c.kind === 'barang' && !c.kode_barcode.trim()) || (c.kind === 'sendiri' && (!c.keterangan.trim() || !c.berat_mg))) return at(ORDER_ENTRY_MESSAGES.sample);
  }
  return undefined;
}

/** The lines as POST pesanan takes them: grams and kadar with a decimal point, optional fields only when given. */
export function orderItemsBody(lines: readonly OrderLineDraft[]) {
  return lines.map((l) => {
    const c = l.contoh;
    const contoh =
      c.kind === 'barang'
        ? { contoh: { kode_barcode: c.kode_barcode.trim().toUpperCase() } }
        : c.kind === 'sendiri'
          ? { contoh: { keterangan: c.keterangan.trim(), berat: (c.berat_mg ?? 0) / 1000 } }
          : {};
    return {
      nama_barang: l.nama_barang.trim(),
      kode_group: l.kode_group,
      kadar: (l.kadar ?? 0) / 100,
      perkiraan_berat: (l.berat_mg ?? 0) / 1000,
      ...(l.ongkos ? { ongkos_rp: l.ongkos } : {}),
      ...(l.kode_tukang ? { kode_tukang: l.kode_tukang } : {}),
      ...(l.catatan.trim() ? { catatan: l.catatan.trim() } : {}),
      ...contoh,
    };
  });
}
