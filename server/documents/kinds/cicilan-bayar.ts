// An instalment contract's payments (the head of ./cicilan.ts tells the whole): POST cicilan/{no}/bayar pays the next
// instalment (with its late fee), POST cicilan/{no}/lunas pays the contract off early. Each is a document of jenis
// BAYAR_CICILAN (BC-...), not a registered kind (no route of its own: it is cancelled only with its contract). The
// last instalment and a pay-off close the contract (DONE) and hand the pieces over by a sale (PENJUALAN) written in
// the same transaction, at the contract's locked prices, paid by one CICILAN line of the price. Each payment prints a
// receipt of its own (BAYAR_CICILAN_STEP): GET cicilan-bayar/{no_bayar} answers it with its contract's number and
// `angsuran` (which one, the amount, late fee, what remained after it, the next due date, the sale of a pay-off).
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { takeOffTrays } from '../../inventory/items';
import { changeStatus } from '../status';
import { writePlan } from '../engine';
import type { DocumentHeader, DocumentKind, DocumentLine, JournalAmount, Plan } from '../plan';
import { bankTotal, checkAccounts, documentSettings, moneyMoves, refuse, settlePayments, type PaymentInput } from '../priced-pieces';
import { MONEY_PAYMENTS, penjualan, saleJournal } from './penjualan';
import { CICILAN_MESSAGES } from '../../../domain/cicilan';
import { CICILAN_KIND_MESSAGES, contractState, openContract, termsOf, type ContractRow } from './cicilan-kontrak';
import { jadwalCicilan } from '../../../domain/cicilan';
import { BAYAR_CICILAN_RECEIPT } from '../../../definitions/transactions/cicilan';
import type { KindStep } from '../kind-api';

export interface BayarCicilanBody {
  no_cicilan: string;
  pembayaran: PaymentInput[];
  /** The instalment the cashier means to pay (the screen sends it): a second payment of it at the same moment is refused. */
  angsuran_ke?: number;
  /** An early pay-off instead of the next instalment. */
  lunas?: boolean;
}

const j = (type: string, kode_akun: string, amount: number): JournalAmount => ({ trx: 'CICILAN', type, kode_akun, amount });

export function moneyOnly(pembayaran: PaymentInput[]): void {
  pembayaran.forEach((p, i) => {
    if (!MONEY_PAYMENTS.includes(p.jenis)) throw refuse(400, CICILAN_KIND_MESSAGES.paymentKind, `pembayaran.${i}.jenis`);
  });
}

/** What this payment is: the instalment (ke, its amount and late fee) or the pay-off (ke 0), and whether it closes the contract. */
async function dueNow(tx: Queryable, actor: Actor, c: ContractRow, body: BayarCicilanBody) {
  const state = await contractState(tx, c.no_dokumen, c.tgl_system, actor.tgl_system);
  const { terms } = state;
  if (body.lunas) {
    const p = state.pelunasan;
    return { terms, ke: 0, jumlah: p.pelunasan, denda: 0, closes: true, sewa_berjalan: p.sewa_berjalan, sewa_dihapus: p.sewa_dihapus };
  }
  // An open contract has an instalment left: its last payment closed it.
  const due = state.tagihan!;
  const wanted = body.angsuran_ke;
  if (wanted !== undefined && wanted < due.ke) throw new HttpError(409, CICILAN_KIND_MESSAGES.instalmentPaid(wanted));
  if (wanted !== undefined && wanted > due.ke) throw new HttpError(409, CICILAN_KIND_MESSAGES.instalmentNotNext(wanted));
  const closes = due.ke === terms.lama_cicilan;
  return { terms, ke: due.ke, jumlah: due.jumlah, denda: due.denda_rp, closes, sewa_berjalan: closes ? terms.sewa_rp : 0, sewa_dihapus: 0 };
}

