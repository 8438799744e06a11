import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bulanBerjalan,
  cicilanTerms,
  dendaAngsuran,
  hundredths,
  jadwalCicilan,
  minimumDp,
  pelunasanCepat,
  tagihanBerikut,
  tunggakan,
  type CicilanTerms,
} from '../../domain/cicilan';

// The example: 10.000.000 on 6 months, 1 % a month, minimum DP 20 %.
const ENAM_BULAN = { lama_cicilan: 6, sewa_persen: hundredths('1.00'), dp_persen: hundredths(20) };

function termsOf(price: number, p: typeof ENAM_BULAN, dp: number): CicilanTerms {
  const r = cicilanTerms(price, p, dp);
  if (!('terms' in r)) throw new Error(r.problem);
  return r.terms;
}

describe('cicilanTerms', () => {
  it("the issue's example, exact", () => {
    const t = termsOf(10_000_000, ENAM_BULAN, 2_000_000);
    expect(t).toEqual({
      harga_jual: 10_000_000,
      dp_rp: 2_000_000,
      dp_minimal: 2_000_000,
      pokok: 8_000_000,
      sewa_rp: 480_000,
      lama_cicilan: 6,
      nilai_angsuran: 1_413_500,
      angsuran_terakhir: 1_412_500,
    });
  });
  it('refuses a DP below the minimum, and a DP of the whole price', () => {
    expect(cicilanTerms(10_000_000, ENAM_BULAN, 1_000_000)).toEqual({ problem: 'dpBelowMinimum' });
    expect(cicilanTerms(10_000_000, ENAM_BULAN, 1_999_999)).toEqual({ problem: 'dpBelowMinimum' });
    expect(cicilanTerms(10_000_000, ENAM_BULAN, 10_000_000)).toEqual({ problem: 'dpNotBelowPrice' });
  });
  it('rounds the minimum DP up to the rupiah', () => {
    expect(minimumDp(1_000_001, { dp_persen: 2000 })).toBe(200_001);
  });
  it('refuses a term the principal is too small for (the last would be nothing)', () => {
    expect(cicilanTerms(2_000, { lama_cicilan: 6, sewa_persen: 0, dp_persen: 0 }, 0)).toEqual({ problem: 'termTooLong' });
  });
  it('sums, multiples of 500 and a last instalment not above the others, over random contracts', () => {
    let seed = 22;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 2_000; i += 1) {
      const p = { lama_cicilan: 1 + next(60), sewa_persen: next(1_000), dp_persen: next(10_000) };
      const price = 500_000 + next(500_000_000);
      const dp = minimumDp(price, p) + next(Math.max(1, Math.floor(price / 10)));
      const r = cicilanTerms(price, p, dp);
      if (!('terms' in r)) {
        expect(['dpNotBelowPrice', 'termTooLong']).toContain(r.problem);
        continue;
      }
      const t = r.terms;
      const jadwal = jadwalCicilan(t, '2026-01-31');
      expect(jadwal).toHaveLength(p.lama_cicilan);
      expect(jadwal.reduce((s, a) => s + a.jumlah, 0)).toBe(t.pokok + t.sewa_rp);
      expect(t.pokok).toBe(price - dp);
      expect(t.sewa_rp % 500).toBe(0);
      expect(t.sewa_rp).toBeGreaterThanOrEqual((t.pokok * p.sewa_persen * p.lama_cicilan) / 10_000);
      expect(t.sewa_rp - 500).toBeLessThan((t.pokok * p.sewa_persen * p.lama_cicilan) / 10_000);
      expect(jadwal.slice(0, -1).every((a) => a.jumlah === t.nilai_angsuran)).toBe(true);
      expect(t.nilai_angsuran % 500).toBe(0);
      expect(t.angsuran_terakhir).toBeGreaterThan(0);
      expect(t.angsuran_terakhir).toBeLessThanOrEqual(t.nilai_angsuran);
      // Paying off on the last due date costs exactly the rest of the schedule.
      const paidBefore = jadwal.slice(0, -1).reduce((s, a) => s + a.jumlah, 0);
      expect(pelunasanCepat(t, '2026-01-31', paidBefore, jadwal[jadwal.length - 1].tgl_jatuh_tempo).pelunasan).toBe(t.angsuran_terakhir);
    }
  });
});

