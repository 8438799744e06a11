// The shops a head-office user may choose from (GET tokos). The user's own shop is always offered,
// so the picker still works when the list cannot be loaded.
import { useEffect, useMemo, useState } from 'react';
import { api } from '../api';
import type { Session } from '../session';

export interface Shop {
  kode_toko: string;
  nama_toko: string;
  alamat_toko?: string;
}

export function useShops(session: Session, enabled: boolean): Shop[] {
  const { kode_toko, nama_toko, alamat_toko } = session;
  const [loaded, setLoaded] = useState<Shop[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api
      .get<{ data?: Shop[] }>('tokos')
      .then((answer) => live && setLoaded(answer?.data ?? []))
      // The own-shop fallback stays; a real connection problem shows on the search itself.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);
  return useMemo(
    () => (loaded.some((s) => s.kode_toko === kode_toko) ? loaded : [{ kode_toko, nama_toko, alamat_toko }, ...loaded]),
    [loaded, kode_toko, nama_toko, alamat_toko],
  );
}
