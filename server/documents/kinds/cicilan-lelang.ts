// An instalment contract auctioned (POST cicilan/{no}/lelang; the head of ./cicilan.ts tells the whole): after
// tunggakan_lelang_cicilan missed instalments the pieces come back on their trays, the contract is LELANG, and by the
// setting lelang_cicilan what was paid on it (DP and instalments; late fees are the shop's already) is refunded out of
// the till less biaya_lelang_cicilan percent (rounded up to the rupiah), or kept. A document of jenis LELANG_CICILAN
// (LC-...), not a registered kind: an auction is not cancelled.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { takeOffTrays } from '../../inventory/items';
import { changeStatus } from '../status';
import type { DocumentHeader, DocumentKind, DocumentLine, JournalAmount } from '../plan';
import { percentOf } from '../../../domain/amounts';
import { hundredths } from '../../../domain/cicilan';
import { CICILAN_KIND_MESSAGES, contractState, openContract, ruleSetting } from './cicilan-kontrak';
import { numberSetting } from '../../settings/stored';

const j = (kode_akun: string, amount: number): JournalAmount => ({ trx: 'CICILAN', type: 'LELANG', kode_akun, amount });

export const lelangCicilan: DocumentKind<{ no_cicilan: string }> = {
  jenis: 'LELANG_CICILAN',
  prefix: 'LC',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: { no_cicilan: string }) {
    const c = await openContract(tx, actor, body.no_cicilan);
    const state = await contractState(tx, c.no_dokumen, c.tgl_system, actor.tgl_system);
    const needed = await numberSetting(tx, 'tunggakan_lelang_cicilan');
    if (state.tunggakan < needed) throw new HttpError(409, CICILAN_KIND_MESSAGES.notOverdueEnough(needed));
    const aturan = await ruleSetting(tx, 'lelang_cicilan');
    const terbayar = state.terms.dp_rp + state.terbayar;
    const biaya = aturan === 'HANGUS' ? terbayar : Math.min(terbayar, percentOf(terbayar, hundredths(await numberSetting(tx, 'biaya_lelang_cicilan')), 'up'));
    const kembali = terbayar - biaya;
    const owed = state.terms.harga_jual + state.terms.sewa_rp;
    const lines = await tx.query<DocumentLine>(
      `SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, berat_jual, harga_per_gram, harga,
              ongkos, diskon_rp, total, harga_modal, berlian
         FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris`,
      [c.no_dokumen],
    );
    const header: DocumentHeader = {
      kode_sales: c.kode_sales,
      nama_sales: c.nama_sales,
      nama_customer: c.nama_customer,
      alamat_customer: c.alamat_customer,
      no_hp: c.no_hp,
      kode_member: c.kode_member,
      subtotal: kembali,
      diskon_rp: 0,
      ppn_rp: 0,
      pembulatan_rp: 0,
      grand_total: kembali,
      total_bayar: 0,
      kembalian: 0,
      keterangan: c.no_dokumen,
    };
    return {
      status: 'DONE' as const,
      header,
      lines,
      payments: [],
      needs: [],
      stock: async (stockTx: Queryable, no: string) => {
        const pieces = lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
        await takeOffTrays(stockTx, actor, pieces, { status: 'READY', from: 'CICILAN', jenis: 'LELANG_CICILAN', no_ref: no });
      },
      async afterWrite(afterTx: Queryable, no: string) {
        await afterTx.query(
          'INSERT INTO dokumen_lelang_cicilan (no_dokumen, no_cicilan, aturan, terbayar, biaya_rp, kembali_rp, tunggakan) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [no, c.no_dokumen, aturan, terbayar, biaya, kembali, state.tunggakan],
        );
        await changeStatus(afterTx, c.no_dokumen, 'LELANG', { tgl_system: actor.tgl_system, user_id: actor.user_id, alasan: no });
      },
      kategori: 'LELANG CICILAN',
      // The refund leaves the till: checked against what it holds, as every payout.
      money: [{ akun: 'KAS', jenis_bayar: 'TUNAI', jumlah_in: 0, jumlah_out: kembali }],
      // The deferred sale (price + fee) ends: the receivable still open is closed, the refund paid, the rest kept.
      journal: [j('CICILAN', owed), j('PIUTANG', owed - terbayar), j('KAS', kembali), j('PENDAPATAN_LAIN', biaya)],
      balance: [{ no_dokumen: c.no_dokumen, kejadian: 'LELANG', pokok: -(owed - terbayar), terbayar: 0 }],
    };
  },

  cancel: {
    authorization: 'BATAL_CICILAN',
    sameDayOnly: true,
    afterValidation: false,
    kategori: 'BATAL CICILAN',
    refuse: async () => new HttpError(409, CICILAN_KIND_MESSAGES.alreadyAuctioned),
    stock: async () => {},
  },
};
