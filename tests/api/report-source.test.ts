// The read seam of the reports (server/engine/report-source.ts) with two real servers: the head office reads a report
// of a branch that runs its own server through the branch's portal (the service token), and gets the branch's rows,
// not its own database's. A branch that is gone, answers garbage or refuses the token is 'Data Gagal Dimuat' (502,
// the spec's status error and empty data), never a wrong or half answer; the token opens the report routes only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { PORTAL_FAILED } from '../../server/portal/client';

const SERVICE_TOKEN = 'token-layanan-pusat-uji';
let ho: TestApp;
let branch: TestApp;
let branchUrl: string;
let hoToken: string;
let branchOwner: string;
let tgl: string;
const stubs: Server[] = [];

/** A stand-in branch that answers every call with `status` and `text`. */
async function stub(status: number, text: string): Promise<string> {
  const server = createServer((_req, res) => res.writeHead(status, { 'content-type': 'application/json' }).end(text));
  stubs.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const setPortal = (portal: string | null) => ho.db.query(`UPDATE toko SET portal = $1 WHERE kode_toko = 'TOKO01'`, [portal]);
const kasHarian = (app: TestApp, token: string) =>
  app.call('GET', `/api/v1/reportkas/kas-harian?tgl_from=${tgl}&tgl_to=${tgl}&kode_toko=TOKO01`, { token });
const notes = (rows: { detail?: { keterangan: string; jumlah_in: number }[] }[]) => rows.flatMap((r) => (r.detail ?? []).map((d) => [d.keterangan, Number(d.jumlah_in)]));

beforeAll(async () => {
  [ho, branch] = await Promise.all([startTestApp({ portalServiceToken: SERVICE_TOKEN }), startTestApp({ portalServiceToken: SERVICE_TOKEN })]);
  await branch.app.listen({ port: 0, host: '127.0.0.1' });
  branchUrl = `http://127.0.0.1:${(branch.app.server.address() as AddressInfo).port}`;
  [{ tgl }] = await branch.db.query<{ tgl: string }>(`SELECT tgl_system::text AS tgl FROM hari_toko WHERE kode_toko = 'TOKO01'`);

  // The branch's day: money put into its till, on its own server only.
  await branch.db.query(`INSERT INTO master_kode_transaksi (kode_transaksi, nama_transaksi, jenis_transaksi) VALUES ('MODAL', 'TAMBAH MODAL', 'MASUK')`);
  branchOwner = await branch.login();
  const put = await branch.call('POST', '/api/v1/cash', { token: branchOwner, body: { akun: 'KAS', kategori: 'MODAL', keterangan: 'Modal cabang', jumlah: 1_250_000 } });
  expect(put.statusCode, put.body).toBe(201);

  // The head office: its own shop, its owner, and the branch TOKO01 at the branch's address.
  await ho.db.query(`INSERT INTO toko (kode_toko, nama_toko, alamat_toko, level) VALUES ('PST01', 'Kilau Pusat', 'Jl. Pusat', 'PUSAT')`);
  await ho.db.query(`UPDATE hari_toko SET tgl_system = $1 WHERE kode_toko = 'PST01'`, [tgl]);
  await ho.db.query(`UPDATE users SET kode_toko = 'PST01' WHERE user_id = 'OWNER'`);
  hoToken = await ho.login();
});

afterAll(async () => {
  await Promise.all(stubs.map((s) => new Promise((resolve) => (s.closeAllConnections(), s.close(resolve)))));
  await Promise.all([ho?.close(), branch?.close()]);
});

describe("a branch's report read by the head office", () => {
  it("answers the branch's own rows, as the branch's owner reads them, through its portal", async () => {
    await setPortal(branchUrl);
    const res = await kasHarian(ho, hoToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(notes(res.json().data)).toContainEqual(['Modal cabang', 1_250_000]);
    const atBranch = await kasHarian(branch, branchOwner);
    expect(res.json().data).toEqual(atBranch.json().data);
    // Without the address, the head office reads what its own database holds of TOKO01: not the branch's day.
    await setPortal(null);
    const local = await kasHarian(ho, hoToken);
    expect(local.statusCode, local.body).toBe(200);
    expect(notes(local.json().data)).not.toContainEqual(['Modal cabang', 1_250_000]);
  });

  it("is 'Data Gagal Dimuat' when the branch is gone, answers garbage or a failure, or refuses the token", async () => {
    const gone = await stub(200, '{}');
    stubs.pop()!.close();
    for (const portal of [gone, await stub(200, 'bukan json'), await stub(200, '{"data":"x"}'), await stub(500, '{"message":"rusak"}'), await stub(401, '{"message":"Invalid Token."}')]) {
      await setPortal(portal);
      const res = await kasHarian(ho, hoToken);
      expect(res.statusCode, `${portal}: ${res.body}`).toBe(502);
      expect(res.json()).toEqual({ status: 'error', message: PORTAL_FAILED, data: [] });
    }
  });

  it('opens the report routes to the service token, and nothing else', async () => {
    const headers = { 'x-auth-token': SERVICE_TOKEN };
    const report = await fetch(`${branchUrl}/api/v1/reportkas/kas-harian?tgl_from=${tgl}&tgl_to=${tgl}&kode_toko=TOKO01`, { headers });
    expect(report.status).toBe(200);
    for (const path of ['cash/saldo', 'users/kasir', `cash/paginated?tgl=${tgl}`]) {
      const res = await fetch(`${branchUrl}/api/v1/${path}`, { headers });
      expect(res.status, path).toBe(401);
    }
    const unknownShop = await fetch(`${branchUrl}/api/v1/reportkas/kas-harian?tgl_from=${tgl}&tgl_to=${tgl}&kode_toko=TOKO77`, { headers });
    expect(unknownShop.status).toBe(404);
  });
});
