import { describe, expect, it } from 'vitest';
import {
  beyondWeightTolerance,
  goldPrice,
  labourCharge,
  pieceCost,
  priceSale,
  priceSaleLine,
  saleAuthorizations,
  salePricingRules,
  vatRupiah,
  type SaleInput,
  type SaleLineInput,
  type SalePricingRules,
} from '../../domain/sale-pricing';

const on = { active: true };

describe('goldPrice: weight x price per gram, up to the next 500', () => {
  it('keeps a price that is already a multiple of 500', () => {
    expect(goldPrice(3_250, 1_000_000)).toBe(3_250_000); // 3.250 g x 1,000,000 = 3,250,000 = 6,500 x 500
    expect(goldPrice(3_251, 1_000_000)).toBe(3_251_000); // 3.251 g x 1,000,000 = 3,251,000 = 6,502 x 500
  });
  it('rounds anything above a multiple up', () => {
    expect(goldPrice(2_345, 987_654)).toBe(2_316_500); // 2,345 x 987,654 / 1000 = 2,316,048.63 -> 4,633 x 500
    expect(goldPrice(1_001, 999_999)).toBe(1_001_000); // 1,001 x 999,999 / 1000 = 1,000,998.999 -> 2,002 x 500
    expect(goldPrice(3_250, 1_001)).toBe(3_500); // 3.250 g x 1,001 = 3,253.25 -> 7 x 500
  });
  it('loses no digit where the float product would', () => {
    // 999,999,999 mg x 9,999,999 = 9,999,998,990,000,001 (a double rounds it to ...000,000, a multiple of 500 000)
    // / 1000 = 9,999,998,990,000.001 -> 19,999,997,981 x 500 = 9,999,998,990,500
    expect(goldPrice(999_999_999, 9_999_999)).toBe(9_999_998_990_500);
  });
  it('refuses a weight that is not in integer milligrams', () => {
    expect(() => goldPrice(2.3455, 1_000_000)).toThrow(RangeError);
  });
});

describe('labourCharge (parameter-ongkos)', () => {
  it('charges PER GRAM of the sale weight, rupiah fractions up', () => {
    expect(labourCharge({ satuan_ongkos: 'PER GRAM', ongkos: 15_000 }, 2_345)).toBe(35_175); // 2.345 x 15,000 = 35,175
    expect(labourCharge({ satuan_ongkos: 'PER GRAM', ongkos: 12_345 }, 2_345)).toBe(28_950); // 2.345 x 12,345 = 28,949.025 -> 28,950
  });
  it('charges PER PCS per piece', () => {
    expect(labourCharge({ satuan_ongkos: 'PER PCS', ongkos: 50_000 }, 2_345)).toBe(50_000); // 1 x 50,000
    expect(labourCharge({ satuan_ongkos: 'PER PCS', ongkos: 50_000 }, 9_000, 3)).toBe(150_000); // 3 x 50,000
  });
  it('charges nothing when the group has no row', () => {
    expect(labourCharge(undefined, 2_345)).toBe(0);
  });
});

describe('pieceCost', () => {
  it('takes total_hpp, else hpp per gram x weight, else 0', () => {
    expect(pieceCost({ total_hpp: 2_400_000, hpp: 900_000 }, 2_345)).toBe(2_400_000);
    expect(pieceCost({ hpp: 900_001 }, 2_345)).toBe(2_110_502); // 2.345 x 900,001 = 2,110,502.345 -> 2,110,502
    expect(pieceCost({}, 2_345)).toBe(0);
  });
});

const gold: SaleLineInput = { berat_jual_mg: 2_345, harga_per_gram: 987_654, ongkos: { satuan_ongkos: 'PER GRAM', ongkos: 15_000 } };
const diamond: SaleLineInput = { berat_jual_mg: 3_100, harga_per_gram: 987_654, harga_tag: 15_750_000, ongkos: { satuan_ongkos: 'PER PCS', ongkos: 50_000 }, berlian: true };

