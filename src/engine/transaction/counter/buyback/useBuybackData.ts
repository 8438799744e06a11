// What a buy-back is priced and picked with: the masters of GET pembelian/parameter (price codes, conditions, cuts,
// groups, the weight tolerance, as domain/buyback-pricing.ts reads them), and for the buy-back screen the sales people
// and the banks a transfer to the customer's account goes through.
import { useMemo } from 'react';
import { useApiQuery } from '../../../data/index';
import type { BuybackParameters } from '../../../../../domain/buyback-pricing';
import type { Sales } from '../useSaleData';

export interface Bank {
  kode_bank: string;
  nama_bank: string;
}

/** The parameters, read when `enabled` (the trade-in reads them once it is switched on). */
export function useBuybackParameters(enabled = true): BuybackParameters | undefined {
  return useApiQuery<{ data: BuybackParameters }>(enabled ? 'pembelian/parameter' : null).data?.data;
}

export interface BuybackData {
  params: BuybackParameters;
  sales: Sales[];
  banks: Bank[];
}

export function useBuybackData(): BuybackData | undefined {
  const params = useBuybackParameters();
  const sales = useApiQuery<{ data: Sales[] }>('sales/get/all');
  const banks = useApiQuery<{ data: Bank[] }>('banks');
  return useMemo(
    () => (params && sales.data && banks.data ? { params, sales: sales.data.data, banks: banks.data.data } : undefined),
    [params, sales.data, banks.data],
  );
}
