// Every document kind of the registry (server/documents/registry.ts), and a fixture kind added as an implementer adds
// one (one kind file and one definition: tests/fixtures/kind-contoh), swept through the routes the registry makes:
// post (at each of its paths), replay and reuse of an Idempotency-Key, read, list, print and WhatsApp nota (a kind
// with a receipt), the open balance of a kind that carries one, validation (a piece document), cancel (and again),
// each of the standard routes a kind takes (money sent to the head office: its flow posts it, the cancel is the
// registry's),
// the kind's own actions, another shop's user, and each level its gates leave out. A kind that lacks a route, or
// has no sample below, fails here by name.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, ROOT } from '../helpers/paths';
import { PRODUCT_KINDS, registerKinds } from '../../server/documents/registry';
import { DOCUMENT_MESSAGES } from '../../server/documents/messages';
import { LEVELS } from '../../domain/levels';
import type { TransactionDefinition } from '../../definitions/define';
import { contohApi } from '../fixtures/kind-contoh/kind';
import { ACCOUNT, authorize, cash, customer, newPiece, openingFloat, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { foreignLine, seedBuybackMasters } from '../helpers/buyback-fixture';
import { seedBranch } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';

type Body = Record<string, unknown>;
type Sample = (shop: SaleShop) => Promise<Body>;

/** A valid body of each kind's POST {api}, fresh each call (a new piece where the kind takes one). */
const SAMPLES: Record<string, Sample> = {
  penjualan: async (shop) => ({ ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }], pembayaran: [cash(5_000_000)] }),
  titip: async (shop) => ({ ...customer, items: [{ kode_barcode: await newPiece(shop, { harga_total: 0 }) }], pembayaran: [cash(1_000_000)] }),
  pembelian: async () => ({ ...customer, items: [foreignLine()], pembayaran: [cash(2_385_000)] }),
  penjualan_manual: async () => ({ ...customer, items: [{ kode_gudang: 'G1', kode_baki: 'A1', kode_group: 'C75', kode_dept: 'CIN', qty: 1, berat: 1 }], pembayaran: [cash(5_000_000)] }),
  pembelian_manual: async () => ({ ...customer, items: [{ kode_group: 'C75', kadar: 75, qty: 1, berat: 3, berat_kotor: 3.2, kondisi: 'BAGUS', ada_nota: true }], pembayaran: [cash(2_385_000)] }),
  contoh: async () => ({ ...customer, catatan: 'Cincin ukuran 12, ukir nama' }),
  mutasi_uang: async () => ({ kategori: 'SETOR', asal: 'CASH', asal_rekening: null, tujuan: 'BANK', tujuan_rekening: ACCOUNT, jumlah: 50_000, keterangan: 'Setor siang' }),
  kas_manual: async () => ({ akun: 'KAS', kategori: 'MODAL', keterangan: 'Tambah modal', jumlah: 100_000 }),
  gesek_tunai: async () => ({ nama_customer: 'Budi', jenis: 'DEBIT', no_rekening: ACCOUNT, jumlah: 100_000 }),
  kartu_member: async () => ({ kode_member: 'M01', akun: 'KAS', jumlah: 25_000 }),
  pengalihan_saldo: async () => ({ akun_asal: 'KAS', akun_tujuan: ACCOUNT, jumlah: 1_000, keterangan: 'Koreksi' }),
  service: async () => ({ ...customer, items: [{ nama_barang: 'Kalung', berat: 10.5, jumlah: 1, ongkos_rp: 150_000, deskripsi: 'Patri' }], pembayaran: [cash(50_000)] }),
  pesanan: async () => ({ ...customer, items: [{ nama_barang: 'Cincin Kawin', kode_group: 'C75', kadar: 75, perkiraan_berat: 2, ongkos_rp: 50_000 }], pembayaran: [cash(500_000)] }),
  // A tagged piece of 2.500.000 on 6 months, DP 20 %.
  cicilan: async (shop) => ({ ...customer, items: [{ kode_barcode: await newPiece(shop) }], kode_cicilan: 'C6', pembayaran: [cash(500_000)] }),
  hutang: async () => ({ ...customer, items: [{ nama_barang: 'Cincin Jaminan', kadar: 75, berat_kotor: 2.1, berat: 2 }], jumlah_hutang: 1_000_000, lama_pinjam: 30, pembayaran: [cash(1_000_000)] }),
};

