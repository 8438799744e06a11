// The master rules the spec names: the sales messages, kadar limits, the buy-price paths, lookups,
// references between masters, and that a refused write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  const seed: [string, unknown][] = [
    ['/api/v1/banks', { kode_bank: 'BCA', nama_bank: 'Bank Central Asia' }],
    ['/api/v1/banks', { kode_bank: 'BRI', nama_bank: 'Bank Rakyat Indonesia' }],
    ['/api/v1/banks', { kode_bank: 'MANDIRI', nama_bank: 'Bank Mandiri' }],
    ['/api/v1/rekenings', { no_rekening: '1110001', nama_rekening: 'Toko Emas Kilau', kode_bank: 'BCA' }],
    ['/api/v1/rekenings', { no_rekening: '1110002', nama_rekening: 'Budi Santoso', kode_bank: 'bca', nama_bank: 'SALAH' }],
    ['/api/v1/rekenings', { no_rekening: '2220001', nama_rekening: 'Siti Aminah', kode_bank: 'BRI' }],
    ['/api/v1/gudang/create', { kode_gudang: 'G01', nama_gudang: 'Gudang Depan' }],
    ['/api/v1/gudang/create', { kode_gudang: 'G02', nama_gudang: 'Gudang Belakang' }],
    ['/api/v1/baki/create', { kode_baki: 'B01', nama_baki: 'Baki Cincin', kode_gudang: 'G01', berat_baki: 250.5 }],
    ['/api/v1/baki/create', { kode_baki: 'B02', nama_baki: 'Baki Kalung', kode_gudang: 'G01', berat_baki: 300 }],
    ['/api/v1/baki/create', { kode_baki: 'B03', nama_baki: 'Baki Gelang', kode_gudang: 'G02', berat_baki: 275.125 }],
  ];
  for (const [url, body] of seed) {
    const res = await t.call('POST', url, { token, body });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
  }
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown) => t.call(method, url, { token, body });
const TABLES = ['bank', 'rekening', 'sales', 'kadar', 'gudang', 'baki', 'para_harga_beli', 'kelompok_harga'];
const snapshot = async () => {
  const out: Record<string, unknown> = {};
  for (const name of TABLES) out[name] = await t.db.query(`SELECT * FROM master_${name} ORDER BY 1`);
  return out;
};

