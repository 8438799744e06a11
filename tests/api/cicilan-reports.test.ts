// The instalment reports (issue 22 item 9) on a worked day, every figure by hand: four contracts of a 10 g piece at
// Rp 1.000.000/g on 6 months at 1 % with a DP of 2.000.000 (fee 480.000, instalments 1.413.500, the sixth 1.412.500),
// made on 2027-01-15: A pays its first instalment; B is cancelled (refunded); C pays two and is paid off the same day
// (one month begun: fee earned 80.000, waived 400.000, pay-off 8.000.000 + 80.000 - 2.827.000 = 5.253.000); L is never
// paid and is auctioned on 2027-04-16 (three missed: the DP refunded less 10 %). The close's report and the trial balance
// show the instalment money and accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';
import { authorize, cash, customer, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

const D0 = '2027-01-15';
const D1 = '2027-04-16';
let shop: SaleShop;
let t: TestApp;
const no: Record<'A' | 'B' | 'C' | 'L', string> = { A: '', B: '', C: '', L: '' };

async function ok(res: Promise<{ statusCode: number; body: string; json(): { data: Record<string, unknown> } }>) {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json().data;
}

beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await setBusinessDate(t.db, D0);
  await t.setModule('CICILAN_MODULE', true);
  await t.db.query(`UPDATE master_group SET harga_per_gram = 1000000 WHERE kode_group = 'C75'`);
  await t.db.query(`INSERT INTO master_para_cicilan (kode_cicilan, lama_cicilan, sewa_persen, dp_persen) VALUES ('C6', 6, 1.00, 20.00)`);
  const post = (url: string, body: Record<string, unknown>) => postAs(t, shop.kasir, url, body);
  for (const key of ['A', 'B', 'C', 'L'] as const) {
    const code = await newPiece(shop, { berat: 10, harga_total: 0, total_hpp: 8_000_000 });
    const body = { ...customer, nama_customer: `Pelanggan ${key}`, items: [{ kode_barcode: code }], kode_cicilan: 'C6', pembayaran: [cash(2_000_000)] };
    no[key] = String((await ok(post('cicilan', body))).no_cicilan);
  }
  await ok(post(`cicilan/${no.A}/bayar`, { pembayaran: [cash(1_413_500)] }));
  await ok(post(`cicilan/${no.B}/batal`, { alasan: 'Tidak Jadi', authorization_id: await authorize(t, shop.kasir, 'BATAL_CICILAN') }));
  await ok(post(`cicilan/${no.C}/bayar`, { pembayaran: [cash(1_413_500)] }));
  await ok(post(`cicilan/${no.C}/bayar`, { pembayaran: [cash(1_413_500)] }));
  await ok(post(`cicilan/${no.C}/lunas`, { pembayaran: [cash(5_253_000)] }));
  await setBusinessDate(t.db, D1);
  await ok(postAs(t, shop.owner, `cicilan/${no.L}/lelang`, {}));
});
afterAll(() => t.close());

