// The second login limit: failed password checks per address, over every user id. The first limit (route
// config, per address and user id) stops guessing one account; this one stops trying many ids from one
// machine. Only failures count, so a shop whose staff all log in from one address in the morning is never
// held up: an attempt is counted when it starts (so parallel guesses count too) and handed back when the
// password was right.
import type { AppContext } from '../context';

export interface AddressLimiter {
  /** False when the address used up its failures of the last minute; otherwise counts one attempt. */
  begin(address: string): boolean;
  /** The password was right: the attempt counted by begin is not a failure. */
  succeeded(address: string): void;
}

export function addressLimiter(max: number, windowMs = 60_000, now: () => number = Date.now): AddressLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (address: string) => {
    const since = now() - windowMs;
    const kept = (attempts.get(address) ?? []).filter((t) => t > since);
    if (kept.length) attempts.set(address, kept);
    else attempts.delete(address);
    return kept;
  };
  return {
    begin(address) {
      // Addresses seen once and never again would otherwise stay in the map for ever.
      if (attempts.size > 10_000) for (const a of [...attempts.keys()]) recent(a);
      const kept = recent(address);
      if (kept.length >= max) return false;
      attempts.set(address, [...kept, now()]);
      return true;
    },
    succeeded(address) {
      const kept = attempts.get(address);
      kept?.pop();
      if (kept && !kept.length) attempts.delete(address);
    },
  };
}

const limiters = new WeakMap<AppContext, AddressLimiter>();

/** One limiter per server, shared by every route that checks a password without a session (login, force-logout). */
export function loginAddressLimiter(ctx: AppContext): AddressLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) limiters.set(ctx, (limiter = addressLimiter(ctx.config.loginAttemptsPerAddressPerMinute)));
  return limiter;
}
