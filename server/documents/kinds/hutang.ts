// Pawn loans (hutang, issue 22; migration 045 tells the books): the loan itself. Its redemption and renewal are
// ./hutang-lunas.ts, its auction ./hutang-lelang.ts, what every step reads ./hutang-terms.ts.
//
// - The loan (jenis HUTANG, HT-...): the customer (name, address, phone, KTP), the pledged pieces as lines without a
//   piece (name, kadar at most 100, gold weight not above the weight with the bag, quantity, condition of
//   /master-kondisi-pinjaman), the principal, the monthly rate (default: setting bunga_hutang_default; under
//   PARAMETER_BUNGA_HUTANG_MODULE the table's rate at the term's end is recorded and bills follow the table), the term in
//   days (due date: the business date + the term). Under PLAFOND_HUTANG_MODULE a principal above the ceiling is refused.
//   The principal is paid out exactly (cash from the till, a transfer from a shop account), checked against what the
//   till or account holds. The pieces enter custody (hutang_jaminan_mutasi), never the stock. A PIUTANG balance opens.
// - Batal Hutang (BATAL_HUTANG, any business day): only an open loan nothing was paid on; the kernel mirrors the money
//   (it returns to the till or account), the journal and the balance; the pieces leave custody.
import hutangScreens, { HUTANG_STATUSES } from '../../../definitions/transactions/hutang';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { masterTable } from '../../db/master-tables';
import { weightMg } from '../../../domain/units';
import { OVERDUE } from '../../../domain/deposit';
import { billOf, daysOverdue, dueDate, HUTANG_MESSAGES, pieceProblem, plafondOf } from '../../../domain/hutang';
import { cancelPolicyOf, type DocumentKind, type DocumentLine, type DocumentPayment, type JournalAmount } from '../plan';
import { memberCodeOf } from '../member-points';
import { checkAccounts, refuse, saleHeader, salesPerson } from '../priced-pieces';
import { linkedBy } from '../links';
import { s, type JsonSchema } from '../../http/schema';
import { customerFields } from '../body-schemas';
import type { KindApiInput, ReadDocument } from '../kind-api';
import { listDocuments, listQuerystring, type ListQuery } from '../read';
import { billOrRefuse, billRules, HUTANG_STEP_MESSAGES, inCustody, moveCustody, plafondRules, termsOf } from './hutang-terms';
import { moduleActive, numberSetting } from '../../settings/stored';
import { HUTANG_ACTIONS, HUTANG_STEPS } from './hutang-lunas';
import { SISA_LELANG_ACTIONS } from './hutang-sisa-lelang';
import { payoutLines, payoutMoves, payoutSchema, type PayoutInput } from './hutang-payout';
import { loanPhotoKeys } from './hutang-foto';

export const HUTANG_API_MESSAGES = {
  saved: 'Transaksi Hutang Berhasil Disimpan',
  cancelled: 'Hutang Berhasil Dibatalkan',
  payoutNotPrincipal: 'Pencairan Harus Sama Dengan Jumlah Hutang',
  kondisiUnknown: 'Kondisi Pinjaman Tidak Terdaftar',
} as const;

export interface HutangItemInput {
  nama_barang: string;
  kadar: number;
  berat_kotor: number;
  berat: number;
  jumlah?: number;
  kondisi?: string;
}

export interface HutangBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (../member-points.ts counterMember). */
  kode_member?: string;
  no_ktp?: string;
  items: HutangItemInput[];
  jumlah_hutang: number;
  bunga_persen?: number;
  lama_pinjam: number;
  pembayaran: PayoutInput[];
  authorization_ids?: string[];
}

const j = (kode_akun: string, amount: number): JournalAmount => ({ trx: 'HUTANG', type: 'PENCAIRAN', kode_akun, amount });
const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((total, r) => total + pick(r), 0);

