// Where the WhatsApp gateway may be (issue 19 item 25). Without WHATSAPP_ALLOW_LOCAL_GATEWAY: a gateway URL naming a
// loopback, link-local, private or metadata address is refused on save, through either settings route, and nothing
// is stored; a name is refused at send time when it resolves to such an address (even one of several), and a stored
// literal one too; the send connects to the address that was checked. With the setting on, a gateway on this machine
// works (through the server's real HTTP client), and a redirect it answers is never followed.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { setWhatsappRuntime } from '../../server/whatsapp/outbox';
import { httpClient } from '../../server/whatsapp/http-client';
import type { Fetch } from '../../server/whatsapp/sender';

const REFUSED_ON_SAVE = 'URL Gateway Tidak Boleh Mengarah Ke Alamat Lokal Atau Jaringan Internal';
const refusedOnSend = (host: string, address: string) => `URL Gateway Mengarah Ke Alamat Lokal Atau Jaringan Internal (${host}: ${address}), Pesan Tidak Dikirim`;
const base = { nomor_pengirim: '0811111111', template_invoice: 'Nota {no_nota}', adapter: 'GATEWAY', gateway_format: 'FORM' };

/** A gateway on this machine: answers /send as Fonnte does, and /pindah with a redirect to /send. */
interface LocalGateway {
  url: string;
  hits: { path: string; host: string; body: string }[];
  close(): Promise<void>;
}
async function localGateway(): Promise<LocalGateway> {
  const hits: LocalGateway['hits'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', host: req.headers.host ?? '', body });
      if (req.url === '/pindah') {
        res.writeHead(302, { location: '/send' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, id: ['lokal-1'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // closeAllConnections: the client's kept-alive socket would hold close() for the server's keep-alive timeout.
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => (server.close(() => resolve()), server.closeAllConnections())) };
}

describe('without WHATSAPP_ALLOW_LOCAL_GATEWAY (the default)', () => {
  let t: TestApp;
  let owner: string;
  const sent: { url: string; address?: string }[] = [];
  /** What the fake resolver answers per name. */
  const dns: Record<string, string[]> = {
    'api.fonnte.com': ['203.0.113.10'],
    'gateway.example': ['127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'campur.example': ['203.0.113.20', '10.0.0.7'],
    'v6.example': ['fd00:ec2::254'],
  };
  const fakeFetch: Fetch = async (url, init) => {
    sent.push({ url, address: init.address });
    return { status: 200, text: async () => JSON.stringify({ status: true, id: ['80367170'] }) };
  };

  const saveSetting = (setting: Record<string, unknown>) =>
    t.call('PUT', '/api/v1/whatsapp/setting', { token: owner, body: { setting: { ...base, ...setting }, gateway_token: 'tok-gw-5678' } });
  const saveThroughParaSystem = (setting: Record<string, unknown>) =>
    t.call('PUT', '/api/v1/para-system/key/whatsapp_setting', { token: owner, body: { value: { ...base, ...setting } } });
  const stored = async () => (await t.db.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'whatsapp_setting'`))[0]?.value;
  const chat = () => t.call('POST', '/api/v1/chat/send', { token: owner, body: { receiver: '081234567890', message: 'Nota JL-1' } });

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login();
    await t.setModule('WHATSAPP_MODULE', true);
    setWhatsappRuntime(t.ctx, {
      fetch: fakeFetch,
      lookup: async (host) => {
        if (!dns[host]) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
        return dns[host];
      },
    });
    expect((await saveSetting({ gateway_url: 'https://api.fonnte.com/send' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    sent.length = 0;
  });

  it('refuses to save a loopback, link-local, private, unspecified or metadata address, through either route', async () => {
    const before = await stored();
    for (const url of ['http://127.0.0.1:5432/', 'http://169.254.169.254/latest/meta-data', 'https://10.1.2.3/send', 'http://192.168.1.5/send',
      'http://[::1]:8080/send', 'http://[fd00:ec2::254]/', 'http://0.0.0.0/', 'http://2130706433/', 'http://localhost:3000/send']) {
      for (const save of [saveSetting, saveThroughParaSystem]) {
        const res = await save({ gateway_url: url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ message: REFUSED_ON_SAVE, errors: [{ field: 'whatsapp_setting.gateway_url', message: REFUSED_ON_SAVE }] });
      }
    }
    expect(await stored()).toBe(before);
  });

  it('sends to a gateway whose name resolves to a public address, connecting to that address', async () => {
    const res = await chat();
    expect(res.json()).toMatchObject({ success: true, message: 'Invoice Terkirim', data: { status: 'SENT' } });
    expect(sent).toEqual([{ url: 'https://api.fonnte.com/send', address: '203.0.113.10' }]);
  });

  it('refuses at send time a name that resolves to an internal address (any one of them), and calls nothing', async () => {
    for (const [host, address] of [['gateway.example', '127.0.0.1'], ['metadata.example', '169.254.169.254'], ['campur.example', '10.0.0.7'], ['v6.example', 'fd00:ec2::254']]) {
      expect((await saveSetting({ gateway_url: `https://${host}/send` })).statusCode, host).toBe(200);
      const res = await chat();
      expect(res.json(), host).toMatchObject({ success: false, message: refusedOnSend(host, address), data: { status: 'FAILED', attempts: 1, last_error: refusedOnSend(host, address) } });
    }
    expect(sent).toEqual([]);
  });

  it('refuses at send time a literal internal address stored before this check', async () => {
    await t.db.query(`UPDATE para_system SET value = $1 WHERE key = 'whatsapp_setting'`, [JSON.stringify({ ...base, gateway_url: 'http://169.254.169.254/kirim' })]);
    const res = await chat();
    expect(res.json()).toMatchObject({ success: false, message: REFUSED_ON_SAVE, data: { status: 'FAILED' } });
    expect(sent).toEqual([]);
  });
});

describe('with WHATSAPP_ALLOW_LOCAL_GATEWAY', () => {
  let t: TestApp;
  let owner: string;
  let gateway: LocalGateway;
  const saveSetting = (gateway_url: string) =>
    t.call('PUT', '/api/v1/whatsapp/setting', { token: owner, body: { setting: { ...base, gateway_url }, gateway_token: 'tok-lokal' } });
  const chat = () => t.call('POST', '/api/v1/chat/send', { token: owner, body: { receiver: '081234567890', message: 'Nota JL-2' } });

  beforeAll(async () => {
    gateway = await localGateway();
    t = await startTestApp({ whatsappAllowLocalGateway: true });
    owner = await t.login();
    await t.setModule('WHATSAPP_MODULE', true);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('saves and sends to a gateway on this machine, through the real HTTP client', async () => {
    expect((await saveSetting(`${gateway.url}/send`)).statusCode).toBe(200);
    const res = await chat();
    expect(res.json()).toMatchObject({ success: true, message: 'Invoice Terkirim', data: { status: 'SENT', provider_id: 'lokal-1' } });
    expect(gateway.hits).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(gateway.hits[0].body))).toEqual({ target: '6281234567890', phone: '6281234567890', message: 'Nota JL-2' });
  });

  it('never follows a redirect the gateway answers: the message fails, the redirect target is not called', async () => {
    gateway.hits.length = 0;
    expect((await saveSetting(`${gateway.url}/pindah`)).statusCode).toBe(200);
    const res = await chat();
    expect(res.json()).toMatchObject({ success: false, data: { status: 'FAILED', attempts: 1 } });
    expect(gateway.hits.map((h) => h.path)).toEqual(['/pindah']);
  });
});

describe("the server's HTTP client", () => {
  it('connects to the address it is given, the URL naming the host', async () => {
    const gateway = await localGateway();
    try {
      const port = new URL(gateway.url).port;
      // The name resolves nowhere: only the given address can have carried the request.
      const res = await httpClient(`http://gateway.example:${port}/send`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'halo', address: '127.0.0.1' });
      expect(res.status).toBe(200);
      expect(gateway.hits).toEqual([{ path: '/send', host: `gateway.example:${port}`, body: 'halo' }]);
    } finally {
      await gateway.close();
    }
  });
});
