// The receipt's lines (domain/receipt-layout.ts): 48 columns on 80 mm, 32 on 58 mm, the spec's 20-character slices of
// header, footer, item name, description and customer, hand-worked totals, the reprint mark and the copies.
import { afterEach, describe, expect, it } from 'vitest';
import { receiptCopies, receiptText, RECEIPT_COLUMNS, paperShowsPhoto, type ReceiptDocument, type ReceiptShop } from '../../domain/receipt-layout';
import { receiptDocument } from '../../domain/receipt-document';
import { printingKind } from '../../definitions/define';
import saleScreens from '../../definitions/transactions/penjualan';
import depositScreens from '../../definitions/transactions/titip';
import buybackScreens from '../../definitions/transactions/pembelian';
import { DEFAULT_RECEIPT } from '../../domain/settings';
import { receiptSlices, type ReceiptSetting } from '../../domain/receipt';
import { formatHundredths as kadarText, formatRupiah, formatWeightMg, setNumberLanguage } from '../../domain/units';

/** The kinds as their definitions declare their receipts. */
const SALE = printingKind(saleScreens);
const DEPOSIT = printingKind(depositScreens);
const BUYBACK = printingKind(buybackScreens);

const shop: ReceiptShop = { nama_toko: 'Toko Emas Kilau', alamat: 'Jl. Pasar Baru No. 1, Bandung', telepon: '022-123456' };

// 3.250 g at Rp 1.000.000/g = Rp 3.250.000, ongkos Rp 10.000/g = Rp 32.500: line Rp 3.282.500; Rp 2.500 off the total
// gives Rp 3.280.000; paid Rp 1.300.000 cash + Rp 2.000.000 transfer = Rp 3.300.000, change Rp 20.000.
const sale: ReceiptDocument = {
  layout: SALE.receipt,
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

  it('prints the header, footer, item name and customer in 20-character slices, broken between words', () => {
    const lines = receiptText(sale, shop, setting, 48);
    // 47 characters of header: 3 slices, centred.
    expect(lines.slice(0, 3).map((l) => l.trim())).toEqual(['SELAMAT DATANG DI', 'TOKO EMAS KILAU', 'CABANG BANDUNG']);
    expect(lines).toContain('1. Cincin Polos Belah');
    expect(lines).toContain('   Rotan Motif Daun');
    expect(lines).toContain('   Ukuran 12');
    expect(lines).toContain('Customer: Budi Santoso');
    expect(lines).toContain('          Wijayakusuma Dari');
    expect(lines).toContain('          Bandung');
    // The empty footer line stays: a spacer before the paper is cut.
    expect(lines.slice(-4).map((l) => l.trim())).toEqual(['Barang yang sudah', 'dibeli dapat dijual', 'kembali', '']);
  });

  it('caps a slice line at 60 characters', () => {
    const lines = receiptText({ ...sale, nama_customer: 'x'.repeat(80) }, shop, setting, 48);
    expect(lines.filter((l) => /x{20}/.test(l))).toHaveLength(3);
  });

  describe('printed from an English interface', () => {
    afterEach(() => setNumberLanguage('id'));
    it('prints its numbers the Indonesian way, as its words are', () => {
      setNumberLanguage('en');
      const lines = receiptText(sale, shop, setting, 48);
      expect(row(lines, '   C750001')).toMatch(/ 75,00% 3,250 g$/);
      expect(row(lines, 'TOTAL')).toMatch(/ 3\.280\.000$/);
      expect(lines).toContain('1 Barang, 3,250 g');
    });
  });

  it('prints the hand-worked amounts: line, totals, payments and change', () => {
    const lines = receiptText(sale, shop, setting, 48);
    expect(row(lines, '   C750001')).toBe(`   C750001${' '.repeat(48 - 10 - '75,00% 3,250 g'.length)}75,00% 3,250 g`);
    expect(row(lines, '   Harga')).toMatch(/ 3\.250\.000$/);
    expect(row(lines, '   Ongkos')).toMatch(/ 32\.500$/);
    expect(row(lines, '   Jumlah')).toMatch(/ 3\.282\.500$/);
    expect(row(lines, 'Subtotal')).toMatch(/ 3\.282\.500$/);
    expect(row(lines, 'Diskon')).toMatch(/ -2\.500$/);
    expect(row(lines, 'TOTAL')).toBe(`TOTAL${' '.repeat(48 - 5 - 9)}3.280.000`);
    expect(row(lines, 'Tunai')).toMatch(/ 1\.300\.000$/);
    expect(row(lines, 'Transfer')).toMatch(/ 2\.000\.000$/);
    expect(row(lines, 'Total Bayar')).toMatch(/ 3\.300\.000$/);
    expect(row(lines, 'Kembalian')).toMatch(/ 20\.000$/);
    expect(lines).toContain('1 Barang, 3,250 g');
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
    const titip: ReceiptDocument = { ...sale, layout: DEPOSIT.receipt, no: 'TT-1', pembayaran: [{ jenis: 'DEBIT', jumlah_rp: 1_000_000, fee_rp: 20_000 }], total_bayar: 1_000_000, kembalian: 0, dp_rp: 1_000_000, sisa_bayar: 2_280_000 };
    const lines = receiptText(titip, shop, setting, 48);
    expect(lines.map((l) => l.trim())).toContain('NOTA TITIP UANG');
    expect(row(lines, 'Kartu Debit')).toMatch(/ 1\.000\.000$/);
    expect(row(lines, '  Fee Kartu')).toMatch(/ 20\.000$/);
    expect(row(lines, 'Uang Muka (DP)')).toMatch(/ 1\.000\.000$/);
    expect(row(lines, 'Sisa Bayar')).toMatch(/ 2\.280\.000$/);
  });
});

