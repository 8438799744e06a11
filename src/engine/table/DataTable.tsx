// The one table of custom screens, driven by column definitions (README in engine/data/ shows a screen with it):
// cells formatted by field kind (./format.ts), a totals row for the columns marked `total`, the empty text, a
// clickable or highlighted row, row actions, checkbox selection, server paging, sub-rows beneath their row, and below
// 500 px the rows as stacked 'label: value' items (./StackedRows.tsx, as the master lists do). Headings and texts are
// locale keys (or plain text, shown as it is when no key matches); a column of codes shows their labels (../codes.ts).
import { Fragment, type Key, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TablePagination,
  TableRow,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { cellText, isNumeric, tableLines, totalText, type CellFormat } from './format';
import { codeLabel, type CodeGroup } from '../codes';
import { StackedRows, type StackedItem } from './StackedRows';
import { LoadingBar } from '../shared/LoadingBar';

/** Spec section 2: tables switch to a stacked layout below 500 px. */
export const NARROW = '(max-width:499.95px)';

export interface Column<R> extends CellFormat {
  /** The row's property this column shows (and its React key). */
  field: string;
  /** Heading: a locale key or text. */
  label?: string;
  /** The value when it is not `row[field]` (formatted and totalled like one). */
  value?: (row: R) => unknown;
  /** The column holds codes of this group (a status, a payment kind ...): each cell shows the code's label. */
  codes?: CodeGroup;
  /** The cell's own content instead of the formatted value (a thumbnail, an input, a chip). */
  render?: (row: R, index: number) => ReactNode;
  /** Sum this column in the totals row. */
  total?: boolean;
  align?: 'left' | 'right' | 'center';
  padding?: 'normal' | 'checkbox' | 'none';
  /** Style of the column's cells (a minimum width ...). */
  sx?: SxProps<Theme>;
  /** Below 500 px: 'leading' shows the cell at the item's left (a thumbnail), 'hide' leaves it out. */
  narrow?: 'leading' | 'hide';
  /** The column names its row (a <th scope="row">), as the label column of a record's fields does. */
  header?: boolean;
}

export interface Paging {
  /** 0-based. */
  page: number;
  perPage: number;
  /** All rows on the server. */
  count: number;
  perPageOptions?: number[];
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
}

export interface Selection {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
}

export interface DataTableProps<R> {
  columns: Column<R>[];
  /** undefined: not loaded yet (no empty text). */
  rows: readonly R[] | undefined;
  /** The row's identity: a property name or a function. */
  rowKey: (keyof R & string) | ((row: R) => Key);
  /** The table's accessible name (locale key or text); tests and screen readers find it by this. */
  label?: string;
  /** A read is on its way: a thin progress bar over the rows. */
  loading?: boolean;
  /** Shown instead of rows when there are none (locale key or text). Default 'kilau.table.empty'. */
  empty?: string;
  /** The first cell of the totals row (locale key or text). Default 'kilau.table.total'. */
  totalLabel?: string;
  /** The row opens something: click, or Enter on the focused row. */
  onRowClick?: (row: R) => void;
  /** The key of the row shown as the current one. */
  activeRow?: Key;
  /** Buttons per row, in a last column. */
  actions?: (row: R) => ReactNode;
  /** Heading of the actions column (locale key or text); none by default. */
  actionsLabel?: string;
  /**
   * Sub-rows of a row (a report's detail, e.g. an item name's sizes), shown right beneath it in the same columns,
   * set in italics and not clickable nor selectable; the totals count the rows only.
   */
  subRows?: (row: R) => readonly R[] | undefined;
  /** Checkboxes per row and one for all. */
  selection?: Selection;
  /** Server paging under the rows. */
  paging?: Paging;
  /** Force the layout: true stacked, false a table at any width (a two-column label/value table fits); default by the screen width. */
  stacked?: boolean;
  /** false: no heading row (a record's fields as label / value rows). */
  head?: boolean;
  sx?: SxProps<Theme>;
}

export function DataTable<R>(props: DataTableProps<R>) {
  const narrow = useMediaQuery(NARROW);
  const stacked = props.stacked ?? narrow;
  return (
    <Box sx={props.sx}>
      {stacked ? <StackedTable {...props} /> : <WideTable {...props} />}
      {props.paging && <Pager paging={props.paging} />}
    </Box>
  );
}

function useTable<R>({ columns, rowKey, selection }: DataTableProps<R>) {
  const translate = useTranslate();
  const t = (text: string | undefined, args?: Record<string, unknown>) => (text ? translate(text, { _: text, ...args }) : '');
  const yesNo = (v: boolean) => translate(v ? 'kilau.master.yes' : 'kilau.master.no');
  const keyOf = (row: R): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));
  const valueOf = (c: Column<R>, row: R): unknown => (c.value ? c.value(row) : (row as Record<string, unknown>)[c.field]);
  const cell = (c: Column<R>, row: R, i: number): ReactNode =>
    c.render ? c.render(row, i) : c.codes ? codeLabel(translate, c.codes, valueOf(c, row)) : cellText(c, valueOf(c, row), yesNo);
  const total = (c: Column<R>, rows: readonly R[]) => totalText(c, rows, (r) => valueOf(c, r));
  const alignOf = (c: Column<R>) => c.align ?? (isNumeric(c) ? 'right' : 'left');
  const selected = new Set(selection?.selected ?? []);
  const toggle = (key: Key) => selection?.onChange(selected.has(key) ? [...selected].filter((k) => k !== key) : [...selected, key]);
  return { t, keyOf, valueOf, cell, total, alignOf, selected, toggle };
}

