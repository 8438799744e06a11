import { describe, expect, it } from 'vitest';
import { discountRupiah, mulDiv, percentOf, roundToMultiple, roundTotal, totalRoundingOf } from '../../domain/amounts';
import { cardFee, couponRupiah, pointsToRupiah, quickCash, shopAccounts, summarizePayments, type PaymentLine } from '../../domain/payments';

describe('amounts: integer rupiah arithmetic', () => {
  it('divides a product once, rounding as asked', () => {
    expect(mulDiv(7, 3, 2, 'down')).toBe(10); // 21 / 2 = 10.5
    expect(mulDiv(7, 3, 2, 'up')).toBe(11);
    expect(mulDiv(7, 3, 2, 'nearest')).toBe(11); // halves up
    expect(mulDiv(-7, 3, 2, 'down')).toBe(-11); // floor(-10.5)
    expect(mulDiv(-7, 3, 2, 'up')).toBe(-10); // ceil(-10.5)
  });
  it('refuses fractions: integer units only', () => {
    expect(() => mulDiv(1.5, 2, 1, 'down')).toThrow(RangeError);
  });
  it('takes a percentage in hundredths', () => {
    expect(percentOf(1_000_003, 1_250, 'down')).toBe(125_000); // 12.5 % of 1,000,003 = 125,000.375
  });
  it('rounds to a multiple', () => {
    expect(roundToMultiple(1_250, 500, 'nearest')).toBe(1_500); // 1,250 / 500 = 2.5 -> halves up -> 3 x 500
    expect(roundToMultiple(1_249, 500, 'nearest')).toBe(1_000); // 2.498 -> 2 x 500
    expect(roundToMultiple(1_499, 500, 'down')).toBe(1_000); // 2.998 -> 2 x 500
    expect(roundToMultiple(1_001, 500, 'up')).toBe(1_500); // 2.002 -> 3 x 500
    expect(roundToMultiple(1_234, 0, 'nearest')).toBe(1_234);
    expect(roundToMultiple(1_234, 1, 'down')).toBe(1_234);
  });
  it('rounds a total by the shop rule', () => {
    const modules = { PEMBULATAN_KEBAWAH_MODULE: { active: true } };
    expect(totalRoundingOf('1000', modules)).toEqual({ pembulatan: 1_000, kebawah: true });
    expect(totalRoundingOf('1000', {})).toEqual({ pembulatan: 1_000, kebawah: false });
    expect(roundTotal(2_316_750, { pembulatan: 1_000, kebawah: false })).toBe(2_317_000); // 750 >= 500 -> up
    expect(roundTotal(2_316_750, { pembulatan: 1_000, kebawah: true })).toBe(2_316_000); // down
    expect(roundTotal(2_316_750, totalRoundingOf(undefined, {}))).toBe(2_316_750); // no value: no rounding
  });
  it('takes a discount, refusing one above the amount or below 0', () => {
    expect(discountRupiah(1_000_000, { jenis: 'NOMINAL', rupiah: 0 })).toEqual({ rupiah: 0 });
    expect(discountRupiah(1_000_000, { jenis: 'PERSEN', persen: 10_000 })).toEqual({ rupiah: 1_000_000 }); // 100 % is the whole amount
    expect(discountRupiah(1_000_000, { jenis: 'PERSEN', persen: 10_001 })).toEqual({
      rupiah: 1_000_000,
      problem: { code: 'aboveTotal', message: 'Diskon Tidak Boleh Melebihi Total' },
    });
    expect(discountRupiah(1_000_000, { jenis: 'NOMINAL', rupiah: -1 }).problem?.code).toBe('negative');
    expect(discountRupiah(1_000_000, null)).toEqual({ rupiah: 0 });
  });
});

describe('payments: card fees and points', () => {
  it('rounds a card fee up to the rupiah', () => {
    expect(cardFee(10_000_000, 250)).toBe(250_000); // 2.5 % of 10,000,000
    expect(cardFee(1_234_567, 175)).toBe(21_605); // 1.75 % of 1,234,567 = 21,604.9225 -> 21,605
  });
  it('turns points into rupiah at poin_rupiah', () => {
    expect(pointsToRupiah(120, 1_000)).toBe(120_000); // 120 x 1,000
  });
});

