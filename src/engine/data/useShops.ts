// The shops a head-office user may choose from (GET tokos), read through useApiQuery. The user's own shop is
// always offered, so a picker still works when the list cannot be loaded (no toast: the screen's own search
// shows a real connection problem).
import { useMemo } from 'react';
import type { Session } from '../session';
import { useApiQuery } from './hooks';

export interface Shop {
  kode_toko: string;
  nama_toko: string;
  alamat_toko?: string;
}

export function useShops(session: Session | null | undefined, enabled: boolean): Shop[] {
  const { data } = useApiQuery<{ data?: Shop[] }>('tokos', undefined, { enabled: enabled && !!session, failure: false, staleTime: 60_000 });
  const kode_toko = session?.kode_toko ?? '';
  const nama_toko = session?.nama_toko ?? '';
  const alamat_toko = session?.alamat_toko;
  return useMemo(() => {
    const loaded = data?.data ?? [];
    return loaded.some((s) => s.kode_toko === kode_toko) ? loaded : [{ kode_toko, nama_toko, alamat_toko }, ...loaded];
  }, [data, kode_toko, nama_toko, alamat_toko]);
}
