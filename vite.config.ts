// Browser build. The login page is an entry of its own (src/main.tsx) that loads the app after login; the export
// libraries (jspdf, xlsx) and the report screens get chunks of their own, loaded only when a report is opened. In
// development the API, the live socket and the runtime configuration come from the server on port 3000.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const SERVER = 'http://127.0.0.1:3000';

/** The app's own frame: react-admin, the router, its queries and forms, the live socket. */
const APP_LIBRARIES = ['react-admin', 'ra-core', 'ra-ui-materialui', 'ra-i18n-polyglot', '@tanstack', 'react-router', 'react-router-dom', 'react-hook-form', 'socket.io-client', 'engine.io-client'];

const LAZY_CHUNKS = [
  { name: 'export-pdf', test: /node_modules[\\/](jspdf|jspdf-autotable|html2canvas|canvg|dompurify)[\\/]/ },
  { name: 'export-xlsx', test: /node_modules[\\/]xlsx[\\/]/ },
  { name: 'report', test: /src[\\/]engine[\\/]report[\\/]/ },
  // What the login page loads from node_modules (src/main.tsx: React and the MUI of a form), in one long-cached chunk.
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const] },
  // What the app always adds once logged in, in one chunk rather than dozens of small shared ones. MUI's components,
  // the charts and the date pickers stay in the chunks of the screens that use them.
  { name: 'vendor-app', test: new RegExp(`node_modules[\\\\/](${APP_LIBRARIES.join('|')})[\\\\/]`) },
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

export default defineConfig({
  plugins: [react(), precompress()],
  // ajv compiles schemas with new Function, which the Content-Security-Policy forbids: the browser interprets them.
  resolve: { alias: [{ find: /^ajv$/, replacement: fileURLToPath(new URL('./src/engine/ajv-interpreted.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    // react-admin with MUI is one large vendor graph that every screen needs.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // Groups take only the modules they name: pulling in their dependencies too would move helpers the
      // login page also uses (MUI's runtime helpers) into the export chunks and load those chunks up front.
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: LAZY_CHUNKS }, strictExecutionOrder: true },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/config.json': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
});
