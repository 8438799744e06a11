// The receipt's lines (domain/receipt-layout.ts): 48 columns on 80 mm, 32 on 58 mm, the spec's 20-character slices of
// header, footer, item name, description and customer, hand-worked totals, the reprint mark and the copies.
import { describe, expect, it } from 'vitest';
import { receiptCopies, receiptText, RECEIPT_COLUMNS, paperShowsPhoto, type ReceiptDocument, type ReceiptShop } from '../../domain/receipt-layout';
import { DEFAULT_RECEIPT } from '../../domain/settings';
import type { ReceiptSetting } from '../../domain/receipt';

const shop: ReceiptShop = { nama_toko: 'Toko Emas Kilau', alamat: 'Jl. Pasar Baru No. 1, Bandung', telepon: '022-123456' };

// 3.250 g at Rp 1.000.000/g = Rp 3.250.000, ongkos Rp 10.000/g = Rp 32.500: line Rp 3.282.500; Rp 2.500 off the total
// gives Rp 3.280.000; paid Rp 1.300.000 cash + Rp 2.000.000 transfer = Rp 3.300.000, change Rp 20.000.
const sale: ReceiptDocument = {
  kind: 'penjualan',
  no: 'PJ-TOKO01-260105-0001',
  tgl_system: '2026-01-05',
  nama_customer: 'Budi Santoso Wijayakusuma Dari Bandung',
  alamat_customer: 'Jl. Merdeka 1',
  no_hp: '6281234567890',
  nama_sales: 'Sinta',
  items: [
    {
      kode_barcode: 'C750001',
      nama_barang: 'Cincin Polos Belah Rotan Motif Daun',
      deskripsi: 'Ukuran 12',
      kadar: 75,
      berat_jual: 3.25,
      harga: 3_250_000,
      ongkos: 32_500,
      diskon_rp: 0,
      total: 3_282_500,
    },
  ],
  pembayaran: [
    { jenis: 'TUNAI', jumlah_rp: 1_300_000, fee_rp: 0 },
    { jenis: 'TRANSFER', jumlah_rp: 2_000_000, fee_rp: 0 },
  ],
  subtotal: 3_282_500,
  diskon_rp: 2_500,
  ppn_rp: 0,
  pembulatan_rp: 0,
  grand_total: 3_280_000,
  total_bayar: 3_300_000,
  kembalian: 20_000,
};

const setting: ReceiptSetting = {
  ...DEFAULT_RECEIPT,
  header: ['SELAMAT DATANG DI TOKO EMAS KILAU CABANG BANDUNG'],
  footer: ['Barang yang sudah dibeli dapat dijual kembali', ''],
};

const row = (lines: string[], label: string) => lines.find((l) => l.startsWith(label));

