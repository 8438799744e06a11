// The server's settling of a document's payment lines (server/documents/priced-pieces.ts settlePayments): a refusal
// names the line of the body it is about, also when the kernel put a down payment's line before the body's (a
// deposit's pay-off, an order's or a service's collection).
import { describe, expect, it } from 'vitest';
import { settlePayments } from '../../server/documents/priced-pieces';
import type { HttpError } from '../../server/http-error';

const refusal = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('not refused');
};

describe('settlePayments', () => {
  it("names the body's own line of a refusal, past the lines the kernel put first", () => {
    const dp = { jenis: 'PESANAN' as const, jumlah_rp: 1_000_000, no_reff: 'PN-1' };
    const points = { jenis: 'POIN' as const, jumlah_rp: 0 };
    const body = [{ jenis: 'TUNAI' as const, jumlah_rp: 100_000 }, points];
    expect(refusal(() => settlePayments(body, 5_000_000, {})).errors).toEqual([{ field: 'pembayaran.1.jumlah_rp', message: 'Jumlah Poin Harus Bilangan Bulat Lebih Dari 0' }]);
    expect(refusal(() => settlePayments([dp, ...body], 5_000_000, {}, { prepended: 1 })).errors).toEqual([
      { field: 'pembayaran.1.jumlah_rp', message: 'Jumlah Poin Harus Bilangan Bulat Lebih Dari 0' },
    ]);
  });

  it('takes a down payment in part, and refuses paying less than is due otherwise', () => {
    const cash = [{ jenis: 'TUNAI' as const, jumlah_rp: 100_000 }];
    expect(settlePayments(cash, 500_000, {}, { partial: true }).paid.sisa).toBe(400_000);
    expect(refusal(() => settlePayments(cash, 500_000, {})).message).toBe('Jumlah Bayar Kurang Dari Total Yang Harus Dibayar');
  });
});