/** The sale handing the pieces over: the contract's lines at their locked prices, paid by what the instalments paid. */
async function handOverPlan(tx: Queryable, actor: Actor, c: ContractRow, noBayar: string): Promise<Plan> {
  const lines = await tx.query<DocumentLine>(
    `SELECT kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, qty, berat, berat_jual, harga_per_gram, harga,
            ongkos, diskon_rp, total, harga_modal, berlian
       FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris`,
    [c.no_dokumen],
  );
  const price = Number(c.grand_total);
  const { paid, payments } = settlePayments([{ jenis: 'CICILAN', jumlah_rp: price, no_reff: c.no_dokumen }], price, await documentSettings(tx));
  const header: DocumentHeader = {
    kode_sales: c.kode_sales,
    nama_sales: c.nama_sales,
    nama_customer: c.nama_customer,
    alamat_customer: c.alamat_customer,
    no_hp: c.no_hp,
    kode_member: c.kode_member,
    subtotal: Number(c.subtotal),
    diskon_rp: Number(c.diskon_rp),
    ppn_rp: Number(c.ppn_rp),
    pembulatan_rp: Number(c.pembulatan_rp),
    grand_total: price,
    total_bayar: paid.dibayar,
    kembalian: 0,
    keterangan: c.no_dokumen,
  };
  return {
    status: 'DONE',
    header,
    lines,
    payments,
    needs: [],
    stock: async (stockTx: Queryable, no: string) => {
      const pieces = lines.filter((l) => l.kode_barcode).map((l) => ({ kode_barcode: l.kode_barcode }));
      await takeOffTrays(stockTx, actor, pieces, { status: 'TERJUAL', from: 'CICILAN', jenis: 'CICILAN_JUAL', no_ref: no, keterangan: `${c.no_dokumen} ${noBayar}` });
    },
    kategori: 'PENJUALAN',
    money: [],
    journal: saleJournal(header, lines, paid, payments),
  };
}

