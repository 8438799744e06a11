// Browser build. The login page is an entry of its own (src/main.tsx) that loads the app after login; the export
// libraries (jspdf, xlsx) and the report screens get chunks of their own, loaded only when a report is opened, and
// react-admin's form code one loaded with the first form; the rest comes in a few large chunks by when it runs (login,
// then the app frame, then each screen). In development the API, the live socket and the runtime configuration come
// from the server on port 3000.
import { defineConfig, type Plugin } from 'vite';
import type { CodeSplittingNameFunction } from 'rolldown';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const SERVER = 'http://127.0.0.1:3000';

const LAZY_CHUNKS = [
  // jspdf with what it loads (canvg and its core-js, the PNG and zlib codecs).
  { name: 'export-pdf', test: /node_modules[\\/](jspdf|jspdf-autotable|html2canvas|canvg|dompurify|core-js|pako|fast-png|fflate|iobuffer|svg-pathdata|rgbcolor|raf|performance-now|stackblur-canvas)[\\/]/ },
  { name: 'export-xlsx', test: /node_modules[\\/]xlsx[\\/]/ },
  { name: 'report', test: /src[\\/]engine[\\/]report[\\/]/ },
];

/**
 * Libraries only some screens use (the dashboard's charts, the date pickers, the API docs) and react-admin's English
 * (for the languages that need it): in chunks of their own, loaded with what uses them.
 */
const ON_DEMAND_LIBRARIES = ['ra-language-english', '@mui/x-charts', '@mui/x-date-pickers', '@mui/x-internals', '@mui/x-internal-gestures', 'bezier-easing', 'flatqueue', 'swagger-ui', 'd3-', 'dayjs', 'stackblur', 'canvg'];
/**
 * react-admin's forms, inputs, lists and their controllers, react-hook-form and the CSV exporter: only the masters and
 * a few screens with a react-admin form use them, so they load with those (the sale screen left 45 KiB of them unused).
 * The frame keeps the few parts of these folders it draws (the header's buttons, the user menu's logout, the record
 * context); react-admin's own login page, which would pull in all of the form code, is not used (AdminFrame.tsx).
 */
const FORM_LIBRARIES = /node_modules[\\/](react-hook-form|jsonexport|ra-ui-materialui[\\/]dist[\\/](auth|button|detail|field|form|input|list)|ra-core[\\/]dist[\\/](form|export|controller|dataTable))[\\/]/;
const FRAME_PARTS = /(ra-ui-materialui[\\/]dist[\\/](button[\\/](Button|LocalesMenuButton|RefreshIconButton|SkipNavigationButton|ToggleThemeButton)|auth[\\/]Logout)\.js|ra-core[\\/]dist[\\/]controller[\\/]record[\\/].*)$/;
const LIBRARY_CHUNKS = [
  // What the login page loads from node_modules (src/main.tsx: React and the MUI of a form), in one long-cached chunk.
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const] },
  { name: 'vendor-forms', test: (id: string) => FORM_LIBRARIES.test(id) && !FRAME_PARTS.test(id) },
  // Every other library the app uses, in one chunk rather than dozens of small ones: over HTTP/1.1 a browser fetches
  // six files at a time, and the sale screen opened at start loaded 120 files before this chunk took them.
  { name: 'vendor-app', test: (id: string) => /node_modules[\\/]/.test(id) && !ON_DEMAND_LIBRARIES.some((l) => id.includes(`node_modules/${l}`)) },
];

const APP_ROOT = fileURLToPath(new URL('./src/App.tsx', import.meta.url));

/** The modules `from` imports statically, directly or through others: what runs as soon as it runs. */
function staticClosure(from: string, graph: Parameters<CodeSplittingNameFunction>[1]): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Our own code by when it runs, for the same reason: what the login page runs is one chunk (`main`), what the app
 * runs once logged in another (`app`: src/App.tsx and all it imports). The screens loaded on demand, and what only
 * they use, are split by the bundler as they are imported. Libraries are grouped by name instead: their index files
 * import every component of the library, so a walk of the imports would take all of it.
 */
function appCode(): CodeSplittingNameFunction {
  let app: Set<string> | undefined;
  return (id, graph) => {
    app ??= staticClosure(APP_ROOT, graph);
    return app.has(id) ? 'app' : null;
  };
}
const OWN_CHUNKS = [
  { name: 'main', test: (id: string) => !/node_modules/.test(id), tags: ['$initial' as const] },
  { name: appCode(), debugName: 'app', test: (id: string) => !/node_modules/.test(id) },
];

/** Text formats; images and fonts (woff2 is brotli already) gain nothing from compression. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COPIES = [
  { ext: '.br', make: (b: Buffer) => brotli(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }) },
  { ext: '.gz', make: (b: Buffer) => gz(b, { level: 9 }) },
];

/**
 * A brotli (.br) and a gzip (.gz) copy beside each text file of the build, made once at the strongest settings, which
 * the server sends as they are (@fastify/static's preCompressed) instead of the plain bytes. A copy no smaller than
 * its file is not written: the server then sends the file. The compressions run side by side on zlib's threads.
 */
const precompress = (): Plugin => ({
  name: 'kilau-precompress',
  apply: 'build',
  async writeBundle({ dir }) {
    if (!dir) return;
    const files = (await readdir(dir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
    await Promise.all(
      files.map(async (f) => {
        const bytes = await readFile(join(dir, f));
        for (const { ext, make } of COPIES) {
          const packed = await make(bytes);
          if (packed.length < bytes.length) await writeFile(join(dir, f + ext), packed);
        }
      }),
    );
  },
});

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102), whose warnings and
 * checks cost the app's first render about 30 ms: a build takes the production files it ships beside them.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // ajv compiles schemas with new Function, which the Content-Security-Policy forbids: the browser interprets them.
      { find: /^ajv$/, replacement: fileURLToPath(new URL('./src/engine/ajv-interpreted.ts', import.meta.url)) },
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  build: {
    outDir: 'dist',
    // react-admin with MUI is one large vendor graph that every screen needs.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Groups take only the modules they name: pulling in their dependencies too would move helpers the
      // login page also uses (MUI's runtime helpers) into the export chunks and load those chunks up front.
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [...LAZY_CHUNKS, ...LIBRARY_CHUNKS, ...OWN_CHUNKS] }, strictExecutionOrder: true },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/config.json': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
}));
