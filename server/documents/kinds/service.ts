// Services (service / reparasi, issue 21): a customer's pieces repaired by the shop's goldsmith and collected later.
//
// - The intake (jenis SERVICE, numbers SV-...): lines without a piece, each a name, weight in, quantity, ongkos,
//   description (one of /parameter-deskripsi-service under PARAMETER_DESKRIPSI_SERVICE_MODULE) and goldsmith
//   (dokumen_baris_service, migration 043); the customer's gold is in the shop's custody, not its stock: no stock
//   moves. The service is worth its ongkos (total_service); the manual receipt number goes in the header's keterangan.
//   An optional down payment (at most the total) reaches the till or an account (kategori SERVICE); journal
//   SERVICE/DP: Kas / EDC debited, the customer's down payments (UANG_MUKA) credited. The balance (UANG_MUKA) is
//   opened whatever the down payment, so every service still waiting shows what remains.
// - Done (POST service/{no}/selesai, from OPEN only): each line's weight out (dokumen_service_selesai); gold a repair
//   added is charged at its group's price that moment (domain/order-pricing.ts addedGoldAmount), raising the balance
//   (kejadian SELESAI). Status SELESAI; under WHATSAPP_MODULE the customer is told "siap diambil" through the outbox.
// - The collection (POST service/{no}/ambil, from SELESAI only): a document of its own (jenis AMBIL_SERVICE, SA-...),
//   the service's lines at their ongkos and added gold, paid first by the down payment (payment kind SERVICE, no_reff
//   the service), then by any money payment, cash giving change (kategori AMBIL SERVICE); journal SERVICE/AMBIL:
//   Kas / EDC and UANG_MUKA debited, service income (JASA_SERVICE) and the added gold (PENJUALAN) credited. Link
//   AMBIL_SERVICE closes the service (DONE). A collection is not cancelled: the customer has taken the piece.
// - The cancellation (BATAL_SERVICE, a reason, any business day, OPEN or SELESAI; a collected service cannot): the
//   down payment refunded out of the till (the kernel mirrors the money and journal rows, and the balance moves).
import serviceScreens from '../../../definitions/transactions/service';
import type { Queryable } from '../../db/database';
import type { AppContext } from '../../context';
import type { Actor } from '../../actor';
import { HttpError } from '../../http-error';
import { masterTable } from '../../db/master-tables';
import { moduleOn } from '../../../domain/gates';
import { formatRupiah, mgText, weightMg } from '../../../domain/units';
import { isWhatsappNumber } from '../../../domain/phone';
import { addedGoldAmount, ORDER_MESSAGES } from '../../../domain/order-pricing';
import { linkedBy } from '../links';
import { dpOf, postCollection } from '../down-payment';
import { withLinePhotos } from '../line-photos';
import { changeStatus, lockDocument } from '../status';
import { writeBalances } from '../balances';
import { holdBusinessDay } from '../business-day';
import { checkTukang, TUKANG_MESSAGES } from '../tukang';
import { cancelPolicyOf, type DocumentHeader, type DocumentKind, type DocumentLine, type JournalAmount } from '../plan';
import { earnedMoves, memberCodeOf } from '../member-points';
import { bankTotal, checkAccounts, documentSettings, groupPrices, moneyMoves, refuse, saleHeader, salesPerson, settlePayments, type PaymentInput } from '../priced-pieces';
import { MONEY_PAYMENTS } from './penjualan';
import { s, type JsonSchema } from '../../http/schema';
import { customerFields, salePayments } from '../body-schemas';
import type { KindApiInput, ReadDocument } from '../kind-api';
import { enqueue, whatsappRuntime } from '../../whatsapp/outbox';
import { whatsappSetting } from '../../whatsapp/nota';
import { waMeLink } from '../../whatsapp/sender';

