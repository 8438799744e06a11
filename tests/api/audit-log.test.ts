// The audit log (issue 24 item 11): a write to a master, a setting, a user or an access tree records who made it, from
// which address, the table and record, and the values before and after; Laporan Audit Log shows it. A refused write
// records nothing, and a recorded row can be neither changed nor deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { OWNER } from '../helpers/paths';

let t: TestApp;
let token: string;
let today: string;
type Row = Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  [{ today }] = await t.db.query<{ today: string }>(`SELECT (now() AT TIME ZONE zona_waktu_toko(kode_toko))::date::text AS today FROM toko WHERE is_own`);
});
afterAll(() => t.close());

/** A write as a browser at `address` sends it. */
const write = (method: string, path: string, body: unknown, address = '10.0.0.7') =>
  t.app.inject({ method: method as 'PUT', url: `/api/v1/${path}`, headers: { 'x-auth-token': token }, payload: body as object, remoteAddress: address });

/** Laporan Audit Log for today, by user and table (ALL by default). */
async function report(q: { user_id?: string; tabel?: string } = {}): Promise<Row[]> {
  const query = new URLSearchParams({ tgl_from: today, tgl_to: today, user_id: q.user_id ?? 'ALL', tabel: q.tabel ?? 'ALL' });
  const res = await t.call('GET', `/api/v1/laporan/audit-log?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Row[];
}
const logged = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0].n;

describe('a master edit', () => {
  it('records the record before and after, who and from where, and the report shows it', async () => {
    expect((await write('POST', 'banks', { kode_bank: 'AUD', nama_bank: 'Bank Audit' })).statusCode).toBe(201);
    expect((await write('PUT', 'banks/AUD', { kode_bank: 'AUD', nama_bank: 'Bank Audit Baru' })).statusCode).toBe(200);
    expect((await write('DELETE', 'banks/AUD', undefined)).statusCode).toBe(200);

    const rows = await report({ tabel: 'master_bank' });
    expect(rows.map((r) => [r.kunci, r.aksi])).toEqual([
      ['AUD', 'TAMBAH'],
      ['AUD', 'UBAH'],
      ['AUD', 'HAPUS'],
    ]);
    const [added, edited, deleted] = rows;
    expect(edited).toMatchObject({ user_id: OWNER.user_id, alamat: '10.0.0.7', tabel: 'master_bank' });
    expect(added.sebelum).toBe('');
    expect(JSON.parse(added.sesudah)).toMatchObject({ kode_bank: 'AUD', nama_bank: 'Bank Audit' });
    expect(JSON.parse(edited.sebelum)).toMatchObject({ nama_bank: 'Bank Audit', is_active: true });
    expect(JSON.parse(edited.sesudah)).toMatchObject({ nama_bank: 'Bank Audit Baru' });
    expect(JSON.parse(deleted.sebelum)).toMatchObject({ nama_bank: 'Bank Audit Baru' });
    expect(deleted.sesudah).toBe('');
    // The filters: the table's choices hold it, and another user's writes are not this user's.
    const tables = (await t.call('GET', '/api/v1/laporan/audit-log/tabel', { token })).json().data as Row[];
    expect(tables.map((r) => r.tabel)).toContain('master_bank');
    expect(await report({ user_id: 'SIAPA', tabel: 'master_bank' })).toEqual([]);
  });

  it('records nothing for a refused write', async () => {
    const before = await logged();
    expect((await write('POST', 'banks', { kode_bank: '', nama_bank: 'Tanpa Kode' })).statusCode).toBe(400);
    expect((await write('PUT', 'banks/TIDAKADA', { kode_bank: 'TIDAKADA', nama_bank: 'X' })).statusCode).toBe(404);
    expect((await write('PUT', 'para-system/key/pembulatan', { value: 'bukan angka' })).statusCode).toBe(400);
    expect((await write('POST', 'users/create', { user_id: 'AUDX', nama_user: 'X', password: '1', level: 'KASIR', kode_toko: 'TOKO01' })).statusCode).toBe(400);
    expect(await logged()).toBe(before);
  });
});

it('records a setting changed, not one saved as it was', async () => {
  const [{ value: was }] = await t.db.query<{ value: string }>(`SELECT value FROM para_system WHERE key = 'pembulatan'`);
  const next = was === '1000' ? 500 : 1000;
  expect((await write('PUT', 'para-system/key/pembulatan', { value: next })).statusCode).toBe(200);
  expect((await write('PUT', 'para-system/key/pembulatan', { value: next })).statusCode).toBe(200);
  const rows = (await report({ tabel: 'para_system' })).filter((r) => r.kunci === 'pembulatan');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ aksi: 'UBAH', sebelum: JSON.stringify(was), sesudah: JSON.stringify(String(next)) });
});

it('records a module flag and the shop record changed', async () => {
  expect((await write('PUT', 'modules', { MEMBER_MODULE: { active: true } })).statusCode).toBe(200);
  const [flag] = (await report({ tabel: 'modules' })).filter((r) => r.kunci === 'MEMBER_MODULE');
  expect(JSON.parse(flag.sesudah)).toEqual({ active: true, value: null });
  expect((await write('PUT', 'toko/own', { nama_toko: 'Toko Audit', alamat_toko: 'Jl. Audit 1' })).statusCode).toBe(200);
  const [shop] = await report({ tabel: 'toko' });
  expect(JSON.parse(shop.sesudah)).toMatchObject({ nama_toko: 'Toko Audit', alamat_toko: 'Jl. Audit 1' });
  expect(JSON.parse(shop.sebelum).nama_toko).not.toBe('Toko Audit');
});

it('records a user added, changed, its password reset and deactivated, never a password or its hash', async () => {
  const create = await write('POST', 'users/create', { user_id: 'AUDKASIR', nama_user: 'Kasir Audit', password: 'rahasia-audit', level: 'KASIR', kode_toko: 'TOKO01' });
  expect(create.statusCode, create.body).toBe(201);
  expect((await write('PUT', 'users/update/AUDKASIR', { nama_user: 'Kasir Audit Dua', level: 'KASIR', kode_toko: 'TOKO01' })).statusCode).toBe(200);
  expect((await write('PUT', 'users/reset-password/AUDKASIR', { password: 'baru-rahasia' })).statusCode).toBe(200);
  expect((await write('PUT', 'users/deactivate/AUDKASIR', {})).statusCode).toBe(200);
  const rows = (await report({ tabel: 'users' })).filter((r) => r.kunci === 'AUDKASIR');
  expect(rows.map((r) => r.aksi)).toEqual(['TAMBAH', 'UBAH', 'RESET_PASSWORD', 'HAPUS']);
  expect(JSON.parse(rows[1].sebelum)).toMatchObject({ nama_user: 'Kasir Audit' });
  expect(JSON.parse(rows[1].sesudah)).toMatchObject({ nama_user: 'Kasir Audit Dua' });
  expect(JSON.parse(rows[2].sesudah)).toEqual({ password: '***', must_change_password: false });
  const [{ password_hash: hash }] = await t.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE user_id = 'AUDKASIR'`);
  const text = JSON.stringify(rows);
  for (const secret of ['rahasia-audit', 'baru-rahasia', hash, 'password_hash']) expect(text).not.toContain(secret);
});

