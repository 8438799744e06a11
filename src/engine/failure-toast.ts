// How a failed call is reported (spec section 8): a timeout is an info toast 'Koneksi bermasalah..', no
// answer at all is the connection-problem message, otherwise the server's own text or the screen's fallback.
import { useCallback } from 'react';
import { ApiError } from './api';
import { useToast } from './notify';

export function useFailureToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown, fallbackKey: string) => {
      if (error instanceof ApiError && error.kind === 'timeout') return toast.info('kilau.shell.timeout');
      if (error instanceof ApiError && error.kind === 'network') return toast.error('kilau.shell.network');
      toast.error(error instanceof ApiError && error.message ? error.message : fallbackKey);
    },
    [toast],
  );
}
