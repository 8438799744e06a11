// `npm test`: every layer. Unit, contract and API tests (PGlite; again on PostgreSQL when
// TEST_DATABASE_URL is set), then end-to-end in Chromium against a fresh build, when a Chromium is
// found. Without one the browser tests are reported as not run; with CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../tests/helpers/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const chromium = findChromium();
const projects = ['unit', 'api', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
if (chromium) {
  console.log(`Chromium: ${chromium}; membangun aplikasi untuk tes browser ...`);
  if (run([join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']) !== 0) process.exit(1);
  projects.push('e2e');
} else {
  console.log('\n*** Chromium tidak ditemukan (set CHROMIUM_PATH atau pasang paket chromium): tes browser (e2e) TIDAK dijalankan. ***\n');
  if (process.env.CI === 'true') {
    console.log('CI=true: tes browser wajib dijalankan, gagal.');
    process.exit(1);
  }
}
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL tidak diset: tes API hanya pada PGlite.');

mkdirSync(join(root, '.test-data'), { recursive: true });

// Two runs: the fast layers together, then the browser tests alone. Run side by side on a small machine, the API
// suites starve the browser and its servers, and a click that waits on a page under load times out.
const batches = [projects.filter((p) => p !== 'e2e'), projects.filter((p) => p === 'e2e')].filter((b) => b.length);
let status = 0;
let passed = 0;
let failed = 0;
let failedFiles = 0;
const retried = [];
const failures = [];
for (const [i, batch] of batches.entries()) {
  const report = join(root, '.test-data', `results-${i + 1}.json`);
  const code = run([
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...batch.flatMap((p) => ['--project', p]),
    // API tests wait on their database much of the time (PostgreSQL, PGlite's files): one worker more than the cores
    // keeps them busy (on 2 cores the fast layers took 370 s with 3 workers, 493 s with 2). The browser tests keep
    // their own count (vitest.config.ts).
    ...(batch.includes('e2e') ? [] : [`--maxWorkers=${availableParallelism() + 1}`]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  status ||= code;
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    failedFiles += r.testResults.filter((f) => f.status === 'failed').length;
    for (const file of r.testResults) {
      const name = file.name.replace(root, '');
      if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) failures.push({ test: name, first: file.message?.split('\n')[0] ?? '' });
      for (const t of file.assertionResults) {
        if (t.status === 'failed') failures.push({ test: `${name} > ${t.fullName}`, first: t.failureMessages[0]?.split('\n')[0] ?? '' });
        if (t.status === 'passed' && t.failureMessages.length) retried.push({ test: t.fullName, first: t.failureMessages[0].split('\n')[0] });
      }
    }
  }
}
console.log(`\nprojects: ${projects.join(', ')}`);
// A file that fails before its tests run shows as a failed file, not as failed tests.
console.log(`${passed} passed, ${failed} failed${failedFiles ? ` (${failedFiles} test files failed)` : ''}`);
// The log's tail is often all a reader sees: name each failure there again.
if (failures.length) {
  console.log('failed:');
  for (const f of failures) console.log(`  ${f.test}\n    ${f.first}`);
}
// Browser tests get one retry in CI (vitest.config.ts); a test that needed it is named here, never hidden.
if (retried.length) {
  console.log(`${retried.length} passed only on a retry:`);
  for (const r of retried) console.log(`  ${r.test}\n    first try: ${r.first}`);
}
process.exit(status);
