// The buy-back price, worked out by hand (domain/buyback-pricing.ts): each cut, scrap by kadar, rounding up to 500,
// the price code chosen, and the authorizations.
import { describe, expect, it } from 'vitest';
import {
  authorizationLine,
  buybackAuthorizations,
  buybackLineProblem,
  buybackPrice,
  resolveBuybackLine,
  tradeIn,
  type BuybackParameters,
  type BuybackPriceInput,
  type ResolvedBuybackLine,
} from '../../domain/buyback-pricing';

const base: BuybackPriceInput = {
  berat_mg: 3_000,
  kadar: 75_00,
  harga_per_gram: 800_000,
  potongan_persen: 0,
  rosok: false,
  potongan_per_gram: 0,
  ada_nota: true,
  rugi_persen: 0,
};

describe('buybackPrice', () => {
  it('is net weight x the price per gram without cuts: 3 g x 800,000 = 2,400,000', () => {
    expect(buybackPrice(base)).toEqual({ harga_kotor: 2_400_000, potongan_kondisi: 0, potongan_kategori: 0, potongan_nota: 0, harga_sistem: 2_400_000 });
  });

  it("takes the condition's percentage off the gross: 10 % of 2,400,000 = 240,000", () => {
    expect(buybackPrice({ ...base, potongan_persen: 10_00 })).toMatchObject({ potongan_kondisi: 240_000, harga_sistem: 2_160_000 });
  });

  it("takes the kategori's rupiah per gram: 3 g x 5,000 = 15,000", () => {
    expect(buybackPrice({ ...base, potongan_per_gram: 5_000 })).toMatchObject({ potongan_kategori: 15_000, harga_sistem: 2_385_000 });
  });

  it('takes the no-receipt cut only without the receipt: 2 % of 2,400,000 = 48,000', () => {
    expect(buybackPrice({ ...base, rugi_persen: 2_00 }).harga_sistem).toBe(2_400_000);
    expect(buybackPrice({ ...base, ada_nota: false, rugi_persen: 2_00 })).toMatchObject({ potongan_nota: 48_000, harga_sistem: 2_352_000 });
  });

  it('adds the cuts on the same gross: 2,400,000 - 240,000 - 120,000 - 15,000 = 2,025,000', () => {
    const all = { ...base, potongan_persen: 10_00, ada_nota: false, rugi_persen: 5_00, potongan_per_gram: 5_000 };
    expect(buybackPrice(all).harga_sistem).toBe(2_025_000);
  });

  it('rounds up to a multiple of 500: 2.345 g x 800,000 - 11,725 = 1,864,275 -> 1,864,500', () => {
    expect(buybackPrice({ ...base, berat_mg: 2_345, potongan_per_gram: 5_000 }).harga_sistem).toBe(1_864_500);
  });

  it('keeps fractions until the rounding: 1.001 g x 999,999 = 1,000,998.999 -> 1,001,000', () => {
    expect(buybackPrice({ ...base, berat_mg: 1_001, harga_per_gram: 999_999 })).toMatchObject({ harga_kotor: 1_000_998, harga_sistem: 1_001_000 });
  });

  it('pays scrap by kadar, no other cut: 1.111 g x 70 % x 1,000,000 = 777,700 -> 778,000', () => {
    const scrap = { ...base, berat_mg: 1_111, kadar: 70_00, harga_per_gram: 1_000_000, rosok: true, potongan_per_gram: 5_000, ada_nota: false, rugi_persen: 2_00 };
    expect(buybackPrice(scrap)).toEqual({ harga_kotor: 777_700, potongan_kondisi: 0, potongan_kategori: 0, potongan_nota: 0, harga_sistem: 778_000 });
  });

  it('never goes below 0', () => {
    expect(buybackPrice({ ...base, harga_per_gram: 1_000, potongan_per_gram: 5_000 }).harga_sistem).toBe(0);
  });
});

