// The parts of a counter document's body every kind reads alike (JSON Schemas with the screens' messages): the
// customer header, the authorizations obtained, grams and pieces.
import { s, type JsonSchema } from '../http/schema';
import { MAX_WEIGHT } from '../../domain/fields';

export const required = (label: string) => ({ required: `${label} Tidak Boleh Kosong`, minLength: `${label} Tidak Boleh Kosong` });

export const grams = (title: string): JsonSchema => ({ title, type: 'number', minimum: 0, maximum: MAX_WEIGHT });

export const pieces: JsonSchema = { title: 'Qty', type: 'integer', minimum: 0, maximum: 1_000_000_000 };

/** The member's code of a counter document's customer (./member-points.ts counterMember: else found by the phone). */
export const memberField: JsonSchema = s.code('Kode Member', 20);

/** The sales person and customer of a counter document, and the authorizations a supervisor gave it. */
export const customerFields: Record<string, JsonSchema> = {
  kode_sales: s.code('Kode Sales', 20, required('Kode Sales')),
  kode_member: memberField,
  nama_customer: s.text('Nama Customer', 100),
  alamat_customer: s.text('Alamat Customer', 200),
  no_hp: s.text('No HP', 20),
  authorization_ids: s.array('Otorisasi', s.code('Otorisasi', 100), 10),
};

/** What every counter document requires: its sales person, customer, lines and payments. */
export const CUSTOMER_REQUIRED = ['kode_sales', 'nama_customer', 'alamat_customer', 'items', 'pembayaran'];

/** The payments of a sale (or a deposit, a manual sale) of `kinds`: card and transfer lines name their account. */
export const salePayments = (kinds: readonly string[], extra: Record<string, JsonSchema> = {}): JsonSchema =>
  s.array(
    'Pembayaran',
    s.object(
      {
        jenis: s.choice('Jenis Pembayaran', kinds),
        jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
        kode_bank: s.code('Kode Bank', 20),
        no_rekening: s.code('No Rekening', 40),
        no_reff: s.text('No Reff', 60),
        fee_persen: { title: 'Fee Kartu', type: 'number', minimum: 0, maximum: 100 },
        ...extra,
      },
      ['jenis', 'jumlah_rp'],
      { additional: false },
    ),
    20,
  );

/** The payments of a buy-back: cash, or a transfer to the customer's account from the shop's (rekening_toko). */
export const buybackPayments: JsonSchema = s.array(
  'Pembayaran',
  s.object(
    {
      jenis: s.choice('Jenis Pembayaran', ['TUNAI', 'TRANSFER']),
      jumlah_rp: { ...s.money('Jumlah Rp'), minimum: 1 },
      kode_bank: s.code('Kode Bank', 20),
      no_rekening: s.text('No Rekening', 40),
      rekening_toko: s.code('Rekening Toko', 40),
    },
    ['jenis', 'jumlah_rp'],
    { additional: false },
  ),
  10,
);