export const SERVICE_MESSAGES = {
  saved: 'Transaksi Service Berhasil Disimpan',
  done: 'Service Berhasil Diselesaikan',
  collected: 'Service Berhasil Diambil',
  cancelled: 'Service Berhasil Dibatalkan',
  notFound: 'Service Tidak Ditemukan',
  alreadyDone: 'Service Sudah Selesai',
  notDone: 'Service Belum Selesai',
  alreadyCollected: 'Service Sudah Diambil',
  alreadyCancelled: 'Service Sudah Dibatalkan',
  collectedNoCancel: 'Service Sudah Diambil, Tidak Dapat Dibatalkan',
  collectionNoCancel: 'Pengambilan Service Tidak Dapat Dibatalkan',
  /** The spec's 'payment not above remaining balance': the down payment is at most the ongkos. */
  aboveRest: ORDER_MESSAGES.aboveRest,
  dpAboveDue: 'DP Service Melebihi Total Yang Harus Dibayar',
  descriptionRequired: 'Deskripsi Tidak Boleh Kosong',
  descriptionUnknown: 'Deskripsi Service Tidak Terdaftar',
  groupUnknown: 'Kode Group Tidak Terdaftar',
  groupForAddedGold: 'Group Harus Diisi Bila Berat Keluar Melebihi Berat Masuk',
  tukangUnknown: TUKANG_MESSAGES.unknown,
  linesCount: 'Jumlah Barang Harus Sama Dengan Jumlah Barang Service',
  weightOutZero: 'Berat Keluar Harus Lebih Dari 0',
} as const;

/** A line as the body takes it: grams with a decimal point, rupiah. */
export interface ServiceItemInput {
  nama_barang: string;
  berat: number;
  jumlah: number;
  ongkos_rp: number;
  deskripsi: string;
  kode_tukang?: string;
  /** The group whose price charges the gold a repair adds (it may be given at Selesai instead). */
  kode_group?: string;
}

export interface ServiceBody {
  kode_sales: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp?: string;
  /** The customer's member code (../member-points.ts counterMember). */
  kode_member?: string;
  no_faktur_manual?: string;
  items: ServiceItemInput[];
  /** The down payment, optional: none is a DP of 0. */
  pembayaran?: PaymentInput[];
  authorization_ids?: string[];
}

/** Selesai: one entry per line of the service, in its line order (baris 1, 2 ...). */
export interface SelesaiBody {
  items: { berat_keluar: number; kode_group?: string }[];
}

export interface AmbilServiceBody {
  no_service: string;
  pembayaran: PaymentInput[];
  authorization_ids?: string[];
}

const j = (type: string, kode_akun: string, amount: number): JournalAmount => ({ trx: 'SERVICE', type, kode_akun, amount });
const sum = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((total, r) => total + pick(r), 0);

/** The groups the lines name (blank: none), each checked against the master. */
async function knownGroups(tx: Queryable, items: readonly ServiceItemInput[]): Promise<string[]> {
  const codes = items.map((i) => (i.kode_group ?? '').trim().toUpperCase());
  const named = [...new Set(codes.filter(Boolean))];
  if (!named.length) return codes;
  const rows = await tx.query<{ kode_group: string }>(`SELECT kode_group FROM ${masterTable({ name: 'group' })} WHERE kode_group = ANY($1::text[])`, [named]);
  const found = new Set(rows.map((r) => r.kode_group));
  codes.forEach((code, i) => {
    if (code && !found.has(code)) throw refuse(400, SERVICE_MESSAGES.groupUnknown, `items.${i}.kode_group`);
  });
  return codes;
}

/**
 * Each line's description: as typed, or, under PARAMETER_DESKRIPSI_SERVICE_MODULE, one of the master's (its
 * description, or its code, stored as the master spells the description).
 */
async function descriptions(tx: Queryable, ctx: AppContext, items: readonly ServiceItemInput[]): Promise<string[]> {
  const typed = items.map((i) => i.deskripsi.trim());
  typed.forEach((d, i) => {
    if (!d) throw refuse(400, SERVICE_MESSAGES.descriptionRequired, `items.${i}.deskripsi`);
  });
  if (!moduleOn(await ctx.modules(), 'PARAMETER_DESKRIPSI_SERVICE_MODULE')) return typed;
  const rows = await tx.query<{ kode_deskripsi: string; deskripsi: string }>(
    `SELECT kode_deskripsi, deskripsi FROM ${masterTable({ name: 'para_deskripsi_service' })} WHERE is_active`,
  );
  const byText = new Map(rows.map((r) => [r.deskripsi.trim().toUpperCase(), r.deskripsi.trim()]));
  const byCode = new Map(rows.map((r) => [r.kode_deskripsi.trim().toUpperCase(), r.deskripsi.trim()]));
  return typed.map((d, i) => {
    const found = byText.get(d.toUpperCase()) ?? byCode.get(d.toUpperCase());
    if (!found) throw refuse(400, SERVICE_MESSAGES.descriptionUnknown, `items.${i}.deskripsi`);
    return found;
  });
}

