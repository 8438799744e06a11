// WhatsApp (issue 9 item 5): chat/send through the chosen adapter (the requests each one makes, checked on a fake
// fetch), the outbox with its retries on an injected clock and its final failure, the module gate, the spec's texts
// ('number not registered', 'invoice sent'), tokens never answered, {kind}/get/bynota, the signed public receipt
// page (tampered and expired links), and penjualan/chart summed against sales posted by hand.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { setWhatsappRuntime, runDue } from '../../server/whatsapp/outbox';
import type { Fetch } from '../../server/whatsapp/sender';
import { DEFAULT_TIME_ZONE, wallClock } from '../../domain/dates';
import { formatRupiah } from '../../domain/units';

let t: TestApp;
let owner: string;
let kasir: string;
let tgl: string;
let clock = new Date('2026-03-10T03:00:00.000Z');

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}
let sent: Sent[] = [];
/** The next answers of the fake provider, in order; the last one repeats. */
let answers: { status: number; body: unknown }[] = [];
const fakeFetch: Fetch = async (url, init) => {
  sent.push({ url, headers: init.headers, body: init.body });
  const a = answers.length > 1 ? answers.shift()! : answers[0];
  if (!a) throw new Error('connect ECONNREFUSED');
  return { status: a.status, text: async () => (typeof a.body === 'string' ? a.body : JSON.stringify(a.body)) };
};

beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  await t.db.query(`INSERT INTO master_sales (kode_sales, nama_sales) VALUES ('S01', 'Sinta')`);
  await t.createUser('KASIR1', 'KASIR');
  owner = await t.login();
  kasir = await t.login('KASIR1', 'rahasia123');
  [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
  // The providers' names resolve to a public documentation address (the gateway check runs on what a name resolves to).
  setWhatsappRuntime(t.ctx, { fetch: fakeFetch, lookup: async () => ['203.0.113.10'], now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  sent = [];
  answers = [];
});

async function sale(over: Record<string, unknown> = {}, bayar = 5_000_000): Promise<{ no: string; grand_total: number }> {
  const item = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ harga_total: 0, ...over }) });
  expect(item.statusCode, item.body).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/penjualan',
    headers: { 'x-auth-token': kasir },
    payload: {
      kode_sales: 'S01',
      nama_customer: 'Budi Santoso',
      alamat_customer: 'Jl. Merdeka 1',
      no_hp: '081234567890',
      items: [{ kode_barcode: item.json().data.kode_barcode }],
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: bayar }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { no: res.json().data.no_faktur_jual, grand_total: res.json().data.grand_total };
}

const chat = (body: Record<string, unknown>, token = kasir) => t.call('POST', '/api/v1/chat/send', { token, body });
const outbox = () => t.db.query<Record<string, unknown>>('SELECT * FROM whatsapp_outbox ORDER BY id');
const saveSetting = (setting: Record<string, unknown>, tokens: Record<string, string> = {}) =>
  t.call('PUT', '/api/v1/whatsapp/setting', { token: owner, body: { setting: { nomor_pengirim: '0811111111', template_invoice: 'Nota {no_nota}', ...setting }, ...tokens } });

