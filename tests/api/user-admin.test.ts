// /data-users, /hak-akses-users and /hak-akses-news on the server: who may do what (levels x actions), the
// level ranking, the validation messages, sessions ended by deactivation and password resets, access trees
// stored and returned at the next login, and the announcement per level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import type { AccessNode } from '../../domain/gates';
import { todayIso } from '../../domain/dates';

const FORBIDDEN = { message: 'Anda Tidak Memiliki Akses Ke Menu Ini' };
const PW = 'rahasia123';
const REPORT = `/api/v1/titip/report-batal-titip-uang?tgl_from=${todayIso()}&tgl_to=${todayIso()}`;

let t: TestApp;
let owner: string;
let su: string;
beforeAll(async () => {
  t = await startTestApp();
  for (const [id, level] of [
    ['SU1', 'SU'],
    ['MU1', 'MU'],
    ['DEV1', 'DEV'],
    ['SPV1', 'SPV'],
    ['KASIR1', 'KASIR'],
  ]) {
    await t.createUser(id, level);
  }
  owner = await t.login();
  su = await t.login('SU1', PW);
});
afterAll(() => t.close());

// Each login from its own address, so the per-address login limit of one test never touches another.
let address = 0;
const login = (user_id: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { user_id, password }, remoteAddress: `10.1.0.${++address}` });
const logout = (token: string) => t.call('POST', '/api/v1/users/logout', { token, body: {} });
const as = (token: string) => ({
  get: (url: string) => t.call('GET', `/api/v1/${url}`, { token }),
  post: (url: string, body: unknown) => t.call('POST', `/api/v1/${url}`, { token, body }),
  put: (url: string, body: unknown = {}) => t.call('PUT', `/api/v1/${url}`, { token, body }),
});
const newUser = (user_id: string, level = 'KASIR', extra: Record<string, unknown> = {}) => ({
  user_id,
  nama_user: `Nama ${user_id}`,
  password: PW,
  level,
  kode_toko: 'TOKO01',
  ...extra,
});
const userRow = async (id: string) =>
  (await t.db.query<{ level: string; is_active: boolean; nama_user: string }>('SELECT level, is_active, nama_user FROM users WHERE user_id = $1', [id]))[0];

