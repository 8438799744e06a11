// Transfers between shops: one operation per call of routes/kirim-barang.ts. Every write is one database
// transaction holding the transfer document and, through the item service (inventory/transfers.ts), every change
// of its items with their ledger rows. A user acts for their own shop (the actor): another shop's item or transfer
// is not found (404), exactly like one that does not exist.
import type { AppContext } from '../context';
import type { Actor } from '../actor';
import { HttpError } from '../http-error';
import { CODE_MAX, DOC_NO_MAX, code, note, requiredCode } from '../http/input';
import { BARCODE_MAX, itemRefs } from '../inventory/input';
import { totals } from '../inventory/items';
import { receiveItems, returnSentItems, sendItems } from '../inventory/transfers';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { KIRIM_MESSAGES, parseBerat, selisihKirim } from '../../domain/kirim-barang';
import { mgText, weightMg } from '../../domain/units';
import type { ReceiveInput, SendInput, TakeBackInput } from './input';
import { detailsOf, header, headOffice, inTransitCodes, inTransitFrom, lockTransfer, shopOf, shopsOfLevel, transferOf, unreceivedTo } from './queries';

/** Head office to a branch (/kirim-barang-kecabang), or a branch to head office (/kirim-barang). */
export type Direction = 'CABANG' | 'PUSAT';

const noKirimOf = (v: unknown) => requiredCode(v, 'no_kirim', 'No Kirim', DOC_NO_MAX, KIRIM_MESSAGES.noKirimRequired);

/** The shops a screen may send to, and the user's own. */
export async function destinations(ctx: AppContext, actor: Actor, ke: Direction) {
  const own = await shopOf(ctx.db, actor.kode_toko);
  return { data: await shopsOfLevel(ctx.db, ke, own.kode_toko), asal: own };
}

/**
 * Sends items to another shop: they leave the sender's trays (KIRIM), and the transfer document lists them. A
 * branch sends to head office (the PUSAT shop when it names none); head office to a branch it names.
 */
export async function send(ctx: AppContext, actor: Actor, to: Direction, input: SendInput) {
  const expected = itemRefs({ items: input.items });
  const keterangan = note(input.keterangan);
  const named = code(input.kode_toko_tujuan, 'kode_toko_tujuan', 'Toko Tujuan', CODE_MAX);
  return ctx.db.transaction(async (tx) => {
    const asal = await shopOf(tx, actor.kode_toko);
    if (to === 'CABANG' && !named) throw new HttpError(400, KIRIM_MESSAGES.destinationRequired);
    const tujuan = await shopOf(tx, named || (await headOffice(tx)));
    if (tujuan.kode_toko === asal.kode_toko) throw new HttpError(400, KIRIM_MESSAGES.destinationSelf);
    if (tujuan.level !== to) throw new HttpError(400, to === 'PUSAT' ? KIRIM_MESSAGES.destinationNotPusat : KIRIM_MESSAGES.destinationNotCabang);

    // The item service locks the sender's items (another shop's are not found) and checks they are READY as the
    // screen saw them (409 otherwise).
    const out = await sendItems(tx, actor, expected, tujuan.kode_toko);
    const noKirim = out.no_ref;
    await tx.query(
      `INSERT INTO kirim_barang (no_kirim, kode_toko_asal, kode_toko_tujuan, tgl_kirim, kirim_by, keterangan) VALUES ($1, $2, $3, $4::date, $5, $6)`,
      [noKirim, actor.kode_toko, tujuan.kode_toko, actor.tgl_system, actor.user_id, keterangan],
    );
    await tx.query(
      `INSERT INTO kirim_barang_detail (no_kirim, kode_barcode, nama_barang, berat_kirim, qty)
       SELECT $1, u.kode_barcode, u.nama_barang, u.berat, u.qty FROM unnest($2::text[], $3::text[], $4::numeric[], $5::int[]) AS u(kode_barcode, nama_barang, berat, qty)`,
      [noKirim, out.items.map((i) => i.kode_barcode), out.items.map((i) => i.nama_barang), out.items.map((i) => mgText(weightMg(i.berat))), out.items.map((i) => i.qty)],
    );
    return { ...(await transferOf(tx, noKirim)), qty: out.qty, berat: out.berat };
  });
}

/** Transfers addressed to the user's shop, not yet received. */
export async function unreceived(ctx: AppContext, actor: Actor) {
  return unreceivedTo(ctx.db, (await shopOf(ctx.db, actor.kode_toko)).kode_toko);
}

/** One transfer with its items and, once received, the difference; only its two shops see it. */
export async function transfer(ctx: AppContext, actor: Actor, noKirimInput: unknown) {
  const noKirim = noKirimOf(noKirimInput);
  const own = await shopOf(ctx.db, actor.kode_toko);
  const head = await header(ctx.db, noKirim);
  if (!head || (head.kode_toko_asal !== own.kode_toko && head.kode_toko_tujuan !== own.kode_toko)) throw new HttpError(404, KIRIM_MESSAGES.noKirimNotFound);
  const items = await detailsOf(ctx.db, noKirim);
  return { ...head, items, selisih: head.status === 'TERIMA' ? selisihKirim(items) : undefined };
}

/** The scanned items and the weight each was received at (grams; undefined: as sent). */
function receivedGrams(rows: ReceiveInput['items'] | undefined): Map<string, number | undefined> {
  if (!Array.isArray(rows) || !rows.length) throw new HttpError(400, ITEM_MESSAGES.itemsRequired);
  const received = new Map<string, number | undefined>();
  for (const r of rows) {
    const barcode = requiredCode(r?.kode_barcode, 'kode_barcode', 'Kode Barcode', BARCODE_MAX, ITEM_MESSAGES.barcodeNotFound);
    if (received.has(barcode)) throw new HttpError(400, ITEM_MESSAGES.barcodeInTable);
    let berat: number | undefined;
    if (r.berat_terima !== undefined && r.berat_terima !== null && r.berat_terima !== '') {
      berat = parseBerat(r.berat_terima);
      if (berat === undefined) throw new HttpError(400, `${KIRIM_MESSAGES.weightInvalid} (${barcode})`);
    }
    received.set(barcode, berat);
  }
  return received;
}

