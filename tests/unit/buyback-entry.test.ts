// The buy-back lines as the entry screens hold them (src/engine/transaction/counter/buyback/buyback-entry.ts): a line of the
// shop's own piece starts from its receipt, the system price and the authorizations are previewed as the server decides
// them (hand-worked amounts below), the checks name the spec's message, and the request carries grams and percent.
import { describe, expect, it } from 'vitest';
import type { BuybackParameters } from '../../domain/buyback-pricing';
import { buybackItems, defaultCondition, outsideDraft, ownPieceDraft, previewBuyback, type Origin } from '../../src/engine/transaction/counter/buyback/buyback-entry';

const params: BuybackParameters = {
  harga: [
    { kode_harga: 'B75', harga_per_gram: 800_000 },
    { kode_harga: 'B24', harga_per_gram: 1_000_000 },
  ],
  kondisi: [
    { kondisi_barang: 'RUSAK', keterangan: 'Rusak', potongan_persen: 10_00, rosok: false, kode_harga: '' },
    { kondisi_barang: 'BAGUS', keterangan: 'Bagus', potongan_persen: 0, rosok: false, kode_harga: '' },
    { kondisi_barang: 'ROSOK', keterangan: 'Rosok', potongan_persen: 0, rosok: true, kode_harga: 'B24' },
  ],
  potongan: [{ kode_kategori: 'EMAS', potongan_per_gram: 5_000 }],
  rugi_nota: [{ kode_kategori: 'EMAS', kadar: 75_00, rugi_persen: 5_00, rusak_persen: 10_00 }],
  groups: [{ kode_group: 'C75', nama_group: 'Cincin 75%', kode_dept: 'CIN', kode_kategori: 'EMAS', kode_harga_beli: 'B75' }],
  toleransi_mg: 50,
};

const sold: Origin = {
  kode_barcode: 'C750001',
  no_faktur_jual: 'JL-TOKO01-261124-0001',
  tgl_jual: '2026-11-24',
  nama_barang: 'CINCIN POLOS BELAH ROTAN',
  kode_group: 'C75',
  kode_dept: 'CIN',
  kadar: '75.00',
  berat_nota: '2.345',
  harga_nota: 2_251_450,
  dibeli: false,
};

describe('a line of the shop own piece', () => {
  it('starts from what was sold, in the first condition that takes nothing off', () => {
    expect(defaultCondition(params)).toBe('BAGUS');
    const d = ownPieceDraft(sold, params, true);
    expect(d).toMatchObject({ key: 'C750001', kadar: 75_00, berat_mg: 2_345, berat_kotor_mg: 2_345, kondisi: 'BAGUS', ada_nota: true, harga: null });
    expect(ownPieceDraft(sold, params, false).ada_nota).toBe(false);
  });

  it('is priced as the server prices it: 2.345 g x Rp 800.000 less Rp 5.000/g, up to Rp 500', () => {
    // 1.876.000 - 11.725 = 1.864.275 -> 1.864.500; the price paid follows it, no authorization.
    const p = previewBuyback(params, [ownPieceDraft(sold, params, true)]);
    expect(p.lines[0]).toMatchObject({ kode_harga: 'B75', harga: 1_864_500, needs: [] });
    expect(p.lines[0].problem).toBeUndefined();
    expect(p.total).toBe(1_864_500);
    // Without the receipt 5 % of 1.876.000 (93.800) comes off too: 1.770.475 -> 1.770.500.
    expect(previewBuyback(params, [ownPieceDraft(sold, params, false)]).total).toBe(1_770_500);
  });

  it('needs HARGA_BELI_DIATAS_NOTA above the system price and TOLERANSI_BERAT_PEMBELIAN past the tolerance', () => {
    const d = ownPieceDraft(sold, params, true);
    expect(previewBuyback(params, [{ ...d, harga: 1_900_000 }]).needs).toEqual(['HARGA_BELI_DIATAS_NOTA']);
    // 2.400 g against 2.345 g sold: 55 mg, past the 50 mg tolerance.
    expect(previewBuyback(params, [{ ...d, berat_mg: 2_400, berat_kotor_mg: 2_400 }]).needs).toEqual(['TOLERANSI_BERAT_PEMBELIAN']);
    expect(previewBuyback(params, [{ ...d, berat_mg: 2_395, berat_kotor_mg: 2_400 }]).needs).toEqual([]);
  });
});

describe('a piece from elsewhere', () => {
  it('names the first thing wrong with the line in the spec words', () => {
    const d = outsideDraft('LUAR-1', params);
    const problem = (over: object) => previewBuyback(params, [{ ...d, nama_barang: 'GELANG RANTAI', kode_group: 'C75', kadar: 70_00, berat_mg: 3_000, berat_kotor_mg: 3_100, ...over }]).problem;
    expect(previewBuyback(params, [d]).problem).toEqual({ line: 1, message: 'Nama Barang Minimal 6 Karakter' });
    expect(problem({ berat_mg: 0 })?.message).toBe('Berat Tidak Boleh 0');
    expect(problem({ berat_kotor_mg: 2_000 })?.message).toBe('Berat Kotor Tidak Boleh Kurang Dari Berat Emas');
    expect(problem({ kadar: 0 })?.message).toBe('Kadar Tidak Boleh 0');
    expect(problem({ kondisi: 'ROSOK', kadar: 101_00 })?.message).toBe('Kadar Rosok Tidak Boleh Lebih Dari 100');
    expect(problem({ kode_group: '' })?.message).toBe('Kode Group  Tidak Terdaftar');
    expect(problem({})).toBeUndefined();
  });

  it('pays scrap by kadar: 3 g x 70 % x Rp 1.000.000 = Rp 2.100.000', () => {
    const d = { ...outsideDraft('LUAR-1', params), nama_barang: 'GELANG RANTAI', kode_group: 'C75', kadar: 70_00, berat_mg: 3_000, berat_kotor_mg: 3_100, kondisi: 'ROSOK' };
    const p = previewBuyback(params, [d]);
    expect(p.lines[0]).toMatchObject({ kode_harga: 'B24', harga: 2_100_000 });
  });
});

describe('the request', () => {
  it('sends grams, percent and the typed price only', () => {
    const own = { ...ownPieceDraft(sold, params, true), harga: 1_900_000 };
    const outside = { ...outsideDraft('LUAR-1', params), nama_barang: ' GELANG RANTAI ', kode_group: 'C75', kode_harga: 'B24', kadar: 70_00, berat_mg: 3_000, berat_kotor_mg: 3_100 };
    expect(buybackItems([own, outside])).toEqual([
      { kode_barcode: 'C750001', no_faktur_jual: 'JL-TOKO01-261124-0001', nama_barang: 'CINCIN POLOS BELAH ROTAN', kode_group: 'C75', kadar: 75, berat_kotor: 2.345, berat: 2.345, kondisi: 'BAGUS', ada_nota: true, harga: 1_900_000 },
      { nama_barang: 'GELANG RANTAI', kode_group: 'C75', kode_harga: 'B24', kadar: 70, berat_kotor: 3.1, berat: 3, kondisi: 'BAGUS', ada_nota: false },
    ]);
  });
});
