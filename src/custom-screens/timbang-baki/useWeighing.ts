// The open weighing of a warehouse, read through the data core. 'None open' is an answer here, not a failure: the
// server says 404 and the screen shows 'Data Tidak Tersedia' in place, without a toast; any other failure is toasted
// the spec's way (useApiQuery's `failure` has no such exception, so this read reports its own errors).
import { useEffect } from 'react';
import { useApiQuery } from '../../engine/data';
import { useFailureToast } from '../../engine/failure-toast';
import type { SesiTimbang } from '../../../domain/timbang-baki';

export interface WeighingAnswer {
  message?: string;
  data: SesiTimbang;
}

export const LOAD_FAILED = 'kilau.timbang.load_failed';

/** The server has no open weighing for what was asked. */
export const isNone = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * The open weighing of `kodeGudang` ('' : the shop's latest one; null: none asked). `sesi` is null while there is none
 * (also after a refresh found it gone), undefined until the first answer.
 */
export function useWeighing(kodeGudang: string | null, enabled = true) {
  const failure = useFailureToast();
  const read = useApiQuery<WeighingAnswer>(kodeGudang === null ? null : 'timbang-baki', { kode_gudang: kodeGudang ?? '' }, { failure: false, enabled });
  const { error } = read;
  useEffect(() => {
    if (error && !isNone(error)) failure(error, LOAD_FAILED);
  }, [error, failure]);
  const sesi = error ? null : read.data?.data;
  return { sesi, error, refetch: read.refetch };
}