describe('buy-back and trade-in receipts', () => {
  // A ring bought back at Rp 1.864.500 (2.345 g net, 2.400 g gross, condition BAGUS), paid Rp 864.500 in cash and
  // Rp 1.000.000 by transfer to the customer's BCA account.
  const buyback: ReceiptDocument = {
    ...sale,
    layout: BUYBACK.receipt,
    no: 'BL-TOKO01-261124-0001',
    items: [{ kode_barcode: 'C750001', nama_barang: 'CINCIN POLOS BELAH ROTAN', kadar: 75, berat_jual: 2.345, berat_kotor: 2.4, kondisi: 'BAGUS', harga: 1_864_500, ongkos: 0, diskon_rp: 0, total: 1_864_500 }],
    pembayaran: [
      { jenis: 'TUNAI', jumlah_rp: 864_500, fee_rp: 0 },
      { jenis: 'TRANSFER', jumlah_rp: 1_000_000, fee_rp: 0, kode_bank: 'BCA', no_rekening: '0987654321' },
    ],
    subtotal: 1_864_500,
    diskon_rp: 0,
    grand_total: 1_864_500,
    total_bayar: 1_864_500,
    kembalian: 0,
  };

  it('prints each piece with its weights, condition and price, the money paid out and the signatures', () => {
    for (const columns of [48, 32]) expect(receiptText(buyback, shop, setting, columns).every((l) => l.length <= columns)).toBe(true);
    const lines = receiptText(buyback, shop, setting, 48);
    expect(lines.map((l) => l.trim())).toContain('NOTA PEMBELIAN');
    expect(lines).toContain('1. CINCIN POLOS BELAH');
    expect(lines).toContain('   ROTAN');
    expect(row(lines, '   C750001')).toMatch(/ 75,00% 2,345 g$/);
    expect(row(lines, '   Berat Kotor')).toMatch(/ 2,400 g$/);
    expect(row(lines, '   Kondisi')).toMatch(/ BAGUS$/);
    expect(row(lines, '   Harga')).toMatch(/ 1\.864\.500$/);
    expect(row(lines, 'TOTAL')).toMatch(/ 1\.864\.500$/);
    expect(row(lines, 'Tunai')).toMatch(/ 864\.500$/);
    expect(row(lines, 'Transfer')).toMatch(/ 1\.000\.000$/);
    expect(lines).toContain('  BCA 0987654321');
    expect(row(lines, 'Total Dibayar')).toMatch(/ 1\.864\.500$/);
    // No change is given on money paid out; no sale totals.
    expect(row(lines, 'Kembalian')).toBeUndefined();
    expect(row(lines, 'Subtotal')).toBeUndefined();
    expect(lines.some((l) => /\( Customer \) +\( Kasir \)/.test(l))).toBe(true);
  });

  it("shows a trade-in's buy-back on its sale's receipt: the pieces, their value, TUKAR paid and what went back", () => {
    // The sale of Rp 3.280.000 is paid Rp 1.864.500 by the old ring and Rp 1.415.500 in cash.
    const tradeIn: ReceiptDocument = {
      ...sale,
      pembayaran: [
        { jenis: 'TUKAR', jumlah_rp: 1_864_500, fee_rp: 0 },
        { jenis: 'TUNAI', jumlah_rp: 1_415_500, fee_rp: 0 },
      ],
      total_bayar: 3_280_000,
      kembalian: 0,
      tukar: { no: 'BL-TOKO01-261124-0002', total: 1_864_500, items: buyback.items },
    };
    const lines = receiptText(tradeIn, shop, setting, 48);
    const block = lines.indexOf(lines.find((l) => l.trim() === 'TUKAR TAMBAH')!);
    expect(block).toBeGreaterThan(lines.indexOf(row(lines, 'TOTAL')!));
    expect(lines[block + 1]).toBe('No Beli: BL-TOKO01-261124-0002');
    // Indented: the photo of the sale's first piece stays with the sale's line.
    expect(lines).toContain(' 1. CINCIN POLOS BELAH');
    expect(row(lines, 'Total Tukar')).toMatch(/ 1\.864\.500$/);
    expect(row(lines, 'Tukar Tambah')).toMatch(/ 1\.864\.500$/);
    expect(row(lines, 'Tunai')).toMatch(/ 1\.415\.500$/);
    expect(row(lines, 'Kembali Ke Customer')).toBeUndefined();
    // Old gold worth more than the sale: all of the sale paid by TUKAR, the rest back to the customer.
    const more = receiptText(
      { ...tradeIn, pembayaran: [{ jenis: 'TUKAR', jumlah_rp: 3_280_000, fee_rp: 0 }], tukar: { ...tradeIn.tukar!, total: 4_000_000 } },
      shop,
      setting,
      48,
    );
    expect(row(more, 'Kembali Ke Customer')).toMatch(/ 720\.000$/);
  });

  it("prints a buy-back twice by 'Pembelian', a trade-in by 'Tukar'", () => {
    const copies = (c: Partial<ReceiptSetting['copies']>) => ({ ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, ...c } });
    expect(receiptCopies(BUYBACK.receipt, DEFAULT_RECEIPT)).toBe(1);
    expect(receiptCopies(BUYBACK.receipt, copies({ pembelian: 2 }))).toBe(2);
    expect(receiptCopies(SALE.receipt, copies({ tukar: 2 }))).toBe(1);
    expect(receiptCopies(SALE.receipt, copies({ tukar: 2 }), true)).toBe(2);
  });
});

