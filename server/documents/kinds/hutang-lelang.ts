// A pawn loan's auction (POST hutang/{no}/lelang, jenis LELANG_HUTANG, LL-...; issue 22, the books in migrations 045
// and 050). Only past the due date by more than the grace days (setting hutang_masa_tenggang). The pieces are forfeited
// as new items, at their appraised value (the gold value at today's pure-gold price, domain/hutang.ts piecePlafond's
// valuation at 100 %, or, with no gold price set, the principal shared by gold weight), where the supervisor says:
// - with a sales tray and a group: straight into sale stock (READY on that tray, of the group and its jenis, sold at
//   the group's price by any sale document; the journal debits Persediaan Emas);
// - without: into the buy-back stock (status BELI, counted on the buy-back tray and sorted onto a sales tray like
//   bought-back gold, when the pieces need cleaning or pricing first; the journal debits Persediaan Emas Rongsok).
// Ledger LELANG_HUTANG either way. Against what is owed today (principal + interest + late fee): a surplus is the
// customer's for a year (a KELEBIHAN_LELANG balance of the auction, until hutang_lelang.tgl_batas), a shortfall stays
// owed (a PIUTANG balance of the auction). The auction document stays OPEN while either is outstanding; the loan's
// actions of ./hutang-sisa-lelang.ts pay the surplus out, forfeit it past its year, or collect the shortfall.
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { addDays } from '../../../domain/dates';
import { daysOverdue } from '../../../domain/hutang';
import { enterBuybackStock } from '../../inventory/buyback-stock';
import { checkSalesPlace, enterSalesStock, type SalesPlace } from '../../inventory/sales-stock';
import { postDocument } from '../engine';
import type { BalanceMove } from '../balances';
import type { DocumentKind, DocumentLine, JournalAmount, Plan } from '../plan';
import { s } from '../../http/schema';
import { CODE_MAX } from '../../http/input';
import type { KindAction } from '../kind-api';
import { billOrRefuse, billRules, HUTANG_STEP_MESSAGES, inCustody, lockedLoan, moveCustody, pledgedLines, pureGoldPrice, recordBill, stepHeader } from './hutang-terms';
import { numberSetting } from '../../settings/stored';

export const LELANG_MESSAGES = { auctioned: 'Hutang Berhasil Dilelang' } as const;

/** How long a surplus is owed to the customer. */
const SURPLUS_DAYS = 365;

interface LelangBody {
  no_hutang: string;
  /** Into sale stock at this place; absent: into the buy-back stock. */
  ke_stok_jual?: SalesPlace;
}

/** The action's body: a sales tray and a group together, or neither. */
interface LelangInput {
  kode_baki?: string;
  kode_group?: string;
}

export const LELANG_PLACE_MESSAGE = 'Baki Dan Group Diisi Bersama Untuk Masuk Stok Jual';

function salesPlace(input: LelangInput): SalesPlace | undefined {
  const place = { kode_baki: input.kode_baki?.trim().toUpperCase() ?? '', kode_group: input.kode_group?.trim().toUpperCase() ?? '' };
  if (!place.kode_baki && !place.kode_group) return undefined;
  if (!place.kode_baki || !place.kode_group) throw new HttpError(400, LELANG_PLACE_MESSAGE);
  return place;
}

