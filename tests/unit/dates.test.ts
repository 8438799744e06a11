import { describe, expect, it } from 'vitest';
import { addOneMonth, isIsoDate, isTimeZone, reportRangeError, setDisplayTimeZone, TIME_ZONES, todayIso, wallClock, wallTimeInstant } from '../../domain/dates';
import { formatDateTime } from '../../domain/format';

const open = { oneMonth: true };

describe('reportRangeError', () => {
  it('accepts a range inside one month', () => {
    expect(reportRangeError('2026-03-01', '2026-03-31', open)).toBeNull();
    expect(reportRangeError('2026-03-05', '2026-03-05', open)).toBeNull();
  });
  it('asks for the start date first', () => {
    expect(reportRangeError(undefined, undefined, open)).toBe('Tanggal Awal Tidak Boleh Kosong');
    expect(reportRangeError('', '2026-03-01', open)).toBe('Tanggal Awal Tidak Boleh Kosong');
  });
  it('asks for the end date', () => {
    expect(reportRangeError('2026-03-01', undefined, open)).toBe('Tanggal Akhir Tidak Boleh Kosong');
    expect(reportRangeError('2026-03-01', '', open)).toBe('Tanggal Akhir Tidak Boleh Kosong');
  });
  it('treats dates that do not exist or are not yyyy-MM-dd as missing', () => {
    expect(reportRangeError('2026-02-30', '2026-03-01', open)).toBe('Tanggal Awal Tidak Boleh Kosong');
    expect(reportRangeError('2026-03-01', '01/03/2026', open)).toBe('Tanggal Akhir Tidak Boleh Kosong');
  });
  it('refuses a start after the end', () => {
    expect(reportRangeError('2026-03-02', '2026-03-01', open)).toBe('Tanggal Awal Tidak Boleh Lebih Besar Dari Tanggal Akhir');
  });
  it('allows exactly one month and refuses one day more', () => {
    expect(reportRangeError('2026-01-15', '2026-02-15', open)).toBeNull();
    expect(reportRangeError('2026-01-15', '2026-02-16', open)).toBe('Rentang Tanggal Laporan Maksimal 1 Bulan');
  });
  it('clamps to the month end: from 2026-01-31 the limit is 2026-02-28', () => {
    expect(reportRangeError('2026-01-31', '2026-02-28', open)).toBeNull();
    expect(reportRangeError('2026-01-31', '2026-03-01', open)).toBe('Rentang Tanggal Laporan Maksimal 1 Bulan');
  });
  it('allows any range when the one-month protection is off', () => {
    expect(reportRangeError('2025-01-01', '2026-12-31', { oneMonth: false })).toBeNull();
  });
  it('locks both dates to the fixed date when one applies', () => {
    const fixed = { oneMonth: true, fixedTo: '2026-03-10' };
    expect(reportRangeError('2026-03-10', '2026-03-10', fixed)).toBeNull();
    expect(reportRangeError('2026-03-09', '2026-03-10', fixed)).toBe('Tanggal Laporan Terkunci Pada Tanggal Sistem');
    expect(reportRangeError('2026-03-10', '2026-03-11', fixed)).toBe('Tanggal Laporan Terkunci Pada Tanggal Sistem');
    expect(reportRangeError('2026-03-01', '2026-03-10', { oneMonth: true, fixedTo: null })).toBeNull();
  });
});

describe('addOneMonth', () => {
  it('keeps the day when the next month has it', () => {
    expect(addOneMonth('2026-01-15')).toBe('2026-02-15');
  });
  it('clamps to the last day of a shorter month, leap years included', () => {
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2024-01-31')).toBe('2024-02-29');
    expect(addOneMonth('2026-03-31')).toBe('2026-04-30');
  });
  it('crosses the year', () => {
    expect(addOneMonth('2025-12-31')).toBe('2026-01-31');
  });
});

