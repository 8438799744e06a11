// The loan screen's checks and bodies (domain/hutang-entry.ts): what stops a save, and what POST hutang and
// POST hutang/{no}/perpanjang are sent.
import { describe, expect, it } from 'vitest';
import { EMPTY_HUTANG_LINE, hutangBody, hutangProblem, perpanjangBody, plafondPieces } from '../../domain/hutang-entry';

const ring = { ...EMPTY_HUTANG_LINE, nama_barang: 'Cincin', kadar: 75_00, berat_kotor_mg: 5_100, berat_mg: 5_000, kondisi: 'BAIK' };
const terms = { jumlah_hutang: 2_000_000, bunga: 2_00, lama_pinjam: 30, no_ktp: ' 3171 ' };
const header = { kode_sales: 'S01', nama_customer: ' Budi ', alamat_customer: 'Jl. Satu', no_hp: '' };

describe('hutangProblem', () => {
  it('names the first problem, piece by piece, then the terms, the plafond and the payout', () => {
    expect(hutangProblem([], terms, undefined, 2_000_000)).toEqual({ code: 'kosong' });
    expect(hutangProblem([{ ...ring, kadar: 100_01 }], terms, undefined, 2_000_000)).toEqual({ code: 'kadar_100', line: 1 });
    expect(hutangProblem([ring, { ...ring, berat_kotor_mg: 4_999 }], terms, undefined, 2_000_000)).toEqual({ code: 'berat_kotor', line: 2 });
    expect(hutangProblem([ring], { ...terms, lama_pinjam: null }, undefined, 2_000_000)).toEqual({ code: 'lama_pinjam' });
    expect(hutangProblem([ring], terms, { plafond: 1_500_000, berlaku: true }, 2_000_000)).toEqual({ code: 'plafond' });
    expect(hutangProblem([ring], terms, { plafond: 1_500_000, berlaku: false }, 2_000_000)).toBeUndefined();
    expect(hutangProblem([ring], terms, undefined, 1_000_000)).toEqual({ code: 'pencairan' });
  });
});

describe('the bodies', () => {
  it('sends grams and percent with a decimal point, the rate only when typed, the payout lines with an amount', () => {
    expect(plafondPieces([ring, EMPTY_HUTANG_LINE])).toEqual([{ kadar: 75, berat: 5 }]);
    expect(hutangBody(header, [ring], terms, [{ jenis: 'TUNAI', jumlah_rp: 2_000_000 }, { jenis: 'TUNAI', jumlah_rp: 0 }])).toEqual({
      kode_sales: 'S01',
      nama_customer: 'Budi',
      alamat_customer: 'Jl. Satu',
      no_ktp: '3171',
      items: [{ nama_barang: 'Cincin', kadar: 75, berat_kotor: 5.1, berat: 5, jumlah: 1, kondisi: 'BAIK' }],
      jumlah_hutang: 2_000_000,
      bunga_persen: 2,
      lama_pinjam: 30,
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 2_000_000 }],
    });
    expect(hutangBody(header, [ring], { ...terms, bunga: null }, [])).not.toHaveProperty('bunga_persen');
    expect(perpanjangBody(2_50, 1_000_000, [{ jenis: 'TUNAI', jumlah_rp: 1_050_000 }], ['auth-1'])).toEqual({
      bunga_persen_baru: 2.5,
      bayar_pokok: 1_000_000,
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_050_000 }],
      authorization_id: 'auth-1',
    });
    expect(perpanjangBody(null, 0, [], [])).toEqual({ pembayaran: [] });
  });
});
