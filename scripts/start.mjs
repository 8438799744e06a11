// `npm start` / `npm run demo`: builds the browser app when its sources changed since the last build,
// then runs the server (TypeScript through tsx). Arguments after -- go to the server (e.g. --demo, --items N).
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

const built = join(root, 'dist', 'index.html');
const stale = !existsSync(built) || SOURCES.some((s) => existsSync(join(root, s)) && newest(join(root, s)) > statSync(built).mtimeMs);
if (stale) {
  console.log('Membangun aplikasi browser (vite build) ...');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