async function writeServiceFacts(tx: Queryable, no: string, deskripsi: string[], tukang: string[]): Promise<void> {
  await tx.query(
    `INSERT INTO dokumen_baris_service (no_dokumen, baris, deskripsi, kode_tukang) SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[])`,
    [no, deskripsi.map((_, i) => i + 1), deskripsi, tukang],
  );
}

export const service: DocumentKind<ServiceBody> = {
  jenis: 'SERVICE',
  prefix: 'SV',

  async plan(tx: Queryable, ctx: AppContext, _actor: Actor, body: ServiceBody) {
    const sales = await salesPerson(tx, body.kode_sales);
    await checkTukang(tx, body.items);
    const groups = await knownGroups(tx, body.items);
    const deskripsi = await descriptions(tx, ctx, body.items);
    const tukang = body.items.map((i) => (i.kode_tukang ?? '').trim().toUpperCase());

    // The customer's pieces as taken in: no barcode, no price; the line is worth its ongkos.
    const lines: DocumentLine[] = body.items.map((item, i) => {
      const mg = weightMg(item.berat);
      return {
        kode_barcode: '',
        nama_barang: item.nama_barang.trim(),
        kode_group: groups[i],
        kode_dept: '',
        kode_gudang: '',
        kode_baki: '',
        kadar: 0,
        qty: item.jumlah,
        berat: mg / 1000,
        berat_jual: mg / 1000,
        harga_per_gram: 0,
        harga: 0,
        ongkos: item.ongkos_rp,
        diskon_rp: 0,
        total: item.ongkos_rp,
        harga_modal: 0,
        berlian: false,
      };
    });
    const total = sum(lines, (l) => l.total);
    const pembayaran = body.pembayaran ?? [];
    await checkAccounts(tx, pembayaran);
    // No payment lines: no down payment (settlePayments would ask for one).
    const settled = pembayaran.length ? settlePayments(pembayaran, total, await documentSettings(tx), { partial: true }) : undefined;
    const dp = settled?.paid.dibayar ?? 0;
    if (dp > total) throw refuse(400, SERVICE_MESSAGES.aboveRest, 'pembayaran');
    const header = { ...saleHeader(sales, body, { subtotal: total, diskon_rp: 0, ppn_rp: 0, pembulatan_rp: 0, grand_total: total }), kode_member: await memberCodeOf(tx, body) };
    return {
      status: 'OPEN' as const,
      header: { ...header, total_bayar: dp, kembalian: 0, keterangan: (body.no_faktur_manual ?? '').trim() },
      lines,
      payments: settled?.payments ?? [],
      needs: [],
      // In custody, not stock.
      stock: async () => {},
      afterWrite: (afterTx: Queryable, no: string) => writeServiceFacts(afterTx, no, deskripsi, tukang),
      kategori: 'SERVICE',
      money: settled ? moneyMoves(settled.paid, settled.payments) : [],
      journal: settled
        ? [j('DP', 'KAS', settled.paid.tunai), j('DP', 'EDC', bankTotal(settled.payments)), j('DP', 'UANG_MUKA', dp), j('DP', 'FEE_KARTU', settled.paid.fee_rp)]
        : [],
      // The shop holds the down payment for the customer until the service is collected; the rest is what remains.
      balance: [{ jenis_saldo: 'UANG_MUKA', kejadian: 'MASUK', pokok: total, terbayar: dp }],
    };
  },

  cancel: {
    // BATAL_SERVICE on any business day (a repair takes weeks), validated or not, done or not, until collected.
    ...cancelPolicyOf(serviceScreens),
    kategori: 'BATAL SERVICE',
    refuse: async (_tx, doc) => (doc.status === 'DONE' ? new HttpError(409, SERVICE_MESSAGES.collectedNoCancel) : undefined),
    // The customer's pieces never entered stock: nothing goes back to a tray. The down payment is refunded by the
    // kernel's mirror of the money and journal rows.
    stock: async () => {},
  },
};

type ServiceRow = { no_dokumen: string; total_bayar: number } & Pick<DocumentHeader, 'kode_sales' | 'nama_sales' | 'nama_customer' | 'alamat_customer' | 'no_hp' | 'kode_member' | 'grand_total'>;

/** Why a service in `status` cannot take a step that needs it `wanted`. */
function stepRefused(status: string, wanted: 'OPEN' | 'SELESAI'): HttpError {
  if (status === 'BATAL') return new HttpError(409, SERVICE_MESSAGES.alreadyCancelled);
  if (status === 'DONE') return new HttpError(409, SERVICE_MESSAGES.alreadyCollected);
  return new HttpError(409, wanted === 'OPEN' ? SERVICE_MESSAGES.alreadyDone : SERVICE_MESSAGES.notDone);
}

