// The head office receives a send of a branch that runs its own server, through the branch's portal, with faults
// injected: a stand-in branch (a small HTTP server playing the branch's two portal routes) fails the reception call
// once, refuses another send for good, or is gone. The head office writes its reception first and completes it on
// the retry, never twice; a reception its branch refused can be cancelled; every refusal before the write writes
// nothing. The real two-server journey is tests/e2e/kirim-uang-two-servers.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { hashPassword } from '../../server/auth/passwords';
import { KIRIM_UANG_MESSAGES } from '../../domain/kirim-uang';

const SERVICE_TOKEN = 'token-layanan-pusat-uji';
const BRANCH = 'TOKO09';
let t: TestApp;
let ho: string;
let tgl: string;

/** The stand-in branch: its sends, what it does with the next receptions, and every call it got. */
const branch = {
  server: undefined as Server | undefined,
  sends: new Map<string, Record<string, unknown>>(),
  /** Status answered to each reception call, in turn (then 201). */
  receptionAnswers: [] as { status: number; message?: string }[],
  calls: [] as { method: string; url: string; token: string; body: Record<string, unknown> }[],
};

function sendOf(no_reff: string, jumlah_rp: number) {
  return { no_reff, kode_toko: BRANCH, nama_toko: 'Cabang Sembilan', tgl_system: tgl, input_by: 'SPV09', jumlah_rp, tujuan: 'PST01', nama_tujuan: 'Kilau Pusat', keterangan: 'Setoran', akun: 'KAS', status: 'SENT', no_terima: null, diterima_by: null, diterima_at: null };
}

async function startBranch(): Promise<string> {
  branch.server = createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      const body = text ? JSON.parse(text) : {};
      branch.calls.push({ method: req.method!, url: req.url!, token: String(req.headers['x-auth-token']), body });
      const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      const [, no, reception] = /^\/api\/v1\/kirim-uang\/([^/]+)(\/reception)?$/.exec(req.url!) ?? [];
      const send = branch.sends.get(decodeURIComponent(no ?? ''));
      if (req.headers['x-auth-token'] !== SERVICE_TOKEN) return answer(401, { message: 'Invalid Token.' });
      if (!send) return answer(404, { message: KIRIM_UANG_MESSAGES.notFound });
      if (!reception) return answer(200, { status: 'success', data: send });
      const next = branch.receptionAnswers.shift() ?? { status: 201 };
      if (next.status !== 201) return answer(next.status, { message: next.message ?? 'Gagal' });
      Object.assign(send, { status: 'DONE', no_terima: body.no_terima, diterima_by: body.diterima_by });
      return answer(201, { status: 'success', data: send });
    });
  });
  await new Promise<void>((resolve) => branch.server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(branch.server!.address() as AddressInfo).port}`;
}

const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM (${sql}) x`, params))[0].n);
const writes = async () => ({ dokumen: await count('SELECT 1 FROM dokumen'), kas: await count('SELECT 1 FROM kas_mutasi'), jurnal: await count('SELECT 1 FROM jurnal'), terima: await count('SELECT 1 FROM terima_uang') });
const receive = (no: string) => t.call('POST', `/api/v1/kirim-uang/${no}/reception`, { token: ho, body: { akun: 'KAS' } });
const receptionCalls = () => branch.calls.filter((c) => c.method === 'POST').length;
const till = async () => Number((await t.db.query<{ s: string }>(`SELECT coalesce(sum(jumlah_in - jumlah_out), 0)::text AS s FROM kas_mutasi WHERE kode_toko = 'PST01' AND akun = 'KAS'`))[0].s);

beforeAll(async () => {
  t = await startTestApp({ loginAttemptsPerMinute: 1000, portalServiceToken: SERVICE_TOKEN });
  [{ tgl }] = await t.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);
  const portal = await startBranch();
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
  await t.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level, portal) VALUES ($1, 'Cabang Sembilan', 'Jl. Sembilan', 'CABANG', $2)`, [BRANCH, portal]);
  await t.db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [tgl]);
  const hash = await hashPassword('rahasia123');
  for (const [user, level] of [['HO1', 'SPV'], ['HO2', 'SPV']]) {
    await t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ($1, $1, $2, $3, 'PST01')`, [user, hash, level]);
  }
  ho = await t.login('HO1', 'rahasia123');
});

/** Stops the stand-in branch, its kept-alive connections too. */
async function stopBranch(): Promise<void> {
  const server = branch.server;
  branch.server = undefined;
  if (!server) return;
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
}

