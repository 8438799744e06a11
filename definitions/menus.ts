// The sidebar and the SubMenu pages: groups (level 1) of sections (level 2) of screens (level 3), the same
// three levels as the access tree. A definition names its section with `menu`; without it, masters land in
// Master Data (parameters in Utility > Parameter) and reports in Laporan > Lainnya, so one new file is
// enough. The order follows what shop staff know from the predecessor (DESIGN 6a).
import type { Definition, Level } from './define';
import { PAGES } from './pages';

export interface MenuItem {
  route: string;
  label: string;
  /** The only levels the screen's gate lets in, when it names them: no access tree can open it to another level. */
  levels?: readonly Level[];
}
export interface MenuSection {
  key: string;
  label: string;
  items: MenuItem[];
}
export interface MenuGroup {
  key: string;
  label: string;
  /** The SubMenu page listing this group's items as tiles, when the group has one. */
  submenu?: string;
  sections: MenuSection[];
}

type Skeleton = Omit<MenuGroup, 'sections'> & { sections: Omit<MenuSection, 'items'>[] };

/** A group of the sidebar: its key and label, its sections by key with their labels, and its SubMenu page if any. */
const group = (key: string, label: string, sections: Record<string, string>, submenu?: string): Skeleton => ({
  key,
  label,
  ...(submenu ? { submenu } : {}),
  sections: Object.entries(sections).map(([key, label]) => ({ key, label })),
});

export const MENU_SKELETON: readonly Skeleton[] = [
  group('master', 'Master Data', { master_data: 'Master Data', master_berlian: 'Master Berlian' }),
  group(
    'penjualan',
    'Penjualan',
    { penjualan_transaksi: 'Penjualan', penjualan_titip: 'Titip Uang', penjualan_harga: 'Harga Emas', penjualan_manual: 'Jual Beli Manual' },
    '/SubMenuPenjualan',
  ),
  group('pembelian', 'Pembelian', { pembelian_transaksi: 'Pembelian', pembelian_sepuhan: 'Sepuhan Dan Cuci' }, '/SubMenuPembelian'),
  group('pesanan', 'Pesanan', { pesanan_transaksi: 'Pesanan', pesanan_preorder: 'Pre Order' }, '/SubMenuPesanan'),
  group('service', 'Service', { service_transaksi: 'Service' }, '/SubMenuService'),
  group('hutang', 'Hutang', { hutang_transaksi: 'Hutang', hutang_parameter: 'Parameter Hutang' }, '/SubMenuHutang'),
  group('cicilan', 'Cicilan', { cicilan_transaksi: 'Cicilan' }),
  group('member', 'Member', { member_data: 'Member', member_poin: 'Poin', member_setting: 'Setting' }, '/SubMenuMember'),
  group(
    'keuangan',
    'Keuangan',
    { keuangan_kas: 'Kas Dan Bank', keuangan_pusat: 'Uang Pusat', keuangan_tutup: 'Tutup Toko' },
  ),
  group('validasi', 'Validasi', { validasi_transaksi: 'Validasi Transaksi' }, '/SubMenuValidasi'),
  group(
    'barang',
    'Barang',
    { barang_data: 'Data Barang', barang_mutasi: 'Mutasi Barang', barang_opname: 'Stock Opname', barang_kirim: 'Kirim Barang', barang_manual: 'Barang Manual' },
    '/subMenuBarang',
  ),
  group(
    'laporan',
    'Laporan',
    {
      laporan_penjualan: 'Laporan Penjualan',
      laporan_pembelian: 'Laporan Pembelian',
      laporan_titip: 'Laporan Titip',
      laporan_pesanan: 'Laporan Pesanan',
      laporan_service: 'Laporan Service',
      laporan_hutang: 'Laporan Hutang',
      laporan_cicilan: 'Laporan Cicilan',
      laporan_member: 'Laporan Member',
      laporan_barang: 'Laporan Barang',
      laporan_keuangan: 'Laporan Keuangan',
      laporan_lainnya: 'Lainnya',
    },
    '/SubMenuLaporan',
  ),
  group('utility', 'Utility', { utility_parameter: 'Parameter', utility_user: 'User', utility_setting: 'Setting' }, '/SubMenuUtility'),
];

export const MENU_SECTIONS: readonly string[] = MENU_SKELETON.flatMap((g) => g.sections.map((s) => s.key));

/** The section a definition or page sits in. */
export function sectionOf(entry: { kind: string; route: string; menu?: string }): string | undefined {
  if (entry.menu) return entry.menu;
  if (entry.kind === 'master') return entry.route.startsWith('/parameter-') ? 'utility_parameter' : 'master_data';
  if (entry.kind === 'report') return 'laporan_lainnya';
  return undefined;
}

const byLabel = (a: MenuItem, b: MenuItem) => a.label.localeCompare(b.label);

export function buildMenus(defs: readonly Definition[]): MenuGroup[] {
  const entries = [...defs, ...PAGES];
  return MENU_SKELETON.map((g) => ({
    key: g.key,
    label: g.label,
    ...(g.submenu ? { submenu: g.submenu } : {}),
    sections: g.sections
      .map((s) => ({
        ...s,
        items: entries
          .filter((e) => sectionOf(e) === s.key)
          .map((e) => ({ route: e.route, label: e.label, ...(e.gate?.levels ? { levels: e.gate.levels } : {}) }))
          .sort(byLabel),
      }))
      .filter((s) => s.items.length),
  })).filter((g) => g.sections.length);
}

/** Every route reachable from the menu, with the group and section it sits in. */
export function menuRoutes(groups: MenuGroup[]): { route: string; group: string; section: string }[] {
  return groups.flatMap((g) => g.sections.flatMap((s) => s.items.map((i) => ({ route: i.route, group: g.key, section: s.key }))));
}
