// The sale screen's pure part (domain/sale-entry.ts): a scanned piece refused with the spec's texts, the preview
// priced from the same inputs the server builds, and a percent discount sent as the rupiah the preview computed.
import { describe, expect, it } from 'vitest';
import { previewSale, saleBody, scanRefusal, SALE_ITEM_MESSAGES, type EntryLine, type PriceBook, type SaleItem } from '../../domain/sale-entry';
import { salePricingRules, saleAuthorizations } from '../../domain/sale-pricing';

const ring: SaleItem = { kode_barcode: 'C1', nama_barang: 'CINCIN', kode_group: 'C75', kadar: 75, qty: 1, berat: 2.345, hpp: 0, total_hpp: 2_000_000, harga_total: 0, status: 'READY' };
const prices: PriceBook = { hargaPerGram: new Map([['C75', 950_000]]), ongkos: new Map([['C75', { satuan_ongkos: 'PER GRAM', ongkos: 10_000 }]]) };
const rules = salePricingRules({ pembulatan: '500', batas_penjualan: '1000000' }, {});

describe('scanRefusal', () => {
  it('refuses a piece in the table, sold, pre-ordered or a diamond while BERLIAN_MODULE is off', () => {
    expect(scanRefusal(ring, [], {})).toBeUndefined();
    expect(scanRefusal(ring, [ring], {})).toBe(SALE_ITEM_MESSAGES.inTable);
    expect(scanRefusal({ ...ring, status: 'TERJUAL' }, [], {})).toBe('Barang Sudah Terjual Atau Diproses');
    expect(scanRefusal({ ...ring, status: 'TITIP' }, [], {})).toBe('Barang Sudah Terjual Atau Diproses');
    expect(scanRefusal({ ...ring, no_pesanan: 'PS-1' }, [], {})).toBe('Barcode Terdaftar Sebagai Pre Order');
    expect(scanRefusal({ ...ring, karat_batu: 0.5 }, [], {})).toBe(SALE_ITEM_MESSAGES.diamondOff);
  });
});

describe('previewSale and saleBody', () => {
  it('prices 2.345 g at Rp 950.000 plus Rp 10.000/g ongkos, rounded to Rp 500, and names the limit authorization', () => {
    const lines: EntryLine[] = [{ item: ring, berat_jual_mg: 2345, diskon: null }];
    const totals = previewSale(lines, null, prices, rules);
    expect(totals.lines[0]).toMatchObject({ harga_jual: 2_228_000, ongkos: 23_450, harga_total: 2_251_450 });
    expect(totals.grand_total).toBe(2_251_500);
    expect(saleAuthorizations({ lines: [] }, totals, rules).map((f) => f.kategori)).toEqual(['PENJUALAN_DIATAS_LIMIT']);
  });

  it('sends a percent discount as its rupiah and the sale weight only when changed', () => {
    const lines: EntryLine[] = [{ item: ring, berat_jual_mg: 2400, diskon: { jenis: 'PERSEN', persen: 1_00 } }];
    const totals = previewSale(lines, { jenis: 'NOMINAL', rupiah: 1_000 }, prices, rules);
    // 2.400 g: Rp 2.280.000 + Rp 24.000 = Rp 2.304.000; 1 % = Rp 23.040.
    const body = saleBody({ kode_sales: 'S01', nama_customer: ' Budi ', alamat_customer: 'Jl. 1', no_hp: '' }, lines, totals, [{ jenis: 'DEBIT', jumlah_rp: 100, no_rekening: 'R1', kode_bank: 'BCA', fee_hundredths: 250 }], ['a1']);
    expect(body).toEqual({
      kode_sales: 'S01',
      nama_customer: 'Budi',
      alamat_customer: 'Jl. 1',
      items: [{ kode_barcode: 'C1', berat_jual: 2.4, diskon_rp: 23_040 }],
      diskon_rp: 1_000,
      pembayaran: [{ jenis: 'DEBIT', jumlah_rp: 100, no_rekening: 'R1', kode_bank: 'BCA', fee_persen: 2.5 }],
      authorization_ids: ['a1'],
    });
    const unchanged = saleBody({ kode_sales: 'S01', nama_customer: 'B', alamat_customer: 'A', no_hp: '0812' }, [{ item: ring, berat_jual_mg: 2345, diskon: null }], previewSale([{ item: ring, berat_jual_mg: 2345, diskon: null }], null, prices, rules), [{ jenis: 'TUNAI', jumlah_rp: 5 }]);
    expect(unchanged.items).toEqual([{ kode_barcode: 'C1' }]);
    expect(unchanged.no_hp).toBe('0812');
  });
});