describe('isIsoDate and todayIso', () => {
  it('recognises real yyyy-MM-dd dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-5')).toBe(false);
    expect(isIsoDate(20260105)).toBe(false);
  });
});

// The shop's wall clock (issue 19 item 11): the clock is injected as the moment, the zone is the shop's; what the
// server's or the browser's own zone is never matters.
describe("the shop's today and time of day", () => {
  const at = (iso: string) => new Date(iso);
  it('is already tomorrow in Jakarta (UTC+7) from 17:00 UTC, and still today just before', () => {
    expect(todayIso(at('2026-11-28T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-28');
    expect(todayIso(at('2026-11-28T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-29');
    expect(todayIso(at('2026-11-28T18:30:00Z'), 'Asia/Jakarta')).toBe('2026-11-29');
    expect(wallClock(at('2026-11-28T18:30:00Z'), 'Asia/Jakarta')).toEqual({ date: '2026-11-29', time: '01:30:00' });
  });
  it('turns at 16:00 UTC in Makassar (WITA, UTC+8)', () => {
    expect(wallClock(at('2026-11-28T15:59:59Z'), 'Asia/Makassar')).toEqual({ date: '2026-11-28', time: '23:59:59' });
    expect(wallClock(at('2026-11-28T16:00:00Z'), 'Asia/Makassar')).toEqual({ date: '2026-11-29', time: '00:00:00' });
  });
  it('turns at 15:00 UTC in Jayapura (WIT, UTC+9)', () => {
    expect(wallClock(at('2026-11-28T14:59:59Z'), 'Asia/Jayapura')).toEqual({ date: '2026-11-28', time: '23:59:59' });
    expect(wallClock(at('2026-11-28T15:00:00Z'), 'Asia/Jayapura')).toEqual({ date: '2026-11-29', time: '00:00:00' });
  });
  it('crosses the year on the shop clock first', () => {
    expect(todayIso(at('2026-12-31T17:30:00Z'), 'Asia/Jakarta')).toBe('2027-01-01');
    expect(todayIso(at('2026-12-31T14:30:00Z'), 'Asia/Jayapura')).toBe('2026-12-31');
  });
  it('is the Jakarta day when no zone is named', () => {
    expect(todayIso(at('2026-11-28T18:30:00Z'))).toBe('2026-11-29');
  });
  it('knows the zones a shop may have', () => {
    expect(TIME_ZONES.every(isTimeZone)).toBe(true);
    expect(isTimeZone('Asia/Tokyo')).toBe(false);
    expect(isTimeZone('UTC+7')).toBe(false);
  });
});

describe('a time typed on the shop clock', () => {
  it('is the moment a clock in that zone shows it', () => {
    expect(wallTimeInstant('2026-11-29T01:30', 'Asia/Jakarta')?.toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(wallTimeInstant('2026-11-29T00:00', 'Asia/Makassar')?.toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(wallTimeInstant('2026-11-29 08:15:30', 'Asia/Jayapura')?.toISOString()).toBe('2026-11-28T23:15:30.000Z');
  });
  it('is nothing for text that is no time', () => {
    expect(wallTimeInstant('2026-02-30T10:00', 'Asia/Jakarta')).toBeNull();
    expect(wallTimeInstant('besok', 'Asia/Jakarta')).toBeNull();
  });
});

describe('a moment shown on the shop clock', () => {
  it('formats in the zone given, else the zone the screen shows', () => {
    expect(formatDateTime('2026-11-28T18:30:05Z', 'Asia/Jayapura')).toBe('2026-11-29 03:30:05');
    setDisplayTimeZone('Asia/Makassar');
    try {
      expect(formatDateTime('2026-11-28T18:30:05Z')).toBe('2026-11-29 02:30:05');
    } finally {
      setDisplayTimeZone(undefined);
    }
    expect(formatDateTime('2026-11-28T18:30:05Z')).toBe('2026-11-29 01:30:05');
  });
});