/**
 * Receives a transfer addressed to the user's shop, once: the scanned items enter its stock on the tray, the rest
 * stay in transit (the difference). Of two receipts at once, the second finds it received (409).
 */
export async function receive(ctx: AppContext, actor: Actor, input: ReceiveInput) {
  const noKirim = noKirimOf(input.no_kirim);
  const kodeBaki = requiredCode(input.kode_baki, 'kode_baki', 'Kode Baki', CODE_MAX, ITEM_MESSAGES.trayRequired);
  const gudang = code(input.kode_gudang, 'kode_gudang', 'Kode Gudang', CODE_MAX);
  const grams = receivedGrams(input.items);
  return ctx.db.transaction(async (tx) => {
    // The transfer row is the lock: of two receipts at once, the second finds it TERIMA.
    const k = await lockTransfer(tx, noKirim);
    if (!k || k.kode_toko_tujuan !== actor.kode_toko) throw new HttpError(404, KIRIM_MESSAGES.noKirimNotFound);
    if (k.status === 'BATAL') throw new HttpError(409, KIRIM_MESSAGES.cancelled);
    if (k.status !== 'KIRIM') throw new HttpError(409, KIRIM_MESSAGES.alreadyReceived);
    const [tray] = await tx.query<{ kode_gudang: string }>('SELECT kode_gudang FROM master_baki WHERE kode_baki = $1 AND is_active', [kodeBaki]);
    if (!tray) throw new HttpError(400, 'Kode Baki Tidak Ditemukan');
    if (gudang && gudang !== tray.kode_gudang) throw new HttpError(400, ITEM_MESSAGES.trayNotInWarehouse);
    const inTransfer = new Set((await detailsOf(tx, noKirim)).map((d) => d.kode_barcode));
    for (const c of grams.keys()) if (!inTransfer.has(c)) throw new HttpError(400, `${KIRIM_MESSAGES.notInTransfer} (${c})`);

    const received = await receiveItems(tx, actor, { kodeTokoAsal: k.kode_toko_asal, tray: { kode_gudang: tray.kode_gudang, kode_baki: kodeBaki }, grams, no_ref: noKirim });
    await tx.query(
      `UPDATE kirim_barang_detail d SET diterima = true, berat_terima = u.berat
         FROM unnest($2::text[], $3::numeric[]) AS u(kode_barcode, berat)
        WHERE d.no_kirim = $1 AND d.kode_barcode = u.kode_barcode`,
      [noKirim, received.map((it) => it.kode_barcode), received.map((it) => mgText(weightMg(it.berat)))],
    );
    await tx.query(
      `UPDATE kirim_barang SET status = 'TERIMA', tgl_terima = $2::date, terima_by = $3, terima_at = now(), kode_gudang = $4, kode_baki = $5 WHERE no_kirim = $1`,
      [noKirim, actor.tgl_system, actor.user_id, tray.kode_gudang, kodeBaki],
    );
    const transferNow = await transferOf(tx, noKirim);
    return { ...transferNow, selisih: selisihKirim(transferNow.items), ...totals(received.map((u) => ({ qty: u.qty, berat: Number(u.berat) }))) };
  });
}

/** The user's shop's transfers with items still in transit. */
export async function inTransit(ctx: AppContext, actor: Actor) {
  return inTransitFrom(ctx.db, (await shopOf(ctx.db, actor.kode_toko)).kode_toko);
}

/**
 * The sender takes every item still in transit back onto the tray it left (document RK-...). Before a receipt the
 * transfer becomes BATAL (the receiver can no longer receive it); after one, its missing items are dikembalikan.
 */
export async function takeBack(ctx: AppContext, actor: Actor, input: TakeBackInput) {
  const noKirim = noKirimOf(input.no_kirim);
  const alasan = note(input.alasan);
  return ctx.db.transaction(async (tx) => {
    // The transfer row is the lock a receipt takes too: a return and a receipt at once are done one after the other.
    const k = await lockTransfer(tx, noKirim);
    if (!k || k.kode_toko_asal !== actor.kode_toko) throw new HttpError(404, KIRIM_MESSAGES.noKirimNotFound);
    if (k.status === 'BATAL') throw new HttpError(409, KIRIM_MESSAGES.cancelled);
    const codes = await inTransitCodes(tx, noKirim);
    if (!codes.length) throw new HttpError(400, KIRIM_MESSAGES.nothingToReturn);
    // Still KIRIM and still the sender's: the item service refuses (409) an item that changed otherwise meanwhile.
    const back = await returnSentItems(tx, actor, codes, noKirim);
    await tx.query('UPDATE kirim_barang_detail SET dikembalikan = true WHERE no_kirim = $1 AND kode_barcode = ANY($2::text[])', [noKirim, codes]);
    await tx.query(
      `UPDATE kirim_barang SET status = CASE WHEN status = 'KIRIM' THEN 'BATAL' ELSE status END, no_kembali = $2, kembali_by = $3, kembali_at = now(), alasan_kembali = $4
        WHERE no_kirim = $1`,
      [noKirim, back.no_ref, actor.user_id, alasan],
    );
    return { ...(await transferOf(tx, noKirim)), qty: back.qty, berat: back.berat };
  });
}
