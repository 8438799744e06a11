import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'para_deskripsi_service',
  label: 'Parameter Deskripsi Service',
  route: '/parameter-deskripsi-service',
  key: 'kode_deskripsi',
  form: 'modal',
  api: {
    list: 'para-deskripsi-service',
    create: 'para-deskripsi-service/create',
    update: 'para-deskripsi-service/update/{kode_deskripsi}',
    remove: 'para-deskripsi-service/delete/{kode_deskripsi}',
  },
  fields: {
    kode_deskripsi: f.code({ label: 'Kode Deskripsi', required: true, maxLength: 10, readOnlyOnEdit: true }),
    // Spec section 5: description under 20 characters (a receipt line is a 20-character slice, section 9).
    deskripsi: f.text({ label: 'Deskripsi', required: true, maxLength: 19 }),
    ongkos: f.money({ label: 'Ongkos Standar' }),
  },
  list: { columns: ['kode_deskripsi', 'deskripsi', 'ongkos'], search: ['kode_deskripsi', 'deskripsi'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['PARAMETER_DESKRIPSI_SERVICE_MODULE'] },
  note:
    'The fixed service/repair descriptions a cashier picks (PATRI, GANTI MATA, POLES ...): a code and a description of at most 19 ' +
    'characters (spec: under 20, so it fits one 20-character receipt slice). ongkos (optional, ' +
    'integer rupiah) is the usual charge offered as the default on the service form.',
});
