// Prints the receipt of a send with the screen's translations; jspdf loads only when asked.
import type { NotaKirimFull } from '../../../domain/kirim-uang';
import { NOTA_LABELS, type NotaLabels } from './nota-labels';

export async function printNota(n: NotaKirimFull, translate: (key: string) => string): Promise<void> {
  const { printNotaKirim } = await import('./nota-kirim');
  printNotaKirim(n, Object.fromEntries(NOTA_LABELS.map((k) => [k, translate(`kilau.kirim_uang.nota.${k}`)])) as NotaLabels);
}
