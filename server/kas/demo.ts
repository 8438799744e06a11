// The demo's own money movements on the business date, after its sales (server/demo-sales.ts): the electricity paid
// from the till, a card swiped for cash on the Mandiri card machine, and part of the till put in the BCA account. So
// /uang-kas, /uang-bank, /mutasi-uang-cash, /gesek-tunai and the money reports show each kind of row. All by SPV01,
// through the document kernel as the screens post them. Nothing happens while the till holds less than Rp 5.000.000.
import type { Db } from '../db/database';
import type { Actor } from '../actor';
import { createContext } from '../context';
import { readConfig } from '../config';
import { postDocument } from '../documents/engine';
import { kasManual } from '../documents/kinds/kas-manual';
import { gesekTunai } from '../documents/kinds/gesek-tunai';
import { mutasiUang } from '../documents/kinds/mutasi-uang';
import { balanceOf } from '../documents/money';
import { KAS_AKUN } from '../../domain/kas';

/** The demo's accounts (server/demo.ts master_rekening): deposits to BCA, the card machine on Mandiri. */
const BCA = '1234567890';
const MANDIRI = '9876543210';

export async function fillDemoCash(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  const ctx = createContext(db, readConfig(), []);
  const { kode_toko } = await ctx.ownShop();
  const saldo = await balanceOf(db, kode_toko, KAS_AKUN);
  if (saldo < 5_000_000) return;
  const actor: Actor = { user_id: 'SPV01', level: 'SPV', kode_toko, tgl_system: await ctx.tglSystem(db, kode_toko), head_office: false };
  await postDocument(ctx, actor, kasManual, { akun: KAS_AKUN, kategori: 'LISTRIK', keterangan: 'Token listrik toko', jumlah: 350_000 });
  await postDocument(ctx, actor, gesekTunai, {
    nama_customer: 'Agus Setiawan',
    no_hp: '081234560102',
    jenis: 'DEBIT',
    no_rekening: MANDIRI,
    no_reff: '004512',
    jumlah: 1_000_000,
    fee_persen: 2.5,
    keterangan: 'Tarik tunai kartu debit',
  });
  // What the till holds beyond a float of Rp 5.000.000, in whole millions, goes to the bank.
  const setor = Math.floor((saldo - 350_000 - 1_000_000 - 5_000_000) / 1_000_000) * 1_000_000;
  if (setor > 0) {
    await postDocument(ctx, actor, mutasiUang, { asal: 'CASH', tujuan: 'BANK', tujuan_rekening: BCA, jumlah: setor, keterangan: 'Setor kas ke bank', kategori: 'SETOR_BANK' });
  }
  log(`Kas demo: biaya listrik, 1 gesek tunai${setor > 0 ? `, setor kas Rp ${setor.toLocaleString('id-ID')} ke BCA` : ''}`);
}
