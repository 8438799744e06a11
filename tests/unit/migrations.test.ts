// The migration folder as the runner reads it: NNN_name.sql files, one per number, in number order, checksummed by
// their text; plain SQL that no code builds. (Applying them, and the refusals, are in tests/api/migrations.test.ts.)
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrations } from '../../server/db/migrate';
import { migrationChecksum, migrationOf } from '../../server/db/migration';

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kilau-migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('server/db/migrations/', () => {
  const all = readMigrations();

  it('numbers its files 001, 002 ... without a gap or a repeat, and the runner takes them in that order', () => {
    expect(all.map((m) => m.number)).toEqual(all.map((_, i) => i + 1));
    expect(all[0].id).toBe('001_system');
    expect(all.map((m) => m.id)).toContain('017_ledger_kinds');
  });

  it('records each by the sha256 of its text', () => {
    for (const m of all) expect(m.checksum, m.id).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(all.map((m) => m.checksum)).size).toBe(all.length);
  });
});

describe('readMigrations', () => {
  it('sorts by number, whatever the order on disk, and leaves other files alone', () => {
    const dir = folder({ '010_later.sql': 'SELECT 10;', '002_early.sql': 'SELECT 2;', 'README.md': '# notes' });
    try {
      expect(readMigrations(dir).map((m) => m.id)).toEqual(['002_early', '010_later']);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('refuses two files with one number, and a file not named NNN_name.sql', () => {
    const twice = folder({ '003_one.sql': 'SELECT 1;', '003_other.sql': 'SELECT 2;' });
    const badName = folder({ '3_short.sql': 'SELECT 1;' });
    try {
      expect(() => readMigrations(twice)).toThrow('Migrations 003_one and 003_other have the same number: renumber the newer one');
      expect(() => readMigrations(badName)).toThrow('Migration file 3_short.sql: the name must be NNN_name.sql');
    } finally {
      rmSync(twice, { recursive: true });
      rmSync(badName, { recursive: true });
    }
  });
});

describe('migrationChecksum', () => {
  it('changes with any change of the text, not with CRLF line ends from a Windows checkout', () => {
    const text = 'CREATE TABLE a (x int);\nCREATE TABLE b (y int);\n';
    expect(migrationChecksum(text)).toBe(migrationOf('001_a.sql', text).checksum);
    expect(migrationChecksum(text.replaceAll('\n', '\r\n'))).toBe(migrationChecksum(text));
    expect(migrationChecksum(text.replace('int', 'bigint'))).not.toBe(migrationChecksum(text));
  });
});
