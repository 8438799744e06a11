// `npm start` / `npm run demo`: builds the browser app and the server bundle (scripts/build-server.mjs) when their
// sources changed since their last build, then runs the server from the bundle. Arguments after -- go to the server
// (e.g. --demo, --items N).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = ['src', 'definitions', 'domain', 'locales', 'index.html', 'vite.config.ts', 'package.json'];

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Whether the built file is missing or older than one of its sources. */
const stale = (built, sources) => !existsSync(built) || sources.some((s) => existsSync(join(root, s)) && newest(join(root, s)) > statSync(built).mtimeMs);
if (stale(join(root, 'dist', 'index.html'), SOURCES)) {
  console.log('Membangun aplikasi browser (vite build) ...');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { buildServer, SERVER_BUNDLE, SERVER_SOURCES } = await import('./build-server.mjs');
if (stale(SERVER_BUNDLE, SERVER_SOURCES)) {
  console.log('Membangun server (dist-server/main.mjs) ...');
  await buildServer();
}

const server = spawn(process.execPath, [SERVER_BUNDLE, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
