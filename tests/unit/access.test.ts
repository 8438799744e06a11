import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../../definitions/menus';
import type { Level } from '../../definitions/define';
import { defaultAccessTree, effectiveAccessTree, notGrantable, setAllShown, setShownAt, tickState } from '../../domain/access';
import { grantRefusals } from '../../domain/access-check';
import { passesMenuAccess, type AccessNode } from '../../domain/gates';

const groups: MenuGroup[] = [
  {
    key: 'master',
    label: 'Master Data',
    sections: [{ key: 'master_data', label: 'Master Data', items: [{ route: '/master-bank', label: 'Bank', levels: ['OWN', 'SU', 'MU', 'SPV'] }] }],
  },
  {
    key: 'barang',
    label: 'Barang',
    sections: [
      { key: 'barang_data', label: 'Data Barang', items: [{ route: '/data-barang', label: 'Data Barang' }, { route: '/cetak-barcode', label: 'Cetak Barcode' }] },
      { key: 'barang_mutasi', label: 'Mutasi Barang', items: [{ route: '/pindah-barang', label: 'Pindah Barang' }, { route: '/timbang-baki', label: 'Timbang Baki' }] },
    ],
  },
  {
    key: 'laporan',
    label: 'Laporan',
    sections: [
      { key: 'laporan_titip', label: 'Laporan Titip', items: [{ route: '/laporan-batal-titip', label: 'Laporan Batal Titip' }] },
      { key: 'laporan_pesanan', label: 'Laporan Pesanan', items: [{ route: '/laporan-batal-pesanan', label: 'Laporan Batal Pesanan' }] },
      { key: 'laporan_barang', label: 'Laporan Barang', items: [{ route: '/laporan-stock-baki', label: 'Stock Baki' }] },
    ],
  },
  {
    key: 'utility',
    label: 'Utility',
    sections: [
      { key: 'utility_user', label: 'User', items: [{ route: '/data-users', label: 'Data Users', levels: ['OWN', 'SU'] }] },
      { key: 'utility_setting', label: 'Setting', items: [{ route: '/setting-nota', label: 'Setting Nota' }, { route: '/settingsystem', label: 'Setting System', levels: ['OWN', 'SU', 'DEV', 'MU'] }] },
    ],
  },
];

const shows = (level: Level, tree: AccessNode[], route: string) => passesMenuAccess({ level, modules: {}, access: tree }, route);
const shown = (level: Level, tree: AccessNode[]) =>
  groups.flatMap((g) => g.sections.flatMap((s) => s.items.map((i) => i.route))).filter((r) => shows(level, tree, r));
const node = (tree: AccessNode[], ...path: string[]): AccessNode =>
  path.reduce<AccessNode>((n, key) => n.children!.find((c) => c.key === key)!, { key: '', is_show: true, children: tree });

describe('default access per level', () => {
  it('mirrors the menu: group > section > route', () => {
    const tree = defaultAccessTree(groups, 'SPV');
    expect(tree.map((g) => g.key)).toEqual(['master', 'barang', 'laporan', 'utility']);
    expect(tree[2].children?.map((s) => s.key)).toEqual(['laporan_titip', 'laporan_pesanan', 'laporan_barang']);
    expect(tree[2].children?.[0].children).toEqual([{ key: '/laporan-batal-titip', is_show: true }]);
  });

  it('gives a cashier item look-ups and the reports of their deposits and orders, nothing else', () => {
    expect(shown('KASIR', defaultAccessTree(groups, 'KASIR'))).toEqual(['/data-barang', '/laporan-batal-titip', '/laporan-batal-pesanan']);
  });

  it('gives a supervisor the floor (masters, inventory, reports) but not the settings', () => {
    expect(shown('SPV', defaultAccessTree(groups, 'SPV'))).toEqual([
      '/master-bank', '/data-barang', '/cetak-barcode', '/pindah-barang', '/timbang-baki', '/laporan-batal-titip', '/laporan-batal-pesanan', '/laporan-stock-baki',
    ]);
  });

  it('gives MU every screen its level may open', () => {
    const tree = defaultAccessTree(groups, 'MU');
    expect(shown('MU', tree)).toEqual(groups.flatMap((g) => g.sections.flatMap((s) => s.items)).filter((i) => !i.levels || i.levels.includes('MU')).map((i) => i.route));
  });

  it('shows a group or section exactly when something in it is shown', () => {
    const tree = defaultAccessTree(groups, 'KASIR');
    expect(node(tree, 'master').is_show).toBe(false);
    expect(node(tree, 'barang').is_show).toBe(true);
    expect(node(tree, 'barang', 'barang_mutasi').is_show).toBe(false);
    expect(node(tree, 'utility').is_show).toBe(false);
  });
});

