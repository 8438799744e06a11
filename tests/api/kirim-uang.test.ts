// Money to the head office (issue 11, section 3) in one database: the branch TOKO01 sends from its till (and from a
// bank account), the head office PST01 looks the send up by its reference number and receives it. Refusals write
// nothing; every journal balances; a second reception is 409; a received send cannot be cancelled, an unreceived one
// can; the reports show it; the branch answers the head office's portal calls with the service token and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, authorize, cashSale, customer, journalOf, newPiece, postAs, startSaleShop, transfer, type SaleShop } from '../helpers/sale-fixture';
import { hashPassword } from '../../server/auth/passwords';
import { KIRIM_UANG_MESSAGES } from '../../domain/kirim-uang';

const SERVICE_TOKEN = 'token-layanan-pusat-uji';
let shop: SaleShop;
/** The head office's supervisor. */
let ho: string;

const t = () => shop.t;
const get = (url: string, token: string) => t().call('GET', `/api/v1/${url}`, { token });
const balance = async (kodeToko: string, akun = 'KAS') =>
  Number((await t().db.query<{ s: string }>('SELECT coalesce(sum(jumlah_in - jumlah_out), 0)::text AS s FROM kas_mutasi WHERE kode_toko = $1 AND akun = $2', [kodeToko, akun]))[0].s);
const count = async (sql: string, params: unknown[] = []) => Number((await t().db.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${sql}) x`, params))[0].n);
/** Everything a refused call must leave as it was. */
const writes = async () => ({
  dokumen: await count('SELECT 1 FROM dokumen'),
  kas: await count('SELECT 1 FROM kas_mutasi'),
  jurnal: await count('SELECT 1 FROM jurnal'),
  terima: await count('SELECT 1 FROM kirim_uang_terima'),
});
const balanced = async (no: string) => {
  const rows = await journalOf(t(), no);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.reduce((s, r) => s + Number(r.debet), 0)).toBe(rows.reduce((s, r) => s + Number(r.kredit), 0));
  return rows;
};
const send = async (jumlah_rp: number, keterangan = 'Setoran harian') => {
  const res = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp, keterangan });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().nota_kirim.no_reff as string;
};

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000, portalServiceToken: SERVICE_TOKEN });
  await t().db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
  await t().db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [shop.tgl]);
  // HO2 authorizes for the head office: a supervisor of a branch (SPV1 of TOKO01) may not (issue 19 item 22).
  for (const id of ['HO1', 'HO2']) {
    await t().db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, 'Pusat', $2, 'SPV', 'PST01')`, [id, await hashPassword('rahasia123')]);
  }
  ho = await t().login('HO1', 'rahasia123');
  await cashSale(shop);
});

