// The sale through the document kernel (issue 9 fixed points): one request posts the document, the pieces leave
// their trays, the money reaches the till and the accounts, the journal balances; authorizations are named and used
// up; a retry with the same Idempotency-Key makes no second nota; cancelling reverses every ledger, today only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput } from '../helpers/inventory-fixture';
import { setBusinessDate } from '../helpers/paths';
import { authorize as authorizeBy, cash, customer, journalOf as journalIn, postAs, startSaleShop } from '../helpers/sale-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
beforeAll(async () => {
  ({ t, owner, kasir, tgl } = await startSaleShop());
  // Ongkos of the ring group: Rp 10.000 per gram.
  await t.db.query(
    `INSERT INTO master_parameter_ongkos (kode_ongkos, kode_group, nama_group, satuan_ongkos, ongkos) VALUES ('OC75', 'C75', 'Cincin 75%', 'PER GRAM', 10000)`,
  );
});
afterAll(() => t.close());

/** A gold ring priced by weight (no tag price), on tray A1. */
async function goldItem(over: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ harga_total: 0, ...over }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.kode_barcode;
}

const sell = (body: Record<string, unknown>, opts: { token?: string; key?: string } = {}) => postAs(t, opts.token ?? kasir, 'penjualan', { ...customer, ...body }, opts.key);
const authorize = (kategori: string, token = kasir) => authorizeBy(t, token, kategori);

