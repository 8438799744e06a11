import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'potongan_pembelian',
  label: 'Potongan Pembelian',
  route: '/master-potongan-pembelian',
  key: 'kode_potongan',
  api: {
    list: 'para-potongan-kategori',
    create: 'para-potongan-kategori/create',
    update: 'para-potongan-kategori/update/{kode_potongan}',
    remove: 'para-potongan-kategori/delete/{kode_potongan}',
  },
  fields: {
    kode_potongan: f.code({ label: 'Kode Potongan', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_kategori: f.ref({ label: 'Kode Kategori', required: true, resource: 'kategori' }),
    potongan_per_gram: f.money({ label: 'Potongan Per Gram', required: true }),
  },
  list: { columns: ['kode_potongan', 'kode_kategori', 'potongan_per_gram'], search: ['kode_potongan', 'kode_kategori'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The list path para-potongan-kategori says a deduction per kategori: the rupiah per gram (integer, may be 0) the shop takes ' +
    'off when buying back pieces of that kategori; the condition cut is on Kondisi Pembelian, the receipt cut on Parameter ' +
    'Rugi Nota. Write paths follow para-harga-beli. No module: the spec names none for this route.',
});