describe('the schedule', () => {
  it("falls due monthly from the contract's date", () => {
    const t = termsOf(10_000_000, ENAM_BULAN, 2_000_000);
    expect(jadwalCicilan(t, '2026-11-29')).toEqual([
      { ke: 1, tgl_jatuh_tempo: '2026-12-29', jumlah: 1_413_500 },
      { ke: 2, tgl_jatuh_tempo: '2027-01-29', jumlah: 1_413_500 },
      { ke: 3, tgl_jatuh_tempo: '2027-02-28', jumlah: 1_413_500 },
      { ke: 4, tgl_jatuh_tempo: '2027-03-29', jumlah: 1_413_500 },
      { ke: 5, tgl_jatuh_tempo: '2027-04-29', jumlah: 1_413_500 },
      { ke: 6, tgl_jatuh_tempo: '2027-05-29', jumlah: 1_412_500 },
    ]);
  });
  it("a 31st becomes the month's last day, without drifting", () => {
    expect([1, 2, 3, 12, 13].map((k) => addMonths('2026-01-31', k))).toEqual(['2026-02-28', '2026-03-31', '2026-04-30', '2027-01-31', '2027-02-28']);
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
  });
});

describe('late instalments', () => {
  const jadwal = jadwalCicilan(termsOf(10_000_000, ENAM_BULAN, 2_000_000), '2026-01-15');
  it('the next due, with its late fee per month or part of one late', () => {
    expect(tagihanBerikut(jadwal, 0, '2026-02-15', 200)).toEqual({ ke: 1, tgl_jatuh_tempo: '2026-02-15', jumlah: 1_413_500, denda_rp: 0, total: 1_413_500 });
    // 1 day late: one month of 2 %: 28.270 rounds up to 28.500.
    expect(dendaAngsuran(jadwal[0], '2026-02-16', 200)).toBe(28_500);
    // 31 days late: two months, 56.540 -> 57.000.
    expect(dendaAngsuran(jadwal[0], '2026-03-18', 200)).toBe(57_000);
    expect(dendaAngsuran(jadwal[0], '2026-03-18', 0)).toBe(0);
    expect(tagihanBerikut(jadwal, 6, '2026-12-01', 200)).toBeNull();
  });
  it('counts the missed instalments: not paid and past their due date', () => {
    expect(tunggakan(jadwal, 0, '2026-02-15')).toBe(0);
    expect(tunggakan(jadwal, 0, '2026-02-16')).toBe(1);
    expect(tunggakan(jadwal, 1, '2026-04-16')).toBe(2);
    expect(tunggakan(jadwal, 0, '2026-04-16')).toBe(3);
  });
});

describe('early pay-off', () => {
  const t = termsOf(10_000_000, ENAM_BULAN, 2_000_000);
  it('months begun: 1 on the first day, the next from the day after a due date, at most the term', () => {
    expect(bulanBerjalan('2026-01-15', '2026-01-15', 6)).toBe(1);
    expect(bulanBerjalan('2026-01-15', '2026-02-15', 6)).toBe(1);
    expect(bulanBerjalan('2026-01-15', '2026-02-16', 6)).toBe(2);
    expect(bulanBerjalan('2026-01-15', '2027-05-01', 6)).toBe(6);
  });
  it('principal + fee of the months begun - instalments paid', () => {
    // Two instalments paid, paid off in the third month: 8.000.000 + 240.000 - 2.827.000.
    expect(pelunasanCepat(t, '2026-01-15', 2_827_000, '2026-03-20')).toEqual({ bulan_berjalan: 3, sewa_berjalan: 240_000, sewa_dihapus: 240_000, pelunasan: 5_413_000 });
    // On the contract's day: one month's fee.
    expect(pelunasanCepat(t, '2026-01-15', 0, '2026-01-15').pelunasan).toBe(8_080_000);
  });
  it('is never below 0: a fee paid ahead stays earned', () => {
    const steep = termsOf(1_000_000, { lama_cicilan: 12, sewa_persen: 1_000, dp_persen: 0 }, 0);
    const paid = steep.nilai_angsuran * 11;
    expect(pelunasanCepat(steep, '2026-01-15', paid, '2026-01-15')).toEqual({ bulan_berjalan: 1, sewa_berjalan: paid - 1_000_000, sewa_dihapus: steep.sewa_rp - (paid - 1_000_000), pelunasan: 0 });
  });
});
