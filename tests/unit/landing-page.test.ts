// What the owner lets the public page show (domain/landing-page.ts), as /settingtoko and the server read it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING_PAGE, readLandingPage } from '../../domain/landing-page';
import type { FieldError } from '../../domain/validation';

const read = (o: Record<string, unknown>) => {
  const errors: FieldError[] = [];
  return { value: readLandingPage(o, errors), errors };
};

describe('the public page setting', () => {
  it('keeps the defaults for what a stored value lacks', () => {
    expect(read({})).toEqual({ value: DEFAULT_LANDING_PAGE, errors: [] });
    expect(read({ alamat: false }).value).toEqual({ ...DEFAULT_LANDING_PAGE, alamat: false });
  });

  it('reads the hours without blank ends, the number as WhatsApp wants it, the groups upper-case and once', () => {
    const { value, errors } = read({ jam_buka: '\r\n Senin - Sabtu 09.00 - 17.00  \r\nMinggu tutup\n\n', whatsapp: '0812-3456-7890', grup: ['c75', ' LM ', 'C75'] });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ jam_buka: 'Senin - Sabtu 09.00 - 17.00\nMinggu tutup', whatsapp: '6281234567890', grup: ['C75', 'LM'] });
  });

  it('names each bad part under its field', () => {
    const { errors } = read({ harga_emas: 1, whatsapp: '0812', grup: ['C75', 'bukan kode!'], jam_buka: 7 });
    expect(errors).toEqual([
      { field: 'landing_page.harga_emas', message: 'Tampilkan Harga Emas Tidak Valid' },
      { field: 'landing_page.jam_buka', message: 'Jam Buka Tidak Valid' },
      { field: 'landing_page.whatsapp', message: 'Nomor WhatsApp Tidak Valid' },
      { field: 'landing_page.grup', message: 'Group Harga Emas Tidak Valid' },
    ]);
  });
});
