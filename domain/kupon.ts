// Whether a sales coupon can be used on the shop's business date (tgl_system), for /cek-kupon now and the
// sale screen later.
export interface Kupon {
  kode_kupon: string;
  tgl_mulai: string;
  tgl_selesai: string;
  kuota: number;
}

export type KuponStatus = 'BERLAKU' | 'BELUM_BERLAKU' | 'KEDALUWARSA';

export const KUPON_MESSAGES: Record<KuponStatus, string> & { notFound: string; codeRequired: string } = {
  BERLAKU: 'Kupon Berlaku',
  BELUM_BERLAKU: 'Kupon Belum Berlaku',
  KEDALUWARSA: 'Kupon Sudah Tidak Berlaku',
  notFound: 'Kupon Tidak Ditemukan',
  codeRequired: 'Kode Kupon Tidak Boleh Kosong',
};

export function kuponStatus(kupon: Pick<Kupon, 'tgl_mulai' | 'tgl_selesai'>, tglSystem: string): KuponStatus {
  if (tglSystem < kupon.tgl_mulai) return 'BELUM_BERLAKU';
  if (tglSystem > kupon.tgl_selesai) return 'KEDALUWARSA';
  return 'BERLAKU';
}
