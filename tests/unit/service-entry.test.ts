// The service screens' pure part (domain/service-entry.ts): the issue's example (ongkos 150.000 and 75.000 make
// 225.000, DP 50.000), the first problem of the lines, the bodies the server takes (no payment lines when no down
// payment was typed), the payment problems an optional payment ignores, and the added gold a repair is charged at
// Selesai, as server/documents/kinds/service.ts charges it.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SERVICE_LINE,
  optionalPaymentProblems,
  previewSelesai,
  selesaiBody,
  selesaiProblem,
  serviceBody,
  serviceLineProblem,
  serviceTotal,
  type SelesaiLineDraft,
  type ServiceLineDraft,
} from '../../domain/service-entry';
import { summarizePayments } from '../../domain/payments';

const chain: ServiceLineDraft = { nama_barang: ' Kalung Putus ', berat_mg: 10_500, jumlah: 1, ongkos: 150_000, deskripsi: 'Patri', kode_tukang: 'T01', kode_group: '' };
const ring: ServiceLineDraft = { nama_barang: 'Cincin Kusam', berat_mg: 3_250, jumlah: 2, ongkos: 75_000, deskripsi: 'Poles', kode_tukang: '', kode_group: 'C75' };
const header = { kode_sales: 'S01', nama_customer: ' Ibu Ratna ', alamat_customer: 'Jl. Melati 2', no_hp: '' };

describe('the intake', () => {
  it("totals the issue's example: ongkos 150.000 and 75.000 make 225.000", () => {
    expect(serviceTotal([chain, ring])).toBe(225_000);
    expect(serviceTotal([EMPTY_SERVICE_LINE])).toBe(0);
  });

  it('names the first problem with its line', () => {
    expect(serviceLineProblem([])).toEqual({ code: 'kosong' });
    expect(serviceLineProblem([chain, ring])).toBeUndefined();
    expect(serviceLineProblem([EMPTY_SERVICE_LINE])).toEqual({ code: 'nama', line: 1 });
    expect(serviceLineProblem([chain, { ...ring, berat_mg: null }])).toEqual({ code: 'berat', line: 2 });
    expect(serviceLineProblem([chain, { ...ring, jumlah: 0 }])).toEqual({ code: 'jumlah', line: 2 });
    expect(serviceLineProblem([{ ...chain, deskripsi: '  ' }])).toEqual({ code: 'deskripsi', line: 1 });
    // Ongkos may be nothing (a free clean).
    expect(serviceLineProblem([{ ...chain, ongkos: null }])).toBeUndefined();
  });

  it('posts grams with a decimal point, the codes only when chosen, and the down payment only when typed', () => {
    const cash = (jumlah_rp: number) => ({ jenis: 'TUNAI' as const, jumlah_rp });
    const body = serviceBody(header, ' MS-0042 ', [chain, ring], [cash(50_000), cash(0)]);
    expect(body).toEqual({
      kode_sales: 'S01',
      nama_customer: 'Ibu Ratna',
      alamat_customer: 'Jl. Melati 2',
      no_faktur_manual: 'MS-0042',
      items: [
        { nama_barang: 'Kalung Putus', berat: 10.5, jumlah: 1, ongkos_rp: 150_000, deskripsi: 'Patri', kode_tukang: 'T01' },
        { nama_barang: 'Cincin Kusam', berat: 3.25, jumlah: 2, ongkos_rp: 75_000, deskripsi: 'Poles', kode_group: 'C75' },
      ],
      pembayaran: [{ jenis: 'TUNAI', jumlah_rp: 50_000 }],
    });
    const unpaid = serviceBody(header, '', [{ ...chain, ongkos: null }], [cash(0)], ['AUTH-1']);
    expect(unpaid).not.toHaveProperty('pembayaran');
    expect(unpaid).not.toHaveProperty('no_faktur_manual');
    expect(unpaid.items[0].ongkos_rp).toBe(0);
    expect(unpaid.authorization_ids).toEqual(['AUTH-1']);
  });

  it('takes an untyped payment line as no payment, and still refuses a wrong one', () => {
    const problems = (amounts: (number | null)[], due: number) =>
      optionalPaymentProblems(summarizePayments(amounts.map((a) => ({ jenis: 'TUNAI' as const, jumlah: a ?? 0 })), due, { poinRupiah: 0, partial: true }).problems, amounts);
    expect(problems([null], 225_000)).toEqual([]);
    expect(problems([50_000, null], 225_000)).toEqual([]);
    expect(optionalPaymentProblems(summarizePayments([], 225_000, { poinRupiah: 0, partial: true }).problems, [])).toEqual([]);
    // Non-cash above what is due stays a problem.
    const card = summarizePayments([{ jenis: 'DEBIT', jumlah: 300_000 }], 225_000, { poinRupiah: 0, partial: true });
    expect(optionalPaymentProblems(card.problems, [300_000]).map((p) => p.code)).toEqual(['nonCashAboveDue']);
    // At a collection (not partial) an untyped line leaves the rest unpaid: refused.
    const short = summarizePayments([{ jenis: 'TUNAI', jumlah: 0 }], 175_000, { poinRupiah: 0 });
    expect(optionalPaymentProblems(short.problems, [null]).map((p) => p.code)).toEqual(['underpaid']);
  });
});

describe('Selesai', () => {
  const prices = new Map([['C75', 1_000_000]]);
  const line = (over: Partial<SelesaiLineDraft>): SelesaiLineDraft => ({ berat_mg: 10_500, berat_keluar_mg: 10_500, kode_group: '', kode_group_selesai: '', ...over });

  it('charges only gold added, at the group price rounded up to 500; a lighter piece costs nothing', () => {
    // The chain came back lighter (10,4 g): 0. The ring gained 0,123 g at Rp 1.000.000/g: 123.000. The pendant gained
    // 0,001 g (1.000), its group chosen at Selesai.
    const lines = [line({ berat_keluar_mg: 10_400 }), line({ berat_mg: 3_250, berat_keluar_mg: 3_373, kode_group: 'C75' }), line({ berat_mg: 2_000, berat_keluar_mg: 2_001, kode_group_selesai: 'C75' })];
    const preview = previewSelesai(lines, prices);
    expect(preview.lines.map((l) => l.biaya_emas)).toEqual([0, 123_000, 1_000]);
    expect(preview.lines.map((l) => l.harga_per_gram)).toEqual([0, 1_000_000, 1_000_000]);
    expect(preview.biaya_emas).toBe(124_000);
  });

  it('asks a weight out above 0 and a group wherever gold was added', () => {
    expect(selesaiProblem([line({})])).toBeUndefined();
    expect(selesaiProblem([line({ berat_keluar_mg: null })])).toEqual({ code: 'berat_keluar', line: 1 });
    expect(selesaiProblem([line({}), line({ berat_keluar_mg: 11_000 })])).toEqual({ code: 'group', line: 2 });
    expect(selesaiProblem([line({ berat_keluar_mg: 11_000, kode_group_selesai: 'C75' })])).toBeUndefined();
  });

  it('posts one entry per line, the group only where chosen now', () => {
    expect(selesaiBody([line({ berat_keluar_mg: 10_400, kode_group: 'K70' }), line({ berat_keluar_mg: 11_000, kode_group_selesai: 'C75' })])).toEqual({
      items: [{ berat_keluar: 10.4 }, { berat_keluar: 11, kode_group: 'C75' }],
    });
  });
});