/** The service, locked against a second step or a cancellation at the same moment; in status `wanted` or refused. */
async function lockedService(tx: Queryable, actor: Actor, no: string, wanted: 'OPEN' | 'SELESAI'): Promise<ServiceRow> {
  const d = await lockDocument<ServiceRow>(tx, actor.kode_toko, 'SERVICE', no, 'no_dokumen, kode_sales, nama_sales, nama_customer, alamat_customer, no_hp, kode_member, grand_total, total_bayar');
  if (!d) throw new HttpError(404, SERVICE_MESSAGES.notFound);
  if (d.status !== wanted) throw stepRefused(d.status, wanted);
  return d;
}

interface DoneLine {
  baris: number;
  outMg: number;
  kode_group: string;
  harga_per_gram: number;
  biaya_emas: number;
}

/**
 * Selesai (see the head of this file): each line's weight out, its added gold charged at its group's price now (the
 * body's group, else the intake line's; needed only where gold was added); status SELESAI and the balance raised by
 * the added gold, in one transaction. Answers the service, the added gold and what remains.
 */
export async function finishService(ctx: AppContext, actor: Actor, no: string, body: SelesaiBody): Promise<{ service: ServiceRow; biaya: number; sisa: number }> {
  return ctx.db.transaction(async (tx) => {
    await holdBusinessDay(tx, actor);
    const service = await lockedService(tx, actor, no, 'OPEN');
    const taken = await tx.query<{ baris: number; berat: string | number; kode_group: string }>(
      'SELECT baris, berat, kode_group FROM dokumen_baris WHERE no_dokumen = $1 ORDER BY baris',
      [no],
    );
    if (body.items.length !== taken.length) throw refuse(400, SERVICE_MESSAGES.linesCount, 'items');
    const groups = taken.map((l, i) => (body.items[i].kode_group ?? '').trim().toUpperCase() || l.kode_group);
    const { price } = await groupPrices(tx, [...new Set(groups.filter(Boolean))]);
    const done: DoneLine[] = taken.map((line, i) => {
      const field = `items.${i}`;
      const inMg = weightMg(line.berat);
      const outMg = weightMg(body.items[i].berat_keluar);
      if (outMg <= 0) throw refuse(400, SERVICE_MESSAGES.weightOutZero, `${field}.berat_keluar`);
      const group = groups[i];
      const perGram = group ? price.get(group) : undefined;
      if (group && perGram === undefined) throw refuse(400, SERVICE_MESSAGES.groupUnknown, `${field}.kode_group`);
      if (outMg > inMg && !group) throw refuse(400, SERVICE_MESSAGES.groupForAddedGold, `${field}.kode_group`);
      const harga = Number(perGram ?? 0);
      return { baris: line.baris, outMg, kode_group: group, harga_per_gram: harga, biaya_emas: addedGoldAmount(inMg, outMg, harga) };
    });
    await tx.query(
      `INSERT INTO dokumen_service_selesai (no_dokumen, baris, berat_keluar, kode_group, harga_per_gram, biaya_emas, tgl_system, oleh)
       SELECT $1, x.baris, x.berat, x.grp, x.harga, x.biaya, $7, $8
         FROM unnest($2::int[], $3::numeric[], $4::text[], $5::bigint[], $6::bigint[]) AS x(baris, berat, grp, harga, biaya)`,
      [
        no,
        done.map((d) => d.baris),
        done.map((d) => mgText(d.outMg)),
        done.map((d) => d.kode_group),
        done.map((d) => d.harga_per_gram),
        done.map((d) => d.biaya_emas),
        actor.tgl_system,
        actor.user_id,
      ],
    );
    const at = { no, tgl_system: actor.tgl_system, user_id: actor.user_id };
    await changeStatus(tx, no, 'SELESAI', at);
    const biaya = sum(done, (d) => d.biaya_emas);
    // The added gold raises what the service is worth; nothing is paid now.
    await writeBalances(tx, at, [{ kejadian: 'SELESAI', pokok: biaya, terbayar: 0 }]);
    return { service, biaya, sisa: Number(service.grand_total) + biaya - Number(service.total_bayar) };
  });
}