/** HO2's authorization of `kategori` for HO1. */
async function authorizeByHeadOffice(kategori: string): Promise<string> {
  const res = await t().call('POST', '/api/v1/authorisation', { token: ho, body: { user_id: 'HO2', password: 'rahasia123', kategori } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().authorization_id;
}

afterAll(async () => {
  await shop?.t.close();
});

describe('sending money to the head office', () => {
  it('refuses a send without its note, or above what the till holds, and writes nothing', async () => {
    const before = await writes();
    const noNote = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: 1000, keterangan: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(KIRIM_UANG_MESSAGES.noteRequired);
    const tooMuch = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: (await balance('TOKO01')) + 1, keterangan: 'Setoran' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Saldo Tidak Mencukupi');
    const fromEmptyBank = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: 1000, keterangan: 'Setoran', akun: '1234567890' });
    expect(fromEmptyBank.json().message).toBe('Saldo Tidak Mencukupi');
    const kasir = await postAs(t(), shop.kasir, 'kirim-uang', { jumlah_rp: 1000, keterangan: 'Setoran' });
    expect(kasir.statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('takes the money out of the till into money in transit, answers nota_kirim, and lists the send as SENT', async () => {
    const saldo = await balance('TOKO01');
    const res = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: 1_000_000, keterangan: 'Setoran harian' }, 'kirim-1');
    expect(res.statusCode, res.body).toBe(201);
    const nota = res.json().nota_kirim;
    expect(nota).toMatchObject({ tgl_system: shop.tgl, input_by: 'OWNER', jumlah_rp: 1_000_000, tujuan: 'PST01', keterangan: 'Setoran harian' });
    expect(nota.no_reff).toMatch(/^KU-TOKO01-\d{8}-0001$/);
    // The same Idempotency-Key again answers the same send and writes nothing.
    const again = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: 1_000_000, keterangan: 'Setoran harian' }, 'kirim-1');
    expect(again.json().nota_kirim.no_reff).toBe(nota.no_reff);
    expect(await balance('TOKO01')).toBe(saldo - 1_000_000);
    const rows = await balanced(nota.no_reff);
    expect(rows.map((r) => [r.nomor_akun, Number(r.debet), Number(r.kredit)])).toEqual([
      ['1-1190', 1_000_000, 0],
      ['1-1101', 0, 1_000_000],
    ]);
    const history = await get('kirim-uang-history', shop.owner);
    expect(history.json().data[0]).toMatchObject({ no_reff: nota.no_reff, status: 'SENT', jumlah_rp: 1_000_000, tujuan: 'PST01' });
  });
});

