// What the security review found (issue 7, item 5): each reproduction, as a client would send it.
import { crc32, deflateRawSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { itemInput, seedInventoryMasters } from '../helpers/inventory-fixture';
import { OWNER } from '../helpers/paths';
import { attachRealtime } from '../../server/realtime';
import { diskStore } from '../../server/files/store';

let t: TestApp;
let io: Server;
let url: string;
let owner: string;
let su: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  for (const [id, level] of [['SPV1', 'SPV'], ['RLCW1', 'KASIR'], ['KASIR1', 'KASIR'], ['KASIR2', 'KASIR'], ['KASIR3', 'KASIR'], ['KASIR4', 'KASIR'], ['SU1', 'SU'], ['SU2', 'SU']]) {
    await t.createUser(id, level);
  }
  owner = await t.login();
  su = await t.login('SU1', 'rahasia123');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  io = attachRealtime(t.app.server, t.ctx);
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => void io.close(() => resolve()));
  await t.close();
});

// Each test its own addresses, so that one test's limits never touch another's.
let net = 0;
const nextNet = () => `10.${++net}.0`;
const login = (user_id: unknown, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password }, remoteAddress });
const RATE_LIMITED = { message: 'Terlalu Banyak Percobaan Login, Silahkan Coba Lagi Dalam 1 Menit' };