/** Rows of every table a sale writes, to prove a refused call wrote nothing. */
async function written(): Promise<Record<string, number>> {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM dokumen_baris)::int AS baris,
            (SELECT count(*) FROM dokumen_bayar)::int AS bayar, (SELECT count(*) FROM barang_mutasi)::int AS mutasi,
            (SELECT count(*) FROM kas_mutasi)::int AS kas, (SELECT count(*) FROM jurnal)::int AS jurnal,
            (SELECT count(*) FROM authorizations WHERE used_at IS NOT NULL)::int AS used,
            (SELECT count(*) FROM barang WHERE status <> 'READY')::int AS off_trays`,
  );
  return row;
}

const journalOf = (no: string) => journalIn(t, no);

describe('POST penjualan', () => {
  it('posts a gold ring paid by card and cash: price by weight, ongkos, rounding, change, stock, money and journal', async () => {
    const code = await goldItem();
    const res = await sell({
      items: [{ kode_barcode: code }],
      pembayaran: [{ jenis: 'DEBIT', jumlah_rp: 1_000_000, no_rekening: '1234567890', kode_bank: 'BCA', fee_persen: 2 }, cash(1_300_000)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Transaksi Penjualan Berhasil Disimpan');
    const no = body.data.no_faktur_jual;
    expect(no).toBe(`JL-TOKO01-${tgl.replaceAll('-', '')}-0001`);
    // Gold: 2.345 g x Rp 950.000 = 2.227.750, up to the next 500: 2.228.000. Ongkos: 2.345 g x Rp 10.000 = 23.450.
    // Lines 2.251.450; rounded to the nearest 500 (the default pembulatan): 2.251.500.
    expect(body.data.items[0]).toMatchObject({ kode_barcode: code, berat_jual: 2.345, harga_per_gram: 950_000, harga: 2_228_000, ongkos: 23_450, total: 2_251_450 });
    expect(body.data.grand_total).toBe(2_251_500);
    // Card 1.000.000 plus a 2 % fee of 20.000; cash 1.300.000 pays the remaining 1.251.500 and gives 48.500 back.
    expect(body.data.kembalian).toBe(48_500);
    expect(body.data.pembayaran).toEqual([
      expect.objectContaining({ jenis: 'DEBIT', jumlah_rp: 1_000_000, fee_rp: 20_000, no_rekening: '1234567890' }),
      expect.objectContaining({ jenis: 'TUNAI', jumlah_rp: 1_300_000, fee_rp: 0 }),
    ]);

    const [item] = await t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [code]);
    expect(item.status).toBe('TERJUAL');
    const ledger = await t.db.query('SELECT jenis, kode_baki, qty, berat, no_ref FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id', [code]);
    expect(ledger.at(-1)).toEqual({ jenis: 'JUAL', kode_baki: 'A1', qty: -1, berat: -2.345, no_ref: no });
    expect(await t.db.query('SELECT akun, jenis_bayar, kategori, jumlah_in, jumlah_out FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id', [no])).toEqual([
      { akun: 'KAS', jenis_bayar: 'TUNAI', kategori: 'PENJUALAN', jumlah_in: 1_251_500, jumlah_out: 0 },
      { akun: '1234567890', jenis_bayar: 'DEBIT', kategori: 'PENJUALAN', jumlah_in: 1_020_000, jumlah_out: 0 },
    ]);
    // Debit: Kas 1.251.500 + EDC 1.020.000 = 2.271.500. Credit: gold sales 2.251.500 - 23.450 ongkos = 2.228.050,
    // ongkos 23.450, card fee 20.000 = 2.271.500. The piece has no recorded cost: no cost-of-sales lines.
    expect(await journalOf(no)).toEqual([
      { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 1_251_500, kredit: 0 },
      { type: 'NON_TUNAI', kode_akun: 'EDC', nomor_akun: '1-1202', debet: 1_020_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 2_228_050 },
      { type: 'TUNAI', kode_akun: 'ONGKOS', nomor_akun: '4-1102', debet: 0, kredit: 23_450 },
      { type: 'NON_TUNAI', kode_akun: 'FEE_KARTU', nomor_akun: '4-1901', debet: 0, kredit: 20_000 },
    ]);
  });

  it('finds a returning customer by phone, however the number was typed', async () => {
    const code = await goldItem();
    const res = await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(2_251_500)], no_hp: '0812-7777-8888', nama_customer: 'Rina Wati' });
    expect(res.statusCode, res.body).toBe(201);
    const found = await t.call('GET', `/api/v1/customer?no_hp=${encodeURIComponent('+62 812 7777 8888')}`, { token: kasir });
    expect(found.json().data).toEqual([{ nama_customer: 'Rina Wati', alamat_customer: 'Jl. Merdeka 1', no_hp: '6281277778888', terakhir: tgl }]);
  });

  it('sells a tagged piece at its tag price and moves its cost to cost of sales', async () => {
    const code = await goldItem({ harga_total: 3_000_000, total_hpp: 2_400_000 });
    const res = await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(3_000_000)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ grand_total: 3_000_000, kembalian: 0 });
    const lines = await journalOf(res.json().data.no_faktur_jual);
    expect(lines.filter((l) => ['HPP', 'PERSEDIAAN'].includes(l.kode_akun))).toEqual([
      { type: 'TUNAI', kode_akun: 'HPP', nomor_akun: '5-1101', debet: 2_400_000, kredit: 0 },
      { type: 'TUNAI', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1401', debet: 0, kredit: 2_400_000 },
    ]);
  });

  it('refuses a sold barcode with 409 and an unknown one with 400, writing nothing', async () => {
    const code = await goldItem();
    expect((await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)] })).statusCode).toBe(201);
    const before = await written();
    const again = await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Barang Sudah Terjual Atau Diproses: ${code}`);
    const unknown = await sell({ items: [{ kode_barcode: 'TIDAKADA' }], pembayaran: [cash(5_000_000)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Barcode Tidak Ditemukan: TIDAKADA', errors: [{ field: 'items.0.kode_barcode' }] });
    expect(await written()).toEqual(before);
  });

  it('refuses what the payments do not cover, a payment without its account, and a schema-breaking body', async () => {
    const code = await goldItem();
    const before = await written();
    const short = await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(1_000)] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Jumlah Bayar Kurang Dari Total Yang Harus Dibayar');
    const noAccount = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 2_251_500 }] });
    expect(noAccount.json()).toMatchObject({ message: 'Nomor Rekening Belum Dipilih', errors: [{ field: 'pembayaran.0.no_rekening' }] });
    const tooMuchCard = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'QRIS', jumlah_rp: 9_000_000, no_rekening: '1234567890' }] });
    expect(tooMuchCard.json().message).toBe('Pembayaran Non Tunai Tidak Boleh Melebihi Total Yang Harus Dibayar');
    const badKind = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'EMAS', jumlah_rp: 1 }] });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].field).toBe('pembayaran.0.jenis');
    const noPayment = await sell({ items: [{ kode_barcode: code }], pembayaran: [] });
    expect(noPayment.json().message).toBe('Pilih Minimal Satu Metode Pembayaran');
    expect(await written()).toEqual(before);
  });

  it('makes one nota for the same Idempotency-Key sent twice', async () => {
    const code = await goldItem();
    const body = { items: [{ kode_barcode: code }], pembayaran: [cash(2_300_000)] };
    const first = await sell(body, { key: 'kasir1-penjualan-0001' });
    const second = await sell(body, { key: 'kasir1-penjualan-0001' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM dokumen_baris WHERE kode_barcode = $1`, [code]);
    expect(n).toBe(1);

    // Sent twice at the same moment (a double click, a retry over a slow line): both answer the one nota.
    const other = await goldItem();
    const twice = await Promise.all([1, 2].map(() => sell({ items: [{ kode_barcode: other }], pembayaran: [cash(2_300_000)] }, { key: 'kasir1-penjualan-0002' })));
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twice[1].json().data.no_faktur_jual).toBe(twice[0].json().data.no_faktur_jual);
  });

  it('sells a barcode once when 50 cashiers post it at the same moment; the others get 409', async () => {
    const code = await goldItem();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sell({ items: [{ kode_barcode: code }], pembayaran: [cash(2_300_000)] }, { key: `race-${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM barang_mutasi WHERE kode_barcode = $1 AND jenis = 'JUAL'`, [code]);
    expect(n).toBe(1);
  });
});

describe('authorizations a sale needs', () => {
  it('names a sale below cost with 403 and kategori, then takes the supervisor authorization once', async () => {
    // Cost Rp 2.500.000, price by weight Rp 2.251.500: below capital.
    const code = await goldItem({ total_hpp: 2_500_000 });
    const body = { items: [{ kode_barcode: code }], pembayaran: [cash(2_300_000)] };
    const before = await written();
    const refused = await sell(body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Transaksi Ini Membutuhkan Otorisasi', kategori: ['PENJUALAN_DIBAWAH_MODAL'] });
    expect(await written()).toEqual(before);

    const id = await authorize('PENJUALAN_DIBAWAH_MODAL');
    const done = await sell({ ...body, authorization_ids: [id] });
    expect(done.statusCode, done.body).toBe(201);
    const no = done.json().data.no_faktur_jual;
    const [used] = await t.db.query<{ used_for: string }>('SELECT used_for FROM authorizations WHERE id = $1', [id]);
    expect(used.used_for).toBe(no);
    const sale = (await t.call('GET', `/api/v1/penjualan/${no}`, { token: kasir })).json().data;
    expect(sale.otorisasi).toEqual([{ kategori: 'PENJUALAN_DIBAWAH_MODAL', authorization_id: id, authorized_by: 'SPV1', method: 'PASSWORD' }]);

    // Used up: the same id does not serve a second sale below cost.
    const other = await goldItem({ total_hpp: 2_500_000 });
    const second = await sell({ items: [{ kode_barcode: other }], pembayaran: [cash(2_300_000)], authorization_ids: [id] });
    expect(second.statusCode).toBe(403);
  });

  it('needs the weight authorization when the sale weight is off the record, and the limit one above the Batas Penjualan setting', async () => {
    const code = await goldItem();
    const heavier = { items: [{ kode_barcode: code, berat_jual: 2.4 }], pembayaran: [cash(5_000_000)] };
    expect((await sell(heavier)).json().kategori).toEqual(['TOLERANSI_BERAT_PENJUALAN']);
    const limit = (value: number) => t.call('PUT', '/api/v1/para-system/key/batas_penjualan', { token: owner, body: { value } });
    expect((await limit(2_000_000)).statusCode).toBe(200);
    try {
      const both = await sell(heavier);
      expect(both.json().kategori).toEqual(['PENJUALAN_DIATAS_LIMIT', 'TOLERANSI_BERAT_PENJUALAN']);
      const ids = [await authorize('PENJUALAN_DIATAS_LIMIT'), await authorize('TOLERANSI_BERAT_PENJUALAN')];
      const done = await sell({ ...heavier, authorization_ids: ids });
      expect(done.statusCode, done.body).toBe(201);
      // 2.400 g x 950.000 = 2.280.000 (a multiple of 500); ongkos 24.000.
      expect(done.json().data.items[0]).toMatchObject({ berat: 2.345, berat_jual: 2.4, harga: 2_280_000, ongkos: 24_000 });
    } finally {
      await limit(0);
    }
  });

  it('refuses a diamond while BERLIAN_MODULE is off, and asks BERLIAN_DIBAWAH_MODAL below its cost when on', async () => {
    await t.setModule('BERLIAN_MODULE', true);
    const code = await goldItem({ harga_total: 10_000_000, total_hpp: 12_000_000, karat_batu: 0.5, biaya_berlian: 4_000_000 });
    await t.setModule('BERLIAN_MODULE', false);
    const off = await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(10_000_000)] });
    expect(off.json().message).toBe('Barang Berlian Tidak Dapat Dijual Saat Modul Berlian Tidak Aktif');
    await t.setModule('BERLIAN_MODULE', true);
    const below = await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(10_000_000)] });
    expect(below.json().kategori).toEqual(['BERLIAN_DIBAWAH_MODAL']);
  });
});

describe('reading and cancelling sales', () => {
  it('lists the day, reads one, and cancels it with a reason and BATAL_PENJUALAN: every ledger nets to zero', async () => {
    const code = await goldItem();
    const sold = await sell({
      items: [{ kode_barcode: code }],
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 1_000_000, no_rekening: '1234567890' }, cash(1_251_500)],
    });
    const no = sold.json().data.no_faktur_jual;
    const list = (await t.call('GET', `/api/v1/penjualan?tgl_from=${tgl}&tgl_to=${tgl}`, { token: kasir })).json().data;
    expect(list.find((s: { no_faktur_jual: string }) => s.no_faktur_jual === no)).toMatchObject({ status: 'DONE', grand_total: 2_251_500, jumlah_barang: 1 });

    const cancel = (body: Record<string, unknown>) => t.call('POST', `/api/v1/penjualan/${no}/batal`, { token: kasir, body });
    expect((await cancel({ alasan: ' ', authorization_id: 'x' })).json().message).toBe('Alasan Tidak Boleh Kosong');
    expect((await cancel({ alasan: 'Salah ukuran', authorization_id: 'bukan-ini' })).json().message).toBe('Otorisasi Tidak Valid');
    const ok = await cancel({ alasan: 'Salah ukuran', authorization_id: await authorize('BATAL_PENJUALAN') });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Penjualan Berhasil Dibatalkan');

    const [item] = await t.db.query<{ status: string; kode_baki: string }>('SELECT status, kode_baki FROM barang WHERE kode_barcode = $1', [code]);
    expect(item).toEqual({ status: 'READY', kode_baki: 'A1' });
    const [stock] = await t.db.query<{ n: number }>(`SELECT sum(qty)::int AS n FROM barang_mutasi WHERE kode_barcode = $1`, [code]);
    expect(stock.n).toBe(1);
    const money = await t.db.query<{ akun: string; net: number }>(
      'SELECT akun, sum(jumlah_in - jumlah_out)::int8 AS net FROM kas_mutasi WHERE no_dokumen = $1 GROUP BY akun ORDER BY akun',
      [no],
    );
    expect(money).toEqual([
      { akun: '1234567890', net: 0 },
      { akun: 'KAS', net: 0 },
    ]);
    const [{ kategori }] = await t.db.query<{ kategori: string }>('SELECT kategori FROM kas_mutasi WHERE no_dokumen = $1 ORDER BY id DESC LIMIT 1', [no]);
    expect(kategori).toBe('BATAL PENJUALAN');
    const accounts = await t.db.query<{ net: number }>('SELECT nomor_akun, sum(debet - kredit)::int8 AS net FROM jurnal WHERE no_dokumen = $1 GROUP BY nomor_akun', [no]);
    expect(accounts.every((a) => a.net === 0)).toBe(true);

    const read = (await t.call('GET', `/api/v1/penjualan/${no}`, { token: kasir })).json().data;
    expect(read.status).toBe('BATAL');
    expect(read.riwayat.map((r: { status: string }) => r.status)).toEqual(['DONE', 'BATAL']);
    expect((await cancel({ alasan: 'Lagi', authorization_id: await authorize('BATAL_PENJUALAN') })).statusCode).toBe(409);
  });

  it('refuses to cancel a sale of an earlier business day', async () => {
    const code = await goldItem();
    const no = (await sell({ items: [{ kode_barcode: code }], pembayaran: [cash(2_251_500)] })).json().data.no_faktur_jual;
    const next = new Date(Date.parse(`${tgl}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setBusinessDate(t.db, next);
    try {
      const late = await t.call('POST', `/api/v1/penjualan/${no}/batal`, { token: owner, body: { alasan: 'Terlambat', authorization_id: await authorize('BATAL_PENJUALAN', owner) } });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('Penjualan Hari Sebelumnya Tidak Dapat Dibatalkan');
    } finally {
      await setBusinessDate(t.db, tgl);
    }
  });
});

describe('payments by coupon, deposit and points', () => {
  const coupon = (kode: string, over: Record<string, unknown> = {}) => ({
    kode_kupon: kode,
    nama_kupon: `Kupon ${kode}`,
    jenis_potongan: 'NOMINAL',
    potongan_rp: 50_000,
    tgl_mulai: tgl,
    tgl_selesai: tgl,
    kuota: 1,
    ...over,
  });

  it('takes a coupon of /parameter-kupon once (kuota 1), journals it to promotion, and frees it when the sale is cancelled', async () => {
    await t.setModule('KUPON_PENJUALAN_MODULE', true);
    try {
      expect((await t.call('POST', '/api/v1/transaksi-kupon/create', { token: owner, body: coupon('HEMAT50') })).statusCode).toBe(201);
      expect((await t.call('POST', '/api/v1/transaksi-kupon/create', { token: owner, body: coupon('LAMA', { tgl_mulai: '2020-01-01', tgl_selesai: '2020-01-31', kuota: 5 }) })).statusCode).toBe(201);
      const code = await goldItem({ harga_total: 3_000_000, total_hpp: 2_400_000 });
      const kupon = (jumlah_rp: number, no_reff = 'hemat50') => ({ jenis: 'KUPON', jumlah_rp, no_reff });
      const before = await written();
      // Worth its Rp 50.000, not what the screen says; unknown and expired coupons are named.
      expect((await sell({ items: [{ kode_barcode: code }], pembayaran: [kupon(60_000), cash(2_940_000)] })).json()).toMatchObject({
        message: 'Jumlah Pembayaran Kupon Harus Sama Dengan Nilai Kupon: 50.000',
        errors: [{ field: 'pembayaran.0.jumlah_rp' }],
      });
      expect((await sell({ items: [{ kode_barcode: code }], pembayaran: [kupon(50_000, 'TIDAKADA'), cash(2_950_000)] })).json().message).toBe('Kupon Tidak Ditemukan');
      expect((await sell({ items: [{ kode_barcode: code }], pembayaran: [kupon(50_000, 'LAMA'), cash(2_950_000)] })).json().message).toBe('Kupon Sudah Tidak Berlaku');
      expect(await written()).toEqual(before);

      // Rp 3.000.000: coupon 50.000 + cash 2.950.000. The till gets the cash only; promotion (6-1104) is debited 50.000.
      const first = await sell({ items: [{ kode_barcode: code }], pembayaran: [kupon(50_000), cash(2_950_000)] });
      expect(first.statusCode, first.body).toBe(201);
      const no = first.json().data.no_faktur_jual;
      expect(await t.db.query('SELECT akun, jumlah_in FROM kas_mutasi WHERE no_dokumen = $1', [no])).toEqual([{ akun: 'KAS', jumlah_in: 2_950_000 }]);
      expect(await journalOf(no)).toEqual([
        { type: 'TUNAI', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 2_950_000, kredit: 0 },
        { type: 'TUNAI', kode_akun: 'PROMOSI', nomor_akun: '6-1104', debet: 50_000, kredit: 0 },
        { type: 'TUNAI', kode_akun: 'PENJUALAN', nomor_akun: '4-1101', debet: 0, kredit: 3_000_000 },
        { type: 'TUNAI', kode_akun: 'HPP', nomor_akun: '5-1101', debet: 2_400_000, kredit: 0 },
        { type: 'TUNAI', kode_akun: 'PERSEDIAAN', nomor_akun: '1-1401', debet: 0, kredit: 2_400_000 },
      ]);

      // Used up: a second sale with it is refused, until the first sale is cancelled.
      const other = await goldItem({ harga_total: 3_000_000 });
      const second = await sell({ items: [{ kode_barcode: other }], pembayaran: [kupon(50_000), cash(2_950_000)] });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Kupon Sudah Habis Dipakai');
      const batal = await t.call('POST', `/api/v1/penjualan/${no}/batal`, { token: kasir, body: { alasan: 'Salah kupon', authorization_id: await authorize('BATAL_PENJUALAN') } });
      expect(batal.statusCode, batal.body).toBe(200);
      expect(await t.db.query(`SELECT status FROM kupon_pakai WHERE kode_kupon = 'HEMAT50' ORDER BY id`)).toEqual([{ status: 'PAKAI' }, { status: 'BEBAS' }]);
      const third = await sell({ items: [{ kode_barcode: other }], pembayaran: [kupon(50_000), cash(2_950_000)] });
      expect(third.statusCode, third.body).toBe(201);
    } finally {
      await t.setModule('KUPON_PENJUALAN_MODULE', false);
    }
  });

  it('refuses a coupon while its module is off, a deposit outside its pay-off, and points while theirs is off', async () => {
    const code = await goldItem({ harga_total: 3_000_000 });
    const before = await written();
    const off = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'KUPON', jumlah_rp: 50_000, no_reff: 'HEMAT50' }, cash(2_950_000)] });
    expect(off.json()).toMatchObject({ message: 'Modul Kupon Penjualan Tidak Aktif', errors: [{ field: 'pembayaran.0.jenis' }] });
    const deposit = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'TITIP', jumlah_rp: 1_000_000, no_reff: 'TP-X' }, cash(2_000_000)] });
    expect(deposit.json().message).toBe('Pembayaran Dengan Titipan Hanya Melalui Pelunasan Titip Uang');
    const points = await sell({ items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'POIN', jumlah_rp: 10_000 }, cash(2_990_000)] });
    expect(points.json().message).toBe('Modul Pembayaran Dengan Poin Tidak Aktif'); // members' points: tests/api/poin.test.ts
    expect(await written()).toEqual(before);
  });
});
