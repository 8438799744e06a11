// The cancelled-deposit and cancelled-order reports at a branch: rows, date rules, fixed dates, shop choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertReportRows, OTHER_SHOP, pesananRow, titipRow } from './report-rows';

const TITIP = '/api/v1/titip/report-batal-titip-uang';
const PESANAN = '/api/v1/pesanan/batal-reports';
const MARCH = 'tgl_from=2026-03-01&tgl_to=2026-03-31';

let t: TestApp;
const tokens: Record<string, string> = {};
let tglSystem: string;
beforeAll(async () => {
  t = await startTestApp();
  await insertReportRows(t);
  tokens.OWN = await t.login();
  for (const level of ['KASIR', 'SPV', 'SU']) {
    await t.createUser(`${level}1`, level);
    tokens[level] = await t.login(`${level}1`, 'rahasia123');
  }
  tglSystem = (await t.db.query<{ tgl_system: string }>('SELECT tgl_system FROM hari_toko'))[0].tgl_system;
});
afterAll(() => t.close());

const get = (url: string, query: string, level = 'OWN') => t.call('GET', `${url}?${query}`, { token: tokens[level] });
const numbers = (res: { json(): { data: Record<string, unknown>[] } }, field: string) => res.json().data.map((r) => r[field]);

describe('rows', () => {
  it('titip: exactly the cancelled deposits of this shop in the range, with the report columns', async () => {
    const res = await get(TITIP, MARCH);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject(titipRow('TT01'));
    expect(body.data[1]).toMatchObject(titipRow('TT02'));
  });

  it('pesanan: exactly the cancelled orders of this shop in the range, sisa_bayar = total_harga - jumlah_bayar', async () => {
    const res = await get(PESANAN, MARCH);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expect(res.json().data[0]).toMatchObject(pesananRow('PS01'));
    expect(res.json().data[0].sisa_bayar).toBe(4000000);
    expect(res.json().data[1]).toMatchObject(pesananRow('PS02'));
    expect(res.json().data[1].sisa_bayar).toBe(12000000);
  });

  it('includes both ends of the range', async () => {
    expect(numbers(await get(TITIP, 'tgl_from=2026-03-31&tgl_to=2026-03-31'), 'no_titip')).toEqual(['TT02']);
    expect(numbers(await get(TITIP, 'tgl_from=2026-03-05&tgl_to=2026-03-05'), 'no_titip')).toEqual(['TT01']);
  });

  it('answers an empty list for a range without cancellations', async () => {
    expect((await get(TITIP, 'tgl_from=2025-06-01&tgl_to=2025-06-30')).json()).toEqual({ status: 'success', data: [] });
    expect((await get(PESANAN, 'tgl_from=2025-06-01&tgl_to=2025-06-30')).json()).toEqual({ status: 'success', data: [] });
  });

  it('needs a token', async () => {
    const res = await t.call('GET', `${TITIP}?${MARCH}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid Token.' });
  });
});

describe('date rules', () => {
  it.each([TITIP, PESANAN])('%s asks for both dates', async (url) => {
    for (const [query, message] of [
      ['', 'Tanggal Awal Tidak Boleh Kosong'],
      ['tgl_to=2026-03-31', 'Tanggal Awal Tidak Boleh Kosong'],
      ['tgl_from=2026-03-01', 'Tanggal Akhir Tidak Boleh Kosong'],
      ['tgl_from=2026-03-01&tgl_to=', 'Tanggal Akhir Tidak Boleh Kosong'],
    ]) {
      const res = await get(url, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it.each([TITIP, PESANAN])('%s refuses a start after the end', async (url) => {
    const res = await get(url, 'tgl_from=2026-03-02&tgl_to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Tanggal Awal Tidak Boleh Lebih Besar Dari Tanggal Akhir' });
  });

  it('refuses more than one month while REPORT_SATU_BULAN_PROTECTION_MODULE is on (the default)', async () => {
    expect(await t.db.query(`SELECT active FROM modules WHERE key = 'REPORT_SATU_BULAN_PROTECTION_MODULE'`)).toEqual([{ active: true }]);
    for (const url of [TITIP, PESANAN]) {
      const res = await get(url, 'tgl_from=2026-01-31&tgl_to=2026-03-01');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Rentang Tanggal Laporan Maksimal 1 Bulan' });
    }
    expect((await get(TITIP, 'tgl_from=2026-01-31&tgl_to=2026-02-28')).statusCode).toBe(200);
  });

  it('allows a longer range when the protection is off', async () => {
    await t.setModule('REPORT_SATU_BULAN_PROTECTION_MODULE', false);
    try {
      const titip = await get(TITIP, 'tgl_from=2026-01-01&tgl_to=2026-04-30');
      expect(titip.statusCode).toBe(200);
      expect(numbers(titip, 'no_titip')).toEqual(['TT03', 'TT01', 'TT02', 'TT07']);
      expect(numbers(await get(PESANAN, 'tgl_from=2026-01-01&tgl_to=2026-04-30'), 'no_pesanan')).toEqual(['PS03', 'PS01', 'PS02']);
    } finally {
      await t.setModule('REPORT_SATU_BULAN_PROTECTION_MODULE', true);
    }
  });
});

describe('TANGGAL_TETAP_MODULE', () => {
  beforeAll(() => t.setModule('TANGGAL_TETAP_MODULE', true));
  afterAll(async () => {
    await t.setModule('TANGGAL_TETAP_MODULE', false);
    await t.setModule('BACKDATE_OWNER_MODULE', false);
  });
  const locked = { message: 'Tanggal Laporan Terkunci Pada Tanggal Sistem' };

  it('locks a KASIR to tgl_system', async () => {
    for (const url of [TITIP, PESANAN]) {
      const res = await get(url, MARCH, 'KASIR');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(locked);
    }
    expect((await get(TITIP, `tgl_from=${tglSystem}&tgl_to=${tglSystem}`, 'KASIR')).statusCode).toBe(200);
  });

  it('leaves SU free', async () => {
    const res = await get(TITIP, MARCH, 'SU');
    expect(res.statusCode).toBe(200);
    expect(numbers(res, 'no_titip')).toEqual(['TT01', 'TT02']);
  });

  it('locks OWN and SPV unless their backdate module is on', async () => {
    expect((await get(TITIP, MARCH, 'OWN')).json()).toEqual(locked);
    expect((await get(TITIP, MARCH, 'SPV')).json()).toEqual(locked);
    await t.setModule('BACKDATE_OWNER_MODULE', true);
    expect((await get(TITIP, MARCH, 'OWN')).statusCode).toBe(200);
    expect((await get(TITIP, MARCH, 'SPV')).statusCode).toBe(400);
  });
});

describe('shop choice at a branch', () => {
  it('refuses another shop', async () => {
    for (const url of [TITIP, PESANAN]) {
      const res = await get(url, `${MARCH}&kode_toko=${OTHER_SHOP}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Hanya Kantor Pusat Yang Dapat Memilih Toko' });
    }
  });

  it('answers a repeated kode_toko as bad input, never 500', async () => {
    const res = await get(TITIP, `${MARCH}&kode_toko=TOKO01&kode_toko=${OTHER_SHOP}`);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('accepts its own shop code, in any case', async () => {
    expect(numbers(await get(TITIP, `${MARCH}&kode_toko=TOKO01`), 'no_titip')).toEqual(['TT01', 'TT02']);
    expect(numbers(await get(PESANAN, `${MARCH}&kode_toko=toko01`), 'no_pesanan')).toEqual(['PS01', 'PS02']);
  });
});