describe('login rate limits', () => {
  it('counts " rlcw1 " and "RLCW1" as the same user id', async () => {
    const address = `${nextNet()}.1`;
    for (let i = 0; i < 10; i++) expect((await login('RLCW1', 'salah-sekali', address)).statusCode).toBe(401);
    for (const id of ['RLCW1', '  RLCW1  ', 'rlcw1', '\trlcw1\n']) {
      const res = await login(id, 'rahasia123', address);
      expect(res.statusCode, JSON.stringify(id)).toBe(429);
      expect(res.json()).toEqual(RATE_LIMITED);
    }
    // The same user from another address is not held up.
    expect((await login(' rlcw1 ', 'rahasia123', `${nextNet()}.1`)).statusCode).toBe(200);
  });

  it('limits failed logins per address over all user ids (30 a minute by default)', async () => {
    const address = `${nextNet()}.1`;
    const answers: number[] = [];
    for (let i = 1; i <= 40; i++) answers.push((await login(`TEBAK${i}`, 'salah-sekali', address)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(answers.slice(30).every((s) => s === 429)).toBe(true);
    // Even the right password waits now; another address does not.
    const blocked = await login('KASIR1', 'rahasia123', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(RATE_LIMITED);
    const other = await login('KASIR1', 'rahasia123', `${nextNet()}.1`);
    expect(other.statusCode).toBe(200);
    await t.call('POST', '/api/v1/users/logout', { token: other.json().token, body: { user_id: 'KASIR1' } });
  });

  it('does not count right passwords against the address: a whole shop logs in from one address', async () => {
    const address = `${nextNet()}.1`;
    for (let i = 1; i <= 35; i++) await t.createUser(`STAF${i}`, 'KASIR');
    for (let i = 1; i <= 35; i++) expect((await login(`STAF${i}`, 'rahasia123', address)).statusCode, `STAF${i}`).toBe(200);
  }, 60_000);

  it('takes as long for an unknown user id as for a wrong password', async () => {
    // Interleaved, medians, a generous factor: an unknown id used to answer in 1.3 ms against 29.7 ms (one scrypt).
    const timed = async (user_id: string) => {
      const start = process.hrtime.bigint();
      const res = await login(user_id, 'salah-sekali', `${nextNet()}.1`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'User ID Atau Password Salah' });
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed('KASIR3'));
      unknown.push(await timed(`TIDAKADA${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});

// ---------------------------------------------------------------- zip bombs

interface Part {
  name: string;
  data: Buffer;
  /** The uncompressed size to declare; the real one by default (a lying archive declares less). */
  declare?: number;
}

/** A zip archive of deflated parts, written by hand so that its sizes can be anything. */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const packed = deflateRawSync(p.data, { level: 9 });
    const name = Buffer.from(p.name);
    const size = p.declare ?? p.data.length;
    const crc = crc32(p.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A workbook whose first sheet has `rows` rows of one cell each. */
function workbookOf(sheet: Buffer, declare?: number): Buffer {
  const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${s}`);
  return zipOf([
    { name: '[Content_Types].xml', data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>') },
    { name: 'xl/workbook.xml', data: xml('<workbook><sheets><sheet name="Data" sheetId="1"/></sheets></workbook>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declare },
  ]);
}

function sheetOf(rows: number): Buffer {
  const row = Buffer.from('<row><c t="inlineStr"><is><t>CINCIN</t></is></c></row>');
  return Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(row.length * rows).fill(row), Buffer.from('</sheetData></worksheet>')]);
}

describe('spreadsheet uploads are measured before they are unpacked', () => {
  const TOO_BIG = { message: 'Isi File Terlalu Besar Untuk Diimport, Maksimal 20000 Baris' };
  const upload = (path: string, file: Buffer) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: { 'x-auth-token': owner, 'content-type': 'application/octet-stream' }, payload: file });
  // About 1.9 million rows: 100 MB of sheet in a few hundred KB of zip.
  const hugeSheet = sheetOf(1_900_000);
  const bomb = workbookOf(hugeSheet);

  it('refuses a workbook declaring a huge sheet (413), quickly, while the server keeps answering', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const start = Date.now();
    const [items, masters, health] = await Promise.all([
      upload('barang/import', bomb),
      t.app.inject({ method: 'POST', url: '/api/v1/import-data-pusat/bank', headers: { 'x-auth-token': su, 'content-type': 'application/octet-stream' }, payload: bomb }),
      t.app.inject({ method: 'GET', url: '/api/v1/health' }),
    ]);
    // Unpacking it took 25 s and 4 GB before; a generous bound that only an unpacking server misses.
    expect(Date.now() - start).toBeLessThan(10_000);
    expect(health.statusCode).toBe(200);
    for (const res of [items, masters]) {
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual(TOO_BIG);
    }
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barang'))[0].n).toBe(0);
  });

  it('refuses an archive that declares a small sheet but unpacks to more (stops at the declared size)', async () => {
    const liar = workbookOf(hugeSheet, 4096);
    const res = await upload('barang/import', liar);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual(TOO_BIG);
  });

  it('refuses a small sheet of more rows than any import reads', async () => {
    const res = await upload('barang/import', workbookOf(sheetOf(25_000)));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual(TOO_BIG);
  });

  it('refuses a CSV of millions of empty lines the same way', async () => {
    const res = await upload('barang/import', Buffer.from(`nama_barang\n${'\n'.repeat(2_000_000)}`));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual(TOO_BIG);
  });
});

// ---------------------------------------------------------------- CSV injection

describe('CSV exports', () => {
  it('export-csv/bank writes formulas as text', async () => {
    const su = await t.login('SU2', 'rahasia123');
    const names = ['=1+2', '@SUM(A1)', "+cmd|' /C calc'!A0", '-2+3'];
    for (const [i, nama_bank] of names.entries()) {
      const res = await t.call('POST', '/api/v1/banks', { token: owner, body: { kode_bank: `F${i}`, nama_bank } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.call('GET', '/api/v1/export-csv/bank', { token: su });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(["F0,'=1+2", "F1,'@SUM(A1)", "F2,'+cmd|' /C calc'!A0", "F3,'-2+3"]));
    for (const name of names) expect(lines).not.toContain(`F${names.indexOf(name)},${name}`);
  });
});

// ---------------------------------------------------------------- security headers

describe('security headers', () => {
  it('come with the API answers, errors included', async () => {
    for (const res of [await t.call('GET', '/api/v1/health'), await t.call('GET', '/api/v1/users/me'), await t.call('GET', '/api/v1/tidak-ada', { token: owner })]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('let the live connection reach this host', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { host: 'kasir.toko:3000' } });
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' blob: ws:\/\/kasir\.toko:3000 wss:\/\/kasir\.toko:3000/);
    // A Host header that is not a host name is not written into the policy.
    const odd = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { host: "x; script-src 'unsafe-inline'" } });
    expect(String(odd.headers['content-security-policy'])).toMatch(/connect-src 'self' blob:;/);
  });
});

// ---------------------------------------------------------------- item codes and the file store

describe('item codes', () => {
  const BAD_CODE = 'Kode Barcode Hanya Boleh Berisi Huruf, Angka Dan Tanda - . _';

  it('are refused with a message unless a label can carry them', async () => {
    for (const kode_barcode of ['../TOKO02/GI0Y', 'A/B', 'A..B', 'ABC 123', 'CINCIN💍', 'A\\B', '%2e%2e']) {
      const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ kode_barcode }) });
      expect(res.statusCode, kode_barcode).toBe(400);
      expect(res.json().message, kode_barcode).toBe(BAD_CODE);
    }
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barang'))[0].n).toBe(0);
    const ok = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ kode_barcode: 'cin-01.a_b' }) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.kode_barcode).toBe('CIN-01.A_B');
  });

  it('in a path: a crafted code cannot reach another folder', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 0x11, 8, 0, 10, 0, 10, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
    for (const code of ['..%2FTOKO02%2FGI0Y', '..%2F..%2Fx', '%2E%2E', 'A%5CB', 'A%20B', '%F0%9F%92%8D']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/barang/foto/${code}`, headers: { 'x-auth-token': owner, 'content-type': 'image/jpeg' }, payload: jpeg });
      expect([400, 404], `${code}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
      for (const read of ['get', 'mutasi', 'foto']) {
        const got = await t.call('GET', `/api/v1/barang/${read}/${code}`, { token: owner });
        expect([400, 404], `${read} ${code}`).toContain(got.statusCode);
      }
    }
    expect(existsSync(join(t.ctx.config.fileDir, 'NSIPIC', 'TOKO02'))).toBe(false);
  });

  it('the file store refuses any key that is not a plain path inside it', async () => {
    const store = diskStore(join(t.ctx.config.fileDir, 'store-test'));
    for (const key of ['../x.jpg', 'NSIPIC/../../x.jpg', '/etc/x.jpg', 'NSIPIC\\..\\x.jpg', 'NSIPIC//x.jpg', 'NSIPIC/./x.jpg', '', 'NSIPIC/a b.jpg']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/file store/);
      expect(await store.get(key), key).toBeUndefined();
    }
    await store.put('NSIPIC/TOKO01/A.B-1_2.jpg', Buffer.from('ok'), 'image/jpeg');
    expect(String(await store.get('NSIPIC/TOKO01/A.B-1_2.jpg'))).toBe('ok');
    expect(existsSync(join(t.ctx.config.fileDir, 'x.jpg'))).toBe(false);
  });
});