describe('sales person form', () => {
  it('names the six empty fields with the spec messages', async () => {
    const res = await call('POST', '/api/v1/sales/create', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Kode Sales Tidak Boleh Kosong',
      errors: [
        { field: 'kode_sales', message: 'Kode Sales Tidak Boleh Kosong' },
        { field: 'nama_sales', message: 'Nama Sales Tidak Boleh Kosong' },
        { field: 'kode_bank', message: 'Kode Bank Tidak Boleh Kosong' },
        { field: 'nama_bank', message: 'Nama Bank Tidak Boleh Kosong' },
        { field: 'no_rekening', message: 'No Rekening Tidak Boleh Kosong' },
        { field: 'nama_rekening', message: 'Nama Rekening Tidak Boleh Kosong' },
      ],
    });
  });

  it('copies nama_bank and nama_rekening from the chosen bank and account', async () => {
    const res = await call('POST', '/api/v1/sales/create', {
      kode_sales: 's01', nama_sales: 'Andi', kode_bank: 'BCA', nama_bank: 'Apa Saja', no_rekening: '1110002', nama_rekening: 'Apa Saja',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      kode_sales: 'S01', nama_sales: 'Andi', kode_bank: 'BCA', nama_bank: 'Bank Central Asia', no_rekening: '1110002', nama_rekening: 'Budi Santoso',
    });
  });

  it('refuses an account of another bank', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/v1/sales/create', {
      kode_sales: 'S02', nama_sales: 'Beni', kode_bank: 'BCA', nama_bank: 'x', no_rekening: '2220001', nama_rekening: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'No Rekening Tidak Sesuai Dengan Kode Bank',
      errors: [{ field: 'no_rekening', message: 'No Rekening Tidak Sesuai Dengan Kode Bank' }],
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('kadar', () => {
  it('refuses 0 and more than 500, on create and on update', async () => {
    const base = { kode_kadar: 'K75', nama_kadar: 'Tujuh Lima' };
    const zero = await call('POST', '/api/v1/kadar/create', { ...base, kadar: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ message: 'Kadar Tidak Boleh 0', errors: [{ field: 'kadar', message: 'Kadar Tidak Boleh 0' }] });
    const over = await call('POST', '/api/v1/kadar/create', { ...base, kadar: 501 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Kadar Tidak Boleh Lebih Dari 500');

    expect((await call('POST', '/api/v1/kadar/create', { ...base, kadar: '75.5' })).statusCode).toBe(201);
    const update = await call('PUT', '/api/v1/kadar/update/K75', { nama_kadar: 'Tujuh Lima', kadar: 501 });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe('Kadar Tidak Boleh Lebih Dari 500');
    expect((await t.db.query(`SELECT kadar FROM master_kadar WHERE kode_kadar = 'K75'`))[0]).toEqual({ kadar: 75.5 });
  });
});

describe('parameter harga beli: the spec calls', () => {
  it('POST para-harga-beli/create', async () => {
    const res = await call('POST', '/api/v1/para-harga-beli/create', { kode_harga: 'hb01', harga_per_gram: 950000 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Berhasil Menyimpan Data', data: { kode_harga: 'HB01', harga_per_gram: 950000 } });
    expect((await call('GET', '/api/v1/para-harga-beli')).json().data).toEqual([{ kode_harga: 'HB01', harga_per_gram: 950000 }]);
  });

  it('PUT para-harga-beli/update/{kode_harga} with harga_per_gram only', async () => {
    const res = await call('PUT', '/api/v1/para-harga-beli/update/HB01', { harga_per_gram: 975000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Berhasil Mengedit Data', data: { kode_harga: 'HB01', harga_per_gram: 975000 } });
    expect(await t.db.query(`SELECT harga_per_gram FROM master_para_harga_beli WHERE kode_harga = 'HB01'`)).toEqual([{ harga_per_gram: 975000 }]);
  });

  it('DELETE para-harga-beli/delete/{kode_harga}', async () => {
    const res = await call('DELETE', '/api/v1/para-harga-beli/delete/HB01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Berhasil Menghapus Data' });
    expect((await call('GET', '/api/v1/para-harga-beli')).json()).toEqual({ status: 'success', data: [], count: 0 });
  });
});

describe('lookups', () => {
  it('rekenings/get-by-kode-bank?kode_bank=BCA lists the accounts of that bank only', async () => {
    const res = await call('GET', '/api/v1/rekenings/get-by-kode-bank?kode_bank=BCA');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      count: 2,
      data: [
        { no_rekening: '1110001', nama_rekening: 'Toko Emas Kilau', kode_bank: 'BCA', nama_bank: 'Bank Central Asia' },
        { no_rekening: '1110002', nama_rekening: 'Budi Santoso', kode_bank: 'BCA', nama_bank: 'Bank Central Asia' },
      ],
    });
    expect((await call('GET', '/api/v1/rekenings/get-by-kode-bank?kode_bank=bri')).json().data.map((r: { no_rekening: string }) => r.no_rekening)).toEqual(['2220001']);
    expect((await call('GET', '/api/v1/rekenings/get-by-kode-bank?kode_bank=MANDIRI')).json()).toEqual({ status: 'success', data: [], count: 0 });
  });

  it('baki/get/by-kode-gudang/G01 lists the trays of that warehouse only', async () => {
    const res = await call('GET', '/api/v1/baki/get/by-kode-gudang/G01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      count: 2,
      data: [
        { kode_baki: 'B01', nama_baki: 'Baki Cincin', kode_gudang: 'G01', berat_baki: 250.5 },
        { kode_baki: 'B02', nama_baki: 'Baki Kalung', kode_gudang: 'G01', berat_baki: 300 },
      ],
    });
    expect((await call('GET', '/api/v1/baki/get/by-kode-gudang/G02')).json().data.map((r: { kode_baki: string }) => r.kode_baki)).toEqual(['B03']);
  });
});

describe('references', () => {
  it('copies nama_bank from the bank, whatever the form sent', async () => {
    const rows = await t.db.query(`SELECT no_rekening, nama_bank FROM master_rekening ORDER BY no_rekening`);
    expect(rows).toEqual([
      { no_rekening: '1110001', nama_bank: 'Bank Central Asia' },
      { no_rekening: '1110002', nama_bank: 'Bank Central Asia' },
      { no_rekening: '2220001', nama_bank: 'Bank Rakyat Indonesia' },
    ]);
  });

  it('refuses to delete a bank an account still uses (409)', async () => {
    const res = await call('DELETE', '/api/v1/banks/BRI');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Sedang Digunakan');
    expect(await t.db.query(`SELECT is_active FROM master_bank WHERE kode_bank = 'BRI'`)).toEqual([{ is_active: true }]);
  });

  it('refuses to delete an account a sales person uses, and a warehouse a tray uses', async () => {
    for (const url of ['/api/v1/rekenings/1110002', '/api/v1/gudang/delete/G02']) {
      const res = await call('DELETE', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toContain('Sedang Digunakan');
    }
  });

  it('refuses an account of an unknown bank', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/v1/rekenings', { no_rekening: '9990001', nama_rekening: 'X', kode_bank: 'TIDAKADA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Kode Bank Tidak Ditemukan', errors: [{ field: 'kode_bank', message: 'Kode Bank Tidak Ditemukan' }] });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an account of a deleted bank', async () => {
    expect((await call('DELETE', '/api/v1/banks/MANDIRI')).statusCode).toBe(200);
    const res = await call('POST', '/api/v1/rekenings', { no_rekening: '9990002', nama_rekening: 'X', kode_bank: 'MANDIRI' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kode Bank Tidak Ditemukan');
  });

  it('lets a bank go once its accounts are deleted, and then refuses to re-activate those accounts', async () => {
    await call('POST', '/api/v1/banks', { kode_bank: 'BSI', nama_bank: 'Bank Syariah Indonesia' });
    await call('POST', '/api/v1/rekenings', { no_rekening: '4440001', nama_rekening: 'Dewi', kode_bank: 'BSI' });
    expect((await call('DELETE', '/api/v1/rekenings/4440001')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/v1/banks/BSI')).statusCode).toBe(200);
    const res = await call('PUT', '/api/v1/rekenings/4440001/activate');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kode Bank Tidak Ditemukan');
    expect(await t.db.query(`SELECT is_active FROM master_rekening WHERE no_rekening = '4440001'`)).toEqual([{ is_active: false }]);
  });

  it('re-activates with the values the form sends', async () => {
    await call('POST', '/api/v1/gudang/create', { kode_gudang: 'G09', nama_gudang: 'Gudang Lama' });
    await call('DELETE', '/api/v1/gudang/delete/G09');
    const res = await call('PUT', '/api/v1/gudang/update/G09/activate', { kode_gudang: 'G09', nama_gudang: 'Gudang Baru' });
    expect(res.statusCode).toBe(200);
    // jenis_gudang not sent: empty, an ordinary warehouse.
    expect(res.json()).toEqual({ status: 'success', message: 'Data Berhasil Diaktifkan Kembali', data: { kode_gudang: 'G09', nama_gudang: 'Gudang Baru', jenis_gudang: null } });
    const again = await call('PUT', '/api/v1/gudang/update/G09/activate');
    expect(again.statusCode).toBe(409);
  });

  it('never renames a key through an update', async () => {
    const res = await call('PUT', '/api/v1/gudang/update/G09', { kode_gudang: 'G10', nama_gudang: 'Gudang Sepuluh' });
    expect(res.statusCode).toBe(200);
    expect(await t.db.query(`SELECT kode_gudang, nama_gudang FROM master_gudang WHERE kode_gudang IN ('G09', 'G10')`)).toEqual([
      { kode_gudang: 'G09', nama_gudang: 'Gudang Sepuluh' },
    ]);
  });
});

describe('refused writes', () => {
  it('change nothing', async () => {
    const before = await snapshot();
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/v1/banks', { kode_bank: 'BCA', nama_bank: 'Lagi' }],
      ['POST', '/api/v1/banks', { kode_bank: 'TERLALUPANJANG', nama_bank: 'X' }],
      ['PUT', '/api/v1/banks/BCA', { nama_bank: '' }],
      ['PUT', '/api/v1/rekenings/1110001', { nama_rekening: 'Baru', kode_bank: 'TIDAKADA' }],
      ['POST', '/api/v1/baki/create', { kode_baki: 'B09', nama_baki: 'X', kode_gudang: 'G01', berat_baki: 1.2345 }],
      ['DELETE', '/api/v1/banks/BCA', undefined],
      ['PUT', '/api/v1/banks/BCA/activate', undefined],
      ['POST', '/api/v1/kelompok-harga', { kelompok_harga: 'C', keterangan: 'Cincin' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('ignore columns the form may not set', async () => {
    const res = await call('POST', '/api/v1/banks', { kode_bank: 'BNI', nama_bank: 'Bank Negara Indonesia', is_active: false, created_by: 'HACKER' });
    expect(res.statusCode).toBe(201);
    expect(await t.db.query(`SELECT is_active, created_by FROM master_bank WHERE kode_bank = 'BNI'`)).toEqual([{ is_active: true, created_by: 'OWNER' }]);
  });

  // The columns are bigint (money) and numeric(12,3) (weight): a larger number is bad input, not a server error.
  it('answer money beyond what a bigint holds with 400, not 500', async () => {
    const res = await call('POST', '/api/v1/para-harga-beli/create', { kode_harga: 'HB99', harga_per_gram: 1e19 });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answer a weight beyond what numeric(12,3) holds with 400, not 500', async () => {
    const res = await call('POST', '/api/v1/baki/create', { kode_baki: 'B99', nama_baki: 'X', kode_gudang: 'G01', berat_baki: 1e12 });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('list parameters', () => {
  it('ignore a sort field the master does not have', async () => {
    const res = await call('GET', '/api/v1/banks?sort=tidak_ada');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { kode_bank: string }) => r.kode_bank)).toEqual(['BCA', 'BNI', 'BRI']);
  });

  // def.fields[query.sort] is a plain-object lookup, so inherited names (constructor, toString) pass the check.
  it('ignore a sort field named like an Object property, never 500', async () => {
    for (const sort of ['constructor', 'toString', 'hasOwnProperty']) {
      const res = await call('GET', `/api/v1/banks?sort=${sort}`);
      expect(res.statusCode, `sort=${sort}: ${res.body}`).toBe(200);
    }
  });

  it('sort by a field of the master, descending on request', async () => {
    const res = await call('GET', '/api/v1/banks?sort=nama_bank&order=desc');
    expect(res.json().data.map((r: { kode_bank: string }) => r.kode_bank)).toEqual(['BRI', 'BNI', 'BCA']);
  });

  // Fastify reads ?q=a&q=b as an array; the list code calls string methods on it.
  it.each(['/api/v1/banks?q=a&q=b', '/api/v1/banks?order=asc&order=desc', '/api/v1/rekenings/get-by-kode-bank?kode_bank=BCA&kode_bank=BRI'])(
    'answer a repeated parameter (%s) as bad input, never 500',
    async (url) => {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBeLessThan(500);
    },
  );

  it('search literally: % and _ match only themselves', async () => {
    expect((await call('GET', '/api/v1/banks?q=%25')).json()).toEqual({ status: 'success', data: [], count: 0 });
    expect((await call('GET', '/api/v1/banks?q=_')).json().count).toBe(0);
    expect((await call('GET', '/api/v1/banks?q=rakyat')).json().data.map((r: { kode_bank: string }) => r.kode_bank)).toEqual(['BRI']);
  });
});