/** The same request changed: another customer, or another amount where the kind has no customer. */
const changed = (body: Body): Body => ('jumlah' in body ? { ...body, jumlah: Number(body.jumlah) + 1_000 } : { ...body, nama_customer: 'Orang Lain' });

/**
 * A document of each kind its own flow posts (the registry makes no POST for it), fresh each call: a send to the head
 * office, and the head office's reception of a branch's send that the branch then refused to record (the one kind of
 * reception that can be cancelled), through a stand-in branch portal.
 */
const FLOW_POSTED: Record<string, () => Promise<string>> = {
  kirim_uang: async () => {
    const res = await postAs(shop.t, shop.owner, 'kirim-uang', { jumlah_rp: 100_000, keterangan: 'Setoran harian' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().nota_kirim.no_reff;
  },
  terima_uang: async () => {
    const no_reff = `KU-TOKO09-${shop.tgl.replace(/-/g, '')}-${String(++sends).padStart(4, '0')}`;
    const res = await postAs(shop.t, ho, `kirim-uang/${no_reff}/reception`, { akun: 'KAS' });
    expect(res.statusCode, res.body).toBe(409);
    const [{ no_terima }] = await shop.t.db.query<{ no_terima: string }>('SELECT no_terima FROM terima_uang WHERE no_reff = $1', [no_reff]);
    return no_terima;
  },
};

/** Who works a kind's documents where a cashier may not: a balance move is a supervisor's, a send to the head office too. */
const STAFF: Record<string, () => string> = { pengalihan_saldo: () => spv, kartu_member: () => spv, kirim_uang: () => spv, terima_uang: () => ho };
/** Who cancels where the shop's owner may not: a reception is the head office's, authorized by another of its supervisors. */
const CANCELLER: Record<string, { token: () => string; authorize: (kategori: string) => Promise<string> }> = {
  terima_uang: { token: () => ho, authorize: (kategori) => authorize(shop.t, ho, kategori, { user_id: 'HO2', password: 'rahasia123' }) },
};

/** A valid body of each kind's own action on a document just posted (its read answer given). */
const ACTION_SAMPLES: Record<string, (doc: Body) => Body | Promise<Body>> = {
  'titip/lunas': (doc) => ({ pembayaran: [cash(Number(doc.sisa_bayar))] }),
  // The finished piece, added with the order's number, collected with cash to spare.
  'service/selesai': () => ({ items: [{ berat_keluar: 10.5 }] }),
  // A service is handed out once done: Selesai first.
  'service/ambil': async (doc) => {
    const done = await postAs(shop.t, shop.kasir, `service/${String(doc.no_service)}/selesai`, { items: [{ berat_keluar: 10.5 }] });
    expect(done.statusCode, done.body).toBe(201);
    return { pembayaran: [cash(Number(doc.sisa_bayar))] };
  },
  // The next instalment, and the early pay-off of today, as the contract's read answers them.
  'cicilan/bayar': (doc) => ({ pembayaran: [cash((doc.tagihan as { total: number }).total)] }),
  'cicilan/lunas': (doc) => ({ pembayaran: [cash((doc.pelunasan as { pelunasan: number }).pelunasan)] }),
  // An auction needs three missed instalments: the contract taken four months before today.
  'cicilan/lelang': async (doc) => {
    await shop.t.db.query(`UPDATE dokumen SET tgl_system = tgl_system - interval '4 months' WHERE no_dokumen = $1`, [doc.no_cicilan]);
    return {};
  },
  // A loan redeemed on its own day: 15 days of interest at the default 2 % a month.
  'hutang/lunas': (doc) => ({ pembayaran: [cash((doc.tagihan as { total_bayar: number }).total_bayar)] }),
  'hutang/perpanjang': async (doc) => ({
    bunga_persen_baru: 2,
    authorization_id: await authorize(shop.t, shop.kasir, 'PEREMAJAAN_HUTANG'),
    pembayaran: [cash((doc.tagihan as { bunga_rp: number }).bunga_rp)],
  }),
  // A redemption is undone once there is one: redeemed first; undone by the supervisor on the owner's authorization.
  'hutang/batal-lunas': async (doc) => {
    const paid = await postAs(shop.t, shop.kasir, `hutang/${String(doc.no_faktur_hutang)}/lunas`, { pembayaran: [cash((doc.tagihan as { total_bayar: number }).total_bayar)] });
    expect(paid.statusCode, paid.body).toBe(201);
    return { alasan: 'Salah input', authorization_id: await authorize(shop.t, spv, 'BATAL_HUTANG_LUNAS', { user_id: OWNER.user_id, password: OWNER.password }) };
  },
  // An auction needs a loan past its due date and grace days: this one fell due 30 days ago (its term moved back).
  'hutang/lelang': async (doc) => {
    await shop.t.db.query(`UPDATE hutang_termin SET tgl_jatuh_tempo = tgl_jatuh_tempo - 60 WHERE no_dokumen = $1`, [doc.no_faktur_hutang]);
    return {};
  },
  // What an auction left: a surplus (gold priced for the auction only), else a shortfall (the pieces at the principal).
  'hutang/bayar-kelebihan': async (doc) => {
    await auctioned(doc, true);
    return { pembayaran: [cash(100_000)] };
  },
  // A surplus past its year (its limit moved back) is forfeited by the supervisor.
  'hutang/hangus-kelebihan': async (doc) => {
    await auctioned(doc, true);
    await shop.t.db.query(`UPDATE hutang_lelang SET tgl_batas = tgl_batas - 400 WHERE no_dokumen = (SELECT no_tautan FROM dokumen_tautan WHERE no_dokumen = $1 AND jenis = 'LELANG_HUTANG')`, [doc.no_faktur_hutang]);
    return {};
  },
  'hutang/bayar-kekurangan': async (doc) => {
    await auctioned(doc, false);
    return {};
  },
  'pesanan/ambil': async (doc) => ({ items: [{ kode_barcode: await newPiece(shop, { no_pesanan: doc.no_pesanan, berat: 2, harga_total: 0 }) }], pembayaran: [cash(5_000_000)] }),
};

/** A loan auctioned by the supervisor, its pieces priced at Rp 1.000.000/g of kadar 75 when `surplus`. */
async function auctioned(doc: Body, surplus: boolean): Promise<void> {
  const no = String(doc.no_faktur_hutang);
  await shop.t.db.query(`UPDATE hutang_termin SET tgl_jatuh_tempo = tgl_jatuh_tempo - 60 WHERE no_dokumen = $1`, [no]);
  if (surplus) await shop.t.db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE-SWEEP', 'K75', 1000000)`);
  try {
    const res = await postAs(shop.t, spv, `hutang/${no}/lelang`, {});
    expect(res.statusCode, res.body).toBe(201);
  } finally {
    if (surplus) await shop.t.db.query(`DELETE FROM master_harga_emas WHERE kode_harga_emas = 'HE-SWEEP'`);
  }
}

/** Actions on a screen of their own a cashier may not open (an auction, the undoing of a loan's redemption): a supervisor's. */
const ACTION_STAFF: Record<string, () => string> = { 'hutang/lelang': () => spv, 'hutang/batal-lunas': () => spv, 'hutang/hangus-kelebihan': () => spv, 'cicilan/lelang': () => spv };

const BRANCH_SPV = { user: 'SPV02', password: 'rahasia123' };

let shop: SaleShop;
let branch: string;
let spv: string;
/** The head office's supervisor, and the stand-in portal of a branch that runs its own server. */
let ho: string;
let portal: Server;
let sends = 0;
const tokens: Record<string, string> = {};
/** The product's kinds and the fixture kind, as the registry joins them with their definitions. */
const kinds = registerKinds([...PRODUCT_KINDS, contohApi as never]);

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000, portalServiceToken: 'token-layanan-pusat-uji' }, { kinds: [contohApi as never] });
  await seedBuybackMasters(shop.t.db);
  await openingFloat(shop, 50_000_000);
  await shop.t.db.query(`INSERT INTO master_para_cicilan (kode_cicilan, lama_cicilan, sewa_persen, dp_persen) VALUES ('C6', 6, 1.00, 20.00)`);
  await shop.t.db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('SETOR', 'SETOR KE BANK', 'KELUAR')`);
  // A card fee is posted from /data-member, a page of MEMBER_MODULE.
  await shop.t.setModule('MEMBER_MODULE', true);
  await shop.t.db.query(`INSERT INTO member (kode_member, nama_member, no_hp) VALUES ('M01', 'Budi Santoso', '081234567890')`);
  await shop.t.db.query(`INSERT INTO para_system (key, value) VALUES ('member_biaya_kartu', '25000') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
  spv = await shop.t.login('SPV1', 'rahasia123');
  await shop.t.setModule('MANUAL_ITEMS_TRANSACTION_MODULE', true);
  // The modules the kinds' screens ask for (an order's validation: VALIDASI_PESANAN_MODULE) are on.
  for (const m of new Set(kinds.flatMap((k) => k.screens.flatMap((sc) => sc.gate.modules ?? [])))) await shop.t.setModule(m, true);
  const manual = await shop.t.call('POST', '/api/v1/barang-manual/tambah', { token: shop.owner, body: { kode_baki: 'A1', kode_group: 'C75', qty: 10, berat: 25.5 } });
  expect(manual.statusCode, manual.body).toBe(200);
  await seedBranch(shop.t.db, { kode_toko: 'TOKO02', nama_toko: 'Cabang Dua', spv: BRANCH_SPV });
  branch = await shop.t.login(BRANCH_SPV.user, BRANCH_SPV.password);
  await startHeadOffice();
  for (const level of LEVELS) {
    await shop.t.createUser(`SWEEP_${level}`, level);
    tokens[level] = await shop.t.login(`SWEEP_${level}`, 'rahasia123');
  }
});
afterAll(async () => {
  await shop.t.close();
  portal?.closeAllConnections();
  await new Promise((resolve) => portal?.close(resolve));
});

