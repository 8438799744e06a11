// Prints the Surat Jalan with the screen's translations; jspdf loads only when asked.
import type { Transfer } from './surat-jalan';

const LABELS = ['title', 'no_kirim', 'tgl_kirim', 'asal', 'tujuan', 'kirim_by', 'keterangan', 'no', 'barcode', 'nama', 'qty', 'berat', 'total', 'pengirim', 'penerima'] as const;

export async function printTransfer(t: Transfer, translate: (key: string) => string): Promise<void> {
  const { printSuratJalan } = await import('./surat-jalan');
  printSuratJalan(t, Object.fromEntries(LABELS.map((k) => [k, translate(`kilau.kirim.sj.${k}`)])) as Record<(typeof LABELS)[number], string>);
}
