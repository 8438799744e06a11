// The month's sales and buy-backs per day, by rupiah (bars) and by gram (lines), drawn by @mui/x-charts.
import { Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { formatDecimal, formatMoney } from '../../../domain/format';
import { DetailLink } from './DetailLink';
import { k, type Dashboard, type DayPoint } from './types';

const HEIGHT = 240;
// skipAnimation: a new shop or day redraws at once (no bars growing from the last answer's days), and nothing moves
// for those who would rather it did not.

/** The month's two series and the links of their figures: a shop's (GET dashboard), or the chain's (GET dashboard/cabang). */
export function MonthCharts({ d }: { d: Pick<Dashboard, 'datagram_penjualan' | 'datagram_pembelian' | 'links'> }) {
  const translate = useTranslate();
  /** Rupiah on the axis in millions ('12,5 jt'), so the axis stays narrow. */
  const millions = (v: number | null) => (v === null ? '' : translate(k('juta'), { n: formatDecimal(v / 1_000_000, v % 1_000_000 === 0 ? 0 : 1) }));
  const series = [
    { key: 'penjualan', points: d.datagram_penjualan },
    { key: 'pembelian', points: d.datagram_pembelian },
  ].filter((s): s is { key: string; points: DayPoint[] } => !!s.points);
  if (!series.length) return null;
  const days = series[0].points.map((p) => p.x);
  const label = (key: string) => translate(k(`jenis.${key.toUpperCase()}`));
  const links = series.map((s) => ({ key: s.key, to: d.links[`grafik_${s.key}` as 'grafik_penjualan'] })).filter((l) => l.to);
  const actions = (
    <CardActions>
      {links.map((l) => (
        <DetailLink key={l.key} to={l.to!} label={label(l.key)} text={translate(k('detail_of'), { x: label(l.key) })} />
      ))}
    </CardActions>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" data-testid="chart-rupiah">
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle1" component="h2">
              {translate(k('chart_rupiah'))}
            </Typography>
            <BarChart
              height={HEIGHT}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: days, label: translate(k('tanggal')) }]}
              yAxis={[{ valueFormatter: millions, width: 56 }]}
              series={series.map((s) => ({ label: label(s.key), data: s.points.map((p) => p.rupiah), valueFormatter: (v: number | null) => translate(k('rupiah'), { n: formatMoney(v ?? 0) }) }))}
              margin={{ left: 0, right: 8 }}
            />
          </CardContent>
          {actions}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" data-testid="chart-gram">
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle1" component="h2">
              {translate(k('chart_gram'))}
            </Typography>
            <LineChart
              height={HEIGHT}
              skipAnimation
              xAxis={[{ scaleType: 'point', data: days, label: translate(k('tanggal')) }]}
              yAxis={[{ valueFormatter: (v: number | null) => formatDecimal(v ?? 0, 0), width: 48 }]}
              series={series.map((s) => ({ label: label(s.key), data: s.points.map((p) => p.y), valueFormatter: (v: number | null) => translate(k('gram'), { n: formatDecimal(v ?? 0, 3) }), showMark: false }))}
              margin={{ left: 0, right: 8 }}
            />
          </CardContent>
          {actions}
        </Card>
      </Grid>
    </Grid>
  );
}
