import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'rugi_nota',
  label: 'Parameter Rugi Nota',
  route: '/master-parameter-rugi-nota',
  key: 'kode_rugi_nota',
  api: {
    list: 'ruginota/get/all',
    create: 'ruginota/create',
    update: 'ruginota/update/{kode_rugi_nota}',
    remove: 'ruginota/delete/{kode_rugi_nota}',
  },
  fields: {
    kode_rugi_nota: f.code({ label: 'Kode Rugi Nota', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_kategori: f.ref({ label: 'Kode Kategori', required: true, resource: 'kategori' }),
    kode_kadar: f.ref({ label: 'Kode Kadar', required: true, resource: 'kadar' }),
    rugi_persen: f.percent({ label: 'Persentase Rugi', required: true }),
    rusak_persen: f.percent({ label: 'Persentase Rugi Rusak', required: true }),
  },
  list: {
    columns: ['kode_rugi_nota', 'kode_kategori', 'kode_kadar', 'rugi_persen', 'rusak_persen'],
    search: ['kode_rugi_nota', 'kode_kategori', 'kode_kadar'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The cut of a buy-back without the receipt (nota), per kategori and kadar, taken off the gross buy-back price: ' +
    'rugi_persen for a piece in good condition, rusak_persen for a damaged one (its condition takes a cut); 0 to 100, ' +
    '2 decimals (domain/buyback-pricing.ts). ' +
    'A code of its own is the key because the engine keys a master by one field (one row per kategori and kadar is not enforced).',
});
