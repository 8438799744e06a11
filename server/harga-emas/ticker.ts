// The once-a-minute check: a scheduled change becomes the price when due even while nobody reads a price, and the
// TV boards hear of it; so do they of a change made through the master screens (recorded by trigger, which cannot
// reach the browsers itself) and of a sale that applied a due change in its own transaction.
import type { AppContext } from '../context';
import { PRICE_CHANGED_EVENT } from '../../domain/harga-emas';
import { applyDuePrices } from './apply';
import { priceVersion } from './service';

export const TICK_MS = 60_000;

export interface PriceTicker {
  /** Applies due changes and tells the browsers when anything moved since the last check; answers whether it did. */
  check(): Promise<boolean>;
  /** Records the version the browsers were just told of (after a save through the price screen). */
  told(): Promise<void>;
  start(): void;
  stop(): void;
}

export function priceTicker(ctx: AppContext, everyMs = TICK_MS): PriceTicker {
  let seen: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const check = async () => {
    const version = await ctx.db.transaction(async (tx) => {
      await applyDuePrices(tx);
      return priceVersion(tx);
    });
    const moved = seen !== undefined && version !== seen;
    seen = version;
    if (moved) ctx.live.broadcast(PRICE_CHANGED_EVENT, { sumber: 'jadwal' });
    return moved;
  };
  return {
    check,
    told: async () => {
      seen = await priceVersion(ctx.db);
    },
    start: () => {
      if (timer) return;
      void check().catch(() => undefined);
      timer = setInterval(() => {
        // A slow database must not pile checks up.
        if (running) return;
        running = true;
        check()
          .catch(() => undefined)
          .finally(() => (running = false));
      }, everyMs);
      timer.unref?.();
    },
    stop: () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
