// The app's server for the bench parts that drive Chromium (counter, bundle, lighthouse): server/main.ts on a data
// folder, serving the built app from dist/ (`npm run build` first), as the browser tests start theirs.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { OWNER_PASSWORD } from './bench-common';
import { freePort } from '../tests/helpers/free-port';

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server on `dataDir` (PGlite) and waits until it says it is ready. */
export async function startBenchServer(root: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  let out = '';
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: join(root, 'dist'), OWNER_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (out += d));
  server.stderr!.on('data', (d) => (out += d));
  const stop = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
      server.stdout!.on('data', () => out.includes('Kilau siap') && (clearTimeout(timer), resolve()));
      server.on('exit', (code) => (clearTimeout(timer), reject(new Error(`server exited with ${code}:\n${out}`))));
    });
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