function WideTable<R>(props: DataTableProps<R>) {
  const { columns, rows, label, loading, empty = 'kilau.table.empty', totalLabel = 'kilau.table.total', onRowClick, activeRow, actions, actionsLabel, selection, subRows, head = true } = props;
  const { t, keyOf, cell, total, alignOf, selected, toggle } = useTable(props);
  const list = rows ?? [];
  const allKeys = list.map(keyOf);
  const allSelected = allKeys.length > 0 && allKeys.every((k) => selected.has(k));
  const width = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
  const totalled = columns.some((c) => c.total) && list.length > 0;
  // The totals row: the label spans the columns before the first total (none when that is the first column), after
  // the leading control columns (a row's radio or checkbox, padding 'checkbox'), which stay empty.
  const before = Math.max(columns.findIndex((c) => c.total), 0);
  const controls = Math.min(columns.findIndex((c) => c.padding !== 'checkbox'), before);
  const labelSpan = before - Math.max(controls, 0) + (selection ? 1 : 0);

  return (
    <TableContainer sx={{ position: 'relative' }}>
      {loading && <LoadingBar sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Table size="small" aria-label={label ? t(label) : undefined}>
        {head && (
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={allSelected}
                    indeterminate={!allSelected && allKeys.some((k) => selected.has(k))}
                    onChange={() => selection.onChange(allSelected ? [] : allKeys)}
                    slotProps={{ input: { 'aria-label': t('kilau.table.select_all') } }}
                  />
                </TableCell>
              )}
              {columns.map((c) => (
                <TableCell key={c.field} align={alignOf(c)} padding={c.padding} sx={c.sx}>
                  {t(c.label)}
                </TableCell>
              ))}
              {actions && <TableCell align="right">{t(actionsLabel)}</TableCell>}
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {tableLines(list, keyOf, subRows).map(({ row, key, index: i, sub }) => {
            if (sub) {
              return (
                <TableRow key={key} data-detail sx={{ '& > td': { fontStyle: 'italic', color: 'text.secondary' } }}>
                  {selection && <TableCell padding="checkbox" />}
                  {columns.map((c, n) => (
                    <TableCell key={c.field} align={alignOf(c)} padding={c.padding} sx={[n === 0 && { pl: 4 }, ...(Array.isArray(c.sx) ? c.sx : [c.sx])]}>
                      {cell(c, row, i)}
                    </TableCell>
                  ))}
                  {actions && <TableCell />}
                </TableRow>
              );
            }
            return (
              <TableRow
                key={key}
                hover={!!onRowClick}
                selected={activeRow !== undefined && activeRow === key}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick && (() => onRowClick(row))}
                onKeyDown={onRowClick && ((e: KeyboardEvent<HTMLTableRowElement>) => e.key === 'Enter' && e.target === e.currentTarget && onRowClick(row))}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      size="small"
                      checked={selected.has(key)}
                      onChange={() => toggle(key)}
                      slotProps={{ input: { 'aria-label': t('kilau.table.select_row', { row: String(key) }) } }}
                    />
                  </TableCell>
                )}
                {columns.map((c) => (
                  <TableCell key={c.field} align={alignOf(c)} padding={c.padding} sx={c.sx} {...(c.header ? { component: 'th', scope: 'row' } : {})}>
                    {cell(c, row, i)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" padding="checkbox" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {rows && !list.length && (
            <TableRow>
              <TableCell colSpan={width}>{t(empty)}</TableCell>
            </TableRow>
          )}
        </TableBody>
        {totalled && (
          <TableFooter>
            <TableRow>
              {controls > 0 && <TableCell colSpan={controls} padding="checkbox" />}
              {labelSpan > 0 && <TableCell colSpan={labelSpan}>{t(totalLabel)}</TableCell>}
              {columns.slice(before).map((c) => (
                <TableCell key={c.field} align={alignOf(c)}>
                  {c.total ? total(c, list) : null}
                </TableCell>
              ))}
              {actions && <TableCell />}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

function StackedTable<R>(props: DataTableProps<R>) {
  const { columns, rows, label, loading, empty = 'kilau.table.empty', totalLabel = 'kilau.table.total', onRowClick, activeRow, actions, selection, subRows } = props;
  const { t, keyOf, cell, total, selected, toggle } = useTable(props);
  const list = rows ?? [];
  const shown = columns.filter((c) => c.narrow !== 'hide' && c.narrow !== 'leading');
  const leading = columns.filter((c) => c.narrow === 'leading');
  const [headline, ...details] = shown;

  const items: StackedItem[] = tableLines(list, keyOf, subRows).map(({ row, key, index: i, sub }) => {
    // A sub-row: an inset item of the values it has.
    if (sub) {
      const filled = shown.filter((c) => c.render || cell(c, row, i) !== '');
      const [first, ...rest] = filled;
      return {
        key,
        inset: true,
        primary: first ? cell(first, row, i) : null,
        lines: rest.map((c) => ({ key: c.field, label: t(c.label), value: cell(c, row, i) })),
      };
    }
    return {
      key,
      primary: headline ? cell(headline, row, i) : null,
      lines: details.map((c) => ({ key: c.field, label: t(c.label), value: cell(c, row, i) })),
      leading:
        selection || leading.length ? (
          <>
            {selection && (
              <Checkbox
                size="small"
                edge="start"
                checked={selected.has(key)}
                onClick={(e) => e.stopPropagation()}
                onChange={() => toggle(key)}
                slotProps={{ input: { 'aria-label': t('kilau.table.select_row', { row: String(key) }) } }}
              />
            )}
            {leading.map((c) => (
              <Fragment key={c.field}>{cell(c, row, i)}</Fragment>
            ))}
          </>
        ) : undefined,
      actions: actions?.(row),
      selected: activeRow !== undefined && activeRow === key,
      onClick: onRowClick && (() => onRowClick(row)),
    };
  });
  const totals = columns.filter((c) => c.total);
  if (totals.length && list.length) {
    items.push({
      key: '\u0000total',
      primary: t(totalLabel),
      lines: totals.map((c) => ({ key: c.field, label: t(c.label), value: total(c, list) })),
    });
  }
  if (!rows) return loading ? <LoadingBar /> : null;
  return (
    <Box sx={{ position: 'relative' }}>
      {loading && list.length > 0 && <LoadingBar sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <StackedRows items={items} empty={empty} label={label} />
    </Box>
  );
}

function Pager({ paging }: { paging: Paging }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={paging.count}
      page={paging.page}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={paging.onPerPageChange ? (paging.perPageOptions ?? [25, 50, 100]) : []}
      onPageChange={(_, p) => paging.onPageChange(p)}
      onRowsPerPageChange={(e) => paging.onPerPageChange?.(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
    />
  );
}
