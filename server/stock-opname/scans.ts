// What a scan does to a stocktake: a barcode or a tag read becomes a FOUND line (expected, still missing) or a
// FOREIGN one (with why). Reads barang, writes only the stocktake's own tables: a stocktake never moves stock.
import type { Queryable } from '../db/database';
import { epcToBarcode, foreignReason, type OpnameHead, type OpnameLine } from '../../domain/stock-opname';
import { mgText, weightMg } from '../../domain/units';
import { LINE_COLUMNS } from './document';

export interface ScanEntry {
  kode_barcode: string;
  epc: string | null;
}

/**
 * Records scanned codes on an open stocktake: an expected item still missing becomes FOUND; a code without a line
 * becomes a FOREIGN line (with why); a code already FOUND or FOREIGN is a repeat and changes nothing.
 */
export async function recordScans(
  tx: Queryable,
  head: OpnameHead,
  entries: ScanEntry[],
  user: string,
): Promise<{ lines: OpnameLine[]; repeats: string[] }> {
  const byCode = new Map<string, ScanEntry>();
  for (const e of entries) if (!byCode.has(e.kode_barcode)) byCode.set(e.kode_barcode, e);
  const codes = [...byCode.keys()];
  if (!codes.length) return { lines: [], repeats: [] };
  const existing = await tx.query<{ kode_barcode: string; result: string }>(
    `SELECT kode_barcode, result FROM stock_opname_detail WHERE no_opname = $1 AND kode_barcode = ANY($2::text[])`,
    [head.no_opname, codes],
  );
  const seen = new Map(existing.map((r) => [r.kode_barcode, r.result]));
  const toFind = codes.filter((c) => seen.get(c) === 'MISSING');
  const repeats = codes.filter((c) => seen.has(c) && seen.get(c) !== 'MISSING');
  const fresh = codes.filter((c) => !seen.has(c));
  const lines: OpnameLine[] = [];
  if (toFind.length) {
    lines.push(
      ...(await tx.query<OpnameLine>(
        `UPDATE stock_opname_detail d SET result = 'FOUND', scanned_at = now(), scanned_by = $2, epc = u.epc
           FROM unnest($3::text[], $4::text[]) AS u(code, epc)
          WHERE d.no_opname = $1 AND d.kode_barcode = u.code AND d.result = 'MISSING'
          RETURNING ${LINE_COLUMNS.split(', ').map((c) => `d.${c}`).join(', ')}`,
        [head.no_opname, user, toFind, toFind.map((c) => byCode.get(c)!.epc)],
      )),
    );
  }
  if (fresh.length) {
    const items = await tx.query<{ kode_barcode: string; nama_barang: string; berat: number; kode_gudang: string; kode_baki: string; status: string; no_terima: string }>(
      `SELECT kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status, no_terima FROM barang
        WHERE kode_toko = $1 AND kode_barcode = ANY($2::text[])`,
      [head.kode_toko, fresh],
    );
    const item = new Map(items.map((i) => [i.kode_barcode, i]));
    const rows = fresh.map((c) => {
      const i = item.get(c) ?? null;
      return { c, i, alasan: foreignReason(head, i) };
    });
    lines.push(
      ...(await tx.query<OpnameLine>(
        `INSERT INTO stock_opname_detail (no_opname, kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status_barang, expected, result, alasan, epc, scanned_at, scanned_by)
         SELECT $1, u.code, u.nama, u.berat, u.gudang, u.baki, u.status, false, 'FOREIGN', u.alasan, u.epc, now(), $2
           FROM unnest($3::text[], $4::text[], $5::numeric[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
                AS u(code, nama, berat, gudang, baki, status, alasan, epc)
         ON CONFLICT DO NOTHING
         RETURNING ${LINE_COLUMNS}`,
        [
          head.no_opname,
          user,
          rows.map((r) => r.c),
          rows.map((r) => r.i?.nama_barang ?? ''),
          rows.map((r) => mgText(weightMg(r.i?.berat ?? 0))),
          rows.map((r) => r.i?.kode_gudang ?? ''),
          rows.map((r) => r.i?.kode_baki ?? ''),
          rows.map((r) => r.i?.status ?? ''),
          rows.map((r) => r.alasan),
          rows.map((r) => byCode.get(r.c)!.epc),
        ],
      )),
    );
  }
  return { lines, repeats };
}

/**
 * The new tags of a stocktake (not read before), each mapped to the item it names: a linked tag (barang.kode_rfid)
 * first, else the barcode the EPC carries as ASCII hex (domain/stock-opname.ts). Stores the tags and their items;
 * answers one scan entry per new tag, an unknown tag named by its EPC.
 */
export async function newTagScans(tx: Queryable, head: OpnameHead, tags: readonly string[]): Promise<ScanEntry[]> {
  const no = head.no_opname;
  const fresh = tags.length
    ? (
        await tx.query<{ epc: string }>(
          `INSERT INTO stock_opname_tag (no_opname, epc) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING epc`,
          [no, tags],
        )
      ).map((r) => r.epc)
    : [];
  if (!fresh.length) return [];
  const decoded = fresh.map((e) => epcToBarcode(e));
  const items = await tx.query<{ kode_barcode: string; kode_rfid: string | null }>(
    `SELECT kode_barcode, kode_rfid FROM barang WHERE kode_toko = $1 AND (kode_rfid = ANY($2::text[]) OR kode_barcode = ANY($3::text[]))`,
    [head.kode_toko, fresh, decoded.filter((d): d is string => !!d)],
  );
  const byRfid = new Map(items.filter((i) => i.kode_rfid).map((i) => [i.kode_rfid!, i.kode_barcode]));
  const codes = new Set(items.map((i) => i.kode_barcode));
  const item = fresh.map((epc, n) => byRfid.get(epc) ?? (decoded[n] && codes.has(decoded[n]) ? decoded[n] : null));
  const matched = fresh.map((epc, n) => ({ epc, code: item[n] })).filter((m) => m.code);
  if (matched.length) {
    await tx.query(
      `UPDATE stock_opname_tag t SET kode_barcode = u.code FROM unnest($2::text[], $3::text[]) AS u(epc, code)
        WHERE t.no_opname = $1 AND t.epc = u.epc`,
      [no, matched.map((m) => m.epc), matched.map((m) => m.code)],
    );
  }
  return fresh.map((epc, n) => ({ kode_barcode: item[n] ?? epc, epc }));
}
