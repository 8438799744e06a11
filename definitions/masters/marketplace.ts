import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'marketplace',
  label: 'Marketplace',
  route: '/master-marketplace',
  key: 'kode_marketplace',
  api: {
    list: 'marketplace',
    create: 'marketplace',
    update: 'marketplace/{kode_marketplace}',
    remove: 'marketplace/{kode_marketplace}',
  },
  fields: {
    kode_marketplace: f.code({ label: 'Kode Marketplace', required: true, maxLength: 15, readOnlyOnEdit: true }),
    nama_marketplace: f.text({ label: 'Nama Marketplace', required: true, maxLength: 50 }),
    biaya_admin_persen: f.percent({ label: 'Biaya Admin (%)', required: true, default: 0 }),
    url_toko: f.text({ label: 'URL Toko', maxLength: 200 }),
  },
  list: {
    columns: ['kode_marketplace', 'nama_marketplace', 'biaya_admin_persen', 'url_toko'],
    search: ['kode_marketplace', 'nama_marketplace'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MARKETPLACE_INTEGRATION_MODULE'] },
  note:
    'Spec section 6: behind MARKETPLACE_INTEGRATION_MODULE. The online marketplaces the shop sells on (TOKOPEDIA, SHOPEE ...): ' +
    'biaya_admin_persen is the marketplace fee on a sale (0 to 100, 2 decimals), url_toko the shop page there (optional). ' +
    'Write paths follow the plural-resource family: POST marketplace, PUT/DELETE marketplace/{kode_marketplace}.',
});