describe('gates', () => {
  it('chat/send and the WhatsApp setting need WHATSAPP_MODULE and a login', async () => {
    expect((await chat({ receiver: '081234567890', message: 'Halo' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/whatsapp/outbox', { token: owner })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/whatsapp/setting', { token: owner })).statusCode).toBe(403);
    await t.setModule('WHATSAPP_MODULE', true);
    expect((await t.call('POST', '/api/v1/chat/send', { body: { receiver: '081234567890', message: 'Halo' } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/whatsapp/setting', { token: owner })).statusCode).toBe(200);
  });
});

describe('chat/send', () => {
  it("refuses a number WhatsApp cannot address with 'number not registered' and writes nothing", async () => {
    const res = await chat({ receiver: '0812', message: 'Halo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Nomor Tidak Terdaftar' });
    expect(await outbox()).toEqual([]);
    const empty = await chat({ receiver: '081234567890', message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Pesan Tidak Boleh Kosong');
  });

  it('wa.me (the default): sends nothing, answers the link with the signed receipt link in its text', async () => {
    const { no } = await sale();
    const res = await chat({ receiver: '0812-3456-7890', message: 'Terima kasih', type: 'invoice', no_nota: no });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Silahkan Kirim Invoice Melalui WhatsApp', data: { status: 'SENT', adapter: 'WA_ME', attempts: 1 } });
    const link = new URL(body.data.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281234567890');
    const text = link.searchParams.get('text')!;
    expect(text).toMatch(/^Terima kasih\n\nhttp:\/\/localhost(:\d+)?\/api\/v1\/nota\/penjualan\.JL-[\w-]+\.[0-9a-z]+\.[\w-]{22}$/);
    expect(sent).toEqual([]);
    const [row] = await outbox();
    expect(row).toMatchObject({ tujuan: '6281234567890', status: 'SENT', no_dokumen: no, input_by: 'KASIR1' });

    // The page the link opens: no login, the receipt's lines.
    const path = new URL(text.split('\n\n')[1]).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(no);
    expect(page.body).toContain('NOTA PENJUALAN');
    expect(page.body).toContain('Budi Santoso');
    expect(page.body).not.toMatch(/<script/i);

    // Tampered: another number in the payload, a changed signature, garbage, or expired.
    const token = path.split('/').pop()!;
    expect(token.length).toBeLessThanOrEqual(100);
    const signature = token.split('.').pop()!;
    const [kind, , exp] = token.split('.');
    const tampered = [
      token.replace(no, 'JL-TOKO01-20990101-0001'),
      `${kind}.${no}.${(parseInt(exp, 36) + 86_400).toString(36)}.${signature}`,
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      'abc',
      `${token}.x`,
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/nota/${bad}` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Nota Tidak Ditemukan');
    }
    const saved = clock;
    clock = new Date(clock.getTime() + 91 * 86_400_000);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    clock = saved;
  });

  it("Cloud API: posts to the Graph API with the bearer token; 'invoice sent'; an unknown number 'number not registered'", async () => {
    const saved = await saveSetting({ adapter: 'CLOUD_API', cloud_api_version: 'v21.0', cloud_phone_number_id: '1098765' }, { cloud_token: 'EAAG-secret-token-1234' });
    expect(saved.statusCode, saved.body).toBe(200);
    // The token is never answered: only a mask with its last four characters.
    expect(saved.body).not.toContain('secret');
    expect((await t.call('GET', '/api/v1/whatsapp/setting', { token: owner })).json().data).toMatchObject({
      setting: { adapter: 'CLOUD_API', nomor_pengirim: '62811111111' },
      cloud_token: '••••••••1234',
      gateway_token: '',
    });
    expect((await t.call('GET', '/api/v1/para-system', { token: owner })).body).not.toContain('secret');

    answers = [{ status: 200, body: { messaging_product: 'whatsapp', contacts: [{ wa_id: '6281234567890' }], messages: [{ id: 'wamid.HBgN1' }] } }];
    const res = await chat({ receiver: '081234567890', message: 'Nota JL-1' });
    expect(res.json()).toMatchObject({ success: true, message: 'Invoice Terkirim', data: { status: 'SENT', provider_id: 'wamid.HBgN1', attempts: 1 } });
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://graph.facebook.com/v21.0/1098765/messages');
    expect(sent[0].headers).toMatchObject({ authorization: 'Bearer EAAG-secret-token-1234', 'content-type': 'application/json' });
    expect(JSON.parse(sent[0].body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'text',
      text: { preview_url: true, body: 'Nota JL-1' },
    });

    answers = [{ status: 400, body: { error: { message: 'Message undeliverable', type: 'OAuthException', code: 131026 } } }];
    const unknown = await chat({ receiver: '081299999999', message: 'Nota JL-2' });
    expect(unknown.json()).toMatchObject({ success: false, message: 'Nomor Tidak Terdaftar', data: { status: 'FAILED', attempts: 1, last_error: 'Message undeliverable' } });
    // Final at once: the worker does not try it again.
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await runDue(t.ctx, clock)).toBe(0);
    expect(sent).toHaveLength(2);
  });

  it('Gateway: posts target, phone and message as a form, or as JSON, with the token in Authorization', async () => {
    const noToken = await saveSetting({ adapter: 'GATEWAY', gateway_url: 'https://api.fonnte.com/send' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors).toEqual([{ field: 'gateway_token', message: 'Token Gateway Tidak Boleh Kosong' }]);
    const badUrl = await saveSetting({ adapter: 'GATEWAY', gateway_url: 'fonnte' }, { gateway_token: 'tok-gw-5678' });
    expect(badUrl.json().errors).toEqual([{ field: 'whatsapp_setting.gateway_url', message: 'Format URL Gateway Tidak Valid' }]);
    expect((await saveSetting({ adapter: 'GATEWAY', gateway_url: 'https://api.fonnte.com/send' }, { gateway_token: 'tok-gw-5678' })).statusCode).toBe(200);

    answers = [{ status: 200, body: { status: true, id: ['80367170'], process: 'pending' } }];
    const res = await chat({ receiver: '+62 812 3456 7890', message: 'Nota JL-3 & terima kasih' });
    expect(res.json()).toMatchObject({ success: true, message: 'Invoice Terkirim', data: { status: 'SENT', provider_id: '80367170' } });
    expect(sent[0].url).toBe('https://api.fonnte.com/send');
    expect(sent[0].headers).toEqual({ authorization: 'tok-gw-5678', 'content-type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(sent[0].body))).toEqual({ target: '6281234567890', phone: '6281234567890', message: 'Nota JL-3 & terima kasih' });

    // JSON, saved with the token left blank: the stored one is kept.
    expect((await saveSetting({ adapter: 'GATEWAY', gateway_url: 'https://wablas.example/api/send-message', gateway_format: 'JSON' }, { gateway_token: '' })).statusCode).toBe(200);
    answers = [{ status: 200, body: { status: true, message: 'Message is pending and waiting to be processed', data: { messages: [{ id: 'wb-77', phone: '6281234567890' }] } } }];
    const json = await chat({ receiver: '081234567890', message: 'Nota JL-4' });
    expect(json.json().data).toMatchObject({ status: 'SENT', provider_id: 'wb-77' });
    expect(sent[1]).toEqual({
      url: 'https://wablas.example/api/send-message',
      headers: { authorization: 'tok-gw-5678', 'content-type': 'application/json' },
      body: JSON.stringify({ target: '6281234567890', phone: '6281234567890', message: 'Nota JL-4' }),
    });

    answers = [{ status: 200, body: { status: false, reason: 'target invalid, not registered on whatsapp' } }];
    expect((await chat({ receiver: '081200000000', message: 'x' })).json()).toMatchObject({ success: false, message: 'Nomor Tidak Terdaftar', data: { status: 'FAILED' } });
  });

  it('retries a failed send after 1, 5, 15 and 60 minutes, then fails it for good; the outbox lists each status', async () => {
    await saveSetting({ adapter: 'GATEWAY', gateway_url: 'https://api.fonnte.com/send', gateway_format: 'FORM' });
    await t.db.query(`UPDATE whatsapp_outbox SET status = 'SENT' WHERE status = 'QUEUED'`);
    answers = [{ status: 503, body: 'Service Unavailable' }];
    const start = clock;
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const res = await chat({ receiver: '081234567890', message: 'Nota JL-5' });
    // The server's message: the provider's own words.
    expect(res.json()).toMatchObject({ success: false, message: 'Service Unavailable', data: { status: 'QUEUED', attempts: 1 } });
    const id = res.json().data.id;
    const row = async () => (await t.db.query<Record<string, unknown>>('SELECT status, attempts, next_attempt_at, last_error FROM whatsapp_outbox WHERE id = $1', [id]))[0];
    expect(new Date((await row()).next_attempt_at as string)).toEqual(at(1));

    expect(await runDue(t.ctx, at(0.5))).toBe(0);
    let minutes = 0;
    for (const [wait, attempts] of [[1, 2], [5, 3], [15, 4]] as const) {
      minutes += wait;
      expect(await runDue(t.ctx, at(minutes))).toBe(1);
      expect(await row()).toMatchObject({ status: 'QUEUED', attempts });
    }
    minutes += 60;
    expect(await runDue(t.ctx, at(minutes - 1))).toBe(0);
    expect(await runDue(t.ctx, at(minutes))).toBe(1);
    expect(await row()).toMatchObject({ status: 'FAILED', attempts: 5, next_attempt_at: null, last_error: 'Service Unavailable' });
    expect(await runDue(t.ctx, at(minutes + 600))).toBe(0);
    expect(sent).toHaveLength(5);

    // A provider that comes back: sent on the retry.
    answers = [{ status: 502, body: 'Bad Gateway' }, { status: 200, body: { status: true, id: ['991'] } }];
    const again = await chat({ receiver: '081234567890', message: 'Nota JL-6' });
    expect(again.json().data).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(await runDue(t.ctx, new Date(clock.getTime() + 60_000))).toBe(1);
    const list = await t.call('GET', '/api/v1/whatsapp/outbox', { token: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: again.json().data.id, status: 'SENT', attempts: 2, provider_id: '991', last_error: null });
    expect(list.json().data[1]).toMatchObject({ id, status: 'FAILED', attempts: 5 });
    const failed = await t.call('GET', '/api/v1/whatsapp/outbox?status=FAILED', { token: owner });
    expect(failed.json().data.every((r: { status: string }) => r.status === 'FAILED')).toBe(true);
  });

  it('a network failure is retried too', async () => {
    answers = [];
    const res = await chat({ receiver: '081234567890', message: 'Nota JL-7' });
    expect(res.json()).toMatchObject({ success: false, message: 'connect ECONNREFUSED', data: { status: 'QUEUED', attempts: 1 } });
    await saveSetting({ adapter: 'WA_ME' });
  });
});

describe('{kind}/get/bynota', () => {
  it('answers the sale, its lines grouped by group and kadar, and the invoice text', async () => {
    await t.db.query(`UPDATE para_system SET value = $1 WHERE key = 'whatsapp_setting'`, [
      JSON.stringify({ nomor_pengirim: '6281111111', template_invoice: 'Halo {nama_customer}, nota {no_nota} ({tanggal}) di {nama_toko}: Rp {total}' }),
    ]);
    const item = async (over: Record<string, unknown>) => (await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ harga_total: 0, ...over }) })).json().data.kode_barcode;
    const codes = [await item({}), await item({ berat: 1.1 }), await item({ kode_group: 'K70', kode_dept: 'KAL', berat: 5, kadar: 70 })];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/penjualan',
      headers: { 'x-auth-token': kasir },
      payload: {
        kode_sales: 'S01',
        nama_customer: 'Rina',
        alamat_customer: 'Jl. Mawar 2',
        items: codes.map((kode_barcode) => ({ kode_barcode })),
        pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 20_000_000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { no_faktur_jual: no, grand_total } = res.json().data;

    const list = await t.call('POST', '/api/v1/penjualan/get/bynota', { token: kasir, body: { no_faktur_jual: no } });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ no_faktur_jual: no, nama_customer: 'Rina', grand_total });
    expect(body.data[0].items).toHaveLength(3);
    expect(body.data[0].pembayaran).toEqual([expect.objectContaining({ jenis: 'TUNAI', jumlah_rp: 20_000_000 })]);
    // C75 75%: 2.345 g + 1.100 g; K70 70%: 5.000 g. Totals are the lines' own.
    const lines = body.data[0].items as { kode_group: string; total: number }[];
    const sum = (g: string) => lines.filter((l) => l.kode_group === g).reduce((s, l) => s + l.total, 0);
    expect(body.dataJualGrouped).toEqual([
      { kode_group: 'C75', kadar: 75, qty: 2, berat: 3.445, berat_jual: 3.445, total: sum('C75') },
      { kode_group: 'K70', kadar: 70, qty: 1, berat: 5, berat_jual: 5, total: sum('K70') },
    ]);
    const total = formatRupiah(grand_total);
    expect(body.template_wa).toBe(`Halo Rina, nota ${no} (${tgl.split('-').reverse().join('-')}) di Toko Emas Kilau: Rp ${total}`);

    const single = await t.call('POST', '/api/v1/penjualan/get/bynota/single', { token: kasir, body: { no_faktur_jual: no } });
    expect(single.json()).toMatchObject({ data: { no_faktur_jual: no }, dataJualGrouped: body.dataJualGrouped, template_wa: body.template_wa });

    expect((await t.call('POST', '/api/v1/penjualan/get/bynota', { token: kasir, body: { no_faktur_jual: 'JL-TIDAK-ADA' } })).json().message).toBe('Nota Tidak Ditemukan');
    const missing = await t.call('POST', '/api/v1/penjualan/get/bynota', { token: kasir, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No Nota Tidak Boleh Kosong');
  });
});

describe('titip/get/bynota and the deposit receipt page', () => {
  it('answers the deposit by no_titip; its link opens its receipt with the down payment', async () => {
    const code = (await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ harga_total: 0 }) })).json().data.kode_barcode;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/titip',
      headers: { 'x-auth-token': kasir },
      payload: { kode_sales: 'S01', nama_customer: 'Dewi', alamat_customer: 'Jl. Melati 3', items: [{ kode_barcode: code }], pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 500_000 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { no_titip, grand_total } = res.json().data;
    const found = await t.call('POST', '/api/v1/titip/get/bynota/single', { token: kasir, body: { no_titip } });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ data: { no_titip, nama_customer: 'Dewi', grand_total }, dataJualGrouped: [{ kode_group: 'C75', qty: 1, berat: 2.345 }] });
    expect(found.json().template_wa).toContain(no_titip);

    const sent = await chat({ receiver: '081234567890', message: 'Titipan Anda', kind: 'titip', no_nota: no_titip });
    expect(sent.json()).toMatchObject({ success: true, data: { adapter: 'WA_ME' } });
    const url = new URL(new URL(sent.json().data.link).searchParams.get('text')!.split('\n\n')[1]);
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(no_titip);
    expect(page.body).toContain('NOTA TITIP UANG');
    // A sale's number is not found as a deposit.
    expect((await chat({ receiver: '081234567890', message: 'x', kind: 'titip', no_nota: 'JL-TOKO01-1' })).statusCode).toBe(404);
  });
});

describe('penjualan/chart', () => {
  it('sums the day per hour and the month per day, without cancelled sales', async () => {
    const before = (await t.call('GET', '/api/v1/penjualan/chart?type=today', { token: kasir })).json().data as { y: number; berat: number; jumlah: number }[];
    const a = await sale({ berat: 1.5 });
    const b = await sale({ berat: 2.25 });
    const c = await sale({ berat: 3 });
    const auth = await t.call('POST', '/api/v1/authorisation', { token: kasir, body: { user_id: 'OWNER', password: 'owner-test-pw', kategori: 'BATAL_PENJUALAN' } });
    const authorization_id = auth.json().authorization_id ?? auth.json().data.authorization_id;
    expect((await t.call('POST', `/api/v1/penjualan/${c.no}/batal`, { token: kasir, body: { alasan: 'Salah input', authorization_id } })).statusCode).toBe(200);

    const today = await t.call('GET', '/api/v1/penjualan/chart?type=today', { token: kasir });
    expect(today.statusCode, today.body).toBe(200);
    const points = today.json().data as { x: string; y: number; berat: number; jumlah: number }[];
    expect(points).toHaveLength(24);
    expect(points[0].x).toBe('00:00');
    const total = (ps: { y: number; berat: number; jumlah: number }[]) => ps.reduce((s, p) => ({ y: s.y + p.y, mg: s.mg + Math.round(p.berat * 1000), n: s.n + p.jumlah }), { y: 0, mg: 0, n: 0 });
    const was = total(before);
    expect(total(points)).toEqual({ y: was.y + a.grand_total + b.grand_total, mg: was.mg + 3750, n: was.n + 2 });
    // The hour on the shop's clock (Jakarta), not the server's.
    const hour = `${wallClock(new Date(), DEFAULT_TIME_ZONE).time.slice(0, 2)}:00`;
    expect(points.find((p) => p.x === hour)!.jumlah).toBeGreaterThanOrEqual(2);

    const monthly = (await t.call('GET', '/api/v1/penjualan/chart?type=monthly', { token: kasir })).json().data as { x: string; y: number; berat: number; jumlah: number }[];
    const [y, m, d] = tgl.split('-').map(Number);
    expect(monthly).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    const day = monthly.find((p) => p.x === String(d).padStart(2, '0'))!;
    const [sums] = await t.db.query<{ y: number; n: number }>(
      `SELECT coalesce(sum(grand_total), 0)::bigint AS y, count(*)::int AS n FROM dokumen_terkini WHERE jenis = 'PENJUALAN' AND tgl_system = $1 AND status <> 'BATAL'`,
      [tgl],
    );
    expect({ y: day.y, n: day.jumlah }).toEqual({ y: Number(sums.y), n: sums.n });
    expect(total(monthly)).toEqual(total(points));

    expect((await t.call('GET', '/api/v1/penjualan/chart?type=yearly', { token: kasir })).statusCode).toBe(400);
  });
});
