// What a close does besides recording itself and advancing the date, in order, inside the close's transaction. A
// later area that accrues at closing (a loan's interest, an instalment's rent) adds its step here.
import { applyDuePrices } from '../harga-emas/apply';
import { remindLoansDue } from '../documents/kinds/hutang-pengingat';
import { expireMemberPoints } from '../members/expiry';
import type { ClosingStep } from './closing-step';

/**
 * Every money account's balance as the next day opens: the balance carried at the last close plus the rows since.
 * Rows never land on a closed day (server/documents/business-day.ts), so that equals the sum of all rows before it.
 */
const carryBalances: ClosingStep = {
  name: 'saldo',
  run: async (tx, day) => {
    await tx.query(
      `WITH terakhir AS (SELECT max(tgl_system) AS tgl FROM saldo_kas WHERE kode_toko = $1)
       INSERT INTO saldo_kas (kode_toko, tgl_system, akun, saldo_awal)
       SELECT $1, $2::date, akun, sum(jumlah)::bigint FROM (
         SELECT s.akun, s.saldo_awal AS jumlah FROM saldo_kas s, terakhir WHERE s.kode_toko = $1 AND s.tgl_system = terakhir.tgl
         UNION ALL
         SELECT m.akun, m.jumlah_in - m.jumlah_out FROM kas_mutasi m, terakhir
          WHERE m.kode_toko = $1 AND m.tgl_system < $2::date AND (terakhir.tgl IS NULL OR m.tgl_system >= terakhir.tgl)
       ) x GROUP BY akun`,
      [day.kode_toko, day.tgl_system_baru],
    );
  },
};

/**
 * Every journal account's balance at the end of the day closed (migration 056): the balances stored at the shop's last
 * close before it plus the journal rows since, up to the day. Last of the steps, so a row a step journals on the day is in it;
 * nothing lands on the day after the close, so the balance reports can start from it.
 */
const storeAccountBalances: ClosingStep = {
  name: 'saldo_akun',
  run: async (tx, day) => {
    await tx.query(
      `WITH terakhir AS (SELECT max(tgl_system) AS tgl FROM saldo_akun WHERE kode_toko = $1 AND tgl_system < $2::date)
       INSERT INTO saldo_akun (kode_toko, tgl_system, nomor_akun, saldo)
       SELECT $1, $2::date, nomor_akun, sum(saldo)::bigint FROM (
         SELECT s.nomor_akun, s.saldo FROM saldo_akun s, terakhir WHERE s.kode_toko = $1 AND s.tgl_system = terakhir.tgl
         UNION ALL
         SELECT j.nomor_akun, j.debet - j.kredit FROM jurnal j
          WHERE j.kode_toko = $1 AND j.tgl_system <= $2::date
            AND j.tgl_system > coalesce((SELECT tgl FROM terakhir), '-infinity'::date)
       ) x GROUP BY nomor_akun`,
      [day.kode_toko, day.tgl_system],
    );
  },
};

/** The gold prices per group as they stood at the close: the day's price board, kept for reports. */
const logGoldPrices: ClosingStep = {
  name: 'harga_emas',
  run: async (tx, day) => {
    // A change scheduled before now has taken effect, even if the ticker has not applied it yet.
    await applyDuePrices(tx);
    await tx.query(
      `INSERT INTO harga_emas_harian (kode_toko, tgl_system, kode_group, harga_per_gram)
       SELECT $1, $2::date, kode_group, harga_per_gram FROM master_group WHERE harga_per_gram IS NOT NULL`,
      [day.kode_toko, day.tgl_system],
    );
  },
};

export const CLOSING_STEPS: readonly ClosingStep[] = [carryBalances, logGoldPrices, remindLoansDue, expireMemberPoints, storeAccountBalances];