/** The WhatsApp text telling the customer the repair is done. */
export function readyText(namaToko: string, service: Pick<ServiceRow, 'no_dokumen' | 'nama_customer'>, sisa: number): string {
  const rest = sisa > 0 ? ` Sisa pembayaran Rp ${formatRupiah(sisa)}.` : '';
  return `Yth. ${service.nama_customer}, barang service Anda dengan nota ${service.no_dokumen} di ${namaToko} sudah selesai dan siap diambil.${rest} Terima kasih.`;
}

/**
 * "Siap diambil" to the customer's phone through the outbox (its worker sends it; a wa.me shop gets the link for the
 * cashier's browser to open), written after the service's own transaction committed. A failure here is the
 * message's, never the service's: it answers null.
 */
async function notifyReady(ctx: AppContext, actor: Actor, service: ServiceRow, sisa: number): Promise<{ id: number; link?: string } | null> {
  try {
    if (!moduleOn(await ctx.modules(), 'WHATSAPP_MODULE') || !isWhatsappNumber(service.no_hp)) return null;
    const setting = await whatsappSetting(ctx.db);
    const [shop] = await ctx.db.query<{ nama_toko: string }>('SELECT nama_toko FROM toko WHERE kode_toko = $1', [actor.kode_toko]);
    const pesan = readyText(shop?.nama_toko ?? '', service, sisa);
    const message = { kode_toko: actor.kode_toko, tujuan: service.no_hp, pesan, adapter: setting.adapter, no_dokumen: service.no_dokumen, input_by: actor.user_id };
    const id = await enqueue(ctx.db, message, whatsappRuntime(ctx).now());
    return setting.adapter === 'WA_ME' ? { id, link: waMeLink(service.no_hp, pesan) } : { id };
  } catch {
    return null;
  }
}

/** The collection: a document of its own over the service's lines (see the head of this file). */
export const ambilService: DocumentKind<AmbilServiceBody> = {
  jenis: 'AMBIL_SERVICE',
  prefix: 'SA',

  async plan(tx: Queryable, ctx: AppContext, actor: Actor, body: AmbilServiceBody) {
    const svc = await lockedService(tx, actor, body.no_service, 'SELESAI');
    const done = await tx.query<{
      nama_barang: string;
      kode_group: string;
      qty: number;
      berat: string | number;
      ongkos: number;
      berat_keluar: string | number;
      grup: string;
      harga_per_gram: number;
      biaya_emas: number;
    }>(
      `SELECT b.nama_barang, b.kode_group, b.qty, b.berat, b.ongkos, s.berat_keluar, s.kode_group AS grup, s.harga_per_gram, s.biaya_emas
         FROM dokumen_baris b JOIN dokumen_service_selesai s USING (no_dokumen, baris)
        WHERE b.no_dokumen = $1 ORDER BY b.baris`,
      [svc.no_dokumen],
    );
    // Each line as handed back: its weight in and out, its ongkos and the gold added at the price it was charged.
    const lines: DocumentLine[] = done.map((l) => ({
      kode_barcode: '',
      nama_barang: l.nama_barang,
      kode_group: l.grup || l.kode_group,
      kode_dept: '',
      kode_gudang: '',
      kode_baki: '',
      kadar: 0,
      qty: Number(l.qty),
      berat: weightMg(l.berat) / 1000,
      berat_jual: weightMg(l.berat_keluar) / 1000,
      harga_per_gram: Number(l.harga_per_gram),
      harga: Number(l.biaya_emas),
      ongkos: Number(l.ongkos),
      diskon_rp: 0,
      total: Number(l.ongkos) + Number(l.biaya_emas),
      harga_modal: 0,
      berlian: false,
    }));
    const ongkos = sum(lines, (l) => l.ongkos);
    const emas = sum(lines, (l) => l.harga);
    const due = ongkos + emas;
    const dp = dpOf(await tx.query<{ jumlah_rp: number }>('SELECT jumlah_rp FROM dokumen_bayar WHERE no_dokumen = $1', [svc.no_dokumen]));
    // The intake keeps the down payment at most the ongkos and added gold only adds: a guard, not a path.
    if (dp > due) throw new HttpError(409, SERVICE_MESSAGES.dpAboveDue);
    await checkAccounts(tx, body.pembayaran);
    const all: PaymentInput[] = [...(dp > 0 ? [{ jenis: 'SERVICE' as const, jumlah_rp: dp, no_reff: svc.no_dokumen }] : []), ...body.pembayaran];
    // Not partial: the whole is paid now; cash may give change, non-cash above what is due is refused.
    const { paid, payments } = settlePayments(all, due, await documentSettings(tx), { prepended: 1 });
    const header: DocumentHeader = {
      kode_sales: svc.kode_sales,
      nama_sales: svc.nama_sales,
      nama_customer: svc.nama_customer,
      alamat_customer: svc.alamat_customer,
      no_hp: svc.no_hp,
      kode_member: svc.kode_member,
      subtotal: due,
      diskon_rp: 0,
      ppn_rp: 0,
      pembulatan_rp: 0,
      grand_total: due,
      total_bayar: paid.dibayar,
      kembalian: paid.kembalian,
      keterangan: svc.no_dokumen,
    };
    return {
      status: 'DONE' as const,
      header,
      lines,
      payments,
      needs: [],
      // The pieces were the customer's all along: nothing leaves stock.
      stock: async () => {},
      kategori: 'AMBIL SERVICE',
      money: moneyMoves(paid, payments),
      journal: [
        j('AMBIL', 'KAS', paid.tunai - paid.kembalian),
        j('AMBIL', 'EDC', bankTotal(payments)),
        j('AMBIL', 'UANG_MUKA', dp),
        j('AMBIL', 'JASA_SERVICE', ongkos),
        j('AMBIL', 'PENJUALAN', emas),
        j('AMBIL', 'FEE_KARTU', paid.fee_rp),
      ],
      // All that remained of the service is paid now: its balance settles.
      balance: [{ no_dokumen: svc.no_dokumen, kejadian: 'AMBIL', pokok: 0, terbayar: due - dp }],
      links: [{ no_dokumen: svc.no_dokumen, jenis: 'AMBIL_SERVICE' }],
      // A service earns its member's points when collected, by the SERVICE rule.
      points: await earnedMoves(tx, ctx, svc.kode_member, { rule: 'SERVICE', byWeight: false }, lines, due),
    };
  },

  // A collection has no cancel route (it is not a registered kind): the customer has taken the piece. The rule is here
  // because every kernel kind has one; asked, it refuses.
  cancel: {
    authorization: 'BATAL_SERVICE',
    sameDayOnly: true,
    afterValidation: false,
    kategori: 'BATAL SERVICE',
    refuse: async () => new HttpError(409, SERVICE_MESSAGES.collectionNoCancel),
    stock: async () => {},
  },
};

