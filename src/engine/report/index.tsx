// The generic report screen: every report definition renders through here at its route.
// Title and breadcrumb 'Laporan > name', the filter bar, 'Cari Laporan', the results and their exports.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../shared/LoadingBar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { shopColumn, type ReportDefinition } from '../../../definitions/define';
import { getSession, type Session } from '../session';
import { useShops } from '../data';
import { ExportButtons } from './ExportButtons';
import { exportMeta, K, reportName, withValueLabels } from './labels';
import { datesLocked, initialValues, showsShopPicker, shownDefinition, type FilterValues } from './query';
import { ReportFilters } from './ReportFilters';
import { ResultsTable } from './ResultsTable';
import { useReportSearch, type ShopCoverage } from './useReportSearch';

const REPORT_MENU = '/SubMenuLaporan';
// The charts library loads with the first report that draws one.
const ReportChart = lazy(() => import('./ReportChart'));

export function ReportScreen({ def }: { def: ReportDefinition }) {
  const [session] = useState(getSession);
  // The route gate has already sent a logged-out user to the login page.
  if (!session) return null;
  // A new report starts from its own idle state, not the previous report's rows.
  return <ReportView key={def.name} def={def} session={session} />;
}

function ReportView({ def, session }: { def: ReportDefinition; session: Session }) {
  const t = useTranslate();
  const withShop = showsShopPicker(def, session);
  const shops = useShops(session, withShop);
  const [values, setValues] = useState<FilterValues>(() => initialValues(def, session));
  const report = useReportSearch(def, session, undefined, values);
  const loading = report.status === 'loading';
  const name = reportName(t, def);
  // Columns that depend on a choice (e.g. per tray or per group) follow the search the rows came from.
  const searchedParams = report.searched?.params;
  const severalShops = !!report.toko;
  const shown = useMemo(() => {
    const own = withValueLabels(t, shownDefinition(def, searchedParams ?? values.params));
    // Over several shops each row names its shop first (and a shop that could not be read, its row alone).
    return severalShops ? { ...own, columns: [{ ...shopColumn(), label: t(K.shopColumn) }, ...own.columns] } : own;
  }, [t, def, searchedParams, values.params, severalShops]);

  const meta = () => {
    const searched = report.searched ?? values;
    const shop = shops.find((s) => s.kode_toko === searched.shop);
    return exportMeta(t, shown, {
      shopName: shop?.nama_toko ?? session.nama_toko,
      shopAddress: shop?.alamat_toko ?? session.alamat_toko,
      from: searched.from,
      to: searched.to,
      params: searched.params,
      userId: session.user_id,
      printedAt: new Date(),
    });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {/* The report's name in the top bar, like every other screen's title. */}
      <Title title={name} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          <Link component={RouterLink} to={REPORT_MENU} underline="hover" color="inherit">
            {t(K.laporan)}
          </Link>
          {' > '}
          {name}
        </Typography>
        <Button component={RouterLink} to={REPORT_MENU} startIcon={<ArrowBackIcon />}>
          {t(K.back)}
        </Button>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReportFilters def={def} values={values} onChange={setValues} datesLocked={datesLocked(session)} maxDate={session.tgl_system} shops={withShop ? shops : null}>
          <Button variant="contained" disabled={loading} onClick={() => report.search(values)}>
            {t(loading ? K.searching : K.search)}
          </Button>
        </ReportFilters>
      </Paper>

      {loading && <LoadingBar />}
      {report.toko && <ShopCoverageLine toko={report.toko} onRefresh={loading || !report.searched ? undefined : () => report.search(report.searched!, { refresh: true })} />}
      {report.status === 'shown' && def.export.length > 0 && <ExportButtons def={shown} rows={report.rows} meta={meta} />}
      {report.status === 'shown' && shown.chart && (
        <Suspense fallback={null}>
          <ReportChart def={{ ...shown, chart: shown.chart }} rows={report.rows} />
        </Suspense>
      )}
      <ResultsTable def={shown} rows={report.tableRows} />
    </Box>
  );
}

/**
 * Which shops the rows and totals cover, which could not be read, and which came from the head office's copy of their
 * closed days (with a button that reads them afresh).
 */
function ShopCoverageLine({ toko, onRefresh }: { toko: ShopCoverage[]; onRefresh?: () => void }) {
  const t = useTranslate();
  const read = toko.filter((s) => s.status === 'success').map((s) => s.kode_toko);
  const failed = toko.filter((s) => s.status === 'error').map((s) => s.kode_toko);
  const kept = toko.filter((s) => s.sumber === 'arsip').map((s) => s.kode_toko);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="cakupan-toko">
      <Typography variant="body2">{t(K.shopsCovered, { toko: read.join(', ') || '-' })}</Typography>
      {failed.length > 0 && (
        <Typography variant="body2" color="error">
          {t(K.shopsFailed, { toko: failed.join(', ') })}
        </Typography>
      )}
      {kept.length > 0 && (
        <>
          <Typography variant="body2">{t(K.shopsKept, { toko: kept.join(', ') })}</Typography>
          <Button size="small" onClick={onRefresh} disabled={!onRefresh}>
            {t(K.refresh)}
          </Button>
        </>
      )}
    </Stack>
  );
}
