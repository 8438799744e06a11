import { defineMaster, f } from '../define';

// The spec names only the list call (jenis/get/berlian); the write paths stay under jenis/berlian/ so they
// never meet the item-type master's jenis/create, jenis/update/{kode_dept} ...
export default defineMaster({
  name: 'jenis_batu',
  label: 'Jenis Batu',
  route: '/jenis-batu',
  key: 'kode_jenis_batu',
  api: {
    list: 'jenis/get/berlian',
    create: 'jenis/berlian/create',
    update: 'jenis/berlian/update/{kode_jenis_batu}',
    remove: 'jenis/berlian/delete/{kode_jenis_batu}',
  },
  fields: {
    kode_jenis_batu: f.code({ label: 'Kode Jenis Batu', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_jenis_batu: f.text({ label: 'Nama Jenis Batu', required: true, maxLength: 50 }),
  },
  list: { columns: ['kode_jenis_batu', 'nama_jenis_batu'], search: ['kode_jenis_batu', 'nama_jenis_batu'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note: 'Kinds of stone set in jewellery (BERLIAN, RUBY, SAFIR, ZAMRUD, ...): a code and a name, like the other type masters.',
});