/** Each line's condition: blank, or one of /master-kondisi-pinjaman (stored as the master spells it). */
async function conditions(tx: Queryable, items: readonly HutangItemInput[]): Promise<string[]> {
  const typed = items.map((i) => (i.kondisi ?? '').trim().toUpperCase());
  const named = [...new Set(typed.filter(Boolean))];
  if (!named.length) return typed;
  const rows = await tx.query<{ kondisi_pinjaman: string }>(
    `SELECT kondisi_pinjaman FROM ${masterTable({ name: 'kondisi_pinjaman' })} WHERE upper(kondisi_pinjaman) = ANY($1::text[]) AND is_active`,
    [named],
  );
  const found = new Map(rows.map((r) => [r.kondisi_pinjaman.toUpperCase(), r.kondisi_pinjaman]));
  return typed.map((k, i) => {
    if (k && !found.has(k)) throw refuse(400, HUTANG_API_MESSAGES.kondisiUnknown, `items.${i}.kondisi`);
    return k ? found.get(k)! : '';
  });
}

/** The payout lines as the document keeps them, each checked; their sum must be the principal. */
function payouts(body: HutangBody): DocumentPayment[] {
  if (sum(body.pembayaran, (p) => p.jumlah_rp) !== body.jumlah_hutang) throw refuse(400, HUTANG_API_MESSAGES.payoutNotPrincipal, 'pembayaran');
  return payoutLines(body.pembayaran);
}

