import { defineMaster, f } from '../define';

export default defineMaster({
  name: 'kondisi_barang',
  label: 'Kondisi Barang',
  route: '/master-kondisi-barang',
  key: 'kondisi_barang',
  api: {
    list: 'parakondisi/get/all',
    create: 'parakondisi/create',
    update: 'parakondisi/update/{kondisi_barang}',
    remove: 'parakondisi/delete/{kondisi_barang}',
  },
  fields: {
    kondisi_barang: f.code({ label: 'Kondisi Barang', required: true, maxLength: 20, readOnlyOnEdit: true }),
    keterangan: f.text({ label: 'Keterangan', required: true, maxLength: 60 }),
  },
  list: { columns: ['kondisi_barang', 'keterangan'], search: ['kondisi_barang', 'keterangan'] },
  gate: { levels: ['OWN', 'SU', 'MU', 'SPV'] },
  note:
    'The words staff pick to describe the state of a piece taken in (service, order samples), e.g. BAIK, PENYOK, PUTUS, ' +
    'BATU LEPAS; the code is the condition itself, keterangan explains it.',
});
