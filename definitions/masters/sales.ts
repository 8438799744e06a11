import { defineMaster, f } from '../define';

// Spec section 5: the six fields are required, each with '<field label> Tidak Boleh Kosong'.
export default defineMaster({
  name: 'sales',
  label: 'Sales',
  route: '/master-sales',
  key: 'kode_sales',
  api: {
    list: 'sales/get/all',
    create: 'sales/create',
    update: 'sales/update/{kode_sales}',
    remove: 'sales/delete/{kode_sales}',
  },
  fields: {
    kode_sales: f.code({ label: 'Kode Sales', required: true, maxLength: 10, readOnlyOnEdit: true }),
    nama_sales: f.text({ label: 'Nama Sales', required: true, maxLength: 50 }),
    kode_bank: f.ref({ label: 'Kode Bank', required: true, resource: 'bank', copy: { nama_bank: 'nama_bank' } }),
    nama_bank: f.text({ label: 'Nama Bank', required: true, maxLength: 50 }),
    no_rekening: f.ref({
      label: 'No Rekening',
      required: true,
      resource: 'rekening',
      dependsOn: { field: 'kode_bank', on: 'kode_bank' },
      copy: { nama_rekening: 'nama_rekening' },
    }),
    nama_rekening: f.text({ label: 'Nama Rekening', required: true, maxLength: 60 }),
  },
  list: { columns: ['kode_sales', 'nama_sales', 'nama_bank', 'no_rekening', 'nama_rekening'], search: ['kode_sales', 'nama_sales'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
});