describe('priceSaleLine', () => {
  it('prices a gold line by weight plus ongkos', () => {
    expect(priceSaleLine(gold)).toEqual({
      // 2,316,500 (above) + 35,175 ongkos = 2,351,675
      line: { dasar_harga: 'GRAM', harga_jual: 2_316_500, ongkos: 35_175, diskon_rp: 0, harga_total: 2_351_675 },
      problems: [],
    });
  });
  it('prices a tagged piece at its tag price, ongkos included in it', () => {
    expect(priceSaleLine(diamond).line).toEqual({ dasar_harga: 'TAG', harga_jual: 15_750_000, ongkos: 0, diskon_rp: 0, harga_total: 15_750_000 });
  });
  it('takes a percent discount on price plus ongkos, fractions dropped', () => {
    const { line } = priceSaleLine({ ...gold, diskon: { jenis: 'PERSEN', persen: 1_000 } });
    expect(line.diskon_rp).toBe(235_167); // 10 % of 2,351,675 = 235,167.5 -> 235,167
    expect(line.harga_total).toBe(2_116_508); // 2,351,675 - 235,167
  });
  it('takes a rupiah discount', () => {
    expect(priceSaleLine({ ...diamond, diskon: { jenis: 'NOMINAL', rupiah: 250_000 } }).line.harga_total).toBe(15_500_000); // 15,750,000 - 250,000
  });
  it('refuses a discount above the line, naming the line, without throwing', () => {
    const { line, problems } = priceSaleLine({ ...gold, diskon: { jenis: 'NOMINAL', rupiah: 3_000_000 } }, 2);
    expect(problems).toEqual([{ code: 'aboveTotal', message: 'Diskon Tidak Boleh Melebihi Total', line: 2 }]);
    expect(line).toMatchObject({ diskon_rp: 2_351_675, harga_total: 0 }); // capped at the line: 2,351,675 - 2,351,675
  });
  it('refuses a gold line without weight', () => {
    expect(priceSaleLine({ ...gold, berat_jual_mg: 0 }).problems).toEqual([{ code: 'weightZero', message: 'Berat Tidak Boleh 0', line: 0 }]);
  });
});

describe('vatRupiah', () => {
  it('takes a percentage of the base, fractions dropped', () => {
    expect(vatRupiah(17_673_159, 5_445, { mode: 'PERSEN', nilai: 110 })).toBe(194_404); // 17,673,159 x 1.1 % = 194,404.749 -> 194,404
  });
  it('takes rupiah per gram sold in BERAT mode, fractions dropped', () => {
    expect(vatRupiah(17_673_159, 2_345, { mode: 'BERAT', nilai: 1_234 })).toBe(2_893); // 2.345 g x 1,234 = 2,893.73 -> 2,893
  });
  it('is 0 when the shop charges none', () => {
    expect(vatRupiah(17_673_159, 5_445, { mode: 'PERSEN', nilai: 0 })).toBe(0);
  });
});

// A gold line and a diamond piece, 1 % off the total, PPN 1.1 %:
//   gold     2,351,675
//   diamond 15,750,000 - 250,000 = 15,500,000
//   subtotal 17,851,675; 1 % = 178,516.75 -> 178,516; dpp 17,673,159
//   PPN 1.1 % = 194,404; dpp + PPN = 17,867,563
const sale: SaleInput = {
  lines: [gold, { ...diamond, diskon: { jenis: 'NOMINAL', rupiah: 250_000 } }],
  diskon: { jenis: 'PERSEN', persen: 100 },
};
const rules = (pembulatan: number, kebawah = false): SalePricingRules => ({
  rounding: { pembulatan, kebawah },
  ppn: { mode: 'PERSEN', nilai: 110 },
  toleransiMg: 50,
  batasPenjualan: 0,
  batasDiskon: 10_00,
});

describe('priceSale', () => {
  it('adds the lines, takes the total discount, adds PPN and rounds to the shop value', () => {
    expect(priceSale(sale, rules(500))).toMatchObject({
      berat_jual_mg: 5_445, // 2.345 + 3.100
      subtotal: 17_851_675,
      diskon_rp: 178_516,
      dpp: 17_673_159,
      ppn_rp: 194_404,
      grand_total: 17_867_500, // 17,867,563 / 500 = 35,735.13 -> nearest 35,735 x 500
      pembulatan_rp: -63, // 17,867,500 - 17,867,563
      problems: [],
    });
  });
  it('rounds to the nearest multiple, halves up', () => {
    expect(priceSale(sale, rules(1_000)).grand_total).toBe(17_868_000); // 17,867,563: 563 >= 500 -> up
  });
  it('rounds down under PEMBULATAN_KEBAWAH_MODULE', () => {
    const totals = priceSale(sale, rules(1_000, true));
    expect(totals.grand_total).toBe(17_867_000); // 17,867,563 -> down to 17,867 x 1,000
    expect(totals.pembulatan_rp).toBe(-563);
  });
  it('does not round with pembulatan 0 or 1', () => {
    expect(priceSale(sale, rules(0)).grand_total).toBe(17_867_563);
    expect(priceSale(sale, rules(1)).grand_total).toBe(17_867_563);
  });
  it('refuses a total discount above the subtotal', () => {
    const totals = priceSale({ ...sale, diskon: { jenis: 'NOMINAL', rupiah: 17_851_676 } }, rules(500)); // subtotal + 1
    expect(totals.problems).toEqual([{ code: 'aboveTotal', message: 'Diskon Tidak Boleh Melebihi Total' }]);
    expect(totals.grand_total).toBe(0); // discount capped at the subtotal: nothing left to tax or round
  });
  it('asks for at least one item', () => {
    expect(priceSale({ lines: [] }, rules(500)).problems).toEqual([{ code: 'noItems', message: 'Belum Ada Barang Yang Dipilih' }]);
  });
});

