import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'kategori',
  label: 'Kategori',
  route: '/master-kategori',
  key: 'kode_kategori',
  api: {
    list: 'kategori/get/all',
    create: 'kategori/create',
    update: 'kategori/update/{kode_kategori}',
    remove: 'kategori/delete/{kode_kategori}',
  },
  fields: {
    kode_kategori: f.code({ label: 'Kode Kategori', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_kategori: f.text({ label: 'Nama Kategori', required: true, maxLength: 50 }),
  },
  list: { columns: ['kode_kategori', 'nama_kategori'], search: ['kode_kategori', 'nama_kategori'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'Spec names no list path: kategori/get/all follows the jenis/group family. A kategori is the top of the item tree ' +
    '(PERHIASAN, LOGAM MULIA, AKSESORIS ...): every jenis belongs to one, and the buy-back deductions (potongan pembelian, ' +
    'rugi nota) are set per kategori.',
});
