// The gold price of the day (issue 9, item 8): one save changes sell, buy-back and loan prices, at once or from a
// later time, each with a history row; a scheduled change becomes the price when due (a read, the minute check);
// writes through /master-group land in the history too (trigger); a cashier may read the board, not change prices;
// bad input names what is wrong and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { seedInventoryMasters } from '../helpers/inventory-fixture';
import { applyDuePrices } from '../../server/harga-emas/apply';
import { priceTicker } from '../../server/harga-emas/ticker';
import { PRICE_CHANGED_EVENT } from '../../domain/harga-emas';
import { todayIso } from '../../domain/dates';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
const events: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  await t.db.query(`INSERT INTO master_para_harga_beli (kode_harga, harga_per_gram) VALUES ('HB01', 850000), ('HB02', 600000)`);
  await t.db.query(`INSERT INTO master_kadar (kode_kadar, nama_kadar, kadar) VALUES ('18K', 'Emas 18 Karat', 75)`);
  await t.db.query(`INSERT INTO master_harga_emas (kode_harga_emas, kode_kadar, harga_per_gram) VALUES ('HE18', '18K', 1050000)`);
  await t.createUser('SPV1', 'SPV');
  await t.createUser('KASIR1', 'KASIR');
  owner = await t.login();
  spv = await t.login('SPV1', 'rahasia123');
  kasir = await t.login('KASIR1', 'rahasia123');
  t.ctx.live.attach({ emit: (event: string) => void events.push(event) });
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = spv) => t.call('POST', '/api/v1/harga-emas', { token, body });
const groupPrice = async (kode: string) =>
  (await t.db.query<{ harga_per_gram: number }>('SELECT harga_per_gram FROM master_group WHERE kode_group = $1', [kode]))[0].harga_per_gram;
const historyOf = (jenis: string, kode: string) =>
  t.db.query<Record<string, unknown>>(
    `SELECT harga_lama, harga_baru, sumber, status, dicatat_oleh, diterapkan_at IS NOT NULL AS diterapkan
       FROM harga_emas_riwayat WHERE jenis = $1 AND kode = $2 ORDER BY id`,
    [jenis, kode],
  );
/** Everything a refused save must leave alone. */
const snapshot = async () => ({
  riwayat: await t.db.query('SELECT * FROM harga_emas_riwayat ORDER BY id'),
  group: await t.db.query('SELECT kode_group, harga_per_gram FROM master_group ORDER BY kode_group'),
  beli: await t.db.query('SELECT kode_harga, harga_per_gram FROM master_para_harga_beli ORDER BY kode_harga'),
  emas: await t.db.query('SELECT kode_harga_emas, harga_per_gram FROM master_harga_emas ORDER BY kode_harga_emas'),
});
const inAnHour = async () => (await t.db.query<{ at: string }>(`SELECT to_char((now() + interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at`))[0].at;
/** Moves a scheduled change's time into the past, as the clock would. */
const makeDue = (kode: string) => t.db.query(`UPDATE harga_emas_riwayat SET berlaku_mulai = now() - interval '1 millisecond' WHERE status = 'TERJADWAL' AND kode = $1`, [kode]);

describe('the records made before: the masters trigger', () => {
  it('records the seeded prices as MASTER changes in force', async () => {
    expect(await historyOf('GROUP', 'C75')).toEqual([{ harga_lama: null, harga_baru: 950000, sumber: 'MASTER', status: 'BERLAKU', dicatat_oleh: 'SYSTEM', diterapkan: true }]);
    expect(await historyOf('HARGA_EMAS', 'HE18')).toHaveLength(1);
  });
});