describe('receiving it at the head office', () => {
  let noReff: string;
  beforeAll(async () => {
    noReff = (await get('kirim-uang-history', shop.owner)).json().data[0].no_reff;
  });

  it('looks the send up by its reference number; an unknown one is not found, a cashier may not look', async () => {
    const found = await get(`kirim-uang/${noReff}`, ho);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ no_reff: noReff, kode_toko: 'TOKO01', status: 'SENT', jumlah_rp: 1_000_000, penerimaan: null });
    const unknown = await get('kirim-uang/KU-TOKO01-20000101-0001', ho);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(KIRIM_UANG_MESSAGES.notFound);
    expect((await get(`kirim-uang/${noReff}`, shop.kasir)).statusCode).toBe(403);
  });

  it('receives it into its till in one transaction with the branch side, and refuses a second reception', async () => {
    const saldo = await balance('PST01');
    const res = await postAs(t(), ho, `kirim-uang/${noReff}/reception`, { akun: 'KAS' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(KIRIM_UANG_MESSAGES.received);
    const noTerima = res.json().data.no_terima;
    expect(noTerima).toMatch(/^TU-PST01-/);
    expect(await balance('PST01')).toBe(saldo + 1_000_000);
    const rows = await balanced(noTerima);
    expect(rows.map((r) => [r.nomor_akun, Number(r.debet), Number(r.kredit)])).toEqual([
      ['1-1101', 1_000_000, 0],
      ['1-1190', 0, 1_000_000],
    ]);
    // Across both books the transit account is back to zero.
    const [{ transit }] = await t().db.query<{ transit: string }>(`SELECT sum(debet - kredit)::text AS transit FROM jurnal WHERE nomor_akun = '1-1190'`);
    expect(Number(transit)).toBe(0);
    const history = await get('kirim-uang-history', shop.owner);
    expect(history.json().data[0]).toMatchObject({ no_reff: noReff, status: 'DONE', no_terima: noTerima, diterima_by: 'HO1' });

    const before = await writes();
    const second = await postAs(t(), ho, `kirim-uang/${noReff}/reception`, { akun: 'KAS' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(KIRIM_UANG_MESSAGES.alreadyReceived);
    expect(await writes()).toEqual(before);
  });

  it('keeps a received send and a confirmed reception from being cancelled', async () => {
    const before = await writes();
    const sendCancel = await postAs(t(), shop.owner, `kirim-uang/${noReff}/batal`, { alasan: 'Salah', authorization_id: await authorize(t(), shop.owner, 'BATAL_KIRIM_UANG') });
    expect(sendCancel.statusCode).toBe(409);
    expect(sendCancel.json().message).toBe(KIRIM_UANG_MESSAGES.receivedCannotCancel);
    const [{ no_terima }] = await t().db.query<{ no_terima: string }>('SELECT no_terima FROM terima_uang WHERE no_reff = $1', [noReff]);
    const receiveCancel = await postAs(t(), ho, `terima-uang/${no_terima}/batal`, { alasan: 'Salah', authorization_id: await authorizeByHeadOffice('BATAL_TERIMA_UANG') });
    expect(receiveCancel.statusCode, receiveCancel.body).toBe(409);
    expect(receiveCancel.json().message).toBe(KIRIM_UANG_MESSAGES.confirmedCannotCancel);
    expect(await writes()).toEqual(before);
  });

  it('cancels a send not received yet (its money back in the till), which then cannot be received', async () => {
    const no = await send(250_000, 'Salah ketik');
    const saldo = await balance('TOKO01');
    const res = await postAs(t(), shop.owner, `kirim-uang/${no}/batal`, { alasan: 'Salah ketik', authorization_id: await authorize(t(), shop.owner, 'BATAL_KIRIM_UANG') });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance('TOKO01')).toBe(saldo + 250_000);
    const [{ net }] = await t().db.query<{ net: string }>('SELECT sum(debet - kredit)::text AS net FROM jurnal WHERE no_dokumen = $1', [no]);
    expect(Number(net)).toBe(0);
    const before = await writes();
    const receive = await postAs(t(), ho, `kirim-uang/${no}/reception`, {});
    expect(receive.statusCode).toBe(409);
    expect(receive.json().message).toBe(KIRIM_UANG_MESSAGES.cancelled);
    expect(await writes()).toEqual(before);
  });
});

describe('the reports', () => {
  it('list the sends per shop by status ALL or DONE, and every money row to and from the head office', async () => {
    const q = `tgl_from=${shop.tgl}&tgl_to=${shop.tgl}`;
    const all = await get(`kirim-uang?status=ALL&${q}`, shop.owner);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((r: { status: string }) => r.status).sort()).toEqual(['BATAL', 'DONE']);
    const done = await get(`kirim-uang?status=DONE&${q}`, shop.owner);
    expect(done.json().data).toHaveLength(1);
    expect(done.json().data[0]).toMatchObject({ status: 'DONE', jumlah_rp: 1_000_000, diterima_by: 'HO1' });
    const bad = await get(`kirim-uang?status=SENT&${q}`, shop.owner);
    expect(bad.statusCode).toBe(400);
    // The head office chooses the shop: none named is refused with the spec's text; the branch named answers its sends.
    const unnamed = await get(`kirim-uang?status=ALL&${q}`, ho);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Mohon Pilih Toko');
    expect((await get(`kirim-uang?status=ALL&kode_toko=%20&${q}`, ho)).json().message).toBe('Mohon Pilih Toko');
    expect((await get(`kirim-uang?status=ALL&kode_toko=TOKO01&kode_toko=PST01&${q}`, ho)).statusCode).toBe(400);
    const named = await get(`kirim-uang?status=ALL&kode_toko=TOKO01&${q}`, ho);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.map((r: { status: string }) => r.status).sort()).toEqual(['BATAL', 'DONE']);

    const branch = (await get(`kirim-uang/report-uang-pusat?${q}`, shop.owner)).json().data;
    expect(branch.map((r: { kategori: string }) => r.kategori)).toEqual(['KIRIM UANG PUSAT', 'KIRIM UANG PUSAT', 'BATAL KIRIM UANG PUSAT']);
    const head = (await get(`kirim-uang/report-uang-pusat?${q}`, ho)).json().data;
    expect(head).toEqual([expect.objectContaining({ kategori: 'TERIMA UANG CABANG', toko: 'TOKO01', uang_masuk: 1_000_000, uang_keluar: 0 })]);
  });
});

