// The limits on password checks: the login, a supervisor's authorization by password and the ticket of a stuck
// user id. Only failures count, so a shop whose staff all log in from one address in the morning, or a supervisor who
// approves a busy counter's discounts, is never held up. Two limits:
// - per address and user id (LOGIN_ATTEMPTS_PER_MINUTE): guessing one account's password. One count per account
//   whichever door the guess comes through: a supervisor's password tried at the authorization dialog and at the
//   login page shares it;
// - per address over every user id (LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE): trying many ids from one machine.
// An attempt is counted when it starts (so parallel guesses count too) and handed back when the password was right.
import type { AppContext } from '../context';
import { HttpError, MESSAGES } from '../http-error';

export interface FailureLimiter {
  /** False when the key used up its failures of the last minute; otherwise counts one attempt. */
  begin(key: string): boolean;
  /** The password was right: the attempt counted by begin is not a failure. */
  succeeded(key: string): void;
}

export function failureLimiter(max: number, windowMs = 60_000, now: () => number = Date.now): FailureLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (attempts.get(key) ?? []).filter((t) => t > since);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };
  return {
    begin(key) {
      // Keys seen once and never again would otherwise stay in the map for ever.
      if (attempts.size > 10_000) for (const k of [...attempts.keys()]) recent(k);
      const kept = recent(key);
      if (kept.length >= max) return false;
      attempts.set(key, [...kept, now()]);
      return true;
    },
    succeeded(key) {
      const kept = attempts.get(key);
      kept?.pop();
      if (kept && !kept.length) attempts.delete(key);
    },
  };
}

/** One password check under way: `succeeded` when the password was right; otherwise it stays a failure. */
export interface PasswordAttempt {
  succeeded(): void;
}

interface Limits {
  account: FailureLimiter;
  address: FailureLimiter;
}

const limits = new WeakMap<AppContext, Limits>();

function limitsOf(ctx: AppContext): Limits {
  let l = limits.get(ctx);
  if (!l) {
    l = { account: failureLimiter(ctx.config.loginAttemptsPerMinute), address: failureLimiter(ctx.config.loginAttemptsPerAddressPerMinute) };
    limits.set(ctx, l);
  }
  return l;
}

/**
 * Starts a check of `userId`'s password from `address` (the id as the check reads it: trimmed, in capitals);
 * 429 'Terlalu Banyak Percobaan Login ...' when either limit is used up by failures.
 */
export function beginPasswordCheck(ctx: AppContext, address: string, userId: string): PasswordAttempt {
  const { account, address: byAddress } = limitsOf(ctx);
  const key = `${address}:${userId}`;
  if (!account.begin(key)) throw new HttpError(429, MESSAGES.loginRateLimited);
  if (!byAddress.begin(address)) {
    account.succeeded(key);
    throw new HttpError(429, MESSAGES.loginRateLimited);
  }
  return {
    succeeded() {
      account.succeeded(key);
      byAddress.succeeded(address);
    },
  };
}
