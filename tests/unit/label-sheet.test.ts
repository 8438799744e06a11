// The label sheet as a printer sees it: the PDF is rasterized by poppler's pdftoppm and every label's barcode
// is read back by an independent decoder (ZXing), which must return each item's code exactly; the texts are
// read back with pdfjs. pdftoppm is required (Debian package poppler-utils, installed by .ci/run): without it
// the test fails, it does not skip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLabelSheetPdf,
  DEFAULT_LABEL_LAYOUT,
  LABEL_LAYOUTS,
  labelBox,
  LabelSheetError,
  type LabelItem,
  type LabelLayout,
} from '../../src/engine/export/label-sheet';
import { pdfPages, pdfPageSizeMm } from '../helpers/pdf-text';

const DPI = 300;
const mmToPx = (mm: number) => Math.round((mm * DPI) / 25.4);

interface Page {
  width: number;
  height: number;
  /** One byte of luminance a pixel. */
  gray: Uint8ClampedArray;
}

let workDir: string;

beforeAll(() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      'pdftoppm not found: the label-sheet test rasterizes PDFs with it. Install poppler-utils (apt-get install poppler-utils).',
    );
  }
  workDir = mkdtempSync(join(tmpdir(), 'kilau-labels-'));
});
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function rasterize(pdf: Uint8Array, name: string): Page[] {
  const file = join(workDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-png', file, join(workDir, name)]);
  return readdirSync(workDir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => {
      const png = PNG.sync.read(readFileSync(join(workDir, f)));
      const gray = new Uint8ClampedArray(png.width * png.height);
      for (let p = 0; p < gray.length; p++) gray[p] = png.data[4 * p];
      return { width: png.width, height: png.height, gray };
    });
}

/** The barcode ZXing finds inside the label at `index`, or null. */
function decodeLabel(pages: Page[], layout: LabelLayout, index: number): string | null {
  const box = labelBox(layout, index);
  const page = pages[box.page - 1];
  const left = mmToPx(box.x);
  const top = mmToPx(box.y);
  const width = Math.min(mmToPx(box.width), page.width - left);
  const height = Math.min(mmToPx(box.height), page.height - top);
  const source = new RGBLuminanceSource(page.gray, width, height, page.width, page.height, left, top);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}

/** Darkest pixel inside the label's box: 255 when nothing is printed there. */
function darkest(pages: Page[], layout: LabelLayout, index: number): number {
  const box = labelBox(layout, index);
  const page = pages[box.page - 1];
  let min = 255;
  for (let y = mmToPx(box.y); y < mmToPx(box.y + box.height); y++) {
    for (let x = mmToPx(box.x); x < mmToPx(box.x + box.width); x++) min = Math.min(min, page.gray[y * page.width + x]);
  }
  return min;
}

const item = (kode_barcode: string, nama_barang: string, extra: Partial<LabelItem> = {}): LabelItem => ({
  kode_barcode,
  nama_barang,
  berat: 1.5,
  kadar: 75,
  harga_total: 1234567,
  kode_baki: 'BK01',
  ...extra,
});

const ITEMS: LabelItem[] = [
  item('KLU0000123', 'CINCIN KAWIN POLOS'),
  item('KLU0000124', 'KALUNG RANTAI NURI 45 CM EMAS KUNING SUPER PANJANG SEKALI', { berat: '12.345', harga_total: '15250000' }),
  item('A1', 'GIWANG'),
  item('1234567890', 'GELANG ANAK', { kode_baki: null }),
  item('BR-2026-000451', 'LIONTIN HATI', { kadar: '37.5', berat: 0.125, harga_total: 987000 }),
  item('9', 'ANTING'),
  item('cc-77x', 'BROS MUTIARA'),
];

describe('label sheet on A4 (3 x 10)', () => {
  // Two positions of the first sheet are used already; 31 labels then run onto a second page.
  const many = [...ITEMS, ...Array.from({ length: 24 }, (_, k) => item(`KLU${String(500 + k).padStart(7, '0')}`, `CINCIN ${k}`))];
  const skip = 2;
  let pdf: Uint8Array;
  let pages: Page[];

  beforeAll(() => {
    pdf = new Uint8Array(buildLabelSheetPdf(many, DEFAULT_LABEL_LAYOUT, { skip }).output('arraybuffer'));
    pages = rasterize(pdf, 'a4');
  });

  it('is A4 and spills onto a second page after 30 positions', async () => {
    expect(pages).toHaveLength(2);
    expect(await pdfPageSizeMm(pdf)).toEqual({ width: 210, height: 297 });
  });

  it('prints barcodes that a scanner reads back as each item code, in order', () => {
    const read = many.map((_, k) => decodeLabel(pages, DEFAULT_LABEL_LAYOUT, skip + k));
    expect(read).toEqual(many.map((i) => i.kode_barcode));
  });

  it('leaves the skipped positions and those after the last label blank', () => {
    expect(darkest(pages, DEFAULT_LABEL_LAYOUT, 0)).toBe(255);
    expect(darkest(pages, DEFAULT_LABEL_LAYOUT, 1)).toBe(255);
    expect(darkest(pages, DEFAULT_LABEL_LAYOUT, skip + many.length)).toBe(255);
    expect(darkest(pages, DEFAULT_LABEL_LAYOUT, skip)).toBeLessThan(64);
  });

  it('shows the code, the name cut to fit, the tray, weight, kadar and price', async () => {
    const [first] = await pdfPages(pdf);
    expect(first).toContain('KLU0000123');
    expect(first).toContain('CINCIN KAWIN POLOS');
    expect(first).toContain('BK01');
    expect(first).toContain('1,500 g 75,00%');
    expect(first).toContain('Rp 1.234.567');
    expect(first).toContain('12,345 g 75,00%');
    expect(first).toContain('Rp 15.250.000');
    expect(first).toContain('0,125 g 37,50%');
    expect(first).toContain('Rp 987.000');
    // The long name is cut, never wrapped over the price line.
    expect(first).toContain('KALUNG RANTAI NURI');
    expect(first).not.toContain('SUPER PANJANG SEKALI');
  });
});

describe('roll label 60 x 15 mm', () => {
  const roll = LABEL_LAYOUTS.roll_60x15;
  const items = [ITEMS[0], ITEMS[3], ITEMS[4], item('KLU-ABCDEFGH-0001', 'CINCIN BERMATA')];
  let pdf: Uint8Array;
  let pages: Page[];

  beforeAll(() => {
    pdf = new Uint8Array(buildLabelSheetPdf(items, roll).output('arraybuffer'));
    pages = rasterize(pdf, 'roll');
  });

  it('is one 60 x 15 mm page a label', async () => {
    expect(pages).toHaveLength(items.length);
    expect(await pdfPageSizeMm(pdf)).toEqual({ width: 60, height: 15 });
  });

  it('prints barcodes that a scanner reads back as each item code', () => {
    expect(items.map((_, k) => decodeLabel(pages, roll, k))).toEqual(items.map((i) => i.kode_barcode));
  });

  it('shows the price line on the small label too', async () => {
    const texts = await pdfPages(pdf);
    expect(texts[0]).toContain('KLU0000123');
    expect(texts[0]).toContain('Rp 1.234.567');
    expect(texts[2]).toContain('0,125 g 37,50%');
  });
});

describe('refusals', () => {
  it('refuses an empty list, a code that cannot be printed, a code too long for the label, a layout that does not fit', () => {
    expect(() => buildLabelSheetPdf([])).toThrow(new LabelSheetError('Belum Ada Barang Yang Dipilih'));
    expect(() => buildLabelSheetPdf([item('KLU 01', 'A'), item('KLÜ02', 'B')])).toThrow(/Tidak Bisa Dicetak: 'Ü'/);
    expect(() => buildLabelSheetPdf([item('', 'A')])).toThrow('Barcode Tidak Boleh Kosong');
    expect(() => buildLabelSheetPdf([item('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'A')], LABEL_LAYOUTS.roll_60x15)).toThrow(
      "Barcode 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' Terlalu Panjang Untuk Ukuran Label Ini",
    );
    expect(() => buildLabelSheetPdf([ITEMS[0]], { ...DEFAULT_LABEL_LAYOUT, columns: 4 })).toThrow('Label Tidak Muat Di Halaman');
    expect(() => buildLabelSheetPdf([ITEMS[0]], { ...DEFAULT_LABEL_LAYOUT, rows: 0 })).toThrow('Jumlah Kolom Dan Baris Minimal 1');
  });
});
