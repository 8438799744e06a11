// When member points go (domain/member-points.ts): a reset rule's days and the expiry's cutoff, month ends clamped.
import { describe, expect, it } from 'vitest';
import { expiryCutoff, resetDue } from '../../domain/member-points';

describe('resetDue', () => {
  it('SEKALI: the date itself only', () => {
    expect(resetDue('2026-03-15', 'SEKALI', '2026-03-15')).toBe(true);
    expect(resetDue('2026-03-15', 'SEKALI', '2026-04-15')).toBe(false);
    expect(resetDue('2026-03-15', 'SEKALI', '2026-03-14')).toBe(false);
  });

  it('TIAP BULAN: the same day of every later month, the month end where it has none', () => {
    expect(resetDue('2026-01-31', 'TIAP BULAN', '2026-02-28')).toBe(true);
    expect(resetDue('2026-01-31', 'TIAP BULAN', '2026-02-27')).toBe(false);
    expect(resetDue('2026-01-31', 'TIAP BULAN', '2026-04-30')).toBe(true);
    expect(resetDue('2026-01-15', 'TIAP BULAN', '2026-07-15')).toBe(true);
    expect(resetDue('2026-01-15', 'TIAP BULAN', '2025-12-15')).toBe(false);
  });

  it('TIAP TAHUN: the same day of the same month of every later year', () => {
    expect(resetDue('2024-02-29', 'TIAP TAHUN', '2025-02-28')).toBe(true);
    expect(resetDue('2025-12-31', 'TIAP TAHUN', '2026-12-31')).toBe(true);
    expect(resetDue('2025-12-31', 'TIAP TAHUN', '2026-01-31')).toBe(false);
  });

  it('a date that is not one is never due', () => {
    expect(resetDue('', 'TIAP BULAN', '2026-01-01')).toBe(false);
  });
});

describe('expiryCutoff', () => {
  it('goes back whole months, across years, clamped to the month end', () => {
    expect(expiryCutoff('2026-01-31', 3)).toBe('2025-10-31');
    expect(expiryCutoff('2026-05-31', 3)).toBe('2026-02-28');
    expect(expiryCutoff('2026-03-15', 12)).toBe('2025-03-15');
    expect(expiryCutoff('2026-03-15', 0)).toBe('2026-03-15');
  });
});
