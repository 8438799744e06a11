// The receipts of a loan's redemption and renewal and of an instalment's payment (issue 22; domain/receipt-layout.ts):
// each laid out from what GET hutang-lunas/{no}, hutang-peremajaan/{no}, cicilan-bayar/{no} answer
// (domain/receipt-document.ts), on 80 mm (48 columns) and 58 mm (32), with the hand-worked numbers of the issue.
import { describe, expect, it } from 'vitest';
import { receiptText, RECEIPT_COLUMNS, type ReceiptShop } from '../../domain/receipt-layout';
import { receiptDocument } from '../../domain/receipt-document';
import { HUTANG_STEP_RECEIPTS } from '../../definitions/transactions/hutang';
import { BAYAR_CICILAN_RECEIPT } from '../../definitions/transactions/cicilan';
import { DEFAULT_RECEIPT } from '../../domain/settings';
import type { ReceiptSetting } from '../../domain/receipt';

const shop: ReceiptShop = { nama_toko: 'Toko Emas Kilau', alamat: 'Jl. Pasar Baru No. 1, Bandung', telepon: '022-123456' };
const setting: ReceiptSetting = { ...DEFAULT_RECEIPT, header: [], footer: ['Terima kasih'] };
const PAPERS = ['80mm', '58mm'] as const;

const header = {
  tgl_system: '2026-11-20',
  created_at: '2026-11-20T03:15:00.000Z',
  nama_customer: 'Ibu Ratna',
  alamat_customer: 'Jl. Melati 2, Bandung',
  no_hp: '',
  nama_sales: 'Sinta',
  nama_kasir: 'Kasir Satu',
  kembalian: 0,
};

// The example: Rp 5.000.000 at 2 % a month redeemed after 20 days: interest 67.000, total 5.067.000, paid
// 5.000.000 by transfer into BCA 1234567890 and 100.000 cash (33.000 change).
const redemption = {
  ...header,
  no_lunas: 'LH-TOKO01-20261120-0001',
  no_faktur_hutang: 'HT-TOKO01-20261031-0001',
  grand_total: 5_067_000,
  total_bayar: 5_100_000,
  kembalian: 33_000,
  items: [
    { nama_barang: 'Cincin Emas', kadar: 75, berat: 5, berat_jual: 5 },
    { nama_barang: 'Gelang Emas', kadar: 70, berat: 4.25, berat_jual: 4.25 },
  ],
  pembayaran: [
    { jenis: 'TRANSFER', jumlah_rp: 5_000_000, fee_rp: 0, kode_bank: '', no_rekening: '1234567890', bank_rekening: 'BCA' },
    { jenis: 'TUNAI', jumlah_rp: 100_000, fee_rp: 0 },
  ],
  tagihan: { jumlah_hutang: 5_000_000, lama_pinjam_hari: 20, bunga_persen: 2, bunga_rp: 67_000, denda_rp: 0, pokok_rp: 5_000_000, total_bayar: 5_067_000 },
};

// Renewed after 20 days at 2,5 % with 1.000.000 of the principal: 67.000 + 15.000 late fee + 1.000.000 = 1.082.000.
const renewal = {
  ...header,
  no_peremajaan: 'RH-TOKO01-20261120-0001',
  no_faktur_hutang: 'HT-TOKO01-20261031-0001',
  grand_total: 1_082_000,
  total_bayar: 1_082_000,
  items: redemption.items,
  pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_082_000, fee_rp: 0 }],
  tagihan: { jumlah_hutang: 5_000_000, lama_pinjam_hari: 20, bunga_persen: 2, bunga_rp: 67_000, denda_rp: 15_000, pokok_rp: 1_000_000, total_bayar: 1_082_000 },
  termin_baru: { jumlah_hutang: 4_000_000, bunga_persen: 2.5, tgl_jatuh_tempo: '2027-01-19' },
};

// The contract: instalment 1.413.500; the second paid with a 28.500 late fee leaves 5.653.000.
const instalment = {
  ...header,
  no_bayar: 'BC-TOKO01-20261120-0001',
  no_cicilan: 'CC-TOKO01-20260915-0001',
  grand_total: 1_442_000,
  total_bayar: 1_442_000,
  items: [],
  pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 1_442_000, fee_rp: 0 }],
  angsuran: { ke: 2, jumlah_rp: 1_413_500, denda_rp: 28_500, sisa_bayar: 5_653_000, tgl_jatuh_tempo_berikut: '2026-12-15', no_faktur_jual: null },
};