// ---------------------------------------------------------------- its API (server/routes/documents.ts makes the routes)
// POST service answers total_service, dp_rp and sisa_bayar; its list shows every service still waiting (Masuk or
// Selesai) whatever its date; POST service/{no_service}/selesai records the repair done, POST service/{no_service}/ambil
// collects it; POST service/{no_service}/batal on any business day until collected, the down payment refunded.

const MAX_PIECE_GRAMS = 100_000;
// Money only: a coupon, points or a deposit do not pay a service (the schema refuses them).
const pembayaran = salePayments(MONEY_PAYMENTS);
const authorizationIds = s.array('Otorisasi', s.code('Otorisasi', 100), 10);
const pieceGrams = (title: string): JsonSchema => ({ title, type: 'number', exclusiveMinimum: 0, maximum: MAX_PIECE_GRAMS });

const serviceItem = s.object(
  {
    nama_barang: { ...s.text('Nama Barang', 100), minLength: 1 },
    berat: pieceGrams('Berat'),
    jumlah: s.int('Jumlah', 1, 10_000),
    ongkos_rp: s.money('Ongkos'),
    deskripsi: { ...s.text('Deskripsi', 200), minLength: 1 },
    kode_tukang: s.code('Kode Tukang', 20),
    kode_group: s.code('Kode Group', 20),
  },
  ['nama_barang', 'berat', 'jumlah', 'ongkos_rp', 'deskripsi'],
  { additional: false },
);

export const serviceBody: JsonSchema = s.object(
  {
    ...customerFields,
    no_faktur_manual: s.text('No Faktur Manual', 60),
    items: { ...s.array('Barang', serviceItem, 50), minItems: 1 },
    pembayaran,
  },
  ['kode_sales', 'nama_customer', 'alamat_customer', 'items'],
  { additional: false },
);

const selesaiBody = s.object(
  {
    items: {
      ...s.array('Barang', s.object({ berat_keluar: pieceGrams('Berat Keluar'), kode_group: s.code('Kode Group', 20) }, ['berat_keluar'], { additional: false }), 50),
      minItems: 1,
    },
  },
  ['items'],
  { additional: false },
);

