// The wire shapes of /parameter-akun (spec section 3: journal parameter and account).

export interface DetailAkun {
  _id: string;
  kode_akun: string;
  jenis_akun: string;
  nomor_akun: string;
  nama_akun?: string;
}

export interface Journal {
  trx: string;
  type: string;
  detail_akun: DetailAkun[];
}

export interface Akun {
  nomor_akun: string;
  nama_akun: string;
}

/** The body of PUT para-akun-transaksi/{trx}/{type}. */
export const toDetailBody = (lines: DetailAkun[]) => ({
  detail_akun: lines.map(({ kode_akun, jenis_akun, nomor_akun }) => ({ kode_akun, jenis_akun, nomor_akun })),
});

/** The journals' API path (GET the list, PUT one journal below it). */
export const JOURNALS_PATH = 'para-akun-transaksi';
