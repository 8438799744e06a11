// Refining bought-back gold (spec section 2 "Refining"; issue 10): one operation per call of routes.ts, each in one
// database transaction. A piece of the buy-back stock (status BELI on the buy-back tray, server/inventory/
// buyback-stock.ts) is sorted (status_sortir), then sorted onto a sales tray (READY), sent to a cleaner or plater
// (CUCI, off every tray) and received back, lightened by plating loss, or melted (HANCUR). Every change of a piece
// writes its ledger rows in the same transaction, so a tray's stock stays the sum of its ledger rows and of its items
// on the tray, weights included; the batches, melts and validations are rows of migration 027.
//
// Pieces are locked in key order with the status the screen expects (lockItems): of two requests on one piece, the
// second waits and then finds it changed (409), so exactly one of them acts.
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { masterTable } from '../db/master-tables';
import { CODE_MAX, DOC_NO_MAX, code, grams, note, requiredCode } from '../http/input';
import { BARCODE_MAX, itemRefs } from '../inventory/input';
import { lockItems, takeOffTrays, totals, type Expected, type Item } from '../inventory/items';
import { bookStockCost } from '../inventory/stock-cost';
import { nextDocumentNumber, writeLedger, type LedgerRow } from '../inventory/ledger';
import { buybackTray, enterBuybackStock } from '../inventory/buyback-stock';
import { salesTray } from '../inventory/sales-stock';
import { ITEM_MESSAGES, type SortState } from '../../domain/inventory';
import { MESSAGES } from '../../domain/validation';
import { KADAR, checkRange, mgText, mgToGrams, readValue, sumMg, weightMg } from '../../domain/units';
import type { BatchKind, ManualStockInput, MeltInput, ReceiveInput, SendInput, SortFilter, SortInput, ToTrayInput, ValidateInput, WastingInput } from './input';

export const REFINING_MESSAGES = {
  sorted: 'Sortir Pembelian Berhasil Disimpan',
  movedToTray: 'Pindah Sortir Berhasil Disimpan',
  sent: { CUCI: 'Kirim Barang Cuci Berhasil Disimpan', SEPUH: 'Kirim Barang Sepuh Berhasil Disimpan' },
  received: { CUCI: 'Terima Barang Cuci Berhasil Disimpan', SEPUH: 'Terima Sepuhan Berhasil Disimpan' },
  wasted: 'Wasting Sepuhan Berhasil Disimpan',
  manualStock: 'Stock Cuci Manual Berhasil Disimpan',
  melted: 'Hancur Pembelian Berhasil Disimpan',
  validated: 'Susut Berhasil Divalidasi',
  notForSale: 'Barang Belum Disortir Untuk Dijual',
  notSortedFor: { CUCI: 'Barang Belum Disortir Untuk Cuci', SEPUH: 'Barang Belum Disortir Untuk Sepuh' },
  deptRequired: 'Kode Jenis Tidak Boleh Kosong',
  deptNotFound: 'Kode Jenis Tidak Ditemukan',
  destinationRequired: 'Tujuan Tidak Boleh Kosong',
  batchNotFound: 'No Kirim Tidak Ditemukan',
  batchOtherKind: { CUCI: 'No Kirim Bukan Kiriman Cuci', SEPUH: 'No Kirim Bukan Kiriman Sepuh' },
  batchReceived: 'Batch Sudah Diterima',
  notInBatch: 'Barang Tidak Ada Di Kiriman',
  batchIncomplete: 'Semua Barang Kiriman Harus Diterima',
  weightZero: 'Berat Tidak Boleh 0',
  weightAboveSent: 'Berat Terima Tidak Boleh Lebih Dari Berat Kirim',
  lossZero: 'Berat Susut Tidak Boleh 0',
  lossNotBelowWeight: 'Berat Susut Harus Lebih Kecil Dari Berat Barang',
  nameRequired: 'Nama Barang Tidak Boleh Kosong',
  groupNotFound: 'Kode Group Tidak Ditemukan',
  resultZero: 'Berat Hasil Tidak Boleh 0',
  resultAboveWeight: 'Berat Hasil Tidak Boleh Lebih Dari Berat Barang',
  shrinkageNotFound: 'No Susut Tidak Ditemukan',
  alreadyValid: 'Susut Sudah Divalidasi',
} as const;
const M = REFINING_MESSAGES;

