// The WhatsApp parts that need no database: signed receipt links, each adapter's outcome classes (sent, retry,
// final), a nota's lines grouped by group and kadar, and the outbox worker's timer (fake timers, never waiting).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signNotaLink, verifyNotaLink } from '../../server/whatsapp/nota-link';
import { cloudApiSender, gatewaySender, waMeLink, waMeSender, type Fetch } from '../../server/whatsapp/sender';
import { groupLines, shopDate } from '../../server/whatsapp/nota';
import { startOutboxWorker } from '../../server/whatsapp/worker';
import type { AppContext } from '../../server/context';

const KEY = 'k'.repeat(64);
const NOW = new Date('2026-03-10T03:00:00Z');
const exp = Math.floor(NOW.getTime() / 1000) + 3600;

describe('signed receipt links', () => {
  it('verify with the key until they expire', () => {
    const token = signNotaLink(KEY, { kind: 'penjualan', no: 'JL-TOKO01-20260310-0001', exp });
    expect(verifyNotaLink(KEY, token, NOW)).toEqual({ kind: 'penjualan', no: 'JL-TOKO01-20260310-0001', exp });
    expect(verifyNotaLink(KEY, token, new Date((exp + 1) * 1000))).toBeUndefined();
    expect(verifyNotaLink('x'.repeat(64), token, NOW)).toBeUndefined();
  });
  it('keep a number with dots whole, and refuse any changed part', () => {
    const token = signNotaLink(KEY, { kind: 'titip', no: 'TT.01.0002', exp });
    expect(verifyNotaLink(KEY, token, NOW)?.no).toBe('TT.01.0002');
    const parts = token.split('.');
    expect(verifyNotaLink(KEY, token.replace('TT.01', 'TT.02'), NOW)).toBeUndefined();
    expect(verifyNotaLink(KEY, token.replace('titip', 'penjualan'), NOW)).toBeUndefined();
    expect(verifyNotaLink(KEY, [...parts.slice(0, -2), (exp + 9999).toString(36), parts.at(-1)].join('.'), NOW)).toBeUndefined();
    expect(verifyNotaLink(KEY, '', NOW)).toBeUndefined();
    expect(verifyNotaLink(KEY, 'a.b.c', NOW)).toBeUndefined();
  });
  it('refuse every other spelling of the signature, such as a last character whose spare bits differ', () => {
    const token = signNotaLink(KEY, { kind: 'penjualan', no: 'JL-1', exp });
    const last = token.at(-1)!;
    // The last of 22 base64url characters carries 2 bits of the signature: the 15 others with the same 2 bits decode
    // to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = [...alphabet].filter((c) => c !== last && alphabet.indexOf(c) >> 4 === alphabet.indexOf(last) >> 4);
    expect(sameBytes).toHaveLength(15);
    for (const c of sameBytes) expect(verifyNotaLink(KEY, token.slice(0, -1) + c, NOW)).toBeUndefined();
  });
});

function fake(status: number, body: unknown): { fetch: Fetch; calls: { url: string; body: string }[] } {
  const calls: { url: string; body: string }[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, body: init.body });
      return { status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) };
    },
  };
}

describe('adapters', () => {
  const cloud = (f: Fetch) => cloudApiSender({ version: 'v21.0', phoneNumberId: '123', token: 't' }, f);
  const gateway = (f: Fetch) => gatewaySender({ url: 'https://gw.example/send', token: 't', format: 'FORM' }, f);

  it('Cloud API: a document with its caption when a file goes along; rate limits and outages are retried', async () => {
    const ok = fake(200, { messages: [{ id: 'wamid.1' }] });
    expect(await cloud(ok.fetch).send('628123', 'Nota', 'https://toko.example/nota.pdf')).toEqual({ ok: true, providerId: 'wamid.1' });
    expect(JSON.parse(ok.calls[0].body)).toMatchObject({ type: 'document', document: { link: 'https://toko.example/nota.pdf', caption: 'Nota' } });
    expect(await cloud(fake(429, { error: { code: 130429, message: 'Rate limit hit' } }).fetch).send('628123', 'x')).toEqual({
      ok: false,
      error: 'Rate limit hit',
      notRegistered: false,
      permanent: false,
    });
    expect(await cloud(fake(401, { error: { code: 190, message: 'Invalid OAuth access token' } }).fetch).send('628123', 'x')).toMatchObject({ ok: false, permanent: true, notRegistered: false });
    expect(await cloud(fake(400, { error: { code: 131026, message: 'Message undeliverable' } }).fetch).send('628123', 'x')).toMatchObject({ notRegistered: true, permanent: true });
  });

  it('Gateway: status false is a refusal, a 5xx an outage, a text answer is the error', async () => {
    expect(await gateway(fake(200, { status: false, reason: 'token invalid' }).fetch).send('628123', 'x')).toEqual({
      ok: false,
      error: 'token invalid',
      notRegistered: false,
      permanent: true,
    });
    expect(await gateway(fake(500, '<html>Internal error</html>').fetch).send('628123', 'x')).toMatchObject({ ok: false, permanent: false, error: '<html>Internal error</html>' });
    expect(await gateway(fake(200, { status: false, message: 'Phone number not registered' }).fetch).send('628123', 'x')).toMatchObject({ notRegistered: true });
    const withFile = fake(200, { status: true, id: [7] });
    expect(await gateway(withFile.fetch).send('628123', 'x', 'https://toko.example/a.pdf')).toEqual({ ok: true, providerId: '7' });
    expect(new URLSearchParams(withFile.calls[0].body).get('url')).toBe('https://toko.example/a.pdf');
  });

  it('wa.me: the link with the text encoded, nothing fetched', async () => {
    expect(waMeLink('6281234567890', 'Nota JL-1 & Rp 1,000\nhttps://x/y')).toBe('https://wa.me/6281234567890?text=Nota%20JL-1%20%26%20Rp%201%2C000%0Ahttps%3A%2F%2Fx%2Fy');
    expect(await waMeSender().send('628', 'hi')).toEqual({ ok: true, link: 'https://wa.me/628?text=hi' });
  });
});

describe('grouped lines', () => {
  it('sums pieces, grams (exactly) and amounts per group and kadar', () => {
    const line = (kode_group: string, kadar: string, berat: string, total: number) => ({ kode_group, kadar, qty: 1, berat, berat_jual: berat, total });
    expect(groupLines([line('K70', '70.00', '0.100', 100), line('C75', '75.00', '0.100', 10), line('C75', '75.00', '0.200', 20), line('C75', '37.50', '1.000', 5)])).toEqual([
      { kode_group: 'C75', kadar: 37.5, qty: 1, berat: 1, berat_jual: 1, total: 5 },
      { kode_group: 'C75', kadar: 75, qty: 2, berat: 0.3, berat_jual: 0.3, total: 30 },
      { kode_group: 'K70', kadar: 70, qty: 1, berat: 0.1, berat_jual: 0.1, total: 100 },
    ]);
    expect(shopDate('2026-03-10')).toBe('10-03-2026');
  });
});

describe('outbox worker', () => {
  afterEach(() => vi.useRealTimers());
  it('asks for due messages every interval, one run at a time, and stops', async () => {
    vi.useFakeTimers();
    const queries: string[] = [];
    const ctx = { db: { query: async (sql: string) => (queries.push(sql), []) } } as unknown as AppContext;
    const worker = startOutboxWorker(ctx, () => undefined, 1000);
    expect(queries).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/FROM whatsapp_outbox WHERE status = 'QUEUED' AND next_attempt_at <= \$1/);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queries).toHaveLength(3);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(queries).toHaveLength(3);
  });
});