describe('who manages users', () => {
  const actions: [string, string, unknown][] = [
    ['POST', 'users/create', newUser('BARU1')],
    ['PUT', 'users/update/KASIR1', { nama_user: 'X', level: 'KASIR', kode_toko: 'TOKO01' }],
    ['PUT', 'users/reset-password/KASIR1', {}],
    ['PUT', 'users/deactivate/KASIR1', {}],
    ['PUT', 'users/activate/KASIR1', {}],
    ['GET', 'users/access/KASIR1', undefined],
    ['PUT', 'users/access/KASIR1', { access: [] }],
    ['GET', 'para-system/key/hak_akses_news', undefined],
    ['PUT', 'para-system/key/hak_akses_news', { value: '{}' }],
  ];

  it.each(['KASIR1', 'SPV1', 'MU1', 'DEV1'])('refuses every action to %s with 403', async (id) => {
    const token = await t.login(id, PW);
    for (const [method, url, body] of actions) {
      const res = await t.call(method, `/api/v1/${url}`, { token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual(FORBIDDEN);
    }
    expect(await userRow('BARU1')).toBeUndefined();
    expect((await userRow('KASIR1')).is_active).toBe(true);
    await logout(token);
  });

  it('gives other levels only the active users id, name and level (report and authorizer pickers)', async () => {
    await t.createUser('NONAKTIF1', 'KASIR');
    await t.db.query(`UPDATE users SET is_active = false WHERE user_id = 'NONAKTIF1'`);
    const token = await t.login('SPV1', PW);
    const res = await as(token).get('users/get/all?level=KASIR');
    expect(res.statusCode).toBe(200);
    const { data, count } = res.json();
    expect(data).toContainEqual({ user_id: 'KASIR1', nama_user: 'KASIR1', level: 'KASIR' });
    expect(data.every((u: { level: string }) => u.level === 'KASIR')).toBe(true);
    expect(data.map((u: { user_id: string }) => u.user_id)).not.toContain('NONAKTIF1');
    expect(count).toBe(data.length);
    await logout(token);
  });

  it('lists every user with shop and status to a manager', async () => {
    const res = await as(owner).get('users/get/all');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toContainEqual({ user_id: 'OWNER', nama_user: 'Owner', level: 'OWN', kode_toko: 'TOKO01', active: true });
    expect(data).toContainEqual({ user_id: 'NONAKTIF1', nama_user: 'NONAKTIF1', level: 'KASIR', kode_toko: 'TOKO01', active: false });
    expect((await as(owner).get('users/get/all?level=BOSS')).json()).toEqual({ message: 'Level Tidak Valid' });
  });
});

describe('create and edit', () => {
  it('creates a cashier who can then log in', async () => {
    const res = await as(owner).post('users/create', newUser(' kasir2 ', 'KASIR', { nama_user: ' Kasir Dua ', kode_toko: 'toko01' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'User Berhasil Ditambahkan',
      data: { user_id: 'KASIR2', nama_user: 'Kasir Dua', level: 'KASIR', kode_toko: 'TOKO01', active: true },
    });
    const logged = await login('KASIR2', PW);
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toMatchObject({ user_id: 'KASIR2', level: 'KASIR' });
    await logout(logged.json().token);
  });

  it('refuses an empty form with every message, and saves nothing', async () => {
    const res = await as(owner).post('users/create', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'User ID Tidak Boleh Kosong',
      errors: [
        { field: 'user_id', message: 'User ID Tidak Boleh Kosong' },
        { field: 'nama_user', message: 'Nama User Tidak Boleh Kosong' },
        { field: 'password', message: 'Password Tidak Boleh Kosong' },
        { field: 'level', message: 'Level Tidak Boleh Kosong' },
        { field: 'kode_toko', message: 'Kode Toko Tidak Boleh Kosong' },
      ],
    });
  });

  it.each([
    [{ password: '12345' }, 'password', 'Password Minimal 6 Karakter'],
    [{ user_id: 'ADA SPASI' }, 'user_id', 'User ID Hanya Boleh Berisi Huruf, Angka, Titik, Strip Atau Garis Bawah'],
    [{ user_id: 'X'.repeat(21) }, 'user_id', 'User ID Maksimal 20 Karakter'],
    [{ level: 'BOSS' }, 'level', 'Level Tidak Valid'],
    [{ nama_user: ['bukan teks'] }, 'nama_user', 'Nama User Tidak Boleh Kosong'],
    [{ kode_toko: 'TIDAKADA' }, 'kode_toko', 'Kode Toko Tidak Terdaftar'],
  ])('refuses %j with "%s: %s"', async (patch, field, message) => {
    const res = await as(owner).post('users/create', newUser('GAGAL1', 'KASIR', patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ field, message }] });
    expect(await userRow('GAGAL1')).toBeUndefined();
  });

  it('refuses a user id already taken, in any case', async () => {
    const res = await as(owner).post('users/create', newUser('kasir1'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'User ID Sudah Terdaftar', errors: [{ field: 'user_id', message: 'User ID Sudah Terdaftar' }] });
    expect((await userRow('KASIR1')).nama_user).toBe('KASIR1');
  });

  it('lets an owner create an owner but not an SU; lets an SU create an SU', async () => {
    expect((await as(owner).post('users/create', newUser('OWN2', 'OWN'))).statusCode).toBe(201);
    const refused = await as(owner).post('users/create', newUser('SU2', 'SU'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Level User Tidak Boleh Melebihi Level Anda' });
    expect(await userRow('SU2')).toBeUndefined();
    expect((await as(su).post('users/create', newUser('SU3', 'SU'))).statusCode).toBe(201);
  });

  it('edits name, level and shop', async () => {
    await t.createUser('KASIR3', 'KASIR');
    const res = await as(owner).put('users/update/kasir3', { nama_user: 'Siti', level: 'SPV', kode_toko: 'TOKO01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'User Berhasil Diedit',
      data: { user_id: 'KASIR3', nama_user: 'Siti', level: 'SPV', kode_toko: 'TOKO01', active: true },
    });
    expect((await as(owner).put('users/update/TIDAKADA', { nama_user: 'X', level: 'KASIR', kode_toko: 'TOKO01' })).json()).toEqual({
      message: 'User Tidak Ditemukan',
    });
    const bad = await as(owner).put('users/update/KASIR3', { nama_user: '', level: 'SPV', kode_toko: 'TOKO01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Nama User Tidak Boleh Kosong');
  });

  it('never raises a user above the manager, nor touches one who ranks higher, nor changes the own level', async () => {
    const raise = await as(owner).put('users/update/KASIR1', { nama_user: 'K', level: 'SU', kode_toko: 'TOKO01' });
    expect(raise.statusCode).toBe(403);
    expect(raise.json()).toEqual({ message: 'Level User Tidak Boleh Melebihi Level Anda' });
    expect((await userRow('KASIR1')).level).toBe('KASIR');

    for (const [url, body] of [
      ['users/update/SU1', { nama_user: 'S', level: 'OWN', kode_toko: 'TOKO01' }],
      ['users/reset-password/SU1', {}],
      ['users/deactivate/SU1', {}],
      ['users/access/SU1', { access: [] }],
    ] as const) {
      const res = await as(owner).put(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: 'Anda Tidak Dapat Mengubah User Dengan Level Di Atas Anda' });
    }
    expect(await userRow('SU1')).toMatchObject({ level: 'SU', is_active: true });

    const own = await as(owner).put('users/update/OWNER', { nama_user: 'Pemilik', level: 'KASIR', kode_toko: 'TOKO01' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: 'Anda Tidak Dapat Mengubah Level User Anda Sendiri' });
    expect(await userRow('OWNER')).toMatchObject({ level: 'OWN', nama_user: 'Owner' });
  });
});

describe('deactivate and activate', () => {
  it('refuses to deactivate oneself', async () => {
    const res = await as(owner).put('users/deactivate/OWNER');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Anda Tidak Dapat Menonaktifkan User Anda Sendiri' });
    expect((await as(owner).get('users/me')).statusCode).toBe(200);
  });

  it('ends the session of a deactivated user, refuses their login, and lets them in again once activated', async () => {
    await t.createUser('KASIR4', 'KASIR');
    const token = await t.login('KASIR4', PW);
    const res = await as(owner).put('users/deactivate/KASIR4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User Berhasil Dinonaktifkan', data: { user_id: 'KASIR4', active: false } });
    expect((await as(token).get('users/me')).json()).toEqual({ message: 'Invalid Token.' });
    const revoked = await t.db.query(`SELECT 1 FROM sessions WHERE user_id = 'KASIR4' AND revoked_at IS NULL`);
    expect(revoked).toEqual([]);
    expect((await login('KASIR4', PW)).json()).toEqual({ message: 'User ID Atau Password Salah' });

    // Re-activating does not bring the old token back.
    const back = await as(owner).put('users/activate/KASIR4');
    expect(back.json()).toMatchObject({ message: 'User Berhasil Diaktifkan', data: { active: true } });
    expect((await as(token).get('users/me')).statusCode).toBe(401);
    const again = await login('KASIR4', PW);
    expect(again.statusCode).toBe(200);
    await logout(again.json().token);
  });
});

describe('reset password', () => {
  it('generates a password shown once, ends the session and retires the old password', async () => {
    await t.createUser('KASIR5', 'KASIR');
    const token = await t.login('KASIR5', PW);
    const res = await as(owner).put('users/reset-password/KASIR5', {});
    expect(res.statusCode).toBe(200);
    const { message, password } = res.json();
    expect(message).toBe('Password User Berhasil Direset');
    expect(password).toMatch(/^\S{8,}$/);
    expect((await as(token).get('users/me')).json()).toEqual({ message: 'Invalid Token.' });
    expect((await login('KASIR5', PW)).statusCode).toBe(401);
    const fresh = await login('KASIR5', password);
    expect(fresh.statusCode).toBe(200);
    await logout(fresh.json().token);
  });

  it('takes a password typed by the manager, and does not echo it', async () => {
    const res = await as(su).put('users/reset-password/KASIR5', { password: 'ketikan-baru' });
    expect(res.json()).toEqual({ message: 'Password User Berhasil Direset' });
    const fresh = await login('KASIR5', 'ketikan-baru');
    expect(fresh.statusCode).toBe(200);
    await logout(fresh.json().token);
  });

  it('refuses a short password and a reset of one\'s own password', async () => {
    const short = await as(owner).put('users/reset-password/KASIR5', { password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password Minimal 6 Karakter', errors: [{ field: 'password', message: 'Password Minimal 6 Karakter' }] });
    const self = await as(owner).put('users/reset-password/OWNER', {});
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'Gunakan Menu Ganti Password Untuk Mengubah Password Anda Sendiri' });
    expect((await login('KASIR5', 'ketikan-baru')).statusCode).toBe(200);
  });
});

describe('access tree', () => {
  const hideLaporan = (tree: AccessNode[]) => tree.map((g) => (g.key === 'laporan' ? { ...g, is_show: false } : g));

  it('answers the effective tree, with always_pass for SU and OWN', async () => {
    const res = await as(owner).get('users/access/kasir1');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ user_id: 'KASIR1', level: 'KASIR', always_pass: false });
    expect(data.access.find((g: AccessNode) => g.key === 'laporan')).toMatchObject({ is_show: true });
    expect(data.access.find((g: AccessNode) => g.key === 'master')).toMatchObject({ is_show: false });
    expect((await as(owner).get('users/access/SU1')).json().data).toMatchObject({ level: 'SU', always_pass: true });
    expect((await as(owner).get('users/access/TIDAKADA')).statusCode).toBe(404);
  });

  it('stores a tree that hides Laporan: the next login draws it, and the server refuses the report', async () => {
    await t.createUser('KASIR6', 'KASIR');
    const before = await t.login('KASIR6', PW);
    expect((await t.call('GET', REPORT, { token: before })).statusCode).toBe(200);
    await logout(before);

    const current = (await as(owner).get('users/access/KASIR6')).json().data.access as AccessNode[];
    const res = await as(owner).put('users/access/KASIR6', { access: hideLaporan(current) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Hak Akses Berhasil Disimpan');
    expect(res.json().data.access.find((g: AccessNode) => g.key === 'laporan').is_show).toBe(false);
    expect((await as(owner).get('users/access/KASIR6')).json().data.access).toEqual(res.json().data.access);

    const next = await login('KASIR6', PW);
    expect(next.statusCode).toBe(200);
    expect(next.json().access.find((g: AccessNode) => g.key === 'laporan').is_show).toBe(false);
    const report = await t.call('GET', REPORT, { token: next.json().token });
    expect(report.statusCode).toBe(403);
    expect(report.json()).toEqual(FORBIDDEN);
    await logout(next.json().token);
  });

  it('saves a tree for an owner too, which still opens everything', async () => {
    await t.createUser('OWN3', 'OWN');
    const tree = (await as(owner).get('users/access/OWN3')).json().data.access as AccessNode[];
    const res = await as(owner).put('users/access/OWN3', { access: hideLaporan(tree) });
    expect(res.json().data).toMatchObject({ always_pass: true });
    const token = await t.login('OWN3', PW);
    expect((await t.call('GET', REPORT, { token })).statusCode).toBe(200);
    await logout(token);
  });

  it.each([
    ['no list', { access: { key: 'laporan' } }, 'access', 'Hak Akses Harus Berupa Daftar Menu'],
    ['no body', {}, 'access', 'Hak Akses Harus Berupa Daftar Menu'],
    ['a node without key', { access: [{ is_show: true }] }, 'access[0]', 'Setiap Menu Harus Berisi key Dan is_show'],
    ['an unknown group', { access: [{ key: 'rahasia', is_show: true }] }, 'access[0]', 'Menu rahasia Tidak Dikenal'],
    ['a screen as a group', { access: [{ key: '/laporan-batal-titip', is_show: true }] }, 'access[0]', 'Menu /laporan-batal-titip Tidak Dikenal'],
    ['is_show as text', { access: [{ key: 'laporan', is_show: 'false' }] }, 'access[0].is_show', 'is_show Menu laporan Harus true Atau false'],
    ['a key twice', { access: [{ key: 'laporan', is_show: true }, { key: 'laporan', is_show: false }] }, 'access[1]', 'Menu laporan Tercantum Lebih Dari Sekali'],
    [
      'a fourth level',
      {
        access: [
          {
            key: 'laporan',
            is_show: true,
            children: [{ key: 'laporan_titip', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: true, children: [] }] }],
          },
        ],
      },
      'access[0].children[0].children[0].children',
      'Menu /laporan-batal-titip Tidak Memiliki Sub Menu',
    ],
    [
      'a screen under the wrong section',
      { access: [{ key: 'laporan', is_show: true, children: [{ key: 'laporan_pesanan', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: false }] }] }] },
      'access[0].children[0].children[0]',
      'Menu /laporan-batal-titip Tidak Dikenal',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, body, field, message) => {
    const before = await t.db.query(`SELECT access FROM users WHERE user_id = 'KASIR1'`);
    const res = await as(owner).put('users/access/KASIR1', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Hak Akses Tidak Valid', errors: [{ field, message }] });
    expect(await t.db.query(`SELECT access FROM users WHERE user_id = 'KASIR1'`)).toEqual(before);
  });
});

