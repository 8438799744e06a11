// The results: the definition's columns in the shared DataTable, cells formatted like the exports (cellText), the
// definition's sub-rows (def.detail) beneath their row, and a Total row of the rows. Below 500 px the rows are
// stacked items, as every table's; wider, the table scrolls sideways inside its own box, and inline-size
// containment stops a wide table from stretching the page around it instead.
import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useTranslate } from 'react-admin';
import type { ReportDefinition } from '../../../definitions/define';
import { cellText, type ReportRow } from '../export/table';
import { DataTable, type Column, type DataTableProps } from '../table';
import { columnLabels, K, messageKey, reportName } from './labels';

/** What a screen built on a report adds to its table: row actions, a row that opens, checkboxes (transaction screens). */
export type ResultsExtras = Pick<DataTableProps<ReportRow>, 'actions' | 'actionsLabel' | 'onRowClick' | 'selection'> & {
  /** The rows' own key (a document number); report rows without one are keyed by position. */
  rowKey?: string;
};

/** `rows` undefined: no search has answered yet (no empty text). */
export function ResultsTable({ def, rows, extras = {} }: { def: ReportDefinition; rows: ReportRow[] | undefined; extras?: ResultsExtras }) {
  const t = useTranslate();
  const columns = useMemo(() => {
    const labels = columnLabels(t, def);
    return def.columns.map(
      (c, i): Column<ReportRow> => ({
        field: c.field,
        label: labels[i],
        kind: c.type.kind,
        decimals: 'decimals' in c.type ? c.type.decimals : undefined,
        total: c.total,
        format: (value) => cellText(c, value),
        // A mark (an option with a tone: an overdue deposit) stands out as a chip; the exports print its label.
        ...(c.options?.some((o) => o.tone)
          ? {
              render: (row: ReportRow) => {
                const option = c.options?.find((o) => o.value === row[c.field]);
                return option?.tone ? <Chip size="small" color={option.tone} label={option.label} /> : cellText(c, row[c.field]);
              },
            }
          : {}),
      }),
    );
  }, [t, def]);
  // Report rows have no key of their own; they are only ever replaced as a whole.
  const keys = useMemo(() => new Map((rows ?? []).map((r, i) => [r, i])), [rows]);
  const detail = def.detail;
  const subRows = detail ? (row: ReportRow) => (Array.isArray(row[detail]) ? (row[detail] as ReportRow[]) : undefined) : undefined;
  const name = reportName(t, def);
  return (
    // A region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1): focusable, and named by the report.
    <Paper variant="outlined" tabIndex={0} role="region" aria-label={name} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={extras.rowKey ? (r) => String(r[extras.rowKey!]) : (r) => keys.get(r) ?? -1}
        actions={extras.actions}
        actionsLabel={extras.actionsLabel}
        onRowClick={extras.onRowClick}
        selection={extras.selection}
        subRows={subRows}
        empty={t(...messageKey(def, 'emptyTable'))}
        totalLabel={K.total}
        sx={{
          // The region scrolls, not the table's own box.
          '& .MuiTableContainer-root': { overflowX: 'visible' },
          '& table': { minWidth: 500 },
          '& th, & td': { whiteSpace: 'nowrap' },
          '& thead th': { fontWeight: 'bold' },
          '& tbody td[colspan]': { textAlign: 'center' },
          '& tfoot td': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' },
        }}
      />
    </Paper>
  );
}
