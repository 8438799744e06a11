// Accounting parameters for /parameter-akun (appended to MIGRATIONS in migrations.ts): the chart of accounts
// (akun) and, per journal (trx, type), the account each of its lines posts to. The accounting module builds its
// journals from these; the shop only changes which account number a line uses, never the lines themselves.
//
// The seed is a chart a gold shop starts from, numbered the Indonesian way (1 aset, 2 kewajiban, 3 modal,
// 4 pendapatan, 5 harga pokok, 6 beban), and one journal per document of the trade:
// - a sale credits gold sales and making charge (ongkos) and moves the item's cost from stock to cost of sales;
//   paid in cash it debits Kas, by card or transfer the card/transfer clearing account; a cancellation reverses it;
// - a buy-back (pembelian) puts the gold into scrap stock (rongsok), paid from Kas or the bank;
// - a custom order's down payment is a customer advance (a liability) until the order is settled or cancelled;
// - a loan (hutang) is a receivable: disbursed from Kas, redeemed with the rent (sewa modal) as income, renewed
//   by paying the rent only, or auctioned with the collateral taken into scrap stock at a profit or a loss;
// - cash in and out (kas masuk/keluar) and transfers between the till and the bank.
import type { Migration } from './migrations';

type Kelompok = 'ASET' | 'KEWAJIBAN' | 'MODAL' | 'PENDAPATAN' | 'BEBAN';

const AKUN: [nomor: string, nama: string, kelompok: Kelompok][] = [
  ['1-1101', 'Kas Toko', 'ASET'],
  ['1-1102', 'Kas Kecil', 'ASET'],
  ['1-1201', 'Bank Rekening Toko', 'ASET'],
  ['1-1202', 'Dana EDC Dan Transfer Dalam Penyelesaian', 'ASET'],
  ['1-1301', 'Piutang Pinjaman Pelanggan', 'ASET'],
  ['1-1302', 'Piutang Cicilan Pelanggan', 'ASET'],
  ['1-1401', 'Persediaan Emas Siap Jual', 'ASET'],
  ['1-1402', 'Persediaan Emas Rongsok', 'ASET'],
  ['1-1403', 'Persediaan Barang Pesanan', 'ASET'],
  ['1-1404', 'Persediaan Berlian', 'ASET'],
  ['2-1101', 'Uang Muka Pesanan Pelanggan', 'KEWAJIBAN'],
  ['2-1102', 'Titipan Uang Pelanggan', 'KEWAJIBAN'],
  ['2-1201', 'Hutang Supplier', 'KEWAJIBAN'],
  ['2-1301', 'Hutang Pajak', 'KEWAJIBAN'],
  ['3-1101', 'Modal Pemilik', 'MODAL'],
  ['3-1201', 'Laba Ditahan', 'MODAL'],
  ['4-1101', 'Penjualan Emas', 'PENDAPATAN'],
  ['4-1102', 'Pendapatan Ongkos Pembuatan', 'PENDAPATAN'],
  ['4-1201', 'Pendapatan Sewa Modal', 'PENDAPATAN'],
  ['4-1301', 'Pendapatan Jasa Service', 'PENDAPATAN'],
  ['4-1401', 'Laba Lelang Barang Jaminan', 'PENDAPATAN'],
  ['4-1901', 'Pendapatan Lain-lain', 'PENDAPATAN'],
  ['5-1101', 'Harga Pokok Penjualan', 'BEBAN'],
  ['5-1102', 'Harga Pokok Pesanan', 'BEBAN'],
  ['6-1101', 'Beban Operasional Toko', 'BEBAN'],
  ['6-1102', 'Beban Gaji Dan Bonus Sales', 'BEBAN'],
  ['6-1103', 'Beban Administrasi Bank', 'BEBAN'],
  ['6-1201', 'Beban Susut Emas', 'BEBAN'],
  ['6-1301', 'Rugi Lelang Barang Jaminan', 'BEBAN'],
];

type Posisi = 'D' | 'K';
type Line = [kode_akun: string, nama: string, posisi: Posisi, nomor_akun: string];

const KAS: Line = ['KAS', 'Kas', 'D', '1-1101'];
const BANK: Line = ['BANK', 'Bank', 'D', '1-1201'];
const EDC: Line = ['EDC', 'EDC / Transfer', 'D', '1-1202'];
const PENJUALAN: Line = ['PENJUALAN', 'Penjualan Emas', 'K', '4-1101'];
const ONGKOS: Line = ['ONGKOS', 'Pendapatan Ongkos', 'K', '4-1102'];
const HPP: Line = ['HPP', 'Harga Pokok Penjualan', 'D', '5-1101'];
const PERSEDIAAN: Line = ['PERSEDIAAN', 'Persediaan Emas', 'K', '1-1401'];
const RONGSOK: Line = ['PERSEDIAAN_RONGSOK', 'Persediaan Emas Rongsok', 'D', '1-1402'];
const UANG_MUKA: Line = ['UANG_MUKA', 'Uang Muka Pesanan', 'K', '2-1101'];
const PIUTANG: Line = ['PIUTANG', 'Piutang Pinjaman', 'D', '1-1301'];
const SEWA_MODAL: Line = ['SEWA_MODAL', 'Pendapatan Sewa Modal', 'K', '4-1201'];

