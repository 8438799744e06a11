// The member card (issue 23) as a card printer sees it: one page the size of a bank card, the shop, the title, the
// member's name and phone read back with pdfjs, and the Code 128 code rasterized by poppler's pdftoppm and read back by
// an independent decoder (ZXing) as the member code exactly. A code no barcode can carry is refused with its message.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemberCardPdf, CARD_MM } from '../../src/custom-screens/member/kartu-member';
import { pdfPages, pdfPageSizeMm } from '../helpers/pdf-text';

const DPI = 300;
const mmToPx = (mm: number) => Math.round((mm * DPI) / 25.4);
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'kilau-kartu-'));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** The Code 128 text ZXing finds below the card's top band, or null. */
function decodeCard(pdf: Uint8Array): string | null {
  const file = join(workDir, 'kartu.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', String(DPI), '-gray', '-png', '-singlefile', file, join(workDir, 'kartu')]);
  const png = PNG.sync.read(readFileSync(join(workDir, 'kartu.png')));
  const gray = new Uint8ClampedArray(png.width * png.height);
  for (let p = 0; p < gray.length; p++) gray[p] = png.data[4 * p];
  const top = mmToPx(28);
  const source = new RGBLuminanceSource(gray, png.width, png.height - top, png.width, png.height, 0, top);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
  } catch {
    return null;
  }
}

const bytes = (doc: ReturnType<typeof buildMemberCardPdf>) => new Uint8Array(doc.output('arraybuffer'));

describe('the member card', () => {
  it('is one bank-card-sized page with the shop, the title, the member and a Code 128 of the member code', async () => {
    const pdf = bytes(buildMemberCardPdf({ kode_member: 'MBR-00123', nama_member: 'Budi Santoso', no_hp: '6281234567890' }, { title: 'KARTU MEMBER', namaToko: 'Toko Emas Kilau' }));
    expect(await pdfPageSizeMm(pdf)).toEqual({ width: Math.round(CARD_MM.width), height: Math.round(CARD_MM.height) });
    const [page, second] = await pdfPages(pdf);
    expect(second).toBeUndefined();
    for (const text of ['Toko Emas Kilau', 'KARTU MEMBER', 'Budi Santoso', '6281234567890', 'MBR-00123']) expect(page).toContain(text);
    expect(decodeCard(pdf)).toBe('MBR-00123');
  });

  it('refuses a code a barcode cannot carry', () => {
    expect(() => buildMemberCardPdf({ kode_member: 'MÉ1', nama_member: 'Ani' }, { title: 'KARTU MEMBER', namaToko: 'Toko' })).toThrow(
      "Barcode 'MÉ1' Berisi Karakter Yang Tidak Bisa Dicetak: 'É'",
    );
  });
});
