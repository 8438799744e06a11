// The performance issue's table (issue 25) from one `npm run bench` run: each part of the bench says, for the rows it
// measured, what it measured now and what the target is. Printed last, and written to .bench/results.json.
export interface SummaryRow {
  /** The row of the table, in its words. */
  what: string;
  /** What this run measured, short (e.g. "p95 41 ms; last 5 / first 5 1.02x"). */
  now: string;
  /** The target, as the issue states it. */
  target: string;
  /** Whether this run meets the target; undefined where the row is a measurement without a pass mark. */
  met?: boolean;
}

export const ratio = (n: number) => `${n.toFixed(2)}x`;

export function summaryText(rows: SummaryRow[]): string {
  const mark = (m?: boolean) => (m === undefined ? '' : m ? 'met' : 'NOT met');
  const lines = [['what', 'now', 'target', ''], ...rows.map((r) => [r.what, r.now, r.target, mark(r.met)])];
  // Left-aligned: the cells are phrases, not numbers.
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)));
  const text = lines.map((l) => l.map((v, c) => v.padEnd(widths[c])).join('   ').trimEnd()).join('\n');
  return `The performance issue's table, from this run\n${text}`;
}
