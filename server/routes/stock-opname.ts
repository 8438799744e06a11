// Stocktaking (spec section 2: /stock-opname, /stock-opname-penerimaan, /stock-opname-global, /stock-opname-rfid).
// A stocktake never moves stock: barang and the ledger are only read. Every call needs the gate of the screen of
// the stocktake's kind (domain/stock-opname.ts OPNAME_KINDS), module gates included.
// - GET  stock-opname?jenis=TRAY&limit=20      recent stocktakes of a kind, newest first, with their totals
// - GET  stock-opname/get/{no_opname}          one stocktake: head, totals, lines (and per tray, RFID tag totals)
// - GET  stock-opname/penerimaan               the goods receipts that have items (barang.no_terima)
// - POST stock-opname/start  { jenis, kode_gudang, kode_baki, no_terima }   freezes the expected items (READY on the
//        tray / of the receipt / of the warehouse / of the shop) into a new stocktake; an open one of the same
//        target is resumed instead. GLOBAL: at most one DONE per business date.
// - POST stock-opname/scan   { no_opname, kode_barcode }   FOUND when expected, else FOREIGN (with why); a repeat 409
// - POST stock-opname/rfid   { no_opname, tags: [epc...] } a batch of tag reads: deduplicated, mapped to items
// - POST stock-opname/selesai { no_opname }   saves the result (expected and not scanned stay MISSING)
// - POST stock-opname/batal   { no_opname }   discards an open stocktake (kept as BATAL)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { requireGate } from '../plugins/auth';
import { actingShop, actorOf } from '../actor';
import { BARCODE_MAX, CODE_MAX, DOC_NO_MAX, bodyOf as jsonBody, code, queryText } from '../inventory/input';
import { PAGES } from '../../definitions/pages';
import { nextDocumentNumber } from '../inventory/ledger';
import {
  MAX_TAGS_PER_REQUEST,
  OPNAME_KINDS,
  OPNAME_MESSAGES as M,
  dedupeTags,
  emptySummary,
  epcToBarcode,
  foreignReason,
  isOpnameKind,
  type OpnameDoc,
  type OpnameHead,
  type OpnameKind,
  type OpnameLine,
  type OpnameSummary,
  type RfidStats,
  type TraySummary,
} from '../../domain/stock-opname';
import { mgText, weightMg } from '../../domain/units';

type Body = Record<string, unknown>;
const bad = (message: string, field: string) => new HttpError(400, message, [{ field, message }]);

function gateOf(kind: OpnameKind) {
  const route = OPNAME_KINDS[kind];
  const page = PAGES.find((p) => p.route === route);
  if (!page) throw new Error(`stock-opname: ${route} is not in definitions/pages.ts`);
  return { route, gate: page.gate };
}

/** Totals per result as SQL columns over stock_opname_detail d: item counts and grams (summed exactly as numeric). */
export const TOTAL_COLUMNS = `
  COUNT(*) FILTER (WHERE d.expected)::int AS expected_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.expected), 0) AS expected_berat,
  COUNT(*) FILTER (WHERE d.result = 'FOUND')::int AS found_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOUND'), 0) AS found_berat,
  COUNT(*) FILTER (WHERE d.result = 'MISSING')::int AS missing_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'MISSING'), 0) AS missing_berat,
  COUNT(*) FILTER (WHERE d.result = 'FOREIGN')::int AS foreign_count,
  COALESCE(SUM(d.berat) FILTER (WHERE d.result = 'FOREIGN'), 0) AS foreign_berat`;

type TotalsRow = Record<`${'expected' | 'found' | 'missing' | 'foreign'}_${'count' | 'berat'}`, number>;
const summaryOf = (r: TotalsRow | undefined): OpnameSummary =>
  r
    ? {
        expected: { count: r.expected_count, berat_mg: weightMg(r.expected_berat) },
        found: { count: r.found_count, berat_mg: weightMg(r.found_berat) },
        missing: { count: r.missing_count, berat_mg: weightMg(r.missing_berat) },
        foreign: { count: r.foreign_count, berat_mg: weightMg(r.foreign_berat) },
      }
    : emptySummary();