export const bayarCicilan: DocumentKind<BayarCicilanBody> = {
  jenis: 'BAYAR_CICILAN',
  prefix: 'BC',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: BayarCicilanBody) {
    moneyOnly(body.pembayaran);
    const c = await openContract(tx, actor, body.no_cicilan);
    const due = await dueNow(tx, actor, c, body);
    const total = due.jumlah + due.denda;
    // Exactly what is due (spec section 5): no change, no part payment.
    const typed = body.pembayaran.reduce((s, p) => s + p.jumlah_rp, 0);
    if (typed !== total) throw refuse(400, CICILAN_MESSAGES.paymentNotDue, 'pembayaran');
    await checkAccounts(tx, body.pembayaran);
    const settled = total > 0 ? settlePayments(body.pembayaran, total, await documentSettings(tx)) : undefined;
    const tunai = settled?.paid.tunai ?? 0;
    const bank = settled ? bankTotal(settled.payments) : 0;
    const fee = settled?.paid.fee_rp ?? 0;
    const journal = due.closes
      ? [
          j('LUNAS', 'KAS', tunai),
          j('LUNAS', 'EDC', bank),
          j('LUNAS', 'CICILAN', due.terms.sewa_rp),
          j('LUNAS', 'PIUTANG', due.jumlah + due.sewa_dihapus),
          j('LUNAS', 'SEWA', due.sewa_berjalan),
          j('LUNAS', 'DENDA', due.denda),
          j('LUNAS', 'FEE_KARTU', fee),
        ]
      : [j('BAYAR', 'KAS', tunai), j('BAYAR', 'EDC', bank), j('BAYAR', 'PIUTANG', due.jumlah), j('BAYAR', 'DENDA', due.denda), j('BAYAR', 'FEE_KARTU', fee)];
    const header: DocumentHeader = {
      kode_sales: c.kode_sales,
      nama_sales: c.nama_sales,
      nama_customer: c.nama_customer,
      alamat_customer: c.alamat_customer,
      no_hp: c.no_hp,
      kode_member: c.kode_member,
      subtotal: total,
      diskon_rp: 0,
      ppn_rp: 0,
      pembulatan_rp: 0,
      grand_total: total,
      total_bayar: settled?.paid.dibayar ?? 0,
      kembalian: 0,
      keterangan: c.no_dokumen,
    };
    return {
      status: 'DONE' as const,
      header,
      lines: [],
      payments: settled?.payments ?? [],
      needs: [],
      // The pieces move only when the contract closes, with the sale written below.
      stock: async () => {},
      async afterWrite(afterTx: Queryable, no: string) {
        const sale = due.closes ? await writePlan(afterTx, actor, penjualan, await handOverPlan(afterTx, actor, c, no)) : '';
        await afterTx.query(
          `INSERT INTO dokumen_bayar_cicilan (no_dokumen, no_cicilan, ke, jumlah_rp, denda_rp, sewa_berjalan, sewa_dihapus, no_faktur_jual)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [no, c.no_dokumen, due.ke, due.jumlah, due.denda, due.sewa_berjalan, due.sewa_dihapus, sale],
        );
        if (due.closes) await changeStatus(afterTx, c.no_dokumen, 'DONE', { tgl_system: actor.tgl_system, user_id: actor.user_id, alasan: no });
      },
      kategori: 'BAYAR CICILAN',
      money: settled ? moneyMoves(settled.paid, settled.payments) : [],
      journal,
      // The instalment (or pay-off) paid on the contract's balance; a pay-off waives the fee of the months not begun.
      balance: [{ no_dokumen: c.no_dokumen, kejadian: due.closes ? 'LUNAS' : 'BAYAR', pokok: -due.sewa_dihapus, terbayar: due.jumlah }],
    };
  },

  // A payment has no cancel route (it is not a registered kind): it is cancelled with its contract (./cicilan.ts).
  cancel: {
    authorization: 'BATAL_CICILAN',
    sameDayOnly: false,
    afterValidation: true,
    kategori: 'BATAL CICILAN',
    refuse: async () => new HttpError(409, CICILAN_KIND_MESSAGES.alreadyPaid),
    stock: async () => {},
  },
};

/** A payment as its receipt prints it: what it paid, what the contract still owed right after it, the next due date. */
async function paymentFacts(db: Queryable, no: string): Promise<Record<string, unknown>> {
  const [b] = await db.query<{ no_cicilan: string; ke: number; jumlah_rp: string; denda_rp: string; no_faktur_jual: string; tgl_kontrak: string }>(
    `SELECT b.no_cicilan, b.ke, b.jumlah_rp, b.denda_rp, b.no_faktur_jual, c.tgl_system::text AS tgl_kontrak
       FROM dokumen_bayar_cicilan b JOIN dokumen c ON c.no_dokumen = b.no_cicilan WHERE b.no_dokumen = $1`,
    [no],
  );
  // The balance's moves up to this payment's (a later payment or a cancellation does not change what this one left).
  const [saldo] = await db.query<{ sisa: string }>(
    `SELECT coalesce(sum(pokok - terbayar), 0) AS sisa FROM saldo_mutasi
      WHERE no_dokumen = $1 AND id <= (SELECT max(id) FROM saldo_mutasi WHERE no_dokumen = $1 AND no_ref = $2)`,
    [b.no_cicilan, no],
  );
  const ke = Number(b.ke);
  const next = ke > 0 && !b.no_faktur_jual ? jadwalCicilan(await termsOf(db, b.no_cicilan), b.tgl_kontrak)[ke] : undefined;
  return {
    no_cicilan: b.no_cicilan,
    angsuran: {
      ke,
      jumlah_rp: Number(b.jumlah_rp),
      denda_rp: Number(b.denda_rp),
      sisa_bayar: Number(saldo.sisa),
      tgl_jatuh_tempo_berikut: next?.tgl_jatuh_tempo ?? null,
      no_faktur_jual: b.no_faktur_jual || null,
    },
  };
}

export const BAYAR_CICILAN_STEP: KindStep = { jenis: bayarCicilan.jenis, label: 'Pembayaran Cicilan', print: BAYAR_CICILAN_RECEIPT, extend: (db, _doc, no) => paymentFacts(db, no) };
