// Types of scripts/build-server.mjs for the TypeScript scripts that import it (scripts/bench-start.ts).
export const SERVER_BUNDLE: string;
export const SERVER_SOURCES: string[];
export function buildServer(): Promise<void>;