const rules = { poinRupiah: 1_000 };
const DUE = 17_867_500;

describe('summarizePayments', () => {
  it('gives change from cash', () => {
    expect(summarizePayments([{ jenis: 'TUNAI', jumlah: 20_000_000 }], DUE, rules)).toMatchObject({
      dibayar: 20_000_000,
      tunai: 20_000_000,
      non_tunai: 0,
      kembalian: 2_132_500, // 20,000,000 - 17,867,500
      sisa: 0,
      problems: [],
    });
  });
  it('takes several lines, the same kind more than once, with card fees on top', () => {
    const lines: PaymentLine[] = [
      { jenis: 'KREDIT', jumlah: 10_000_000, fee_persen: 250, referensi: 'BCA' },
      { jenis: 'DEBIT', jumlah: 5_000_000, fee_persen: 150 },
      { jenis: 'DEBIT', jumlah: 2_000_000 },
      { jenis: 'TUNAI', jumlah: 1_000_000 },
    ];
    const summary = summarizePayments(lines, DUE, rules);
    expect(summary.lines.map((l) => [l.jenis, l.jumlah, l.fee_rp, l.total])).toEqual([
      ['KREDIT', 10_000_000, 250_000, 10_250_000], // 2.5 % of 10,000,000
      ['DEBIT', 5_000_000, 75_000, 5_075_000], // 1.5 % of 5,000,000
      ['DEBIT', 2_000_000, 0, 2_000_000],
      ['TUNAI', 1_000_000, 0, 1_000_000],
    ]);
    expect(summary).toMatchObject({
      dibayar: 18_000_000, // 10,000,000 + 5,000,000 + 2,000,000 + 1,000,000
      non_tunai: 17_000_000,
      fee_rp: 325_000, // 250,000 + 75,000
      total_dengan_fee: 18_325_000, // what the customer hands over in all: 18,000,000 + 325,000
      kembalian: 132_500, // 18,000,000 - 17,867,500, within the 1,000,000 cash
      problems: [],
    });
  });
  it('adds two cash lines', () => {
    const summary = summarizePayments([{ jenis: 'TUNAI', jumlah: 500_000 }, { jenis: 'TUNAI', jumlah: 600_000 }], 1_000_000, rules);
    expect(summary).toMatchObject({ dibayar: 1_100_000, kembalian: 100_000, problems: [] }); // 500,000 + 600,000 - 1,000,000
  });
  it('pays with points at the shop rate, refusing more than the member holds', () => {
    const summary = summarizePayments([{ jenis: 'POIN', poin: 120, jumlah: 999_999 }, { jenis: 'TUNAI', jumlah: 880_000 }], 1_000_000, { ...rules, saldoPoin: 100 });
    expect(summary.lines[0]).toEqual({ jenis: 'POIN', jumlah: 120_000, fee_rp: 0, total: 120_000, poin: 120 }); // 120 x 1,000; the sent jumlah is ignored
    expect(summary.dibayar).toBe(1_000_000); // 120,000 + 880,000
    expect(summary.problems).toEqual([{ code: 'pointsInsufficient', message: 'Poin Tidak Mencukupi' }]); // 120 > 100
  });
  it('refuses non-cash above what is due', () => {
    const lines: PaymentLine[] = [{ jenis: 'TRANSFER', jumlah: 10_000_000 }, { jenis: 'QRIS', jumlah: 8_000_000 }];
    const summary = summarizePayments(lines, DUE, rules);
    expect(summary.problems.map((p) => p.code)).toEqual(['nonCashAboveDue']); // 18,000,000 > 17,867,500
    expect(summary.problems[0].message).toBe('Pembayaran Non Tunai Tidak Boleh Melebihi Total Yang Harus Dibayar');
    expect(summary.kembalian).toBe(0); // no cash, no change
  });
  it('refuses paying less than due, reporting the remainder', () => {
    const summary = summarizePayments([{ jenis: 'TUNAI', jumlah: 17_000_000 }], DUE, rules);
    expect(summary.problems).toEqual([{ code: 'underpaid', message: 'Jumlah Bayar Kurang Dari Total Yang Harus Dibayar' }]);
    expect(summary.sisa).toBe(867_500); // 17,867,500 - 17,000,000
  });
  it('takes part payments where the document allows them (an order down payment)', () => {
    const summary = summarizePayments([{ jenis: 'TUNAI', jumlah: 1_000_000 }], 5_000_000, { ...rules, partial: true });
    expect(summary).toMatchObject({ sisa: 4_000_000, kembalian: 0, problems: [] }); // 5,000,000 - 1,000,000
  });
  it('asks for at least one payment method', () => {
    expect(summarizePayments([], DUE, rules).problems).toEqual([{ code: 'noPayment', message: 'Pilih Minimal Satu Metode Pembayaran' }]);
  });
  it('names the line of a bad amount, kind, fee or point count', () => {
    const lines = [
      { jenis: 'TUNAI', jumlah: 0 },
      { jenis: 'CEK', jumlah: 1_000 },
      { jenis: 'KREDIT', jumlah: 1_000, fee_persen: 10_001 },
      { jenis: 'POIN', poin: 2.5 },
      { jenis: 'TUNAI', jumlah: DUE },
    ] as PaymentLine[];
    const problems = summarizePayments(lines, DUE, rules).problems;
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['amountNotPositive', 0],
      ['unknownKind', 1],
      ['feeInvalid', 2],
      ['pointsNotWhole', 3],
    ]);
  });
});

