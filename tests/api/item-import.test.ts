// POST barang/import (/tambah-barang-banyak): new items from an .xlsx or .csv file, checked row by row with the
// form's messages; a file with one bad row imports nothing and the answer lists every bad row.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { itemInput, startInventoryShop } from '../helpers/inventory-fixture';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  ({ t, owner, kasir } = await startInventoryShop());
});
afterAll(() => t.close());

const upload = (file: Buffer | string, token = owner, type = 'application/octet-stream') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/barang/import',
    headers: { 'x-auth-token': token, 'content-type': type },
    payload: typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
  });

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const COLUMNS = ['kode_barcode', 'nama_barang', 'kode_dept', 'kode_group', 'kode_gudang', 'kode_baki', 'berat', 'kadar', 'harga_total', 'ukuran'] as const;
/** One file row from itemInput(), in COLUMNS order. */
const row = (over: Record<string, unknown> = {}) => {
  const item: Record<string, unknown> = { kode_barcode: '', ukuran: '', ...itemInput(over) };
  return COLUMNS.map((c) => item[c] ?? '');
};
const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barang'))[0].n;
const ledger = async (codes: string[]) =>
  t.db.query<{ kode_barcode: string; jenis: string; kode_baki: string; qty: number; berat: number }>(
    'SELECT kode_barcode, jenis, kode_baki, qty, berat FROM barang_mutasi WHERE kode_barcode = ANY($1::text[]) ORDER BY kode_barcode',
    [codes],
  );