/** Each line's appraised value (see the head of this file); the last line of a principal split takes the remainder. */
function appraise(lines: readonly DocumentLine[], pure: number, principal: number): number[] {
  const mg = lines.map((l) => BigInt(Math.round(l.berat * 1000)));
  if (pure > 0) return lines.map((l, i) => Number((mg[i] * BigInt(Math.round(l.kadar * 100)) * BigInt(pure)) / 10_000_000n));
  const all = mg.reduce((a, b) => a + b, 0n);
  const shares = mg.map((m) => (all > 0n ? Number((BigInt(principal) * m) / all) : 0));
  shares[shares.length - 1] += principal - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export const lelangHutang: DocumentKind<LelangBody> = {
  jenis: 'LELANG_HUTANG',
  prefix: 'LL',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: LelangBody): Promise<Plan> {
    const loan = await lockedLoan(tx, actor, body.no_hutang);
    const grace = await numberSetting(tx, 'hutang_masa_tenggang');
    if (daysOverdue(loan.terms.tgl_jatuh_tempo, actor.tgl_system) <= grace) throw new HttpError(409, HUTANG_STEP_MESSAGES.notAuctionable);
    const bill = billOrRefuse(loan.terms, actor.tgl_system, await billRules(tx));
    const principal = loan.terms.jumlah_hutang;
    const owed = bill.total_bayar;
    const pledged = await pledgedLines(tx, loan.no_dokumen);
    const kotor = await tx.query<{ berat_kotor: string }>('SELECT berat_kotor FROM dokumen_baris_hutang WHERE no_dokumen = $1 ORDER BY baris', [loan.no_dokumen]);
    const place = body.ke_stok_jual;
    const checked = place ? await checkSalesPlace(tx, place) : undefined;
    const values = appraise(pledged, await pureGoldPrice(tx), principal);
    const lines = pledged.map((l, i) => ({ ...l, harga: values[i], total: values[i] }));
    const value = values.reduce((a, b) => a + b, 0);
    const surplus = Math.max(0, value - owed);
    const shortfall = Math.max(0, owed - value);
    const j = (kode_akun: string, amount: number): JournalAmount => ({ trx: 'HUTANG', type: 'LELANG', kode_akun, amount });
    const own: BalanceMove[] = surplus
      ? [{ jenis_saldo: 'KELEBIHAN_LELANG', kejadian: 'KELEBIHAN', pokok: surplus, terbayar: surplus }]
      : shortfall
        ? [{ jenis_saldo: 'PIUTANG', kejadian: 'KEKURANGAN', pokok: shortfall, terbayar: 0 }]
        : [];
    return {
      status: own.length ? 'OPEN' : 'DONE',
      header: stepHeader(loan, value, { dibayar: 0, kembalian: 0 }),
      lines,
      payments: [],
      needs: [],
      stock: async (stx, no) => {
        const pieces = lines.map((l, i) => ({
          nama_barang: l.nama_barang,
          kadar: l.kadar,
          berat_mg: Math.round(l.berat * 1000),
          berat_kotor_mg: Math.round(Number(kotor[i]?.berat_kotor ?? l.berat) * 1000),
        }));
        if (checked) await enterSalesStock(stx, actor, checked, pieces.map((p, i) => ({ ...p, total_hpp: values[i] })), 'LELANG_HUTANG', no);
        else await enterBuybackStock(stx, actor, pieces.map((p, i) => ({ ...p, kode_group: '', kode_dept: '', harga: values[i] })), 'LELANG_HUTANG', no);
        await moveCustody(stx, actor, loan.no_dokumen, await inCustody(stx, loan.no_dokumen), -1, 'LELANG', no);
      },
      afterWrite: async (atx, no) => {
        await recordBill(atx, no, loan.no_dokumen, bill, principal, owed);
        await atx.query('INSERT INTO hutang_lelang (no_dokumen, nilai_taksiran, kelebihan_rp, kekurangan_rp, tgl_batas) VALUES ($1, $2, $3, $4, $5)', [
          no,
          value,
          surplus,
          shortfall,
          addDays(actor.tgl_system, SURPLUS_DAYS),
        ]);
      },
      kategori: null,
      money: [],
      // The gold at its value (sale or scrap stock); the principal less what stays owed; the interest earned; the surplus owed.
      journal: [j(checked ? 'PERSEDIAAN' : 'PERSEDIAAN_RONGSOK', value), j('PIUTANG', principal - shortfall), j('SEWA_MODAL', bill.bunga_rp + bill.denda_rp), j('KELEBIHAN_LELANG', surplus)],
      balance: [{ no_dokumen: loan.no_dokumen, kejadian: 'LELANG', pokok: 0, terbayar: principal }, ...own],
      links: [{ no_dokumen: loan.no_dokumen, jenis: 'LELANG_HUTANG' }],
    };
  },

  // Not a registered kind: the pieces are stock now. Asked, it refuses.
  cancel: {
    authorization: 'BATAL_HUTANG',
    sameDayOnly: true,
    afterValidation: false,
    kategori: 'BATAL HUTANG',
    refuse: async () => new HttpError(409, HUTANG_STEP_MESSAGES.auctionNoCancel),
    stock: async () => {},
  },
};

export const lelangAction: KindAction = {
  path: 'lelang',
  gate: { page: '/lelang-hutang' },
  summary:
    "Auction a loan past its due date and grace days: the pieces forfeited at their appraised value, onto a sales tray with a group (sale stock) or, without them, into the buy-back stock; a surplus over principal + interest + late fee owed to the customer for a year, a shortfall still owed; one transaction",
  description: `409 'Hutang Belum Melewati Jatuh Tempo Dan Masa Tenggang'; 400 '${LELANG_PLACE_MESSAGE}'`,
  body: s.object({ kode_baki: s.code('Kode Baki', CODE_MAX), kode_group: s.code('Kode Group', CODE_MAX) }, [], { additional: false }),
  async run(ctx, actor, no, input, opts) {
    const ke_stok_jual = salesPlace((input ?? {}) as LelangInput);
    const { no: noLelang } = await postDocument(ctx, actor, lelangHutang, { no_hutang: no, ...(ke_stok_jual ? { ke_stok_jual } : {}) }, { idempotencyKey: opts.idempotencyKey });
    const [row] = await ctx.db.query<{ nilai_taksiran: string; kelebihan_rp: string; kekurangan_rp: string; tgl_batas: string; total_bayar: string }>(
      `SELECT l.nilai_taksiran, l.kelebihan_rp, l.kekurangan_rp, l.tgl_batas::text AS tgl_batas, t.total_bayar
         FROM hutang_lelang l JOIN hutang_tagihan t USING (no_dokumen) WHERE l.no_dokumen = $1`,
      [noLelang],
    );
    const barcodes = await ctx.db.query<{ kode_barcode: string }>("SELECT kode_barcode FROM barang_mutasi WHERE no_ref = $1 AND jenis = 'LELANG_HUTANG' ORDER BY id", [noLelang]);
    return {
      message: LELANG_MESSAGES.auctioned,
      data: {
        no_faktur_hutang: no,
        no_lelang: noLelang,
        tgl_system: actor.tgl_system,
        nilai_taksiran: Number(row.nilai_taksiran),
        total_tagihan: Number(row.total_bayar),
        kelebihan_rp: Number(row.kelebihan_rp),
        kekurangan_rp: Number(row.kekurangan_rp),
        tgl_batas_kelebihan: row.tgl_batas,
        kode_barcode: barcodes.map((b) => b.kode_barcode),
      },
    };
  },
};