describe('quickCash: the quick cash buttons beside a cash payment', () => {
  it('offers the exact amount, then the next round 50.000 and 100.000 above it', () => {
    expect(quickCash(1_161_500)).toEqual([1_161_500, 1_200_000]); // the next 50.000 and 100.000 are both 1,200,000
    expect(quickCash(1_111_500)).toEqual([1_111_500, 1_150_000, 1_200_000]);
    expect(quickCash(37_250)).toEqual([37_250, 50_000, 100_000]);
  });
  it('goes strictly above a round amount, and names each amount once', () => {
    expect(quickCash(2_300_000)).toEqual([2_300_000, 2_350_000, 2_400_000]);
    expect(quickCash(2_250_000)).toEqual([2_250_000, 2_300_000]); // both steps land on 2,300,000
    expect(quickCash(100_000)).toEqual([100_000, 150_000, 200_000]);
  });
  it('offers nothing when nothing is due', () => {
    expect(quickCash(0)).toEqual([]);
    expect(quickCash(-5_000)).toEqual([]);
  });
});

describe('shopAccounts: the accounts a customer pays into', () => {
  it("leaves out the sales people's personal accounts", () => {
    const accounts = [
      { no_rekening: '1234567890', nama_rekening: 'Toko Emas Kilau' },
      { no_rekening: '5550001112', nama_rekening: 'Budi Santoso' },
      { no_rekening: '9876543210', nama_rekening: 'Toko Emas Kilau' },
    ];
    const sales = [{ kode_sales: 'S01', no_rekening: '5550001112' }, { kode_sales: 'S02', no_rekening: null }];
    expect(shopAccounts(accounts, sales).map((a) => a.no_rekening)).toEqual(['1234567890', '9876543210']);
  });
});

describe('couponRupiah', () => {
  const nominal = { jenis_potongan: 'NOMINAL' as const, potongan_rp: 100_000, minimal_belanja: 1_000_000 };
  it('pays its amount from the minimum purchase on', () => {
    expect(couponRupiah(nominal, 2_000_000)).toEqual({ rupiah: 100_000 });
    expect(couponRupiah(nominal, 900_000).problem?.message).toBe('Total Belanja Belum Mencapai Minimal Belanja Kupon');
  });
  it('pays its percentage, fractions dropped', () => {
    expect(couponRupiah({ jenis_potongan: 'PERSEN', potongan_persen: 500 }, 2_345_678)).toEqual({ rupiah: 117_283 }); // 5 % of 2,345,678 = 117,283.9
  });
  it('pays no more than the purchase', () => {
    expect(couponRupiah({ jenis_potongan: 'NOMINAL', potongan_rp: 100_000 }, 50_000)).toEqual({ rupiah: 50_000 });
  });
});
