// domain/kas.ts: the mutation rule of spec section 4 and the forms' texts (sections 5 and 8), the card swipe's fee and
// a book's running balance.
import { describe, expect, it } from 'vitest';
import { cardCash, CASH_MESSAGES, manualProblems, mutationJournalType, mutationProblems, runningBalance, sideAkun, transferProblems } from '../../domain/kas';

const ok = { kategori: 'SETOR', asal: 'CASH', tujuan: 'BANK', tujuan_rekening: '123', jumlah: 1000, keterangan: 'Setor' };

describe('mutationProblems', () => {
  it('accepts till to bank, bank to till and bank to another bank', () => {
    expect(mutationProblems(ok)).toEqual([]);
    expect(mutationProblems({ ...ok, asal: 'BANK', asal_rekening: '123', tujuan: 'CASH', tujuan_rekening: null })).toEqual([]);
    expect(mutationProblems({ ...ok, asal: 'BANK', asal_rekening: '456' })).toEqual([]);
  });

  it('names every empty required field in the form order, the spec words', () => {
    expect(mutationProblems({})).toEqual([
      { field: 'kategori', message: 'Kategori Tidak Boleh Kosong' },
      { field: 'asal', message: 'Asal Tidak Boleh Kosong' },
      { field: 'tujuan', message: 'Tujuan Tidak Boleh Kosong' },
      { field: 'keterangan', message: 'Keterangan Tidak Boleh Kosong' },
      { field: 'jumlah', message: 'Jumlah Rp Tidak Boleh Kosong' },
    ]);
    expect(mutationProblems({ ...ok, keterangan: '   ', jumlah: 0 }).map((p) => p.message)).toEqual(['Keterangan Tidak Boleh Kosong', 'Jumlah Rp Tidak Boleh Kosong']);
  });

  it('refuses cash to cash', () => {
    expect(mutationProblems({ ...ok, tujuan: 'CASH' })).toEqual([{ field: 'tujuan', message: CASH_MESSAGES.bothCash }]);
  });

  it('needs the account of a bank side, and two different ones', () => {
    expect(mutationProblems({ ...ok, tujuan_rekening: ' ' })).toEqual([{ field: 'tujuan_rekening', message: 'Rekening Tujuan Tidak Boleh Kosong' }]);
    expect(mutationProblems({ ...ok, asal: 'BANK' })).toEqual([{ field: 'asal_rekening', message: 'Rekening Asal Tidak Boleh Kosong' }]);
    expect(mutationProblems({ ...ok, asal: 'BANK', asal_rekening: '123 ' })).toEqual([{ field: 'tujuan_rekening', message: 'Rekening Tidak Boleh Sama' }]);
  });

  it('ignores the account of a cash side', () => {
    expect(mutationProblems({ ...ok, asal_rekening: '123' })).toEqual([]);
    expect(sideAkun('CASH', '123')).toBe('KAS');
    expect(sideAkun('BANK', ' 123 ')).toBe('123');
  });
});

describe('the other forms', () => {
  it('a balance move needs two different accounts, an amount and a reason', () => {
    expect(transferProblems({ akun_asal: 'KAS', akun_tujuan: '123', jumlah: 5, keterangan: 'Salah Rekening' })).toEqual([]);
    expect(transferProblems({ akun_asal: '123', akun_tujuan: '123', jumlah: 5, keterangan: 'x' })).toEqual([{ field: 'akun_tujuan', message: 'Rekening Tidak Boleh Sama' }]);
    expect(transferProblems({}).map((p) => p.field)).toEqual(['akun_asal', 'akun_tujuan', 'jumlah', 'keterangan']);
  });

  it('a manual entry needs its akun, kategori, reason and amount', () => {
    expect(manualProblems({ akun: 'KAS', kategori: 'LISTRIK', keterangan: 'Token', jumlah: 1 })).toEqual([]);
    expect(manualProblems({ akun: 'KAS', jumlah: -1 }).map((p) => p.message)).toEqual(['Kategori Tidak Boleh Kosong', 'Keterangan Tidak Boleh Kosong', 'Jumlah Rp Tidak Boleh Kosong']);
  });
});

describe('books and journals', () => {
  it('picks the journal by the sides', () => {
    expect(mutationJournalType('CASH', 'BANK')).toBe('SETOR_BANK');
    expect(mutationJournalType('BANK', 'CASH')).toBe('TARIK_BANK');
    expect(mutationJournalType('BANK', 'BANK')).toBe('PINDAH_BANK');
  });

  it('a card swiped for cash: the fee rounded up to the rupiah, on top', () => {
    expect(cardCash(1_000_000, 250)).toEqual({ fee_rp: 25_000, total: 1_025_000 });
    expect(cardCash(333_333, 150)).toEqual({ fee_rp: 5_000, total: 338_333 });
    expect(cardCash(1_000, 0)).toEqual({ fee_rp: 0, total: 1_000 });
  });

  it('runs the balance from the opening through each row to the closing', () => {
    const { rows, saldo_akhir } = runningBalance(1_000, [
      { jumlah_in: 500, jumlah_out: 0 },
      { jumlah_in: 0, jumlah_out: 1_200 },
      { jumlah_in: 0, jumlah_out: 300 },
    ]);
    expect(rows.map((r) => r.saldo)).toEqual([1_500, 300, 0]);
    expect(saldo_akhir).toBe(0);
    expect(runningBalance(42, [])).toEqual({ rows: [], saldo_akhir: 42 });
  });
});
