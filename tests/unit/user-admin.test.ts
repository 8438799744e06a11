import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../../definitions/menus';
import { assignableLevels, levelRank, LEVEL_ORDER, withinLevel } from '../../domain/levels';
import { normalizeUser, passwordProblem, validateUser } from '../../domain/users';
import { checkAccessTree } from '../../domain/access-check';
import { checkNewsAccess, defaultNewsAccess, newsFor, parseNewsAccess } from '../../domain/news';
import { setAll, setShowAt } from '../../src/custom-screens/users/access-tree-model';

describe('level ranking', () => {
  it('orders SU > OWN > MU > DEV > SPV > KASIR', () => {
    const ranks = LEVEL_ORDER.map(levelRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(levelRank('SU')).toBeGreaterThan(levelRank('OWN'));
    expect(levelRank('SPV')).toBeGreaterThan(levelRank('KASIR'));
  });

  it('lets a level give its own level and those below, never one above', () => {
    expect(assignableLevels('OWN')).toEqual(['OWN', 'MU', 'DEV', 'SPV', 'KASIR']);
    expect(assignableLevels('SU')).toEqual(LEVEL_ORDER);
    expect(assignableLevels('KASIR')).toEqual(['KASIR']);
    expect(withinLevel('OWN', 'SU')).toBe(false);
    expect(withinLevel('OWN', 'OWN')).toBe(true);
  });
});

describe('user validation', () => {
  it('normalizes the id and shop to capitals and trims text, not the password', () => {
    expect(normalizeUser({ user_id: ' kasir1 ', nama_user: ' Ani ', password: ' pw 123 ', level: 'kasir', kode_toko: 'toko01' })).toEqual({
      user_id: 'KASIR1',
      nama_user: 'Ani',
      password: ' pw 123 ',
      level: 'KASIR',
      kode_toko: 'TOKO01',
    });
  });

  it('checks only the editable fields on update', () => {
    expect(validateUser({}, 'update').map((e) => e.field)).toEqual(['nama_user', 'level', 'kode_toko']);
    expect(validateUser(normalizeUser({ nama_user: 'Ani', level: 'SPV', kode_toko: 'T1' }), 'update')).toEqual([]);
  });

  it('names the password problem', () => {
    expect(passwordProblem('')).toBe('Password Tidak Boleh Kosong');
    expect(passwordProblem('12345')).toBe('Password Minimal 6 Karakter');
    expect(passwordProblem('x'.repeat(101))).toBe('Password Maksimal 100 Karakter');
    expect(passwordProblem('123456')).toBeUndefined();
  });
});

const groups: MenuGroup[] = [
  {
    key: 'laporan',
    label: 'Laporan',
    sections: [{ key: 'laporan_titip', label: 'Laporan Titip', items: [{ route: '/laporan-batal-titip', label: 'Laporan Batal Titip' }] }],
  },
  { key: 'utility', label: 'Utility', sections: [{ key: 'utility_user', label: 'User', items: [{ route: '/ganti-password', label: 'Ganti Password' }] }] },
];

describe('checkAccessTree', () => {
  it('keeps key, is_show and children only, and accepts a partial tree', () => {
    const { tree, errors } = checkAccessTree(groups, [
      { key: 'laporan', is_show: false, label: 'Laporan', children: [{ key: 'laporan_titip', is_show: true }] },
    ]);
    expect(errors).toEqual([]);
    expect(tree).toEqual([{ key: 'laporan', is_show: false, children: [{ key: 'laporan_titip', is_show: true }] }]);
  });

  it('refuses a key at the wrong level', () => {
    expect(checkAccessTree(groups, [{ key: 'utility', is_show: true, children: [{ key: 'laporan_titip', is_show: true }] }]).errors).toEqual([
      { field: 'access[0].children[0]', message: 'Menu laporan_titip Tidak Dikenal' },
    ]);
  });
});

describe('news access', () => {
  it('reads a missing or broken value as the default', () => {
    expect(parseNewsAccess(null)).toEqual(defaultNewsAccess());
    expect(parseNewsAccess('{oops')).toEqual(defaultNewsAccess());
    expect(parseNewsAccess('{"levels":{"KASIR":"x"}}')).toEqual(defaultNewsAccess());
  });

  it('shows a non-empty announcement to the levels switched on', () => {
    const { value, errors } = checkNewsAccess({ pengumuman: ' Tutup jam 5 ', levels: { KASIR: false } });
    expect(errors).toEqual([]);
    expect(newsFor(value, 'SPV')).toBe('Tutup jam 5');
    expect(newsFor(value, 'KASIR')).toBeNull();
    expect(newsFor(defaultNewsAccess(), 'OWN')).toBeNull();
  });
});

describe('access tree edits', () => {
  const tree = [{ key: 'laporan', is_show: true, children: [{ key: 'laporan_titip', is_show: true, children: [{ key: '/laporan-batal-titip', is_show: true }] }] }];

  it('sets one node by its path and leaves the given tree alone', () => {
    const next = setShowAt(tree, ['laporan', 'laporan_titip', '/laporan-batal-titip'], false);
    expect(next[0].children![0].children![0].is_show).toBe(false);
    // A group follows its screens: its only screen unticked, it is unticked too (tests/unit/access.test.ts).
    expect(next[0].is_show).toBe(false);
    expect(tree[0].children[0].children[0].is_show).toBe(true);
  });

  it('sets every node', () => {
    expect(JSON.stringify(setAll(tree, false))).not.toContain('true');
  });
});
