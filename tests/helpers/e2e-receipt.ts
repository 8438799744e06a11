// A printed receipt read back as the printer got it (tests/e2e/receipts.test.ts, tests/e2e/hari-kasir.test.ts): the
// page the receipt frame handed to the browser's print, printed to PDF by Chromium and read by pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfPageSizeMm } from './pdf-text';

/**
 * Runs `print` (a click, a key) and answers the page the receipt frame of that print handed to the browser's print
 * (its page fitted to the receipt's length), once it is on `paper`.
 */
export async function printFrame(page: Page, print: () => Promise<void>, paper: string): Promise<string> {
  const before = await page.evaluate(() => document.getElementById('kilau-receipt-frame')?.getAttribute('src') ?? '');
  await print();
  const printed = await page.waitForFunction((old) => {
    const frame = document.getElementById('kilau-receipt-frame') as HTMLIFrameElement | null;
    const doc = frame?.getAttribute('src') !== old ? frame?.contentDocument : undefined;
    // Printed: its page was fitted to the receipt (a second style).
    return doc && doc.querySelectorAll('style').length > 1 ? doc.documentElement.outerHTML : false;
  }, before);
  const html = String(await printed.jsonValue());
  expect(html).toContain(`data-paper="${paper}"`);
  return html;
}

/**
 * Text as the printer got it: the receipt frame's page printed to PDF by Chromium, read back by pdftotext; how far a
 * line runs past the paper, and the PDF page's width in millimetres. `shot` (a path without extension) keeps a
 * screenshot and the PDF to look at.
 */
export async function printedPdfText(page: Page, html: string, shot: string): Promise<{ lines: string[]; overflow: number; widthMm: number }> {
  const paper = await page.context().newPage();
  try {
    await paper.setContent(html);
    // A line wider than the paper would push its <pre> beyond the receipt's width.
    const overflow = await paper.evaluate(() => Math.max(...[...document.querySelectorAll('pre')].map((p) => p.scrollWidth - p.clientWidth)));
    await paper.screenshot({ path: `${shot}.png`, fullPage: true });
    const pdf = await paper.pdf({ preferCSSPageSize: true, printBackground: true });
    const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
    try {
      writeFileSync(join(dir, 'nota.pdf'), pdf);
      writeFileSync(`${shot}.pdf`, pdf);
      const lines = execFileSync('pdftotext', ['-layout', join(dir, 'nota.pdf'), '-'], { encoding: 'utf8' }).split('\n');
      return { lines, overflow, widthMm: (await pdfPageSizeMm(new Uint8Array(pdf))).width };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await paper.close();
  }
}

/** Whether `token` is printed whole: one of the words of a line (or, for a phrase, on one line). */
export const printedWhole = (lines: string[], token: string) => lines.some((l) => (token.includes(' ') ? l.includes(token) : l.trim().split(/\s+/).includes(token)));

/** What a receipt prints right of `label` on the label's line (a total, an amount, a date), or undefined. */
export function printedValue(lines: string[], label: string): string | undefined {
  const line = lines.map((l) => l.trim()).find((l) => l === label || l.startsWith(`${label} `));
  return line?.slice(label.length).trim();
}
