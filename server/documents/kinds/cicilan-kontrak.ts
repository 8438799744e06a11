// An instalment contract as its payments, pay-off, auction and reads see it (the head of ./cicilan.ts tells the
// whole): its agreed terms (dokumen_cicilan), its schedule, what was paid in instalments and what is due now.
import type { Queryable } from '../../db/database';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { lockDocument } from '../status';
import type { DocumentHeader } from '../plan';
import { settingSpec } from '../../../domain/settings';
import { numberSetting } from '../../settings/stored';
import { hundredths, jadwalCicilan, minimumDp, pelunasanCepat, tagihanBerikut, tunggakan, type Angsuran, type CicilanTerms } from '../../../domain/cicilan';

export const CICILAN_KIND_MESSAGES = {
  saved: 'Transaksi Cicilan Berhasil Disimpan',
  paid: 'Pembayaran Cicilan Berhasil Disimpan',
  paidOff: 'Pelunasan Cicilan Berhasil Disimpan',
  auctioned: 'Cicilan Berhasil Dilelang',
  cancelled: 'Cicilan Berhasil Dibatalkan',
  notFound: 'Cicilan Tidak Ditemukan',
  alreadyPaid: 'Cicilan Sudah Lunas',
  alreadyCancelled: 'Cicilan Sudah Dibatalkan',
  alreadyAuctioned: 'Cicilan Sudah Dilelang',
  parameterUnknown: 'Kode Cicilan Tidak Terdaftar',
  paymentKind: 'Jenis Pembayaran Ini Tidak Dapat Dipakai Untuk Cicilan',
  instalmentPaid: (ke: number) => `Angsuran Ke-${ke} Sudah Dibayar`,
  instalmentNotNext: (ke: number) => `Angsuran Ke-${ke} Belum Dapat Dibayar, Bayar Angsuran Sebelumnya Dahulu`,
  notOverdueEnough: (n: number) => `Cicilan Belum Menunggak ${n} Angsuran, Tidak Dapat Dilelang`,
} as const;

export type ContractRow = { no_dokumen: string; tgl_system: string; total_bayar: number } & Pick<
  DocumentHeader,
  'kode_sales' | 'nama_sales' | 'nama_customer' | 'alamat_customer' | 'no_hp' | 'kode_member' | 'subtotal' | 'diskon_rp' | 'ppn_rp' | 'pembulatan_rp' | 'grand_total'
>;

const CONTRACT_COLUMNS =
  'no_dokumen, tgl_system::text AS tgl_system, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member, subtotal, diskon_rp, ppn_rp, pembulatan_rp, grand_total, total_bayar';

/** A contract's terms as agreed, read back (numbers, not the driver's strings). */
export async function termsOf(db: Queryable, no: string): Promise<CicilanTerms & { kode_cicilan: string; sewa_persen: number; dp_persen: number }> {
  const [r] = await db.query<Record<string, string | number>>('SELECT * FROM dokumen_cicilan WHERE no_dokumen = $1', [no]);
  return {
    kode_cicilan: String(r.kode_cicilan),
    sewa_persen: Number(r.sewa_persen),
    dp_persen: Number(r.dp_persen),
    harga_jual: Number(r.harga_jual),
    dp_rp: Number(r.dp_rp),
    dp_minimal: minimumDp(Number(r.harga_jual), { dp_persen: hundredths(r.dp_persen) }),
    pokok: Number(r.pokok),
    sewa_rp: Number(r.sewa_rp),
    lama_cicilan: Number(r.lama_cicilan),
    nilai_angsuran: Number(r.nilai_angsuran),
    angsuran_terakhir: Number(r.angsuran_terakhir),
  };
}

/** The payments in force of a contract (a cancelled contract's were cancelled with it), in order. */
export async function paymentsOf(db: Queryable, no: string) {
  const rows = await db.query<{ no_dokumen: string; tgl_system: string; ke: number; jumlah_rp: string; denda_rp: string; no_faktur_jual: string }>(
    `SELECT b.no_dokumen, d.tgl_system::text AS tgl_system, b.ke, b.jumlah_rp, b.denda_rp, b.no_faktur_jual
       FROM dokumen_bayar_cicilan b JOIN dokumen_terkini d USING (no_dokumen)
      WHERE b.no_cicilan = $1 AND d.status <> 'BATAL' ORDER BY b.no_dokumen`,
    [no],
  );
  return rows.map((r) => ({ ...r, ke: Number(r.ke), jumlah_rp: Number(r.jumlah_rp), denda_rp: Number(r.denda_rp) }));
}

/** A refund-or-forfeit setting (batal_cicilan, lelang_cicilan), its default when unset. */
export async function ruleSetting(db: Queryable, key: 'batal_cicilan' | 'lelang_cicilan'): Promise<'KEMBALI' | 'HANGUS'> {
  const [row] = await db.query<{ value: string | null }>('SELECT value FROM para_system WHERE key = $1', [key]);
  return (row?.value ?? settingSpec(key)!.default) === 'HANGUS' ? 'HANGUS' : 'KEMBALI';
}

/** Where a contract stands on `tgl`: its schedule, each instalment paid or not, the next due, arrears and pay-off. */
export async function contractState(db: Queryable, no: string, tglKontrak: string, tgl: string) {
  const terms = await termsOf(db, no);
  const paid = await paymentsOf(db, no);
  const instalments = paid.filter((p) => p.ke > 0);
  const jadwal = jadwalCicilan(terms, tglKontrak);
  const dendaPersen = hundredths(await numberSetting(db, 'denda_cicilan'));
  const terbayar = instalments.reduce((s, p) => s + p.jumlah_rp, 0);
  const byKe = new Map(instalments.map((p) => [p.ke, p]));
  const rows = jadwal.map((a: Angsuran) => {
    const p = byKe.get(a.ke);
    return { ...a, no_bayar: p?.no_dokumen ?? null, tgl_bayar: p?.tgl_system ?? null, denda_rp: p?.denda_rp ?? 0 };
  });
  return {
    terms,
    jadwal,
    rows,
    payments: paid,
    paidCount: instalments.length,
    terbayar,
    tagihan: tagihanBerikut(jadwal, instalments.length, tgl, dendaPersen),
    tunggakan: tunggakan(jadwal, instalments.length, tgl),
    pelunasan: pelunasanCepat(terms, tglKontrak, terbayar, tgl),
  };
}

/** The contract, locked against a second payment, a pay-off, an auction or a cancellation at the same moment; OPEN or refused. */
export async function openContract(tx: Queryable, actor: Actor, no: string): Promise<ContractRow> {
  const d = await lockDocument<ContractRow>(tx, actor.kode_toko, 'CICILAN', no, CONTRACT_COLUMNS);
  if (!d) throw new HttpError(404, CICILAN_KIND_MESSAGES.notFound);
  if (d.status === 'BATAL') throw new HttpError(409, CICILAN_KIND_MESSAGES.alreadyCancelled);
  if (d.status === 'LELANG') throw new HttpError(409, CICILAN_KIND_MESSAGES.alreadyAuctioned);
  if (d.status !== 'OPEN') throw new HttpError(409, CICILAN_KIND_MESSAGES.alreadyPaid);
  return d;
}
