// What a report search sends and when it may go (src/engine/report/query.ts): the shop at head office, and the shop
// the cash-transfer report makes the head office choose itself ('Mohon Pilih Toko'); what a failed search says.
import { describe, expect, it } from 'vitest';
import kirimUang from '../../definitions/reports/kirim-uang';
import kirimUangPusat from '../../definitions/reports/kirim-uang-pusat';
import { initialValues, queryParams, rangeError } from '../../src/engine/report/query';
import type { Session } from '../../src/engine/session';
import { shownAsIs } from '../../src/engine/report/useReportSearch';
import { ApiError } from '../../src/engine/api';
import { PORTAL_FAILED } from '../../domain/portal';
import { REPORT_DATE_MESSAGES } from '../../domain/dates';

const session = (type: Session['type']): Session => ({
  token: 't',
  user_id: 'U1',
  nama_user: 'U1',
  level: 'OWN',
  kode_toko: type === 'PUSAT' ? 'PST01' : 'TOKO01',
  nama_toko: 'Toko',
  alamat_toko: 'Jl.',
  type,
  // The user of the head office's own shop: the shop picker shows (as the server lets them name a shop).
  kantor_pusat: type === 'PUSAT',
  tgl_system: '2026-11-25',
  access: [],
  modules: {},
});

describe('the shop of a report search', () => {
  it('is the own shop at a branch, never sent, and never asked for', () => {
    const branch = session('CABANG');
    const values = initialValues(kirimUang, branch);
    expect(values.shop).toBe('TOKO01');
    expect(queryParams(kirimUang, values, branch)).not.toHaveProperty('kode_toko');
    expect(rangeError(kirimUang, values, branch)).toBeNull();
  });

  it('starts empty at head office on the cash-transfer report, which says Mohon Pilih Toko until one is chosen', () => {
    const ho = session('PUSAT');
    const values = initialValues(kirimUang, ho);
    expect(values.shop).toBe('');
    expect(rangeError(kirimUang, values, ho)).toBe('Mohon Pilih Toko');
    const chosen = { ...values, shop: 'TOKO01' };
    expect(rangeError(kirimUang, chosen, ho)).toBeNull();
    expect(queryParams(kirimUang, chosen, ho)).toMatchObject({ kode_toko: 'TOKO01', status: 'ALL' });
  });

  it('starts on the own shop at head office where a report does not require a choice', () => {
    const ho = session('PUSAT');
    const values = initialValues(kirimUangPusat, ho);
    expect(values.shop).toBe('PST01');
    expect(rangeError(kirimUangPusat, values, ho)).toBeNull();
  });
});

describe('what a failed search tells the user', () => {
  it("shows a filter rule and a branch the head office could not read as they are; anything else as the report's failure", () => {
    expect(shownAsIs(new ApiError(PORTAL_FAILED, 502))).toBe(true);
    expect(shownAsIs(new ApiError(REPORT_DATE_MESSAGES.fixedDate, 400))).toBe(true);
    expect(shownAsIs(new ApiError('Terjadi Kesalahan Pada Server', 500))).toBe(false);
    expect(shownAsIs(new ApiError('Gateway rusak', 502))).toBe(false);
  });
});
