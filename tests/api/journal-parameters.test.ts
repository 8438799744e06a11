// The journal's parameters as the books meet them (issue 20 item 4): a line /parameter-akun lacks refuses the
// document with 409 naming the line, and saves nothing; a rounding difference (up to a rupiah per line) posts to the
// round-off account Selisih Pembulatan, whose cancellation mirrors it; a larger difference still refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { cash, customer, journalOf, newPiece, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';
import { writeJournal } from '../../server/documents/journal';
import type { Executor } from '../../server/db/database';

let shop: SaleShop;
let t: TestApp;
beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
});
afterAll(() => t.close());

const counts = async () =>
  (await t.db.query<{ dokumen: number; jurnal: number; kas: number }>(
    'SELECT (SELECT count(*) FROM dokumen)::int AS dokumen, (SELECT count(*) FROM jurnal)::int AS jurnal, (SELECT count(*) FROM kas_mutasi)::int AS kas',
  ))[0];

describe('a journal line /parameter-akun lacks', () => {
  it('refuses the sale with 409 naming the line, and saves nothing', async () => {
    const code = await newPiece(shop, { harga_total: 0 });
    const before = await counts();
    const [removed] = await t.db.query<Record<string, unknown>>(
      `DELETE FROM para_akun_transaksi_detail WHERE trx = 'PENJUALAN' AND type = 'TUNAI' AND kode_akun = 'KAS' RETURNING *`,
    );
    try {
      const res = await postAs(t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Parameter Akun Belum Lengkap: PENJUALAN / TUNAI / KAS');
      expect(await counts()).toEqual(before);
      const [piece] = await t.db.query<{ status: string }>('SELECT status FROM barang WHERE kode_barcode = $1', [code]);
      expect(piece.status).toBe('READY');
    } finally {
      await t.db.query(
        `INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [removed.trx, removed.type, removed.urutan, removed.kode_akun, removed.jenis_akun, removed.posisi, removed.nomor_akun],
      );
    }
    const res = await postAs(t, shop.kasir, 'penjualan', { ...customer, items: [{ kode_barcode: code }], pembayaran: [cash(5_000_000)] });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a rounding difference', () => {
  const at = (no: string) => ({ no, kode_toko: 'TOKO01', tgl_system: shop.tgl });
  const line = (kode_akun: string, nomor_akun: string, debet: number, kredit: number) => ({ trx: 'PENJUALAN', type: 'TUNAI', kode_akun, nomor_akun, debet, kredit });
  const document = (tx: Executor, no: string) =>
    tx.query(
      `INSERT INTO dokumen (no_dokumen, jenis, kode_toko, tgl_system, subtotal, grand_total, input_by)
       VALUES ($1, 'PENJUALAN', 'TOKO01', $2, 1000000, 1000000, (SELECT user_id FROM users WHERE level = 'OWN' LIMIT 1))`,
      [no, shop.tgl],
    );

  it('posts to Selisih Pembulatan on the side that balances the journal', async () => {
    const lines = [line('KAS', '1-1101', 1_000_001, 0), line('PENJUALAN', '4-1101', 0, 600_000), line('ONGKOS', '4-1102', 0, 399_999)];
    await t.db.transaction(async (tx) => {
      await document(tx, 'JL-TEST-PEMBULATAN-1');
      await writeJournal(tx, at('JL-TEST-PEMBULATAN-1'), lines);
    });
    const rows = await journalOf(t, 'JL-TEST-PEMBULATAN-1');
    expect(rows.at(-1)).toEqual({ type: 'SELISIH', kode_akun: 'SELISIH', nomor_akun: '6-1901', debet: 0, kredit: 2 });
    expect(rows.reduce((s, r) => s + Number(r.debet) - Number(r.kredit), 0)).toBe(0);
  });

  it('of more than a rupiah per line is a fault: nothing is written', async () => {
    const lines = [line('KAS', '1-1101', 1_000_000, 0), line('PENJUALAN', '4-1101', 0, 999_990)];
    await expect(
      t.db.transaction(async (tx) => {
        await writeJournal(tx, at('JL-TEST-PEMBULATAN-2'), lines);
      }),
    ).rejects.toThrow('journal of JL-TEST-PEMBULATAN-2 does not balance: debit exceeds credit by 10');
    expect(await journalOf(t, 'JL-TEST-PEMBULATAN-2')).toEqual([]);
  });
});