describe('not grantable', () => {
  it('lists the screens whose gate names other levels, and groups with nothing else', () => {
    expect([...notGrantable(groups, 'KASIR')].sort()).toEqual(['/data-users', '/master-bank', '/settingsystem', 'master', 'master_data', 'utility_user'].sort());
    expect([...notGrantable(groups, 'OWN')]).toEqual([]);
  });

  it('keeps a stored tick on such a screen hidden', () => {
    const stored = [{ key: 'utility', is_show: true }, { key: 'master', is_show: true }];
    const tree = effectiveAccessTree(groups, 'KASIR', stored);
    expect(node(tree, 'utility', 'utility_user', '/data-users').is_show).toBe(false);
    expect(node(tree, 'utility', 'utility_setting', '/settingsystem').is_show).toBe(false);
    expect(node(tree, 'utility', 'utility_setting', '/setting-nota').is_show).toBe(true);
    expect(node(tree, 'master').is_show).toBe(false);
  });

  it('is refused when a tree sent to the server ticks it', () => {
    const tree = [{ key: 'utility', is_show: true, children: [{ key: 'utility_user', is_show: true, children: [{ key: '/data-users', is_show: true }] }] }];
    expect(grantRefusals(groups, 'KASIR', tree)).toEqual([
      { field: 'access[0].children[0].is_show', message: 'Menu utility_user Tidak Dapat Diberikan Kepada Level KASIR' },
      { field: 'access[0].children[0].children[0].is_show', message: 'Menu /data-users Tidak Dapat Diberikan Kepada Level KASIR' },
    ]);
    expect(grantRefusals(groups, 'OWN', tree)).toEqual([]);
  });
});

describe('effectiveAccessTree', () => {
  it('takes the defaults when nothing is stored', () => {
    expect(effectiveAccessTree(groups, 'KASIR', undefined)).toEqual(defaultAccessTree(groups, 'KASIR'));
    expect(effectiveAccessTree(groups, 'KASIR', null)).toEqual(defaultAccessTree(groups, 'KASIR'));
    expect(effectiveAccessTree(groups, 'KASIR', [])).toEqual(defaultAccessTree(groups, 'KASIR'));
  });

  it('lets a group stored without children stand for everything in it', () => {
    const tree = effectiveAccessTree(groups, 'KASIR', [{ key: 'barang', is_show: true }]);
    expect(shows('KASIR', tree, '/pindah-barang')).toBe(true);
    expect(shows('KASIR', tree, '/timbang-baki')).toBe(true);
    expect(shows('SPV', effectiveAccessTree(groups, 'SPV', [{ key: 'laporan', is_show: false }]), '/laporan-batal-titip')).toBe(false);
  });

  it('overlays stored choices at every level', () => {
    const tree = effectiveAccessTree(groups, 'KASIR', [
      { key: 'laporan', is_show: true, children: [{ key: 'laporan_titip', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: false }] }] },
    ]);
    expect(shows('KASIR', tree, '/laporan-batal-titip')).toBe(false);
    expect(shows('KASIR', tree, '/laporan-batal-pesanan')).toBe(true);
    expect(node(tree, 'laporan', 'laporan_titip').is_show).toBe(false);
  });

  it('hides what a hidden group holds, even where its screens were stored shown', () => {
    const tree = effectiveAccessTree(groups, 'SPV', [{ key: 'laporan', is_show: false, children: [{ key: 'laporan_titip', is_show: true }] }]);
    expect(node(tree, 'laporan')).toMatchObject({ is_show: false });
    expect(JSON.stringify(node(tree, 'laporan'))).not.toContain('true');
  });

  it('gives a route added after the tree was stored its level default', () => {
    const stored = [{ key: 'laporan', is_show: true, children: [{ key: 'laporan_titip', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: true }] }] }];
    const tree = effectiveAccessTree(groups, 'KASIR', stored);
    expect(shows('KASIR', tree, '/laporan-batal-pesanan')).toBe(true);
    expect(shows('KASIR', tree, '/laporan-stock-baki')).toBe(false);
  });

  it('ignores stored nodes the menu no longer has', () => {
    const tree = effectiveAccessTree(groups, 'SPV', [{ key: 'gone', is_show: true, children: [{ key: '/gone', is_show: true }] }]);
    expect(tree.map((g) => g.key)).toEqual(['master', 'barang', 'laporan', 'utility']);
    expect(shows('SPV', tree, '/gone')).toBe(false);
  });
});

