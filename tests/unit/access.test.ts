import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../../definitions/menus';
import { defaultAccessTree, effectiveAccessTree } from '../../domain/access';
import { passesMenuAccess } from '../../domain/gates';

const groups: MenuGroup[] = [
  { key: 'master', label: 'Master Data', sections: [{ key: 'master_data', label: 'Master Data', items: [{ route: '/master-bank', label: 'Bank' }] }] },
  {
    key: 'laporan',
    label: 'Laporan',
    sections: [
      { key: 'laporan_titip', label: 'Laporan Titip', items: [{ route: '/laporan-batal-titip', label: 'Laporan Batal Titip' }] },
      { key: 'laporan_pesanan', label: 'Laporan Pesanan', items: [{ route: '/laporan-batal-pesanan', label: 'Laporan Batal Pesanan' }] },
    ],
  },
  {
    key: 'utility',
    label: 'Utility',
    sections: [
      { key: 'utility_parameter', label: 'Parameter', items: [{ route: '/parameter-harga-beli', label: 'Parameter Harga Beli' }] },
      { key: 'utility_user', label: 'User', items: [{ route: '/ganti-password', label: 'Ganti Password' }] },
    ],
  },
];

const shows = (level: 'KASIR' | 'SPV', tree: ReturnType<typeof defaultAccessTree>, route: string) =>
  passesMenuAccess({ level, modules: {}, access: tree }, route);

describe('defaultAccessTree', () => {
  it('mirrors the menu: group > section > route', () => {
    const tree = defaultAccessTree(groups, 'SPV');
    expect(tree.map((g) => g.key)).toEqual(['master', 'laporan', 'utility']);
    expect(tree[1].children?.map((s) => s.key)).toEqual(['laporan_titip', 'laporan_pesanan']);
    expect(tree[1].children?.[0].children).toEqual([{ key: '/laporan-batal-titip', is_show: true }]);
  });
  it('shows everything to a supervisor', () => {
    const tree = defaultAccessTree(groups, 'SPV');
    for (const route of ['/master-bank', '/laporan-batal-titip', '/parameter-harga-beli', '/ganti-password']) expect(shows('SPV', tree, route)).toBe(true);
  });
  it('hides master data and parameters from a cashier until granted', () => {
    const tree = defaultAccessTree(groups, 'KASIR');
    expect(shows('KASIR', tree, '/master-bank')).toBe(false);
    expect(shows('KASIR', tree, '/parameter-harga-beli')).toBe(false);
    expect(shows('KASIR', tree, '/laporan-batal-titip')).toBe(true);
    expect(shows('KASIR', tree, '/ganti-password')).toBe(true);
  });
});

describe('effectiveAccessTree', () => {
  it('takes the defaults when nothing is stored', () => {
    expect(effectiveAccessTree(groups, 'KASIR', undefined)).toEqual(defaultAccessTree(groups, 'KASIR'));
    expect(effectiveAccessTree(groups, 'KASIR', [])).toEqual(defaultAccessTree(groups, 'KASIR'));
  });
  it('overlays stored choices at every level', () => {
    const tree = effectiveAccessTree(groups, 'KASIR', [
      { key: 'master', is_show: true },
      { key: 'laporan', is_show: true, children: [{ key: 'laporan_titip', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: false }] }] },
    ]);
    expect(shows('KASIR', tree, '/master-bank')).toBe(true);
    expect(shows('KASIR', tree, '/laporan-batal-titip')).toBe(false);
    expect(shows('KASIR', tree, '/laporan-batal-pesanan')).toBe(true);
  });
  it('hides a whole group stored as hidden', () => {
    const tree = effectiveAccessTree(groups, 'SPV', [{ key: 'laporan', is_show: false }]);
    expect(shows('SPV', tree, '/laporan-batal-titip')).toBe(false);
    expect(shows('SPV', tree, '/laporan-batal-pesanan')).toBe(false);
    expect(shows('SPV', tree, '/master-bank')).toBe(true);
  });
  it('gives a route added after the tree was stored its level default', () => {
    const stored = [{ key: 'laporan', is_show: true, children: [{ key: 'laporan_titip', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: true }] }] }];
    const tree = effectiveAccessTree(groups, 'KASIR', stored);
    expect(shows('KASIR', tree, '/laporan-batal-pesanan')).toBe(true);
    expect(shows('KASIR', tree, '/master-bank')).toBe(false);
  });
  it('ignores stored nodes the menu no longer has', () => {
    const tree = effectiveAccessTree(groups, 'SPV', [{ key: 'gone', is_show: true, children: [{ key: '/gone', is_show: true }] }]);
    expect(tree.map((g) => g.key)).toEqual(['master', 'laporan', 'utility']);
    expect(shows('SPV', tree, '/gone')).toBe(false);
  });
});
