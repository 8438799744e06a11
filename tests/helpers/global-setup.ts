// Once per test run: a PGlite data directory with migrations, master tables and the first start already
// applied (creating one takes seconds; copying it, milliseconds). Built aside and renamed into place, so
// projects that set up at the same time never see a half-made template.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TEMPLATE_DIR, TEST_ROOT, testConfig } from './paths';
import { prepareDatabase } from '../../server/boot';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template this run made; test files copy it (their own hash could differ if sources change mid-run). */
    templateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  mkdirSync(TEST_ROOT, { recursive: true });
  project.provide('templateDir', TEMPLATE_DIR);
  if (existsSync(TEMPLATE_DIR)) return;
  const building = mkdtempSync(join(TEST_ROOT, 'building-'));
  const { db } = await prepareDatabase(testConfig({ dataDir: building, databaseUrl: undefined }));
  await db.close();
  try {
    renameSync(building, TEMPLATE_DIR);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another project finished first
  }
  for (const old of readdirSync(TEST_ROOT)) {
    if (old.startsWith('template-') && old !== basename(TEMPLATE_DIR)) rmSync(join(TEST_ROOT, old), { recursive: true, force: true });
  }
}
