// What the sale screen prices and picks with, read the way other screens read masters and settings: the groups'
// prices per gram, the ongkos parameters, the shop's settings and modules (the same salePricingRules as the
// server), the sales people and the shop's own accounts (not a sales person's: domain/payments.ts shopAccounts).
import { useMemo } from 'react';
import { useApiQuery } from '../../data/index';
import { getSession } from '../../session';
import { salePricingRules, type LabourCharge, type SalePricingRules } from '../../../../domain/sale-pricing';
import type { PriceBook } from '../../../../domain/sale-entry';
import type { ModuleMap } from '../../../../domain/gates';
import { shopAccounts } from '../../../../domain/payments';
import { SALE_DATA_READS as READS } from './sale-data-reads';

export interface Sales {
  kode_sales: string;
  nama_sales: string;
  /** The sales person's own account: never one a customer pays into. */
  no_rekening?: string | null;
}
export interface Rekening {
  no_rekening: string;
  nama_rekening: string;
  kode_bank: string;
  nama_bank?: string;
}
interface Group {
  kode_group: string;
  nama_group?: string;
  harga_per_gram: number;
}
type Ongkos = LabourCharge & { kode_ongkos: string; kode_group: string };

export interface SaleData {
  prices: PriceBook;
  groupNames: ReadonlyMap<string, string>;
  rules: SalePricingRules;
  poinRupiah: number;
  modules: ModuleMap;
  sales: Sales[];
  rekening: Rekening[];
  /** Reads the group prices again, once the screen has painted (a scan always prices at the price of that moment). */
  refreshPrices: () => void;
}

export function useSaleData(): SaleData | undefined {
  const groups = useApiQuery<{ data: Group[] }>(READS.groups);
  const ongkos = useApiQuery<{ data: Ongkos[] }>(READS.ongkos);
  const settings = useApiQuery<{ data: { key: string; value: string | null }[] }>(READS.settings);
  const sales = useApiQuery<{ data: Sales[] }>(READS.sales);
  const rekening = useApiQuery<{ data: Rekening[] }>(READS.rekening);
  const modules = getSession()?.modules ?? {};

  return useMemo(() => {
    if (!groups.data || !ongkos.data || !settings.data || !sales.data || !rekening.data) return undefined;
    const stored = Object.fromEntries(settings.data.data.map((r) => [r.key, r.value]));
    // The server takes a group's first ongkos row by kode_ongkos (DISTINCT ON ... ORDER BY kode_ongkos).
    const charges = new Map<string, LabourCharge>();
    for (const o of [...ongkos.data.data].sort((a, b) => a.kode_ongkos.localeCompare(b.kode_ongkos))) {
      if (!charges.has(o.kode_group)) charges.set(o.kode_group, { satuan_ongkos: o.satuan_ongkos, ongkos: Number(o.ongkos) });
    }
    return {
      prices: { hargaPerGram: new Map(groups.data.data.map((g) => [g.kode_group, Number(g.harga_per_gram)])), ongkos: charges },
      groupNames: new Map(groups.data.data.map((g) => [g.kode_group, g.nama_group ?? g.kode_group])),
      rules: salePricingRules(stored, modules),
      poinRupiah: Number(stored.poin_rupiah ?? 0),
      modules,
      sales: sales.data.data,
      rekening: shopAccounts(rekening.data.data, sales.data.data),
      // After the next frame is painted: the scan's new line first, then the read (issue 25: nothing on the scan path
      // but the lookup and the row). An answer with other prices prices the lines again.
      refreshPrices: () => requestAnimationFrame(() => setTimeout(() => void groups.refetch())),
    };
  }, [groups.data, ongkos.data, settings.data, sales.data, rekening.data]);
}