/**
 * The head office PST01 of the sweep's shop, its supervisors HO1 and HO2, and branch TOKO09 on a server of its own: its
 * portal answers each send a head office looks up, and refuses to record its reception (the send was cancelled there).
 */
async function startHeadOffice(): Promise<void> {
  portal = createServer((req, res) => {
    const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const [, no, reception] = /^\/api\/v1\/kirim-uang\/([^/]+)(\/reception)?$/.exec(req.url ?? '') ?? [];
    if (!no) return answer(404, { message: 'Tidak Ditemukan' });
    if (reception) return req.resume().on('end', () => answer(409, { message: 'Kiriman Sudah Dibatalkan' }));
    const no_reff = decodeURIComponent(no);
    answer(200, { status: 'success', data: { no_reff, kode_toko: 'TOKO09', nama_toko: 'Cabang Sembilan', tgl_system: shop.tgl, input_by: 'SPV09', jumlah_rp: 100_000, tujuan: 'PST01', nama_tujuan: 'Kilau Pusat', keterangan: 'Setoran', akun: 'KAS', status: 'SENT' } });
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  await shop.t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
  await shop.t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, portal) VALUES ('TOKO09', 'Cabang Sembilan', 'Jl. Sembilan', 'CABANG', $1)`, [url]);
  await shop.t.db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [shop.tgl]);
  for (const id of ['HO1', 'HO2']) {
    await shop.t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Pusat', $2, 'SPV', 'PST01')`, [id, await hashPassword('rahasia123')]);
  }
  ho = await shop.t.login('HO1', 'rahasia123');
}

