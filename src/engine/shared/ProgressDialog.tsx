// The progress dialog of spec section 2: 'Mohon Menunggu', what is happening ('Sedang Mengambil Data' or
// 'Sedang Mengirim Data') and a bar of done over total, at most 100 %. It blocks the screen while a series of
// calls runs, so nobody edits what is being loaded or sent.
import { useCallback, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ProgressMode = 'fetch' | 'send';

/** Percent done, 0 to 100; an unknown total counts as nothing done yet. */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.round((done / total) * 100));
}

export interface ProgressProps {
  mode: ProgressMode;
  done: number;
  total: number;
}

/** The dialog's content on its own (what the tests render). */
export function ProgressContent({ mode, done, total }: ProgressProps) {
  const translate = useTranslate();
  const percent = progressPercent(done, total);
  return (
    <Stack spacing={1.5}>
      <Typography>{translate(mode === 'fetch' ? 'kilau.shared.progress_fetching' : 'kilau.shared.progress_sending')}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('kilau.shared.progress_title')} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }} data-testid="progress-count">
        {translate('kilau.shared.progress_count', { done: Math.min(done, total), total })}
      </Typography>
    </Stack>
  );
}

export function ProgressDialog({ open, ...progress }: ProgressProps & { open: boolean }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} disableEscapeKeyDown fullWidth maxWidth="xs" aria-labelledby="progress-dialog-title">
      <DialogTitle id="progress-dialog-title">{translate('kilau.shared.progress_title')}</DialogTitle>
      <DialogContent>
        <ProgressContent {...progress} />
      </DialogContent>
    </Dialog>
  );
}

type Tasks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs calls one after another behind the progress dialog, counting each one done; the dialog closes when they
 * end, whether they succeeded or not. Answers the results in order.
 */
export function useProgress(): { run: <T extends readonly unknown[]>(mode: ProgressMode, tasks: Tasks<T>) => Promise<T>; dialog: ReactNode } {
  const [state, setState] = useState<ProgressProps | null>(null);
  const run = useCallback(async <T extends readonly unknown[]>(mode: ProgressMode, tasks: Tasks<T>): Promise<T> => {
    setState({ mode, done: 0, total: tasks.length });
    try {
      const results: unknown[] = [];
      for (const task of tasks) {
        results.push(await task());
        setState((s) => s && { ...s, done: s.done + 1 });
      }
      return results as unknown as T;
    } finally {
      setState(null);
    }
  }, []);
  const dialog = <ProgressDialog open={!!state} mode={state?.mode ?? 'fetch'} done={state?.done ?? 0} total={state?.total ?? 0} />;
  return { run, dialog };
}