const headColumns = (p = '') =>
  `${p}no_opname, ${p}kode_toko, ${p}jenis, ${p}kode_gudang, ${p}kode_baki, ${p}no_terima, ${p}tgl_system::text AS tgl_system, ${p}status,
   ${p}mulai_by, ${p}mulai_at, ${p}selesai_by, ${p}selesai_at, ${p}jumlah_baca`;
const HEAD_COLUMNS = headColumns();
const LINE_COLUMNS = `kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status_barang, expected, result, alasan, epc, scanned_at, scanned_by`;

async function headOf(db: Queryable, kodeToko: string, no: string, lock = false): Promise<OpnameHead> {
  const [head] = await db.query<OpnameHead>(
    `SELECT ${HEAD_COLUMNS} FROM stock_opname WHERE no_opname = $1 AND kode_toko = $2${lock ? ' FOR UPDATE' : ''}`,
    [no, kodeToko],
  );
  if (!head) throw new HttpError(404, M.notFound);
  return head;
}

async function summary(db: Queryable, no: string): Promise<OpnameSummary> {
  const [row] = await db.query<TotalsRow>(`SELECT ${TOTAL_COLUMNS} FROM stock_opname_detail d WHERE d.no_opname = $1`, [no]);
  return summaryOf(row);
}

async function perTray(db: Queryable, no: string): Promise<TraySummary[]> {
  const rows = await db.query<TotalsRow & { kode_baki: string }>(
    `SELECT d.kode_baki, ${TOTAL_COLUMNS} FROM stock_opname_detail d WHERE d.no_opname = $1 GROUP BY d.kode_baki ORDER BY d.kode_baki`,
    [no],
  );
  return rows.map((r) => ({ kode_baki: r.kode_baki, ...summaryOf(r) }));
}

async function rfidStats(db: Queryable, head: OpnameHead): Promise<RfidStats> {
  const [r] = await db.query<{ tags: number; matched: number }>(
    `SELECT COUNT(*)::int AS tags, COUNT(kode_barcode)::int AS matched FROM stock_opname_tag WHERE no_opname = $1`,
    [head.no_opname],
  );
  return { reads: Number(head.jumlah_baca), tags: r.tags, matched: r.matched, unknown: r.tags - r.matched };
}

/** What every answer about a stocktake carries besides its lines. */
async function totals(db: Queryable, head: OpnameHead) {
  const spread = head.jenis === 'GLOBAL' || (head.jenis === 'RFID' && !head.kode_baki);
  return {
    summary: await summary(db, head.no_opname),
    ...(spread ? { per_baki: await perTray(db, head.no_opname) } : {}),
    ...(head.jenis === 'RFID' ? { rfid: await rfidStats(db, head) } : {}),
  };
}

async function fullDoc(db: Queryable, head: OpnameHead): Promise<OpnameDoc> {
  const lines = await db.query<OpnameLine>(
    `SELECT ${LINE_COLUMNS} FROM stock_opname_detail WHERE no_opname = $1 ORDER BY kode_baki, kode_barcode`,
    [head.no_opname],
  );
  return { ...head, ...(await totals(db, head)), lines };
}

interface ScanEntry {
  kode_barcode: string;
  epc: string | null;
}

/**
 * Records scanned codes on an open stocktake: an expected item still missing becomes FOUND; a code without a line
 * becomes a FOREIGN line (with why); a code already FOUND or FOREIGN is a repeat and changes nothing.
 */