interface Operation {
  method: string;
  path: string;
  xGate: { levels: string[] } | undefined;
}

async function operations(): Promise<Operation[]> {
  const res = await shop.t.call('GET', '/api/v1/openapi.json', { token: shop.owner });
  const paths = res.json().paths as Record<string, Record<string, { 'x-gate'?: { levels: string[] } }>>;
  return Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, xGate: op['x-gate'] })));
}

/** The validation screen that validates a kind: its own, or one over several kinds. */
function validationOf(kind: { name: string }): TransactionDefinition | undefined {
  return shop.t.ctx.definitions.find(
    (d): d is TransactionDefinition => d.kind === 'transaction' && d.screen === 'validate' && (d.document.name === kind.name || !!d.kinds?.some((k) => k.document.name === kind.name)),
  );
}

describe('the kind registry', () => {
  it('names each kind once, and gives every kind each route with its gate in the API reference', async () => {
    const ops = await operations();
    const missing: string[] = [];
    for (const k of kinds) {
      const one = `/api/v1/${k.api}/{${k.number}}`;
      const takes = (r: string) => k.routes.includes(r as never);
      const wanted = [
        ...k.posts.map((p) => ['POST', `/api/v1/${p.url}`]),
        ...(takes('list') ? [['GET', `/api/v1/${listUrl(k)}`]] : []),
        ...(takes('read') ? [['GET', one]] : []),
        ...(takes('cancel') ? [['POST', `${one}/batal`]] : []),
        ...(k.actions ?? []).map((a) => ['POST', `${one}/${a.path}`]),
        ...(k.saldo ? [['GET', `${one}/saldo`]] : []),
      ];
      // A kind that prints a receipt records its prints and sends it as a WhatsApp nota.
      if (k.receipt) wanted.push(['POST', `${one}/cetak`], ['POST', `/api/v1/${k.api}/get/bynota`], ['POST', `/api/v1/${k.api}/get/bynota/single`]);
      // A piece document (its screens drawn by the engine) is validated; a book's document is cancelled on its own day only.
      const validation = validationOf(k);
      if (k.screens.length && !validation) missing.push(`${k.name}: no validation screen`);
      else if (validation) wanted.push(['POST', `/api/v1/${validation.document.api}/validasi`]);
      for (const [method, path] of wanted) {
        const op = ops.find((o) => o.method === method && o.path === path);
        if (!op) missing.push(`${k.name}: no ${method} ${path}`);
        else if (!op.xGate?.levels?.length) missing.push(`${k.name}: ${method} ${path} has no x-gate`);
      }
      if (takes('post') ? !SAMPLES[k.name] : !FLOW_POSTED[k.name]) missing.push(`${k.name}: no sample in tests/api/document-kinds.test.ts`);
      for (const a of k.actions ?? []) if (!ACTION_SAMPLES[`${k.api}/${a.path}`]) missing.push(`${k.name}: no sample body of its action ${a.path}`);
    }
    expect(missing).toEqual([]);
    expect(new Set(kinds.map((k) => k.jenis)).size).toBe(kinds.length);
  });

  it('takes a new kind as two files, a kind file and a definition, whose screens are its list, cancel and validation', () => {
    const dir = join(ROOT, 'tests/fixtures/kind-contoh');
    const files = readdirSync(dir);
    expect(files.sort()).toEqual(['definition.ts', 'kind.ts']);
    const lines = files.map((f) => readFileSync(join(dir, f), 'utf8').split('\n').length).reduce((a, b) => a + b, 0);
    // The fixture's size, for the closing note of issue 20: every route, schema and gate comes from the registry.
    expect(lines).toBeLessThan(100);
    const screens = shop.t.ctx.definitions.filter((d): d is TransactionDefinition => d.kind === 'transaction' && d.document.name === 'contoh');
    expect(screens.map((d) => [d.screen, d.route])).toEqual([
      ['list', '/lihat-contoh'],
      ['cancel', '/batal-contoh'],
      ['validate', '/validasi-contoh'],
    ]);
  });

  it('refuses a kind whose kernel kind writes documents under another name than its definition', () => {
    expect(() => registerKinds([{ ...contohApi, kind: { ...contohApi.kind, jenis: 'LAIN' as never } } as never])).toThrow(/contoh: its kernel kind writes documents as LAIN, its definition names them CONTOH/);
  });
});