const report = async (api: string, q: Record<string, string>, base = 'cicilan/') => {
  const res = await t.call('GET', `/api/v1/${base}${api}?${new URLSearchParams(q).toString()}`, { token: shop.owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>[];
};
const day = (tgl: string) => ({ tgl_from: tgl, tgl_to: tgl });

describe('the instalment reports', () => {
  it('Transaksi Cicilan: each contract of the day with what was paid, what remains and where it stands now', async () => {
    const rows = await report('report-transaksi', { ...day(D0), status: 'ALL' });
    const terms = { tanggal: D0, jumlah_barang: 1, total_berat: 10, kode_cicilan: 'C6', lama_cicilan: 6, harga_jual: 10_000_000, dp_rp: 2_000_000, pokok: 8_000_000, sewa_rp: 480_000, nilai_angsuran: 1_413_500 };
    expect(rows).toEqual([
      { no_cicilan: no.A, nama_customer: 'Pelanggan A', kode_sales: 'S01', ...terms, terbayar: 3_413_500, sisa_bayar: 7_066_500, status: 'OPEN' },
      { no_cicilan: no.B, nama_customer: 'Pelanggan B', kode_sales: 'S01', ...terms, terbayar: 0, sisa_bayar: 0, status: 'BATAL' },
      { no_cicilan: no.C, nama_customer: 'Pelanggan C', kode_sales: 'S01', ...terms, terbayar: 10_080_000, sisa_bayar: 0, status: 'DONE' },
      { no_cicilan: no.L, nama_customer: 'Pelanggan L', kode_sales: 'S01', ...terms, terbayar: 2_000_000, sisa_bayar: 0, status: 'LELANG' },
    ]);
    expect((await report('report-transaksi', { ...day(D0), status: 'OPEN' })).map((r) => r.no_cicilan)).toEqual([no.A]);
  });

  it('Pembayaran Cicilan and Pelunasan Cepat: the instalments and the pay-off of the day', async () => {
    const rows = await report('report-pembayaran', day(D0));
    expect(rows.map((r) => [r.no_cicilan, r.jenis, r.angsuran_ke, r.jumlah_rp, r.denda_rp, r.total_bayar, r.jenis_bayar, r.status])).toEqual([
      [no.A, 'ANGSURAN', 1, 1_413_500, 0, 1_413_500, 'TUNAI', 'DONE'],
      [no.C, 'ANGSURAN', 1, 1_413_500, 0, 1_413_500, 'TUNAI', 'DONE'],
      [no.C, 'ANGSURAN', 2, 1_413_500, 0, 1_413_500, 'TUNAI', 'DONE'],
      [no.C, 'PELUNASAN', 0, 5_253_000, 0, 5_253_000, 'TUNAI', 'DONE'],
    ]);
    const [payOff] = await report('report-pelunasan', day(D0));
    expect(payOff).toMatchObject({
      no_cicilan: no.C,
      tgl_cicilan: D0,
      lama_cicilan: 6,
      angsuran_dibayar: 2,
      harga_jual: 10_000_000,
      pokok: 8_000_000,
      sewa_rp: 480_000,
      sewa_berjalan: 80_000,
      sewa_dihapus: 400_000,
      pelunasan: 5_253_000,
      no_faktur_jual: expect.stringMatching(/^JL-TOKO01-20270115-/),
    });
  });

  it('Tunggakan and Outstanding Cicilan: the running contracts on a date, what is late and what remains', async () => {
    // On 2027-04-15: A paid one, its second (15 March) is late; L paid none, two are late (15 February, 15 March).
    expect(await report('report-tunggakan', { tanggal: '2027-04-15' })).toEqual([
      { no_cicilan: no.L, tanggal: D0, nama_customer: 'Pelanggan L', no_hp: '6281234567890', lama_cicilan: 6, angsuran_dibayar: 0, tunggakan: 2, jumlah_tunggakan: 2_827_000, jatuh_tempo: '2027-02-15', hari_terlambat: 59 },
      { no_cicilan: no.A, tanggal: D0, nama_customer: 'Pelanggan A', no_hp: '6281234567890', lama_cicilan: 6, angsuran_dibayar: 1, tunggakan: 1, jumlah_tunggakan: 1_413_500, jatuh_tempo: '2027-03-15', hari_terlambat: 31 },
    ]);
    // On the auction's day L is no longer running.
    expect((await report('report-tunggakan', { tanggal: D1 })).map((r) => [r.no_cicilan, r.tunggakan])).toEqual([[no.A, 2]]);
    expect(await report('report-outstanding', { tanggal: D0 })).toEqual([
      { no_cicilan: no.A, tanggal: D0, nama_customer: 'Pelanggan A', kode_cicilan: 'C6', lama_cicilan: 6, angsuran_dibayar: 1, jatuh_tempo: '2027-03-15', total_tagihan: 10_480_000, terbayar: 3_413_500, sisa_bayar: 7_066_500 },
      { no_cicilan: no.L, tanggal: D0, nama_customer: 'Pelanggan L', kode_cicilan: 'C6', lama_cicilan: 6, angsuran_dibayar: 0, jatuh_tempo: '2027-02-15', total_tagihan: 10_480_000, terbayar: 2_000_000, sisa_bayar: 8_480_000 },
    ]);
  });

  it('Lelang and Batal Cicilan: the auction refunded less its fee, the cancellation refunded', async () => {
    expect(await report('report-lelang', day(D1))).toEqual([
      {
        no_lelang: expect.stringMatching(/^LC-TOKO01-20270416-/),
        tanggal: D1,
        no_cicilan: no.L,
        tgl_cicilan: D0,
        nama_customer: 'Pelanggan L',
        tunggakan: 3,
        jumlah_barang: 1,
        total_berat: 10,
        harga_jual: 10_000_000,
        sewa_rp: 480_000,
        terbayar: 2_000_000,
        biaya_rp: 200_000,
        kembali_rp: 1_800_000,
        aturan: 'KEMBALI',
      },
    ]);
    expect(await report('report-batal', day(D0))).toEqual([
      { no_cicilan: no.B, tanggal: D0, tgl_batal: D0, nama_customer: 'Pelanggan B', harga_jual: 10_000_000, dp_rp: 2_000_000, terbayar: 2_000_000, aturan: 'KEMBALI', alasan: 'Tidak Jadi', batal_oleh: 'KASIR1' },
    ]);
  });

  it('the close counts the day\'s instalment money, and the trial balance the receivable, the deferred sale and the fee income', async () => {
    // On the auction's day (the open business day): only the auction's refund moved money.
    const [close] = await report('reportkas/tutup-toko', day(D1), '');
    expect(close).toMatchObject({ tanggal: D1, status: 'BUKA', dp_cicilan: 0, bayar_cicilan: 0, batal_cicilan: 0, lelang_cicilan: 1_800_000 });
    // A's principal and fee not yet paid; A's deferred sale (10.480.000: C's went into sales and income, B's and L's
    // ended); C's fee of the month begun.
    const balance = await report('laporan/neraca-saldo', { tgl: D1 }, '');
    expect(balance.filter((r) => ['1-1302', '2-1105', '4-1501'].includes(String(r.nomor_akun)))).toEqual([
      { nomor_akun: '1-1302', nama_akun: 'Piutang Cicilan Pelanggan', debit: 7_066_500, kredit: 0 },
      { nomor_akun: '2-1105', nama_akun: 'Penjualan Cicilan Ditangguhkan', debit: 0, kredit: 10_480_000 },
      { nomor_akun: '4-1501', nama_akun: 'Pendapatan Sewa Cicilan', debit: 0, kredit: 80_000 },
    ]);
  });
});
