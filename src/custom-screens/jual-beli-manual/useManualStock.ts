// The shop's manual stock lines with stock (GET barang-manual, the lines /data-barang-manual lists): what the Jual tab
// sells from. Read again after each sale, so the next one sees what is left.
import { useApiQuery } from '../../engine/data';
import type { ManualLine } from '../../../domain/barang-manual';

export function useManualStock(): { lines: ManualLine[] | undefined; refetch: () => void } {
  const query = useApiQuery<{ data: ManualLine[] }>('barang-manual', undefined, { failure: 'kilau.barang_manual.load_failed' });
  return { lines: query.data?.data, refetch: () => void query.refetch() };
}

/** A line's key as one text (the picker's value). */
export const lineKey = (l: Pick<ManualLine, 'kode_gudang' | 'kode_baki' | 'kode_group' | 'kode_dept'>) => [l.kode_gudang, l.kode_baki, l.kode_group, l.kode_dept].join('/');
