import { describe, expect, it } from 'vitest';
import { addOneMonth, isIsoDate, reportRangeError, todayIso } from '../../domain/dates';

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
  it('writes the local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
