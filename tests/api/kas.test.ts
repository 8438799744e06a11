// The cash and bank books and their documents (issue 11 sections 1 and 2): the mutation rule and every text of spec
// sections 4, 5 and 8, nothing written on a refusal, the books' opening, running and closing balances worked out by
// hand, balanced journals, a cancelled mutation netting to zero, the gates (KASIR against SPV) and backdated reads per
// level and module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { ACCOUNT, authorize, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

const OTHER = '9876543210';
let shop: SaleShop;
let t: TestApp;
let kasir: string;
let spv: string;
let tgl: string;
let kemarin: string;

const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  shop = await startSaleShop({ loginAttemptsPerMinute: 1000 });
  ({ t, kasir, tgl } = shop);
  kemarin = dayBefore(tgl);
  spv = await t.login('SPV1', 'rahasia123');
  await t.db.query(`INSERT INTO master_bank (kode_bank, nama_bank) VALUES ('BRI', 'Bank Rakyat Indonesia')`);
  await t.db.query(`INSERT INTO master_rekening (no_rekening, nama_rekening, kode_bank, nama_bank) VALUES ($1, 'Toko Emas Kilau', 'BRI', 'Bank Rakyat Indonesia')`, [OTHER]);
  await t.db.query(`UPDATE master_rekening SET nama_bank = 'Bank Central Asia' WHERE no_rekening = $1`, [ACCOUNT]);
  await t.db.query(
    `INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES
       ('SETOR', 'SETOR KE BANK', 'KELUAR'), ('LISTRIK', 'BIAYA LISTRIK', 'KELUAR'), ('MODAL', 'TAMBAH MODAL', 'MASUK')`,
  );
});
afterAll(() => t.close());

const mutasi = (kind: 'bank' | 'cash', body: Record<string, unknown>, token = kasir, key?: string) => postAs(t, token, `cash/mutasi-uang-${kind}`, body, key);
const manual = (body: Record<string, unknown>, token = kasir) => postAs(t, token, 'cash', body);
const get = (url: string, token = kasir) => t.call('GET', `/api/v1/${url}`, { token });