const payOff = {
  ...instalment,
  no_bayar: 'BC-TOKO01-20261120-0002',
  grand_total: 5_413_000,
  total_bayar: 5_413_000,
  pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 5_413_000, fee_rp: 0 }],
  angsuran: { ke: 0, jumlah_rp: 5_413_000, denda_rp: 0, sisa_bayar: 0, tgl_jatuh_tempo_berikut: null, no_faktur_jual: 'JL-TOKO01-20261120-0001' },
};

const lunas = (d: Record<string, unknown>) => receiptDocument(HUTANG_STEP_RECEIPTS.lunas, String(d.no_lunas), d);
const peremajaan = (d: Record<string, unknown>) => receiptDocument(HUTANG_STEP_RECEIPTS.perpanjang, String(d.no_peremajaan), d);
const bayar = (d: Record<string, unknown>) => receiptDocument(BAYAR_CICILAN_RECEIPT, String(d.no_bayar), d);

/** The value printed for `label` (a label then spaces or a colon): right of it on its line or, moved whole, on the next. */
function valueOf(lines: string[], label: string): string {
  const i = lines.findIndex((l) => l.trimStart().startsWith(label) && /^(\s|:|$)/.test(l.trimStart().slice(label.length)));
  expect(i, `${label} in:\n${lines.join('\n')}`).toBeGreaterThanOrEqual(0);
  const rest = lines[i].trimStart().slice(label.length).replace(/^\s*:?\s*/, '').trim();
  return rest || lines[i + 1].trim();
}

describe('a redemption receipt (NOTA PELUNASAN HUTANG)', () => {
  for (const paper of PAPERS) {
    it(`on ${paper}: the loan, the pieces handed back, principal, days, rate, interest, late fee, total, payments, change`, () => {
      const w = RECEIPT_COLUMNS[paper];
      const lines = receiptText(lunas(redemption), shop, setting, w);
      expect(lines.every((l) => l.length <= w)).toBe(true);
      const text = lines.join('\n');
      expect(text).toContain('NOTA PELUNASAN HUTANG');
      expect(valueOf(lines, 'No')).toBe('LH-TOKO01-20261120-0001');
      expect(valueOf(lines, 'No Hutang')).toBe('HT-TOKO01-20261031-0001');
      expect(valueOf(lines, 'Customer')).toBe('Ibu Ratna');
      expect(valueOf(lines, 'Kasir')).toBe('Kasir Satu');
      expect(valueOf(lines, 'Tanggal')).toMatch(/^2026-11-20 \d{2}:15$/);
      expect(text).toContain('Barang Dikembalikan');
      expect(valueOf(lines, '1. Cincin Emas')).toBe('75,00% 5,000 g');
      expect(valueOf(lines, '2. Gelang Emas')).toBe('70,00% 4,250 g');
      expect(valueOf(lines, 'Pokok Hutang')).toBe('5.000.000');
      expect(valueOf(lines, 'Lama Pinjam')).toBe('20 Hari');
      expect(valueOf(lines, 'Bunga 2,00%')).toBe('67.000');
      expect(valueOf(lines, 'Denda')).toBe('0');
      expect(valueOf(lines, 'TOTAL')).toBe('5.067.000');
      expect(valueOf(lines, 'Transfer')).toBe('5.000.000');
      expect(text).toContain('BCA 1234567890');
      expect(valueOf(lines, 'Tunai')).toBe('100.000');
      expect(valueOf(lines, 'Total Bayar')).toBe('5.100.000');
      expect(valueOf(lines, 'Kembalian')).toBe('33.000');
      // A redemption repays all of the principal: no separate line for it, and no new term.
      expect(text).not.toContain('Bayar Pokok');
      expect(text).not.toContain('Jatuh Tempo Baru');
    });
  }

  it('says it is a reprint from its second print', () => {
    const lines = receiptText({ ...lunas(redemption), reprint: 2 }, shop, setting, 48);
    expect(lines.join('\n')).toContain('*** CETAK ULANG ke-2 ***');
    expect(receiptText(lunas(redemption), shop, setting, 48).join('\n')).not.toContain('CETAK ULANG');
  });
});

