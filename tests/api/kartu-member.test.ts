// A member's card paid for (issue 23, /setting-member's card fee): the fee of the setting member_biaya_kartu into the
// till or a bank account, on the journal MEMBER/KARTU (Kas or Bank debited, Pendapatan Kartu Member 4-1601 credited),
// the member the document's customer; the amount the counter showed must be the setting's now; a free card (fee 0)
// records nothing; cancelled on its day on a supervisor's authorization, money and journal mirrored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { ACCOUNT, authorize, journalOf, postAs, startSaleShop, type SaleShop } from '../helpers/sale-fixture';

let shop: SaleShop;
let t: TestApp;
let spv: string;

beforeAll(async () => {
  shop = await startSaleShop();
  t = shop.t;
  await t.setModule('MEMBER_MODULE', true);
  spv = await t.login('SPV1', 'rahasia123');
  const res = await t.call('POST', '/api/v1/member/create', { token: shop.owner, body: { kode_member: 'M001', nama_member: 'Budi Santoso', no_hp: '081234567890' } });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const setFee = async (rupiah: number) => {
  const res = await t.call('PUT', '/api/v1/para-system', { token: shop.owner, body: { settings: { member_biaya_kartu: rupiah } } });
  expect(res.statusCode, res.body).toBe(200);
};
// The owner takes the fees: a cancel is authorized by another user (SPV1).
const pay = (body: Record<string, unknown>, token = shop.owner) => postAs(t, token, 'member-kartu', body);
const ledger = () => t.db.query<{ akun: string; kategori: string; jumlah_in: number; jumlah_out: number }>('SELECT akun, kategori, jumlah_in, jumlah_out FROM kas_mutasi ORDER BY id');
const documents = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM dokumen WHERE jenis = 'KARTU_MEMBER'`))[0].n;

describe('the card fee', () => {
  it('records nothing while cards are free (setting 0), and refuses an unknown member or an amount not the setting', async () => {
    const free = await pay({ kode_member: 'M001', jumlah: 25_000 });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({ message: 'Biaya Kartu Member Belum Diatur Di Setting Member', errors: [{ field: 'jumlah' }] });

    await setFee(25_000);
    const stranger = await pay({ kode_member: 'M404', jumlah: 25_000 });
    expect(stranger.json()).toMatchObject({ message: 'Member Tidak Terdaftar', errors: [{ field: 'kode_member' }] });
    // The owner raised the fee while the counter showed the old one.
    const stale = await pay({ kode_member: 'M001', jumlah: 20_000 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('Biaya Kartu Member Adalah Rp 25.000');
    const unknownAccount = await pay({ kode_member: 'M001', akun: '999', jumlah: 25_000 });
    expect(unknownAccount.json().message).toBe('Nomor Rekening Tidak Terdaftar');
    expect(await documents()).toBe(0);
    expect(await ledger()).toEqual([]);
  });

  it('takes the fee into the till with its journal, the member as the customer, listed by member', async () => {
    await setFee(25_000);
    const res = await pay({ kode_member: 'm001', jumlah: 25_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Biaya Kartu Member Berhasil Disimpan');
    const no = res.json().data.no_kartu as string;
    expect(no).toMatch(/^KRT/);
    expect(await ledger()).toEqual([{ akun: 'KAS', kategori: 'KARTU MEMBER', jumlah_in: 25_000, jumlah_out: 0 }]);
    expect(await journalOf(t, no)).toEqual([
      { type: 'KARTU', kode_akun: 'KAS', nomor_akun: '1-1101', debet: 25_000, kredit: 0 },
      { type: 'KARTU', kode_akun: 'BIAYA_KARTU', nomor_akun: '4-1601', debet: 0, kredit: 25_000 },
    ]);
    const read = (await t.call('GET', `/api/v1/member-kartu/${no}`, { token: spv })).json().data;
    expect(read).toMatchObject({ kode_member: 'M001', nama_customer: 'Budi Santoso', jumlah: 25_000, akun_tujuan: 'KAS', status: 'DONE' });
    const mine = (await t.call('GET', '/api/v1/member-kartu?kode_member=M001', { token: spv })).json().data;
    expect(mine.map((d: { no_dokumen: string }) => d.no_dokumen)).toEqual([no]);
    expect((await t.call('GET', '/api/v1/member-kartu?kode_member=M002', { token: spv })).json().data).toEqual([]);
  });

  it('takes it into a bank account (Bank debited), and a cancel on the day sends it back out with the journal mirrored', async () => {
    const res = await pay({ kode_member: 'M001', akun: ACCOUNT, jumlah: 25_000 });
    expect(res.statusCode, res.body).toBe(201);
    const no = res.json().data.no_kartu as string;
    expect((await journalOf(t, no)).map((j) => [j.nomor_akun, j.debet, j.kredit])).toEqual([
      ['1-1201', 25_000, 0],
      ['4-1601', 0, 25_000],
    ]);
    const authorization_id = await authorize(t, shop.owner, 'BATAL_MUTASI_UANG');
    const cancel = await t.call('POST', `/api/v1/member-kartu/${no}/batal`, { token: shop.owner, body: { alasan: 'Salah member', authorization_id } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rows = (await ledger()).filter((r) => r.akun === ACCOUNT);
    expect(rows).toEqual([
      { akun: ACCOUNT, kategori: 'KARTU MEMBER', jumlah_in: 25_000, jumlah_out: 0 },
      { akun: ACCOUNT, kategori: 'BATAL KARTU MEMBER', jumlah_in: 0, jumlah_out: 25_000 },
    ]);
    const [sums] = await t.db.query<{ debet: number; kredit: number }>('SELECT sum(debet)::bigint AS debet, sum(kredit)::bigint AS kredit FROM jurnal WHERE nomor_akun = $1', ['4-1601']);
    // One fee stands (the till's), the bank's cancelled: 4-1601 credited 50.000, debited back 25.000.
    expect([Number(sums.debet), Number(sums.kredit)]).toEqual([25_000, 50_000]);
    expect((await t.call('GET', `/api/v1/member-kartu/${no}`, { token: spv })).json().data.status).toBe('BATAL');
  });

  it("is a supervisor's: a cashier may not take a card fee", async () => {
    const res = await pay({ kode_member: 'M001', jumlah: 25_000 }, shop.kasir);
    expect(res.statusCode).toBe(403);
  });
});
