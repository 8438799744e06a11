// The demo's pawn loans (issue 22), through the kernel as the counter posts them, so the demo holds every state a loan
// meets and the loan reports of the demo's last day (the business date) all have rows:
// - on the first day four loans: one due the next day (auctioned on the last day, past its grace), one due two days
//   on (overdue and still running today), one renewed and one redeemed on the last day;
// - on the last day a new loan (running), one taken and cancelled (nothing paid on it), the renewal at a new rate with
//   part of the principal, the redemption and the auction.
// The demo shop gives two days of grace before an auction (setting hutang_masa_tenggang), so its five business days
// reach an auction.
import type { AppContext } from './context';
import type { Actor } from './actor';
import { cancelDocument, postDocument } from './documents/engine';
import { hutang, type HutangBody } from './documents/kinds/hutang';
import { lunasHutang, perpanjangHutang } from './documents/kinds/hutang-lunas';
import { lelangHutang } from './documents/kinds/hutang-lelang';
import { billOrRefuse, billRules, termsOf } from './documents/kinds/hutang-terms';

export interface DemoHutangCount {
  loans: number;
  loansRedeemed: number;
  loansRenewed: number;
  loansAuctioned: number;
  loansCancelled: number;
}

const CUSTOMERS: [string, string, string, string][] = [
  ['Siti Aminah', 'Jl. Kenanga No. 5, Depok', '081234560401', '3276014101850001'],
  ['Budi Hartono', 'Jl. Kartini No. 12, Jakarta Selatan', '081234560402', '3174021203800002'],
  ['Dewi Lestari', 'Perum Taman Sari Blok A3, Tangerang', '081234560403', '3671035505900003'],
  ['Yusuf Maulana', 'Jl. Pemuda No. 88, Bekasi', '', '3275041507780004'],
];
const PIECES: HutangBody['items'][] = [
  [{ nama_barang: 'KALUNG RANTAI 75%', kadar: 75, berat_kotor: 10.2, berat: 10, jumlah: 1 }],
  [
    { nama_barang: 'CINCIN POLOS 70%', kadar: 70, berat_kotor: 3.1, berat: 3, jumlah: 1 },
    { nama_barang: 'ANTING BULAT 70%', kadar: 70, berat_kotor: 2.1, berat: 2, jumlah: 2 },
  ],
  [{ nama_barang: 'GELANG UKIR 75%', kadar: 75, berat_kotor: 12.3, berat: 12, jumlah: 1 }],
  [{ nama_barang: 'LIONTIN HATI 99%', kadar: 99, berat_kotor: 2.6, berat: 2.5, jumlah: 1 }],
];
const REASON = 'Nasabah membatalkan';

const cash = (jumlah_rp: number) => [{ jenis: 'TUNAI' as const, jumlah_rp }];

/** Day `d` of the demo (0 the first, `last` the last): what the head of this file says happens on it. */
export async function demoHutang(
  ctx: AppContext,
  actor: Actor,
  d: number,
  last: number,
  tools: { authorize: (kategori: string, keterangan: string) => Promise<string> },
  count: DemoHutangCount,
): Promise<void> {
  const take = async (i: number, jumlah: number, lama_pinjam: number) => {
    const [nama_customer, alamat_customer, no_hp, no_ktp] = CUSTOMERS[i % CUSTOMERS.length];
    const body: HutangBody = { kode_sales: 'S01', nama_customer, alamat_customer, no_hp, no_ktp, items: PIECES[i % PIECES.length], jumlah_hutang: jumlah, bunga_persen: 2, lama_pinjam, pembayaran: cash(jumlah) };
    count.loans++;
    return (await postDocument(ctx, actor, hutang, body)).no;
  };
  const billToday = async (no: string) => billOrRefuse((await termsOf(ctx.db, [no])).get(no)!, actor.tgl_system, await billRules(ctx.db));

  if (d === 0) {
    await ctx.db.query(`INSERT INTO para_system (key, value) VALUES ('hutang_masa_tenggang', '2') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    for (const [i, jumlah, lama] of [[0, 4_000_000, 1], [1, 2_500_000, 2], [2, 5_000_000, 30], [3, 1_500_000, 30]]) await take(i, jumlah, lama);
    return;
  }
  if (d !== last) return;
  const first = await ctx.db.query<{ no_dokumen: string }>(`SELECT no_dokumen FROM dokumen WHERE jenis = 'HUTANG' AND kode_toko = $1 ORDER BY no_dokumen LIMIT 4`, [actor.kode_toko]);
  const [auctioned, , renewed, redeemed] = first.map((r) => r.no_dokumen);

  await take(1, 2_000_000, 60);
  const dropped = await take(2, 3_000_000, 30);
  await cancelDocument(ctx, actor, hutang, dropped, { alasan: REASON, authorization_id: await tools.authorize('BATAL_HUTANG', REASON) }, 'Hutang');
  count.loansCancelled++;

  const renewal = await billToday(renewed);
  const authorization = await tools.authorize('PEREMAJAAN_HUTANG', `Peremajaan ${renewed}`);
  await postDocument(ctx, actor, perpanjangHutang, { no_hutang: renewed, bunga_persen_baru: 2.5, bayar_pokok: 1_000_000, pembayaran: cash(renewal.bunga_rp + renewal.denda_rp + 1_000_000) }, { authorizationIds: [authorization] });
  count.loansRenewed++;

  await postDocument(ctx, actor, lunasHutang, { no_hutang: redeemed, pembayaran: cash((await billToday(redeemed)).total_bayar) });
  count.loansRedeemed++;

  await postDocument(ctx, actor, lelangHutang, { no_hutang: auctioned });
  count.loansAuctioned++;
}
