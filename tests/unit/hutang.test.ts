// Pawn loan rules (domain/hutang.ts): the examples exact, and a seeded property test against a plain
// reimplementation (a rational ceiling stepped up to the next 500) over random loans and redemption dates.
import { describe, expect, it } from 'vitest';
import {
  billOf,
  bungaRowFor,
  daysOverdue,
  dueDate,
  interestMonthly,
  interestPerBlock,
  lateFee,
  loanDays,
  piecePokok,
  pokokOf,
  pieceProblem,
  plafondOf,
  HUTANG_MESSAGES,
  type BungaRow,
} from '../../domain/hutang';
import { addDays } from '../../domain/dates';

const loan = { jumlah_hutang: 5_000_000, bunga_persen: 2, tgl_mulai: '2026-01-01', tgl_jatuh_tempo: '2026-03-02' };
const off = { perBlock: null, dendaPer15: 0 };

describe('hutang: the issue examples', () => {
  it('20 days at 2 % a month: 66.667 rounds up to 67.000, total 5.067.000', () => {
    expect(billOf(loan, '2026-01-21', off)).toMatchObject({ lama_pinjam_hari: 20, bunga_persen: 2, bunga_rp: 67_000, denda_rp: 0, total_bayar: 5_067_000 });
  });
  it('3 days count as 15: 50.000', () => {
    expect(billOf(loan, '2026-01-04', off)).toMatchObject({ lama_pinjam_hari: 3, bunga_rp: 50_000, total_bayar: 5_050_000 });
  });
  it('the same day counts as 1 day', () => {
    expect(loanDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(loanDays('2026-01-31', '2026-03-01')).toBe(29);
  });
  it('plafond 600.000/g of the kadar, 10 g: 6.000.000; 6.500.000 is above it', () => {
    const rules = { perGram: [{ kadar: 75, plafond_per_gram: 600_000 }], percent: [], hargaMurni: 0 };
    const plafond = plafondOf([{ kadar: 75, berat: 4 }, { kadar: 75, berat: 6 }], rules);
    expect(plafond).toBe(6_000_000);
    expect(6_500_000 > plafond).toBe(true);
  });
});

describe('hutang: rules', () => {
  it('per 15 days under the module: ceil(days/15) blocks', () => {
    expect(interestPerBlock(1_000_000, 1.5, 1)).toBe(15_000);
    expect(interestPerBlock(1_000_000, 1.5, 15)).toBe(15_000);
    expect(interestPerBlock(1_000_000, 1.5, 16)).toBe(30_000);
    expect(interestPerBlock(1_000_001, 1.5, 16)).toBe(30_500);
  });
  it('the parameter row by days and principal; none found: no bill', () => {
    const rows: BungaRow[] = [
      { hari_dari: 1, hari_sampai: 30, pinjaman_dari: null, pinjaman_sampai: null, bunga_persen: 2 },
      { hari_dari: 1, hari_sampai: 30, pinjaman_dari: 10_000_000, pinjaman_sampai: 0, bunga_persen: 1.5 },
      { hari_dari: 31, hari_sampai: 120, pinjaman_dari: null, pinjaman_sampai: null, bunga_persen: 2.5 },
    ];
    expect(bungaRowFor(rows, 20, 5_000_000)?.bunga_persen).toBe(2);
    expect(bungaRowFor(rows, 20, 20_000_000)?.bunga_persen).toBe(1.5);
    expect(bungaRowFor(rows, 40, 5_000_000)?.bunga_persen).toBe(2.5);
    expect(billOf(loan, '2026-01-21', { perBlock: rows, dendaPer15: 0 })).toMatchObject({ bunga_persen: 2, bunga_rp: 200_000 });
    expect(billOf(loan, '2026-06-01', { perBlock: rows, dendaPer15: 0 })).toBeNull();
  });
  it('late fee per 15 days past due, and days overdue', () => {
    expect(daysOverdue('2026-03-02', '2026-03-02')).toBe(0);
    expect(daysOverdue('2026-03-02', '2026-03-05')).toBe(3);
    expect(lateFee(10_000, 0)).toBe(0);
    expect(lateFee(10_000, 1)).toBe(10_000);
    expect(lateFee(10_000, 16)).toBe(20_000);
    expect(billOf(loan, '2026-03-05', { perBlock: null, dendaPer15: 25_000 })).toMatchObject({ hari_terlambat: 3, denda_rp: 25_000 });
    expect(dueDate('2026-01-01', 60)).toBe('2026-03-02');
  });
  it('plafond by percent of the gold value where the kadar has no per-gram row', () => {
    const rules = { perGram: [{ kadar: 99.9, plafond_per_gram: 1_000_000 }], percent: [{ kadar_dari: 70, kadar_sampai: 80, persen_plafond: 90 }], hargaMurni: 1_000_000 };
    // 10 g x 75 % x 1.000.000 x 90 % = 6.750.000
    expect(plafondOf([{ kadar: 75, berat: 10 }], rules)).toBe(6_750_000);
    expect(plafondOf([{ kadar: 99.9, berat: 2 }], rules)).toBe(2_000_000);
    expect(plafondOf([{ kadar: 50, berat: 10 }], rules)).toBe(0);
  });
  it('a piece: kadar at most 100, gold weight not above the weight with its bag', () => {
    expect(pieceProblem({ kadar: 100.01, berat: 1, berat_kotor: 1 })).toEqual({ field: 'kadar', message: HUTANG_MESSAGES.kadarAbove100 });
    expect(pieceProblem({ kadar: 75, berat: 1.001, berat_kotor: 1 })).toEqual({ field: 'berat_kotor', message: HUTANG_MESSAGES.weightBelowGold });
    expect(pieceProblem({ kadar: 100, berat: 1, berat_kotor: 1 })).toBeNull();
  });
});

/** A small seeded generator (mulberry32): the same loans every run. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('hutang: the principal suggested (PARAMETER_JUMLAH_HUTANG_POKOK_MODULE)', () => {
  const perGram = [
    { kadar: 75, pokok_per_gram: 550_000 },
    { kadar: 99.99, pokok_per_gram: 900_000 },
  ];
  it('NOMINAL: gold weight x the rupiah per gram of the kadar, the kadar matched to the hundredth; none: 0', () => {
    const rules = { basis: 'NOMINAL' as const, perGram, hargaMurni: 1_000_000 };
    expect(piecePokok({ kadar: 75, berat: 4.5 }, rules)).toBe(2_475_000);
    expect(piecePokok({ kadar: 99.99, berat: 1.234 }, rules)).toBe(1_110_600);
    expect(piecePokok({ kadar: 70, berat: 10 }, rules)).toBe(0);
    expect(pokokOf([{ kadar: 75, berat: 4.5 }, { kadar: 75, berat: 5.5 }, { kadar: 70, berat: 3 }], rules)).toBe(5_500_000);
  });
  it('HARGA_EMAS: each piece at its gold value at the pure gold price; no price: 0', () => {
    const rules = { basis: 'HARGA_EMAS' as const, perGram, hargaMurni: 1_000_000 };
    expect(piecePokok({ kadar: 75, berat: 10 }, rules)).toBe(7_500_000);
    expect(piecePokok({ kadar: 37.5, berat: 0.333 }, rules)).toBe(124_875);
    expect(piecePokok({ kadar: 75, berat: 10 }, { ...rules, hargaMurni: 0 })).toBe(0);
  });
  it('never above an enforced plafond', () => {
    const rules = { basis: 'NOMINAL' as const, perGram, hargaMurni: 0 };
    expect(pokokOf([{ kadar: 75, berat: 10 }], rules, 5_000_000)).toBe(5_000_000);
    expect(pokokOf([{ kadar: 75, berat: 10 }], rules, 6_000_000)).toBe(5_500_000);
  });
});

describe('hutang: property over random loans and redemption dates', () => {
  it('interest equals a plain reimplementation, both ways, for 5000 loans', () => {
    const r = rng(22);
    const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
    for (let i = 0; i < 5000; i++) {
      const principal = int(1, 2_000) * 5_000 + int(0, 1) * int(0, 4_999);
      const rateH = int(1, 1_000); // hundredths of a percent: 0.01 % .. 10 %
      const start = addDays('2026-01-01', int(0, 700));
      const days = int(0, 400);
      const tgl = addDays(start, days);
      const expectDays = Math.max(1, days);
      // Plain: whole rupiah fractions as rationals over a common denominator, then the next multiple of 500.
      const up500 = (num: bigint, den: bigint) => {
        let n = num / den;
        if (n * den < num) n += 1n;
        while (n % 500n !== 0n) n += 1n;
        return Number(n);
      };
      const monthly = up500(BigInt(principal) * BigInt(rateH) * BigInt(Math.max(expectDays, 15)), 300_000n);
      const blocks = up500(BigInt(principal) * BigInt(rateH) * BigInt(Math.floor((expectDays + 14) / 15)), 10_000n);
      const bill = billOf({ jumlah_hutang: principal, bunga_persen: rateH / 100, tgl_mulai: start, tgl_jatuh_tempo: addDays(start, 30) }, tgl, off)!;
      expect(bill.lama_pinjam_hari).toBe(expectDays);
      expect(bill.bunga_rp).toBe(monthly);
      expect(bill.total_bayar).toBe(principal + monthly);
      expect(interestMonthly(principal, rateH / 100, expectDays)).toBe(monthly);
      expect(interestPerBlock(principal, rateH / 100, expectDays)).toBe(blocks);
      expect(bill.bunga_rp % 500).toBe(0);
    }
  });
});