/** Document prefixes (KC is the sample return's): SR sorting, PS onto a sales tray, CU/KS batches, WS plating loss, SC by hand, HB melt. */
const PREFIX = { sortir: 'SR', pindah: 'PS', CUCI: 'CU', SEPUH: 'KS', wasting: 'WS', manual: 'SC', hancur: 'HB' } as const;

type Rec = Record<string, unknown>;
const place = (it: Item) => ({ kode_barcode: it.kode_barcode, kode_toko: it.kode_toko, kode_gudang: it.kode_gudang, kode_baki: it.kode_baki });
const barcodeOf = (v: unknown) => requiredCode(v, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
/** Barcode -> value of a line, each barcode once (the screens scan a piece once). */
function linesByBarcode<T>(rows: { kode_barcode: unknown }[], read: (row: Rec, code: string) => T): Map<string, T> {
  if (!Array.isArray(rows) || !rows.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  const out = new Map<string, T>();
  for (const row of rows) {
    const c = barcodeOf(row?.kode_barcode);
    if (out.has(c)) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
    out.set(c, read(row as Rec, c));
  }
  return out;
}

/**
 * Locks pieces of the buy-back stock as lockItems does, with where sorting sent each (status_sortir is no field of the
 * item screens, so lockItems does not read it).
 */
async function lockPieces(tx: Queryable, actor: Actor, expected: Expected[]): Promise<Map<string, Item & { status_sortir: string }>> {
  const items = await lockItems(tx, actor.kode_toko, expected, 'BELI');
  const sorted = await tx.query<{ kode_barcode: string; status_sortir: string }>(
    `SELECT kode_barcode, status_sortir FROM barang WHERE kode_barcode = ANY($1::text[])`,
    [[...items.keys()]],
  );
  const state = new Map(sorted.map((r) => [r.kode_barcode, r.status_sortir]));
  return new Map([...items].map(([c, it]) => [c, { ...it, status_sortir: state.get(c) ?? '' }]));
}

// ---------------------------------------------------------------- the buy-back stock

/** The shop's pieces in the buy-back stock (status BELI), by sort state (BELUM: not sorted yet), with their buy-back. */
export async function buybackStock(db: Queryable, actor: Actor, filter: SortFilter = 'ALL'): Promise<Rec[]> {
  return db.query(
    `SELECT b.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, b.kadar, b.berat, b.berat_kotor, b.status_sortir, b.kode_baki, b.versi,
            COALESCE(m.no_ref, '') AS no_faktur_beli, m.tgl_system::text AS tgl_beli
       FROM barang b
       LEFT JOIN LATERAL (
         SELECT no_ref, tgl_system FROM barang_mutasi WHERE kode_barcode = b.kode_barcode AND jenis IN ('BELI', 'STOCK_CUCI') ORDER BY id DESC LIMIT 1
       ) m ON true
      WHERE b.kode_toko = $1 AND b.status = 'BELI'
        AND ($2 = 'ALL' OR b.status_sortir = CASE WHEN $2 = 'BELUM' THEN '' ELSE $2 END)
      ORDER BY b.kode_barcode`,
    [actor.kode_toko, filter],
  );
}

/** Sorts pieces of the buy-back stock: where each goes next (resell, clean, re-plate, melt); a SORTIR row each. */
export async function sort(ctx: AppContext, actor: Actor, input: SortInput) {
  const expected = itemRefs({ items: input.items }, { versi: false });
  const states = new Map(expected.map((e, i) => [e.kode_barcode, input.items[i].status_sortir as SortState]));
  return ctx.db.transaction(async (tx) => {
    const items = await lockItems(tx, actor.kode_toko, expected, 'BELI');
    const no = await nextDocumentNumber(tx, PREFIX.sortir, actor.kode_toko, actor.tgl_system);
    const codes = [...items.keys()];
    await tx.query(
      `UPDATE barang b SET status_sortir = u.status_sortir, versi = versi + 1, updated_at = now()
         FROM unnest($1::text[], $2::text[]) AS u(kode_barcode, status_sortir) WHERE b.kode_barcode = u.kode_barcode`,
      [codes, codes.map((c) => states.get(c))],
    );
    await writeLedger(
      tx,
      actor.tgl_system,
      actor.user_id,
      [...items.values()].map((it) => ({ ...place(it), jenis: 'SORTIR', qty: 0, berat: 0, no_ref: no, keterangan: states.get(it.kode_barcode) })),
    );
    return { no_sortir: no, jumlah: codes.length };
  });
}

/**
 * Pieces sorted for resale leave the buy-back stock onto a sales tray (READY, SORTIR_KELUAR + SORTIR_MASUK), for
 * sale at their group's price. A piece bought without a jenis takes the one the screen names.
 */
export async function moveToTray(ctx: AppContext, actor: Actor, input: ToTrayInput) {
  const expected = itemRefs({ items: input.items }, { versi: false });
  const kodeBaki = requiredCode(input.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired);
  const kodeDept = code(input.kode_dept, 'kode_dept', 'Kode Jenis', CODE_MAX);
  return ctx.db.transaction(async (tx) => {
    const target = await salesTray(tx, kodeBaki);
    if (kodeDept) {
      const found = await tx.query(`SELECT 1 FROM ${masterTable({ name: 'jenis' })} WHERE kode_dept = $1`, [kodeDept]);
      if (!found.length) throw new HttpError(400, M.deptNotFound);
    }
    const items = await lockPieces(tx, actor, expected);
    for (const it of items.values()) {
      if (it.status_sortir !== 'JUAL') throw new HttpError(400, `${M.notForSale} (${it.kode_barcode})`);
      if (!it.kode_dept && !kodeDept) throw new HttpError(400, M.deptRequired);
    }
    const no = await nextDocumentNumber(tx, PREFIX.pindah, actor.kode_toko, actor.tgl_system);
    const moved = await tx.query<Item>(
      `UPDATE barang SET status = 'READY', status_sortir = '', kode_gudang = $2, kode_baki = $3, kode_dept = CASE WHEN kode_dept = '' THEN $4 ELSE kode_dept END,
              versi = versi + 1, updated_at = now()
        WHERE kode_barcode = ANY($1::text[]) RETURNING kode_barcode, kode_toko, status, qty, berat, hpp, total_hpp`,
      [[...items.keys()], target.kode_gudang, target.kode_baki, kodeDept],
    );
    // Scrap stock no more: at what was paid for it (its cost since the buy-back), stock for sale.
    await bookStockCost(tx, actor, 'SORTIR', [...items.values()], moved, no);
    const rows: LedgerRow[] = [];
    for (const it of items.values()) {
      rows.push({ ...place(it), jenis: 'SORTIR_KELUAR', qty: -it.qty, berat: -it.berat, no_ref: no, keterangan: target.kode_baki });
      rows.push({ ...place(it), ...target, jenis: 'SORTIR_MASUK', qty: it.qty, berat: it.berat, no_ref: no, keterangan: it.kode_baki });
    }
    await writeLedger(tx, actor.tgl_system, actor.user_id, rows);
    return { no_pindah: no, ...totals(moved) };
  });
}

// ---------------------------------------------------------------- cleaning and re-plating

/** Sends pieces sorted for cleaning (CUCI) or re-plating (SEPUH) out as one batch: off the buy-back tray (CUCI status). */
export async function send(ctx: AppContext, actor: Actor, input: SendInput) {
  const jenis = input.jenis;
  const expected = itemRefs({ items: input.items }, { versi: false });
  const tujuan = note(input.tujuan, 100);
  if (!tujuan) throw new HttpError(400, M.destinationRequired);
  const keterangan = note(input.keterangan);
  return ctx.db.transaction(async (tx) => {
    const items = await lockPieces(tx, actor, expected);
    for (const it of items.values()) if (it.status_sortir !== jenis) throw new HttpError(400, `${M.notSortedFor[jenis]} (${it.kode_barcode})`);
    const no = await nextDocumentNumber(tx, PREFIX[jenis], actor.kode_toko, actor.tgl_system);
    const out = await takeOffTrays(tx, actor, expected, { status: 'CUCI', from: 'BELI', jenis: 'KIRIM_CUCI', no_ref: no, keterangan: tujuan });
    await tx.query(
      `INSERT INTO sepuhan_kirim (no_kirim, jenis, kode_toko, tgl_system, tujuan, keterangan, input_by) VALUES ($1, $2, $3, $4::date, $5, $6, $7)`,
      [no, jenis, actor.kode_toko, actor.tgl_system, tujuan, keterangan, actor.user_id],
    );
    const sent = [...items.values()];
    await tx.query(
      `INSERT INTO sepuhan_kirim_barang (no_kirim, kode_barcode, nama_barang, kadar, berat_kirim)
       SELECT $1::text, u.* FROM unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[]) AS u`,
      [no, sent.map((i) => i.kode_barcode), sent.map((i) => i.nama_barang), sent.map((i) => i.kadar), sent.map((i) => mgText(weightMg(i.berat)))],
    );
    return { no_kirim: no, qty: out.qty, berat: out.berat };
  });
}

/** The shop's batches (of a kind, or both), open (KIRIM), received (TERIMA) or all, newest first, with their pieces. */
export async function batches(db: Queryable, actor: Actor, filter: { jenis?: BatchKind | 'ALL'; status?: 'KIRIM' | 'TERIMA' | 'ALL' }) {
  return db.query(
    `SELECT k.no_kirim, k.jenis, k.tgl_system::text AS tgl_system, k.tujuan, k.keterangan, k.input_by,
            CASE WHEN t.no_kirim IS NULL THEN 'KIRIM' ELSE 'TERIMA' END AS status, t.tgl_system::text AS tgl_terima,
            count(*)::int AS qty, sum(kb.berat_kirim) AS berat_kirim, sum(tb.berat_terima) AS berat_terima,
            sum(kb.berat_kirim - tb.berat_terima) AS susut,
            json_agg(json_build_object('kode_barcode', kb.kode_barcode, 'nama_barang', kb.nama_barang, 'kadar', kb.kadar::float8,
                                       'berat_kirim', kb.berat_kirim::float8, 'berat_terima', tb.berat_terima::float8) ORDER BY kb.kode_barcode) AS items
       FROM sepuhan_kirim k
       JOIN sepuhan_kirim_barang kb ON kb.no_kirim = k.no_kirim
       LEFT JOIN sepuhan_terima t ON t.no_kirim = k.no_kirim
       LEFT JOIN sepuhan_terima_barang tb ON tb.no_kirim = kb.no_kirim AND tb.kode_barcode = kb.kode_barcode
      WHERE k.kode_toko = $1 AND ($2 = 'ALL' OR k.jenis = $2)
        AND ($3 = 'ALL' OR ($3 = 'KIRIM') = (t.no_kirim IS NULL))
      GROUP BY k.no_kirim, t.no_kirim
      ORDER BY k.created_at DESC, k.no_kirim DESC`,
    [actor.kode_toko, filter.jenis ?? 'ALL', filter.status ?? 'ALL'],
  );
}

/**
 * Receives a batch of the kind, once, with every piece at the weight it came back: each piece returns to the
 * buy-back tray (BELI, sorted for resale) at that weight; the ledger takes it back at the weight sent
 * (TERIMA_CUCI) and writes the grams lost apart (SUSUT), the shrinkage a supervisor validates.
 */
export async function receive(ctx: AppContext, actor: Actor, jenis: BatchKind, noKirimInput: unknown, input: ReceiveInput) {
  const noKirim = requiredCode(noKirimInput, 'no_kirim', 'No Kirim', DOC_NO_MAX, M.batchNotFound);
  const back = linesByBarcode(input.items, (row, c) => {
    const mg = grams(row.berat_terima, 'berat_terima', 'Berat Terima');
    if (mg <= 0) throw new HttpError(400, `${M.weightZero} (${c})`);
    return mg;
  });
  return ctx.db.transaction(async (tx) => {
    // The batch row is the lock: of two receipts at once, the second finds the first.
    const [batch] = await tx.query<{ jenis: BatchKind }>(`SELECT jenis FROM sepuhan_kirim WHERE no_kirim = $1 AND kode_toko = $2 FOR UPDATE`, [
      noKirim,
      actor.kode_toko,
    ]);
    if (!batch) throw new HttpError(404, M.batchNotFound);
    if (batch.jenis !== jenis) throw new HttpError(400, M.batchOtherKind[jenis]);
    if ((await tx.query(`SELECT 1 FROM sepuhan_terima WHERE no_kirim = $1`, [noKirim])).length) throw new HttpError(409, M.batchReceived);
    const lines = await tx.query<{ kode_barcode: string; berat_kirim: number }>(
      `SELECT kode_barcode, berat_kirim FROM sepuhan_kirim_barang WHERE no_kirim = $1 ORDER BY kode_barcode`,
      [noKirim],
    );
    const sentMg = new Map(lines.map((l) => [l.kode_barcode, weightMg(l.berat_kirim)]));
    for (const [c, mg] of back) {
      const sent = sentMg.get(c);
      if (sent === undefined) throw new HttpError(400, `${M.notInBatch} (${c})`);
      if (mg > sent) throw new HttpError(400, `${M.weightAboveSent} (${c})`);
    }
    if (back.size !== sentMg.size) throw new HttpError(400, M.batchIncomplete);

    const items = await lockItems(tx, actor.kode_toko, [...sentMg.keys()].map((kode_barcode): Expected => ({ kode_barcode })), 'CUCI');
    const tray = await buybackTray(tx);
    const codes = [...items.keys()];
    await tx.query(
      `UPDATE barang b SET status = 'BELI', status_sortir = 'JUAL', berat = u.berat, kode_gudang = $3, kode_baki = $4, versi = versi + 1, updated_at = now()
         FROM unnest($1::text[], $2::numeric[]) AS u(kode_barcode, berat) WHERE b.kode_barcode = u.kode_barcode`,
      [codes, codes.map((c) => mgText(back.get(c)!)), tray.kode_gudang, tray.kode_baki],
    );
    const rows: LedgerRow[] = [];
    for (const c of codes) {
      const at = { kode_barcode: c, kode_toko: actor.kode_toko, ...tray, no_ref: noKirim };
      const lostMg = sentMg.get(c)! - back.get(c)!;
      rows.push({ ...at, jenis: 'TERIMA_CUCI', qty: 1, berat: mgToGrams(sentMg.get(c)!) });
      if (lostMg) rows.push({ ...at, jenis: 'SUSUT', qty: 0, berat: -mgToGrams(lostMg) });
    }
    await writeLedger(tx, actor.tgl_system, actor.user_id, rows);
    await tx.query(`INSERT INTO sepuhan_terima (no_kirim, tgl_system, input_by) VALUES ($1, $2::date, $3)`, [noKirim, actor.tgl_system, actor.user_id]);
    await tx.query(
      `INSERT INTO sepuhan_terima_barang (no_kirim, kode_barcode, berat_terima) SELECT $1::text, u.* FROM unnest($2::text[], $3::numeric[]) AS u`,
      [noKirim, codes, codes.map((c) => mgText(back.get(c)!))],
    );
    const kirimMg = sumMg(lines.map((l) => l.berat_kirim));
    const terimaMg = [...back.values()].reduce((s, mg) => s + mg, 0);
    return { no_kirim: noKirim, berat_kirim: mgToGrams(kirimMg), berat_terima: mgToGrams(terimaMg), susut: mgToGrams(kirimMg - terimaMg) };
  });
}

// ---------------------------------------------------------------- plating loss, gold by hand, melting

/** Plating loss on pieces of the buy-back stock: each piece loses the grams (WASTING, qty 0), never all of it. */
export async function waste(ctx: AppContext, actor: Actor, input: WastingInput) {
  const loss = linesByBarcode(input.items, (row, c) => {
    const mg = grams(row.berat_susut, 'berat_susut', 'Berat Susut');
    if (mg <= 0) throw new HttpError(400, `${M.lossZero} (${c})`);
    return mg;
  });
  const keterangan = note(input.keterangan);
  return ctx.db.transaction(async (tx) => {
    const items = await lockItems(tx, actor.kode_toko, [...loss.keys()].map((kode_barcode): Expected => ({ kode_barcode })), 'BELI');
    for (const it of items.values()) if (loss.get(it.kode_barcode)! >= weightMg(it.berat)) throw new HttpError(400, `${M.lossNotBelowWeight} (${it.kode_barcode})`);
    const no = await nextDocumentNumber(tx, PREFIX.wasting, actor.kode_toko, actor.tgl_system);
    const list = [...items.values()];
    await tx.query(
      `UPDATE barang b SET berat = b.berat - u.susut, versi = versi + 1, updated_at = now()
         FROM unnest($1::text[], $2::numeric[]) AS u(kode_barcode, susut) WHERE b.kode_barcode = u.kode_barcode`,
      [list.map((i) => i.kode_barcode), list.map((i) => mgText(loss.get(i.kode_barcode)!))],
    );
    await writeLedger(
      tx,
      actor.tgl_system,
      actor.user_id,
      list.map((it) => ({ ...place(it), jenis: 'WASTING', qty: 0, berat: -mgToGrams(loss.get(it.kode_barcode)!), no_ref: no, keterangan })),
    );
    await tx.query(`INSERT INTO sepuhan_wasting (no_wasting, kode_toko, tgl_system, keterangan, input_by) VALUES ($1, $2, $3::date, $4, $5)`, [
      no,
      actor.kode_toko,
      actor.tgl_system,
      keterangan,
      actor.user_id,
    ]);
    await tx.query(
      `INSERT INTO sepuhan_wasting_barang (no_wasting, kode_barcode, berat_awal, berat_susut)
       SELECT $1::text, u.* FROM unnest($2::text[], $3::numeric[], $4::numeric[]) AS u`,
      [no, list.map((i) => i.kode_barcode), list.map((i) => mgText(weightMg(i.berat))), list.map((i) => mgText(loss.get(i.kode_barcode)!))],
    );
    const lostMg = [...loss.values()].reduce((s, mg) => s + mg, 0);
    return { no_wasting: no, qty: list.length, berat_susut: mgToGrams(lostMg) };
  });
}

/** Gold entered into the buy-back stock by hand (STOCK_CUCI): one new piece, sorted for cleaning, at no cost. */
export async function enterManualStock(ctx: AppContext, actor: Actor, input: ManualStockInput) {
  const nama = note(input.nama_barang, 200).toUpperCase();
  if (!nama) throw new HttpError(400, M.nameRequired, [{ field: 'nama_barang', message: M.nameRequired }]);
  const kodeGroup = requiredCode(input.kode_group, 'kode_group', 'Kode Group', CODE_MAX);
  const kadarRead = readValue(input.kadar, KADAR);
  const kadar = kadarRead.ok ? checkRange(kadarRead.value, KADAR) : kadarRead;
  const kadarProblem = !kadar.ok ? (kadar.problem === 'max' ? ITEM_MESSAGES.kadarMax : MESSAGES.number('Kadar')) : kadar.value <= 0 ? ITEM_MESSAGES.kadarZero : '';
  if (!kadar.ok || kadarProblem) throw new HttpError(400, kadarProblem, [{ field: 'kadar', message: kadarProblem }]);
  const beratMg = grams(input.berat, 'berat', 'Berat');
  if (beratMg <= 0) throw new HttpError(400, ITEM_MESSAGES.weightZero, [{ field: 'berat', message: ITEM_MESSAGES.weightZero }]);
  const keterangan = note(input.keterangan);
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.query<{ kode_dept: string }>(`SELECT kode_dept FROM ${masterTable({ name: 'group' })} WHERE kode_group = $1`, [kodeGroup]);
    if (!group) throw new HttpError(400, M.groupNotFound, [{ field: 'kode_group', message: M.groupNotFound }]);
    const no = await nextDocumentNumber(tx, PREFIX.manual, actor.kode_toko, actor.tgl_system);
    const [kode_barcode] = await enterBuybackStock(
      tx,
      actor,
      [
        {
          nama_barang: nama,
          kode_group: kodeGroup,
          kode_dept: group.kode_dept ?? '',
          kadar: kadar.value / 100, // in percent, as the item column holds it
          berat_mg: beratMg,
          berat_kotor_mg: beratMg,
          harga: 0,
          status_sortir: 'CUCI',
        },
      ],
      'STOCK_CUCI',
      no,
    );
    await tx.query(`INSERT INTO sepuhan_stock_manual (no_ref, kode_toko, kode_barcode, tgl_system, keterangan, input_by) VALUES ($1, $2, $3, $4::date, $5, $6)`, [
      no,
      actor.kode_toko,
      kode_barcode,
      actor.tgl_system,
      keterangan,
      actor.user_id,
    ]);
    return { kode_barcode, no_ref: no };
  });
}

