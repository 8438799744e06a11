import { defineMaster, f } from '../define';

// Spec section 3: Purchase condition: kondisi_barang.
export default defineMaster({
  name: 'kondisi_pembelian',
  label: 'Kondisi Pembelian',
  route: '/master-kondisi-pembelian',
  key: 'kondisi_barang',
  api: {
    list: 'parabeli/get/all',
    create: 'parabeli/create',
    update: 'parabeli/update/{kondisi_barang}',
    remove: 'parabeli/delete/{kondisi_barang}',
  },
  fields: {
    kondisi_barang: f.code({ label: 'Kondisi Barang', required: true, maxLength: 20, readOnlyOnEdit: true }),
    keterangan: f.text({ label: 'Keterangan', required: true, maxLength: 60 }),
    potongan_persen: f.percent({ label: 'Persentase Potongan', required: true, default: 0 }),
    rosok: f.boolean({ label: 'Rosok (Dibayar Per Kadar)', default: false }),
    kode_harga: f.ref({ label: 'Kode Harga Rosok', resource: 'para_harga_beli' }),
  },
  list: { columns: ['kondisi_barang', 'keterangan', 'potongan_persen', 'rosok', 'kode_harga'], search: ['kondisi_barang', 'keterangan'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The condition of a piece bought back from a customer (BAGUS, RUSAK, PATAH ...), the purchase report filter "kondisi"; ' +
    'potongan_persen (0 to 100, 2 decimals) is what the condition takes off the buy-back price. rosok: pieces of this ' +
    'condition are scrap, paid by kadar: weight x kadar % x the price per gram of kode_harga (the fine-gold price; the ' +
    "line's own code when empty), no other cut (domain/buyback-pricing.ts).",
});
