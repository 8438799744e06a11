// What a receipt prints, read through the API: the document (GET {api}/{no} of its kind; a sale's trade-in comes with
// it as `tukar`), the shop (toko/own),
// the Setting Nota (para-system/key/setting_nota) and, where the paper shows them, the item photos as data URLs, so
// the printed page needs no request of its own.
import { callApi, downloadApi } from '../../data/call';
import { neededAuthorizations, type AskAuthorizations } from '../../authorization/useAuthorizationAsk';
import { parseJsonSetting } from '../../../../domain/settings';
import { DEFAULT_RECEIPT_PAPER, type ReceiptSetting } from '../../../../domain/receipt';
import type { ReceiptDocument, ReceiptShop } from '../../../../domain/receipt-layout';
import { receiptDocument, type PrintingKind } from '../../../../domain/receipt-document';

export type { PrintingKind };

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A document of `kind` (its definition: API base, number, receipt layout), its shop and the Setting Nota. */
export async function loadReceipt(kind: PrintingKind, no: string): Promise<{ doc: ReceiptDocument; shop: ReceiptShop; setting: ReceiptSetting }> {
  const [doc, shop, setting] = await Promise.all([
    callApi<{ data: Row }>({ path: `${kind.api}/${encodeURIComponent(no)}` }),
    callApi<{ data: Row }>({ path: 'toko/own' }),
    callApi<{ data: { value: string | null } }>({ path: 'para-system/key/setting_nota' }).catch(() => ({ data: { value: null } })),
  ]);
  const stored = parseJsonSetting<ReceiptSetting>('setting_nota', setting.data?.value);
  return {
    doc: receiptDocument(kind, no, doc.data),
    shop: { nama_toko: text(shop.data.nama_toko), alamat: text(shop.data.alamat_toko), telepon: text(shop.data.phone), zona_waktu: text(shop.data.zona_waktu) || undefined },
    setting: { ...stored, kertas: stored.kertas ?? DEFAULT_RECEIPT_PAPER, header: stored.header ?? [], footer: stored.footer ?? [] },
  };
}

/** A reprint a supervisor did not authorize: nothing printed, nothing to say (the dialog was closed). */
export const PRINT_NOT_AUTHORIZED = new Error('reprint not authorized');

/**
 * Records the print (POST {api}/{no}/cetak): its number, above 1 a reprint. A kind whose reprint needs a supervisor
 * (an order's) answers 403 naming the kind: `ask` gets the authorization and the print is recorded with it.
 */
export async function recordPrint(api: string, no: string, ask?: AskAuthorizations): Promise<number> {
  const path = `${api}/${encodeURIComponent(no)}/cetak`;
  try {
    return (await callApi<{ data: { cetak_ke: number } }>({ method: 'POST', path })).data.cetak_ke;
  } catch (e) {
    const asks = neededAuthorizations(e);
    if (!asks || !ask) throw e;
    const [authorization_id] = (await ask(asks)) ?? [];
    if (!authorization_id) throw PRINT_NOT_AUTHORIZED;
    return (await callApi<{ data: { cetak_ke: number } }>({ method: 'POST', path, body: { authorization_id } })).data.cetak_ke;
  }
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
