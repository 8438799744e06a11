// Every item on a tray (GET barang?kode_baki=, a page of 500 at a time until the count is reached), as one cached
// read under 'barang': a write that refreshes 'barang' (a move, a melt) reads the tray again. The data core's
// useApiQuery reads one page; this reads them all, with the same key space, toast and no-retry rules.
import { useQuery } from '@tanstack/react-query';
import { apiQueryKey, useApiCall } from '../../engine/data';
import { useFailureToast } from '../../engine/failure-toast';
import type { ScannedItem } from '../../engine/widgets/useScannedItems';

const PAGE = 500;

export function useTrayItems(kodeBaki: string) {
  const call = useApiCall();
  const failure = useFailureToast();
  return useQuery({
    queryKey: apiQueryKey('barang', { kode_baki: kodeBaki, pages: 'all' }),
    queryFn: async () => {
      try {
        const all: ScannedItem[] = [];
        for (;;) {
          const page = await call<{ data: ScannedItem[]; count: number }>({ path: 'barang', params: { kode_baki: kodeBaki, skip: all.length, limit: PAGE } });
          all.push(...page.data);
          if (!page.data.length || all.length >= page.count) return all;
        }
      } catch (error) {
        failure(error, 'kilau.barang.load_failed');
        throw error;
      }
    },
    enabled: !!kodeBaki,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