export const hutang: DocumentKind<HutangBody> = {
  jenis: 'HUTANG',
  prefix: 'HT',

  async plan(tx: Queryable, _ctx: AppContext, actor: Actor, body: HutangBody) {
    const sales = await salesPerson(tx, body.kode_sales);
    body.items.forEach((item, i) => {
      const problem = pieceProblem(item);
      if (problem) throw refuse(400, problem.message, `items.${i}.${problem.field}`);
    });
    const kondisi = await conditions(tx, body.items);
    const plafond = plafondOf(body.items, await plafondRules(tx));
    if ((await moduleActive(tx, 'PLAFOND_HUTANG_MODULE')) && body.jumlah_hutang > plafond) throw refuse(400, HUTANG_MESSAGES.abovePlafond, 'jumlah_hutang');
    const due = dueDate(actor.tgl_system, body.lama_pinjam);
    const rules = await billRules(tx);
    const typed = body.bunga_persen ?? (await numberSetting(tx, 'bunga_hutang_default'));
    // Under the module the rate is the table's: the one a redemption at the term's end pays (refused when none).
    const bunga_persen = rules.perBlock
      ? billOrRefuse({ jumlah_hutang: body.jumlah_hutang, bunga_persen: typed, tgl_mulai: actor.tgl_system, tgl_jatuh_tempo: due }, due, rules).bunga_persen
      : typed;
    if (!rules.perBlock && !(bunga_persen > 0)) throw refuse(400, HUTANG_MESSAGES.rateRequired, 'bunga_persen');
    await checkAccounts(tx, body.pembayaran);
    const payments = payouts(body);

    const lines: DocumentLine[] = body.items.map((item) => {
      const grams = weightMg(item.berat) / 1000;
      return {
        kode_barcode: '',
        nama_barang: item.nama_barang.trim(),
        kode_group: '',
        kode_dept: '',
        kode_gudang: '',
        kode_baki: '',
        kadar: item.kadar,
        qty: item.jumlah ?? 1,
        berat: grams,
        berat_jual: grams,
        harga_per_gram: 0,
        harga: 0,
        ongkos: 0,
        diskon_rp: 0,
        total: 0,
        harga_modal: 0,
        berlian: false,
      };
    });
    const total = body.jumlah_hutang;
    const header = { ...saleHeader(sales, body, { subtotal: total, diskon_rp: 0, ppn_rp: 0, pembulatan_rp: 0, grand_total: total }), kode_member: await memberCodeOf(tx, body) };
    const cash = sum(payments.filter((p) => p.jenis === 'TUNAI'), (p) => p.jumlah_rp);
    return {
      status: 'OPEN' as const,
      header: { ...header, total_bayar: total, kembalian: 0, keterangan: '' },
      lines,
      payments,
      needs: [],
      // Pledged pieces are in custody, never stock: the custody ledger, not the inventory service.
      stock: async () => {},
      afterWrite: async (afterTx: Queryable, no: string) => {
        await afterTx.query('INSERT INTO dokumen_hutang (no_dokumen, no_ktp, lama_pinjam, plafond) VALUES ($1, $2, $3, $4)', [
          no,
          (body.no_ktp ?? '').trim(),
          body.lama_pinjam,
          plafond,
        ]);
        await afterTx.query(
          'INSERT INTO hutang_termin (no_dokumen, no_ref, tgl_mulai, tgl_jatuh_tempo, bunga_persen, jumlah_hutang) VALUES ($1, $1, $2, $3, $4, $5)',
          [no, actor.tgl_system, due, bunga_persen, total],
        );
        await afterTx.query(
          `INSERT INTO dokumen_baris_hutang (no_dokumen, baris, berat_kotor, kondisi) SELECT $1, x.baris, x.kotor, x.kondisi
             FROM unnest($2::int[], $3::numeric[], $4::text[]) AS x(baris, kotor, kondisi)`,
          [no, lines.map((_, i) => i + 1), body.items.map((i) => weightMg(i.berat_kotor) / 1000), kondisi],
        );
        await moveCustody(afterTx, actor, no, lines.map((_, i) => i + 1), 1, 'MASUK', no);
      },
      kategori: 'HUTANG',
      money: payoutMoves(payments),
      fundsField: 'pembayaran',
      journal: [j('PIUTANG', total), j('KAS', cash), j('BANK', total - cash)],
      balance: [{ jenis_saldo: 'PIUTANG', kejadian: 'PINJAM', pokok: total, terbayar: 0 }],
    };
  },

  cancel: {
    ...cancelPolicyOf(hutangScreens),
    kategori: 'BATAL HUTANG',
    async refuse(tx, doc) {
      if (doc.status === 'DONE') return new HttpError(409, HUTANG_STEP_MESSAGES.alreadyRedeemed);
      if (doc.status === 'LELANG') return new HttpError(409, HUTANG_STEP_MESSAGES.alreadyAuctioned);
      // A renewal paid, or a redemption paid and undone: money moved on it, so it is no longer a loan to take back.
      const [paid] = await tx.query('SELECT 1 FROM hutang_tagihan WHERE no_hutang = $1 LIMIT 1', [doc.no_dokumen]);
      return paid ? new HttpError(409, HUTANG_STEP_MESSAGES.paidNoCancel) : undefined;
    },
    // The pieces go back to the customer: out of custody. The money comes back by the kernel's mirror.
    async stock(tx, actor, doc) {
      await moveCustody(tx, actor, doc.no_dokumen, await inCustody(tx, doc.no_dokumen), -1, 'BATAL', doc.no_dokumen);
    },
  },
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)

const MAX_PIECE_GRAMS = 100_000;
const grams = (title: string): JsonSchema => ({ title, type: 'number', exclusiveMinimum: 0, maximum: MAX_PIECE_GRAMS });
const percent = (title: string): JsonSchema => ({ title, type: 'number', minimum: 0, maximum: 100 });

const hutangItem = s.object(
  {
    nama_barang: { ...s.text('Nama Barang', 100), minLength: 1 },
    // The item limit (500) here; the debt's limit of 100 is refused with its own words (domain/hutang.ts).
    kadar: { title: 'Kadar', type: 'number', exclusiveMinimum: 0, maximum: 500 },
    berat_kotor: grams('Berat Kotor'),
    berat: grams('Berat Emas'),
    jumlah: s.int('Jumlah', 1, 10_000),
    kondisi: s.code('Kondisi', 20),
  },
  ['nama_barang', 'kadar', 'berat_kotor', 'berat'],
  { additional: false },
);