const params: BuybackParameters = {
  harga: [
    { kode_harga: 'B75', harga_per_gram: 800_000 },
    { kode_harga: 'MURNI', harga_per_gram: 1_000_000 },
  ],
  kondisi: [
    { kondisi_barang: 'BAGUS', keterangan: '', potongan_persen: 0, rosok: false, kode_harga: '' },
    { kondisi_barang: 'RUSAK', keterangan: '', potongan_persen: 10_00, rosok: false, kode_harga: '' },
    { kondisi_barang: 'ROSOK', keterangan: '', potongan_persen: 0, rosok: true, kode_harga: 'MURNI' },
  ],
  potongan: [{ kode_kategori: 'EMAS', potongan_per_gram: 5_000 }],
  rugi_nota: [{ kode_kategori: 'EMAS', kadar: 75_00, rugi_persen: 2_00, rusak_persen: 5_00 }],
  groups: [
    { kode_group: 'C75', nama_group: 'Cincin', kode_dept: 'CIN', kode_kategori: 'EMAS', kode_harga_beli: 'B75' },
    { kode_group: 'K70', nama_group: 'Kalung', kode_dept: 'KAL', kode_kategori: 'EMAS', kode_harga_beli: '' },
  ],
  toleransi_mg: 50,
};
const line = { kode_group: 'C75', kadar: 75_00, berat_mg: 3_000, kondisi: 'BAGUS', ada_nota: true };

describe('resolveBuybackLine', () => {
  it("prices by the group's code and the kategori's cut: 2,400,000 - 15,000", () => {
    const r = resolveBuybackLine(params, line);
    expect(r).toMatchObject({ ok: true, kode_harga: 'B75', kode_dept: 'CIN', price: { harga_sistem: 2_385_000 } });
  });

  it('takes the damaged no-receipt cut for a damaged piece without receipt: 2,400,000 - 240,000 - 120,000 - 15,000', () => {
    expect(resolveBuybackLine(params, { ...line, kondisi: 'RUSAK', ada_nota: false })).toMatchObject({ price: { harga_sistem: 2_025_000 } });
    expect(resolveBuybackLine(params, { ...line, ada_nota: false })).toMatchObject({ price: { potongan_nota: 48_000, harga_sistem: 2_337_000 } });
  });

  it("uses the scrap condition's code for scrap and the line's own code when given", () => {
    expect(resolveBuybackLine(params, { ...line, kondisi: 'ROSOK', kadar: 70_00, berat_mg: 1_111 })).toMatchObject({ kode_harga: 'MURNI', price: { harga_sistem: 778_000 } });
    expect(resolveBuybackLine(params, { ...line, kode_harga: 'MURNI' })).toMatchObject({ kode_harga: 'MURNI', price: { harga_sistem: 2_985_000 } });
  });

  it("answers beside the chosen code the default code and its price: the group's, or the scrap condition's", () => {
    expect(resolveBuybackLine(params, { ...line, kode_harga: 'MURNI' })).toMatchObject({ kode_harga_default: 'B75', harga_sistem_default: 2_385_000 });
    expect(resolveBuybackLine(params, line)).toMatchObject({ kode_harga: 'B75', kode_harga_default: 'B75', harga_sistem_default: 2_385_000 });
    expect(resolveBuybackLine(params, { ...line, kondisi: 'ROSOK', kadar: 70_00, berat_mg: 1_111 })).toMatchObject({ kode_harga_default: 'MURNI', harga_sistem_default: 778_000 });
  });

  it('names what is missing', () => {
    expect(resolveBuybackLine(params, { ...line, kode_group: 'X' })).toEqual({ ok: false, field: 'kode_group', message: 'Kode Group X Tidak Terdaftar' });
    expect(resolveBuybackLine(params, { ...line, kondisi: 'HILANG' })).toEqual({ ok: false, field: 'kondisi', message: 'Kondisi HILANG Tidak Terdaftar' });
    expect(resolveBuybackLine(params, { ...line, kode_group: 'K70' })).toEqual({ ok: false, field: 'kode_harga', message: 'Kode Harga Beli Group K70 Belum Diatur' });
    expect(resolveBuybackLine(params, { ...line, kode_harga: 'ZZ' })).toEqual({ ok: false, field: 'kode_harga', message: 'Kode Harga ZZ Tidak Terdaftar' });
  });
});