/** Melts pieces of the buy-back stock (any sort state) into a bar of berat_hasil: they leave stock (HANCUR_BELI). */
export async function melt(ctx: AppContext, actor: Actor, input: MeltInput) {
  const expected = itemRefs({ items: input.items }, { versi: false });
  const hasilMg = grams(input.berat_hasil, 'berat_hasil', 'Berat Hasil');
  if (hasilMg <= 0) throw new HttpError(400, M.resultZero, [{ field: 'berat_hasil', message: M.resultZero }]);
  const keterangan = note(input.keterangan);
  return ctx.db.transaction(async (tx) => {
    const items = await lockItems(tx, actor.kode_toko, expected, 'BELI');
    const list = [...items.values()];
    const totalMg = sumMg(list.map((i) => i.berat));
    if (hasilMg > totalMg) throw new HttpError(400, M.resultAboveWeight, [{ field: 'berat_hasil', message: M.resultAboveWeight }]);
    const out = await takeOffTrays(tx, actor, expected, { status: 'HANCUR', from: 'BELI', jenis: 'HANCUR_BELI', prefix: PREFIX.hancur, keterangan });
    await tx.query(`INSERT INTO sepuhan_hancur (no_hancur, kode_toko, tgl_system, keterangan, berat_hasil, input_by) VALUES ($1, $2, $3::date, $4, $5::numeric, $6)`, [
      out.no_ref,
      actor.kode_toko,
      actor.tgl_system,
      keterangan,
      mgText(hasilMg),
      actor.user_id,
    ]);
    await tx.query(
      `INSERT INTO sepuhan_hancur_barang (no_hancur, kode_barcode, nama_barang, kadar, berat)
       SELECT $1::text, u.* FROM unnest($2::text[], $3::text[], $4::numeric[], $5::numeric[]) AS u`,
      [out.no_ref, list.map((i) => i.kode_barcode), list.map((i) => i.nama_barang), list.map((i) => i.kadar), list.map((i) => mgText(weightMg(i.berat)))],
    );
    return { no_hancur: out.no_ref, qty: out.qty, berat: mgToGrams(totalMg), berat_hasil: mgToGrams(hasilMg), susut: mgToGrams(totalMg - hasilMg) };
  });
}

