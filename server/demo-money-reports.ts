// The demo's money of the books beyond server/kas/demo.ts, on the business date, so Laporan Pengalihan Saldo and
// Laporan Validasi Non Cash have rows: the supervisor SPV01 moves part of what the card swipe put on the Mandiri
// account to the BCA account (the card machine's money booked on the account it did not reach), and validates the
// swipe's card payment against the Mandiri statement. Both through the services the screens call. Nothing happens
// when the demo's cash step made no swipe (a till under its float).
import type { Db } from './db/database';
import type { Actor } from './actor';
import { createContext } from './context';
import { readConfig } from './config';
import { postDocument } from './documents/engine';
import { pengalihanSaldo } from './documents/kinds/pengalihan-saldo';
import { validateNonCash } from './non-cash/service';

/** The demo's accounts (server/demo.ts master_rekening). */
const BCA = '1234567890';
const MANDIRI = '9876543210';

export async function fillDemoMoneyReports(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  const ctx = createContext(db, readConfig(), []);
  const { kode_toko } = await ctx.ownShop();
  const tgl_system = await ctx.tglSystem(db, kode_toko);
  const [swipe] = await db.query<{ no_dokumen: string; baris: number; nominal: number }>(
    `SELECT b.no_dokumen, b.baris, (b.jumlah_rp + b.fee_rp)::bigint AS nominal
       FROM dokumen d JOIN dokumen_bayar b ON b.no_dokumen = d.no_dokumen
      WHERE d.kode_toko = $1 AND d.jenis = 'GESEK_TUNAI' AND d.tgl_system = $2 AND b.no_rekening = $3
      ORDER BY d.created_at LIMIT 1`,
    [kode_toko, tgl_system, MANDIRI],
  );
  if (!swipe) return;
  const actor: Actor = { user_id: 'SPV01', level: 'SPV', kode_toko, tgl_system, head_office: false };
  // The validation reads the module flags outside its transaction (PGlite has one connection): read them first.
  await ctx.reloadModules();
  await validateNonCash(ctx, actor, {
    pembayaran: [{ no_dokumen: swipe.no_dokumen, baris: swipe.baris, tgl_mutasi: tgl_system, no_reff_mutasi: 'MDR-DEMO-0001', jumlah_mutasi: Number(swipe.nominal) }],
  });
  await postDocument(ctx, actor, pengalihanSaldo, {
    akun_asal: MANDIRI,
    akun_tujuan: BCA,
    jumlah: 500_000,
    keterangan: 'Dana EDC masuk ke rekening BCA',
  });
  log(`Uang demo: validasi non cash ${swipe.no_dokumen}, pengalihan saldo Rp 500.000 Mandiri ke BCA`);
}
