// A screen's write: busy while it runs, the server's message as the success toast (spec durations), any failure
// reported the spec's way (timeout, no connection, or the server's own text, else the screen's fallback key).
import { useCallback, useState } from 'react';
import { useToast } from './notify';
import { useFailureToast } from './failure-toast';

export function useSubmit(fallbackKey = 'kilau.barang.save_failed') {
  const toast = useToast();
  const failure = useFailureToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T extends { message: string }>(
      send: () => Promise<T>,
      opts: { after?: (answer: T) => unknown; success?: (answer: T) => string } = {},
    ): Promise<T | undefined> => {
      setBusy(true);
      try {
        const answer = await send();
        toast.success(opts.success ? opts.success(answer) : answer.message);
        await opts.after?.(answer);
        return answer;
      } catch (error) {
        failure(error, fallbackKey);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [toast, failure, fallbackKey],
  );
  return { busy, run };
}
