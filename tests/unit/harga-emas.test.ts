// The gold price of the day's pure rules (domain/harga-emas.ts): typed prices, the effective time, and which labels
// print a price; and the label sheet drawing a gold piece without one.
import { describe, expect, it } from 'vitest';
import { labelShowsPrice, readEffectiveTime, readPrice } from '../../domain/harga-emas';
import { buildLabelSheetPdf, LABEL_LAYOUTS, type LabelItem } from '../../src/engine/export/label-sheet';
import { pdfPages } from '../helpers/pdf-text';

describe('readPrice', () => {
  it('reads rupiah typed the Indonesian way, or sent as a number', () => {
    expect(readPrice('1.050.000', 'Group C75')).toEqual({ ok: true, value: 1050000 });
    expect(readPrice('Rp. 1.050.000 ,-', 'Group C75')).toEqual({ ok: true, value: 1050000 });
    expect(readPrice(980000, 'Group C75')).toEqual({ ok: true, value: 980000 });
  });
  it('names the row and what is wrong: not a number, zero, negative, too large', () => {
    expect(readPrice('satu juta', 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Harus Berupa Angka' });
    expect(readPrice('', 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Harus Berupa Angka' });
    expect(readPrice(null, 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Harus Berupa Angka' });
    expect(readPrice(12.5, 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Harus Berupa Angka' });
    expect(readPrice(0, 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Tidak Boleh 0' });
    expect(readPrice('-950.000', 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Tidak Boleh Negatif' });
    expect(readPrice(1e16, 'Group C75')).toEqual({ ok: false, message: 'Harga Group C75 Terlalu Besar' });
  });
});

describe('readEffectiveTime', () => {
  const now = new Date('2026-11-24T01:00:00Z');
  it('is now when empty, or a little in the past (clocks differ)', () => {
    expect(readEffectiveTime(undefined, now)).toEqual({ ok: true, at: now, now: true });
    expect(readEffectiveTime('', now)).toEqual({ ok: true, at: now, now: true });
    expect(readEffectiveTime('2026-11-24T00:57:00Z', now)).toEqual({ ok: true, at: now, now: true });
  });
  it('is a later time today or later', () => {
    expect(readEffectiveTime('2026-11-24T05:30:00Z', now)).toEqual({ ok: true, at: new Date('2026-11-24T05:30:00Z'), now: false });
    expect(readEffectiveTime('2026-11-25T01:00:00+07:00', now)).toMatchObject({ ok: true, now: false });
  });
  it('refuses the past, a typo of the year and what is no time', () => {
    expect(readEffectiveTime('2026-11-23T23:00:00Z', now)).toEqual({ ok: false, message: 'Waktu Berlaku Tidak Boleh Sebelum Sekarang' });
    expect(readEffectiveTime('2062-11-24T01:00:00Z', now)).toEqual({ ok: false, message: 'Waktu Berlaku Maksimal 1 Tahun Dari Sekarang' });
    expect(readEffectiveTime('besok', now)).toEqual({ ok: false, message: 'Waktu Berlaku Tidak Valid' });
    expect(readEffectiveTime(12, now)).toEqual({ ok: false, message: 'Waktu Berlaku Tidak Valid' });
  });
});

describe('labels of gold pieces', () => {
  it('print a price only for a piece with a tag price', () => {
    expect(labelShowsPrice({ harga_total: 0 })).toBe(false);
    expect(labelShowsPrice({ harga_total: '0' })).toBe(false);
    expect(labelShowsPrice({ harga_total: null })).toBe(false);
    expect(labelShowsPrice({ harga_total: 2500000 })).toBe(true);
    expect(labelShowsPrice({ harga_total: '15250000' })).toBe(true);
  });

  const piece = (kode_barcode: string, harga_total: number): LabelItem => ({ kode_barcode, nama_barang: 'CINCIN POLOS', berat: 2.345, kadar: 75, harga_total, kode_baki: 'A1' });
  it.each([
    ['A4 sheet', LABEL_LAYOUTS.a4_3x10],
    ['60 x 15 mm roll', LABEL_LAYOUTS.roll_60x15],
  ])('a gold piece shows weight and kadar and no price; a tagged piece keeps its price (%s)', async (_, layout) => {
    const pdf = new Uint8Array(buildLabelSheetPdf([piece('EMAS-001', 0), piece('BERLIAN-01', 7500000)], layout).output('arraybuffer'));
    const text = (await pdfPages(pdf)).join('\n');
    const gold = text.slice(text.indexOf('EMAS-001'), text.indexOf('BERLIAN-01'));
    expect(gold).toContain('2,345 g');
    expect(gold).toContain('75,00%');
    expect(gold).not.toContain('Rp');
    expect(text.slice(text.indexOf('BERLIAN-01'))).toContain('Rp 7.500.000');
  });
});