/** Where a kind lists its documents. */
const listUrl = (k: (typeof kinds)[number]) => k.list?.url ?? k.api;

describe.each(kinds.map((k) => [k.name, k] as const))('kind %s', (name, k) => {
  const url = (no: string, tail = '') => `/api/v1/${k.api}/${encodeURIComponent(no)}${tail}`;
  const staff = () => STAFF[name]?.() ?? shop.kasir;
  const post = (body: Body, key?: string) => postAs(shop.t, staff(), k.posts[0].url, body, key);
  const takes = (r: string) => k.routes.includes(r as never);
  /** A new document of the kind: posted by the registry's route, or by the flow that posts it. */
  const create = async (): Promise<string> => (takes('post') ? (await post(await SAMPLES[name](shop))).json().data[k.number] : FLOW_POSTED[name]());

  it.runIf(takes('post'))('posts, answers a replay with the same document, and refuses the key for another body', async () => {
    const body = await SAMPLES[name](shop);
    const first = await post(body, `sweep-${name}`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(k.posts[0].message);
    const no = first.json().data[k.number];
    expect(no).toMatch(new RegExp(`^${k.kind.prefix}-TOKO01-\\d{8}-\\d{4}$`));
    expect(first.json().data.tgl_system).toBe(shop.tgl);
    const again = await post(body, `sweep-${name}`);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data[k.number]).toBe(no);
    const other = await post(changed(body), `sweep-${name}`);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json().message).toBe(DOCUMENT_MESSAGES.keyReused);
    const [{ n }] = await shop.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dokumen WHERE idempotency_key = $1 AND jenis = $2', [`sweep-${name}`, k.jenis]);
    expect(n).toBe(1);
  });

  it.runIf(takes('read'))('reads one, lists it, records its prints and answers its WhatsApp nota', async () => {
    const no = await create();
    const one = await shop.t.call('GET', url(no), { token: staff() });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ [k.number]: no, bisa_batal: true, alasan_tidak_bisa_batal: null });
    expect(['DONE', 'OPEN']).toContain(one.json().data.status);
    // Today's, as the list opens (a piece document's list takes a range, a book's one day).
    const list = await shop.t.call('GET', `/api/v1/${listUrl(k)}`, { token: staff() });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: Body) => r[k.number] ?? r.no_dokumen)).toContain(no);
    if (k.receipt) {
      // A reprint of a kind that asks for it (an order's) comes with a supervisor's authorization.
      const reprint = k.receipt.reprintAuthorization;
      for (const cetak_ke of [1, 2]) {
        const body = cetak_ke > 1 && reprint ? { authorization_id: await authorize(shop.t, staff(), reprint) } : undefined;
        const printed = await shop.t.call('POST', url(no, '/cetak'), { token: staff(), body });
        expect(printed.statusCode, printed.body).toBe(201);
        expect(printed.json().data).toEqual({ [k.number]: no, cetak_ke });
      }
      const nota = await shop.t.call('POST', `/api/v1/${k.api}/get/bynota/single`, { token: staff(), body: { [k.number]: no } });
      expect(nota.statusCode, nota.body).toBe(200);
      expect(nota.json().data[k.number]).toBe(no);
    }
    if (k.saldo) {
      const saldo = await shop.t.call('GET', url(no, '/saldo'), { token: staff() });
      expect(saldo.statusCode, saldo.body).toBe(200);
      expect(saldo.json().data).toMatchObject({ no, sisa: expect.any(Number), riwayat: [expect.objectContaining({ no_ref: no })] });
    }
  });

  it("is not another shop's: its user reads, prints, cancels and validates nothing of it", async () => {
    const no = await create();
    const validation = validationOf(k);
    const calls: [string, string, Body | undefined][] = [['POST', url(no, '/batal'), { alasan: 'Salah', authorization_id: 'x' }]];
    if (takes('read')) calls.push(['GET', url(no), undefined]);
    if (k.receipt) calls.push(['POST', url(no, '/cetak'), undefined], ['POST', `/api/v1/${k.api}/get/bynota/single`, { [k.number]: no }]);
    if (validation) calls.push(['POST', `/api/v1/${validation.document.api}/validasi`, { nomor: [no] }]);
    for (const [method, path, body] of calls) {
      const res = await shop.t.call(method, path, { token: branch, body });
      expect([403, 404], `${method} ${path}: ${res.body}`).toContain(res.statusCode);
    }
    const [{ printed, status }] = await shop.t.db.query<{ printed: number; status: string }>(
      `SELECT (SELECT count(*)::int FROM dokumen_cetak WHERE no_dokumen = $1) AS printed, (SELECT status FROM dokumen_terkini WHERE no_dokumen = $1) AS status`,
      [no],
    );
    expect({ printed, status }).toMatchObject({ printed: 0 });
    expect(status).not.toBe('BATAL');
  });

  it('refuses each level its gates leave out, on every route of the kind', async () => {
    const own = [k.api, listUrl(k), ...k.posts.map((p) => p.url)].map((u) => `/api/v1/${u}`);
    const ops = (await operations()).filter((o) => own.some((u) => o.path === u || o.path.startsWith(`${u}/`)));
    let refused = 0;
    for (const op of ops) {
      for (const level of LEVELS.filter((l) => !op.xGate!.levels.includes(l))) {
        const path = op.path.replace(/\{[^}]+\}/g, 'X-0');
        const res = await shop.t.call(op.method, path, { token: tokens[level], body: op.method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${level} ${op.method} ${path}: ${res.body}`).toBe(403);
        refused++;
      }
    }
    // DEV keeps the system, not the counter: every kind's routes leave it out.
    expect(refused).toBeGreaterThan(0);
  });

  it('is validated by a supervisor once (a piece document), then cancelled by the rule of its kind, once', async () => {
    const validation = validationOf(k);
    if (validation) {
      const validated = await create();
      const ok = await shop.t.call('POST', `/api/v1/${validation.document.api}/validasi`, { token: shop.owner, body: { nomor: [validated] } });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toEqual({ jumlah: 1 });
      const twice = await shop.t.call('POST', `/api/v1/${validation.document.api}/validasi`, { token: shop.owner, body: { nomor: [validated] } });
      expect(twice.statusCode).toBe(409);
    }

    const no = await create();
    const canceller = CANCELLER[name] ?? { token: () => shop.owner, authorize: (kategori: string) => authorize(shop.t, shop.owner, kategori) };
    const authorization_id = await canceller.authorize(k.document.cancel!.authorization);
    const cancelled = await shop.t.call('POST', url(no, '/batal'), { token: canceller.token(), body: { alasan: 'Salah input', authorization_id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(k.messages.cancelled);
    const [{ status }] = await shop.t.db.query<{ status: string }>('SELECT status FROM dokumen_terkini WHERE no_dokumen = $1', [no]);
    expect(status).toBe('BATAL');
    if (takes('read')) {
      const read = await shop.t.call('GET', url(no), { token: staff() });
      expect(read.json().data).toMatchObject({ status: 'BATAL', bisa_batal: false, alasan_tidak_bisa_batal: DOCUMENT_MESSAGES.alreadyCancelled });
    }
    const again = await shop.t.call('POST', url(no, '/batal'), { token: canceller.token(), body: { alasan: 'Salah input', authorization_id } });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(DOCUMENT_MESSAGES.alreadyCancelled);
  });

  for (const action of k.actions ?? []) {
    it(`runs its own action ${action.path} on a document`, async () => {
      const no = await create();
      const doc = (await shop.t.call('GET', url(no), { token: shop.kasir })).json().data;
      const token = ACTION_STAFF[`${k.api}/${action.path}`]?.() ?? shop.kasir;
      const res = await shop.t.call('POST', url(no, `/${action.path}`), { token, body: await ACTION_SAMPLES[`${k.api}/${action.path}`](doc) });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data[k.number]).toBe(no);
    });
  }
});
