// One process per PGlite data directory (issue 19 item 18). PGlite is an embedded PostgreSQL without a postmaster to
// refuse a second opener: two processes on one folder each write their own copy of its pages, and the folder keeps
// whichever wrote last, or neither. So whoever opens the folder first holds `kilau.lock` in it, the file naming its
// process id; a second opener (a second server, `npm run reset-owner`) refuses, naming that process. A lock whose
// process is gone (killed, crashed, the machine restarted) is taken over. PostgreSQL (DATABASE_URL) needs none.
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'kilau.lock';

/** The folder is held by a live process. */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Folder data ${dataDir} sedang dipakai oleh proses lain (pid ${pid}). Dua proses pada satu folder data merusak datanya: ` +
        `hentikan proses itu dahulu (kill ${pid}), atau pakai DATA_DIR lain.`,
    );
  }
}

/** The lock files this process holds (their paths), released on close and, at the latest, when the process exits. */
const held = new Set<string>();
let exitHookAdded = false;

const unique = (path: string, what: string) => `${path}.${what}.${process.pid}.${randomBytes(4).toString('hex')}`;

/** The process id a lock file names; undefined when the file is gone or names none. */
function pidIn(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists, it is just not ours to signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Moves a stale lock away, unless another process took the folder over since it was read: then it stays theirs. */
function takeOver(path: string, stalePid: number | undefined): void {
  const aside = unique(path, 'stale');
  try {
    renameSync(path, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  try {
    if (pidIn(aside) !== stalePid) linkSync(aside, path);
  } finally {
    unlinkSync(aside);
  }
}

function release(path: string): void {
  if (!held.delete(path)) return;
  try {
    if (pidIn(path) === process.pid) unlinkSync(path);
  } catch {
    // Gone already (the folder deleted): nothing to release.
  }
}

/**
 * Takes the folder's lock for this process (creating the folder when new), or throws DataDirLocked. Answers the
 * function that releases it; the process releases whatever it still holds when it exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  if (!exitHookAdded) {
    process.on('exit', () => [...held].forEach(release));
    exitHookAdded = true;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside and linked into place: the lock file appears whole, with its pid, or not at all.
    const mine = unique(path, 'new');
    writeFileSync(mine, `${process.pid}\n`);
    try {
      linkSync(mine, path);
      held.add(path);
      return () => release(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(mine);
    }
    const holder = pidIn(path);
    // Our own pid in a file we do not hold is a former process that had the same id (a container restarted).
    const live = holder !== undefined && (holder === process.pid ? held.has(path) : isAlive(holder));
    if (live) throw new DataDirLocked(dir, holder);
    takeOver(path, holder);
  }
  throw new Error(`Folder data ${dir}: kunci ${LOCK_FILE} tidak dapat diambil`);
}
