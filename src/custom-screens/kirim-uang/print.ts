// Prints the receipt of a send with the screen's translations; jspdf loads only when asked.
import type { NotaKirimFull } from './nota-kirim';

const NOTA_LABELS = ['title', 'no_reff', 'tanggal', 'pengirim', 'input_by', 'dari', 'jumlah', 'tujuan', 'keterangan', 'penyetor', 'penerima'] as const;
/** Texts come from the screen's translate, so the receipt follows the chosen language. */
export type NotaLabels = Record<(typeof NOTA_LABELS)[number], string>;

export async function printNota(n: NotaKirimFull, translate: (key: string) => string): Promise<void> {
  const { printNotaKirim } = await import('./nota-kirim');
  printNotaKirim(n, Object.fromEntries(NOTA_LABELS.map((k) => [k, translate(`kilau.kirim_uang.nota.${k}`)])) as NotaLabels);
}
