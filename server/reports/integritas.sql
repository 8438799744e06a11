-- Laporan Integritas (issue 11, section 7): the checks a helpdesk would otherwise run by hand, for one shop. One row
-- per check, in the order of definitions/reports/integritas.ts, with how many findings it has and up to 5 of them
-- (document numbers, accounts, trays, items), 0 and [] on a healthy database. A finding is one of:
-- 1. dokumen_tanpa_kas: a document whose payments move money but that has no money rows at all. Money moves for the
--    kinds the kernel writes kas_mutasi for (server/documents: priced-pieces.ts moneyMoves, kinds/pembelian.ts
--    moneyOut): TUNAI into or out of the till, net of the change given back (dokumen.kembalian), and TRANSFER, DEBIT,
--    KREDIT and QRIS with their card fee on a bank account. TUKAR (the trade-in's two halves), KUPON, POIN and TITIP
--    (a deposit paying its pay-off sale) move no money. So: money payments + fees - change > 0 and no kas_mutasi row.
-- 2. kas_tanpa_dokumen: a money row of the shop whose document does not exist or is another shop's.
-- 3. batal_tidak_nol: a cancelled document (latest status BATAL) whose money rows do not net to zero on one akun (in -
--    out), or whose journal does not net to zero on one account (debit - credit). A deposit cancelled with its down
--    payment forfeited (dokumen_batal_dp HANGUS) keeps its money by design and is left out.
-- 4. tanggal_berbeda: a money, journal or stock-ledger row of a document (barang_mutasi.no_ref naming it) dated
--    neither on the document's business date nor on the date of its cancellation. One finding per document, ledger
--    and date.
-- 5. saldo_awal_berbeda: a balance carried forward (saldo_kas, written by the close) not equal to the sum of every
--    money row of that shop and akun dated before the day it opens; or an account's balance stored at a close
--    (saldo_akun, migration 056) not equal to debit - credit of every journal row of that shop and account dated on or
--    before the day closed (the finding: the day and the account number).
-- 6. stok_berbeda: a tray whose stock table (stock_baki), stock ledger (barang_mutasi x ledger_kind.item_delta) and
--    items on it (status READY or BELI: domain/inventory.ts ON_TRAY_STATUSES) disagree in items, pieces or grams; or an
--    item whose own ledger rows do not sum to it (1 item, its pieces and grams while on a tray; 0 once off the trays).
-- 7. jurnal_tidak_seimbang: a document, or a business date, whose journal rows of the shop do not balance (debit <>
--    credit).
-- 8. saldo_negatif: the till or a bank account whose balance (every money row of the shop and akun up to that day) is
--    below zero at the end of a business day: money paid out that the akun did not hold. One finding per day and akun.
-- 9. persediaan_berbeda: the stock account of the journal (the account the journal STOK books role PERSEDIAAN to,
--    1-1401; server/inventory/stock-cost.ts) not equal to the cost of the pieces the shop holds for sale (statuses
--    READY, TITIP, CONTOH, KIRIM, CICILAN: domain/inventory.ts COST_IN_STOCK_STATUSES), each at domain/sale-pricing.ts
--    pieceCost: total_hpp, else hpp x grams rounded to the rupiah. The finding names both sums.
-- 10. saldo_dokumen_berbeda: a document whose open balance (saldo_dokumen: pokok, terbayar) is not the sum of its
--    moves (saldo_mutasi, migration 038).
-- 11. saldo_terbuka_berbeda: per kind of balance (jenis_saldo), the open documents' balances (latest status OPEN, or SELESAI: a service done, not yet collected; sisi
--    K: what was paid on them, the money the shop holds; sisi D: what remains, owed to the shop) not equal to the
--    journal's balance of the role that kind names (jenis_saldo.kode_akun: credit - debit for K, debit - credit for D).
--    The finding names both sums.
-- Three more compare two reports a shop would otherwise hold side by side to find a document never posted (issue 24
-- item 13):
-- 12. penjualan_bayar_berbeda: the sales report against cash and non-cash: a sale (PENJUALAN, latest status not BATAL)
--    whose grand total is not what its money rows (kas_mutasi, in - out, less the card fees the customer paid on top:
--    dokumen_bayar.fee_rp) and its payments that move no money (TUKAR, KUPON, POIN, TITIP ...: every kind but TUNAI,
--    TRANSFER, DEBIT, KREDIT and QRIS) add up to; a sale with no money row at all is left to dokumen_tanpa_kas. The
--    finding names the sale and both sums.
-- 13. detail_summary_berbeda: Barang Detail against Barang Summary: per warehouse and tray, the pieces and grams of the
--    items on it by the items table (status READY or BELI) not equal to its stock by the ledger (its opening, the
--    rows before the business date, plus the moves since). The finding names the tray and both figures.
-- 14. letak_barang_berbeda: the stock ledger against the trays: an item whose last ledger row that moves it (item_delta
--    +1 or -1) does not put it where the items table says it is: an item on a tray (READY, BELI) whose last move is not
--    its arrival on that warehouse and tray, or an item off the trays whose last move is an arrival. The finding names
--    the item, the tray of its last move and the tray of its record.
WITH
dokumen_toko AS (
  SELECT no_dokumen, tgl_system, kembalian FROM dokumen WHERE kode_toko = :kode_toko
),
tanggal_sah AS (
  SELECT no_dokumen, tgl_system FROM dokumen_toko
  UNION
  SELECT s.no_dokumen, s.tgl_system FROM dokumen_status s JOIN dokumen_toko USING (no_dokumen) WHERE s.status = 'BATAL'
),
batal AS (
  SELECT d.no_dokumen FROM dokumen_terkini d
   WHERE d.kode_toko = :kode_toko AND d.status = 'BATAL'
     AND NOT EXISTS (SELECT 1 FROM dokumen_batal_dp h WHERE h.no_dokumen = d.no_dokumen AND h.aturan = 'HANGUS')
),
baki_tabel AS (
  SELECT kode_baki, items, qty, berat FROM stock_baki WHERE kode_toko = :kode_toko
),
baki_ledger AS (
  SELECT r.kode_baki, sum(k.item_delta)::int AS items, sum(r.qty)::int AS qty, sum(r.berat) AS berat
    FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis
   WHERE r.kode_toko = :kode_toko GROUP BY r.kode_baki
),
baki_barang AS (
  SELECT kode_baki, count(*)::int AS items, sum(qty)::int AS qty, sum(berat) AS berat
    FROM barang WHERE kode_toko = :kode_toko AND status IN ('READY', 'BELI') GROUP BY kode_baki
),
barang_ledger AS (
  SELECT r.kode_barcode, sum(k.item_delta)::int AS items, sum(r.qty)::int AS qty, sum(r.berat) AS berat
    FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis
   WHERE r.kode_barcode IN (SELECT kode_barcode FROM barang WHERE kode_toko = :kode_toko) GROUP BY r.kode_barcode
),
hari_ini AS (
  SELECT tgl_system FROM hari_toko WHERE kode_toko = :kode_toko
),
baki_summary AS (
  SELECT r.kode_gudang, r.kode_baki,
         sum(r.qty) FILTER (WHERE r.tgl_system < h.tgl_system)::int AS qty_awal, sum(r.berat) FILTER (WHERE r.tgl_system < h.tgl_system) AS berat_awal,
         sum(r.qty) FILTER (WHERE r.tgl_system >= h.tgl_system)::int AS qty_mutasi, sum(r.berat) FILTER (WHERE r.tgl_system >= h.tgl_system) AS berat_mutasi
    FROM barang_mutasi r CROSS JOIN hari_ini h
   WHERE r.kode_toko = :kode_toko GROUP BY r.kode_gudang, r.kode_baki
),
baki_detail AS (
  SELECT kode_gudang, kode_baki, sum(qty)::int AS qty, sum(berat) AS berat
    FROM barang WHERE kode_toko = :kode_toko AND status IN ('READY', 'BELI') GROUP BY kode_gudang, kode_baki
),
gerak_terakhir AS (
  SELECT DISTINCT ON (r.kode_barcode) r.kode_barcode, r.kode_gudang, r.kode_baki, k.item_delta
    FROM barang_mutasi r JOIN ledger_kind k ON k.jenis = r.jenis
   WHERE k.item_delta <> 0 AND r.kode_barcode IN (SELECT kode_barcode FROM barang WHERE kode_toko = :kode_toko)
   ORDER BY r.kode_barcode, r.id DESC
),
-- Each stored balance beside the journal's running balance of its account at the end of its day: one pass over the
-- journal, its days' sums and the stored rows in date order (a day's rows before its stored balance).
saldo_akun_berjalan AS (
  SELECT tgl_system, nomor_akun, disimpan, sum(delta) OVER (PARTITION BY nomor_akun ORDER BY tgl_system, urut) AS jurnal
    FROM (SELECT tgl_system, nomor_akun, 0 AS urut, sum(debet - kredit) AS delta, NULL::bigint AS disimpan
            FROM jurnal WHERE kode_toko = :kode_toko GROUP BY tgl_system, nomor_akun
          UNION ALL
          SELECT tgl_system, nomor_akun, 1, 0, saldo FROM saldo_akun WHERE kode_toko = :kode_toko) x
),
temuan AS (
  SELECT 'dokumen_tanpa_kas' AS cek, d.no_dokumen AS contoh
    FROM dokumen_toko d
   WHERE (SELECT coalesce(sum(b.jumlah_rp + b.fee_rp), 0) FROM dokumen_bayar b
           WHERE b.no_dokumen = d.no_dokumen AND b.jenis IN ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS')) - d.kembalian > 0
     AND NOT EXISTS (SELECT 1 FROM kas_mutasi k WHERE k.no_dokumen = d.no_dokumen)
  UNION ALL
  SELECT DISTINCT 'kas_tanpa_dokumen', k.no_dokumen || ' ' || k.akun
    FROM kas_mutasi k LEFT JOIN dokumen d ON d.no_dokumen = k.no_dokumen
   WHERE k.kode_toko = :kode_toko AND (d.no_dokumen IS NULL OR d.kode_toko <> k.kode_toko)
  UNION ALL
  SELECT 'batal_tidak_nol', no_dokumen || ' ' || akun
    FROM kas_mutasi WHERE no_dokumen IN (SELECT no_dokumen FROM batal)
   GROUP BY no_dokumen, akun HAVING sum(jumlah_in - jumlah_out) <> 0
  UNION ALL
  SELECT 'batal_tidak_nol', no_dokumen || ' ' || nomor_akun
    FROM jurnal WHERE no_dokumen IN (SELECT no_dokumen FROM batal)
   GROUP BY no_dokumen, nomor_akun HAVING sum(debet - kredit) <> 0
  UNION ALL
  SELECT DISTINCT 'tanggal_berbeda', r.no_dokumen || ' ' || r.buku || ' ' || r.tgl_system::text
    FROM (SELECT no_dokumen, 'kas' AS buku, tgl_system FROM kas_mutasi WHERE no_dokumen IN (SELECT no_dokumen FROM dokumen_toko)
          UNION ALL
          SELECT no_dokumen, 'jurnal', tgl_system FROM jurnal WHERE no_dokumen IN (SELECT no_dokumen FROM dokumen_toko)
          UNION ALL
          SELECT no_ref, 'stok', tgl_system FROM barang_mutasi WHERE no_ref IN (SELECT no_dokumen FROM dokumen_toko)) r
   WHERE NOT EXISTS (SELECT 1 FROM tanggal_sah t WHERE t.no_dokumen = r.no_dokumen AND t.tgl_system = r.tgl_system)
  UNION ALL
  SELECT 'saldo_awal_berbeda', s.tgl_system::text || ' ' || s.akun
    FROM saldo_kas s
   WHERE s.kode_toko = :kode_toko
     AND s.saldo_awal <> (SELECT coalesce(sum(k.jumlah_in - k.jumlah_out), 0) FROM kas_mutasi k
                           WHERE k.kode_toko = s.kode_toko AND k.akun = s.akun AND k.tgl_system < s.tgl_system)
  UNION ALL
  SELECT 'saldo_awal_berbeda', tgl_system::text || ' ' || nomor_akun FROM saldo_akun_berjalan WHERE disimpan IS NOT NULL AND disimpan <> jurnal
  UNION ALL
  SELECT 'stok_berbeda', 'baki ' || kode_baki
    FROM baki_tabel s FULL JOIN baki_ledger l USING (kode_baki) FULL JOIN baki_barang b USING (kode_baki)
   WHERE NOT (coalesce(s.items, 0) = coalesce(l.items, 0) AND coalesce(l.items, 0) = coalesce(b.items, 0)
          AND coalesce(s.qty, 0) = coalesce(l.qty, 0) AND coalesce(l.qty, 0) = coalesce(b.qty, 0)
          AND coalesce(s.berat, 0) = coalesce(l.berat, 0) AND coalesce(l.berat, 0) = coalesce(b.berat, 0))
  UNION ALL
  SELECT 'stok_berbeda', 'barang ' || b.kode_barcode
    FROM barang b LEFT JOIN barang_ledger p USING (kode_barcode)
   WHERE b.kode_toko = :kode_toko
     AND NOT CASE WHEN b.status IN ('READY', 'BELI')
                  THEN coalesce(p.items, 0) = 1 AND coalesce(p.qty, 0) = b.qty AND coalesce(p.berat, 0) = b.berat
                  ELSE coalesce(p.items, 0) = 0 AND coalesce(p.qty, 0) = 0 AND coalesce(p.berat, 0) = 0 END
  UNION ALL
  SELECT 'jurnal_tidak_seimbang', no_dokumen
    FROM jurnal WHERE kode_toko = :kode_toko GROUP BY no_dokumen HAVING sum(debet) <> sum(kredit)
  UNION ALL
  SELECT 'jurnal_tidak_seimbang', tgl_system::text
    FROM jurnal WHERE kode_toko = :kode_toko GROUP BY tgl_system HAVING sum(debet) <> sum(kredit)
  UNION ALL
  SELECT 'persediaan_berbeda', 'buku ' || buku || ' barang ' || barang
    FROM (SELECT (SELECT coalesce(sum(j.debet - j.kredit), 0) FROM jurnal j
                   WHERE j.kode_toko = :kode_toko
                     AND j.nomor_akun = (SELECT nomor_akun FROM para_akun_transaksi_detail WHERE trx = 'STOK' AND type = 'TAMBAH' AND kode_akun = 'PERSEDIAAN')) AS buku,
                 (SELECT coalesce(sum(CASE WHEN total_hpp > 0 THEN total_hpp WHEN hpp > 0 THEN round(berat * hpp) ELSE 0 END), 0)
                    FROM barang WHERE kode_toko = :kode_toko AND status IN ('READY', 'TITIP', 'CONTOH', 'KIRIM', 'CICILAN')) AS barang) nilai
   WHERE buku <> barang
  UNION ALL
  SELECT 'saldo_dokumen_berbeda', s.no_dokumen
    FROM saldo_dokumen s JOIN dokumen_toko USING (no_dokumen)
    LEFT JOIN (SELECT no_dokumen, sum(pokok) AS pokok, sum(terbayar) AS terbayar FROM saldo_mutasi GROUP BY no_dokumen) m USING (no_dokumen)
   WHERE s.pokok <> coalesce(m.pokok, 0) OR s.terbayar <> coalesce(m.terbayar, 0)
  UNION ALL
  SELECT 'saldo_terbuka_berbeda', js.kode || ' saldo ' || terbuka.jumlah || ' jurnal ' || buku.jumlah
    FROM jenis_saldo js
    CROSS JOIN LATERAL (SELECT coalesce(sum(CASE WHEN js.sisi = 'K' THEN s.terbayar ELSE s.pokok - s.terbayar END), 0) AS jumlah
                          FROM saldo_dokumen s JOIN dokumen_terkini d USING (no_dokumen)
                         WHERE s.jenis_saldo = js.kode AND d.kode_toko = :kode_toko AND d.status = ANY (ARRAY['OPEN', 'SELESAI'])) terbuka
    CROSS JOIN LATERAL (SELECT coalesce(sum(CASE WHEN js.sisi = 'K' THEN j.kredit - j.debet ELSE j.debet - j.kredit END), 0) AS jumlah
                          FROM jurnal j WHERE j.kode_toko = :kode_toko AND j.kode_akun = js.kode_akun) buku
   WHERE terbuka.jumlah <> buku.jumlah
  UNION ALL
  SELECT 'penjualan_bayar_berbeda', d.no_dokumen || ' total ' || d.grand_total || ' kas dan non tunai ' || (kas.jumlah + bayar.jumlah)
    FROM dokumen d JOIN dokumen_terkini s USING (no_dokumen)
    CROSS JOIN LATERAL (SELECT coalesce(sum(k.jumlah_in - k.jumlah_out), 0) AS jumlah, count(*) AS baris FROM kas_mutasi k WHERE k.no_dokumen = d.no_dokumen) kas
    CROSS JOIN LATERAL (SELECT coalesce(sum(CASE WHEN b.jenis IN ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS') THEN -b.fee_rp ELSE b.jumlah_rp END), 0) AS jumlah,
                               coalesce(sum(b.jumlah_rp + b.fee_rp) FILTER (WHERE b.jenis IN ('TUNAI', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS')), 0) AS uang
                          FROM dokumen_bayar b WHERE b.no_dokumen = d.no_dokumen) bayar
   WHERE d.kode_toko = :kode_toko AND d.jenis = 'PENJUALAN' AND s.status <> 'BATAL' AND d.grand_total <> kas.jumlah + bayar.jumlah
     -- A sale with money to move and no money row at all is dokumen_tanpa_kas's finding: this one is a sale posted wrong.
     AND (kas.baris > 0 OR bayar.uang - d.kembalian <= 0)
  UNION ALL
  SELECT 'detail_summary_berbeda', 'baki ' || kode_gudang || '/' || kode_baki
           || ' detail ' || coalesce(d.qty, 0) || ' pcs ' || coalesce(d.berat, 0) || ' gr'
           || ' summary ' || (coalesce(m.qty_awal, 0) + coalesce(m.qty_mutasi, 0)) || ' pcs ' || (coalesce(m.berat_awal, 0) + coalesce(m.berat_mutasi, 0)) || ' gr'
    FROM baki_detail d FULL JOIN baki_summary m USING (kode_gudang, kode_baki)
   WHERE coalesce(d.qty, 0) <> coalesce(m.qty_awal, 0) + coalesce(m.qty_mutasi, 0)
      OR coalesce(d.berat, 0) <> coalesce(m.berat_awal, 0) + coalesce(m.berat_mutasi, 0)
  UNION ALL
  SELECT 'letak_barang_berbeda', 'barang ' || b.kode_barcode || ' kartu stok ' || coalesce(g.kode_gudang || '/' || g.kode_baki, '-')
           || ' data barang ' || b.kode_gudang || '/' || b.kode_baki || ' ' || b.status
    FROM barang b LEFT JOIN gerak_terakhir g USING (kode_barcode)
   WHERE b.kode_toko = :kode_toko
     AND CASE WHEN b.status IN ('READY', 'BELI')
              THEN g.item_delta IS DISTINCT FROM 1 OR g.kode_gudang <> b.kode_gudang OR g.kode_baki <> b.kode_baki
              ELSE g.item_delta = 1 END
  UNION ALL
  SELECT 'saldo_negatif', tgl_system::text || ' ' || akun
    FROM (SELECT akun, tgl_system, sum(sum(jumlah_in - jumlah_out)) OVER (PARTITION BY akun ORDER BY tgl_system) AS saldo
            FROM kas_mutasi WHERE kode_toko = :kode_toko GROUP BY akun, tgl_system) hari
   WHERE saldo < 0
)
SELECT c.cek AS "check", count(t.contoh)::int AS count,
       coalesce(array_to_json((array_agg(t.contoh ORDER BY t.contoh) FILTER (WHERE t.contoh IS NOT NULL))[1:5]), '[]'::json) AS examples
  FROM unnest(ARRAY['dokumen_tanpa_kas', 'kas_tanpa_dokumen', 'batal_tidak_nol', 'tanggal_berbeda', 'saldo_awal_berbeda', 'stok_berbeda',
                    'jurnal_tidak_seimbang', 'saldo_negatif', 'persediaan_berbeda', 'saldo_dokumen_berbeda', 'saldo_terbuka_berbeda',
                    'penjualan_bayar_berbeda', 'detail_summary_berbeda', 'letak_barang_berbeda']) WITH ORDINALITY AS c(cek, urutan)
  LEFT JOIN temuan t ON t.cek = c.cek
 GROUP BY c.cek, c.urutan
 ORDER BY c.urutan
