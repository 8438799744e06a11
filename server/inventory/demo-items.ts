// Demo items in bulk (`npm run demo -- --items 200000`, and `npm run bench`), an operation of the inventory service,
// the only writer of items and their ledger: N READY items spread over the trays, each with its TAMBAH row in the stock
// ledger and its cost in the books' stock (./stock-cost.ts), written with set-based SQL in batches so 200,000 items
// load in seconds. Names, groups and purities come from the masters (groups, types, purities). They are gold pieces
// priced by weight, as a shop prices gold: no tag price (harga_total 0), so a sale prices them at their group's price
// per gram of that moment (/harga-emas) plus its ongkos; their cost is the group's harga_modal per gram. Trays and
// warehouses are added up to 40 trays over 4 warehouses when there are fewer. Barcodes are those the item service
// generates (domain/barang generatedBarcode: shop code + running number): a second run continues after the highest
// number already there, and the service's counter (nomor_dokumen BARCODE-<shop>) is moved past them.
import type { Db, Queryable } from '../db/database';
import { generatedBarcode } from '../../domain/barang';
import { NOT_BUYBACK_WAREHOUSE } from './sales-trays';
import { bookStockCost, type CostedPiece } from './stock-cost';

export interface DemoItemsResult {
  added: number;
  firstBarcode?: string;
  lastBarcode?: string;
  trays: number;
  warehouses: number;
  traysCreated: number;
  ms: number;
}

const BATCH = 25_000;
const TRAY_TARGET = 40;
const WAREHOUSES = [
  { kode_gudang: 'G01', nama_gudang: 'Gudang Etalase' },
  { kode_gudang: 'G02', nama_gudang: 'Gudang Brankas' },
  { kode_gudang: 'G03', nama_gudang: 'Gudang Etalase Depan' },
  { kode_gudang: 'G04', nama_gudang: 'Gudang Cadangan' },
];

/** Jewellery words, in the order they are matched against group and type names. */
const WORDS = ['Cincin', 'Kalung', 'Gelang', 'Liontin', 'Anting', 'Giwang', 'Bros', 'Tindik'];
const MOTIFS = [
  'Polos', 'Ukir Bunga', 'Ukir Daun', 'Rantai Italy', 'Rantai Nori', 'Rantai Singapur', 'Hati', 'Bintang', 'Kupu-Kupu',
  'Mata Satu', 'Mata Tiga', 'Permata Biru', 'Mutiara', 'Huruf', 'Koin', 'Bulat', 'Belah Rotan', 'Kaskus', 'Serut', 'Anyam',
  'Sisik Naga', 'Bunga Tulip', 'Salju', 'Kotak', 'Tabung', 'Love Zirkon', 'Padi', 'Kelopak', 'Spiral', 'Oval',
];
/** For groups that are no jewellery word (bars, coins): plain variants. */
const PLAIN = ['1 Gram', '2 Gram', '5 Gram', '10 Gram', 'Antam', 'UBS', 'Polos'];

interface Group { kode_group: string; nama_group: string; kode_dept: string; nama_dept: string | null; harga_modal: number | null }
interface Kadar { kode_kadar: string; kadar: number }

const pad = (n: number) => String(n).padStart(2, '0');