const ambilBody = s.object({ pembayaran, authorization_ids: authorizationIds }, ['pembayaran'], { additional: false });

type LineFacts = { baris: number; deskripsi: string | null; kode_tukang: string | null; berat_keluar: string | number | null; biaya_emas: number | null };

/**
 * What a service adds to its document: each line's description, goldsmith and weight out; the money owed and the
 * collection. Its receipt prints from this read, so it tells the whole service as it stands: each line at its ongkos
 * plus the gold a repair added (harga), the grand total with that gold, and once collected the collection's payments
 * after the down payment (its SERVICE line, the down payment itself, left out) with the change given.
 */
async function withServiceFacts(db: Queryable, doc: ReadDocument, no: string): Promise<ReadDocument> {
  const facts = await db.query<LineFacts>(
    `SELECT b.baris, f.deskripsi, f.kode_tukang, s.berat_keluar, s.biaya_emas
       FROM dokumen_baris b LEFT JOIN dokumen_baris_service f USING (no_dokumen, baris) LEFT JOIN dokumen_service_selesai s USING (no_dokumen, baris)
      WHERE b.no_dokumen = $1 ORDER BY b.baris`,
    [no],
  );
  const items = doc.items.map((line, i) => {
    const f = facts[i];
    return {
      ...(line as Record<string, unknown>),
      deskripsi: f?.deskripsi ?? '',
      kode_tukang: f?.kode_tukang ?? '',
      berat_keluar: f?.berat_keluar == null ? null : weightMg(f.berat_keluar) / 1000,
      biaya_emas: Number(f?.biaya_emas ?? 0),
      harga: Number(f?.biaya_emas ?? 0),
      total: Number(line.ongkos) + Number(f?.biaya_emas ?? 0),
    };
  });
  const [owed] = await owedOf(db, [no]);
  const biaya_emas = sum(items, (l) => l.biaya_emas);
  const no_ambil = await linkedBy(db, no, 'AMBIL_SERVICE');
  const collection = no_ambil ? await collectionOf(db, no_ambil) : null;
  const total = Number(doc.grand_total) + biaya_emas;
  return {
    ...doc,
    items: await withLinePhotos(db, no, items),
    subtotal: total,
    grand_total: total,
    ...(collection
      ? { pembayaran: [...doc.pembayaran, ...collection.pembayaran.map((p, i) => ({ ...p, baris: doc.pembayaran.length + i + 1 }))], total_bayar: Number((doc as Record<string, unknown>).total_bayar) + collection.paid, kembalian: collection.kembalian }
      : {}),
    no_faktur_manual: String((doc as Record<string, unknown>).keterangan ?? ''),
    total_service: Number(doc.grand_total),
    biaya_emas,
    dp_rp: Number((doc as Record<string, unknown>).total_bayar),
    sisa_bayar: owed?.sisa ?? 0,
    no_ambil,
  } as ReadDocument;
}

/** A collection's own payments (not its SERVICE line: the down payment, already the service's), what they paid, and the change. */
async function collectionOf(db: Queryable, noAmbil: string) {
  const pembayaran = await db.query<Record<string, unknown> & { jumlah_rp: number }>(
    `SELECT baris, jenis, jumlah_rp, fee_rp, kode_bank, no_rekening, no_reff FROM dokumen_bayar WHERE no_dokumen = $1 AND jenis <> 'SERVICE' ORDER BY baris`,
    [noAmbil],
  );
  const [{ kembalian }] = await db.query<{ kembalian: number }>('SELECT kembalian FROM dokumen WHERE no_dokumen = $1', [noAmbil]);
  return { pembayaran, paid: sum(pembayaran, (p) => Number(p.jumlah_rp)), kembalian: Number(kembalian) };
}

/**
 * What remains on each service by its balance (the ongkos and added gold less what was paid; nothing once collected or
 * cancelled), and the added gold charged.
 */
async function owedOf(db: Queryable, numbers: string[]) {
  const rows = await db.query<{ no_dokumen: string; sisa: string | number; biaya_emas: string | number }>(
    `SELECT s.no_dokumen, s.pokok - s.terbayar AS sisa,
            (SELECT coalesce(sum(x.biaya_emas), 0) FROM dokumen_service_selesai x WHERE x.no_dokumen = s.no_dokumen) AS biaya_emas
       FROM saldo_dokumen s WHERE s.no_dokumen = ANY($1::text[])`,
    [numbers],
  );
  return rows.map((r) => ({ no_dokumen: r.no_dokumen, sisa: Number(r.sisa), biaya_emas: Number(r.biaya_emas) }));
}