/** Rows of every table a money document writes, to prove a refused call wrote nothing. */
async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM kas_dokumen)::int AS kas_dokumen,
            (SELECT count(*) FROM kas_mutasi)::int AS kas, (SELECT count(*) FROM jurnal)::int AS jurnal,
            (SELECT count(*) FROM dokumen_status)::int AS status`,
  );
  return row;
}

/** Debit and credit per account of a document's journal. */
const journal = (no: string) =>
  t.db.query<{ nomor_akun: string; debet: number; kredit: number }>(
    'SELECT nomor_akun, sum(debet)::bigint AS debet, sum(kredit)::bigint AS kredit FROM jurnal WHERE no_dokumen = $1 GROUP BY nomor_akun ORDER BY nomor_akun',
    [no],
  );

const expectBalanced = async (no: string) => {
  const rows = await journal(no);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.reduce((s, r) => s + Number(r.debet), 0)).toBe(rows.reduce((s, r) => s + Number(r.kredit), 0));
};

const mutationBody = { kategori: 'SETOR', asal: 'CASH', asal_rekening: null, tujuan: 'BANK', tujuan_rekening: ACCOUNT, jumlah: 2_000_000, keterangan: 'Setor Harian' };

describe('the mutation rule and its texts (nothing written on a refusal)', () => {
  it('names every required field, the spec words', async () => {
    const before = await written();
    const res = await mutasi('bank', {});
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(messages).toEqual({
      asal: 'Asal Tidak Boleh Kosong',
      tujuan: 'Tujuan Tidak Boleh Kosong',
      jumlah: 'Jumlah Rp Tidak Boleh Kosong',
      keterangan: 'Keterangan Tidak Boleh Kosong',
      kategori: 'Kategori Tidak Boleh Kosong',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kategori: '' }, 'kategori', 'Kategori Tidak Boleh Kosong'],
      [{ asal: '' }, 'asal', 'Asal Tidak Boleh Kosong'],
      [{ tujuan: '' }, 'tujuan', 'Tujuan Tidak Boleh Kosong'],
      [{ keterangan: '  ' }, 'keterangan', 'Keterangan Tidak Boleh Kosong'],
      [{ jumlah: 0 }, 'jumlah', 'Jumlah Rp Tidak Boleh Kosong'],
      [{ tujuan: 'CASH', tujuan_rekening: null }, 'tujuan', 'Asal Dan Tujuan Tidak Boleh Sama Sama Cash'],
      [{ tujuan_rekening: '' }, 'tujuan_rekening', 'Rekening Tujuan Tidak Boleh Kosong'],
      [{ asal: 'BANK', asal_rekening: ACCOUNT }, 'tujuan_rekening', 'Rekening Tidak Boleh Sama'],
      [{ tujuan_rekening: '555' }, 'tujuan_rekening', 'Nomor Rekening Tidak Terdaftar'],
      [{ kategori: 'NOPE' }, 'kategori', 'Kategori Tidak Terdaftar'],
      // The till holds nothing yet.
      [{}, 'jumlah', 'Saldo Tidak Mencukupi'],
      [{ asal: 'BANK', asal_rekening: ACCOUNT, tujuan: 'CASH', tujuan_rekening: null }, 'jumlah', 'Saldo Tidak Mencukupi'],
    ];
    for (const [over, field, message] of cases) {
      const r = await mutasi('bank', { ...mutationBody, ...over });
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().message).toBe(message);
      expect(r.json().errors[0].field).toBe(field);
    }
    expect(await written()).toEqual(before);
  });

  it('the cash mutation defaults both sides to CASH, which the rule refuses', async () => {
    const res = await mutasi('cash', { kategori: 'SETOR', jumlah: 1000, keterangan: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Asal Dan Tujuan Tidak Boleh Sama Sama Cash');
  });
});

describe('the books, by hand', () => {
  const nos: Record<string, string> = {};

  beforeAll(async () => {
    // Yesterday: the owner puts 10,000,000 into the till and 5,000,000 into the BCA account.
    await setBusinessDate(t.db, kemarin);
    for (const [akun, jumlah] of [['KAS', 10_000_000], [ACCOUNT, 5_000_000]] as const) {
      const res = await manual({ akun, kategori: 'MODAL', keterangan: 'Modal Awal', jumlah }, shop.owner);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Transaksi Kas Berhasil Disimpan');
      nos[`modal_${akun}`] = res.json().data.no_kas;
    }
    await setBusinessDate(t.db, tgl);
    // Today: 2,000,000 till to BCA (the cash screen, tujuan BANK), an electricity bill of 350,000 from the till, a card
    // swiped for 1,000,000 cash at 2.5 % (fee 25,000) onto BCA, and 400,000 from BCA to BRI.
    const mu = await mutasi('cash', { kategori: 'SETOR', tujuan: 'BANK', tujuan_rekening: ACCOUNT, jumlah: 2_000_000, keterangan: 'Setor Harian' });
    expect(mu.statusCode, mu.body).toBe(201);
    expect(mu.json().message).toBe('Mutasi Uang Cash Berhasil Disimpan');
    expect(mu.json().data).toMatchObject({ akun_asal: 'KAS', akun_tujuan: ACCOUNT, jumlah: 2_000_000, keterangan: 'Setor Harian', kategori: 'SETOR' });
    nos.mu = mu.json().data.no_mutasi;
    const km = await manual({ akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Token Listrik', jumlah: 350_000 });
    expect(km.statusCode, km.body).toBe(201);
    nos.km = km.json().data.no_kas;
    const gt = await postAs(t, kasir, 'gesek-tunai', { nama_customer: 'Budi', jenis: 'DEBIT', no_rekening: ACCOUNT, no_reff: '4455', jumlah: 1_000_000, fee_persen: 2.5 });
    expect(gt.statusCode, gt.body).toBe(201);
    expect(gt.json().message).toBe('Gesek Tunai Berhasil Disimpan');
    expect(gt.json().data).toMatchObject({ jumlah: 1_000_000, fee_rp: 25_000, total: 1_025_000, jenis_kartu: 'DEBIT', no_reff: '4455', kode_bank: 'BCA' });
    nos.gt = gt.json().data.no_gesek;
    const bb = await mutasi('bank', { ...mutationBody, asal: 'BANK', asal_rekening: ACCOUNT, tujuan: 'BANK', tujuan_rekening: OTHER, jumlah: 400_000 });
    expect(bb.statusCode, bb.body).toBe(201);
    expect(bb.json().message).toBe('Mutasi Uang Bank Berhasil Disimpan');
    nos.bb = bb.json().data.no_mutasi;
  });

  it('numbers each kind with its prefix', () => {
    expect(nos.mu).toMatch(/^MU-TOKO01-\d{8}-0001$/);
    expect(nos.km).toMatch(/^KM-TOKO01-\d{8}-0001$/);
    expect(nos.gt).toMatch(/^GT-TOKO01-\d{8}-0001$/);
    expect(nos.bb).toMatch(/^MU-TOKO01-\d{8}-0002$/);
  });

  it("the till's book: opening 10,000,000, running down to 6,650,000, newest first", async () => {
    const res = await get('cash/paginated');
    expect(res.statusCode, res.body).toBe(200);
    const book = res.json();
    expect(book).toMatchObject({ tgl, saldo_awal: 10_000_000, total_in: 0, total_out: 3_350_000, saldo_akhir: 6_650_000, count: 3 });
    expect(book.data.map((r: Record<string, unknown>) => [r.no_dokumen, r.kategori, r.jumlah_in, r.jumlah_out, r.saldo, r.input_by])).toEqual([
      [nos.gt, 'GESEK TUNAI', 0, 1_000_000, 6_650_000, 'KASIR1'],
      [nos.km, 'LISTRIK', 0, 350_000, 7_650_000, 'KASIR1'],
      [nos.mu, 'SETOR', 0, 2_000_000, 8_000_000, 'KASIR1'],
    ]);
    expect(book.data[1]).toMatchObject({ nama_kategori: 'BIAYA LISTRIK', keterangan: 'Token Listrik' });
    const page = (await get('cash/paginated?skip=1&limit=1')).json();
    expect(page.count).toBe(3);
    expect(page.data.map((r: { saldo: number }) => r.saldo)).toEqual([7_650_000]);
  });

  it('a bank account\'s book, and every account\'s', async () => {
    const bca = (await get(`cash/history-bank?akun=${ACCOUNT}`)).json();
    expect(bca).toMatchObject({ saldo_awal: 5_000_000, total_in: 3_025_000, total_out: 400_000, saldo_akhir: 7_625_000, count: 3 });
    expect(bca.data.map((r: { jumlah_in: number; jumlah_out: number; saldo: number }) => [r.jumlah_in, r.jumlah_out, r.saldo])).toEqual([
      [0, 400_000, 7_625_000],
      [1_025_000, 0, 8_025_000],
      [2_000_000, 0, 7_000_000],
    ]);
    const all = (await get('cash/history-bank')).json();
    expect(all).toMatchObject({ saldo_awal: 5_000_000, total_in: 3_425_000, total_out: 400_000, saldo_akhir: 8_025_000, count: 4 });
    // The BRI row runs from BRI's own opening balance (0).
    expect(all.data[0]).toMatchObject({ akun: OTHER, jumlah_in: 400_000, saldo: 400_000 });
    const saldo = (await get('cash/saldo')).json().data;
    expect(saldo).toEqual([
      { akun: 'KAS', nama: 'Kas', kode_bank: '', saldo: 6_650_000 },
      { akun: ACCOUNT, nama: 'Bank Central Asia - Toko Emas Kilau', kode_bank: 'BCA', saldo: 7_625_000 },
      { akun: OTHER, nama: 'Bank Rakyat Indonesia - Toko Emas Kilau', kode_bank: 'BRI', saldo: 400_000 },
    ]);
  });

  it("yesterday's book: nothing before it, the owner's 10,000,000 in", async () => {
    const book = (await get(`cash/paginated?tgl=${kemarin}`)).json();
    expect(book).toMatchObject({ tgl: kemarin, saldo_awal: 0, total_in: 10_000_000, saldo_akhir: 10_000_000, count: 1 });
    expect(book.data[0]).toMatchObject({ no_dokumen: nos.modal_KAS, kategori: 'MODAL', jumlah_in: 10_000_000, saldo: 10_000_000, input_by: 'OWNER' });
  });

  it('journals balance, on the accounts of each movement', async () => {
    for (const no of Object.values(nos)) await expectBalanced(no);
    const n = (rows: { nomor_akun: string; debet: number; kredit: number }[]) => rows.map((r) => [r.nomor_akun, Number(r.debet), Number(r.kredit)]);
    expect(n(await journal(nos.mu))).toEqual([['1-1101', 0, 2_000_000], ['1-1201', 2_000_000, 0]]);
    expect(n(await journal(nos.km))).toEqual([['1-1101', 0, 350_000], ['6-1101', 350_000, 0]]);
    expect(n(await journal(nos.gt))).toEqual([['1-1101', 0, 1_000_000], ['1-1202', 1_025_000, 0], ['4-1901', 0, 25_000]]);
    expect(n(await journal(nos.bb))).toEqual([['1-1201', 400_000, 400_000]]);
    expect(n(await journal(nos[`modal_${ACCOUNT}`]))).toEqual([['1-1201', 5_000_000, 0], ['4-1901', 0, 5_000_000]]);
  });

  it("lists the day's mutations and card swipes", async () => {
    const all = (await get('cash/mutasi')).json().data;
    expect(all.map((r: { no_dokumen: string }) => r.no_dokumen)).toEqual([nos.mu, nos.bb]);
    const cashOnly = (await get('cash/mutasi?sisi=CASH')).json().data;
    expect(cashOnly.map((r: { no_dokumen: string }) => r.no_dokumen)).toEqual([nos.mu]);
    const swipes = (await get('non-cash/gesek-histories')).json().data;
    expect(swipes).toHaveLength(1);
    expect(swipes[0]).toMatchObject({ no_dokumen: nos.gt, nama_customer: 'BUDI', jumlah: 1_000_000, fee_rp: 25_000, status: 'DONE' });
  });

  it('an expense beyond what the till holds is refused', async () => {
    const before = await written();
    const res = await manual({ akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Terlalu Besar', jumlah: 6_650_001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Saldo Tidak Mencukupi');
    expect(await written()).toEqual(before);
  });

  it('a cancelled mutation nets to zero in the ledger and the journal, once, with a supervisor', async () => {
    const url = `cash/mutasi/${nos.mu}/batal`;
    const without = await postAs(t, kasir, url, { alasan: 'Salah Input', authorization_id: 'nope' });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Otorisasi Tidak Valid');
    const res = await postAs(t, kasir, url, { alasan: 'Salah Input', authorization_id: await authorize(t, kasir, 'BATAL_MUTASI_UANG') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Transaksi Kas Berhasil Dibatalkan');
    const net = await t.db.query<{ akun: string; net: number }>(
      'SELECT akun, sum(jumlah_in - jumlah_out)::bigint AS net FROM kas_mutasi WHERE no_dokumen = $1 GROUP BY akun ORDER BY akun',
      [nos.mu],
    );
    expect(net.map((r) => [r.akun, Number(r.net)])).toEqual([[ACCOUNT, 0], ['KAS', 0]]);
    expect((await journal(nos.mu)).map((r) => Number(r.debet) - Number(r.kredit))).toEqual([0, 0]);
    const book = (await get('cash/paginated')).json();
    expect(book).toMatchObject({ saldo_akhir: 8_650_000, count: 4 });
    expect(book.data[0]).toMatchObject({ no_dokumen: nos.mu, kategori: 'BATAL MUTASI UANG', jumlah_in: 2_000_000, saldo: 8_650_000, status: 'BATAL' });
    const again = await postAs(t, kasir, url, { alasan: 'Lagi', authorization_id: await authorize(t, kasir, 'BATAL_MUTASI_UANG') });
    expect(again.statusCode).toBe(409);
  });

  it("yesterday's entry cannot be cancelled", async () => {
    const res = await postAs(t, shop.owner, `cash/${nos.modal_KAS}/batal`, { alasan: 'Salah', authorization_id: await authorize(t, shop.owner, 'BATAL_MUTASI_UANG') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Transaksi Kas Hari Sebelumnya Tidak Dapat Dibatalkan');
  });

  it('a cancellation may not take back money an account no longer holds', async () => {
    // BRI got 400,000 from BCA; BRI pays 400,000 back out to the till, then the first move is cancelled.
    const out = await mutasi('bank', { ...mutationBody, asal: 'BANK', asal_rekening: OTHER, tujuan: 'CASH', tujuan_rekening: null, jumlah: 400_000 });
    expect(out.statusCode, out.body).toBe(201);
    const res = await postAs(t, kasir, `cash/mutasi/${nos.bb}/batal`, { alasan: 'Salah', authorization_id: await authorize(t, kasir, 'BATAL_MUTASI_UANG') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Saldo Tidak Mencukupi');
  });

  it('the same Idempotency-Key writes one mutation', async () => {
    const body = { ...mutationBody, jumlah: 10_000 };
    const first = await mutasi('bank', body, kasir, 'mu-key-1');
    const second = await mutasi('bank', body, kasir, 'mu-key-1');
    expect(first.statusCode).toBe(201);
    expect(second.json().data.no_mutasi).toBe(first.json().data.no_mutasi);
  });
});

describe('card cash and manual entries, refused and cancelled', () => {
  it('a card swipe names what it lacks and writes nothing', async () => {
    const before = await written();
    const swipe = (over: Record<string, unknown>) => postAs(t, kasir, 'gesek-tunai', { nama_customer: 'Budi', jenis: 'DEBIT', no_rekening: ACCOUNT, jumlah: 100_000, ...over });
    for (const [over, message] of [
      [{ nama_customer: ' ' }, 'Nama Customer Tidak Boleh Kosong'],
      [{ jumlah: 0 }, 'Jumlah Rp Tidak Boleh Kosong'],
      [{ no_rekening: 'KAS' }, 'Nomor Rekening Tidak Terdaftar'],
      [{ no_rekening: '555' }, 'Nomor Rekening Tidak Terdaftar'],
      [{ jumlah: 1_000_000_000 }, 'Saldo Tidak Mencukupi'],
    ] as const) {
      const res = await swipe(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await written()).toEqual(before);
  });

  it('a card swipe and a manual expense of today are cancelled to zero; the KASIR cannot cancel a balance move', async () => {
    const gt = await postAs(t, kasir, 'gesek-tunai', { nama_customer: 'Sari', jenis: 'KREDIT', no_rekening: OTHER, jumlah: 200_000, fee_persen: 3 });
    expect(gt.statusCode, gt.body).toBe(201);
    const km = await manual({ akun: OTHER, kategori: 'LISTRIK', keterangan: 'Biaya Admin', jumlah: 1_000 });
    expect(km.statusCode, km.body).toBe(201);
    // The expense first: the swipe's money on BRI must all be there to go back.
    for (const url of [`cash/${km.json().data.no_kas}/batal`, `gesek-tunai/${gt.json().data.no_gesek}/batal`]) {
      const res = await postAs(t, kasir, url, { alasan: 'Salah Input', authorization_id: await authorize(t, kasir, 'BATAL_MUTASI_UANG') });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const no of [gt.json().data.no_gesek, km.json().data.no_kas]) {
      const [net] = await t.db.query<{ uang: number; jurnal: number }>(
        `SELECT (SELECT coalesce(sum(abs(x)), 0) FROM (SELECT sum(jumlah_in - jumlah_out) AS x FROM kas_mutasi WHERE no_dokumen = $1 GROUP BY akun) m)::bigint AS uang,
                (SELECT coalesce(sum(abs(x)), 0) FROM (SELECT sum(debet - kredit) AS x FROM jurnal WHERE no_dokumen = $1 GROUP BY nomor_akun) j)::bigint AS jurnal`,
        [no],
      );
      expect([Number(net.uang), Number(net.jurnal)]).toEqual([0, 0]);
    }
    const ps = await postAs(t, spv, 'pengalihan-saldo', { akun_asal: 'KAS', akun_tujuan: OTHER, jumlah: 1_000, keterangan: 'Koreksi' });
    expect(ps.statusCode, ps.body).toBe(201);
    const url = `pengalihan-saldo/${ps.json().data.no_pengalihan}/batal`;
    expect((await postAs(t, kasir, url, { alasan: 'x', authorization_id: 'x' })).statusCode).toBe(403);
    // A supervisor cannot authorize their own cancellation: the owner cancels on SPV1's authorization.
    const res = await postAs(t, shop.owner, url, { alasan: 'Koreksi Batal', authorization_id: await authorize(t, shop.owner, 'BATAL_MUTASI_UANG') });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('two payments out of one till at once: the one the till can cover passes, the other is refused', async () => {
    const saldo = async () => Number((await get('cash/saldo')).json().data[0].saldo);
    const held = await saldo();
    const half = Math.floor(held / 2) + 1;
    const results = await Promise.all([1, 2].map((i) => manual({ akun: 'KAS', kategori: 'LISTRIK', keterangan: `Bersamaan ${i}`, jumlah: half })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await saldo()).toBe(held - half);
  });
});

describe('gates and backdated reads', () => {
  it('a balance move is for supervisors: KASIR 403, SPV 201, and it moves the money', async () => {
    const body = { akun_asal: ACCOUNT, akun_tujuan: 'KAS', jumlah: 100_000, keterangan: 'Transfer Masuk Rekening Salah' };
    expect((await postAs(t, kasir, 'pengalihan-saldo', body)).statusCode).toBe(403);
    const same = await postAs(t, spv, 'pengalihan-saldo', { ...body, akun_tujuan: ACCOUNT });
    expect(same.json().message).toBe('Rekening Tidak Boleh Sama');
    const before = Number((await get('cash/saldo', spv)).json().data[0].saldo);
    const res = await postAs(t, spv, 'pengalihan-saldo', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Pengalihan Saldo Berhasil Disimpan');
    await expectBalanced(res.json().data.no_pengalihan);
    expect(Number((await get('cash/saldo', spv)).json().data[0].saldo)).toBe(before + 100_000);
    expect((await get('pengalihan-saldo', kasir)).statusCode).toBe(403);
    const moves = (await get('pengalihan-saldo', spv)).json().data;
    expect(moves.find((m: { no_dokumen: string }) => m.no_dokumen === res.json().data.no_pengalihan)).toMatchObject({ akun_asal: ACCOUNT, akun_tujuan: 'KAS', jumlah: 100_000, status: 'DONE' });
  });

  it('a KASIR keeps the books, mutates and swipes cards', async () => {
    for (const url of ['cash/paginated', 'cash/history-bank', 'cash/mutasi', 'non-cash/gesek-histories', 'cash/saldo']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('another day is read per level and module; never a day after the business date', async () => {
    await t.createUser('MU1', 'MU');
    const mu = await t.login('MU1', 'rahasia123');
    const read = async (token: string) => (await get(`cash/paginated?tgl=${kemarin}`, token)).statusCode;
    // Without TANGGAL_TETAP_MODULE everyone reads any past day.
    expect(await read(kasir)).toBe(200);
    await t.setModule('TANGGAL_TETAP_MODULE', true);
    await t.setModule('BACKDATE_SPV_MODULE', false);
    await t.setModule('BACKDATE_OWNER_MODULE', false);
    expect(await read(kasir)).toBe(403);
    expect(await read(spv)).toBe(403);
    expect(await read(shop.owner)).toBe(403);
    expect(await read(mu)).toBe(200);
    expect((await get(`cash/history-bank?tgl=${kemarin}`, kasir)).statusCode).toBe(403);
    expect((await get('cash/paginated', kasir)).statusCode).toBe(200);
    await t.setModule('BACKDATE_SPV_MODULE', true);
    await t.setModule('BACKDATE_OWNER_MODULE', true);
    expect(await read(spv)).toBe(200);
    expect(await read(shop.owner)).toBe(200);
    expect(await read(kasir)).toBe(403);
    await t.setModule('TANGGAL_TETAP_MODULE', false);
    const future = await get('cash/paginated?tgl=2999-01-01', mu);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('Tanggal Tidak Boleh Lebih Besar Dari Tanggal Sistem');
  });
});