export const hutangBody: JsonSchema = s.object(
  {
    ...customerFields,
    no_ktp: s.code('No KTP', 30),
    items: { ...s.array('Barang Jaminan', hutangItem, 50), minItems: 1 },
    jumlah_hutang: { ...s.money('Jumlah Hutang'), minimum: 1 },
    bunga_persen: percent('Bunga (%)'),
    lama_pinjam: s.int('Lama Pinjam (Hari)', 1, 3650),
    pembayaran: payoutSchema,
  },
  ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'jumlah_hutang', 'lama_pinjam', 'pembayaran'],
  { additional: false },
);

type Row = Record<string, unknown>;

/** What each auctioned loan's auction still leaves: the surplus the shop holds (until tgl_batas), the shortfall owed. */
async function auctionLeft(db: Queryable, numbers: readonly string[]) {
  const rows = await db.query<{ no_hutang: string; jenis_saldo: string; pokok: string; terbayar: string; tgl_batas: string }>(
    `SELECT t.no_dokumen AS no_hutang, s.jenis_saldo, s.pokok, s.terbayar, l.tgl_batas::text AS tgl_batas
       FROM dokumen_tautan t JOIN saldo_dokumen s ON s.no_dokumen = t.no_tautan JOIN hutang_lelang l ON l.no_dokumen = t.no_tautan
      WHERE t.jenis = 'LELANG_HUTANG' AND t.arah = 1 AND t.no_dokumen = ANY($1::text[])`,
    [numbers],
  );
  return new Map(
    rows.map((r) => {
      const surplus = r.jenis_saldo === 'KELEBIHAN_LELANG' ? Number(r.terbayar) : 0;
      return [r.no_hutang, { kelebihan: surplus, kekurangan: r.jenis_saldo === 'PIUTANG' ? Number(r.pokok) - Number(r.terbayar) : 0, tgl_batas: surplus ? r.tgl_batas : '' }];
    }),
  );
}

/** What an open loan shows on `tgl` beside its terms: overdue mark, days overdue, late fee, today's bill. */
async function loanFacts(db: Queryable, tgl: string, rows: { no: string; status: string }[]) {
  const terms = await termsOf(db, rows.map((r) => r.no));
  const rules = await billRules(db);
  const owed = await db.query<{ no_dokumen: string; sisa: string }>('SELECT no_dokumen, pokok - terbayar AS sisa FROM saldo_dokumen WHERE no_dokumen = ANY($1::text[])', [rows.map((r) => r.no)]);
  const sisa = new Map(owed.map((o) => [o.no_dokumen, Number(o.sisa)]));
  const left = await auctionLeft(db, rows.filter((r) => r.status === 'LELANG').map((r) => r.no));
  return new Map(
    rows.map((r) => {
      const t = terms.get(r.no)!;
      const open = r.status === 'OPEN';
      const late = open ? daysOverdue(t.tgl_jatuh_tempo, tgl) : 0;
      const bill = open ? billOf(t, tgl, rules) : null;
      return [
        r.no,
        {
          no_ktp: t.no_ktp,
          lama_pinjam: t.lama_pinjam,
          plafond: t.plafond,
          jumlah_hutang: t.jumlah_hutang,
          bunga_persen: t.bunga_persen,
          tgl_mulai: t.tgl_mulai,
          tgl_jatuh_tempo: t.tgl_jatuh_tempo,
          tempo: late > 0 ? OVERDUE : '',
          hari_terlambat: late,
          denda_rp: bill?.denda_rp ?? 0,
          sisa_hutang: open ? (sisa.get(r.no) ?? 0) : 0,
          tagihan: bill,
          kelebihan_lelang: left.get(r.no)?.kelebihan ?? 0,
          kekurangan_lelang: left.get(r.no)?.kekurangan ?? 0,
          tgl_batas_kelebihan: left.get(r.no)?.tgl_batas ?? '',
        },
      ];
    }),
  );
}

const rawStatus = async (db: Queryable, no: string) => (await db.query<{ status: string }>('SELECT status FROM dokumen_terkini WHERE no_dokumen = $1', [no]))[0].status;

