// A nota as the WhatsApp and receipt features read it, for every document kind they serve: the document (lines and
// payments, through the kernel's readDocument), its lines grouped by group and kadar (dataJualGrouped), the shop's
// invoice text filled in (template_wa), and the receipt lines of the public receipt page, for every kind of
// the registry (server/documents/registry.ts).
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { readDocument } from '../documents/read';
import { DOCUMENT_MESSAGES } from '../documents/messages';
import { DEFAULT_WHATSAPP, fillTemplate, parseJsonSetting, type WhatsappSetting } from '../../domain/settings';
import { formatRupiah } from '../../domain/units';
import type { ReceiptDocument, ReceiptShop } from '../../domain/receipt-layout';
import type { KindApi } from '../documents/kind-api';
import { receiptDocument, type PrintingKind } from '../../domain/receipt-document';

/** What a nota is read by: its kind's kernel name, its number as clients name it, the receipt it prints as. */
export type NotaKind = Pick<KindApi, 'name' | 'jenis'> & PrintingKind;

type Line = { kode_group: string; kadar: number | string; qty: number; berat: number | string; berat_jual: number | string; total: number | string };
type Nota = Awaited<ReturnType<typeof readDocument>> & { items: Line[] };

/** Lines grouped by group and kadar, in that order: pieces, grams (system and sold, 3 decimals) and amounts. */
export function groupLines(items: readonly Line[]) {
  const groups = new Map<string, { kode_group: string; kadar: number; qty: number; berat_mg: number; berat_jual_mg: number; total: number }>();
  for (const l of items) {
    const kadar = Number(l.kadar);
    const key = `${l.kode_group}\u0000${kadar}`;
    const g = groups.get(key) ?? { kode_group: l.kode_group, kadar, qty: 0, berat_mg: 0, berat_jual_mg: 0, total: 0 };
    g.qty += Number(l.qty);
    // Sums in milligrams: 0.1 g + 0.2 g is 0.300 g, not 0.30000000000000004.
    g.berat_mg += Math.round(Number(l.berat) * 1000);
    g.berat_jual_mg += Math.round(Number(l.berat_jual) * 1000);
    g.total += Number(l.total);
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.kode_group.localeCompare(b.kode_group) || a.kadar - b.kadar)
    .map(({ berat_mg, berat_jual_mg, ...g }) => ({ ...g, berat: berat_mg / 1000, berat_jual: berat_jual_mg / 1000 }));
}

/** 2026-11-24 -> 24-11-2026, as the shop writes dates. */
export const shopDate = (iso: string) => String(iso).slice(0, 10).split('-').reverse().join('-');

export async function whatsappSetting(q: Queryable): Promise<WhatsappSetting> {
  const [row] = await q.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'whatsapp_setting'`);
  return { ...DEFAULT_WHATSAPP, ...parseJsonSetting<Partial<WhatsappSetting>>('whatsapp_setting', row?.value) };
}

async function shopOf(q: Queryable, kodeToko: string): Promise<ReceiptShop> {
  const [t] = await q.query<{ nama_toko: string; alamat_toko: string | null; phone: string | null; zona_waktu: string }>(
    'SELECT nama_toko, alamat_toko, phone, zona_waktu_toko(kode_toko) AS zona_waktu FROM toko WHERE kode_toko = $1',
    [kodeToko],
  );
  return { nama_toko: t?.nama_toko ?? '', alamat: t?.alamat_toko ?? '', telepon: t?.phone ?? '', zona_waktu: t?.zona_waktu };
}

/** The shop's invoice text for a nota. */
export function invoiceText(setting: WhatsappSetting, shop: ReceiptShop, kind: NotaKind, nota: Record<string, unknown>): string {
  return fillTemplate(setting.template_invoice, {
    nama_toko: shop.nama_toko,
    nama_customer: String(nota.nama_customer ?? ''),
    no_nota: String(nota[kind.number] ?? ''),
    tanggal: shopDate(String(nota.tgl_system ?? '')),
    total: formatRupiah(Number(nota.grand_total ?? 0)),
  });
}

/** POST {kind}/get/bynota: the nota, its grouped lines (spec: dataPembelianGrouped for a buy-back) and the invoice text. */
export async function notaByNumber(q: Queryable, kodeToko: string, kind: NotaKind, no: string) {
  const { jenis, number } = kind;
  const data = (await readDocument(q, { kode_toko: kodeToko }, jenis, number, no)) as Nota;
  const [setting, shop] = await Promise.all([whatsappSetting(q), shopOf(q, kodeToko)]);
  const grouped = kind.receipt.lines === 'buyback' ? 'dataPembelianGrouped' : 'dataJualGrouped';
  return { data, [grouped]: groupLines(data.items), template_wa: invoiceText(setting, shop, kind, data) };
}

/** The shop a document belongs to, for a reader that has no login (the public receipt page). */
async function shopOfDocument(q: Queryable, kind: NotaKind, no: string): Promise<string> {
  const [row] = await q.query<{ kode_toko: string }>('SELECT kode_toko FROM dokumen WHERE no_dokumen = $1 AND jenis = $2', [no, kind.jenis]);
  if (!row) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  return row.kode_toko;
}

/** What the receipt layout prints of a document: the browser's own mapping (domain/receipt-document.ts). */
export async function receiptOf(q: Queryable, kind: NotaKind, no: string): Promise<{ doc: ReceiptDocument; shop: ReceiptShop; status: string }> {
  const kodeToko = await shopOfDocument(q, kind, no);
  const { jenis, number } = kind;
  const nota = (await readDocument(q, { kode_toko: kodeToko }, jenis, number, no)) as Nota & Record<string, unknown>;
  const doc = receiptDocument(kind, no, nota);
  return { doc, shop: await shopOf(q, kodeToko), status: nota.status };
}