async function recordScans(
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

/** The items a stocktake of this target expects: READY items, by tray, warehouse, receipt or the whole shop. */
function expectedFilter(jenis: OpnameKind, t: { kode_gudang: string; kode_baki: string; no_terima: string }): { where: string; params: string[] } {
  switch (jenis) {
    case 'TRAY':
      return { where: 'kode_baki = $3', params: [t.kode_baki] };
    case 'RFID':
      return t.kode_baki ? { where: 'kode_baki = $3', params: [t.kode_baki] } : { where: 'kode_gudang = $3', params: [t.kode_gudang] };
    case 'PENERIMAAN':
      return { where: 'no_terima = $3', params: [t.no_terima] };
    case 'GLOBAL':
      return { where: 'true', params: [] };
  }
}

export function registerStockOpnameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = (req: FastifyRequest, kind: OpnameKind) => {
    const { route, gate } = gateOf(kind);
    return requireGate(ctx, req, gate, route);
  };
  const bodyOf = (req: FastifyRequest): Body => jsonBody(req, { optional: true });
  const kindOf = (v: unknown): OpnameKind => {
    const k = typeof v === 'string' ? v.trim().toUpperCase() : '';
    if (!isOpnameKind(k)) throw bad(M.kindInvalid, 'jenis');
    return k;
  };
  const noOf = (body: Body) => {
    const no = code(body.no_opname, 'no_opname', 'No Opname', DOC_NO_MAX);
    if (!no) throw bad(M.noRequired, 'no_opname');
    return no;
  };
  /** The stocktake's head, after checking the caller passes the gate of its kind. */
  const guardedHead = async (req: FastifyRequest, no: string) => {
    // The kind is known only from the row: read it, then gate; a stocktake of another shop is not found.
    const head = await headOf(ctx.db, actorOf(req).kode_toko, no);
    await guard(req, head.jenis);
    return head;
  };
  /** Locks an open stocktake inside a write; 409 when it was saved or discarded meanwhile. */
  const lockOpen = async (tx: Queryable, kodeToko: string, no: string) => {
    const head = await headOf(tx, kodeToko, no, true);
    if (head.status !== 'OPEN') throw new HttpError(409, M.notOpen);
    return head;
  };

  app.get('/api/v1/stock-opname', async (req) => {
    const jenis = kindOf(queryText(req.query, 'jenis', 20) || 'TRAY');
    await guard(req, jenis);
    const limit = Math.min(Math.max(Number(queryText(req.query, 'limit', 10) || 20) || 20, 1), 200);
    // The user's shop; the head office may choose a shop, or ALL.
    const kodeToko = actingShop(actorOf(req), queryText(req.query, 'kode_toko', CODE_MAX), { allowAll: true }) ?? null;
    const rows = await ctx.db.query<OpnameHead & TotalsRow>(
      `SELECT ${headColumns('h.')}, s.*
         FROM stock_opname h
         LEFT JOIN LATERAL (SELECT ${TOTAL_COLUMNS} FROM stock_opname_detail d WHERE d.no_opname = h.no_opname) s ON true
        WHERE ($1::text IS NULL OR h.kode_toko = $1) AND h.jenis = $2
        ORDER BY h.mulai_at DESC, h.no_opname DESC LIMIT $3`,
      [kodeToko, jenis, limit],
    );
    const data = rows.map((r) => {
      const head = Object.fromEntries(Object.entries(r).filter(([k]) => !/_(count|berat)$/.test(k))) as unknown as OpnameHead;
      return { ...head, summary: summaryOf(r) };
    });
    return { status: 'success', data };
  });

  app.get('/api/v1/stock-opname/get/:no_opname', async (req) => {
    const no = code((req.params as { no_opname?: unknown }).no_opname, 'no_opname', 'No Opname', DOC_NO_MAX);
    const head = await guardedHead(req, no);
    return { status: 'success', data: await fullDoc(ctx.db, head) };
  });

  app.get('/api/v1/stock-opname/penerimaan', async (req) => {
    await guard(req, 'PENERIMAAN');
    const { kode_toko } = actorOf(req);
    const data = await ctx.db.query(
      `SELECT no_terima, COUNT(*) FILTER (WHERE status = 'READY')::int AS jumlah_ready, COUNT(*)::int AS jumlah, MAX(tgl_input)::text AS tgl_terima
         FROM barang WHERE no_terima <> '' AND kode_toko = $1
        GROUP BY no_terima ORDER BY MAX(tgl_input) DESC, no_terima DESC LIMIT 500`,
      [kode_toko],
    );
    return { status: 'success', data };
  });

  app.post('/api/v1/stock-opname/start', async (req) => {
    const body = bodyOf(req);
    const jenis = kindOf(body.jenis);
    await guard(req, jenis);
    const { user_id: user, kode_toko, tgl_system: tgl } = actorOf(req);
    const target = { kode_gudang: '', kode_baki: '', no_terima: '' };
    if (jenis === 'TRAY' || jenis === 'RFID') {
      target.kode_gudang = code(body.kode_gudang, 'kode_gudang', 'Kode Gudang', CODE_MAX);
      target.kode_baki = code(body.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX);
      if (!target.kode_gudang) throw bad(M.gudangRequired, 'kode_gudang');
      if (jenis === 'TRAY' && !target.kode_baki) throw bad(M.bakiRequired, 'kode_baki');
      const [gudang] = await ctx.db.query('SELECT 1 FROM master_gudang WHERE kode_gudang = $1', [target.kode_gudang]);
      if (!gudang) throw bad(M.gudangUnknown, 'kode_gudang');
      if (target.kode_baki) {
        const [tray] = await ctx.db.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [target.kode_baki]);
        if (!tray) throw bad(M.bakiUnknown, 'kode_baki');
        if (tray.kode_gudang !== target.kode_gudang) throw bad(M.bakiNotInGudang, 'kode_baki');
      }
    } else if (jenis === 'PENERIMAAN') {
      target.no_terima = code(body.no_terima, 'no_terima', 'No Terima', DOC_NO_MAX);
      if (!target.no_terima) throw bad(M.terimaRequired, 'no_terima');
      // A receipt of another shop is not found, exactly like one that does not exist.
      const [known] = await ctx.db.query('SELECT 1 FROM barang WHERE no_terima = $1 AND kode_toko = $2 LIMIT 1', [target.no_terima, kode_toko]);
      if (!known) throw new HttpError(404, M.terimaUnknown, [{ field: 'no_terima', message: M.terimaUnknown }]);
    }
    const { no, resumed } = await ctx.db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`stock_opname:${kode_toko}:${jenis}`]);
        const [open] = await tx.query<{ no_opname: string }>(
          `SELECT no_opname FROM stock_opname
            WHERE kode_toko = $1 AND jenis = $2 AND kode_gudang = $3 AND kode_baki = $4 AND no_terima = $5 AND status = 'OPEN'`,
          [kode_toko, jenis, target.kode_gudang, target.kode_baki, target.no_terima],
        );
        if (open) return { no: open.no_opname, resumed: true };
        if (jenis === 'GLOBAL') {
          const [done] = await tx.query(`SELECT 1 FROM stock_opname WHERE kode_toko = $1 AND jenis = 'GLOBAL' AND status = 'DONE' AND tgl_system = $2::date`, [kode_toko, tgl]);
          if (done) throw new HttpError(409, M.globalDoneToday);
        }
        const no = await nextDocumentNumber(tx, 'SO', kode_toko, tgl);
        await tx.query(
          `INSERT INTO stock_opname (no_opname, kode_toko, jenis, kode_gudang, kode_baki, no_terima, tgl_system, mulai_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8)`,
          [no, kode_toko, jenis, target.kode_gudang, target.kode_baki, target.no_terima, tgl, user],
        );
        const f = expectedFilter(jenis, target);
        await tx.query(
          `INSERT INTO stock_opname_detail (no_opname, kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status_barang, expected, result)
           SELECT $1, kode_barcode, nama_barang, berat, kode_gudang, kode_baki, status, true, 'MISSING'
             FROM barang WHERE kode_toko = $2 AND status = 'READY' AND ${f.where}`,
          [no, kode_toko, ...f.params],
        );
        return { no, resumed: false };
      })
      .catch((error: unknown) => {
        if ((error as { code?: string })?.code === '23505') throw new HttpError(409, jenis === 'GLOBAL' ? M.globalDoneToday : M.busy);
        throw error;
      });
    const head = await headOf(ctx.db, kode_toko, no);
    return { status: 'success', message: resumed ? M.resumed : M.started, data: await fullDoc(ctx.db, head) };
  });

  app.post('/api/v1/stock-opname/scan', async (req) => {
    const body = bodyOf(req);
    const no = noOf(body);
    await guardedHead(req, no);
    const barcode = code(body.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX);
    if (!barcode) throw bad(M.barcodeRequired, 'kode_barcode');
    const { user_id: user, kode_toko } = actorOf(req);
    const out = await ctx.db.transaction(async (tx) => {
      const head = await lockOpen(tx, kode_toko, no);
      const { lines, repeats } = await recordScans(tx, head, [{ kode_barcode: barcode, epc: null }], user);
      if (repeats.length) throw new HttpError(409, M.alreadyScanned);
      return { head, line: lines[0] };
    });
    return {
      status: 'success',
      message: out.line.result === 'FOUND' ? M.found : M.foreign,
      data: { line: out.line, ...(await totals(ctx.db, out.head)) },
    };
  });

  app.post('/api/v1/stock-opname/rfid', async (req) => {
    const body = bodyOf(req);
    const no = noOf(body);
    await guardedHead(req, no);
    if (!Array.isArray(body.tags) || !body.tags.length) throw bad(M.tagsRequired, 'tags');
    if (body.tags.length > MAX_TAGS_PER_REQUEST) throw bad(M.tooManyTags, 'tags');
    const reads = body.tags.map((t) => (typeof t === 'string' ? t : ''));
    const { tags, invalid } = dedupeTags(reads);
    const { user_id: user, kode_toko } = actorOf(req);
    const out = await ctx.db.transaction(async (tx) => {
      const head = await lockOpen(tx, kode_toko, no);
      if (head.jenis !== 'RFID') throw bad(M.kindInvalid, 'no_opname');
      await tx.query('UPDATE stock_opname SET jumlah_baca = jumlah_baca + $2 WHERE no_opname = $1', [no, reads.length]);
      head.jumlah_baca = Number(head.jumlah_baca) + reads.length;
      const fresh = tags.length
        ? (
            await tx.query<{ epc: string }>(
              `INSERT INTO stock_opname_tag (no_opname, epc) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING epc`,
              [no, tags],
            )
          ).map((r) => r.epc)
        : [];
      if (!fresh.length) return { head, lines: [] as OpnameLine[] };
      // Tag to item: a linked tag (barang.kode_rfid) first, else the barcode the EPC carries as ASCII hex.
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
      // An unknown tag is a foreign line named by its EPC.
      const entries = fresh.map((epc, n) => ({ kode_barcode: item[n] ?? epc, epc }));
      const { lines } = await recordScans(tx, head, entries, user);
      return { head, lines };
    });
    return {
      status: 'success',
      data: { received: reads.length, distinct: tags.length, invalid, lines: out.lines, ...(await totals(ctx.db, out.head)) },
    };
  });

  app.post('/api/v1/stock-opname/selesai', async (req) => {
    const no = noOf(bodyOf(req));
    await guardedHead(req, no);
    const { user_id: user, kode_toko } = actorOf(req);
    await ctx.db
      .transaction(async (tx) => {
        const head = await lockOpen(tx, kode_toko, no);
        if (head.jenis === 'GLOBAL') {
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`stock_opname:${head.kode_toko}:GLOBAL`]);
          const [done] = await tx.query(
            `SELECT 1 FROM stock_opname WHERE kode_toko = $1 AND jenis = 'GLOBAL' AND status = 'DONE' AND tgl_system = $2::date`,
            [head.kode_toko, head.tgl_system],
          );
          if (done) throw new HttpError(409, M.globalDoneToday);
        }
        await tx.query(`UPDATE stock_opname SET status = 'DONE', selesai_by = $2, selesai_at = now() WHERE no_opname = $1`, [no, user]);
      })
      .catch((error: unknown) => {
        if ((error as { code?: string })?.code === '23505') throw new HttpError(409, M.globalDoneToday);
        throw error;
      });
    const head = await headOf(ctx.db, kode_toko, no);
    return { status: 'success', message: M.finished, data: await fullDoc(ctx.db, head) };
  });

  app.post('/api/v1/stock-opname/batal', async (req) => {
    const no = noOf(bodyOf(req));
    await guardedHead(req, no);
    const { user_id: user, kode_toko } = actorOf(req);
    await ctx.db.transaction(async (tx) => {
      await lockOpen(tx, kode_toko, no);
      await tx.query(`UPDATE stock_opname SET status = 'BATAL', selesai_by = $2, selesai_at = now() WHERE no_opname = $1`, [no, user]);
    });
    return { status: 'success', message: M.cancelled };
  });
}
