// The answer of GET dashboard is domain/dashboard.ts, shared with the server.
export * from '../../../domain/dashboard';

/** Locale keys of the screen. */
export const k = (key: string) => `kilau.dashboard.${key}`;
