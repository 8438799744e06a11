// A report's chart (def.chart): one bar group per value of its x column (the day), one bar per series column, summed
// over the rows of that value; over several shops, over the shops read (a shop's error row has no figures). Drawn
// by @mui/x-charts, loaded only when a report with a chart shows its rows.
import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ReportChart as Chart, ReportDefinition } from '../../../definitions/define';
import { cellText, type ReportRow } from '../export/table';
import { columnLabels, K } from './labels';

const HEIGHT = 280;

/** Each x value in first-seen order, with each series column summed over its rows (integers, as rupiah are). */
export function chartPoints(chart: Chart, rows: readonly ReportRow[]): { x: string; sums: number[] }[] {
  const byX = new Map<string, number[]>();
  for (const row of rows) {
    if (row.status_toko === 'error') continue;
    const x = String(row[chart.x] ?? '');
    const sums = byX.get(x) ?? chart.series.map(() => 0);
    chart.series.forEach((field, i) => (sums[i] += Number(row[field] ?? 0)));
    byX.set(x, sums);
  }
  return [...byX.entries()].map(([x, sums]) => ({ x, sums }));
}

export default function ReportChart({ def, rows }: { def: ReportDefinition & { chart: Chart }; rows: readonly ReportRow[] }) {
  const t = useTranslate();
  const points = useMemo(() => chartPoints(def.chart, rows), [def.chart, rows]);
  const labels = columnLabels(t, def);
  const column = (field: string) => def.columns.findIndex((c) => c.field === field);
  const xColumn = def.columns[column(def.chart.x)];
  if (!points.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="report-chart">
      <Typography variant="subtitle1" component="h2">
        {t(K.chart, { name: def.chart.series.map((f) => labels[column(f)]).join(' & ') })}
      </Typography>
      <BarChart
        height={HEIGHT}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: points.map((p) => cellText(xColumn, p.x)), label: labels[column(def.chart.x)] }]}
        yAxis={[{ width: 96, valueFormatter: (v: number | null) => cellText(def.columns[column(def.chart.series[0])], v ?? 0) }]}
        series={def.chart.series.map((field, i) => {
          const c = def.columns[column(field)];
          return { label: labels[column(field)], data: points.map((p) => p.sums[i]), valueFormatter: (v: number | null) => cellText(c, v ?? 0) };
        })}
        margin={{ left: 0, right: 8 }}
      />
    </Paper>
  );
}
