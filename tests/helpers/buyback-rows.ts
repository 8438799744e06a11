// Buy-backs (dokumen of jenis PEMBELIAN) and their trade-in sales written straight into the kernel's tables, for report
// fixtures that need documents of given dates, prices and states without posting them: the header, its lines (net and
// gross weight, kadar, condition, receipt price and weight, price code and its price per gram, price paid), its
// payments and its status rows (DONE on its day, then BATAL with who, why and the authorization).
import type { Queryable } from '../../server/db/database';

export interface BuybackLineRow {
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: number;
  berat: number;
  berat_kotor: number;
  kondisi: string;
  /** The price paid. */
  harga: number;
  kode_harga: string;
  /** The price code's price per gram when bought. */
  harga_per_gram: number;
  harga_nota?: number;
  berat_nota?: number;
}

export interface DocumentRow {
  no: string;
  jenis: 'PEMBELIAN' | 'PENJUALAN';
  kode_toko: string;
  tgl: string;
  kode_sales: string;
  nama_customer?: string;
  no_faktur_group?: string;
  /** A sale's own total; a buy-back's is the sum of its lines' prices. */
  grand_total?: number;
  lines: BuybackLineRow[];
  payments: { jenis: 'TUNAI' | 'TRANSFER' | 'TUKAR'; jumlah_rp: number }[];
  /** When given, the document is cancelled that business day, with that reason and a supervisor's authorization. */
  batal?: { tgl: string; alasan: string; oleh: string; authorized_by: string };
  /** Default: noon of its business date, so the report order is the date order. */
  created_at?: string;
}

export async function insertDocument(db: Queryable, d: DocumentRow): Promise<void> {
  const [{ user_id: by }] = await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY user_id LIMIT 1`);
  const lineTotal = d.lines.reduce((s, l) => s + l.harga, 0);
  const total = d.grand_total ?? lineTotal;
  await db.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, kode_sales, nama_sales, nama_customer, subtotal, grand_total,
                          total_bayar, input_by, created_at, no_faktur_group)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8, $9, $10, $11)`,
    [
      d.no,
      d.jenis,
      d.kode_toko,
      d.tgl,
      d.kode_sales,
      `Sales ${d.kode_sales}`,
      d.nama_customer ?? 'Pak Budi',
      total,
      by,
      d.created_at ?? `${d.tgl} 12:00:00`,
      d.no_faktur_group ?? '',
    ],
  );
  for (const [i, l] of d.lines.entries()) {
    await db.query(
      `INSERT INTO dokumen_baris (no_dokumen, baris, kode_barcode, nama_barang, kode_group, kode_dept, kadar, qty, berat, harga_per_gram, harga, total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, $10, $10)`,
      [d.no, i + 1, `BC${d.no}${i + 1}`, l.nama_barang, l.kode_group, l.kode_dept, l.kadar, l.berat, l.harga_per_gram, l.harga],
    );
    // The line's buy-back facts, in their own table (migration 039).
    await db.query(
      `INSERT INTO dokumen_baris_beli (no_dokumen, baris, berat_kotor, kondisi, ada_nota, harga_nota, berat_nota, no_faktur_jual, kode_harga, harga_sistem, rosok)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '', $8, $9, false)`,
      [d.no, i + 1, l.berat_kotor, l.kondisi, (l.harga_nota ?? 0) > 0, l.harga_nota ?? 0, l.berat_nota ?? 0, l.kode_harga, l.harga],
    );
  }
  for (const [i, p] of d.payments.entries()) {
    await db.query('INSERT INTO dokumen_bayar (no_dokumen, baris, jenis, jumlah_rp) VALUES ($1, $2, $3, $4)', [d.no, i + 1, p.jenis, p.jumlah_rp]);
  }
  await db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ($1, 'DONE', $2, $3)`, [d.no, d.tgl, by]);
  if (d.batal) {
    const id = `AUTH-${d.no}`;
    await db.query(
      `INSERT INTO authorizations (id, kategori, authorized_by, requested_by, method, used_at, used_for) VALUES ($1, $2, $3, $4, 'PASSWORD', now(), $5)`,
      [id, d.jenis === 'PEMBELIAN' ? 'BATAL_PEMBELIAN' : 'BATAL_PENJUALAN', d.batal.authorized_by, d.batal.oleh, d.no],
    );
    await db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, alasan, authorization_id, oleh) VALUES ($1, 'BATAL', $2, $3, $4, $5)`, [
      d.no,
      d.batal.tgl,
      d.batal.alasan,
      id,
      d.batal.oleh,
    ]);
  }
}

/** A line of group C75 (jenis CIN, kelompok harga CN), kadar 75, 3 g net (3.2 gross), good, bought by price code B75. */
export const cincinLine = (over: Partial<BuybackLineRow> = {}): BuybackLineRow => ({
  nama_barang: 'Cincin Polos',
  kode_group: 'C75',
  kode_dept: 'CIN',
  kadar: 75,
  berat: 3,
  berat_kotor: 3.2,
  kondisi: 'BAGUS',
  harga: 2_100_000,
  kode_harga: 'B75',
  harga_per_gram: 780_000,
  ...over,
});
