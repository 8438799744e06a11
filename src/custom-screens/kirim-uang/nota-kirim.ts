// The printable receipt of a send to the head office (spec section 2: titled laporan kirim uang, with sender, amount,
// destination, note and reference number), built from the answer's nota_kirim: A5 portrait, places to sign.
// Loaded on demand: jspdf is heavy.
import { jsPDF } from 'jspdf';
import { formatRupiahMask } from '../../../domain/units';
import type { NotaKirimFull } from '../../../domain/kirim-uang';
import { openBlob } from '../../engine/export/download';
import type { NotaLabels } from './nota-labels';

export function buildNotaKirim(n: NotaKirimFull, labels: NotaLabels): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a5' });
  const width = doc.internal.pageSize.getWidth();
  doc.setFont('helvetica', 'bold').setFontSize(13).text(labels.title, width / 2, 16, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(10);
  const lines: [string, string][] = [
    [labels.no_reff, n.no_reff],
    [labels.tanggal, n.tgl_system],
    [labels.pengirim, `${n.kode_toko} - ${n.nama_toko}`],
    [labels.input_by, n.input_by],
    [labels.dari, n.akun],
    [labels.jumlah, formatRupiahMask(n.jumlah_rp)],
    [labels.tujuan, `${n.tujuan} - ${n.nama_tujuan}`],
    [labels.keterangan, n.keterangan],
  ];
  let y = 28;
  for (const [k, v] of lines) {
    doc.text(k, 12, y);
    doc.text(`: ${v}`, 48, y, { maxWidth: width - 60 });
    y += 7;
  }
  y += 10;
  doc.text(labels.penyetor, 34, y, { align: 'center' });
  doc.text(labels.penerima, width - 34, y, { align: 'center' });
  doc.text('(________________)', 34, y + 22, { align: 'center' });
  doc.text('(________________)', width - 34, y + 22, { align: 'center' });
  return doc;
}

export function printNotaKirim(n: NotaKirimFull, labels: NotaLabels): void {
  openBlob(buildNotaKirim(n, labels).output('blob'), `kirim-uang-${n.no_reff}.pdf`);
}
