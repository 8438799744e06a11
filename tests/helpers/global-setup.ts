// Once per test run: a PGlite data directory with migrations, master tables and the first start already
// applied (creating one takes seconds; copying it, milliseconds). Built aside and renamed into place, so
// projects that set up at the same time never see a half-made template. The PostgreSQL project gets the same as a
// template database, which each test file's database is created from.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TEMPLATE_DIR, TEST_ROOT, testConfig } from './paths';
import { prepareDatabase } from '../../server/boot';
import type { TestProject } from 'vitest/node';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template this run made; test files copy it (their own hash could differ if sources change mid-run). */
    templateDir: string;
    /** The PostgreSQL template database of this run (api-pg only). */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  mkdirSync(TEST_ROOT, { recursive: true });
  project.provide('templateDir', TEMPLATE_DIR);
  if (project.config.env?.KILAU_TEST_DB === 'postgres') project.provide('pgTemplate', await postgresTemplate());
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

/** The template database of these sources on TEST_DATABASE_URL's server, made when missing; stale ones dropped. */
async function postgresTemplate(): Promise<string> {
  const name = `kilau_template_${basename(TEMPLATE_DIR).slice('template-'.length)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    // Another checkout's run (other sources, so another template) may be using its template right now: only
    // templates made over an hour ago (the time is the database's comment) are dropped.
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE 'kilau_template_%'`,
    );
    const stale = (made: string | null) => !(Date.parse(made ?? '') > Date.now() - 3_600_000);
    for (const { datname, made } of rows) if (datname !== name && stale(made)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    if (rows.some((r) => r.datname === name)) return name;
    // Built aside and renamed into place, as the PGlite template is: an interrupted run leaves no half-made template.
    const building = `kilau_building_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${building}`;
    try {
      const { db } = await prepareDatabase(testConfig({ databaseUrl: url.toString() }));
      await db.close();
      await admin.query(`COMMENT ON DATABASE ${building} IS '${new Date().toISOString()}'`);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      const made = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (!made.rows.length) throw error; // else another run made it first
    }
    return name;
  } finally {
    await admin.end();
  }
}