describe('beyondWeightTolerance', () => {
  it('passes up to the tolerance, either way', () => {
    expect(beyondWeightTolerance(3_250, 3_300, 50)).toBe(false); // 0.050 g lighter, tolerance 0.050 g
    expect(beyondWeightTolerance(3_350, 3_300, 50)).toBe(false); // 0.050 g heavier
  });
  it('needs an authorization beyond it', () => {
    expect(beyondWeightTolerance(3_249, 3_300, 50)).toBe(true); // 0.051 g lighter
    expect(beyondWeightTolerance(3_351, 3_300, 50)).toBe(true); // 0.051 g heavier
    expect(beyondWeightTolerance(3_301, 3_300, 0)).toBe(true); // no tolerance: any difference
    expect(beyondWeightTolerance(3_300, 3_300, 0)).toBe(false);
  });
});

describe('saleAuthorizations', () => {
  const facts = (input: SaleInput, over: Partial<SalePricingRules> = {}) => {
    const r = { ...rules(500), ...over };
    return saleAuthorizations(input, priceSale(input, r), r);
  };
  const check = (input: SaleInput, over: Partial<SalePricingRules> = {}) => [...new Set(facts(input, over).map((f) => f.kategori))];
  it('needs nothing for a sale above cost, within the weight tolerance and without a limit', () => {
    expect(check({ lines: [{ ...gold, harga_modal: 2_300_000, berat_sistem_mg: 2_345 }] })).toEqual([]);
  });
  it('needs PENJUALAN_DIBAWAH_MODAL for a line under its cost', () => {
    expect(check({ lines: [{ ...gold, harga_modal: 2_400_000 }] })).toEqual(['PENJUALAN_DIBAWAH_MODAL']); // 2,351,675 < 2,400,000
    expect(check({ lines: [{ ...gold, harga_modal: 2_351_675 }] })).toEqual([]); // equal to cost is not below it
  });
  it('needs BERLIAN_DIBAWAH_MODAL for a diamond under its cost', () => {
    expect(check({ lines: [{ ...diamond, harga_modal: 15_800_000 }] })).toEqual(['BERLIAN_DIBAWAH_MODAL']); // 15,750,000 < 15,800,000
  });
  it('needs PENJUALAN_DIBAWAH_MODAL when the total discount takes the sale under its costs', () => {
    // each line above its cost (2,351,675 > 2,300,000; 15,500,000 > 15,400,000), but dpp 17,673,159 < 2,300,000 + 15,400,000 = 17,700,000
    const input = { ...sale, lines: [{ ...gold, harga_modal: 2_300_000 }, { ...sale.lines[1], harga_modal: 15_400_000 }] };
    expect(check(input)).toEqual(['PENJUALAN_DIBAWAH_MODAL']);
  });
  it('needs PENJUALAN_DIATAS_LIMIT above the shop limit', () => {
    expect(check(sale, { batasPenjualan: 17_000_000 })).toEqual(['PENJUALAN_DIATAS_LIMIT']); // 17,867,500 > 17,000,000
    expect(check(sale, { batasPenjualan: 17_867_500 })).toEqual([]); // at the limit is not above it
  });
  it('needs TOLERANSI_BERAT_PENJUALAN for a weight beyond the tolerance', () => {
    expect(check({ lines: [{ ...gold, berat_sistem_mg: 2_400 }] })).toEqual(['TOLERANSI_BERAT_PENJUALAN']); // 2.400 - 2.345 = 0.055 g > 0.050 g
  });
  it('says what each approves: the line, its total against its cost, the weight against the record and tolerance, the total against the limit', () => {
    const ring = { ...gold, kode_barcode: 'TOKO01000014', nama_barang: 'CINCIN POLOS', harga_modal: 2_400_000 };
    const chain = { ...gold, kode_barcode: 'TOKO01000015', nama_barang: 'KALUNG', berat_jual_mg: 5_120, berat_sistem_mg: 5_000 };
    expect(facts({ lines: [ring, chain] }, { batasPenjualan: 5_000_000 })).toEqual([
      { kategori: 'PENJUALAN_DIBAWAH_MODAL', kode_barcode: 'TOKO01000014', nama_barang: 'CINCIN POLOS', satuan: 'RP', nilai: 2_351_675, modal: 2_400_000 },
      // 2,351,675 + 5.120 g: 5,057,000 + 76,800 = 7,485,475; PPN 1.1 % 82,340 -> 7,567,815 -> 7,568,000
      { kategori: 'PENJUALAN_DIATAS_LIMIT', satuan: 'RP', nilai: 7_568_000, batas: 5_000_000 },
      { kategori: 'TOLERANSI_BERAT_PENJUALAN', kode_barcode: 'TOKO01000015', nama_barang: 'KALUNG', satuan: 'MG', nilai: 5_120, batas: 5_000, toleransi: 50 },
    ]);
  });
  it('needs DISKON_DIATAS_BATAS for a line discount above the limit of its price, whatever the cost, and exactly the limit passes', () => {
    // A piece with no recorded cost: 4,900,000 sold for 150,000 is never "below cost", but 4,750,000 off is 97 %.
    const tagged = { berat_jual_mg: 5_000, harga_per_gram: 0, harga_tag: 4_900_000, kode_barcode: 'TOKO01000020', nama_barang: 'GELANG' };
    expect(facts({ lines: [{ ...tagged, diskon: { jenis: 'NOMINAL', rupiah: 4_750_000 } }] })).toEqual([
      { kategori: 'DISKON_DIATAS_BATAS', kode_barcode: 'TOKO01000020', nama_barang: 'GELANG', satuan: 'RP', nilai: 4_750_000, harga: 4_900_000, persen: 10_00, batas: 490_000 },
    ]);
    expect(check({ lines: [{ ...tagged, diskon: { jenis: 'NOMINAL', rupiah: 490_000 } }] })).toEqual([]);
    expect(check({ lines: [{ ...tagged, diskon: { jenis: 'NOMINAL', rupiah: 490_001 } }] })).toEqual(['DISKON_DIATAS_BATAS']);
    expect(check({ lines: [{ ...tagged, diskon: { jenis: 'NOMINAL', rupiah: 490_001 } }] }, { batasDiskon: 100_00 })).toEqual([]);
  });
  it('needs DISKON_DIATAS_BATAS for a discount on the total above the limit of the subtotal', () => {
    const line = { berat_jual_mg: 5_000, harga_per_gram: 0, harga_tag: 4_900_000 };
    expect(facts({ lines: [line], diskon: { jenis: 'NOMINAL', rupiah: 500_000 } })).toEqual([
      { kategori: 'DISKON_DIATAS_BATAS', satuan: 'RP', nilai: 500_000, harga: 4_900_000, persen: 10_00, batas: 490_000 },
    ]);
  });
  it('lists each kind once, in a fixed order', () => {
    const input = { lines: [{ ...gold, harga_modal: 9_000_000, berat_sistem_mg: 2_400 }, { ...diamond, harga_modal: 16_000_000 }] };
    expect(check(input, { batasPenjualan: 1_000_000 })).toEqual(['PENJUALAN_DIBAWAH_MODAL', 'BERLIAN_DIBAWAH_MODAL', 'PENJUALAN_DIATAS_LIMIT', 'TOLERANSI_BERAT_PENJUALAN']);
  });
});

