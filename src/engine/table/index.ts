// The table of custom screens: DataTable (columns by field kind, totals, empty text, row actions, selection,
// paging, stacked below 500 px), the stacked layout it shares with the master lists, and the pure formatters.
export { DataTable, NARROW, type Column, type DataTableProps, type Paging, type Selection } from './DataTable';
export { StackedRows, EmptyText, type StackedItem, type StackedLine } from './StackedRows';
export { formatValue, formatTotal, isNumeric, totalOf, type FieldKind, type ValueFormat } from './format';
