// The integrity checks of the shop's books (issue 11, section 7): the query of the report Laporan Integritas Data
// (server/reports/integritas.sql, which says what each check finds), run from server code and tests, so the report,
// the property tests and anything else that must prove the books share one implementation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db/database';
import { REPORTS_DIR, reportFileName, reportQuery, type ReportQuery } from '../engine/reports';
import integrityReport, { type IntegrityCheck } from '../../definitions/reports/integritas';

export interface IntegrityFinding {
  check: IntegrityCheck;
  /** How many findings the check has; 0 on a healthy database. */
  count: number;
  /** Up to 5 of them: document numbers, with the akun or account, ledger or date the finding is about; trays; items. */
  examples: string[];
}

let query: ReportQuery | undefined;

/** Every check for the shop, in the report's order. */
export async function integrityChecks(db: Queryable, kodeToko: string): Promise<IntegrityFinding[]> {
  const name = reportFileName(integrityReport);
  query ??= reportQuery(name, readFileSync(join(REPORTS_DIR, `${name}.sql`), 'utf8'));
  return (await query.run(db, { kode_toko: kodeToko })) as unknown as IntegrityFinding[];
}

/** The checks that found something: [] on a healthy database. */
export async function integrityBreaks(db: Queryable, kodeToko: string): Promise<IntegrityFinding[]> {
  return (await integrityChecks(db, kodeToko)).filter((c) => c.count > 0);
}