export const serviceApi: KindApiInput<ServiceBody> = {
  definition: serviceScreens,
  kind: service,
  body: serviceBody,
  messages: SERVICE_MESSAGES,
  summaries: {
    post: "Take pieces in for repair: each line's weight in, quantity, ongkos, description and goldsmith, in the shop's custody (no stock moves); an optional down payment to the till or an account; one transaction",
    list: "The shop's services of a range of business dates (default: today) and every one still waiting (Masuk or Selesai) whatever its date, with the ongkos, added gold, down payment, what remains and the collection",
    read: 'One service with its lines (description, goldsmith, weight out, added gold), payments, status history and the document that collected it',
    cancel: 'Cancel a service (BATAL_SERVICE), any business day, done or not, never once collected: the down payment refunded out of the till',
  },
  posted: (d) => {
    const svc = d as ReadDocument & { total_service: number; dp_rp: number; sisa_bayar: number };
    return { total_service: svc.total_service, dp_rp: svc.dp_rp, sisa_bayar: svc.sisa_bayar };
  },
  extend: (db, _actor, doc, no) => withServiceFacts(db, doc, no),
  saldo: true,
  linePhotos: true,
  list: {
    openAnyDate: true,
    async rows(db, _actor, all) {
      const numbers = all.map((r) => String(r.no_service));
      const owed = new Map((await owedOf(db, numbers)).map((o) => [o.no_dokumen, o]));
      const collected = await db.query<{ no_dokumen: string; no_tautan: string }>(
        `SELECT no_dokumen, no_tautan FROM dokumen_tautan WHERE no_dokumen = ANY($1::text[]) AND jenis = 'AMBIL_SERVICE'
          GROUP BY no_dokumen, no_tautan HAVING sum(arah) > 0`,
        [numbers],
      );
      const ambil = new Map(collected.map((c) => [c.no_dokumen, c.no_tautan]));
      return all.map((r) => {
        const o = owed.get(String(r.no_service));
        return {
          ...r,
          total_service: Number(r.grand_total),
          biaya_emas: o?.biaya_emas ?? 0,
          dp_rp: Number(r.total_bayar),
          sisa_bayar: o?.sisa ?? 0,
          no_ambil: ambil.get(String(r.no_service)) ?? null,
        };
      });
    },
  },
  actions: [
    {
      path: 'selesai',
      gate: 'entry',
      summary:
        "Record a service's repair done: items, one per line in its line order, each { berat_keluar, kode_group? }; gold added beyond the weight in is charged at the group's price now (ceil to 500); status SELESAI; one transaction. Under WHATSAPP_MODULE the customer is told it is ready (outbox)",
      description: "409 when the service is not Masuk ('Service Sudah Selesai', 'Service Sudah Diambil', 'Service Sudah Dibatalkan'); 400 when gold was added and no group names its price",
      body: selesaiBody,
      async run(ctx, actor, noService, input) {
        const { service: svc, biaya, sisa } = await finishService(ctx, actor, noService, input as SelesaiBody);
        const whatsapp = await notifyReady(ctx, actor, svc, sisa);
        return { message: SERVICE_MESSAGES.done, data: { no_service: svc.no_dokumen, status: 'SELESAI', biaya_emas: biaya, sisa_bayar: sisa, whatsapp } };
      },
    },
    {
      path: 'ambil',
      gate: 'entry',
      summary:
        'Collect a repaired service: a collection document (AMBIL_SERVICE) of its ongkos and added gold, paid first by the down payment (SERVICE), then by the new payments, cash giving change; one transaction',
      description: "409 'Service Belum Selesai' before Selesai, 'Service Sudah Diambil' once collected",
      body: ambilBody,
      async run(ctx, actor, noService, input, opts) {
        const body = { ...(input as Omit<AmbilServiceBody, 'no_service'>), no_service: noService };
        const { no, completes, ...collection } = await postCollection(ctx, actor, ambilService, body, { idempotencyKey: opts.idempotencyKey, number: 'no_ambil', dpKind: 'SERVICE' });
        return { message: SERVICE_MESSAGES.collected, data: { no_service: completes || noService, no_ambil: no, ...collection } };
      },
    },
  ],
};
