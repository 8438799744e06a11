// The stock reports of the catalogue (issue 24 item 7) on one known fortnight of the sample shop's masters: items
// added on 10 March; on 20 March (the business date) an item added, an accessory line topped up and drawn from, a
// receipt entered and cancelled, the display warehouse's first tray weighed, then a piece moved off it, another
// melted, a piece sent to head office and one received from it onto the weighed tray; the day's global stocktake and
// an RFID read of the second tray; two gold price changes.
// Each report's rows and totals as a user reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDemo } from '../../server/demo';
import type { Actor } from '../../server/actor';
import { accessoryStock, addItems, meltItems, moveToTray } from '../../server/inventory/item-operations';
import { cancelReceipt, receiveItems } from '../../server/inventory/penerimaan-service';
import * as weighing from '../../server/timbang-baki/service';
import * as transfers from '../../server/kirim-barang/service';
import * as stocktakes from '../../server/stock-opname/service';
import { barcodeToEpc } from '../../domain/stock-opname';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { setBusinessDate } from '../helpers/paths';

const D1 = '2026-03-10';
const D2 = '2026-03-20';
const TODAY = `tgl_from=${D2}&tgl_to=${D2}`;

let t: TestApp;
let token: string;
const code: Record<string, string> = {};
let noTerima = '';
let noKirim = '';
let noMasuk = '';
const opname: Record<string, string> = {};
const UNKNOWN_TAG = 'E28011700000020A1B2C3D4E';
beforeAll(async () => {
  t = await startTestApp();
  await fillDemo(t.db);
  await setBusinessDate(t.db, D2);
  await t.ctx.reloadModules();
  token = await t.login();
  const ctx = t.ctx;
  const on = (tgl_system: string, kode_toko = 'TOKO01'): Actor => ({ user_id: 'SPV01', level: 'SPV', kode_toko, tgl_system, head_office: kode_toko !== 'TOKO01' });
  const ref = (it: { kode_barcode: string; versi: number }) => ({ kode_barcode: it.kode_barcode, versi: it.versi });
  const piece = (nama_barang: string, kode_baki: string, berat: number, kadar: number, total_hpp: number, more: Record<string, unknown> = {}) => ({
    nama_barang,
    kode_dept: kadar === 70 ? 'CK' : 'KP',
    kode_group: kadar === 70 ? 'CK70' : 'KP75',
    kode_gudang: 'G01',
    kode_baki,
    berat,
    kadar,
    total_hpp,
    ...more,
  });

  const [a1, a2, a3, acc] = await addItems(ctx, on(D1), [
    piece('CINCIN A', 'B01', 2, 70, 1_000_000),
    piece('CINCIN B', 'B01', 3, 70, 1_500_000),
    piece('KALUNG C', 'B02', 5, 75, 4_000_000),
    piece('MATA KALUNG', 'B02', 5, 75, 500_000, { aksesoris: true, qty: 10 }),
  ]);
  const [a4] = await addItems(ctx, on(D2), [piece('LIONTIN D', 'B02', 1.5, 75, 1_200_000)]);
  Object.assign(code, { a1: a1.kode_barcode, a2: a2.kode_barcode, a3: a3.kode_barcode, acc: acc.kode_barcode, a4: a4.kode_barcode });
  const topped = await accessoryStock(ctx, on(D2), ref(acc), { arah: 'TAMBAH', qty: 4, mg: 2000 });
  await accessoryStock(ctx, on(D2), ref(topped), { arah: 'AMBIL', qty: 3, mg: 1500 });

  const receipt = await receiveItems(ctx, on(D2), { kode_supplier: 'SUP01', no_po: '', keterangan: '', items: [piece('ANTING E', 'B01', 1.25, 70, 900_000)] });
  noTerima = receipt.no_terima;
  await cancelReceipt(ctx, on(D2), noTerima, 'Salah kirim');

  await weighing.startSession(t.db, on(D2), { kode_gudang: 'G01' });
  await weighing.weighTray(t.db, on(D2), { kode_gudang: 'G01', kode_baki: 'B01', berat_timbang: '355,45' });

  await moveToTray(ctx, on(D2), { kode_baki_tujuan: 'B02', items: [ref(a2)] });
  await meltItems(ctx, on(D2), [ref(a1)], 'Rusak');
  noKirim = (await transfers.send(ctx, on(D2), 'PUSAT', { items: [ref(a3)] })).no_kirim as string;
  const [p1] = await addItems(ctx, on(D2, 'PST01'), [piece('GELANG F', 'B02', 6.4, 75, 5_800_000)]);
  code.p1 = p1.kode_barcode;
  noMasuk = (await transfers.send(ctx, on(D2, 'PST01'), 'CABANG', { kode_toko_tujuan: 'TOKO01', items: [ref(p1)] })).no_kirim as string;
  await transfers.receive(ctx, on(D2), { no_kirim: noMasuk, kode_baki: 'B01', items: [{ kode_barcode: p1.kode_barcode, berat_terima: '6,35' }] });

  // Global: the received piece and CINCIN B counted, the piece in transit scanned (foreign: not READY); RFID on B02:
  // LIONTIN D's tag and an unknown one.
  const anyKind = async () => undefined;
  opname.global = (await stocktakes.startStocktake(t.db, on(D2), { jenis: 'GLOBAL' })).doc.no_opname;
  for (const c of [p1.kode_barcode, a2.kode_barcode, a3.kode_barcode]) await stocktakes.scanBarcode(t.db, on(D2), { no_opname: opname.global, kode_barcode: c }, anyKind);
  await stocktakes.finishStocktake(t.db, on(D2), { no_opname: opname.global }, anyKind);
  opname.rfid = (await stocktakes.startStocktake(t.db, on(D2), { jenis: 'RFID', kode_gudang: 'G01', kode_baki: 'B02' })).doc.no_opname;
  await stocktakes.readTags(t.db, on(D2), { no_opname: opname.rfid, tags: [barcodeToEpc(a4.kode_barcode), UNKNOWN_TAG] }, anyKind);
  await stocktakes.finishStocktake(t.db, on(D2), { no_opname: opname.rfid }, anyKind);

  await t.db.query(
    `INSERT INTO harga_emas_riwayat (jenis, kode, harga_lama, harga_baru, berlaku_mulai, dicatat_oleh, sumber, status, diterapkan_at) VALUES
       ('GROUP', 'CK70', 1000000, 1050000, '2026-03-20 09:00:00+07', 'SPV01', 'HARIAN', 'BERLAKU', '2026-03-20 09:00:00+07'),
       ('HARGA_BELI', 'HB99', NULL, 800000, '2026-03-20 10:00:00+07', 'OWNER', 'MASTER', 'BERLAKU', '2026-03-20 10:00:00+07'),
       ('GROUP', 'KP75', 1100000, 1120000, '2026-03-19 09:00:00+07', 'SPV01', 'HARIAN', 'BERLAKU', '2026-03-19 09:00:00+07')`,
  );
}, 120_000);
afterAll(() => t.close());