describe('salePricingRules', () => {
  it('reads the stored settings into integer units', () => {
    const stored = { pembulatan: '1000', ppn: '{"mode":"PERSEN","nilai":1.1}', toleransi_penjualan: '0.05', batas_penjualan: '50000000' };
    expect(salePricingRules(stored, { PEMBULATAN_KEBAWAH_MODULE: on })).toEqual({
      rounding: { pembulatan: 1_000, kebawah: true },
      ppn: { mode: 'PERSEN', nilai: 110 }, // 1.1 % = 110 hundredths
      toleransiMg: 50, // 0.05 g
      batasPenjualan: 50_000_000,
      batasDiskon: 10_00, // the default 10 %
    });
    expect(salePricingRules({ batas_diskon: '12.5' }, {}).batasDiskon).toBe(12_50);
  });
  it('takes the defaults of absent settings', () => {
    expect(salePricingRules({}, {})).toEqual({ rounding: { pembulatan: 500, kebawah: false }, ppn: { mode: 'PERSEN', nilai: 0 }, toleransiMg: 0, batasPenjualan: 0, batasDiskon: 10_00 });
  });
  it('reads PPN by weight as rupiah per gram', () => {
    expect(salePricingRules({ ppn: '{"mode":"BERAT","nilai":2000}' }, {}).ppn).toEqual({ mode: 'BERAT', nilai: 2_000 });
  });
});