describe('receiptCopies', () => {
  it("prints a sale twice when 'Penjualan ACC' is duplicated, a deposit when 'Titipan' is", () => {
    expect(receiptCopies(SALE.receipt, DEFAULT_RECEIPT)).toBe(1);
    expect(receiptCopies(SALE.receipt, { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, penjualan_acc: 2 } })).toBe(2);
    expect(receiptCopies(DEPOSIT.receipt, { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, penjualan_acc: 2 } })).toBe(1);
    expect(receiptCopies(DEPOSIT.receipt, { ...DEFAULT_RECEIPT, copies: { ...DEFAULT_RECEIPT.copies, titip: 2 } })).toBe(2);
  });

  it('shows the photo on every paper but 58 mm', () => {
    expect(paperShowsPhoto('80mm')).toBe(true);
    expect(paperShowsPhoto('A4')).toBe(true);
    expect(paperShowsPhoto('58mm')).toBe(false);
  });
});

// Issue 19 item 9: a receipt never cuts a number or a code, and never breaks a word mid-word.
describe('wrapping: nothing is cut', () => {
  /** Whether `token` prints whole: one of the printed words. */
  const whole = (lines: string[], token: string) => lines.some((l) => l.split(/\s+/).includes(token));
  const words = (text: string) => text.split(/\s+/).filter(Boolean);

  // 10.250 g at Rp 1.000.000/g = Rp 10.250.000 (weight-priced), paid by debit card with a 2 % fee of Rp 205.000:
  // the card is charged Rp 10.455.000.
  const long: ReceiptDocument = {
    ...sale,
    no: 'JL-TOKO01-20261128-0014',
    kasir: 'KASIR01',
    nama_customer: 'Budi Santoso Wijayakusuma',
    alamat_customer: 'Jl. Merdeka Barat No. 12, Kelurahan Gambir, Jakarta Pusat',
    items: [{ ...sale.items[0], kode_barcode: 'TOKO01000014', berat_jual: 10.25, harga_per_gram: 1_000_000, harga: 10_250_000, ongkos: 0, total: 10_250_000 }],
    pembayaran: [{ jenis: 'DEBIT', jumlah_rp: 10_250_000, fee_rp: 205_000, kode_bank: 'BCA', no_rekening: '1234567890' }],
    subtotal: 10_250_000,
    diskon_rp: 0,
    grand_total: 10_250_000,
    total_bayar: 10_250_000,
    kembalian: 0,
  };
  const longShop: ReceiptShop = { nama_toko: 'Toko Emas Kilau Jaya Abadi Sentosa', alamat: 'Jl. Pasar Baru No. 1, Kecamatan Sumur Bandung, Bandung', telepon: '022-123456' };
  const longSetting: ReceiptSetting = { ...setting, footer: ['Barang yang sudah dibeli dapat dijual kembali ke toko kami'] };

  it('prints the 58 mm nota number whole (it was cut to JL-TOKO01-20261128-001)', () => {
    const lines = receiptText(long, longShop, longSetting, 32);
    expect(lines).toContain('No: JL-TOKO01-20261128-0014');
    expect(receiptText(long, longShop, longSetting, 48)).toContain('No      : JL-TOKO01-20261128-0014');
  });

  it('keeps every number, code and word whole and every line on the paper, from 24 to 48 columns', () => {
    const numbers = [long.no, 'TOKO01000014', '1234567890', formatWeightMg(10_250), formatRupiah(10_250_000), formatRupiah(1_000_000), formatRupiah(205_000), formatRupiah(10_455_000), '6281234567890'];
    const texts = [longShop.nama_toko.toUpperCase(), longShop.alamat, long.nama_customer, long.alamat_customer, longSetting.footer[0]];
    for (let columns = 24; columns <= 48; columns++) {
      const lines = receiptText(long, longShop, longSetting, columns);
      expect(lines.filter((l) => l.length > columns), `${columns} columns`).toEqual([]);
      for (const n of numbers) expect(whole(lines, n), `${n} on ${columns} columns`).toBe(true);
      for (const word of texts.flatMap(words)) expect(whole(lines, word), `${word} on ${columns} columns`).toBe(true);
    }
  });

  it('moves a right-aligned value that does not fit beside its label whole to the next line, at the right edge', () => {
    const lines = receiptText(long, longShop, longSetting, 24);
    const at = lines.indexOf('   TOKO01000014');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe(`${kadarText(75_00)}% ${formatWeightMg(10_250)} g`.padStart(24));
  });

  it('breaks the shop, the address and the footer between words', () => {
    const lines = receiptText(long, longShop, longSetting, 32).map((l) => l.trim());
    expect(lines).toContain('TOKO EMAS KILAU JAYA ABADI');
    expect(lines).toContain('SENTOSA');
    expect(lines).toContain('Alamat  : Jl. Merdeka Barat');
    expect(lines).toContain('No. 12, Kelurahan');
    expect(lines.slice(-3)).toEqual(['Barang yang sudah', 'dibeli dapat dijual', 'kembali ke toko kami']);
  });

  it('cuts only a word longer than a slice, and never one with a digit', () => {
    expect(receiptSlices('Perumahan-Griya-Indah-Permai Blok A')).toEqual(['Perumahan-Griya-Inda', 'h-Permai Blok A']);
    expect(receiptSlices('Rek 0987654321098765432109 BCA')).toEqual(['Rek', '0987654321098765432109', 'BCA']);
    // At most 60 characters, cut where a word ends: 'ti' of the 61st character is not printed alone.
    expect(receiptSlices('Terima kasih atas kunjungan anda, barang yang sudah dibeli tidak dapat ditukar')).toEqual([
      'Terima kasih atas',
      'kunjungan anda,',
      'barang yang sudah',
      'dibeli',
    ]);
  });
});