afterAll(async () => {
  await t?.close();
  await stopBranch();
});

describe('a send received through the branch portal', () => {
  const no = `KU-${BRANCH}-20261124-0001`;

  it('is looked up at the branch with the service token', async () => {
    branch.sends.set(no, sendOf(no, 750_000));
    const res = await t.call('GET', `/api/v1/kirim-uang/${no}`, { token: ho });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ no_reff: no, kode_toko: BRANCH, status: 'SENT', jumlah_rp: 750_000, penerimaan: null });
    expect(branch.calls.at(-1)).toMatchObject({ method: 'GET', url: `/api/v1/kirim-uang/${no}`, token: SERVICE_TOKEN });
    const unknown = await t.call('GET', `/api/v1/kirim-uang/KU-${BRANCH}-20261124-0099`, { token: ho });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(KIRIM_UANG_MESSAGES.notFound);
  });

  it('is written at the head office first; a failed call to the branch is completed by the retry, never twice', async () => {
    const saldo = await till();
    branch.receptionAnswers.push({ status: 503 });
    const failed = await receive(no);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(KIRIM_UANG_MESSAGES.receiveFailed);
    const [first] = await t.db.query<{ no_terima: string; dikonfirmasi_at: string | null }>('SELECT no_terima, dikonfirmasi_at FROM terima_uang WHERE no_reff = $1', [no]);
    expect(first.dikonfirmasi_at).toBeNull();
    expect(await till()).toBe(saldo + 750_000);
    // The screen shows the reception waiting for its branch.
    const seen = await t.call('GET', `/api/v1/kirim-uang/${no}`, { token: ho });
    expect(seen.json().data.penerimaan).toEqual({ no_terima: first.no_terima, dikonfirmasi: false });

    const before = await writes();
    const retry = await receive(no);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ message: KIRIM_UANG_MESSAGES.received, data: { no_terima: first.no_terima } });
    expect(await writes()).toEqual(before);
    const posts = branch.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body.no_terima)).toEqual([first.no_terima, first.no_terima]);
    expect(posts[1].body).toMatchObject({ kode_toko_terima: 'PST01', diterima_by: 'HO1', jumlah_rp: 750_000 });
    expect(await till()).toBe(saldo + 750_000);

    const calls = receptionCalls();
    const again = await receive(no);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KIRIM_UANG_MESSAGES.alreadyReceived);
    expect(receptionCalls()).toBe(calls);
    expect(await writes()).toEqual(before);
  });

  it('is refused for good when the branch cancelled it meanwhile, and that reception can be cancelled', async () => {
    const other = `KU-${BRANCH}-20261124-0002`;
    branch.sends.set(other, sendOf(other, 300_000));
    branch.receptionAnswers.push({ status: 409, message: KIRIM_UANG_MESSAGES.cancelled });
    const saldo = await till();
    const refused = await receive(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${KIRIM_UANG_MESSAGES.receiveFailed}: ${KIRIM_UANG_MESSAGES.cancelled}`);
    const [{ no_terima }] = await t.db.query<{ no_terima: string }>('SELECT no_terima FROM terima_uang WHERE no_reff = $1', [other]);
    const auth = await t.call('POST', '/api/v1/authorisation', { token: ho, body: { user_id: 'HO2', password: 'rahasia123', kategori: 'BATAL_TERIMA_UANG' } });
    expect(auth.statusCode, auth.body).toBe(200);
    const cancel = await t.call('POST', `/api/v1/terima-uang/${no_terima}/batal`, {
      token: ho,
      body: { alasan: 'Cabang membatalkan kiriman', authorization_id: auth.json().authorization_id ?? auth.json().data.authorization_id },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().message).toBe(KIRIM_UANG_MESSAGES.receiveCancelled);
    expect(await till()).toBe(saldo);
  });

  it('answers the portal failure when the branch is gone, and writes nothing', async () => {
    const no3 = `KU-${BRANCH}-20261124-0003`;
    branch.sends.set(no3, sendOf(no3, 100_000));
    await stopBranch();
    const before = await writes();
    const look = await t.call('GET', `/api/v1/kirim-uang/${no3}`, { token: ho });
    expect(look.statusCode).toBe(502);
    expect(look.json().message).toBe('Data Gagal Dimuat');
    const res = await receive(no3);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(KIRIM_UANG_MESSAGES.receiveFailed);
    expect(await writes()).toEqual(before);
  });
});
