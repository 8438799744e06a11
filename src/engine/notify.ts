// Toasts with the spec's durations: success 2 s, everything else 3 s. Messages are shown as given
// (server texts are already Indonesian); locale keys are translated by react-admin.
import { useNotify } from 'react-admin';
import { useMemo } from 'react';

export const TOAST_MS = { success: 2000, error: 3000, info: 3000, warning: 3000 } as const;

export function useToast() {
  const notify = useNotify();
  return useMemo(() => {
    const show = (type: keyof typeof TOAST_MS) => (message: string, messageArgs?: Record<string, unknown>) =>
      notify(message, { type, autoHideDuration: TOAST_MS[type], messageArgs: { _: message, ...messageArgs } });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [notify]);
}