describe('receiptText', () => {
  it('keeps every line within 48 columns on 80 mm and 32 on 58 mm', () => {
    for (const columns of [48, 32]) {
      const lines = receiptText(sale, shop, setting, columns);
      expect(lines.every((l) => l.length <= columns), lines.join('\n')).toBe(true);
      expect(lines.some((l) => l.length === columns)).toBe(true); // the rules and the totals reach the edge
    }
    expect(RECEIPT_COLUMNS['80mm']).toBe(48);
    expect(RECEIPT_COLUMNS['58mm']).toBe(32);
  });

  it('prints the header, footer, item name and customer in 20-character slices', () => {
    const lines = receiptText(sale, shop, setting, 48);
    // 47 characters of header: 3 slices, centred.
    expect(lines.slice(0, 3).map((l) => l.trim())).toEqual(['SELAMAT DATANG DI TO', 'KO EMAS KILAU CABANG', 'BANDUNG']);
    expect(lines).toContain('1. Cincin Polos Belah R');
    expect(lines).toContain('   otan Motif Daun');
    expect(lines).toContain('   Ukuran 12');
    expect(lines).toContain('Customer: Budi Santoso Wijayak');
    expect(lines).toContain('          usuma Dari Bandung');
    // The empty footer line stays: a spacer before the paper is cut.
    expect(lines.slice(-4).map((l) => l.trim())).toEqual(['Barang yang sudah di', 'beli dapat dijual ke', 'mbali', '']);
  });

  it('caps a slice line at 60 characters', () => {
    const lines = receiptText({ ...sale, nama_customer: 'x'.repeat(80) }, shop, setting, 48);
    expect(lines.filter((l) => /x{20}/.test(l))).toHaveLength(3);
  });

  it('prints the hand-worked amounts: line, totals, payments and change', () => {
    const lines = receiptText(sale, shop, setting, 48);
    expect(row(lines, '   C750001')).toBe(`   C750001${' '.repeat(48 - 10 - '75.00% 3.250 g'.length)}75.00% 3.250 g`);
    expect(row(lines, '   Harga')).toMatch(/ 3,250,000$/);
    expect(row(lines, '   Ongkos')).toMatch(/ 32,500$/);
    expect(row(lines, '   Jumlah')).toMatch(/ 3,282,500$/);
    expect(row(lines, 'Subtotal')).toMatch(/ 3,282,500$/);
    expect(row(lines, 'Diskon')).toMatch(/ -2,500$/);
    expect(row(lines, 'TOTAL')).toBe(`TOTAL${' '.repeat(48 - 5 - 9)}3,280,000`);
    expect(row(lines, 'Tunai')).toMatch(/ 1,300,000$/);
    expect(row(lines, 'Transfer')).toMatch(/ 2,000,000$/);
    expect(row(lines, 'Total Bayar')).toMatch(/ 3,300,000$/);
    expect(row(lines, 'Kembalian')).toMatch(/ 20,000$/);
    expect(lines).toContain('1 Barang, 3.250 g');
    // Nothing zero is printed: no PPN, no rounding, no line discount.
    expect(row(lines, 'PPN')).toBeUndefined();
    expect(row(lines, 'Pembulatan')).toBeUndefined();
    expect(row(lines, '   Diskon')).toBeUndefined();
  });

  it('prints the shop, the title and the number; a reprint says so', () => {
    const lines = receiptText(sale, shop, setting, 32).map((l) => l.trim());
    expect(lines).toContain('TOKO EMAS KILAU');
    expect(lines).toContain('Telp: 022-123456');
    expect(lines).toContain('NOTA PENJUALAN');
    expect(lines).toContain('No      : PJ-TOKO01-260105-0001'); // a number is never sliced
    expect(lines.some((l) => l.includes('CETAK ULANG'))).toBe(false);
    expect(receiptText({ ...sale, reprint: 2 }, shop, setting, 32)).toContain('    *** CETAK ULANG ke-2 ***');
    expect(receiptText({ ...sale, reprint: 1 }, shop, setting, 32).some((l) => l.includes('CETAK ULANG'))).toBe(false);
  });

  it('prints a deposit with its down payment and what is left to pay', () => {
    const titip: ReceiptDocument = { ...sale, kind: 'titip', no: 'TT-1', pembayaran: [{ jenis: 'DEBIT', jumlah_rp: 1_000_000, fee_rp: 20_000 }], total_bayar: 1_000_000, kembalian: 0, dp_rp: 1_000_000, sisa_bayar: 2_280_000 };
    const lines = receiptText(titip, shop, setting, 48);
    expect(lines.map((l) => l.trim())).toContain('NOTA TITIP UANG');
    expect(row(lines, 'Kartu Debit')).toMatch(/ 1,000,000$/);
    expect(row(lines, '  Fee Kartu')).toMatch(/ 20,000$/);
    expect(row(lines, 'Uang Muka (DP)')).toMatch(/ 1,000,000$/);
    expect(row(lines, 'Sisa Bayar')).toMatch(/ 2,280,000$/);
  });
});

describe('receiptCopies', () => {
  it("prints a sale twice when 'Penjualan ACC' is duplicated, a deposit when 'Titipan' is", () => {
    expect(receiptCopies('penjualan', DEFAULT_RECEIPT)).toBe(1);
    expect(receiptCopies('penjualan', { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, penjualan_acc: 2 } })).toBe(2);
    expect(receiptCopies('titip', { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, penjualan_acc: 2 } })).toBe(1);
    expect(receiptCopies('titip', { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, titip: 2 } })).toBe(2);
  });

  it('shows the photo on every paper but 58 mm', () => {
    expect(paperShowsPhoto('80mm')).toBe(true);
    expect(paperShowsPhoto('A4')).toBe(true);
    expect(paperShowsPhoto('58mm')).toBe(false);
  });
});