async function withLoanFacts(db: Queryable, actor: Actor, doc: ReadDocument, no: string): Promise<ReadDocument> {
  const facts = (await loanFacts(db, actor.tgl_system, [{ no, status: await rawStatus(db, no) }])).get(no)!;
  const extra = await db.query<{ baris: number; berat_kotor: string; kondisi: string }>('SELECT baris, berat_kotor, kondisi FROM dokumen_baris_hutang WHERE no_dokumen = $1 ORDER BY baris', [no]);
  const custody = new Set(await inCustody(db, no));
  const items = doc.items.map((line, i) => ({
    ...(line as Row),
    berat_kotor: extra[i] ? weightMg(extra[i].berat_kotor) / 1000 : 0,
    kondisi: extra[i]?.kondisi ?? '',
    dalam_titipan: custody.has(i + 1),
  }));
  const termin = await db.query(
    `SELECT no_ref, tgl_mulai::text AS tgl_mulai, tgl_jatuh_tempo::text AS tgl_jatuh_tempo, bunga_persen::float AS bunga_persen, jumlah_hutang::bigint AS jumlah_hutang
       FROM hutang_termin WHERE no_dokumen = $1 ORDER BY id`,
    [no],
  );
  return {
    ...doc,
    ...facts,
    items,
    termin: termin.map((t) => ({ ...t, jumlah_hutang: Number((t as Row).jumlah_hutang) })),
    no_lunas: await linkedBy(db, no, 'LUNAS_HUTANG'),
    no_lelang: await linkedBy(db, no, 'LELANG_HUTANG'),
    ...(await loanPhotoKeys(db, no)),
  } as ReadDocument;
}

const listQuery = listQuerystring(HUTANG_STATUSES.map((st) => st.value));
/** The list's query: the kind's, and the stage an action screen lists (/lelang-hutang, /batal-hutang-lunas). */
const STAGES = ['LELANG', 'LUNAS', 'KELEBIHAN', 'HANGUS', 'KEKURANGAN'] as const;
const hutangListQuery: JsonSchema = { ...listQuery, properties: { ...(listQuery.properties as Record<string, JsonSchema>), tahap: s.choice('Tahap', [...STAGES]) } };
type HutangListQuery = ListQuery & { tahap?: (typeof STAGES)[number] };

/**
 * The loans (and their dates) a stage lists whatever their own date: LUNAS, those whose redemption in force was written
 * in the range; KELEBIHAN, those whose auction still holds a surplus; HANGUS, the same past its year (tgl_batas);
 * KEKURANGAN, those whose auction still leaves a shortfall. Undefined for the other stages (the range as asked).
 */
async function stageLoans(db: Queryable, actor: Actor, q: HutangListQuery): Promise<{ no_dokumen: string; tgl: string }[] | undefined> {
  if (q.tahap === 'LUNAS') {
    const from = q.tgl_from || actor.tgl_system;
    return db.query<{ no_dokumen: string; tgl: string }>(
      `SELECT t.no_dokumen, h.tgl_system::text AS tgl FROM dokumen_tautan t JOIN dokumen l ON l.no_dokumen = t.no_tautan JOIN dokumen h ON h.no_dokumen = t.no_dokumen
        WHERE t.jenis = 'LUNAS_HUTANG' AND h.kode_toko = $1 AND l.tgl_system BETWEEN $2 AND $3
        GROUP BY t.no_dokumen, t.no_tautan, h.tgl_system HAVING sum(t.arah) > 0`,
      [actor.kode_toko, from, q.tgl_to || from],
    );
  }
  if (q.tahap !== 'KELEBIHAN' && q.tahap !== 'HANGUS' && q.tahap !== 'KEKURANGAN') return undefined;
  return db.query<{ no_dokumen: string; tgl: string }>(
    `SELECT t.no_dokumen, h.tgl_system::text AS tgl FROM dokumen_tautan t JOIN dokumen h ON h.no_dokumen = t.no_dokumen
       JOIN saldo_dokumen s ON s.no_dokumen = t.no_tautan JOIN hutang_lelang l ON l.no_dokumen = t.no_tautan
      WHERE t.jenis = 'LELANG_HUTANG' AND t.arah = 1 AND h.kode_toko = $1
        AND CASE WHEN $2 = 'KEKURANGAN' THEN s.jenis_saldo = 'PIUTANG' AND s.pokok > s.terbayar
                 ELSE s.jenis_saldo = 'KELEBIHAN_LELANG' AND s.terbayar > 0 AND ($2 = 'KELEBIHAN' OR l.tgl_batas < $3) END`,
    [actor.kode_toko, q.tahap, actor.tgl_system],
  );
}

