// Transfers between shops through the API: head office (TOKO01, made PUSAT here) sends to branch CAB02, a CAB02
// user receives part of it on a tray of their choice, the branch sends back; the ledger of both shops, the
// difference of a partial receipt, one of two receipts at once, the module gates, and the web catalogue outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { itemInput, seedBranch, seedInventoryMasters } from '../helpers/inventory-fixture';
import { hashPassword } from '../../server/auth/passwords';

let t: TestApp;
let owner: string;
let cabang: string;
const PASSWORD = 'rahasia123';

beforeAll(async () => {
  t = await startTestApp();
  await seedInventoryMasters(t.db);
  await seedBranch(t.db, { kode_toko: 'CAB02', nama_toko: 'Cabang Dua', spv: { user: 'SPVCAB', password: PASSWORD } });
  await t.ctx.reloadOwnShop();
  owner = await t.login();
  cabang = await t.login('SPVCAB', PASSWORD);
  for (const [code, berat] of [
    ['KB-1', 2.345],
    ['KB-2', 1.1],
    ['KB-3', 3.005],
    ['KB-4', 0.1],
    ['KB-5', 0.2],
  ] as const) {
    const res = await t.call('POST', '/api/v1/barang/create', { token: owner, body: itemInput({ kode_barcode: code, berat }) });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const ledgerOf = (code: string) =>
  t.db.query<{ jenis: string; kode_toko: string; kode_baki: string; qty: number; berat: number; no_ref: string }>(
    'SELECT jenis, kode_toko, kode_baki, qty, berat, no_ref FROM barang_mutasi WHERE kode_barcode = $1 ORDER BY id',
    [code],
  );
/** An item as a screen names it in a write: its barcode and the versi it loaded (and any other part it saw). */
const ref = async (code: string, saw: Record<string, unknown> = {}) => {
  const [{ versi }] = await t.db.query<{ versi: number }>('SELECT versi FROM barang WHERE kode_barcode = $1', [code]);
  return { kode_barcode: code, versi, ...saw };
};
/** An item as its shop's users see it (another shop's item is not found). */
const item = async (code: string, token = owner) => (await t.call('GET', `/api/v1/barang/get/${code}`, { token })).json().data;
/** Stock per shop and tray from the ledger, and from the READY items: they must agree. */
const stockFromLedger = () =>
  t.db.query<{ kode_toko: string; kode_baki: string; qty: number; berat: number }>(
    `SELECT kode_toko, kode_baki, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang_mutasi GROUP BY 1, 2 HAVING SUM(qty) <> 0 OR SUM(berat) <> 0 ORDER BY 1, 2`,
  );
const stockFromItems = () =>
  t.db.query<{ kode_toko: string; kode_baki: string; qty: number; berat: number }>(
    `SELECT kode_toko, kode_baki, SUM(qty)::int AS qty, SUM(berat) AS berat FROM barang WHERE status = 'READY' GROUP BY 1, 2 ORDER BY 1, 2`,
  );

describe('module gates', () => {
  it('refuses every transfer and web call with 403 while the modules are off', async () => {
    const calls: [string, string, string][] = [
      ['POST', '/api/v1/kirim-barang', cabang],
      ['POST', '/api/v1/kirim-barang/kecabang', owner],
      ['GET', '/api/v1/kirim-barang/unreceive/list-no-kirim', cabang],
      ['GET', '/api/v1/kirimbarang/get/nokirim?no_kirim=X', owner],
      ['POST', '/api/v1/kirim-barang/terima', cabang],
      ['GET', '/api/v1/kirim-barang/dalam-perjalanan', owner],
      ['POST', '/api/v1/kirim-barang/kembali', owner],
      ['GET', '/api/v1/barang-external', owner],
      ['POST', '/api/v1/barang-external/kirim', owner],
      ['PUT', '/api/v1/barang-external/update', owner],
    ];
    for (const [method, url, token] of calls) {
      const res = await t.call(method, url, { token, body: method === 'GET' ? undefined : { items: [{ kode_barcode: 'KB-1' }] } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await item('KB-1')).status).toBe('READY');
  });
});

describe('head office to branch and back', () => {
  let noKirim = '';

  it('sends items to a branch: they leave the tray (status KIRIM, ledger KIRIM rows)', async () => {
    await t.setModule('KIRIM_BARANG_MODULE', true);
    // A branch user cannot use the head-office screen; a branch cannot be sent to by /kirim-barang.
    const notPusat = await t.call('POST', '/api/v1/kirim-barang/kecabang', { token: cabang, body: { kode_toko_tujuan: 'TOKO01', items: [await ref('KB-1')] } });
    expect(notPusat.statusCode).toBe(403);
    expect(notPusat.statusCode).toBe(403);
    expect(notPusat.json().message).toBe('Anda Tidak Memiliki Akses Ke Menu Ini');
    const toBranch = await t.call('POST', '/api/v1/kirim-barang', { token: owner, body: { kode_toko_tujuan: 'CAB02', items: [await ref('KB-1')] } });
    expect(toBranch.json().message).toBe('Toko Tujuan Harus Toko Pusat');
    const noDest = await t.call('POST', '/api/v1/kirim-barang/kecabang', { token: owner, body: { items: [await ref('KB-1')] } });
    expect(noDest.json().message).toBe('Toko Tujuan Tidak Boleh Kosong');
    const stale = await t.call('POST', '/api/v1/kirim-barang/kecabang', {
      token: owner,
      body: { kode_toko_tujuan: 'CAB02', items: [await ref('KB-1', { kode_baki: 'A1' }), await ref('KB-2', { kode_baki: 'B1' })] },
    });
    expect(stale.statusCode).toBe(409);
    expect((await item('KB-1')).status).toBe('READY');

    const res = await t.call('POST', '/api/v1/kirim-barang/kecabang', {
      token: owner,
      body: {
        kode_toko_tujuan: 'cab02',
        keterangan: 'Stok cabang',
        items: ['KB-1', 'KB-2', 'KB-3'].map((kode_barcode) => ({ kode_barcode, kode_baki: 'A1', versi: 1 })),
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Kirim Barang Berhasil');
    noKirim = body.data.no_kirim;
    expect(noKirim).toMatch(/^KB-TOKO01-\d{8}-0001$/);
    expect(body.data).toMatchObject({ kode_toko_asal: 'TOKO01', kode_toko_tujuan: 'CAB02', status: 'KIRIM', qty: 3, berat: 6.45, keterangan: 'Stok cabang' });
    expect((await item('KB-1')).status).toBe('KIRIM');
    expect(await ledgerOf('KB-3')).toEqual([
      { jenis: 'TAMBAH', kode_toko: 'TOKO01', kode_baki: 'A1', qty: 1, berat: 3.005, no_ref: '' },
      { jenis: 'KIRIM', kode_toko: 'TOKO01', kode_baki: 'A1', qty: -1, berat: -3.005, no_ref: noKirim },
    ]);
  });

  it('lists the transfer for the receiving shop only, with its items', async () => {
    const list = await t.call('GET', '/api/v1/kirim-barang/unreceive/list-no-kirim', { token: cabang });
    expect(list.json().data).toEqual([expect.objectContaining({ no_kirim: noKirim, kode_toko_asal: 'TOKO01', qty: 3, berat: 6.45 })]);
    expect((await t.call('GET', '/api/v1/kirim-barang/unreceive/list-no-kirim', { token: owner })).json().data).toEqual([]);
    const one = await t.call('GET', `/api/v1/kirimbarang/get/nokirim?no_kirim=${noKirim}`, { token: cabang });
    expect(one.json().data.items.map((i: { kode_barcode: string }) => i.kode_barcode)).toEqual(['KB-1', 'KB-2', 'KB-3']);
    expect((await t.call('GET', '/api/v1/kirimbarang/get/nokirim?no_kirim=NOPE', { token: cabang })).statusCode).toBe(404);
  });

  it('refuses a receipt with an item of another transfer or a bad weight, writing nothing', async () => {
    const other = await t.call('POST', '/api/v1/kirim-barang/terima', { token: cabang, body: { no_kirim: noKirim, kode_baki: 'B1', items: [{ kode_barcode: 'KB-4' }] } });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Barang Tidak Ada Di No Kirim Ini (KB-4)');
    const weight = await t.call('POST', '/api/v1/kirim-barang/terima', {
      token: cabang,
      body: { no_kirim: noKirim, kode_baki: 'B1', items: [{ kode_barcode: 'KB-1', berat_terima: '1.2345' }] },
    });
    expect(weight.json().message).toBe('Berat Terima Tidak Valid (KB-1)');
    // The sending shop does not receive its own transfer.
    expect((await t.call('POST', '/api/v1/kirim-barang/terima', { token: owner, body: { no_kirim: noKirim, kode_baki: 'B1', items: [{ kode_barcode: 'KB-1' }] } })).statusCode).toBe(404);
    expect((await item('KB-1')).status).toBe('KIRIM');
  });

  it('receives part of it once (of two receipts at once one is 409) and shows the difference', async () => {
    const receipt = { no_kirim: noKirim, kode_gudang: 'G2', kode_baki: 'B1', items: [{ kode_barcode: 'KB-1', berat_terima: 2.34 }, { kode_barcode: 'KB-2' }] };
    const [a, b] = await Promise.all([
      t.call('POST', '/api/v1/kirim-barang/terima', { token: cabang, body: receipt }),
      t.call('POST', '/api/v1/kirim-barang/terima', { token: cabang, body: receipt }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const refused = a.statusCode === 200 ? b : a;
    expect(refused.json().message).toBe('No Kirim Sudah Diterima');
    const body = ok.json();
    expect(body.message).toBe('Terima Barang Berhasil');
    expect(body.data.status).toBe('TERIMA');
    expect(body.data.selisih).toEqual({
      qty_kirim: 3,
      qty_terima: 2,
      berat_kirim: 6.45,
      berat_terima: 3.44,
      selisih_berat: -3.01,
      tidak_diterima: [{ kode_barcode: 'KB-3', nama_barang: 'CINCIN POLOS BELAH ROTAN', qty: 1, berat_kirim: 3.005, dikembalikan: false }],
      beda_berat: [{ kode_barcode: 'KB-1', nama_barang: 'CINCIN POLOS BELAH ROTAN', berat_kirim: 2.345, berat_terima: 2.34, selisih: -0.005 }],
    });

    expect((await t.call('GET', '/api/v1/barang/get/KB-1', { token: owner })).statusCode).toBe(404);
    expect(await item('KB-1', cabang)).toMatchObject({ kode_toko: 'CAB02', status: 'READY', kode_gudang: 'G2', kode_baki: 'B1', berat: 2.34, versi: 3 });
    expect(await item('KB-2', cabang)).toMatchObject({ kode_toko: 'CAB02', status: 'READY', kode_baki: 'B1', berat: 1.1 });
    expect(await item('KB-3')).toMatchObject({ kode_toko: 'TOKO01', status: 'KIRIM' });
    expect((await ledgerOf('KB-1')).at(-1)).toEqual({ jenis: 'TERIMA_KIRIM', kode_toko: 'CAB02', kode_baki: 'B1', qty: 1, berat: 2.34, no_ref: noKirim });
    expect((await ledgerOf('KB-3')).map((r) => r.jenis)).toEqual(['TAMBAH', 'KIRIM']);

    // The stock of each shop's trays from the ledger: TOKO01 keeps KB-4 and KB-5 on A1, CAB02 has KB-1 and KB-2 on B1.
    expect(await stockFromLedger()).toEqual([
      { kode_toko: 'CAB02', kode_baki: 'B1', qty: 2, berat: 3.44 },
      { kode_toko: 'TOKO01', kode_baki: 'A1', qty: 2, berat: 0.3 },
    ]);
    expect(await stockFromItems()).toEqual(await stockFromLedger());
    // The per-shop, per-tray stock table the item list reads agrees.
    expect(
      await t.db.query(`SELECT kode_toko, kode_baki, qty, berat FROM stock_baki WHERE qty <> 0 OR berat <> 0 ORDER BY 1, 2`),
    ).toEqual(await stockFromLedger());

    // Received once: gone from the list, the difference stays readable, a late receipt of the missing item is 409.
    expect((await t.call('GET', '/api/v1/kirim-barang/unreceive/list-no-kirim', { token: cabang })).json().data).toEqual([]);
    const after = await t.call('GET', `/api/v1/kirimbarang/get/nokirim?no_kirim=${noKirim}`, { token: owner });
    expect(after.json().data.selisih.tidak_diterima.map((i: { kode_barcode: string }) => i.kode_barcode)).toEqual(['KB-3']);
    const late = await t.call('POST', '/api/v1/kirim-barang/terima', { token: cabang, body: { no_kirim: noKirim, kode_baki: 'B1', items: [{ kode_barcode: 'KB-3' }] } });
    expect(late.statusCode).toBe(409);
  });

  it('lets the branch send back to head office (the PUSAT shop), only its own items', async () => {
    const foreign = await t.call('POST', '/api/v1/kirim-barang', { token: cabang, body: { items: [await ref('KB-4')] } });
    // Another shop's item is not found, exactly like one that does not exist.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Barcode Tidak Ditemukan: KB-4');
    expect((await item('KB-4')).status).toBe('READY');

    const res = await t.call('POST', '/api/v1/kirim-barang', { token: cabang, body: { items: [await ref('KB-2', { kode_baki: 'B1' })] } });
    expect(res.statusCode).toBe(200);
    const back = res.json().data;
    expect(back).toMatchObject({ kode_toko_asal: 'CAB02', kode_toko_tujuan: 'TOKO01' });
    expect(back.no_kirim).toMatch(/^KB-CAB02-/);
    const received = await t.call('POST', '/api/v1/kirim-barang/terima', { token: owner, body: { no_kirim: back.no_kirim, kode_baki: 'A2', items: [{ kode_barcode: 'KB-2' }] } });
    expect(received.statusCode).toBe(200);
    expect(received.json().data.selisih).toMatchObject({ qty_kirim: 1, qty_terima: 1, selisih_berat: 0, tidak_diterima: [], beda_berat: [] });
    expect(await item('KB-2')).toMatchObject({ kode_toko: 'TOKO01', status: 'READY', kode_baki: 'A2' });
    expect(await stockFromItems()).toEqual(await stockFromLedger());
  });

  /** The stock of every shop's trays agrees three ways: ledger, READY items, the per-tray table. */
  const stockAgrees = async () => {
    expect(await stockFromItems()).toEqual(await stockFromLedger());
    expect(await t.db.query(`SELECT kode_toko, kode_baki, qty, berat FROM stock_baki WHERE qty <> 0 OR berat <> 0 ORDER BY 1, 2`)).toEqual(await stockFromLedger());
  };

  it('takes back onto its tray what a partial receipt left in transit, once, by the sending shop only', async () => {
    expect((await t.call('GET', '/api/v1/kirim-barang/dalam-perjalanan', { token: cabang })).json().data).toEqual([]);
    const list = await t.call('GET', '/api/v1/kirim-barang/dalam-perjalanan', { token: owner });
    expect(list.json().data).toEqual([expect.objectContaining({ no_kirim: noKirim, kode_toko_tujuan: 'CAB02', status: 'TERIMA', jumlah: 1, qty: 1, berat: 3.005 })]);
    expect((await t.call('POST', '/api/v1/kirim-barang/kembali', { token: cabang, body: { no_kirim: noKirim } })).statusCode).toBe(404);

    const res = await t.call('POST', '/api/v1/kirim-barang/kembali', { token: owner, body: { no_kirim: noKirim.toLowerCase(), alasan: 'Hilang di jalan' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Barang Kiriman Berhasil Dikembalikan Ke Stock');
    expect(body.data).toMatchObject({ no_kirim: noKirim, status: 'TERIMA', kembali_by: 'OWNER', alasan_kembali: 'Hilang di jalan', qty: 1, berat: 3.005 });
    expect(body.data.no_kembali).toMatch(/^RK-TOKO01-\d{8}-0001$/);
    expect(body.data.items.find((i: { kode_barcode: string }) => i.kode_barcode === 'KB-3')).toMatchObject({ diterima: false, dikembalikan: true });
    expect(await item('KB-3')).toMatchObject({ kode_toko: 'TOKO01', status: 'READY', kode_baki: 'A1' });
    expect((await ledgerOf('KB-3')).at(-1)).toEqual({ jenis: 'KEMBALI_KIRIM', kode_toko: 'TOKO01', kode_baki: 'A1', qty: 1, berat: 3.005, no_ref: body.data.no_kembali });
    await stockAgrees();

    const again = await t.call('POST', '/api/v1/kirim-barang/kembali', { token: owner, body: { no_kirim: noKirim } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Tidak Ada Barang Kiriman Yang Perlu Dikembalikan');
    expect((await t.call('GET', '/api/v1/kirim-barang/dalam-perjalanan', { token: owner })).json().data).toEqual([]);
    const shown = await t.call('GET', `/api/v1/kirimbarang/get/nokirim?no_kirim=${noKirim}`, { token: cabang });
    expect(shown.json().data.selisih.tidak_diterima).toEqual([expect.objectContaining({ kode_barcode: 'KB-3', dikembalikan: true })]);
  });

  it('cancels a transfer nothing of which was received: BATAL, and the receiver can no longer take it', async () => {
    const kasir = await (async () => {
      await t.createUser('KASIRKB', 'KASIR');
      return t.login('KASIRKB', 'rahasia123');
    })();
    const sent = await t.call('POST', '/api/v1/kirim-barang/kecabang', {
      token: owner,
      body: { kode_toko_tujuan: 'CAB02', items: [await ref('KB-4', { kode_baki: 'A1' }), await ref('KB-5', { kode_baki: 'A1' })] },
    });
    expect(sent.statusCode).toBe(200);
    const no = sent.json().data.no_kirim as string;
    // Taking stock back is a supervisor's decision.
    expect((await t.call('POST', '/api/v1/kirim-barang/kembali', { token: kasir, body: { no_kirim: no } })).statusCode).toBe(403);

    const res = await t.call('POST', '/api/v1/kirim-barang/kembali', { token: owner, body: { no_kirim: no } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'BATAL', qty: 2, berat: 0.3 });
    for (const code of ['KB-4', 'KB-5']) {
      expect(await item(code)).toMatchObject({ kode_toko: 'TOKO01', status: 'READY', kode_baki: 'A1' });
      expect((await ledgerOf(code)).slice(-2).map((r) => [r.jenis, r.qty])).toEqual([
        ['KIRIM', -1],
        ['KEMBALI_KIRIM', 1],
      ]);
    }
    await stockAgrees();

    expect((await t.call('GET', '/api/v1/kirim-barang/unreceive/list-no-kirim', { token: cabang })).json().data).toEqual([]);
    const late = await t.call('POST', '/api/v1/kirim-barang/terima', { token: cabang, body: { no_kirim: no, kode_baki: 'B1', items: [{ kode_barcode: 'KB-4' }] } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No Kirim Sudah Dibatalkan');
    expect((await t.call('POST', '/api/v1/kirim-barang/kembali', { token: owner, body: { no_kirim: no } })).json().message).toBe('No Kirim Sudah Dibatalkan');
    expect(await item('KB-4')).toMatchObject({ kode_toko: 'TOKO01', status: 'READY' });
  });
});

describe('external web catalogue', () => {
  it('publishes items in stock, updates and withdraws them, one outbox row per change', async () => {
    await t.setModule('BARANG_WEB_EXTERNAL_MODULE', true);
    const badPrice = await t.call('POST', '/api/v1/barang-external/kirim', { token: owner, body: { items: [{ kode_barcode: 'KB-4', harga_web: 0 }] } });
    expect(badPrice.json().message).toBe('Harga Web Harus Lebih Dari 0 (KB-4)');
    // KB-3 in transit again (it came back above): not in stock, so not for the web.
    expect((await t.call('POST', '/api/v1/kirim-barang/kecabang', { token: owner, body: { kode_toko_tujuan: 'CAB02', items: [await ref('KB-3')] } })).statusCode).toBe(200);
    const inTransit = await t.call('POST', '/api/v1/barang-external/kirim', { token: owner, body: { items: [{ kode_barcode: 'KB-3', harga_web: 1000 }] } });
    expect(inTransit.statusCode).toBe(400);
    expect(inTransit.json().message).toBe('Barang Tidak Tersedia Di Stock (KB-3)');

    const res = await t.call('POST', '/api/v1/barang-external/kirim', {
      token: owner,
      body: { items: [{ kode_barcode: 'KB-4', harga_web: 150000, deskripsi: 'Cincin mungil' }, { kode_barcode: 'KB-5', harga_web: 250000 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Barang Berhasil Dikirim Ke Web');
    const again = await t.call('POST', '/api/v1/barang-external/kirim', { token: owner, body: { items: [{ kode_barcode: 'KB-4', harga_web: 1 }] } });
    expect(again.json().message).toBe('Barang Sudah Ada Di Web (KB-4)');

    const upd = await t.call('PUT', '/api/v1/barang-external/update', { token: owner, body: { kode_barcode: 'KB-4', harga_web: 175000 } });
    expect(upd.json()).toMatchObject({ message: 'Barang Web Berhasil Diupdate', data: { harga_web: 175000, deskripsi: 'Cincin mungil' } });

    // Melted: it cannot be re-priced, only withdrawn.
    const melt = await t.call('POST', '/api/v1/barang/hancur', { token: owner, body: { items: [await ref('KB-5')] } });
    expect(melt.statusCode).toBe(200);
    const meltedUpdate = await t.call('PUT', '/api/v1/barang-external/update', { token: owner, body: { kode_barcode: 'KB-5', harga_web: 1 } });
    expect(meltedUpdate.json().message).toBe('Barang Tidak Tersedia Di Stock (KB-5)');
    const withdraw = await t.call('PUT', '/api/v1/barang-external/update', { token: owner, body: { kode_barcode: 'KB-5', aksi: 'WITHDRAW' } });
    expect(withdraw.json().message).toBe('Barang Berhasil Ditarik Dari Web');
    const twice = await t.call('PUT', '/api/v1/barang-external/update', { token: owner, body: { kode_barcode: 'KB-5', aksi: 'WITHDRAW' } });
    expect(twice.json().message).toBe('Barang Tidak Ada Di Web');

    const list = await t.call('GET', '/api/v1/barang-external', { token: owner });
    expect(list.json().data).toEqual([expect.objectContaining({ kode_barcode: 'KB-4', harga_web: 175000, status: 'PUBLISHED' })]);
    const outbox = await t.db.query<{ kode_barcode: string; aksi: string; harga: number }>(
      `SELECT kode_barcode, aksi, (payload->>'harga_web')::int AS harga FROM barang_external_outbox WHERE processed_at IS NULL ORDER BY id`,
    );
    expect(outbox).toEqual([
      { kode_barcode: 'KB-4', aksi: 'PUBLISH', harga: 150000 },
      { kode_barcode: 'KB-5', aksi: 'PUBLISH', harga: 250000 },
      { kode_barcode: 'KB-4', aksi: 'UPDATE', harga: 175000 },
      { kode_barcode: 'KB-5', aksi: 'WITHDRAW', harga: 250000 },
    ]);
  });

  it('is for supervisors and up', async () => {
    await t.db.query(`INSERT INTO users (user_id, nama_user, password_hash, level, kode_toko) VALUES ('KSR01', 'Kasir', $1, 'KASIR', 'TOKO01')`, [await hashPassword(PASSWORD)]);
    const kasir = await t.login('KSR01', PASSWORD);
    expect((await t.call('POST', '/api/v1/barang-external/kirim', { token: kasir, body: { items: [{ kode_barcode: 'KB-4', harga_web: 5 }] } })).statusCode).toBe(403);
  });
});
