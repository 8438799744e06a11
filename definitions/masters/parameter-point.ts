import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_poin',
  label: 'Parameter Point',
  route: '/master-parameter-point',
  key: 'kode_poin',
  api: {
    list: 'parapoin/get/all',
    create: 'parapoin/create',
    update: 'parapoin/update/{kode_poin}',
    remove: 'parapoin/delete/{kode_poin}',
  },
  fields: {
    kode_poin: f.code({ label: 'Kode Poin', required: true, maxLength: 10, readOnlyOnEdit: true }),
    kode_group: f.ref({ label: 'Kode Group', required: true, resource: 'group' }),
    poin_per_gram: f.number({ label: 'Poin Per Gram', required: true, decimals: 2, min: 0, max: 10_000, notZero: true }),
  },
  list: { columns: ['kode_poin', 'kode_group', 'poin_per_gram'], search: ['kode_poin', 'kode_group'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['MEMBER_MODULE'] },
  note:
    'Behind MEMBER_MODULE (points are a member feature). Gold is sold by weight and the group carries the price per gram, so ' +
    'a member earns poin_per_gram points (2 decimals, not 0) for each gram bought in the group; the per-rupiah earning rule ' +
    'and the reset are the separate /parameter-get-point-member and /parameter-reset-poin-member screens.',
});
