// The item record (barang) as one field set, validated by the same engine as masters (domain/validation.ts), so
// the item forms and the server give identical messages. It is not a master: items are written only through the
// inventory service, which keeps the stock ledger (server/inventory), so this definition lives here and not in
// definitions/masters.
import { defineFieldSet, f, type Field } from './fields';
import { moduleOn, type ModuleMap } from './gates';

/**
 * What a barcode label carries (a Code 128 subset that is also safe as a file name and in a URL): capital
 * letters, digits, '-', '.' and '_', never '..'. The code names the item's photo file, so '/', '..' and spaces
 * would let it reach other folders; emoji and spaces cannot be printed on the tag anyway.
 */
export const BARCODE_PATTERN = '^(?!.*\\.\\.)[A-Z0-9._-]+$';
export const BARCODE_MESSAGE = 'Kode Barcode Hanya Boleh Berisi Huruf, Angka Dan Tanda - . _';
const barcodeRule = new RegExp(BARCODE_PATTERN);
/** A code as it arrives (a path parameter, a scan) read the way the item routes read it: trimmed, in capitals. */
export const isBarcodeText = (code: string): boolean => barcodeRule.test(code.trim().toUpperCase());

// nama_barang at least 6 characters and kadar not 0, at most 500 (spec section 5). berat is the net gold weight;
// berat_kotor with stones and plastic; berat_estimasi/asli/jadi track an ordered piece from estimate to finished.
// hpp is the cost price per gram, total_hpp the cost of the piece; harga_total the selling price on the tag.
export const ITEM = defineFieldSet({
  name: 'barang',
  key: 'kode_barcode',
  fields: {
    // Scanned from an existing tag, or left empty for the next number of the shop.
    kode_barcode: f.code({ label: 'Kode Barcode', maxLength: 20, pattern: { regex: BARCODE_PATTERN, message: BARCODE_MESSAGE } }),
    nama_barang: f.text({ label: 'Nama Barang', required: true, minLength: 6, maxLength: 100, upper: true }),
    kode_dept: f.ref({ label: 'Jenis', required: true, resource: 'jenis' }),
    kode_group: f.ref({ label: 'Kode Group', required: true, resource: 'group' }),
    kode_intern: f.code({ label: 'Kode Intern', maxLength: 20 }),
    kode_gudang: f.ref({ label: 'Kode Gudang', required: true, resource: 'gudang' }),
    kode_baki: f.ref({ label: 'Kode Baki', required: true, resource: 'baki', dependsOn: { field: 'kode_gudang', on: 'kode_gudang' } }),
    // Accessories are stock lines counted in pieces (qty) with a stock weight, added to and taken from.
    aksesoris: f.boolean({ label: 'Aksesoris', default: false }),
    qty: f.number({ label: 'Jumlah', min: 1, max: 1_000_000, default: 1 }),
    berat: f.weight({ label: 'Berat', required: true, notZero: true }),
    berat_kotor: f.weight({ label: 'Berat Kotor' }),
    berat_plastik: f.weight({ label: 'Berat Plastik' }),
    berat_estimasi: f.weight({ label: 'Berat Estimasi' }),
    berat_asli: f.weight({ label: 'Berat Asli' }),
    berat_jadi: f.weight({ label: 'Berat Jadi' }),
    kadar: f.number({ label: 'Kadar', required: true, decimals: 2, min: 0, max: 500, notZero: true }),
    kadar_modal: f.number({ label: 'Kadar Modal', decimals: 2, min: 0, max: 500 }),
    ukuran: f.text({ label: 'Ukuran', maxLength: 20 }),
    finishing: f.text({ label: 'Finishing', maxLength: 50 }),
    hpp: f.money({ label: 'HPP' }),
    total_hpp: f.money({ label: 'Total HPP' }),
    harga_estimasi: f.money({ label: 'Harga Estimasi' }),
    harga_total: f.money({ label: 'Harga Total' }),
    // Diamond fields: they exist only while the shop has the diamond module (BERLIAN_MODULE).
    biaya_berlian: f.money({ label: 'Biaya Berlian', module: 'BERLIAN_MODULE' }),
    profit: f.money({ label: 'Profit' }),
    karat_batu: f.number({ label: 'Karat Batu', decimals: 3, min: 0, max: 100_000, module: 'BERLIAN_MODULE' }),
    bentuk_batu: f.text({ label: 'Bentuk Batu', maxLength: 50, module: 'BERLIAN_MODULE' }),
    no_po: f.code({ label: 'No PO', maxLength: 30 }),
    no_pesanan: f.code({ label: 'No Pesanan', maxLength: 30 }),
    kode_supplier: f.code({ label: 'Kode Supplier', maxLength: 20 }),
    // The EPC of a pre-programmed RFID tag fixed to the piece (stock opname RFID); tags written with the barcode
    // need none.
    kode_rfid: f.code({ label: 'Kode RFID', maxLength: 40 }),
  },
});

/** Fields an edit may change: place and stock go through moves and stock changes, never through an edit. */
export const ITEM_EDITABLE = Object.keys(ITEM.fields).filter((k) => !['kode_barcode', 'kode_gudang', 'kode_baki', 'aksesoris', 'qty'].includes(k));

/** Whether a field of the item field set is in use: a field that names a module only while that module is on. */
export function itemFieldOn(field: Field, modules: ModuleMap): boolean {
  return !field.module || moduleOn(modules, field.module);
}

/** The item fields in use for a shop's modules (the forms show these; the others are not the shop's business). */
export function itemFieldNames(modules: ModuleMap, names: readonly string[] = Object.keys(ITEM.fields)): string[] {
  return names.filter((n) => itemFieldOn(ITEM.fields[n], modules));
}

/** Columns of the barang table a client receives. */
export const ITEM_COLUMNS = [...Object.keys(ITEM.fields), 'kode_toko', 'status', 'versi', 'foto', 'no_terima', 'tgl_input', 'input_by'];

/** The next generated barcode of a shop: its code and a running number, short enough for a jewellery tag. */
export function generatedBarcode(kodeToko: string, n: number): string {
  return `${kodeToko}${String(n).padStart(6, '0')}`.toUpperCase();
}
