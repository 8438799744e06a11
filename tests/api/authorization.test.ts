// Supervisor authorization: by password and by fingerprint (agent process, live relay, the server's own check),
// single use through the one action that needs it now (freeing a stuck user id), and /parameter-akun's endpoints.
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { OWNER, TEST_ROOT } from '../helpers/paths';
import { runAgent, startScanAgent } from '../helpers/fingerprint-agent';
import { attachRealtime } from '../../server/realtime';
import { consumeAuthorization } from '../../server/auth/authorizations';

const AGENT_TOKEN = 'token-agen-uji-0123456789';
const FORBIDDEN = { message: 'Anda Tidak Memiliki Akses Ke Menu Ini' };

let t: TestApp;
let io: Server;
let url: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ fingerprintAgentToken: AGENT_TOKEN });
  for (const [id, level] of [['KASIR1', 'KASIR'], ['KASIR2', 'KASIR'], ['KASIR3', 'KASIR'], ['KASIR4', 'KASIR'], ['SPV1', 'SPV'], ['SPV2', 'SPV'], ['SU1', 'SU'], ['SU2', 'SU'], ['KASIR5', 'KASIR'], ['MU1', 'MU']]) {
    await t.createUser(id, level);
  }
  await t.createUser('SPVLAMA', 'SPV');
  await t.db.query(`UPDATE users SET is_active = false WHERE user_id = 'SPVLAMA'`);
  for (const id of ['KASIR1', 'KASIR3', 'SPV2', 'SU1', 'MU1']) tokens[id] = await t.login(id, 'rahasia123');
  tokens.OWNER = await t.login();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  io = attachRealtime(t.app.server, t.ctx);
  url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => void io.close(() => resolve()));
  await t.close();
});

// Each call from its own address: the supervisor-password limit (per address and user id) of one test never
// touches another.
let address = 0;
const authorise = (body: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/authorisation',
    payload: body,
    headers: token ? { 'x-auth-token': token } : {},
    remoteAddress: `10.1.0.${++address}`,
  });
const forceLogout = (userId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/users/force-logout/${userId}`, payload: body, remoteAddress: `10.2.0.${++address}` });
const ticketRequest = (userId: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/users/force-logout/${userId}/ticket`, payload: { password }, remoteAddress: `10.3.0.${++address}` });
const ticketFor = async (userId: string) => {
  const res = await ticketRequest(userId, 'rahasia123');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
};
const row = async (id: string) => (await t.db.query('SELECT * FROM authorizations WHERE id = $1', [id]))[0] as Record<string, unknown> | undefined;
const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM authorizations'))[0].n;