/**
 * The loans of a range of business dates and every open one whatever its date, each with its terms in force, overdue
 * mark, days overdue, late fee today and principal owed. tahap LELANG: only the open ones past their due date by more
 * than the grace days (what /lelang-hutang offers to auction); tahap LUNAS (/batal-hutang-lunas) and the auction's
 * stages (/kelebihan-lelang-hutang, /hangus-kelebihan-lelang, /kekurangan-lelang-hutang): stageLoans.
 */
async function listLoans(db: Queryable, actor: Actor, q: HutangListQuery): Promise<Record<string, unknown>[]> {
  let query: ListQuery = q;
  let only: Set<string> | undefined;
  const staged = await stageLoans(db, actor, q);
  if (staged) {
    if (!staged.length) return [];
    only = new Set(staged.map((r) => r.no_dokumen));
    const dates = staged.map((r) => r.tgl).sort();
    query = { ...q, tgl_from: dates[0], tgl_to: dates[dates.length - 1] };
  }
  const all = (await listDocuments(db, actor, 'HUTANG', 'no_faktur_hutang', query, { openAnyDate: true })).filter((r) => !only || only.has(String(r.no_faktur_hutang)));
  const facts = await loanFacts(db, actor.tgl_system, all.map((r) => ({ no: String(r.no_faktur_hutang), status: String(r.status) })));
  const rows: Record<string, unknown>[] = all.map((r) => {
    const { tagihan: _bill, ...f } = facts.get(String(r.no_faktur_hutang))!;
    return { ...r, ...f };
  });
  if (q.tahap !== 'LELANG') return rows;
  const grace = await numberSetting(db, 'hutang_masa_tenggang');
  return rows.filter((r) => r.status === 'OPEN' && Number(r.hari_terlambat) > grace);
}

export const hutangApi: KindApiInput<HutangBody> = {
  definition: hutangScreens,
  kind: hutang,
  body: hutangBody,
  messages: HUTANG_API_MESSAGES,
  summaries: {
    post: "Take a pawn loan: the customer, the pledged pieces (kadar at most 100, gold weight not above the weight with the bag, condition), the principal, the monthly rate (default: setting), the term in days; under PLAFOND_HUTANG_MODULE not above the plafond; paid out exactly from the till or a shop account (checked against its balance); the pieces in custody; one transaction",
    list: 'The shop\'s loans of a range of business dates and every open one whatever its date, each with its terms in force, due date, overdue mark, days overdue, late fee today and principal owed',
    read: 'One loan: pledged pieces (weight with bag, condition, still in custody), terms in force and their history, today\'s bill, the redemption or auction',
    cancel: 'Cancel a loan nothing was paid on (BATAL_HUTANG), any business day: the money back to the till or account, the pieces out of custody',
  },
  posted: (d) => {
    const loan = d as ReadDocument & Row;
    return { tgl_jatuh_tempo: loan.tgl_jatuh_tempo, plafond: loan.plafond, jumlah_hutang: loan.jumlah_hutang, bunga_persen: loan.bunga_persen };
  },
  extend: (db, actor, doc, no) => withLoanFacts(db, actor, doc, no),
  saldo: true,
  // Each pledged piece's photo as it was handed over.
  linePhotos: true,
  list: {
    querystring: hutangListQuery,
    read: (ctx, req, actor) => listLoans(ctx.db, actor, req.query as HutangListQuery),
  },
  actions: [...HUTANG_ACTIONS, ...SISA_LELANG_ACTIONS],
  steps: HUTANG_STEPS,
};