/** Adds warehouses and trays until there are at least 40 active trays. Returns how many trays it made. */
async function ensureTrays(tx: Queryable): Promise<number> {
  const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM master_baki WHERE is_active AND ${NOT_BUYBACK_WAREHOUSE}`);
  if (n >= TRAY_TARGET) return 0;
  for (const g of WAREHOUSES) {
    await tx.query(`INSERT INTO master_gudang (kode_gudang, nama_gudang, created_by) VALUES ($1, $2, 'DEMO') ON CONFLICT DO NOTHING`, [g.kode_gudang, g.nama_gudang]);
  }
  const taken = new Set((await tx.query<{ kode_baki: string }>('SELECT kode_baki FROM master_baki')).map((r) => r.kode_baki));
  const codes: string[] = [], names: string[] = [], gudang: string[] = [], berat: number[] = [];
  for (let i = 1; codes.length < TRAY_TARGET - n && i <= 999; i++) {
    if (taken.has(`B${pad(i)}`)) continue;
    codes.push(`B${pad(i)}`);
    names.push(`Baki ${WORDS[(i - 1) % 5]} ${pad(i)}`);
    gudang.push(WAREHOUSES[(i - 1) % WAREHOUSES.length].kode_gudang);
    berat.push(300 + ((i * 37) % 200) + 0.25 * (i % 4));
  }
  const made = await tx.query(
    `INSERT INTO master_baki (kode_baki, nama_baki, kode_gudang, berat_baki, created_by)
     SELECT * , 'DEMO' FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[])
     ON CONFLICT DO NOTHING RETURNING kode_baki`,
    [codes, names, gudang, berat],
  );
  return made.length;
}

/** One variant per (word, purity): the word's group, its price per gram, and where its motifs are in the motif list. */
function variants(groups: Group[], kadars: Kadar[]) {
  const starts = (name: string | null, w: string) => (name ?? '').toLowerCase().startsWith(w.toLowerCase());
  const byWord = new Map<string, Group>();
  for (const w of WORDS) {
    const g = groups.find((x) => starts(x.nama_group, w) || starts(x.nama_dept, w));
    if (g) byWord.set(w, g);
  }
  const jewellery = [...new Set(byWord.values())];
  const kinds: { word: string; group: Group; plain: boolean }[] = [];
  WORDS.forEach((w, i) => {
    const g = byWord.get(w) ?? (jewellery.length ? jewellery[i % jewellery.length] : groups[i % groups.length]);
    kinds.push({ word: w, group: g, plain: false });
  });
  // Groups no word matched (logam mulia ...) are named after their type or group.
  for (const g of groups) if (!jewellery.includes(g)) kinds.push({ word: g.nama_dept || g.nama_group, group: g, plain: true });

  // A group naming a purity (LM 24K, Cincin 70%) takes that purity of the master (or the nearest one);
  // otherwise any purity of the master.
  const purities = (g: Group) => {
    const text = `${g.nama_group} ${g.kode_group}`.toUpperCase();
    const pct = Number(/(\d+(?:[.,]\d+)?)\s*%/.exec(text)?.[1]?.replace(',', '.'));
    const named = kadars.filter((k) => new RegExp(`(^|[^0-9A-Z])${k.kode_kadar.toUpperCase().replace(/[^0-9A-Z]/g, '.')}([^0-9A-Z]|$)`).test(text));
    if (named.length) return named;
    if (!pct) return kadars;
    const nearest = Math.min(...kadars.map((k) => Math.abs(Number(k.kadar) - pct)));
    return kadars.filter((k) => Math.abs(Number(k.kadar) - pct) === nearest);
  };
  const motifs = [...MOTIFS, ...PLAIN];
  const out = { word: [] as string[], group: [] as string[], dept: [] as string[], modal: [] as number[], kode_kadar: [] as string[], kadar: [] as number[], motifOff: [] as number[], motifCnt: [] as number[], motifs };
  for (const k of kinds) {
    for (const p of purities(k.group)) {
      out.word.push(k.word);
      out.group.push(k.group.kode_group);
      out.dept.push(k.group.kode_dept);
      out.modal.push(Math.round(Number(k.group.harga_modal ?? 0)));
      out.kode_kadar.push(p.kode_kadar);
      out.kadar.push(Number(p.kadar));
      out.motifOff.push(k.plain ? MOTIFS.length : 0); // 0-based offset into motifs
      out.motifCnt.push(k.plain ? PLAIN.length : MOTIFS.length);
    }
  }
  return out;
}

// One batch: numbers $from..$to become items with random variant, motif, tray and weight (integer
// milligrams 500..25,000, more small pieces than large), and every inserted item its ledger row.
const BATCH_SQL = `
WITH v AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::numeric[], $7::int[], $8::int[])
    WITH ORDINALITY AS v(word, kode_group, kode_dept, modal, kode_kadar, kadar, motif_off, motif_cnt, i)
), t AS (
  SELECT * FROM unnest($9::text[], $10::text[]) WITH ORDINALITY AS t(kode_baki, kode_gudang, i)
), m AS (
  SELECT * FROM unnest($11::text[]) WITH ORDINALITY AS m(motif, i)
), r AS (
  SELECT n, 1 + floor(random() * array_length($1::text[], 1))::int AS vi, 1 + floor(random() * array_length($9::text[], 1))::int AS ti,
         random() AS mr, 500 + floor(power(random(), 2) * 24501)::bigint AS mg
  FROM generate_series($12::bigint, $13::bigint) AS n
), ins AS (
  INSERT INTO barang (kode_barcode, kode_toko, nama_barang, kode_dept, kode_group, kode_gudang, kode_baki, qty, berat, berat_kotor,
                      berat_asli, kadar, hpp, total_hpp, harga_total, status, tgl_input, input_by)
  SELECT upper($14) || lpad(r.n::text, greatest(6, length(r.n::text)), '0'), $15, upper(v.word || ' ' || m.motif || ' ' || v.kode_kadar),
         v.kode_dept, v.kode_group, t.kode_gudang, t.kode_baki, 1, r.mg / 1000.0, r.mg / 1000.0, r.mg / 1000.0, v.kadar,
         v.modal, (r.mg * v.modal + 500) / 1000, 0, 'READY', $16::date, $17
  FROM r JOIN v ON v.i = r.vi JOIN t ON t.i = r.ti JOIN m ON m.i = 1 + v.motif_off + floor(r.mr * v.motif_cnt)::int
  RETURNING kode_barcode, kode_gudang, kode_baki, berat
)
INSERT INTO barang_mutasi (kode_barcode, tgl_system, jenis, kode_toko, kode_gudang, kode_baki, qty, berat, keterangan, input_by)
SELECT kode_barcode, $16::date, 'TAMBAH', $15, kode_gudang, kode_baki, 1, berat, 'Data demo', $17 FROM ins`;

/** The item service's barcode counter (server/inventory/items.ts nextBarcode). */
const COUNTER = (shop: string) => [`BARCODE-${shop}`, '2000-01-01'];

/** The highest running number given so far: in barang (shop code followed by digits) or by the service's counter. */
async function highestNumber(db: Queryable, shop: string): Promise<number> {
  const prefix = shop.toUpperCase();
  const [{ n }] = await db.query<{ n: number | null }>(
    `SELECT GREATEST(
       (SELECT max(substr(kode_barcode, length($1) + 1)::bigint) FROM barang
         WHERE left(kode_barcode, length($1)) = $1 AND substr(kode_barcode, length($1) + 1) ~ '^[0-9]{1,15}$'),
       (SELECT nomor FROM nomor_dokumen WHERE prefix = $2 AND tanggal = $3::date)) AS n`,
    [prefix, ...COUNTER(shop)],
  );
  return Number(n ?? 0);
}

export async function fillDemoItems(db: Db, count: number, log: (line: string) => void = () => undefined): Promise<DemoItemsResult> {
  if (!Number.isInteger(count) || count < 0) throw new Error(`Jumlah barang demo tidak valid: ${count}`);
  const started = Date.now();
  const prep = await db.transaction(async (tx) => {
    const [{ kode_toko }] = await tx.query<{ kode_toko: string }>('SELECT kode_toko FROM toko WHERE is_own');
    const [{ tgl_system: tgl }] = await tx.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko WHERE kode_toko = $1', [kode_toko]);
    const owner = await tx.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY created_at, user_id LIMIT 1`);
    const groups = await tx.query<Group>(
      `SELECT g.kode_group, g.nama_group, g.kode_dept, j.nama_dept, g.harga_modal
       FROM master_group g LEFT JOIN master_jenis j ON j.kode_dept = g.kode_dept AND j.is_active
       WHERE g.is_active AND g.harga_per_gram > 0 ORDER BY g.kode_group`,
    );
    const kadars = await tx.query<Kadar>(`SELECT kode_kadar, kadar FROM master_kadar WHERE is_active AND kadar > 0 ORDER BY kode_kadar`);
    if (!groups.length || !kadars.length) {
      throw new Error('Master group dan master kadar belum terisi: jalankan dengan --demo (npm run demo -- --items N)');
    }
    const traysCreated = await ensureTrays(tx);
    const trays = await tx.query<{ kode_baki: string; kode_gudang: string }>(
      `SELECT b.kode_baki, b.kode_gudang FROM master_baki b JOIN master_gudang g ON g.kode_gudang = b.kode_gudang AND g.is_active
       WHERE b.is_active AND g.jenis_gudang IS DISTINCT FROM 'BELI' ORDER BY b.kode_baki`,
    );
    if (!trays.length) throw new Error('Tidak ada baki aktif di gudang aktif untuk barang demo');
    return { traysCreated, kode_toko, tgl, owner: owner[0]?.user_id ?? 'OWNER', groups, kadars, trays };
  });
  const v = variants(prep.groups, prep.kadars);
  const trays = { kode: prep.trays.map((t) => t.kode_baki), gudang: prep.trays.map((t) => t.kode_gudang) };
  const first = (await highestNumber(db, prep.kode_toko)) + 1;
  const last = first + count - 1;
  for (let from = first; from <= last; from += BATCH) {
    const to = Math.min(last, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.query(BATCH_SQL, [
        v.word, v.group, v.dept, v.modal, v.kode_kadar, v.kadar, v.motifOff, v.motifCnt,
        trays.kode, trays.gudang, v.motifs, from, to, prep.kode_toko, prep.kode_toko, prep.tgl, prep.owner,
      ]);
      // Their cost into the books' stock, as every item added by the service.
      const codes = Array.from({ length: to - from + 1 }, (_, i) => generatedBarcode(prep.kode_toko, from + i));
      const added = await tx.query<CostedPiece>('SELECT kode_toko, status, hpp, total_hpp, berat FROM barang WHERE kode_barcode = ANY($1::text[])', [codes]);
      await bookStockCost(tx, { user_id: prep.owner, kode_toko: prep.kode_toko, tgl_system: prep.tgl }, 'TAMBAH', [], added, 'Barang demo');
    });
    if (count > BATCH) log(`  ${(to - first + 1).toLocaleString('id-ID')} / ${count.toLocaleString('id-ID')} barang`);
  }
  // New items from the service continue after these numbers instead of stepping over each taken one.
  if (count > 0) {
    await db.query(
      `INSERT INTO nomor_dokumen (prefix, tanggal, nomor) VALUES ($1, $2::date, $3)
       ON CONFLICT (prefix, tanggal) DO UPDATE SET nomor = GREATEST(nomor_dokumen.nomor, EXCLUDED.nomor)`,
      [...COUNTER(prep.kode_toko), last],
    );
  }
  // Fresh statistics, so the planner walks the list indexes instead of guessing from an empty table.
  if (count > 0) for (const table of ['barang', 'barang_mutasi']) await db.query(`ANALYZE ${table}`);
  const result: DemoItemsResult = {
    added: count,
    firstBarcode: count ? generatedBarcode(prep.kode_toko, first) : undefined,
    lastBarcode: count ? generatedBarcode(prep.kode_toko, last) : undefined,
    trays: trays.kode.length,
    warehouses: new Set(trays.gudang).size,
    traysCreated: prep.traysCreated,
    ms: Date.now() - started,
  };
  log(
    count
      ? `Barang demo: ${count.toLocaleString('id-ID')} barang READY (${result.firstBarcode} s.d. ${result.lastBarcode}) dan ${count.toLocaleString('id-ID')} baris mutasi TAMBAH ` +
          `tanggal ${prep.tgl}, di ${result.trays} baki / ${result.warehouses} gudang` +
          `${result.traysCreated ? ` (${result.traysCreated} baki baru)` : ''}, ${(result.ms / 1000).toFixed(1)} s`
      : 'Barang demo: 0 barang ditambahkan',
  );
  return result;
}
