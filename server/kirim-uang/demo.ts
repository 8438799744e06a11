// The demo's money to the head office, on the business date after its sales (server/demo-sales.ts): the supervisor
// SPV01 sends a fifth of the till twice; the head office's supervisor PUSAT01 (of the demo's PST01, in the same
// database) receives the first, the second is still on its way. So /kirim-uang-pusat, /terima-uang-kas and the two
// reports show each state. Nothing happens while the till holds less than Rp 1.000.000.
import type { Db } from '../db/database';
import type { Actor } from '../actor';
import { createContext } from '../context';
import { readConfig } from '../config';
import { hashPassword } from '../auth/passwords';
import { balanceOf } from '../documents/money';
import { receiveMoney, sendMoney } from './service';
import { KAS } from '../../domain/kirim-uang';

const HEAD_OFFICE = 'PST01';
const RECEIVER = 'PUSAT01';

export async function fillDemoKirimUang(db: Db, log: (line: string) => void = () => undefined): Promise<void> {
  const ctx = createContext(db, readConfig(), []);
  const { kode_toko } = await ctx.ownShop();
  const saldo = await balanceOf(db, kode_toko, KAS);
  const [office] = await db.query('SELECT 1 FROM toko WHERE kode_toko = $1 AND level = $2', [HEAD_OFFICE, 'PUSAT']);
  if (saldo < 1_000_000 || !office) return;
  const tgl_system = await ctx.tglSystem(db, kode_toko);
  await db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, 'SPV', $3) ON CONFLICT DO NOTHING`, [
    RECEIVER,
    await hashPassword('demo1234'),
    HEAD_OFFICE,
  ]);
  await db.query('UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = $2', [tgl_system, HEAD_OFFICE]);
  const branch: Actor = { user_id: 'SPV01', level: 'SPV', kode_toko, tgl_system, head_office: false };
  const head: Actor = { user_id: RECEIVER, level: 'SPV', kode_toko: HEAD_OFFICE, tgl_system, head_office: true };
  const amount = Math.floor(saldo / 5 / 100_000) * 100_000;
  const first = await sendMoney(ctx, branch, { jumlah_rp: amount, keterangan: 'Setoran kas harian', akun: KAS });
  await sendMoney(ctx, branch, { jumlah_rp: amount, keterangan: 'Setoran kas sore', akun: KAS });
  await receiveMoney(ctx, head, first.no_reff, KAS);
  log(`Kirim uang demo: 2 kiriman ke ${HEAD_OFFICE} (${first.no_reff} diterima ${RECEIVER}, 1 masih dikirim)`);
}