describe("the head office's portal calls", () => {
  it('read and record with the service token only, on the routes that serve them', async () => {
    const no = await send(100_000);
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t().app.inject({ method, url: `/api/v1/${url}`, headers: { 'x-auth-token': token }, ...(payload ? { payload } : {}) });
    expect((await as('salah', 'GET', `kirim-uang/${no}`)).statusCode).toBe(401);
    expect((await as(SERVICE_TOKEN, 'GET', 'kirim-uang-history')).statusCode).toBe(401);
    const read = await as(SERVICE_TOKEN, 'GET', `kirim-uang/${no}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ no_reff: no, status: 'SENT', tujuan: 'PST01', jumlah_rp: 100_000 });
    const reception = { no_terima: 'TU-PST01-20991231-0001', kode_toko_terima: 'PST01', diterima_by: 'HO9', jumlah_rp: 100_000 };
    const wrong = await as(SERVICE_TOKEN, 'POST', `kirim-uang/${no}/reception`, { ...reception, jumlah_rp: 99_000 });
    expect(wrong.statusCode).toBe(409);
    const first = await as(SERVICE_TOKEN, 'POST', `kirim-uang/${no}/reception`, reception);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'DONE', no_terima: reception.no_terima });
    // The same reception again (a retry after a lost answer) changes nothing; another one is refused.
    expect((await as(SERVICE_TOKEN, 'POST', `kirim-uang/${no}/reception`, reception)).statusCode).toBe(201);
    const other = await as(SERVICE_TOKEN, 'POST', `kirim-uang/${no}/reception`, { ...reception, no_terima: 'TU-PST01-20991231-0002' });
    expect(other.statusCode).toBe(409);
    expect(await count('SELECT 1 FROM kirim_uang_terima WHERE no_kirim = $1', [no])).toBe(1);
  });
});

describe('sending from a bank account', () => {
  it('moves the money out of that account, journalled against Bank', async () => {
    // A sale paid by transfer into the shop's account: a piece with its tag price.
    const code = await newPiece(shop, { harga_total: 3_000_000 });
    const sale = await postAs(t(), shop.owner, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [transfer(3_000_000)] });
    expect(sale.statusCode, sale.body).toBe(201);
    const saldo = await balance('TOKO01', ACCOUNT);
    expect(saldo).toBeGreaterThanOrEqual(2_000_000);
    const res = await postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: 2_000_000, keterangan: 'Setoran bank', akun: ACCOUNT });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().nota_kirim.no_reff;
    expect(await balance('TOKO01', ACCOUNT)).toBe(saldo - 2_000_000);
    const rows = await balanced(no);
    expect(rows.map((r) => [r.type, r.nomor_akun, Number(r.debet), Number(r.kredit)])).toEqual([
      ['NON_TUNAI', '1-1190', 2_000_000, 0],
      ['NON_TUNAI', '1-1201', 0, 2_000_000],
    ]);
    const cancel = await postAs(t(), shop.owner, `kirim-uang/${no}/batal`, { alasan: 'Uji', authorization_id: await authorize(t(), shop.owner, 'BATAL_KIRIM_UANG') });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await balance('TOKO01', ACCOUNT)).toBe(saldo);
  });
});

describe('one till, two writers', () => {
  it('a send and an expense at once, each above half the till: one passes, the other is refused, the till never below zero', async () => {
    await t().db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('LISTRIK', 'Biaya Listrik', 'KELUAR') ON CONFLICT DO NOTHING`);
    const held = await balance('TOKO01');
    const half = Math.floor(held / 2) + 1;
    const results = await Promise.all([
      postAs(t(), shop.owner, 'kirim-uang', { jumlah_rp: half, keterangan: 'Setoran bersamaan' }),
      postAs(t(), shop.owner, 'cash', { akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Biaya bersamaan', jumlah: half }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('Saldo Tidak Mencukupi');
    expect(await balance('TOKO01')).toBe(held - half);
  });
});
