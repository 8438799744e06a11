// The server as one JavaScript file (dist-server/main.mjs), built by `npm start` when the server's sources changed.
// Running server/main.ts through tsx spent about a second of every start loading some 450 TypeScript files through
// its loader; the bundle loads in a tenth of that. Packages stay in node_modules (imported as they are). Each source's
// import.meta.url is kept as its own file's, so the SQL files (migrations, reports) are still read from server/, and the
// definition files, which the server imports by listing their folders, are compiled in (loadDefinitions takes them
// from the bundle: server/engine/load-definitions.ts).
import { build } from 'esbuild';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUNDLE = join(root, 'dist-server', 'main.mjs');
/** What the bundle is made of: newer files here mean a rebuild (scripts/start.mjs). */
export const SERVER_SOURCES = ['server', 'definitions', 'domain', 'locales', 'package.json', 'scripts/build-server.mjs'];
const FOLDERS = ['masters', 'reports', 'transactions'];
// As definitions/registry.ts isDefinitionFile.
const isDefinitionFile = (f) => f.endsWith('.ts') && !f.endsWith('.hooks.ts') && !f.endsWith('.d.ts');

/** The bundle's entry: hands the definition modules to loadDefinitions, then runs server/main.ts. */
function entry() {
  const files = FOLDERS.flatMap((folder) => readdirSync(join(root, 'definitions', folder)).filter(isDefinitionFile).map((f) => `${folder}/${f}`));
  return [
    ...files.map((f, i) => `import * as d${i} from ${JSON.stringify(join(root, 'definitions', f))};`),
    `import { useBundledDefinitions } from ${JSON.stringify(join(root, 'server/engine/load-definitions.ts'))};`,
    `useBundledDefinitions({ ${files.map((f, i) => `${JSON.stringify(f)}: d${i}`).join(', ')} });`,
    `await import(${JSON.stringify(join(root, 'server/main.ts'))});`,
  ].join('\n');
}

const ownUrls = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

export async function buildServer() {
  await build({
    stdin: { contents: entry(), resolveDir: root, sourcefile: 'server-entry.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: SERVER_BUNDLE,
    plugins: [ownUrls],
    logLevel: 'warning',
  });
}
