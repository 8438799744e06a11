// The filter lookups (server/engine/lookups.ts): every list filter of the definitions pairs with its SQL file, one
// route per path behind the screens that offer it; a missing, unused or conflicting lookup stops the boot by name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Definition, ReportDefinition } from '../../definitions/define';
import { filters } from '../../domain/report-filters';
import { loadDefinitions } from '../../server/engine/load-definitions';
import { loadLookupQueries, pairLookups } from '../../server/engine/lookups';
import { reportQuery, type ReportQuery } from '../../server/engine/reports';

let defs: Definition[];
let queries: ReportQuery[];
beforeAll(async () => {
  defs = await loadDefinitions();
  queries = await loadLookupQueries();
});

/** A report offering one list filter. */
const offering = (route: string, filter: ReturnType<typeof filters.list>): Definition =>
  ({ kind: 'report', name: route.slice(1), route, filters: [filter] }) as unknown as ReportDefinition;
const cashiers = filters.list({ param: 'valid_by', label: 'Valid By', path: 'users/kasir', lookup: 'kasir', value: 'user_id' });

describe('filter lookups', () => {
  it("pairs the product's list filters with their SQL, each path once, behind every screen that offers it", () => {
    const lookups = pairLookups(defs, queries);
    expect(Object.fromEntries(lookups.map((l) => [l.path, l.query.name]))).toEqual({
      'users/kasir': 'kasir',
      'pembelian/hidup/kelompok-harga': 'kelompok-harga',
      'laporan/akun': 'akun',
      'reportkas/rekening': 'rekening-kas',
      'hutang/no-pinjam': 'hutang-no-pinjam',
      'laporan/audit-log/user': 'audit-log-user',
      'laporan/audit-log/tabel': 'audit-log-tabel',
    });
    expect(lookups.find((l) => l.path === 'users/kasir')!.screens).toEqual(expect.arrayContaining(['/validasi-jual-beli', '/validasi-jual-beli-manual']));
  });

  it('stops the boot on a lookup without its file, a file no filter names, one path given two lookups, or a parameter it is not given', () => {
    const kasir = reportQuery('kasir', 'SELECT user_id FROM users WHERE kode_toko = :kode_toko');
    expect(() => pairLookups([offering('/a', cashiers)], [])).toThrow(/filter valid_by: no lookup server\/reports\/lookups\/kasir\.sql/);
    expect(() => pairLookups([], [kasir])).toThrow(/lookups\/kasir\.sql: no filter names it/);
    const other = reportQuery('kasir-aktif', 'SELECT user_id FROM users');
    expect(() => pairLookups([offering('/a', cashiers), offering('/b', { ...cashiers, lookup: 'kasir-aktif' } as never)], [kasir, other])).toThrow(/users\/kasir: its lookups are kasir and kasir-aktif/);
    const byDate = reportQuery('kasir', 'SELECT user_id FROM users WHERE created_at > :tanggal');
    expect(() => pairLookups([offering('/a', cashiers)], [byDate])).toThrow(/only :kode_toko is given, not :tanggal/);
  });
});