it("records a user's own password change, never the password", async () => {
  await t.createUser('AUDGANTI', 'KASIR');
  const own = await t.login('AUDGANTI', 'rahasia123');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/change-password',
    headers: { 'x-auth-token': own },
    payload: { password: 'rahasia123', new_password: 'ganti-rahasia' },
    remoteAddress: '10.0.0.9',
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = (await report({ user_id: 'AUDGANTI' })).filter((r) => r.kunci === 'AUDGANTI');
  expect(rows).toMatchObject([{ tabel: 'users', aksi: 'UBAH', alamat: '10.0.0.9' }]);
  expect(JSON.parse(rows[0].sesudah)).toEqual({ password: '***', must_change_password: false });
});

it('records each row of a master imported from a file', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/import-data-pusat/bank',
    headers: { 'x-auth-token': token, 'content-type': 'application/octet-stream' },
    payload: Buffer.from('kode_bank,nama_bank\nIMP1,Bank Impor Satu\nIMP2,Bank Impor Dua\n', 'utf8'),
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = (await report({ tabel: 'master_bank' })).filter((r) => r.kunci.startsWith('IMP'));
  expect(rows.map((r) => [r.kunci, r.aksi, JSON.parse(r.sesudah).nama_bank])).toEqual([
    ['IMP1', 'TAMBAH', 'Bank Impor Satu'],
    ['IMP2', 'TAMBAH', 'Bank Impor Dua'],
  ]);
});

it("records a journal's account numbers changed (/parameter-akun)", async () => {
  await t.setModule('NAGAFIN_ACCOUNTING_MODULE', true);
  const journal = (await t.call('GET', '/api/v1/para-akun-transaksi', { token })).json().data as { trx: string; type: string; detail_akun: Row[] }[];
  const lines = journal.find((j) => j.trx === 'PENJUALAN' && j.type === 'TUNAI')!.detail_akun.map(({ kode_akun, jenis_akun, nomor_akun }) => ({ kode_akun, jenis_akun, nomor_akun }));
  lines[0].nomor_akun = '1-1102';
  expect((await write('PUT', 'para-akun-transaksi/PENJUALAN/TUNAI', { detail_akun: lines })).statusCode).toBe(200);
  const [row] = await report({ tabel: 'para_akun_transaksi' });
  expect(row.kunci).toBe('PENJUALAN/TUNAI');
  expect(JSON.parse(row.sebelum).KAS).toBe('1-1101');
  expect(JSON.parse(row.sesudah).KAS).toBe('1-1102');
});

it('records an access tree changed', async () => {
  await t.createUser('AUDSPV', 'SPV');
  const tree = [{ key: 'utility', is_show: true, children: [{ key: 'utility_setting', is_show: true }] }];
  const res = await write('PUT', 'users/access/AUDSPV', { access: tree });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await report({ tabel: 'hak_akses' });
  expect(row).toMatchObject({ kunci: 'AUDSPV', aksi: 'UBAH', user_id: OWNER.user_id });
  expect(JSON.parse(row.sesudah)).toEqual(tree);
});

it('keeps every row as written: no update, no delete', async () => {
  await expect(t.db.query(`UPDATE audit_log SET user_id = 'LAIN'`)).rejects.toThrow(/audit_log/);
  await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/audit_log/);
  expect(await logged()).toBeGreaterThan(0);
});