describe('line checks and authorizations', () => {
  const ok = { nama_barang: 'Cincin Polos', berat_mg: 3_000, berat_kotor_mg: 3_000, kadar: 75_00, rosok: false };
  it('refuses what the spec names', () => {
    expect(buybackLineProblem(ok)).toBeUndefined();
    expect(buybackLineProblem({ ...ok, berat_mg: 0 })).toBe('weightZero');
    expect(buybackLineProblem({ ...ok, berat_kotor_mg: 2_999 })).toBe('grossBelowNet');
    expect(buybackLineProblem({ ...ok, kadar: 0 })).toBe('kadarZero');
    expect(buybackLineProblem({ ...ok, kadar: 500_01 })).toBe('kadarMax');
    expect(buybackLineProblem({ ...ok, kadar: 100_01, rosok: true })).toBe('scrapKadarMax');
    expect(buybackLineProblem({ ...ok, nama_barang: 'Cincin' })).toBeUndefined();
    expect(buybackLineProblem({ ...ok, nama_barang: 'Kalun' })).toBe('nameTooShort');
  });

  const l = { nama_barang: 'CINCIN POLOS', harga: 1_000, harga_sistem: 1_000, harga_nota: 0, berat_mg: 3_000, berat_nota_mg: 0, kode_harga: 'B75', kode_harga_default: 'B75', harga_sistem_default: 1_000 };
  const kinds = (lines: (typeof l)[]) => buybackAuthorizations(lines, 50).map((f) => f.kategori);
  it('asks HARGA_BELI_DIATAS_NOTA above the system price or the receipt price, TOLERANSI_BERAT_PEMBELIAN beyond the tolerance', () => {
    expect(kinds([l])).toEqual([]);
    expect(kinds([{ ...l, harga: 1_001 }])).toEqual(['HARGA_BELI_DIATAS_NOTA']);
    expect(kinds([{ ...l, harga_sistem: 2_000, harga_nota: 900 }])).toEqual(['HARGA_BELI_DIATAS_NOTA']);
    expect(kinds([{ ...l, berat_nota_mg: 3_050 }])).toEqual([]);
    expect(kinds([{ ...l, berat_nota_mg: 3_051 }])).toEqual(['TOLERANSI_BERAT_PEMBELIAN']);
  });

  it('says what each approves: the piece, the price paid against the lower of receipt and system price, the weight against the receipt', () => {
    const own = { ...l, kode_barcode: 'TOKO01000014', harga: 5_000_000, harga_sistem: 4_800_000, harga_nota: 4_550_000, berat_nota_mg: 2_900 };
    expect(buybackAuthorizations([own], 50)).toEqual([
      { kategori: 'HARGA_BELI_DIATAS_NOTA', kode_barcode: 'TOKO01000014', nama_barang: 'CINCIN POLOS', satuan: 'RP', nilai: 5_000_000, batas: 4_550_000, acuan: 'NOTA' },
      { kategori: 'TOLERANSI_BERAT_PEMBELIAN', kode_barcode: 'TOKO01000014', nama_barang: 'CINCIN POLOS', satuan: 'MG', nilai: 3_000, batas: 2_900, toleransi: 50 },
    ]);
    expect(buybackAuthorizations([{ ...l, harga: 1_500 }], 50)).toEqual([
      { kategori: 'HARGA_BELI_DIATAS_NOTA', nama_barang: 'CINCIN POLOS', satuan: 'RP', nilai: 1_500, batas: 1_000, acuan: 'SISTEM' },
    ]);
  });

  it('asks HARGA_BELI_KODE_LAIN when a price code other than the default raises the system price, not when it lowers it', () => {
    const raised = authorizationLine(resolveBuybackLine(params, { ...line, kode_harga: 'MURNI' }) as Extract<ResolvedBuybackLine, { ok: true }>, {
      nama_barang: 'CINCIN POLOS',
      harga: 2_985_000,
      berat_mg: 3_000,
    });
    // The code's own system price is paid, so the price check alone would pass: the code itself needs the supervisor.
    expect(buybackAuthorizations([raised], 50)).toEqual([
      { kategori: 'HARGA_BELI_KODE_LAIN', nama_barang: 'CINCIN POLOS', satuan: 'RP', nilai: 2_985_000, batas: 2_385_000, kode_harga: 'MURNI', kode_harga_default: 'B75' },
    ]);
    expect(kinds([{ ...l, kode_harga: 'MURAH', harga_sistem: 900, harga: 900 }])).toEqual([]);
  });

  it('splits a trade-in: the old gold pays up to the sale, the rest goes back', () => {
    expect(tradeIn(5_000_000, 2_000_000)).toEqual({ tukar: 2_000_000, kembali: 0, sisa: 3_000_000 });
    expect(tradeIn(2_000_000, 5_000_000)).toEqual({ tukar: 2_000_000, kembali: 3_000_000, sisa: 0 });
  });
});
