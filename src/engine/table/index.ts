// The table of custom screens: DataTable (columns by field kind, totals, empty text, row actions, selection,
// paging, sub-rows, stacked below 500 px), the stacked layout it shares with the master lists, and the pure formatters.
export { DataTable, NARROW, type Column, type DataTableProps, type Paging, type Selection } from './DataTable';
export { StackedRows, EmptyText, type StackedItem, type StackedLine } from './StackedRows';
export { cellText, formatValue, formatTotal, isNumeric, tableLines, totalOf, totalText, type CellFormat, type FieldKind, type TableLine, type ValueFormat } from './format';