describe('a renewal receipt (NOTA PEREMAJAAN HUTANG)', () => {
  for (const paper of PAPERS) {
    it(`on ${paper}: the bill paid with the principal repaid, then the new principal, rate and due date`, () => {
      const w = RECEIPT_COLUMNS[paper];
      const lines = receiptText(peremajaan(renewal), shop, setting, w);
      expect(lines.every((l) => l.length <= w)).toBe(true);
      const text = lines.join('\n');
      expect(text).toContain('NOTA PEREMAJAAN HUTANG');
      expect(valueOf(lines, 'No')).toBe('RH-TOKO01-20261120-0001');
      expect(valueOf(lines, 'No Hutang')).toBe('HT-TOKO01-20261031-0001');
      expect(valueOf(lines, 'Bunga 2,00%')).toBe('67.000');
      expect(valueOf(lines, 'Denda')).toBe('15.000');
      expect(valueOf(lines, 'Bayar Pokok')).toBe('1.000.000');
      expect(valueOf(lines, 'TOTAL')).toBe('1.082.000');
      expect(valueOf(lines, 'Pokok Hutang Baru')).toBe('4.000.000');
      expect(valueOf(lines, 'Bunga Baru')).toBe('2,50%');
      expect(valueOf(lines, 'Jatuh Tempo Baru')).toBe('2027-01-19');
      expect(valueOf(lines, 'Tunai')).toBe('1.082.000');
      // The pieces stay in custody: none is listed as handed back.
      expect(text).not.toContain('Barang Dikembalikan');
    });
  }

  it('prints no principal line when none was repaid', () => {
    const lines = receiptText(peremajaan({ ...renewal, tagihan: { ...renewal.tagihan, pokok_rp: 0 } }), shop, setting, 48);
    expect(lines.join('\n')).not.toContain('Bayar Pokok');
  });
});

describe('an instalment receipt (NOTA PEMBAYARAN CICILAN)', () => {
  for (const paper of PAPERS) {
    it(`on ${paper}: the contract, which instalment, its late fee, the payments, what remains and the next due date`, () => {
      const w = RECEIPT_COLUMNS[paper];
      const lines = receiptText(bayar(instalment), shop, setting, w);
      expect(lines.every((l) => l.length <= w)).toBe(true);
      const text = lines.join('\n');
      expect(text).toContain('NOTA PEMBAYARAN CICILAN');
      expect(valueOf(lines, 'No')).toBe('BC-TOKO01-20261120-0001');
      expect(valueOf(lines, 'No Cicilan')).toBe('CC-TOKO01-20260915-0001');
      expect(valueOf(lines, 'Angsuran Ke-2')).toBe('1.413.500');
      expect(valueOf(lines, 'Denda')).toBe('28.500');
      expect(valueOf(lines, 'TOTAL')).toBe('1.442.000');
      expect(valueOf(lines, 'Tunai')).toBe('1.442.000');
      expect(valueOf(lines, 'Sisa Cicilan')).toBe('5.653.000');
      expect(valueOf(lines, 'Jatuh Tempo Berikut')).toBe('2026-12-15');
      expect(text).not.toContain('Pelunasan');
      expect(text).not.toContain('Nota Jual');
    });

    it(`on ${paper}: the pay-off names Pelunasan and the sale that handed the pieces over; nothing remains`, () => {
      const w = RECEIPT_COLUMNS[paper];
      const lines = receiptText(bayar(payOff), shop, setting, w);
      expect(lines.every((l) => l.length <= w)).toBe(true);
      expect(valueOf(lines, 'Pelunasan')).toBe('5.413.000');
      expect(valueOf(lines, 'Sisa Cicilan')).toBe('0');
      expect(valueOf(lines, 'Nota Jual')).toBe('JL-TOKO01-20261120-0001');
      expect(lines.join('\n')).not.toContain('Jatuh Tempo Berikut');
    });
  }
});
