import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_jenis_group',
  label: 'Parameter Jenis Group',
  route: '/master-parameter-jenis-group',
  key: 'jenis_group',
  api: {
    list: 'para-jenis-group',
    create: 'para-jenis-group/create',
    update: 'para-jenis-group/update/{jenis_group}',
    remove: 'para-jenis-group/delete/{jenis_group}',
  },
  fields: {
    jenis_group: f.code({ label: 'Jenis Group', required: true, maxLength: 15, readOnlyOnEdit: true }),
    keterangan: f.text({ label: 'Keterangan', required: true, maxLength: 60 }),
  },
  list: { columns: ['jenis_group', 'keterangan'], search: ['jenis_group', 'keterangan'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The choices of the group field jenis_group (spec section 3: Group: kode_group, jenis_group), e.g. EMAS MUDA, EMAS TUA, ' +
    'LOGAM MULIA. Write paths follow para-harga-beli (the para- family).',
});
