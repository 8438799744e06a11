// Transfers between shops (/kirim-barang, /kirim-barang-kecabang, /terima-barang) and the external web
// catalogue (/kirim-barang-external, /update-barang-external): messages and the difference between what was
// sent and what arrived, shared by browser and server. Weights are compared in integer milligrams.
import { mgToGrams, readValue, WEIGHT, weightMg } from './units';

export const KIRIM_MESSAGES = {
  sent: 'Kirim Barang Berhasil',
  received: 'Terima Barang Berhasil',
  destinationRequired: 'Toko Tujuan Tidak Boleh Kosong',
  destinationNotFound: 'Toko Tujuan Tidak Ditemukan',
  destinationSelf: 'Toko Tujuan Tidak Boleh Sama Dengan Toko Asal',
  destinationNotPusat: 'Toko Tujuan Harus Toko Pusat',
  destinationNotCabang: 'Toko Tujuan Harus Toko Cabang',
  pusatNotFound: 'Toko Pusat Tidak Ditemukan',
  noKirimRequired: 'No Kirim Tidak Boleh Kosong',
  noKirimNotFound: 'No Kirim Tidak Ditemukan',
  alreadyReceived: 'No Kirim Sudah Diterima',
  notInTransfer: 'Barang Tidak Ada Di No Kirim Ini',
  weightInvalid: 'Berat Terima Tidak Valid',
  cancelled: 'No Kirim Sudah Dibatalkan',
  returned: 'Barang Kiriman Berhasil Dikembalikan Ke Stock',
  nothingToReturn: 'Tidak Ada Barang Kiriman Yang Perlu Dikembalikan',
} as const;

export const EXTERNAL_MESSAGES = {
  published: 'Barang Berhasil Dikirim Ke Web',
  updated: 'Barang Web Berhasil Diupdate',
  withdrawn: 'Barang Berhasil Ditarik Dari Web',
  priceInvalid: 'Harga Web Harus Lebih Dari 0',
  alreadyPublished: 'Barang Sudah Ada Di Web',
  notPublished: 'Barang Tidak Ada Di Web',
} as const;

export type KirimStatus = 'KIRIM' | 'TERIMA' | 'BATAL';
export type ExternalStatus = 'PUBLISHED' | 'WITHDRAWN';
export type ExternalAction = 'PUBLISH' | 'UPDATE' | 'WITHDRAW';

export interface KirimDetail {
  kode_barcode: string;
  nama_barang: string;
  qty: number;
  berat_kirim: number;
  berat_terima: number | null;
  diterima: boolean;
  /** Not received, and taken back into the sender's stock (/kirim-barang-kembali). */
  dikembalikan: boolean;
}

export interface Selisih {
  qty_kirim: number;
  qty_terima: number;
  berat_kirim: number;
  berat_terima: number;
  /** berat_terima - berat_kirim of everything, received or not. */
  selisih_berat: number;
  /** Items sent but not received: in transit until the sender takes them back (dikembalikan). */
  tidak_diterima: { kode_barcode: string; nama_barang: string; qty: number; berat_kirim: number; dikembalikan: boolean }[];
  /** Received items whose weight on arrival differs from the weight sent. */
  beda_berat: { kode_barcode: string; nama_barang: string; berat_kirim: number; berat_terima: number; selisih: number }[];
}

/** The difference between what was sent and what was received, in integer milligrams. */
export function selisihKirim(details: KirimDetail[]): Selisih {
  let mgKirim = 0;
  let mgTerima = 0;
  let qtyKirim = 0;
  let qtyTerima = 0;
  const tidak: Selisih['tidak_diterima'] = [];
  const beda: Selisih['beda_berat'] = [];
  for (const d of details) {
    const kirim = weightMg(d.berat_kirim);
    mgKirim += kirim;
    qtyKirim += d.qty;
    if (!d.diterima) {
      tidak.push({ kode_barcode: d.kode_barcode, nama_barang: d.nama_barang, qty: d.qty, berat_kirim: mgToGrams(kirim), dikembalikan: d.dikembalikan });
      continue;
    }
    const terima = weightMg(d.berat_terima ?? d.berat_kirim);
    mgTerima += terima;
    qtyTerima += d.qty;
    if (terima !== kirim) {
      beda.push({ kode_barcode: d.kode_barcode, nama_barang: d.nama_barang, berat_kirim: mgToGrams(kirim), berat_terima: mgToGrams(terima), selisih: mgToGrams(terima - kirim) });
    }
  }
  return {
    qty_kirim: qtyKirim,
    qty_terima: qtyTerima,
    berat_kirim: mgToGrams(mgKirim),
    berat_terima: mgToGrams(mgTerima),
    selisih_berat: mgToGrams(mgTerima - mgKirim),
    tidak_diterima: tidak,
    beda_berat: beda,
  };
}

/** A weight typed on the receipt: grams with at most 3 decimals, above 0; undefined when not a weight. */
export function parseBerat(value: unknown): number | undefined {
  // Only a number or its text, read as every weight is ('7,85' is 7.850 g): a boolean or an object is no weight.
  const read = readValue(value, WEIGHT);
  return read.ok && read.value > 0 ? mgToGrams(read.value) : undefined;
}
