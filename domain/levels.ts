// The ranking of user levels (SU > OWN > MU > DEV > SPV > KASIR) and what it allows on /data-users: nobody
// creates a user above their own level, raises one above it, or manages one who already ranks higher.
// The browser offers only the levels the server will accept, from these same functions.
export const LEVELS = ['OWN', 'SU', 'MU', 'DEV', 'SPV', 'KASIR'] as const;
export type Level = (typeof LEVELS)[number];

/** Highest first. SU ranks above OWN: SU is the vendor's support account, set up above the shop owner. */
export const LEVEL_ORDER: readonly Level[] = ['SU', 'OWN', 'MU', 'DEV', 'SPV', 'KASIR'];

/** Levels that manage users and their access rights. */
export const USER_MANAGERS: readonly Level[] = ['OWN', 'SU'];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** A larger number is a higher level (KASIR 1 ... SU 6). */
export function levelRank(level: Level): number {
  return LEVEL_ORDER.length - LEVEL_ORDER.indexOf(level);
}

/** True when `target` is not above `actor`: the actor may give that level, or manage a user who has it. */
export function withinLevel(actor: Level, target: Level): boolean {
  return levelRank(target) <= levelRank(actor);
}

/** The levels `actor` may give to a user, highest first. */
export function assignableLevels(actor: Level): Level[] {
  return LEVEL_ORDER.filter((l) => withinLevel(actor, l));
}