// ---------------------------------------------------------------- bodies that are not objects

/** Every route of one method, from Fastify's route tree (`:param` left in). */
function routesOf(method: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ method: method as 'POST', commonPrefix: false }).split('\n')) {
    const m = line.match(/^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack[depth] = (stack[depth - 1] ?? '') + m[2];
    stack.length = depth + 1;
    if (m[3]) out.push(stack[depth]);
  }
  return out.filter((p) => p.startsWith('/api/'));
}

describe('bodies that are not JSON objects', () => {
  it('PUT barang/update with "x" or text/plain is refused with a message, not a 500', async () => {
    const created = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput() });
    const code = created.json().data.kode_barcode as string;
    const asJson = await t.app.inject({ method: 'PUT', url: `/api/v1/barang/update/${code}`, headers: { 'x-auth-token': owner, 'content-type': 'application/json' }, payload: '"x"' });
    expect(asJson.statusCode).toBe(400);
    expect(asJson.json()).toEqual({ message: 'Permintaan Tidak Valid' });
    const asText = await t.app.inject({ method: 'PUT', url: `/api/v1/barang/update/${code}`, headers: { 'x-auth-token': owner, 'content-type': 'text/plain' }, payload: 'x' });
    expect(asText.statusCode).toBe(415);
    expect(asText.json()).toEqual({ message: 'Data Harus Dikirim Dalam Format JSON' });
  });

  it('no POST or PUT route answers 500 to "x", [1], null, 123 or text', async () => {
    const routes = [...routesOf('POST').map((p) => ['POST', p]), ...routesOf('PUT').map((p) => ['PUT', p])];
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual(['PUT', '/api/v1/barang/update/:kode_barcode']);
    const failures: string[] = [];
    for (const [method, path] of routes) {
      const url = path.replace(/:kode_barcode/g, 'TOKO01000001').replace(/:(\w+)/g, 'X1');
      for (const [type, payload] of [
        ['application/json', '"x"'],
        ['application/json', '[1]'],
        ['application/json', 'null'],
        ['application/json', '123'],
        ['text/plain', 'x'],
      ]) {
        const res = await t.app.inject({ method: method as 'POST', url, headers: { 'x-auth-token': owner, 'content-type': type }, payload });
        const body = res.json() as { message?: unknown };
        if (res.statusCode >= 500 || typeof body.message !== 'string') failures.push(`${method} ${url} ${type} ${payload}: ${res.statusCode} ${res.body}`);
        else if (type === 'application/json' && res.statusCode !== 400) failures.push(`${method} ${url} ${payload}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

// ---------------------------------------------------------------- sockets after logout

describe('live connections end with their session', () => {
  const open = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
  const closed = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', resolve));
  /** Whether `s` hears a settings change broadcast now (within a short wait). */
  const hears = async (s: Socket) => {
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 500);
      s.once('settings-changed', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    t.ctx.live.broadcast('settings-changed', { modules: {} });
    return heard;
  };

  it('logout closes that session\'s sockets, and they hear no more settings-changed', async () => {
    const token = await t.login('KASIR4', 'rahasia123');
    const [first, second] = [await open(token), await open(token)];
    const bystander = await open(owner);
    expect(await hears(first)).toBe(true);
    const gone = Promise.all([closed(first), closed(second)]);
    const res = await t.call('POST', '/api/v1/users/logout', { token, body: { user_id: 'KASIR4' } });
    expect(res.statusCode).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect(first.connected || second.connected).toBe(false);
    expect(await hears(bystander)).toBe(true);
    bystander.close();
    // And the revoked token cannot open a new one.
    await expect(open(token)).rejects.toThrow('Invalid Token.');
  });

  it('a reset password, a deactivation and a force-logout close all of the user\'s sockets', async () => {
    for (const [action, run] of [
      ['reset-password', () => t.call('PUT', '/api/v1/users/reset-password/KASIR1', { token: owner, body: { password: 'rahasia123' } })],
      ['deactivate', () => t.call('PUT', '/api/v1/users/deactivate/KASIR1', { token: owner })],
      [
        'force-logout',
        async () => {
          // The user whose id is stuck asks with their password, a supervisor authorizes, the id is freed.
          const { ticket } = (await t.call('POST', '/api/v1/users/force-logout/KASIR1/ticket', { body: { password: 'rahasia123' } })).json();
          const auth = await t.call('POST', '/api/v1/authorisation', { body: { user_id: 'SPV1', password: 'rahasia123', kategori: 'FORCE_LOGOUT', ticket } });
          expect(auth.statusCode, auth.body).toBe(200);
          return t.call('PUT', '/api/v1/users/force-logout/KASIR1', { body: { ticket, authorization_id: auth.json().authorization_id } });
        },
      ],
    ] as const) {
      await t.call('PUT', '/api/v1/users/activate/KASIR1', { token: owner });
      const token = await t.login('KASIR1', 'rahasia123');
      const s = await open(token);
      const gone = closed(s);
      const res = await run();
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      expect(await gone, action).toBe('io server disconnect');
    }
  });

  it('ctx.live.disconnect without a token closes every socket of the user, toUser reaches only theirs', async () => {
    const token = await t.login('KASIR3', 'rahasia123');
    const mine = await open(token);
    const other = await open(owner);
    const got = new Promise((resolve) => mine.once('pesan', resolve));
    let otherGot = false;
    other.once('pesan', () => (otherGot = true));
    t.ctx.live.toUser('KASIR3', 'pesan', { a: 1 });
    expect(await got).toEqual({ a: 1 });
    const gone = closed(mine);
    t.ctx.live.disconnect('KASIR3');
    expect(await gone).toBe('io server disconnect');
    expect(other.connected).toBe(true);
    expect(otherGot).toBe(false);
    other.close();
  });
});

// ---------------------------------------------------------------- owners of equal rank

describe('the first owner', () => {
  const as = (token: string, method: string, path: string, body?: unknown) => t.call(method, `/api/v1/${path}`, { token, body });

  it('is changed by nobody but itself; other owners only by the first owner', async () => {
    expect((await as(owner, 'POST', 'users/create', { user_id: 'OWN2', nama_user: 'Pemilik Dua', password: 'rahasia123', level: 'OWN', kode_toko: 'TOKO01' })).statusCode).toBe(201);
    expect((await as(owner, 'POST', 'users/create', { user_id: 'OWN3', nama_user: 'Pemilik Tiga', password: 'rahasia123', level: 'OWN', kode_toko: 'TOKO01' })).statusCode).toBe(201);
    const own2 = await t.login('OWN2', 'rahasia123');
    const first = { message: 'Pemilik Pertama Hanya Dapat Diubah Oleh Dirinya Sendiri' };
    for (const [who, token] of [['OWN2', own2], ['SU1', su]] as const) {
      for (const [method, path, body] of [
        ['PUT', `users/reset-password/${OWNER.user_id}`, { password: 'dibajak123' }],
        ['PUT', `users/deactivate/${OWNER.user_id}`, undefined],
        ['PUT', `users/update/${OWNER.user_id}`, { nama_user: 'Owner', level: 'MU', kode_toko: 'TOKO01' }],
      ] as const) {
        const res = await as(token, method, path, body);
        expect(res.statusCode, `${who} ${path}`).toBe(403);
        expect(res.json(), `${who} ${path}`).toEqual(first);
      }
    }
    // OWN2 cannot act on OWN3 either; the first owner and SU can.
    for (const path of ['users/reset-password/OWN3', 'users/deactivate/OWN3']) {
      const res = await as(own2, 'PUT', path, path.includes('reset') ? { password: 'rahasia456' } : undefined);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ message: 'User OWN Hanya Dapat Diubah Oleh Pemilik Pertama' });
    }
    expect((await as(owner, 'PUT', 'users/reset-password/OWN3', { password: 'rahasia456' })).statusCode).toBe(200);
    expect((await as(su, 'PUT', 'users/deactivate/OWN3')).statusCode).toBe(200);
    // The owner is untouched: same password, still active, still OWN.
    const [row] = await t.db.query<{ level: string; is_active: boolean }>('SELECT level, is_active FROM users WHERE user_id = $1', [OWNER.user_id]);
    expect(row).toEqual({ level: 'OWN', is_active: true });
    expect((await login(OWNER.user_id, 'dibajak123', `${nextNet()}.1`)).statusCode).toBe(401);
    // The list tells each manager which users the rule keeps them from changing.
    const list = (await as(own2, 'GET', 'users/get/all')).json().data as { user_id: string; owner_locked?: boolean }[];
    const locked = Object.fromEntries(list.map((u) => [u.user_id, !!u.owner_locked]));
    expect(locked).toMatchObject({ OWNER: true, OWN3: true, OWN2: false, KASIR1: false });
    const ownersView = (await as(owner, 'GET', 'users/get/all')).json().data as { owner_locked?: boolean }[];
    expect(ownersView.some((u) => u.owner_locked)).toBe(false);
  });
});