describe('what the receipt shows (issue 19 item 9)', () => {
  const lines80 = (doc: ReceiptDocument) => receiptText(doc, shop, setting, 48);
  const row80 = (doc: ReceiptDocument, label: string) => row(lines80(doc), label);

  it('names the cashier and the price per gram of a weight-priced line (none on a tagged piece)', () => {
    const doc: ReceiptDocument = { ...sale, kasir: 'KASIR01', items: [{ ...sale.items[0], harga_per_gram: 1_000_000 }] };
    expect(lines80(doc)).toContain('Kasir   : KASIR01');
    expect(row80(doc, '   Harga/Gram')).toMatch(new RegExp(` ${formatRupiah(1_000_000)}$`));
    expect(row80(sale, '   Harga/Gram')).toBeUndefined();
  });

  it("prints a bank payment's bank and account, a card's fee and what the card was charged; Total Bayar with the fee", () => {
    const doc: ReceiptDocument = {
      ...sale,
      pembayaran: [
        { jenis: 'TRANSFER', jumlah_rp: 1_000_000, fee_rp: 0, kode_bank: 'BCA', no_rekening: '1234567890' },
        { jenis: 'KREDIT', jumlah_rp: 2_280_000, fee_rp: 68_400, kode_bank: 'MANDIRI', no_rekening: '1300012345678' },
        { jenis: 'QRIS', jumlah_rp: 20_000, fee_rp: 0, kode_bank: 'BNI', no_rekening: '0099887766' },
      ],
      total_bayar: 3_300_000,
    };
    const lines = lines80(doc);
    const at = lines.indexOf(row(lines, 'Kartu Kredit')!);
    expect(lines[at - 1]).toBe('  BCA 1234567890');
    expect(lines[at + 1]).toBe('  MANDIRI 1300012345678');
    expect(lines[at + 2]).toMatch(new RegExp(`^  Fee Kartu +${formatRupiah(68_400)}$`));
    expect(lines[at + 3]).toMatch(new RegExp(`^  Total Gesek Kartu +${formatRupiah(2_348_400)}$`));
    expect(lines).toContain('  BNI 0099887766');
    expect(row(lines, 'Total Bayar')).toMatch(new RegExp(` ${formatRupiah(3_368_400)}$`));
    // Cash has no bank line.
    expect(lines.filter((l) => /^ {2}[A-Z]+ \d+$/.test(l))).toHaveLength(3);
  });

  it('prints a manual stock line, which has no kadar of its own, with its weight only', () => {
    const manual: ReceiptDocument = { ...sale, items: [{ ...sale.items[0], kode_barcode: '', kadar: 0 }] };
    expect(lines80(manual)).toContain(`${formatWeightMg(3_250)} g`.padStart(48));
  });

  it("names the deposit a pay-off's Titipan line used", () => {
    const doc: ReceiptDocument = { ...sale, pembayaran: [{ jenis: 'TITIP', jumlah_rp: 3_280_000, fee_rp: 0, no_reff: 'TP-TOKO01-20261128-0003' }], total_bayar: 3_280_000, kembalian: 0 };
    const lines = lines80(doc);
    expect(lines[lines.indexOf(row(lines, 'Titipan')!) + 1]).toBe('  TP-TOKO01-20261128-0003');
  });

  it("marks a piece bought back without its receipt 'Tanpa Nota', and names the receipt a piece came with", () => {
    const piece = { kode_barcode: 'C750001', nama_barang: 'CINCIN', kadar: 75, berat_jual: 2.345, berat_kotor: 2.4, kondisi: 'BAGUS', harga_per_gram: 800_000, harga: 1_864_500, ongkos: 0, diskon_rp: 0, total: 1_864_500 };
    const buyback: ReceiptDocument = {
      ...sale,
      layout: BUYBACK.receipt,
      items: [
        { ...piece, ada_nota: false, no_faktur_jual: '' },
        { ...piece, kode_barcode: 'C750002', ada_nota: true, no_faktur_jual: 'JL-TOKO01-20261128-0014' },
      ],
    };
    for (const columns of [32, 48]) {
      const lines = receiptText(buyback, shop, setting, columns);
      expect(lines.filter((l) => l.trim() === 'Tanpa Nota')).toHaveLength(1);
      expect(lines.some((l) => l.split(/\s+/).includes('JL-TOKO01-20261128-0014'))).toBe(true);
      expect(lines.filter((l) => l.includes('Harga/Gram') || l.trim() === formatRupiah(800_000)).length).toBeGreaterThanOrEqual(2);
    }
    expect(row(receiptText(buyback, shop, setting, 48), '   Nota Jual')).toMatch(/ JL-TOKO01-20261128-0014$/);
  });
});

