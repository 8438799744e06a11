// The member behind the sale's phone and its points balance (GET member/poin?no_hp=), while the shop takes points as
// a payment (PENJUALAN_BAYAR_POIN_MODULE). A phone of no member answers 404: no member, no POIN line, no toast.
import { useApiQuery, useDebounced } from '../../data/index';
import { moduleOn, type ModuleMap } from '../../../../domain/gates';

export interface MemberPoints {
  kode_member: string;
  nama_member: string;
  no_hp: string;
  poin: number;
}

export function useMemberPoints(noHp: string, modules: ModuleMap): MemberPoints | undefined {
  const phone = useDebounced(noHp.replace(/\D/g, ''), 400);
  const on = moduleOn(modules, 'PENJUALAN_BAYAR_POIN_MODULE') && phone.length >= 8;
  const found = useApiQuery<{ data: MemberPoints }>(on ? 'member/poin' : null, { no_hp: phone }, { failure: false, staleTime: 0 });
  return on && !found.error ? found.data?.data : undefined;
}
