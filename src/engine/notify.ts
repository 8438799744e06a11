// Toasts with the spec's durations (notice.ts). Messages are shown as given
// (server texts are already Indonesian); locale keys are translated by react-admin.
import { useNotify } from 'react-admin';
import { useMemo } from 'react';
import { TOAST_MS } from './notice';

export function useToast() {
  const notify = useNotify();
  return useMemo(() => {
    const show = (type: keyof typeof TOAST_MS) => (message: string, messageArgs?: Record<string, unknown>) =>
      notify(message, { type, autoHideDuration: TOAST_MS[type], messageArgs: { _: message, ...messageArgs } });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [notify]);
}
