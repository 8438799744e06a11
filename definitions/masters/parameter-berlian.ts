import { defineMaster, f } from '../define';

// The stone price grid: a price per carat for a shape, colour and clarity within a carat range.
export default defineMaster({
  name: 'parameter_berlian',
  label: 'Parameter Harga Berlian',
  route: '/master-batu-berlian',
  key: 'kode_parameter',
  api: {
    list: 'parameter-berlian',
    create: 'parameter-berlian/create',
    update: 'parameter-berlian/update/{kode_parameter}',
    remove: 'parameter-berlian/delete/{kode_parameter}',
  },
  fields: {
    kode_parameter: f.code({ label: 'Kode Parameter', required: true, maxLength: 15, readOnlyOnEdit: true }),
    kode_shape: f.ref({ label: 'Shape', required: true, resource: 'batu_shape' }),
    kode_color: f.ref({ label: 'Color', required: true, resource: 'batu_color' }),
    kode_clarity: f.ref({ label: 'Clarity', required: true, resource: 'batu_clarity' }),
    carat_dari: f.number({ label: 'Carat Dari', required: true, decimals: 3, min: 0, max: 999, notZero: true }),
    carat_sampai: f.number({ label: 'Carat Sampai', required: true, decimals: 3, min: 0, max: 999, notZero: true }),
    harga_per_carat: f.money({ label: 'Harga Per Carat', required: true, notZero: true }),
    harga_modal_per_carat: f.money({ label: 'Harga Modal Per Carat' }),
  },
  list: {
    columns: ['kode_parameter', 'kode_shape', 'kode_color', 'kode_clarity', 'carat_dari', 'carat_sampai', 'harga_per_carat', 'harga_modal_per_carat'],
    search: ['kode_parameter', 'kode_shape', 'kode_color', 'kode_clarity'],
  },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'], modules: ['BERLIAN_MODULE'] },
  menu: 'master_berlian',
  note:
    'Diamonds are priced per carat by shape, colour and clarity within a carat bracket (the Rapaport-style grid): three pickers, ' +
    'carat_dari/carat_sampai with 3 decimals (stones are weighed to 0.001 ct), harga_per_carat in integer rupiah (not 0). ' +
    'harga_modal_per_carat (optional) is the cost, so a sale below it can ask for supervisor authorization (spec section 6: diamonds below cost). ' +
    'carat_dari <= carat_sampai and non-overlapping brackets need a cross-field rule the engine cannot express yet.',
});
