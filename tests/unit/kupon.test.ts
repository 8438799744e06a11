import { describe, expect, it } from 'vitest';
import { kuponStatus } from '../../domain/kupon';

describe('kuponStatus', () => {
  const kupon = { tgl_mulai: '2026-11-01', tgl_selesai: '2026-11-30' };
  it('is valid from the first to the last day inclusive', () => {
    expect(kuponStatus(kupon, '2026-11-01')).toBe('BERLAKU');
    expect(kuponStatus(kupon, '2026-11-30')).toBe('BERLAKU');
  });
  it('is not yet valid before, expired after', () => {
    expect(kuponStatus(kupon, '2026-10-31')).toBe('BELUM_BERLAKU');
    expect(kuponStatus(kupon, '2026-12-01')).toBe('KEDALUWARSA');
  });
});
