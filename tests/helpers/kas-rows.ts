// Manual income and expense (documents KAS_MANUAL of /uang-kas and /uang-bank) written straight into the kernel's
// tables, for the money reports' fixtures: the document with its reason, its DONE status row, its one money row
// (kategori the Kode Transaksi, money in for a MASUK code, out for KELUAR), and, when cancelled, the BATAL status row
// and the mirror money row dated on the cancelling day (kategori BATAL KAS MANUAL), as the kernel writes them.
import type { Queryable } from '../../server/db/database';

export interface ManualEntry {
  no: string;
  kode_toko: string;
  tgl: string;
  /** 'KAS' (the till) or a bank account number. */
  akun: string;
  kategori: string;
  keterangan: string;
  jumlah_in?: number;
  jumlah_out?: number;
  /** Cancelled that business day. */
  batal?: string;
}

/** The Kode Transaksi codes the money tests share: two expenses, one income, and an expense nobody uses. */
export async function seedKodeTransaksi(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi)
     VALUES ('LISTRIK', 'Biaya Listrik', 'KELUAR'), ('GAJI', 'Gaji Karyawan', 'KELUAR'), ('SETORAN', 'Setoran Modal', 'MASUK'),
            ('SEWA', 'Sewa Toko', 'KELUAR')`,
  );
}

export async function insertManual(db: Queryable, e: ManualEntry): Promise<void> {
  const [{ user_id: by }] = await db.query<{ user_id: string }>(`SELECT user_id FROM users WHERE level = 'OWN' ORDER BY user_id LIMIT 1`);
  const jumlahIn = e.jumlah_in ?? 0;
  const jumlahOut = e.jumlah_out ?? 0;
  const jumlah = jumlahIn + jumlahOut;
  await db.query(
    `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, keterangan, input_by)
     VALUES ($1, 'KAS_MANUAL', $2, $3, $4, $4, $5, $6)`,
    [e.no, e.kode_toko, e.tgl, jumlah, e.keterangan, by],
  );
  await db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, oleh) VALUES ($1, 'DONE', $2, $3)`, [e.no, e.tgl, by]);
  const money = (tgl: string, kategori: string, masuk: number, keluar: number) =>
    db.query(
      `INSERT INTO kas_mutasi (kode_toko, tgl_system, no_dokumen, akun, jenis_bayar, kategori, keterangan, jumlah_in, jumlah_out, input_by)
       VALUES ($1, $2, $3, $4, $5, $6, $3, $7, $8, $9)`,
      [e.kode_toko, tgl, e.no, e.akun, e.akun === 'KAS' ? 'TUNAI' : 'TRANSFER', kategori, masuk, keluar, by],
    );
  await money(e.tgl, e.kategori, jumlahIn, jumlahOut);
  if (e.batal) {
    await db.query(`INSERT INTO dokumen_status (no_dokumen, status, tgl_system, alasan, oleh) VALUES ($1, 'BATAL', $2, 'Salah input', $3)`, [e.no, e.batal, by]);
    await money(e.batal, 'BATAL KAS MANUAL', jumlahOut, jumlahIn);
  }
}