describe('manual authorization (POST authorisation)', () => {
  it('by a supervisor answers an id and records who authorized what, for whom, with the note', async () => {
    const res = await authorise(
      { user_id: 'spv1', password: 'rahasia123', kategori: 'BATAL_PENJUALAN', description: 'Batal nota PJ-0001', keterangan: 'Barang salah ukuran' },
      tokens.KASIR1,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { authorization_id } = res.json();
    expect(res.json()).toMatchObject({ status: 'success', message: 'Otorisasi Berhasil', authorized_by: 'SPV1' });
    expect(await row(authorization_id)).toMatchObject({
      kategori: 'BATAL_PENJUALAN',
      authorized_by: 'SPV1',
      requested_by: 'KASIR1',
      description: 'Batal nota PJ-0001',
      keterangan: 'Barang salah ukuran',
      method: 'PASSWORD',
      used_at: null,
    });
  });

  it('accepts owners and SU as authorizers', async () => {
    for (const [user_id, password] of [[OWNER.user_id, OWNER.password], ['SU1', 'rahasia123']]) {
      const res = await authorise({ user_id, password, kategori: 'BATAL_PEMBELIAN' }, tokens.KASIR1);
      expect(res.statusCode, `${user_id}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a KASIR (and an MU) as authorizer, and records nothing', async () => {
    const before = await count();
    for (const user_id of ['KASIR2', 'MU1']) {
      const res = await authorise({ user_id, password: 'rahasia123', kategori: 'BATAL_PENJUALAN' }, tokens.KASIR1);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'User Ini Tidak Berhak Memberi Otorisasi' });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a wrong password, an unknown or inactive user, and the requester authorizing themself', async () => {
    const before = await count();
    const wrong = await authorise({ user_id: 'SPV1', password: 'salah', kategori: 'BATAL_PENJUALAN' }, tokens.KASIR1);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Password Otorisasi Salah' });
    for (const user_id of ['TIDAKADA', 'SPVLAMA']) {
      const res = await authorise({ user_id, password: 'rahasia123', kategori: 'BATAL_PENJUALAN' }, tokens.KASIR1);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Username Tidak Tidak Terdaftar' });
    }
    const self = await authorise({ user_id: 'SPV2', password: 'rahasia123', kategori: 'BATAL_PENJUALAN' }, tokens.SPV2);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'Otorisasi Harus Diberikan Oleh User Lain' });
    expect(await count()).toBe(before);
  });

  it('refuses an unknown kategori and a note longer than 200 characters', async () => {
    const kind = await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'APA_SAJA' }, tokens.KASIR1);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toEqual({ message: 'Kategori Otorisasi Tidak Dikenal' });
    const long = await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'BATAL_TITIP', keterangan: 'x'.repeat(201) }, tokens.KASIR1);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Keterangan Otorisasi Terlalu Panjang' });
  });

  it('needs a login, or a ticket that only asks for freeing its own user id', async () => {
    const anonymous = await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'FORCE_LOGOUT' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Invalid Token.' });
    const stale = await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'BATAL_PENJUALAN' }, 'bukan-token');
    expect(stale.statusCode).toBe(401);
    expect((await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'FORCE_LOGOUT', ticket: 'bukan-tiket' })).statusCode).toBe(401);

    await t.login('KASIR2', 'rahasia123');
    const ticket = await ticketFor('KASIR2');
    const otherKind = await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'BATAL_PENJUALAN', ticket });
    expect(otherKind.statusCode).toBe(400);
    expect(otherKind.json()).toEqual({ message: 'Otorisasi Tidak Valid' });
    const ok = await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'FORCE_LOGOUT', ticket });
    expect(ok.statusCode).toBe(200);
    expect(await row(ok.json().authorization_id)).toMatchObject({ requested_by: 'KASIR2', authorized_by: 'SPV1', kategori: 'FORCE_LOGOUT' });
  });

  it('gives a ticket only for the right password of a user id that is in use', async () => {
    const wrong = await ticketRequest('KASIR2', 'salah');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'User ID Atau Password Salah' });
    const free = await ticketRequest('KASIR5', 'rahasia123');
    expect(free.statusCode).toBe(409);
    expect(free.json()).toEqual({ message: 'User ID Tidak Sedang Digunakan, Silahkan Login' });
    const ok = await ticketRequest('kasir2', 'rahasia123');
    expect(ok.json()).toEqual({ status: 'success', ticket: expect.any(String), fingerprint: false });
  });

  it('limits password attempts per address and authorizer, like the login', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/authorisation',
        payload: { user_id: 'SPV2', password: 'tebak', kategori: 'BATAL_PENJUALAN' },
        headers: { 'x-auth-token': tokens.KASIR1 },
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('single use, through PUT users/force-logout/{user_id}', () => {
  /** A FORCE_LOGOUT authorization by SPV1 for the holder of `ticket`. */
  const freeing = async (ticket: string) =>
    (await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'FORCE_LOGOUT', ticket, description: 'Bebaskan User ID' })).json()
      .authorization_id as string;

  it('frees a stuck user id once: the old session ends, the user logs in, the authorization cannot be replayed', async () => {
    const stuck = tokens.KASIR3;
    const again = await t.call('POST', '/api/v1/users/login', { body: { user_id: 'KASIR3', password: 'rahasia123' } });
    expect(again.json()).toEqual({ message: 'User ID Sedang Digunakan' });

    const ticket = await ticketFor('KASIR3');
    const id = await freeing(ticket);
    const freed = await forceLogout('kasir3', { ticket, authorization_id: id });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json()).toEqual({ status: 'success', message: 'User ID Berhasil Dibebaskan', revoked: 1 });
    expect(await row(id)).toMatchObject({ used_for: 'KASIR3', requested_by: 'KASIR3' });
    expect((await row(id))?.used_at).not.toBeNull();
    expect((await t.call('GET', '/api/v1/users/me', { token: stuck })).json()).toEqual({ message: 'Invalid Token.' });
    tokens.KASIR3 = await t.login('KASIR3', 'rahasia123');

    const replay = await forceLogout('KASIR3', { ticket: await ticketFor('KASIR3'), authorization_id: id });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: 'Otorisasi Sudah Digunakan' });
    const usedTicket = await forceLogout('KASIR3', { ticket, authorization_id: await freeing(await ticketFor('KASIR3')) });
    expect(usedTicket.json()).toEqual({ message: 'Otorisasi Tidak Valid' });
    expect((await t.call('GET', '/api/v1/users/me', { token: tokens.KASIR3 })).statusCode).toBe(200);
  });

  it('refuses an authorization given for another kategori, for another user, or unknown, and leaves both unused', async () => {
    await t.login('KASIR4', 'rahasia123');
    const ticket = await ticketFor('KASIR4');
    const otherKind = (await authorise({ user_id: 'SPV1', password: 'rahasia123', kategori: 'BATAL_PENJUALAN' }, tokens.KASIR1)).json().authorization_id;
    const otherUser = await freeing(await ticketFor('KASIR2'));
    for (const authorization_id of [otherKind, otherUser, 'tidak-ada', undefined]) {
      const res = await forceLogout('KASIR4', { ticket, authorization_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Otorisasi Tidak Valid' });
    }
    expect((await row(otherKind))?.used_at).toBeNull();
    expect((await row(otherUser))?.used_at).toBeNull();
    const mine = await freeing(ticket);
    const notMyTicket = await forceLogout('KASIR4', { ticket: await ticketFor('KASIR2'), authorization_id: mine });
    expect(notMyTicket.json()).toEqual({ message: 'Otorisasi Tidak Valid' });
    const stillStuck = await t.call('POST', '/api/v1/users/login', { body: { user_id: 'KASIR4', password: 'rahasia123' } });
    expect(stillStuck.statusCode).toBe(409);
  });

  it('refuses an authorization older than 15 minutes, and a ticket older than 10', async () => {
    const ticket = await ticketFor('KASIR4');
    const id = await freeing(ticket);
    await t.db.query(`UPDATE authorizations SET created_at = now() - interval '16 minutes' WHERE id = $1`, [id]);
    const res = await forceLogout('KASIR4', { ticket, authorization_id: id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Otorisasi Sudah Kedaluwarsa' });
    const fresh = await freeing(ticket);
    await t.db.query(`UPDATE requester_tickets SET created_at = now() - interval '11 minutes'`);
    expect((await forceLogout('KASIR4', { ticket, authorization_id: fresh })).json()).toEqual({ message: 'Otorisasi Tidak Valid' });
  });

  it('stays unused when the action that consumed it fails and rolls back', async () => {
    const ticket = await ticketFor('KASIR4');
    const id = await freeing(ticket);
    await expect(
      t.db.transaction(async (tx) => {
        await consumeAuthorization(tx, id, 'FORCE_LOGOUT', 'KASIR4');
        throw new Error('the action failed after consuming');
      }),
    ).rejects.toThrow('the action failed');
    expect((await row(id))?.used_at).toBeNull();
    const res = await forceLogout('KASIR4', { ticket, authorization_id: id });
    expect(res.statusCode).toBe(200);
  });
});

describe('fingerprint', () => {
  const dir = mkdtempSync(join(TEST_ROOT, 'fingers-'));
  const finger = (name: string, seed: string) => {
    const file = join(dir, name);
    writeFileSync(file, createHash('sha512').update(seed).digest());
    return file;
  };
  const spvFinger = finger('spv1.fp', 'jari SPV1');
  const otherFinger = finger('lain.fp', 'jari orang lain');
  const reference = createHash('sha256').update(createHash('sha512').update('jari SPV1').digest()).digest('hex');

  const browser = (token: string) =>
    new Promise<Socket>((resolve, reject) => {
      const s = connect(url, { auth: { token }, transports: ['websocket'] });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
  const nextAuth = (s: Socket) => new Promise<Record<string, unknown>>((resolve) => s.once('fingerprint-auth', resolve));
  const askScan = (s: Socket, user_id: string) =>
    s.timeout(5000).emitWithAck('fingerprint-scan-request', { user_id }) as Promise<{ status: string; message?: string }>;
  const authorizeByFinger = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/authorization/fingerprint', { token, body });

  it('is refused while FINGERPRINT_MODULE is off', async () => {
    for (const [method, path] of [['GET', '/api/v1/user-fingerprint?user_id=SPV1'], ['POST', '/api/v1/user-fingerprint'], ['POST', '/api/v1/authorization/fingerprint'], ['GET', '/api/v1/authorization/authorizers']]) {
      const res = await t.call(method, path, { token: tokens.OWNER, body: method === 'POST' ? {} : undefined });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    await t.setModule('FINGERPRINT_MODULE', true);
  });

  // Three agent processes, each started with tsx: slow on a loaded machine.
  it('enrolls a template with the agent (OWN/SU only) and answers its reference, never the template', { timeout: 90_000 }, async () => {
    const noCredentials = await runAgent(url, ['enroll', 'SPV1', '--finger', spvFinger], {});
    expect(noCredentials.code).toBe(1);
    const kasir = await runAgent(url, ['enroll', 'SPV1', '--finger', spvFinger], { FP_AGENT_USER: 'KASIR5', FP_AGENT_PASSWORD: 'rahasia123' });
    expect(kasir.code).toBe(1);
    expect(kasir.output).toContain('Anda Tidak Memiliki Akses Ke Menu Ini');

    // The agent logs in as the enrolling person, so that person must not be logged in elsewhere at that moment.
    const enrolled = await runAgent(url, ['enroll', 'spv1', '--finger', spvFinger], { FP_AGENT_USER: 'SU2', FP_AGENT_PASSWORD: 'rahasia123' });
    expect(enrolled.output).toContain('Fingerprint Berhasil Disimpan: SPV1');
    expect(enrolled.code).toBe(0);
    expect((await t.db.query(`SELECT enrolled_by FROM user_fingerprints WHERE user_id = 'SPV1'`))[0]).toEqual({ enrolled_by: 'SU2' });
    expect((await t.call('POST', '/api/v1/users/login', { body: { user_id: 'SU2', password: 'rahasia123' } })).statusCode).toBe(200);

    const res = await t.call('GET', '/api/v1/user-fingerprint?user_id=spv1', { token: tokens.KASIR1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({ user_id: 'SPV1', nama_user: 'SPV1', level: 'SPV', fingerprints: [{ bytes: reference }] });

    const unknown = await t.call('GET', '/api/v1/user-fingerprint?user_id=SPV2', { token: tokens.KASIR1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Username Tidak Tidak Terdaftar' });
    const bad = await t.call('POST', '/api/v1/user-fingerprint', { token: tokens.OWNER, body: { user_id: 'SPV2', bytes: 'bukan base64!' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Data Fingerprint Tidak Valid' });
  });

  it('lists the supervisors and owners the fingerprint mode offers, without the asking user', async () => {
    const spv = (await t.call('GET', '/api/v1/authorization/authorizers?level=SPV', { token: tokens.SPV2 })).json().data;
    expect(spv).toEqual([{ user_id: 'SPV1', nama_user: 'SPV1', level: 'SPV', has_fingerprint: true }]);
    const own = (await t.call('GET', '/api/v1/authorization/authorizers?level=OWN', { token: tokens.KASIR1 })).json().data;
    expect(own).toEqual([{ user_id: 'OWNER', nama_user: 'Owner', level: 'OWN', has_fingerprint: false }]);
  });

  it('says so when no agent is connected', async () => {
    const s = await browser(tokens.KASIR1);
    expect(await askScan(s, 'SPV1')).toEqual({ status: 'error', message: 'Alat Fingerprint Tidak Terhubung' });
    expect(await askScan(s, 'SPV2')).toEqual({ status: 'error', message: 'Username Tidak Tidak Terdaftar' });
    s.close();
  });

  it('relays a matching scan only to the asking user, then turns it into one authorization', async () => {
    const agent = await startScanAgent(url, AGENT_TOKEN, spvFinger);
    const asking = await browser(tokens.KASIR1);
    const bystander = await browser(tokens.KASIR3);
    let bystanderHeard = false;
    bystander.on('fingerprint-auth', () => (bystanderHeard = true));
    try {
      const heard = nextAuth(asking);
      expect(await askScan(asking, 'spv1')).toEqual({ status: 'sent' });
      expect(await heard).toEqual({ status: true, auth_for: 'KASIR1', user_id: 'SPV1' });
      await agent.waitFor('Hasil scan SPV1: cocok');

      const wrongFp = await authorizeByFinger(tokens.KASIR1, { user_id: 'SPV1', fp: 'a'.repeat(64), kategori: 'BATAL_PENJUALAN' });
      expect(wrongFp.json()).toEqual({ message: 'Fingerprint Tidak Cocok' });
      const otherUser = await authorizeByFinger(tokens.KASIR3, { user_id: 'SPV1', fp: reference, kategori: 'BATAL_PENJUALAN' });
      expect(otherUser.statusCode).toBe(400);
      expect(otherUser.json()).toEqual({ message: 'Fingerprint Belum Di Scan, Silahkan Scan Ulang' });

      const ok = await authorizeByFinger(tokens.KASIR1, { user_id: 'SPV1', fp: reference, kategori: 'BATAL_PENJUALAN', keterangan: 'Disetujui' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(await row(ok.json().authorization_id)).toMatchObject({
        kategori: 'BATAL_PENJUALAN',
        authorized_by: 'SPV1',
        requested_by: 'KASIR1',
        keterangan: 'Disetujui',
        method: 'FINGERPRINT',
        used_at: null,
      });
      const replay = await authorizeByFinger(tokens.KASIR1, { user_id: 'SPV1', fp: reference, kategori: 'BATAL_PENJUALAN' });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ message: 'Fingerprint Belum Di Scan, Silahkan Scan Ulang' });
      expect(bystanderHeard).toBe(false);
    } finally {
      asking.close();
      bystander.close();
      await agent.stop();
    }
  });

  it('serves the login page too: a ticket holder asks, hears the answer and frees their user id', async () => {
    const ticket = await ticketFor('KASIR2');
    const q = `ticket=${encodeURIComponent(ticket)}`;
    expect((await t.call('GET', '/api/v1/user-fingerprint?user_id=SPV1')).statusCode).toBe(401);
    const authorizers = (await t.call('GET', `/api/v1/authorization/authorizers?level=SPV&${q}`)).json().data as { user_id: string }[];
    expect(authorizers.map((u) => u.user_id)).toEqual(['SPV1', 'SPV2']);
    expect((await t.call('GET', `/api/v1/user-fingerprint?user_id=SPV1&${q}`)).json().data[0].fingerprints).toEqual([{ bytes: reference }]);

    const agent = await startScanAgent(url, AGENT_TOKEN, spvFinger);
    const page = await new Promise<Socket>((resolve, reject) => {
      const s = connect(url, { auth: { ticket }, transports: ['websocket'] });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    try {
      const heard = nextAuth(page);
      expect(await askScan(page, 'SPV1')).toEqual({ status: 'sent' });
      expect(await heard).toEqual({ status: true, auth_for: 'KASIR2', user_id: 'SPV1' });
      const otherKind = await t.call('POST', '/api/v1/authorization/fingerprint', { body: { user_id: 'SPV1', fp: reference, kategori: 'BATAL_PENJUALAN', ticket } });
      expect(otherKind.json()).toEqual({ message: 'Otorisasi Tidak Valid' });
      const ok = await t.call('POST', '/api/v1/authorization/fingerprint', { body: { user_id: 'SPV1', fp: reference, kategori: 'FORCE_LOGOUT', ticket } });
      expect(ok.statusCode, ok.body).toBe(200);
      const freed = await forceLogout('KASIR2', { ticket, authorization_id: ok.json().authorization_id });
      expect(freed.json()).toMatchObject({ message: 'User ID Berhasil Dibebaskan', revoked: 1 });
    } finally {
      page.close();
      await agent.stop();
    }
  });

  it('relays a failed scan as status false, and a failed scan authorizes nothing', async () => {
    const agent = await startScanAgent(url, AGENT_TOKEN, otherFinger);
    const asking = await browser(tokens.KASIR1);
    try {
      const heard = nextAuth(asking);
      expect(await askScan(asking, 'SPV1')).toEqual({ status: 'sent' });
      expect(await heard).toEqual({ status: false, auth_for: 'KASIR1', user_id: 'SPV1' });
      const res = await authorizeByFinger(tokens.KASIR1, { user_id: 'SPV1', fp: reference, kategori: 'BATAL_PENJUALAN' });
      expect(res.json()).toEqual({ message: 'Fingerprint Belum Di Scan, Silahkan Scan Ulang' });
    } finally {
      asking.close();
      await agent.stop();
    }
  });

  it('does not take an agent at its word: a claimed match with other bytes is relayed as a failure', async () => {
    const agent = connect(url, { auth: { token: AGENT_TOKEN, role: 'fingerprint-agent' }, transports: ['websocket'] });
    agent.on('fingerprint-scan-request', (req: { auth_for: string; user_id: string }) =>
      agent.emit('fingerprint-result', { status: true, auth_for: req.auth_for, user_id: req.user_id, fp: Buffer.from('bukan jari SPV1, tapi cukup panjang').toString('base64') }),
    );
    await new Promise<void>((resolve) => agent.once('connect', () => resolve()));
    const asking = await browser(tokens.KASIR1);
    try {
      const heard = nextAuth(asking);
      expect(await askScan(asking, 'SPV1')).toEqual({ status: 'sent' });
      expect(await heard).toEqual({ status: false, auth_for: 'KASIR1', user_id: 'SPV1' });
    } finally {
      asking.close();
      agent.close();
    }
  });

  it('refuses an agent without the service token', async () => {
    const agent = connect(url, { auth: { token: 'salah', role: 'fingerprint-agent' }, transports: ['websocket'], reconnection: false });
    const error = await new Promise<Error>((resolve) => agent.once('connect_error', resolve));
    expect(error.message).toBe('Invalid Token.');
    agent.close();
  });
});

describe('/parameter-akun endpoints', () => {
  const journals = (token: string) => t.call('GET', '/api/v1/para-akun-transaksi', { token });
  const save = (token: string, trx: string, type: string, detail_akun: unknown) =>
    t.call('PUT', `/api/v1/para-akun-transaksi/${trx}/${type}`, { token, body: { detail_akun } });
  const linesOf = async (trx: string, type: string) =>
    ((await journals(tokens.OWNER)).json().data as { trx: string; type: string; detail_akun: Record<string, string>[] }[]).find(
      (j) => j.trx === trx && j.type === type,
    )!.detail_akun;

  it('are refused while NAGAFIN_ACCOUNTING_MODULE is off', async () => {
    for (const res of [await journals(tokens.OWNER), await t.call('GET', '/api/v1/akuns', { token: tokens.OWNER }), await save(tokens.OWNER, 'PENJUALAN', 'TUNAI', [])]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    await t.setModule('NAGAFIN_ACCOUNTING_MODULE', true);
  });

  it('list the journal parameters with their lines, and the chart of accounts', async () => {
    const data = (await journals(tokens.KASIR1)).json().data as { trx: string; type: string }[];
    expect(data.map((j) => `${j.trx}/${j.type}`)).toEqual(expect.arrayContaining(['PENJUALAN/TUNAI', 'PEMBELIAN/TUNAI', 'PESANAN/DP', 'HUTANG/PELUNASAN', 'KAS/KELUAR']));
    expect(await linesOf('PENJUALAN', 'TUNAI')).toEqual([
      { _id: 'PENJUALAN.TUNAI.KAS', kode_akun: 'KAS', jenis_akun: 'Kas (Debet)', posisi: 'D', nomor_akun: '1-1101', nama_akun: 'Kas Toko' },
      { _id: 'PENJUALAN.TUNAI.PENJUALAN', kode_akun: 'PENJUALAN', jenis_akun: 'Penjualan Emas (Kredit)', posisi: 'K', nomor_akun: '4-1101', nama_akun: 'Penjualan Emas' },
      { _id: 'PENJUALAN.TUNAI.ONGKOS', kode_akun: 'ONGKOS', jenis_akun: 'Pendapatan Ongkos (Kredit)', posisi: 'K', nomor_akun: '4-1102', nama_akun: 'Pendapatan Ongkos Pembuatan' },
      { _id: 'PENJUALAN.TUNAI.HPP', kode_akun: 'HPP', jenis_akun: 'Harga Pokok Penjualan (Debet)', posisi: 'D', nomor_akun: '5-1101', nama_akun: 'Harga Pokok Penjualan' },
      { _id: 'PENJUALAN.TUNAI.PERSEDIAAN', kode_akun: 'PERSEDIAAN', jenis_akun: 'Persediaan Emas (Kredit)', posisi: 'K', nomor_akun: '1-1401', nama_akun: 'Persediaan Emas Siap Jual' },
      { _id: 'PENJUALAN.TUNAI.PPN', kode_akun: 'PPN', jenis_akun: 'PPN Keluaran (Kredit)', posisi: 'K', nomor_akun: '2-1301', nama_akun: 'Hutang Pajak' },
      { _id: 'PENJUALAN.TUNAI.PROMOSI', kode_akun: 'PROMOSI', jenis_akun: 'Poin Dan Kupon (Debet)', posisi: 'D', nomor_akun: '6-1104', nama_akun: 'Beban Promosi Poin Dan Kupon' },
      { _id: 'PENJUALAN.TUNAI.TITIPAN', kode_akun: 'TITIPAN', jenis_akun: 'Titipan Uang Pelanggan (Debet)', posisi: 'D', nomor_akun: '2-1102', nama_akun: 'Titipan Uang Pelanggan' },
      { _id: 'PENJUALAN.TUNAI.TUKAR', kode_akun: 'TUKAR', jenis_akun: 'Kliring Tukar Tambah (Debet)', posisi: 'D', nomor_akun: '1-1990', nama_akun: 'Kliring Tukar Tambah' },
      { _id: 'PENJUALAN.TUNAI.UANG_MUKA', kode_akun: 'UANG_MUKA', jenis_akun: 'Uang Muka Pesanan (Debet)', posisi: 'D', nomor_akun: '2-1101', nama_akun: 'Uang Muka Pesanan Pelanggan' },
      { _id: 'PENJUALAN.TUNAI.CICILAN', kode_akun: 'CICILAN', jenis_akun: 'Penjualan Cicilan Ditangguhkan (Debet)', posisi: 'D', nomor_akun: '2-1105', nama_akun: 'Penjualan Cicilan Ditangguhkan' },
    ]);
    const akuns = (await t.call('GET', '/api/v1/akuns', { token: tokens.KASIR1 })).json().data;
    expect(akuns).toContainEqual({ nomor_akun: '1-1102', nama_akun: 'Kas Kecil', kelompok: 'ASET' });
  });

  it('save a changed account number: Data Berhasil Diedit, and the list shows it', async () => {
    const lines = (await linesOf('PENJUALAN', 'TUNAI')).map(({ kode_akun, jenis_akun, nomor_akun }) => ({ kode_akun, jenis_akun, nomor_akun }));
    lines[0].nomor_akun = '1-1102';
    const res = await save(tokens.SPV2, 'PENJUALAN', 'TUNAI', lines);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Data Berhasil Diedit', data: { trx: 'PENJUALAN', type: 'TUNAI' } });
    expect((await linesOf('PENJUALAN', 'TUNAI'))[0]).toMatchObject({ kode_akun: 'KAS', jenis_akun: 'Kas (Debet)', nomor_akun: '1-1102', nama_akun: 'Kas Kecil' });
    expect((await t.db.query(`SELECT updated_by FROM para_akun_transaksi WHERE trx = 'PENJUALAN' AND type = 'TUNAI'`))[0]).toEqual({ updated_by: 'SPV2' });
  });

  it('refuse unknown or empty account numbers, changed lines and unknown journals, changing nothing', async () => {
    const lines = (await linesOf('PEMBELIAN', 'TUNAI')).map(({ kode_akun, jenis_akun, nomor_akun }) => ({ kode_akun, jenis_akun, nomor_akun }));
    const unknown = await save(tokens.OWNER, 'PEMBELIAN', 'TUNAI', [{ ...lines[0], nomor_akun: '9-9999' }, { ...lines[1], nomor_akun: '' }, ...lines.slice(2)]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Nomor Akun Tidak Terdaftar',
      errors: [
        { field: 'detail_akun.0.nomor_akun', message: 'Nomor Akun Tidak Terdaftar' },
        { field: 'detail_akun.1.nomor_akun', message: 'Nomor Akun Tidak Boleh Kosong' },
      ],
    });
    for (const detail of [lines.slice(1), [...lines, lines[0]], [{ ...lines[0], kode_akun: 'LAIN' }, lines[1]], 'bukan daftar']) {
      const res = await save(tokens.OWNER, 'PEMBELIAN', 'TUNAI', detail);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Detail Akun Tidak Sesuai Dengan Parameter Jurnal' });
    }
    expect((await save(tokens.OWNER, 'PEMBELIAN', 'TIDAK_ADA', lines)).statusCode).toBe(404);
    expect((await linesOf('PEMBELIAN', 'TUNAI')).map((l) => l.nomor_akun)).toEqual(lines.map((l) => l.nomor_akun));
  });

  it('save only for OWN, SU, MU and SPV whose access tree shows the screen', async () => {
    const lines = (await linesOf('KAS', 'MASUK')).map(({ kode_akun, jenis_akun, nomor_akun }) => ({ kode_akun, jenis_akun, nomor_akun }));
    const kasir = await save(tokens.KASIR1, 'KAS', 'MASUK', lines);
    expect(kasir.statusCode).toBe(403);
    expect(kasir.json()).toEqual(FORBIDDEN);
    for (const id of ['OWNER', 'SU1', 'MU1', 'SPV2']) expect((await save(tokens[id], 'KAS', 'MASUK', lines)).statusCode, id).toBe(200);
    await t.db.query(`UPDATE users SET access = $1::jsonb WHERE user_id = 'SPV2'`, [JSON.stringify([{ key: 'utility', is_show: true, children: [{ key: 'utility_parameter', is_show: false }] }])]);
    expect((await save(tokens.SPV2, 'KAS', 'MASUK', lines)).statusCode).toBe(403);
    await t.db.query(`UPDATE users SET access = '[]'::jsonb WHERE user_id = 'SPV2'`);
  });
});