describe('hak akses news', () => {
  const news = async (token: string) => (await as(token).get('news')).json().data.pengumuman;

  it('starts with no announcement and every level switched on', async () => {
    const res = await as(owner).get('para-system/key/hak_akses_news');
    expect(res.statusCode).toBe(200);
    const { key, value } = res.json().data;
    expect(key).toBe('hak_akses_news');
    expect(JSON.parse(value)).toEqual({ pengumuman: '', levels: { OWN: true, SU: true, MU: true, DEV: true, SPV: true, KASIR: true } });
    expect(await news(owner)).toBeNull();
  });

  it('shows the announcement to the levels switched on only', async () => {
    const value = JSON.stringify({ pengumuman: '  Harga emas naik mulai besok.  ', levels: { KASIR: false } });
    const res = await as(owner).put('para-system/key/hak_akses_news', { value });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Hak Akses News Berhasil Disimpan');
    expect(JSON.parse(res.json().data.value)).toMatchObject({ pengumuman: 'Harga emas naik mulai besok.', levels: { KASIR: false, SPV: true } });

    expect(await news(owner)).toBe('Harga emas naik mulai besok.');
    const spv = await t.login('SPV1', PW);
    expect(await news(spv)).toBe('Harga emas naik mulai besok.');
    await logout(spv);
    const kasir = await t.login('KASIR1', PW);
    expect(await news(kasir)).toBeNull();
    await logout(kasir);
  });

  it.each([
    ['not JSON', { value: '{oops' }, 'Hak Akses News Tidak Valid'],
    ['a list', { value: [] }, 'Hak Akses News Tidak Valid'],
    ['an unknown level', { value: { levels: { BOSS: true } } }, 'Level BOSS Tidak Dikenal'],
    ['a switch as text', { value: { levels: { KASIR: 'ya' } } }, 'Level KASIR Harus true Atau false'],
    ['a long announcement', { value: { pengumuman: 'x'.repeat(1001) } }, 'Pengumuman Maksimal 1000 Karakter'],
  ])('refuses %s with 400 and keeps what was stored', async (_name, body, message) => {
    const res = await as(owner).put('para-system/key/hak_akses_news', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await news(owner)).toBe('Harga emas naik mulai besok.');
  });
});

