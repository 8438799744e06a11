// What the pre-order screens share: their locale keys (kilau.preorder.*), a pre-order as GET pre-order lists it
// (server/pre-order/list.ts), and the words for where it stands.

/** A key of the pre-order screens' texts. */
export const k = (key: string) => `kilau.preorder.${key}`;

export interface PreOrderRow {
  no_pesanan: string;
  tgl_system: string;
  no_po: string;
  kode_supplier: string;
  nama_supplier: string;
  nama_customer: string;
  total: number;
  dp_rp: number;
  sisa_bayar: number;
  /** The order's: OPEN, DONE (collected), BATAL. */
  status: string;
  jumlah_barang: number;
  barang_datang: number;
  /** Every line has its piece, or it was collected. */
  selesai: boolean;
}

export interface PreOrderPage {
  count: number;
  preorders: PreOrderRow[];
}

/** Where a pre-order stands, as one word: waiting for pieces, all arrived, collected, cancelled. */
export function stateKey(r: Pick<PreOrderRow, 'status' | 'selesai'>): string {
  if (r.status === 'BATAL') return k('state.batal');
  if (r.status === 'DONE') return k('state.diambil');
  return k(r.selesai ? 'state.lengkap' : 'state.menunggu');
}

/** A piece as the closing and the import answer it. */
export interface BoundPiece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kadar: number;
  berat: number;
  kode_gudang: string;
  kode_baki: string;
  no_po: string;
  no_pesanan: string;
}
