// Whose birthday the dashboard greets on a date (server/dashboard/figures.ts birthdayMonthDays).
import { describe, expect, it } from 'vitest';
import { birthdayMonthDays } from '../../server/dashboard/figures';

describe('birthdayMonthDays', () => {
  it('is the date itself on an ordinary day', () => {
    expect(birthdayMonthDays('2026-11-30')).toEqual(['11-30']);
    expect(birthdayMonthDays('2026-03-01')).toEqual(['03-01']);
  });

  it('greets those born on 29 February on the 28th of a year without one, and on their own day in a leap year', () => {
    expect(birthdayMonthDays('2026-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdayMonthDays('2100-02-28')).toEqual(['02-28', '02-29']);
    expect(birthdayMonthDays('2028-02-28')).toEqual(['02-28']);
    expect(birthdayMonthDays('2028-02-29')).toEqual(['02-29']);
    expect(birthdayMonthDays('2000-02-28')).toEqual(['02-28']);
  });
});