type Row = Record<string, unknown>;
async function rows(api: string, query: string): Promise<Row[]> {
  const res = await t.call('GET', `/api/v1/reportbarang/${api}?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}
const pick = (list: Row[], ...fields: string[]) => list.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]])));
/** A column's total as the screen sums it: in integer milligrams. */
const total = (list: Row[], field: string) => list.reduce((s, r) => s + Math.round(Number(r[field]) * 1000), 0) / 1000;

describe('Laporan Barang Summary', () => {
  it('gives each tray its opening, added, melted, in, out and closing grams over the day', async () => {
    const data = await rows('barang-summary', `${TODAY}&kode_gudang=G01&satuan=BERAT`);
    expect(pick(data, 'kode_baki', 'nama_baki', 'berat_awal', 'berat_tambah', 'berat_jual', 'berat_hancur', 'berat_masuk', 'berat_keluar', 'berat_akhir')).toEqual([
      // CINCIN A and B; the receipt's piece in and out again; A melted, B moved away; head office's piece received.
      { kode_baki: 'B01', nama_baki: 'Baki Cincin', berat_awal: 5, berat_tambah: 1.25, berat_jual: 0, berat_hancur: 2, berat_masuk: 6.35, berat_keluar: 4.25, berat_akhir: 6.35 },
      // KALUNG C and the accessory line; LIONTIN D and 2 g of accessories added; B moved in; C sent, 1.5 g drawn.
      { kode_baki: 'B02', nama_baki: 'Baki Kalung', berat_awal: 10, berat_tambah: 3.5, berat_jual: 0, berat_hancur: 0, berat_masuk: 3, berat_keluar: 6.5, berat_akhir: 10 },
    ]);
  });

  it('counts pieces the same way', async () => {
    const data = await rows('barang-summary', `${TODAY}&kode_gudang=G01&satuan=QTY`);
    expect(pick(data, 'kode_baki', 'qty_awal', 'qty_tambah', 'qty_jual', 'qty_hancur', 'qty_masuk', 'qty_keluar', 'qty_akhir')).toEqual([
      { kode_baki: 'B01', qty_awal: 2, qty_tambah: 1, qty_jual: 0, qty_hancur: 1, qty_masuk: 1, qty_keluar: 2, qty_akhir: 1 },
      { kode_baki: 'B02', qty_awal: 11, qty_tambah: 5, qty_jual: 0, qty_hancur: 0, qty_masuk: 1, qty_keluar: 4, qty_akhir: 13 },
    ]);
  });
});

describe('Laporan Barang Detail', () => {
  it('lists the items on the trays now, their grams adding up to the summary closing stock', async () => {
    const data = await rows('barang-detail', 'kode_gudang=G01&kode_dept=ALL');
    expect(pick(data, 'kode_barcode', 'nama_barang', 'kode_baki', 'kadar', 'qty', 'berat', 'total_hpp')).toEqual([
      { kode_barcode: code.p1, nama_barang: 'GELANG F', kode_baki: 'B01', kadar: 75, qty: 1, berat: 6.35, total_hpp: 5_800_000 },
      { kode_barcode: code.a2, nama_barang: 'CINCIN B', kode_baki: 'B02', kadar: 70, qty: 1, berat: 3, total_hpp: 1_500_000 },
      { kode_barcode: code.acc, nama_barang: 'MATA KALUNG', kode_baki: 'B02', kadar: 75, qty: 11, berat: 5.5, total_hpp: expect.any(Number) },
      { kode_barcode: code.a4, nama_barang: 'LIONTIN D', kode_baki: 'B02', kadar: 75, qty: 1, berat: 1.5, total_hpp: 1_200_000 },
    ]);
    expect(total(data, 'berat')).toBe(16.35);
    expect(pick(await rows('barang-detail', 'kode_gudang=G01&kode_dept=CK'), 'kode_barcode')).toEqual([{ kode_barcode: code.a2 }]);
  });
});

describe('Laporan Barang Acc', () => {
  it('gives the accessory line its opening, added, drawn and closing pieces and grams', async () => {
    expect(await rows('barang-acc', TODAY)).toEqual([
      {
        kode_barcode: code.acc,
        nama_barang: 'MATA KALUNG',
        kode_baki: 'B02',
        qty_awal: 10,
        berat_awal: 5,
        qty_masuk: 4,
        berat_masuk: 2,
        qty_keluar: 3,
        berat_keluar: 1.5,
        qty_akhir: 11,
        berat_akhir: 5.5,
      },
    ]);
  });
});

describe('Laporan Tambah Barang', () => {
  it('sums the items added by hand per tray, jenis, group or kadar', async () => {
    expect(pick(await rows('tambah-barang', `${TODAY}&group_by=BAKI`), 'kode_baki', 'nama_baki', 'jumlah', 'qty', 'berat', 'total_hpp')).toEqual([
      { kode_baki: 'B02', nama_baki: 'Baki Kalung', jumlah: 1, qty: 1, berat: 1.5, total_hpp: 1_200_000 },
    ]);
    const fortnight = `tgl_from=${D1}&tgl_to=${D2}`;
    const byKadar = await rows('tambah-barang', `${fortnight}&group_by=KADAR`);
    expect(pick(byKadar, 'kadar', 'jumlah', 'qty', 'berat')).toEqual([
      { kadar: 70, jumlah: 2, qty: 2, berat: 5 },
      { kadar: 75, jumlah: 3, qty: 12, berat: 11.5 },
    ]);
    expect(pick(await rows('tambah-barang', `${fortnight}&group_by=GROUP`), 'kode_group', 'jumlah', 'berat')).toEqual([
      { kode_group: 'CK70', jumlah: 2, berat: 5 },
      { kode_group: 'KP75', jumlah: 3, berat: 11.5 },
    ]);
    expect(pick(await rows('tambah-barang', `${fortnight}&group_by=JENIS`), 'kode_dept', 'jumlah')).toEqual([
      { kode_dept: 'CK', jumlah: 2 },
      { kode_dept: 'KP', jumlah: 3 },
    ]);
  });
});

describe('Laporan Pindah Barang', () => {
  it('shows each piece moved from its tray to the other', async () => {
    expect(pick(await rows('pindah-barang', TODAY), 'tanggal', 'kode_barcode', 'nama_barang', 'baki_asal', 'baki_tujuan', 'qty', 'berat', 'input_by')).toEqual([
      { tanggal: D2, kode_barcode: code.a2, nama_barang: 'CINCIN B', baki_asal: 'G01 / B01', baki_tujuan: 'G01 / B02', qty: 1, berat: 3, input_by: 'SPV01' },
    ]);
  });
});

describe('Laporan Timbang Baki and Aktivitas Setelah Timbang Baki', () => {
  it('shows the tray weighed: empty tray, stock, what it should weigh, the reading and the difference', async () => {
    const data = await rows('timbang-baki', `${TODAY}&kode_gudang=ALL&status=ALL`);
    expect(pick(data, 'kode_gudang', 'status', 'kode_baki', 'berat_baki', 'qty_stock', 'berat_stock', 'berat_seharusnya', 'berat_timbang', 'selisih', 'timbang_by')).toEqual([
      { kode_gudang: 'G01', status: 'OPEN', kode_baki: 'B01', berat_baki: 350.5, qty_stock: 2, berat_stock: 5, berat_seharusnya: 355.5, berat_timbang: 355.45, selisih: -0.05, timbang_by: 'SPV01' },
    ]);
    expect(await rows('timbang-baki', `${TODAY}&kode_gudang=ALL&status=RESET`)).toEqual([]);
  });

  it('lists what changed the weighed tray after its reading', async () => {
    const data = await rows('aktivitas-timbang-baki', `${TODAY}&kode_gudang=G01`);
    expect(pick(data, 'kode_baki', 'kode_barcode', 'jenis', 'qty', 'berat')).toEqual([
      { kode_baki: 'B01', kode_barcode: code.a2, jenis: 'PINDAH_KELUAR', qty: -1, berat: -3 },
      { kode_baki: 'B01', kode_barcode: code.a1, jenis: 'HANCUR', qty: -1, berat: -2 },
      { kode_baki: 'B01', kode_barcode: code.p1, jenis: 'TERIMA_KIRIM', qty: 1, berat: 6.35 },
    ]);
    // The reading and what came after it give the tray at the close, short by the difference found at the reading:
    // 355.45 + 1.35 = 356.8 = 350.5 (empty tray) + 6.35 (closing stock) - 0.05.
    expect(total(data, 'berat')).toBe(1.35);
  });
});

describe('Laporan Kirim Barang and Terima Barang', () => {
  it('shows the piece sent to head office, still in transit', async () => {
    expect(await rows('kirim-barang', TODAY)).toEqual([
      expect.objectContaining({
        no_kirim: noKirim,
        tgl_kirim: D2,
        kode_toko_tujuan: 'PST01',
        status: 'KIRIM',
        qty: 1,
        berat_kirim: 5,
        berat_terima: 0,
        detail: [{ kode_barcode: code.a3, nama_barang: 'KALUNG C', qty: 1, berat_kirim: 5, berat_terima: 0 }],
      }),
    ]);
  });

  it('shows the piece received from head office at its weighed grams', async () => {
    expect(await rows('terima-barang', TODAY)).toEqual([
      expect.objectContaining({
        no_kirim: noMasuk,
        tgl_terima: D2,
        kode_toko_asal: 'PST01',
        kode_baki: 'B01',
        qty_kirim: 1,
        berat_kirim: 6.4,
        qty_terima: 1,
        berat_terima: 6.35,
        detail: [{ kode_barcode: code.p1, nama_barang: 'GELANG F', qty_kirim: 1, berat_kirim: 6.4, qty_terima: 1, berat_terima: 6.35 }],
      }),
    ]);
  });
});

describe('Laporan Batal Penerimaan', () => {
  it('shows the cancelled receipt, why, and what left stock with it', async () => {
    expect(pick(await rows('batal-penerimaan', TODAY), 'tgl_batal', 'no_terima', 'tgl_terima', 'kode_supplier', 'alasan_batal', 'batal_by', 'jumlah', 'qty', 'berat', 'total_hpp')).toEqual([
      { tgl_batal: D2, no_terima: noTerima, tgl_terima: D2, kode_supplier: 'SUP01', alasan_batal: 'Salah kirim', batal_by: 'SPV01', jumlah: 1, qty: 1, berat: 1.25, total_hpp: 900_000 },
    ]);
  });
});

describe('Laporan Umur Stok', () => {
  it('gives each item on the trays its days in stock, the oldest first', async () => {
    expect(pick(await rows('umur-stok', 'kode_gudang=ALL&umur_min=0'), 'kode_barcode', 'tgl_masuk', 'umur', 'kelompok_umur')).toEqual([
      { kode_barcode: code.a2, tgl_masuk: D1, umur: 10, kelompok_umur: '0-30' },
      { kode_barcode: code.acc, tgl_masuk: D1, umur: 10, kelompok_umur: '0-30' },
      { kode_barcode: code.p1, tgl_masuk: D2, umur: 0, kelompok_umur: '0-30' },
      { kode_barcode: code.a4, tgl_masuk: D2, umur: 0, kelompok_umur: '0-30' },
    ].sort((x, y) => y.umur - x.umur || x.kode_barcode.localeCompare(y.kode_barcode)));
    expect(await rows('umur-stok', 'kode_gudang=ALL&umur_min=31')).toEqual([]);
  });
});

describe('Laporan Perubahan Harga Emas', () => {
  it('lists the price changes of the day with their old and new price', async () => {
    expect(pick(await rows('perubahan-harga-emas', `${TODAY}&jenis=ALL`), 'jenis', 'kode', 'harga_lama', 'harga_baru', 'selisih', 'sumber', 'dicatat_oleh')).toEqual([
      { jenis: 'GROUP', kode: 'CK70', harga_lama: 1_000_000, harga_baru: 1_050_000, selisih: 50_000, sumber: 'HARIAN', dicatat_oleh: 'SPV01' },
      { jenis: 'HARGA_BELI', kode: 'HB99', harga_lama: null, harga_baru: 800_000, selisih: null, sumber: 'MASTER', dicatat_oleh: 'OWNER' },
    ]);
    expect(pick(await rows('perubahan-harga-emas', `tgl_from=2026-03-19&tgl_to=${D2}&jenis=GROUP`), 'kode')).toEqual([{ kode: 'KP75' }, { kode: 'CK70' }]);
  });
});

describe('Laporan Saldo Barang', () => {
  it('gives each group its grams before, in, out and after the day, and the fine gold held', async () => {
    expect(pick(await rows('saldo-barang', TODAY), 'kode_group', 'kadar', 'berat_awal', 'berat_masuk', 'berat_keluar', 'berat_akhir', 'qty_akhir', 'berat_murni')).toEqual([
      // CINCIN A and B; the receipt's piece in and out; A melted (B's move between trays is neither in nor out).
      { kode_group: 'CK70', kadar: 70, berat_awal: 5, berat_masuk: 1.25, berat_keluar: 3.25, berat_akhir: 3, qty_akhir: 1, berat_murni: 2.1 },
      // KALUNG C and the accessory line; LIONTIN D, 2 g of accessories, head office's piece in; C sent, 1.5 g drawn.
      { kode_group: 'KP75', kadar: 75, berat_awal: 10, berat_masuk: 9.85, berat_keluar: 6.5, berat_akhir: 13.35, qty_akhir: 13, berat_murni: 10.013 },
    ]);
  });
});

describe('Laporan Opname Global Harian', () => {
  it('breaks the global stocktake of the day down per tray', async () => {
    expect(pick(await rows('opname-global-harian', TODAY), 'no_opname', 'kode_baki', 'qty_expected', 'berat_expected', 'qty_found', 'berat_found', 'qty_missing', 'berat_missing', 'qty_foreign', 'berat_foreign')).toEqual([
      { no_opname: opname.global, kode_baki: 'B01', qty_expected: 1, berat_expected: 6.35, qty_found: 1, berat_found: 6.35, qty_missing: 0, berat_missing: 0, qty_foreign: 0, berat_foreign: 0 },
      { no_opname: opname.global, kode_baki: 'B02', qty_expected: 3, berat_expected: 10, qty_found: 1, berat_found: 3, qty_missing: 2, berat_missing: 7, qty_foreign: 1, berat_foreign: 5 },
    ]);
  });
});

describe('Laporan Opname RFID', () => {
  it('lists each line of the RFID read: found by its tag, missing, and the unknown tag', async () => {
    const data = await rows('opname-rfid', `${TODAY}&result=ALL`);
    expect(pick(data, 'no_opname', 'sasaran', 'kode_barcode', 'result', 'alasan', 'epc', 'berat')).toEqual([
      { no_opname: opname.rfid, sasaran: 'G01 / B02', kode_barcode: code.a2, result: 'MISSING', alasan: '', epc: '', berat: 3 },
      { no_opname: opname.rfid, sasaran: 'G01 / B02', kode_barcode: code.acc, result: 'MISSING', alasan: '', epc: '', berat: 5.5 },
      { no_opname: opname.rfid, sasaran: 'G01 / B02', kode_barcode: code.a4, result: 'FOUND', alasan: '', epc: barcodeToEpc(code.a4), berat: 1.5 },
      expect.objectContaining({ no_opname: opname.rfid, result: 'FOREIGN', alasan: 'TIDAK_DIKENAL', epc: UNKNOWN_TAG, berat: 0 }),
    ]);
    expect(pick(await rows('opname-rfid', `${TODAY}&result=FOUND`), 'kode_barcode')).toEqual([{ kode_barcode: code.a4 }]);
  });
});
