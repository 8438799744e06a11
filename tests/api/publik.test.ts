// The shop's public page (issue 23 item 7): open without a login, only what the owner shows (/settingtoko's
// landing_page setting), nothing of stock, customers, staff, costs or buy-back prices; the HTML page carries no
// script and a policy that allows none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { startInventoryShop } from '../helpers/inventory-fixture';
import { PUBLIC_PAGE_CSP } from '../../server/routes/publik-page';

let t: TestApp;
let owner: string;
let kasir: string;

const DATA = '/api/v1/publik/halaman';
const save = (value: Record<string, unknown>, token = owner) =>
  t.call('PUT', '/api/v1/para-system', { token, body: { settings: { landing_page: value } } });
const show = async () => {
  const res = await t.call('GET', DATA);
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, unknown>;
};

beforeAll(async () => {
  ({ t, owner, kasir } = await startInventoryShop());
  // Things a passer-by must never learn: a piece in stock, a customer, the shop's phone and portal, cost prices.
  await t.db.query(`UPDATE toko SET phone = '021-5550199', portal = 'https://cabang.internal.example' WHERE is_own`);
  await t.db.query(`INSERT INTO member (kode_member, nama_member, no_hp, alamat) VALUES ('M07', 'Sari Dewi', '6281299990007', 'Jl. Melati 7')`);
  await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('HB1', 777000)`);
  const item = await t.call('POST', '/api/v1/barang/create', {
    token: owner,
    body: { nama_barang: 'Kalung Rahasia Brankas', kode_dept: 'KAL', kode_group: 'K70', kode_gudang: 'G2', kode_baki: 'B1', berat: 5, kadar: 70, harga_total: 0 },
  });
  expect(item.statusCode).toBe(201);
  // A price changed on /harga-emas: the page says when.
  const price = await t.call('POST', '/api/v1/harga-emas', { token: owner, body: { group: [{ kode_group: 'C75', harga_per_gram: 1_050_000 }] } });
  expect(price.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the public data', () => {
  it('answers without a login: the name, the address and every active group price by default', async () => {
    const data = await show();
    expect(data).toEqual({
      nama_toko: 'Toko Emas Kilau',
      alamat_toko: expect.any(String),
      harga_emas: {
        tanggal: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        diperbarui: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        zona_waktu: 'Asia/Jakarta',
        grup: [
          { kode_group: 'C75', nama_group: 'Cincin 75%', harga_per_gram: 1_050_000 },
          { kode_group: 'K70', nama_group: 'Kalung 70%', harga_per_gram: 900_000 },
        ],
      },
    });
  });

  it('reveals nothing of stock, customers, staff, costs or buy-back prices', async () => {
    await save({ aktif: true, alamat: true, harga_emas: true, jam_buka: 'Senin - Sabtu 09.00 - 17.00', whatsapp: '0812-3456-7890', grup: [] });
    const bodies = [(await t.call('GET', DATA)).body, (await t.call('GET', '/landingpages')).body];
    for (const body of bodies) {
      for (const secret of ['Kalung Rahasia', 'Sari Dewi', '6281299990007', 'OWNER', 'KASIR1', '5550199', 'cabang.internal', '850000', '850.000', '777000', '777.000', 'Brankas', 'TOKO01']) {
        expect(body, secret).not.toContain(secret);
      }
    }
  });

  it("shows what the owner chose, in the owner's order, and hides the rest", async () => {
    expect((await save({ aktif: true, alamat: false, harga_emas: true, jam_buka: 'Senin - Sabtu 09.00 - 17.00\nMinggu tutup\n', whatsapp: '+62 812 3456 7890', grup: ['k70', 'C75'] })).statusCode).toBe(200);
    const data = await show();
    expect(data.alamat_toko).toBeUndefined();
    expect(data.jam_buka).toEqual(['Senin - Sabtu 09.00 - 17.00', 'Minggu tutup']);
    expect(data.whatsapp).toEqual({ nomor: '6281234567890', link: 'https://wa.me/6281234567890' });
    expect((data.harga_emas as { grup: { kode_group: string }[] }).grup.map((g) => g.kode_group)).toEqual(['K70', 'C75']);

    await save({ aktif: true, alamat: false, harga_emas: false, jam_buka: '', whatsapp: '', grup: [] });
    expect(await show()).toEqual({ nama_toko: 'Toko Emas Kilau' });
  });

  it('answers 404 on both addresses while the page is not published', async () => {
    await save({ aktif: false });
    const data = await t.call('GET', DATA);
    expect(data.statusCode).toBe(404);
    expect(data.json()).toEqual({ message: 'Halaman Tidak Tersedia' });
    const page = await t.call('GET', '/landingpages');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Halaman Tidak Tersedia');
    expect(page.body).not.toContain('Toko Emas Kilau');
    await save({ aktif: true });
  });
});

describe('the owner choosing', () => {
  it('refuses a cashier (the gate of /settingtoko), nothing changed', async () => {
    await save({ aktif: true, alamat: true });
    const res = await save({ aktif: false }, kasir);
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', DATA)).statusCode).toBe(200);
  });

  it('refuses a bad WhatsApp number, hours too long or a bad group list, with the field named', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ whatsapp: '12ab' }, 'landing_page.whatsapp', 'Nomor WhatsApp Tidak Valid'],
      [{ jam_buka: 'x'.repeat(301) }, 'landing_page.jam_buka', 'Jam Buka Maksimal 300 Karakter'],
      [{ grup: 'C75' }, 'landing_page.grup', 'Group Harga Emas Tidak Valid'],
      [{ aktif: 'ya' }, 'landing_page.aktif', 'Halaman Publik Tidak Valid'],
    ];
    for (const [value, field, message] of cases) {
      const res = await save(value);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect((await show()).alamat_toko).toEqual(expect.any(String));
  });
});

describe('the page', () => {
  it('is HTML with the content and no script, under a policy that allows none', async () => {
    await save({ aktif: true, alamat: true, harga_emas: true, jam_buka: 'Senin - Sabtu 09.00 - 17.00', whatsapp: '081234567890', grup: [] });
    const res = await t.call('GET', '/landingpages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(PUBLIC_PAGE_CSP);
    expect(PUBLIC_PAGE_CSP).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(PUBLIC_PAGE_CSP).not.toMatch(/script-src|unsafe/);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<h1>Toko Emas Kilau</h1>');
    expect(res.body).toContain('Rp 1.050.000 <small>/gram</small>');
    expect(res.body).toContain('Senin - Sabtu 09.00 - 17.00');
    expect(res.body).toContain('href="https://wa.me/6281234567890"');
    expect(res.body).toContain('href="/">Masuk</a>');
  });

  it('is the one address robots.txt lets search engines index', async () => {
    const res = await t.call('GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('User-agent: *\nAllow: /landingpages\nDisallow: /\n');
  });

  it("escapes the shop's own text", async () => {
    await t.db.query(`UPDATE toko SET nama_toko = 'Emas <b>"Jaya"</b>' WHERE is_own`);
    const res = await t.call('GET', '/landingpages');
    expect(res.body).toContain('<h1>Emas &lt;b&gt;&quot;Jaya&quot;&lt;/b&gt;</h1>');
    await t.db.query(`UPDATE toko SET nama_toko = 'Toko Emas Kilau' WHERE is_own`);
  });
});
