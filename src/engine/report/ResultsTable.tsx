// The results: the definition's columns, formatted like the exports, with a Total row.
// It scrolls sideways inside its own box, so narrow screens (below 500 px) keep every column readable;
// inline-size containment stops the wide table from stretching the page around it instead.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { ReportDefinition } from '../../../definitions/define';
import { displayRows, formattedRows, formattedTotals, hasTotals, isNumeric, type ReportRow } from '../export/table';
import { columnLabels, K, messageKey, reportName } from './labels';

export function ResultsTable({ def, rows }: { def: ReportDefinition; rows: ReportRow[] }) {
  const t = useTranslate();
  const align = def.columns.map((c): 'right' | 'left' => (isNumeric(c) ? 'right' : 'left'));
  const labels = columnLabels(t, def);
  const isDetail = displayRows(def, rows).map((r) => r.detail);
  return (
    // A region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1): focusable, and named by the report.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={reportName(t, def)}
      sx={{ overflowX: 'auto', contain: 'inline-size' }}
    >
      <Table size="small" sx={{ minWidth: 500, '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {labels.map((label, i) => (
              <TableCell key={def.columns[i].field} align={align[i]} sx={{ fontWeight: 'bold' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={def.columns.length} align="center">
                {t(...messageKey(def, 'emptyTable'))}
              </TableCell>
            </TableRow>
          ) : (
            // Report rows have no key of their own; they are only ever replaced as a whole.
            formattedRows(def, rows).map((cells, r) => (
              <TableRow key={r} hover data-detail={isDetail[r] || undefined}>
                {cells.map((text, i) => (
                  <TableCell
                    key={def.columns[i].field}
                    align={align[i]}
                    sx={isDetail[r] ? { fontStyle: 'italic', color: 'text.secondary', pl: i === 0 ? 4 : undefined } : undefined}
                  >
                    {text}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
        {rows.length > 0 && hasTotals(def) && (
          <TableFooter>
            <TableRow>
              {formattedTotals(def, rows, t(K.total)).map((text, i) => (
                <TableCell key={def.columns[i].field} align={align[i]} sx={{ fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' }}>
                  {text}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
