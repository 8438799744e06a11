-- A round-off account (issue 20 item 4). Each amount of a journal is a whole rupiah, rounded at most once, so a
-- journal's two sides can differ by up to one rupiah per line (a cost per gram times a weight, a share of a discount).
-- Such a difference posts to Selisih Pembulatan under the journal PEMBULATAN/SELISIH of /parameter-akun, where the
-- shop may point it elsewhere; it never fails the document. A larger difference is a fault and still refuses.
INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES
  ('6-1901', 'Selisih Pembulatan', 'BEBAN')
ON CONFLICT (nomor_akun) DO NOTHING;

INSERT INTO para_akun_transaksi (trx, type) VALUES ('PEMBULATAN', 'SELISIH');

INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES
  ('PEMBULATAN', 'SELISIH', 1, 'SELISIH', 'Selisih Pembulatan (Debet)', 'D', '6-1901');
