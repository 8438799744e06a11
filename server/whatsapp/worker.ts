// The outbox worker: every so often, the messages whose retry is due are tried again (outbox.ts runDue). It runs
// while the server listens (started by the route module on Fastify's onListen, stopped on close), so API tests,
// which never listen, drive runDue themselves with their own clock.
import type { AppContext } from '../context';
import { runDue, whatsappRuntime } from './outbox';

export const WORKER_INTERVAL_MS = 30_000;

export interface OutboxWorker {
  stop(): Promise<void>;
}

export function startOutboxWorker(ctx: AppContext, log: (error: unknown) => void, intervalMs = WORKER_INTERVAL_MS): OutboxWorker {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    // One run at a time: a slow provider must not stack runs on top of each other.
    if (running) return;
    running = runDue(ctx, whatsappRuntime(ctx).now())
      .catch(log)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      // The database closes after the server: let a run in progress finish first.
      await running;
    },
  };
}