describe('GET harga-emas', () => {
  it('answers every group, buy-back code and loan price per kadar with its current price', async () => {
    const res = await t.call('GET', '/api/v1/harga-emas', { token: spv });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.group).toEqual([
      { kode_group: 'C75', nama_group: 'Cincin 75%', harga_per_gram: 950000 },
      { kode_group: 'K70', nama_group: 'Kalung 70%', harga_per_gram: 900000 },
    ]);
    expect(data.harga_beli).toEqual([
      { kode_harga: 'HB01', harga_per_gram: 850000 },
      { kode_harga: 'HB02', harga_per_gram: 600000 },
    ]);
    expect(data.harga_emas).toEqual([{ kode_harga_emas: 'HE18', kode_kadar: '18K', nama_kadar: 'Emas 18 Karat', harga_per_gram: 1050000 }]);
    expect(data.terjadwal).toEqual([]);
    expect(data.terakhir_berubah).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('POST harga-emas', () => {
  it('changes prices now: the records, one history row per changed price (who, old, new), a live event', async () => {
    events.length = 0;
    const res = await save({
      group: [
        { kode_group: 'C75', harga_per_gram: '1.000.000' },
        { kode_group: 'K70', harga_per_gram: 900000 }, // unchanged: no history row
      ],
      harga_beli: [{ kode_harga: 'hb01', harga_per_gram: 880000 }],
      harga_emas: [{ kode_harga_emas: 'HE18', harga_per_gram: 'Rp. 1.060.000 ,-' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Harga Emas Berhasil Disimpan');
    expect(res.json().data).toMatchObject({ berlaku_sekarang: true, jumlah: 3 });
    expect(await groupPrice('C75')).toBe(1000000);
    expect(await groupPrice('K70')).toBe(900000);
    expect(await t.db.query(`SELECT harga_per_gram, updated_by FROM master_para_harga_beli WHERE kode_harga = 'HB01'`)).toEqual([{ harga_per_gram: 880000, updated_by: 'SPV1' }]);
    expect(await t.db.query(`SELECT harga_per_gram FROM master_harga_emas WHERE kode_harga_emas = 'HE18'`)).toEqual([{ harga_per_gram: 1060000 }]);
    expect((await historyOf('GROUP', 'C75')).at(-1)).toEqual({ harga_lama: 950000, harga_baru: 1000000, sumber: 'HARIAN', status: 'BERLAKU', dicatat_oleh: 'SPV1', diterapkan: true });
    expect(await historyOf('GROUP', 'K70')).toHaveLength(1);
    expect((await historyOf('HARGA_BELI', 'HB01')).at(-1)).toMatchObject({ harga_lama: 850000, harga_baru: 880000, sumber: 'HARIAN' });
    expect((await historyOf('HARGA_EMAS', 'HE18')).at(-1)).toMatchObject({ harga_lama: 1050000, harga_baru: 1060000, sumber: 'HARIAN' });
    expect(events).toContain(PRICE_CHANGED_EVENT);
  });

  it('schedules a change for later: nothing moves until it is due, then a read applies it', async () => {
    const at = await inAnHour();
    const res = await save({ berlaku_mulai: at, group: [{ kode_group: 'C75', harga_per_gram: 1100000 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Perubahan Harga Emas Terjadwal Berhasil Disimpan');
    expect(res.json().data.berlaku_sekarang).toBe(false);
    expect(res.json().data.berlaku_mulai).toBe(at.replace('Z', '.000Z'));
    expect(await groupPrice('C75')).toBe(1000000);
    const before = (await t.call('GET', '/api/v1/harga-emas', { token: spv })).json().data;
    expect(before.group[0].harga_per_gram).toBe(1000000);
    expect(before.terjadwal).toMatchObject([{ jenis: 'GROUP', kode: 'C75', nama: 'Cincin 75%', harga_baru: 1100000, status: 'TERJADWAL', dicatat_oleh: 'SPV1' }]);

    await makeDue('C75');
    events.length = 0;
    // The board (any logged-in user) applies what is due before it answers, and tells the other browsers.
    const board = await t.call('GET', '/api/v1/papan-harga', { token: kasir });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().data.group[0]).toEqual({ kode_group: 'C75', nama_group: 'Cincin 75%', harga_per_gram: 1100000 });
    expect(board.json().data.terjadwal).toEqual([]);
    expect(events).toContain(PRICE_CHANGED_EVENT);
    expect(await groupPrice('C75')).toBe(1100000);
    expect((await historyOf('GROUP', 'C75')).at(-1)).toEqual({ harga_lama: 1000000, harga_baru: 1100000, sumber: 'HARIAN', status: 'BERLAKU', dicatat_oleh: 'SPV1', diterapkan: true });
  });

  it('applies a due change once a minute without any read, and tells the browsers', async () => {
    const ticker = priceTicker(t.ctx, 60_000);
    expect(await ticker.check()).toBe(false); // the first check only learns where things stand
    expect((await save({ berlaku_mulai: await inAnHour(), harga_beli: [{ kode_harga: 'HB02', harga_per_gram: 650000 }] })).statusCode).toBe(201);
    await ticker.told();
    expect(await ticker.check()).toBe(false);
    await makeDue('HB02');
    events.length = 0;
    expect(await ticker.check()).toBe(true);
    expect(events).toEqual([PRICE_CHANGED_EVENT]);
    expect(await t.db.query(`SELECT harga_per_gram FROM master_para_harga_beli WHERE kode_harga = 'HB02'`)).toEqual([{ harga_per_gram: 650000 }]);
    expect(await ticker.check()).toBe(false);
  });

  it('applyDuePrices (for the sale) writes due changes in its caller\'s transaction, the latest last, each once', async () => {
    await save({ berlaku_mulai: await inAnHour(), group: [{ kode_group: 'K70', harga_per_gram: 910000 }] });
    await t.db.query(`INSERT INTO harga_emas_riwayat (jenis, kode, harga_lama, harga_baru, berlaku_mulai, dicatat_oleh, sumber, status)
                      VALUES ('GROUP', 'K70', 900000, 920000, now() + interval '2 hours', 'SPV1', 'HARIAN', 'TERJADWAL')`);
    await t.db.query(`UPDATE harga_emas_riwayat SET berlaku_mulai = berlaku_mulai - interval '3 hours' WHERE status = 'TERJADWAL' AND kode = 'K70'`);
    // A transaction that fails takes the applied change back with it.
    await expect(
      t.db.transaction(async (tx) => {
        expect(await applyDuePrices(tx)).toHaveLength(2);
        throw new Error('sale refused');
      }),
    ).rejects.toThrow('sale refused');
    expect(await groupPrice('K70')).toBe(900000);
    const applied = await t.db.transaction((tx) => applyDuePrices(tx));
    expect(applied.map((a) => [a.harga_lama, a.harga_baru, a.status])).toEqual([
      [900000, 910000, 'BERLAKU'],
      [910000, 920000, 'BERLAKU'],
    ]);
    expect(await groupPrice('K70')).toBe(920000);
    expect(await t.db.transaction((tx) => applyDuePrices(tx))).toEqual([]);
  });
});

describe('/master-group writes land in the history', () => {
  it('group/update with a new price: a MASTER row by the writer; the same price again: none', async () => {
    const record = { nama_group: 'Kalung 70%', kode_dept: 'KAL', jenis_group: 'PERHIASAN', harga_per_gram: 930000, harga_modal: 850000 };
    const before = (await historyOf('GROUP', 'K70')).length;
    const res = await t.call('PUT', '/api/v1/group/update/K70', { token: owner, body: record });
    expect(res.statusCode, res.body).toBe(200);
    expect((await historyOf('GROUP', 'K70')).at(-1)).toEqual({ harga_lama: 920000, harga_baru: 930000, sumber: 'MASTER', status: 'BERLAKU', dicatat_oleh: 'OWNER', diterapkan: true });
    expect((await t.call('PUT', '/api/v1/group/update/K70', { token: owner, body: { ...record, nama_group: 'Kalung Kuning 70%' } })).statusCode).toBe(200);
    expect(await historyOf('GROUP', 'K70')).toHaveLength(before + 1);
  });

  it('group/create: the first price, with no old one', async () => {
    const res = await t.call('POST', '/api/v1/group/create', {
      token: spv,
      body: { kode_group: 'G99', nama_group: 'Gelang 99', kode_dept: 'CIN', jenis_group: 'PERHIASAN', harga_per_gram: 1500000, harga_modal: 0 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await historyOf('GROUP', 'G99')).toEqual([{ harga_lama: null, harga_baru: 1500000, sumber: 'MASTER', status: 'BERLAKU', dicatat_oleh: 'SPV1', diterapkan: true }]);
  });
});

describe('GET harga-emas/riwayat', () => {
  it('lists one group\'s changes within dates, latest first', async () => {
    // The shop's today (Jakarta): the history's dates are the shop's calendar, not the database's (UTC).
    const today = todayIso();
    const res = await t.call('GET', `/api/v1/harga-emas/riwayat?kode_group=C75&tgl_from=${today}&tgl_to=${today}`, { token: spv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { harga_baru: number; sumber: string }) => [r.harga_baru, r.sumber])).toEqual([
      [1100000, 'HARIAN'],
      [1000000, 'HARIAN'],
      [950000, 'MASTER'],
    ]);
    expect(res.json().data[0]).toMatchObject({ jenis: 'GROUP', kode: 'C75', nama: 'Cincin 75%', harga_lama: 1000000, dicatat_oleh: 'SPV1', status: 'BERLAKU' });
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    expect((await t.call('GET', `/api/v1/harga-emas/riwayat?kode_group=C75&tgl_to=${yesterday}`, { token: spv })).json().data).toEqual([]);
    const bad = await t.call('GET', '/api/v1/harga-emas/riwayat?tgl_from=24-11-2026', { token: spv });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Format Tanggal Harus yyyy-MM-dd');
  });
});

describe('gates', () => {
  it('a KASIR cannot read or change prices on /harga-emas, but opens the board', async () => {
    const before = await snapshot();
    const res = await save({ group: [{ kode_group: 'C75', harga_per_gram: 1 }] }, kasir);
    expect(res.statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/harga-emas', { token: kasir })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/harga-emas/riwayat', { token: kasir })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/papan-harga', { token: kasir })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/v1/papan-harga')).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad input: a clear message, nothing written', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['negative', { group: [{ kode_group: 'C75', harga_per_gram: -5 }] }, 'Harga Group C75 Tidak Boleh Negatif'],
    ['negative as text', { group: [{ kode_group: 'C75', harga_per_gram: '-1.000' }] }, 'Harga Group C75 Tidak Boleh Negatif'],
    ['zero', { harga_beli: [{ kode_harga: 'HB01', harga_per_gram: 0 }] }, 'Harga Kode Harga Beli HB01 Tidak Boleh 0'],
    ['not a number', { group: [{ kode_group: 'C75', harga_per_gram: 'sejuta' }] }, 'Harga Group C75 Harus Berupa Angka'],
    ['empty', { group: [{ kode_group: 'C75', harga_per_gram: '' }] }, 'Harga Group C75 Harus Berupa Angka'],
    ['fraction of a rupiah', { group: [{ kode_group: 'C75', harga_per_gram: 1000000.5 }] }, 'Harga Group C75 Harus Berupa Angka'],
    ['unknown code', { group: [{ kode_group: 'XX', harga_per_gram: 1000000 }] }, 'Group XX Tidak Ditemukan'],
    ['twice', { group: [{ kode_group: 'C75', harga_per_gram: 1 }, { kode_group: 'c75', harga_per_gram: 2 }] }, 'Group C75 Diisi Lebih Dari Sekali'],
    ['nothing changed', { group: [{ kode_group: 'C75', harga_per_gram: 1100000 }], harga_emas: [] }, 'Tidak Ada Harga Yang Berubah'],
    ['a past time', { berlaku_mulai: '2020-01-01T08:00:00Z', group: [{ kode_group: 'C75', harga_per_gram: 1 }] }, 'Waktu Berlaku Tidak Boleh Sebelum Sekarang'],
    ['not a time', { berlaku_mulai: 'besok pagi', group: [{ kode_group: 'C75', harga_per_gram: 1 }] }, 'Waktu Berlaku Tidak Valid'],
  ];
  it.each(cases)('%s', async (_, body, message) => {
    const before = await snapshot();
    const res = await save({ harga_emas: [{ kode_harga_emas: 'HE18', harga_per_gram: 1070000 }], ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('names every wrong row', async () => {
    const res = await save({ group: [{ kode_group: 'C75', harga_per_gram: 0 }, { kode_group: 'K70', harga_per_gram: 'x' }] });
    expect(res.json().errors).toEqual([
      { field: 'group.0.harga_per_gram', message: 'Harga Group C75 Tidak Boleh 0' },
      { field: 'group.1.harga_per_gram', message: 'Harga Group K70 Harus Berupa Angka' },
    ]);
  });
});
