// The printable 'Surat Jalan' of a transfer: A4 portrait, the sending shop, number, date, destination, the items
// with pieces and weight, totals (in milligrams), and places to sign. Loaded on demand: jspdf is heavy.
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatField } from '../../../domain/format';
import { sumMg } from '../../../domain/units';
import { openBlob } from '../../engine/export/download';

const WEIGHT = { kind: 'weight' } as const;

export interface Transfer {
  no_kirim: string;
  kode_toko_asal: string;
  nama_toko_asal?: string | null;
  kode_toko_tujuan: string;
  nama_toko_tujuan?: string | null;
  tgl_kirim: string;
  kirim_by: string;
  keterangan?: string;
  items: { kode_barcode: string; nama_barang: string; qty: number; berat_kirim: number }[];
}

/** Texts come from the screen's translate, so the document follows the chosen language. */
export type SuratJalanLabels = Record<
  'title' | 'no_kirim' | 'tgl_kirim' | 'asal' | 'tujuan' | 'kirim_by' | 'keterangan' | 'no' | 'barcode' | 'nama' | 'qty' | 'berat' | 'total' | 'pengirim' | 'penerima',
  string
>;

export function buildSuratJalan(t: Transfer, labels: SuratJalanLabels): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  doc.setFont('helvetica', 'bold').setFontSize(14).text(labels.title, width / 2, 16, { align: 'center' });
  doc.setFont('helvetica', 'normal').setFontSize(10);
  const lines: [string, string][] = [
    [labels.no_kirim, t.no_kirim],
    [labels.tgl_kirim, t.tgl_kirim],
    [labels.asal, `${t.kode_toko_asal} - ${t.nama_toko_asal ?? ''}`],
    [labels.tujuan, `${t.kode_toko_tujuan} - ${t.nama_toko_tujuan ?? ''}`],
    [labels.kirim_by, t.kirim_by],
    [labels.keterangan, t.keterangan ?? ''],
  ];
  let y = 26;
  for (const [k, v] of lines) {
    doc.text(k, 14, y);
    doc.text(`: ${v}`, 50, y);
    y += 5.5;
  }
  const qty = t.items.reduce((s, i) => s + i.qty, 0);
  const mg = sumMg(t.items.map((i) => i.berat_kirim));
  autoTable(doc, {
    startY: y + 2,
    theme: 'grid',
    head: [[labels.no, labels.barcode, labels.nama, labels.qty, labels.berat]],
    body: t.items.map((i, n) => [String(n + 1), i.kode_barcode, i.nama_barang, String(i.qty), formatField(Number(i.berat_kirim), WEIGHT)]),
    foot: [['', labels.total, '', String(qty), formatField(mg / 1000, WEIGHT)]],
    styles: { fontSize: 9 },
    columnStyles: { 3: { halign: 'right' }, 4: { halign: 'right' } },
    headStyles: { fillColor: [230, 230, 230], textColor: 20 },
    footStyles: { fillColor: [245, 245, 245], textColor: 20 },
  });
  const end = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 16;
  doc.text(labels.pengirim, 40, end, { align: 'center' });
  doc.text(labels.penerima, width - 40, end, { align: 'center' });
  doc.text('(____________________)', 40, end + 24, { align: 'center' });
  doc.text('(____________________)', width - 40, end + 24, { align: 'center' });
  return doc;
}

export function printSuratJalan(t: Transfer, labels: SuratJalanLabels): void {
  openBlob(buildSuratJalan(t, labels).output('blob'), `surat-jalan-${t.no_kirim}.pdf`);
}