describe('item import (POST barang/import)', () => {
  it('imports every row of a good xlsx file with a TAMBAH ledger row each', async () => {
    const file = await xlsx([
      [...COLUMNS],
      row({ kode_barcode: 'IMP-001', nama_barang: 'Cincin Ukir Bunga', berat: 1.25, ukuran: '12' }),
      row({ kode_barcode: 'IMP-002', nama_barang: 'Kalung Rantai Italy', kode_dept: 'KAL', kode_group: 'K70', kode_baki: 'A2', berat: 10.005 }),
      row({ nama_barang: 'Cincin Tanpa Barcode', kode_gudang: 'G2', kode_baki: 'B1', berat: 3 }),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Berhasil Import 3 Data');
    expect(body.count).toBe(3);
    const codes = (body.data as { kode_barcode: string }[]).map((d) => d.kode_barcode);
    expect(codes.slice(0, 2)).toEqual(['IMP-001', 'IMP-002']);
    expect(codes[2]).toMatch(/^TOKO01\d{6}$/);
    const [first] = await t.db.query('SELECT nama_barang, kode_baki, berat, ukuran, status FROM barang WHERE kode_barcode = $1', ['IMP-001']);
    expect(first).toEqual({ nama_barang: 'CINCIN UKIR BUNGA', kode_baki: 'A1', berat: 1.25, ukuran: '12', status: 'READY' });
    expect(await ledger(codes)).toEqual(
      [
        { kode_barcode: 'IMP-001', jenis: 'TAMBAH', kode_baki: 'A1', qty: 1, berat: 1.25 },
        { kode_barcode: 'IMP-002', jenis: 'TAMBAH', kode_baki: 'A2', qty: 1, berat: 10.005 },
        { kode_barcode: codes[2], jenis: 'TAMBAH', kode_baki: 'B1', qty: 1, berat: 3 },
      ].sort((a, b) => a.kode_barcode.localeCompare(b.kode_barcode)),
    );
  });

  it('imports nothing from a file with a bad row, and lists every bad row by its spreadsheet row number', async () => {
    const before = await count();
    const file = await xlsx([
      [...COLUMNS],
      row({ kode_barcode: 'BAD-001' }),
      row({ kode_barcode: 'BAD-002', nama_barang: 'Cinci', berat: 0 }),
      [],
      row({ kode_barcode: 'BAD-003', kadar: 600 }),
      row({ kode_barcode: 'IMP-001' }),
      row({ kode_barcode: 'BAD-001' }),
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Tidak Ada Data Yang Diimport: 4 Baris Bermasalah');
    const messages = (body.rows as { row: number; errors: { message: string }[] }[]).map((r) => [r.row, r.errors.map((e) => e.message)]);
    expect(messages).toEqual([
      [3, ['Nama Barang Minimal 6 Karakter', 'Berat Tidak Boleh 0']],
      [5, ['Kadar Tidak Boleh Lebih Dari 500']],
      [6, ['Barcode Sudah Terdaftar']],
      [7, ['Barcode Sudah Ada Di Tabel']],
    ]);
    expect(await count()).toBe(before);
    expect(await t.db.query("SELECT 1 FROM barang WHERE kode_barcode = 'BAD-001'")).toEqual([]);
  });

  it('reads a CSV with labels as headers (semicolons, any column order) and ignores unknown columns', async () => {
    const csv = [
      'Nama Barang;Berat;Kadar;Jenis;Kode Group;Kode Gudang;Kode Baki;Harga Total;Kode Barcode;Catatan',
      'Gelang Keroncong Emas;5.5;75;CIN;C75;G1;A1;5500000;CSV-001;apa saja',
      '"Anting Jurai; Panjang";0.75;75;CIN;C75;G1;A1;;CSV-002;',
    ].join('\r\n');
    const ok = await upload(`\uFEFF${csv}`, owner, 'text/csv');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ message: 'Berhasil Import 2 Data', count: 2, ignored: ['Catatan'] });
    const rows = await t.db.query('SELECT kode_barcode, nama_barang, berat FROM barang WHERE kode_barcode LIKE $1 ORDER BY kode_barcode', ['CSV-%']);
    expect(rows).toEqual([
      { kode_barcode: 'CSV-001', nama_barang: 'GELANG KERONCONG EMAS', berat: 5.5 },
      { kode_barcode: 'CSV-002', nama_barang: 'ANTING JURAI; PANJANG', berat: 0.75 },
    ]);
  });

  it('reads the numbers of a semicolon CSV the Indonesian way: weight 3,25 g, price 1.500.000', async () => {
    const csv = [
      'Nama Barang;Berat;Kadar;Jenis;Kode Group;Kode Gudang;Kode Baki;Harga Total;Kode Barcode',
      'Cincin Koma Desimal;3,25;75;CIN;C75;G1;A1;1.500.000;DEC-001',
      'Cincin Titik Desimal;10.005;75;CIN;C75;G1;A1;2500000;DEC-002',
    ].join('\r\n');
    const res = await upload(csv, owner, 'text/csv');
    expect(res.statusCode).toBe(201);
    const rows = await t.db.query('SELECT kode_barcode, berat, harga_total FROM barang WHERE kode_barcode LIKE $1 ORDER BY kode_barcode', ['DEC-%']);
    expect(rows).toEqual([
      { kode_barcode: 'DEC-001', berat: 3.25, harga_total: 1500000 },
      { kode_barcode: 'DEC-002', berat: 10.005, harga_total: 2500000 },
    ]);
  });

  it('reads names with spaces or capitals (Nama_Barang, KODE BAKI) as their fields', async () => {
    const file = await xlsx([
      ['NAMA_BARANG', 'Kode Dept', 'KODE GROUP', 'kode gudang', 'Kode_Baki', ' Berat ', 'KADAR', 'Kode Barcode'],
      ['Liontin Hati Kecil', 'CIN', 'C75', 'G1', 'A2', 0.5, 70, 'HDR-001'],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Berhasil Import 1 Data');
    const [it1] = await t.db.query('SELECT nama_barang, kode_baki, kadar FROM barang WHERE kode_barcode = $1', ['HDR-001']);
    expect(it1).toEqual({ nama_barang: 'LIONTIN HATI KECIL', kode_baki: 'A2', kadar: 70 });
  });

  it("debits the books' stock account by the cost of the imported pieces, in one entry, and leaves the integrity report clean", async () => {
    // The stock account (1-1401) in the journal, and the stock-value entries (NILAI_STOK) written.
    const books = async () =>
      Number((await t.db.query<{ saldo: number }>(`SELECT coalesce(sum(debet - kredit), 0)::bigint AS saldo FROM jurnal WHERE nomor_akun = '1-1401'`))[0].saldo);
    const entries = async () => (await t.db.query<{ no: string }>(`SELECT no_dokumen AS no FROM dokumen WHERE jenis = 'NILAI_STOK' ORDER BY no_dokumen`)).map((r) => r.no);
    const COSTED = [...COLUMNS, 'hpp', 'total_hpp'] as const;
    const costed = (over: Record<string, unknown>) => {
      const item: Record<string, unknown> = { kode_barcode: '', ukuran: '', ...itemInput(over) };
      return COSTED.map((c) => item[c] ?? '');
    };
    const before = { books: await books(), entries: await entries() };

    // A file with a bad row imports nothing, and books nothing either.
    const bad = await upload(await xlsx([[...COSTED], costed({ kode_barcode: 'HPP-BAD', total_hpp: 2_400_000 }), costed({ kode_barcode: 'HPP-BAD2', berat: 0 })]));
    expect(bad.statusCode).toBe(400);
    expect({ books: await books(), entries: await entries() }).toEqual(before);

    // One piece at its cost, two costed per gram (1,250 g and 2,345 g at Rp 700.000/g: 875.000 and 1.641.500), one without a cost.
    const file = await xlsx([
      [...COSTED],
      costed({ kode_barcode: 'HPP-001', harga_total: 3_000_000, total_hpp: 2_400_000 }),
      costed({ kode_barcode: 'HPP-002', berat: 1.25, hpp: 700_000 }),
      costed({ kode_barcode: 'HPP-003', hpp: 700_000 }),
      costed({ kode_barcode: 'HPP-004' }),
    ]);
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Berhasil Import 4 Data', count: 4 });
    const cost = 2_400_000 + 875_000 + 1_641_500;
    const after = await entries();
    expect(after.slice(0, -1)).toEqual(before.entries);
    expect(after).toHaveLength(before.entries.length + 1);
    // The journal STOK/TAMBAH: the stock account debited by the pieces' cost, against the opening stock (Modal Persediaan Awal).
    const journal = await t.db.query('SELECT trx, type, nomor_akun, debet, kredit FROM jurnal WHERE no_dokumen = $1 ORDER BY id', [after.at(-1)]);
    expect(journal).toEqual([
      { trx: 'STOK', type: 'TAMBAH', nomor_akun: '1-1401', debet: cost, kredit: 0 },
      { trx: 'STOK', type: 'TAMBAH', nomor_akun: '3-1301', debet: 0, kredit: cost },
    ]);
    expect(await books()).toBe(before.books + cost);

    const report = await t.call('GET', '/api/v1/laporan/integritas', { token: owner });
    expect(report.statusCode, report.body).toBe(200);
    expect((report.json().data as { check: string; count: number }[]).filter((f) => f.count > 0)).toEqual([]);
  });

  it('refuses a file without the nama_barang column, an empty file, and an unreadable one', async () => {
    const noName = await upload('berat,kadar\n1,75\n');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Kolom nama_barang Tidak Ditemukan Pada Baris Pertama');
    const empty = await upload(`${COLUMNS.join(',')}\n`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('File Tidak Berisi Data');
    const binary = await upload(Buffer.from([0, 1, 2, 255, 254, 0]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe('File Tidak Dapat Dibaca, Gunakan File .xlsx Atau .csv');
  });

  it('is refused to a level outside the /tambah-barang-banyak gate, and to no login', async () => {
    const before = await count();
    const csv = `${COLUMNS.join(',')}\n${row({ kode_barcode: 'KSR-001' }).join(',')}\n`;
    const res = await upload(csv, kasir);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Anda Tidak Memiliki Akses Ke Menu Ini');
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/barang/import', headers: { 'content-type': 'text/csv' }, payload: csv });
    expect(anon.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
