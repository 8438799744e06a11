// What a receipt prints, read through the API: the document (GET penjualan/{no} or titip/{no}), the shop (toko/own),
// the Setting Nota (para-system/key/setting_nota) and, where the paper shows them, the item photos as data URLs, so
// the printed page needs no request of its own.
import { callApi, downloadApi } from '../../data/call';
import { parseJsonSetting } from '../../../../domain/settings';
import { DEFAULT_RECEIPT_PAPER, type ReceiptSetting } from '../../../../domain/receipt';
import type { ReceiptDocument, ReceiptShop } from '../../../../domain/receipt-layout';

export type ReceiptKind = ReceiptDocument['kind'];

/** The number's name as each kind's API answers it. */
const NUMBER: Record<ReceiptKind, string> = { penjualan: 'no_faktur_jual', titip: 'no_titip' };

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0) || 0;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A document as the API answers it, in the layout's terms (a deposit's down payment is what was paid with it). */
export function receiptDocument(kind: ReceiptKind, no: string, d: Row): ReceiptDocument {
  const items = (Array.isArray(d.items) ? d.items : []) as Row[];
  const pembayaran = (Array.isArray(d.pembayaran) ? d.pembayaran : []) as Row[];
  const paid = pembayaran.reduce((s, p) => s + n(p.jumlah_rp), 0);
  const grand = n(d.grand_total);
  return {
    kind,
    no: text(d[NUMBER[kind]]) || no,
    tgl_system: text(d.tgl_system).slice(0, 10),
    created_at: d.created_at ? text(d.created_at) : undefined,
    nama_customer: text(d.nama_customer),
    alamat_customer: text(d.alamat_customer),
    no_hp: text(d.no_hp),
    nama_sales: text(d.nama_sales),
    items: items.map((i) => ({
      kode_barcode: text(i.kode_barcode),
      nama_barang: text(i.nama_barang),
      deskripsi: text(i.deskripsi ?? i.deskripsi_jual),
      kadar: n(i.kadar),
      berat_jual: n(i.berat_jual),
      harga: n(i.harga),
      ongkos: n(i.ongkos),
      diskon_rp: n(i.diskon_rp),
      total: n(i.total),
    })),
    pembayaran: pembayaran.map((p) => ({ jenis: text(p.jenis), jumlah_rp: n(p.jumlah_rp), fee_rp: n(p.fee_rp) })),
    subtotal: n(d.subtotal),
    diskon_rp: n(d.diskon_rp),
    ppn_rp: n(d.ppn_rp),
    pembulatan_rp: n(d.pembulatan_rp),
    grand_total: grand,
    total_bayar: d.total_bayar === undefined ? paid : n(d.total_bayar),
    kembalian: n(d.kembalian),
    ...(kind === 'titip' ? { dp_rp: d.dp_rp === undefined ? paid : n(d.dp_rp), sisa_bayar: d.sisa_bayar === undefined ? Math.max(0, grand - paid) : n(d.sisa_bayar) } : {}),
  };
}

export async function loadReceipt(kind: ReceiptKind, no: string): Promise<{ doc: ReceiptDocument; shop: ReceiptShop; setting: ReceiptSetting }> {
  const [doc, shop, setting] = await Promise.all([
    callApi<{ data: Row }>({ path: `${kind}/${encodeURIComponent(no)}` }),
    callApi<{ data: Row }>({ path: 'toko/own' }),
    callApi<{ data: { value: string | null } }>({ path: 'para-system/key/setting_nota' }).catch(() => ({ data: { value: null } })),
  ]);
  const stored = parseJsonSetting<ReceiptSetting>('setting_nota', setting.data?.value);
  return {
    doc: receiptDocument(kind, no, doc.data),
    shop: { nama_toko: text(shop.data.nama_toko), alamat: text(shop.data.alamat_toko), telepon: text(shop.data.phone) },
    setting: { ...stored, kertas: stored.kertas ?? DEFAULT_RECEIPT_PAPER, header: stored.header ?? [], footer: stored.footer ?? [] },
  };
}

/** Records the print (POST {kind}/{no}/cetak): its number, above 1 a reprint. */
export async function recordPrint(kind: ReceiptKind, no: string): Promise<number> {
  const answer = await callApi<{ data: { cetak_ke: number } }>({ method: 'POST', path: `${kind}/${encodeURIComponent(no)}/cetak` });
  return answer.data.cetak_ke;
}

/** The pieces' photos (barcode -> data URL); a piece without one is left out. */
export async function itemPhotos(codes: string[]): Promise<Map<string, string>> {
  const found = await Promise.all(
    codes.map(async (code) => {
      try {
        const { blob } = await downloadApi({ path: `barang/foto/${encodeURIComponent(code)}` });
        return [code, await dataUrl(blob)] as const;
      } catch {
        return undefined;
      }
    }),
  );
  return new Map(found.filter((f): f is readonly [string, string] => !!f));
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