describe('receiptDocument: what the API answers, in the layout', () => {
  it("takes the cashier, the account's bank, the price per gram, a buy-back's receipt and its customer's account", () => {
    const sold = receiptDocument(SALE, 'JL-1', {
      nama_kasir: 'Kasir Satu',
      input_by: 'KASIR01',
      items: [{ kode_barcode: 'C1', nama_barang: 'CINCIN', harga_per_gram: 950_000, berat_jual: 1 }],
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 950_000, fee_rp: 0, kode_bank: '', no_rekening: '1234567890', bank_rekening: 'BCA' }],
    });
    expect(sold.kasir).toBe('Kasir Satu');
    expect(sold.items[0].harga_per_gram).toBe(950_000);
    expect(sold.pembayaran[0]).toMatchObject({ kode_bank: 'BCA', no_rekening: '1234567890' });
    const bought = receiptDocument(BUYBACK, 'BL-1', {
      input_by: 'KASIR01',
      items: [{ kode_barcode: 'C1', nama_barang: 'CINCIN', berat: 1, kondisi: 'BAGUS', berat_kotor: 1, ada_nota: false, no_faktur_jual: '' }],
      pembayaran: [{ jenis: 'TRANSFER', jumlah_rp: 500_000, fee_rp: 0, kode_bank: 'BNI', no_rekening: '1234567890', no_reff: '555666777', bank_rekening: 'BCA' }],
    });
    expect(bought.kasir).toBe('KASIR01');
    expect(bought.items[0].ada_nota).toBe(false);
    expect(bought.pembayaran[0]).toMatchObject({ kode_bank: 'BNI', no_rekening: '555666777' });
  });
});