/** The same line on the other side (a cancellation, or the paying side of a transfer). */
const flip = ([kode, nama, posisi, nomor]: Line): Line => [kode, nama, posisi === 'D' ? 'K' : 'D', nomor];

const JOURNALS: [trx: string, type: string, lines: Line[]][] = [
  ['PENJUALAN', 'TUNAI', [KAS, PENJUALAN, ONGKOS, HPP, PERSEDIAAN]],
  ['PENJUALAN', 'NON_TUNAI', [EDC, PENJUALAN, ONGKOS, HPP, PERSEDIAAN]],
  ['PENJUALAN', 'BATAL', [flip(PENJUALAN), flip(ONGKOS), flip(KAS), flip(HPP), flip(PERSEDIAAN)]],
  ['PEMBELIAN', 'TUNAI', [RONGSOK, flip(KAS)]],
  ['PEMBELIAN', 'NON_TUNAI', [RONGSOK, flip(BANK)]],
  ['PEMBELIAN', 'BATAL', [KAS, flip(RONGSOK)]],
  ['PESANAN', 'DP', [KAS, UANG_MUKA]],
  ['PESANAN', 'PELUNASAN', [KAS, flip(UANG_MUKA), PENJUALAN, ONGKOS, ['HPP', 'Harga Pokok Pesanan', 'D', '5-1102'], ['PERSEDIAAN', 'Persediaan Barang Pesanan', 'K', '1-1403']]],
  ['PESANAN', 'BATAL', [flip(UANG_MUKA), flip(KAS)]],
  ['HUTANG', 'PENCAIRAN', [PIUTANG, flip(KAS)]],
  ['HUTANG', 'PELUNASAN', [KAS, flip(PIUTANG), SEWA_MODAL]],
  ['HUTANG', 'PEREMAJAAN', [KAS, SEWA_MODAL]],
  ['HUTANG', 'LELANG', [RONGSOK, flip(PIUTANG), ['LABA_LELANG', 'Laba Lelang', 'K', '4-1401'], ['RUGI_LELANG', 'Rugi Lelang', 'D', '6-1301']]],
  ['KAS', 'MASUK', [KAS, ['PENDAPATAN_LAIN', 'Pendapatan Lain-lain', 'K', '4-1901']]],
  ['KAS', 'KELUAR', [['BEBAN', 'Beban Operasional', 'D', '6-1101'], flip(KAS)]],
  ['KAS', 'SETOR_BANK', [BANK, flip(KAS)]],
  ['KAS', 'TARIK_BANK', [KAS, flip(BANK)]],
];

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** What the screen shows as the line's account type: the account it needs and its side, e.g. 'Kas (Debet)'. */
export const jenisAkun = (nama: string, posisi: Posisi) => `${nama} (${posisi === 'D' ? 'Debet' : 'Kredit'})`;

export const PARAMETER_AKUN_MIGRATION: Migration = {
  id: '005_parameter_akun',
  statements: [
    `CREATE TABLE akun (
      nomor_akun text PRIMARY KEY,
      nama_akun text NOT NULL,
      kelompok text NOT NULL CHECK (kelompok IN ('ASET', 'KEWAJIBAN', 'MODAL', 'PENDAPATAN', 'BEBAN')),
      is_active boolean NOT NULL DEFAULT true
    )`,
    `CREATE TABLE para_akun_transaksi (
      trx text NOT NULL,
      type text NOT NULL,
      updated_by text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (trx, type)
    )`,
    // A child table rather than jsonb: an account in use by a journal line cannot disappear from the chart.
    `CREATE TABLE para_akun_transaksi_detail (
      trx text NOT NULL,
      type text NOT NULL,
      urutan integer NOT NULL,
      kode_akun text NOT NULL,
      jenis_akun text NOT NULL,
      posisi text NOT NULL CHECK (posisi IN ('D', 'K')),
      nomor_akun text NOT NULL REFERENCES akun(nomor_akun),
      PRIMARY KEY (trx, type, kode_akun),
      FOREIGN KEY (trx, type) REFERENCES para_akun_transaksi(trx, type)
    )`,
    `INSERT INTO akun (nomor_akun, nama_akun, kelompok) VALUES ${AKUN.map((a) => `(${a.map(text).join(', ')})`).join(', ')}`,
    `INSERT INTO para_akun_transaksi (trx, type) VALUES ${JOURNALS.map(([trx, type]) => `(${text(trx)}, ${text(type)})`).join(', ')}`,
    `INSERT INTO para_akun_transaksi_detail (trx, type, urutan, kode_akun, jenis_akun, posisi, nomor_akun) VALUES ${JOURNALS.flatMap(([trx, type, lines]) =>
      lines.map(
        ([kode, nama, posisi, nomor], i) =>
          `(${text(trx)}, ${text(type)}, ${i + 1}, ${text(kode)}, ${text(jenisAkun(nama, posisi))}, ${text(posisi)}, ${text(nomor)})`,
      ),
    ).join(', ')}`,
  ],
};
