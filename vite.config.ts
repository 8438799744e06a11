// Browser build. The export libraries (jspdf, xlsx) and the report screens get chunks of their own, loaded
// only when a report is opened, so the login page stays light. In development the API, the live socket and
// the runtime configuration come from the server on port 3000.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const SERVER = 'http://127.0.0.1:3000';

const LAZY_CHUNKS = [
  { name: 'export-pdf', test: /node_modules[\\/](jspdf|jspdf-autotable|html2canvas|canvg|dompurify)[\\/]/ },
  { name: 'export-xlsx', test: /node_modules[\\/]xlsx[\\/]/ },
  { name: 'report', test: /src[\\/]engine[\\/]report[\\/]/ },
  // What every page loads from node_modules, in one long-cached chunk.
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const] },
];

export default defineConfig({
  plugins: [react()],
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