// ---------------------------------------------------------------- shrinkage and its validation

/** The shop's shrinkage records (received batches and melts), validated or not, newest first. */
export async function shrinkage(db: Queryable, actor: Actor, status: 'BELUM' | 'VALID' | 'ALL' = 'ALL') {
  return db.query(
    `SELECT no_ref, jenis, tgl_system::text AS tgl_system, qty, berat_awal, berat_akhir, susut, valid, valid_by
       FROM sepuhan_susut
      WHERE kode_toko = $1 AND ($2 = 'ALL' OR valid = ($2 = 'VALID'))
      ORDER BY tgl_system DESC, no_ref DESC`,
    [actor.kode_toko, status],
  );
}

/** A supervisor validates shrinkage records: all of them or none; one validated already is 409. */
export async function validateShrinkage(ctx: AppContext, actor: Actor, input: ValidateInput) {
  const nomor = [...new Set(input.nomor.map((n) => requiredCode(n, 'nomor', 'Nomor', DOC_NO_MAX, M.shrinkageNotFound)))];
  return ctx.db.transaction(async (tx) => {
    const known = await tx.query<{ no_ref: string; valid: boolean }>(`SELECT no_ref, valid FROM sepuhan_susut WHERE kode_toko = $1 AND no_ref = ANY($2::text[])`, [
      actor.kode_toko,
      nomor,
    ]);
    const byNo = new Map(known.map((k) => [k.no_ref, k.valid]));
    for (const n of nomor) {
      if (!byNo.has(n)) throw new HttpError(404, `${M.shrinkageNotFound}: ${n}`);
      if (byNo.get(n)) throw new HttpError(409, `${M.alreadyValid}: ${n}`);
    }
    // Of two validations at once, the second inserts nothing for the numbers the first took: refused whole.
    const inserted = await tx.query<{ no_ref: string }>(
      `INSERT INTO sepuhan_susut_validasi (no_ref, kode_toko, validated_by, tgl_system)
       SELECT u, $2::text, $3::text, $4::date FROM unnest($1::text[]) AS u ON CONFLICT (no_ref) DO NOTHING RETURNING no_ref`,
      [nomor, actor.kode_toko, actor.user_id, actor.tgl_system],
    );
    if (inserted.length !== nomor.length) {
      const taken = nomor.find((n) => !inserted.some((r) => r.no_ref === n));
      throw new HttpError(409, `${M.alreadyValid}: ${taken}`);
    }
    return { jumlah: nomor.length };
  });
}