describe('ticking on /hak-akses-users', () => {
  const blocked = notGrantable(groups, 'KASIR');
  const start = defaultAccessTree(groups, 'KASIR');

  it('unticking a group unticks everything in it', () => {
    const tree = setShownAt(start, ['barang'], false, blocked);
    expect(JSON.stringify(node(tree, 'barang'))).not.toContain('true');
    expect(tickState(node(tree, 'barang'), blocked)).toBe('unchecked');
    expect(node(start, 'barang', 'barang_data', '/data-barang').is_show).toBe(true);
  });

  it('ticking a group ticks every grantable screen in it, and never a not-grantable one', () => {
    const barang = setShownAt(start, ['barang'], true, blocked);
    expect(tickState(node(barang, 'barang'), blocked)).toBe('checked');
    expect(shown('KASIR', barang)).toContain('/timbang-baki');
    const utility = setShownAt(start, ['utility'], true, blocked);
    expect(node(utility, 'utility', 'utility_user', '/data-users').is_show).toBe(false);
    expect(node(utility, 'utility', 'utility_setting', '/settingsystem').is_show).toBe(false);
    expect(tickState(node(utility, 'utility'), blocked)).toBe('checked');
    expect(tickState(node(utility, 'utility', 'utility_user'), blocked)).toBe('unchecked');
  });

  it('shows a partly ticked group as indeterminate, and ticks it when all its screens are', () => {
    expect(tickState(node(start, 'barang'), blocked)).toBe('indeterminate');
    expect(tickState(node(start, 'barang', 'barang_data'), blocked)).toBe('indeterminate');
    let tree = setShownAt(start, ['barang', 'barang_data', '/cetak-barcode'], true, blocked);
    expect(tickState(node(tree, 'barang', 'barang_data'), blocked)).toBe('checked');
    expect(tickState(node(tree, 'barang'), blocked)).toBe('indeterminate');
    tree = setShownAt(tree, ['barang', 'barang_mutasi', '/pindah-barang'], true, blocked);
    tree = setShownAt(tree, ['barang', 'barang_mutasi', '/timbang-baki'], true, blocked);
    expect(tickState(node(tree, 'barang'), blocked)).toBe('checked');
    expect(shows('KASIR', tree, '/timbang-baki')).toBe(true);
  });

  it('ticking a screen in a hidden group shows the group; unticking its last screen hides it', () => {
    let tree = setShownAt(start, ['utility', 'utility_setting', '/setting-nota'], true, blocked);
    expect(node(tree, 'utility').is_show).toBe(true);
    expect(shows('KASIR', tree, '/setting-nota')).toBe(true);
    tree = setShownAt(tree, ['utility', 'utility_setting', '/setting-nota'], false, blocked);
    expect(node(tree, 'utility').is_show).toBe(false);
  });

  it('ticks all grantable and unticks all', () => {
    const all = setAllShown(start, true, blocked);
    expect(shown('KASIR', all)).toEqual(['/data-barang', '/cetak-barcode', '/pindah-barang', '/timbang-baki', '/laporan-batal-titip', '/laporan-batal-pesanan', '/laporan-stock-baki', '/setting-nota']);
    expect(JSON.stringify(setAllShown(start, false, blocked))).not.toContain('true');
  });

  it('leaves the tree given alone', () => {
    const before = JSON.stringify(start);
    setShownAt(start, ['barang'], false, blocked);
    setAllShown(start, true, blocked);
    expect(JSON.stringify(start)).toBe(before);
  });
});
