// How a failed call is reported (spec section 8), as a react-admin toast: notice.ts says what.
import { useCallback } from 'react';
import { failureNotice } from './notice';
import { useToast } from './notify';

export function useFailureToast() {
  const toast = useToast();
  return useCallback(
    (error: unknown, fallbackKey: string) => {
      const { type, message } = failureNotice(error, fallbackKey);
      toast[type](message);
    },
    [toast],
  );
}
