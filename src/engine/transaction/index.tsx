// The generic screens of a transaction kind (definitions/transactions), drawn from its definition:
// - list (lihat-*): the kind's filters, its documents, a row opens the document (lines, payments, history) to reprint;
// - cancel (batal-*): the documents that can still be cancelled; Batal asks a reason, then a supervisor's
//   authorization of the definition's kind, then posts the cancellation;
// - action (e.g. lelang-*): the documents one of the kind's actions takes, each row offering it (ActionDialog);
// - validate (validasi-*): a day's documents not validated yet, per cashier (valid_by) or all; tick and validate
//   (several at once after a confirmation naming how many and their totals per kind). A validation over several kinds
//   (defineValidation) lists them side by side; a row opens as its kind's document.
// The filter bar, search and table are the report engine's (a screen's list is a report of its definition).
import { useMemo, useState, type Key } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingBar } from '../shared/LoadingBar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import type { TransactionDefinition } from '../../../definitions/define';
import { localeKeys } from '../../../locales/definition-texts';
import { getSession, type Session } from '../session';
import { useShops, useSubmit } from '../data';
import type { ReportRow } from '../export/table';
import { ExportButtons } from '../report/ExportButtons';
import { exportMeta, reportName, withValueLabels } from '../report/labels';
import { datesLocked, initialValues, showsShopPicker, type FilterValues } from '../report/query';
import { ReportFilters } from '../report/ReportFilters';
import { ResultsTable, type ResultsExtras } from '../report/ResultsTable';
import { useReportSearch } from '../report/useReportSearch';
import { menus } from '../definitions';
import { DocumentDialog } from './DocumentDialog';
import { CancelDialog } from './CancelDialog';
import { ActionDialog } from './ActionDialog';
import { ValidateConfirm, validationGroups, type ValidationGroup } from './ValidateConfirm';
import { TK } from './labels';

export function TransactionScreen({ def }: { def: TransactionDefinition }) {
  const [session] = useState(getSession);
  if (!session) return null;
  return <TransactionView key={def.name} def={def} session={session} />;
}

/** What the screen always asks the list for, beside its filters. */
function fixedParams(def: TransactionDefinition): Record<string, string> | undefined {
  if (def.screen === 'cancel') return { status: def.document.cancel!.from.join(',') };
  if (def.screen === 'validate') return { validasi: 'BELUM' };
  if (def.screen === 'action') return { status: def.action!.from.join(','), ...def.action!.params };
  return undefined;
}

/** Whether this screen offers Batal on a row: the cancel screen always; a list when its kind has no cancel screen. */
function cancelsHere(def: TransactionDefinition, status: string): boolean {
  const rule = def.document.cancel;
  if (!rule) return false;
  if (def.screen === 'cancel') return true;
  return def.screen === 'list' && !rule.route && rule.from.includes(status);
}

function TransactionView({ def, session }: { def: TransactionDefinition; session: Session }) {
  const t = useTranslate();
  const doc = def.document;
  const report = useMemo(() => withValueLabels(t, def.report), [t, def.report]);
  const withShop = showsShopPicker(report, session);
  const shops = useShops(session, withShop);
  const [values, setValues] = useState<FilterValues>(() => initialValues(report, session));
  const fixed = useMemo(() => fixedParams(def), [def]);
  const list = useReportSearch(report, session, fixed, values);
  const [opened, setOpened] = useState<{ no: string; def: TransactionDefinition }>();
  const [cancelling, setCancelling] = useState<{ no: string; group: string; validated: boolean }>();
  const [acting, setActing] = useState<string>();
  const [selected, setSelected] = useState<Key[]>([]);
  const [confirming, setConfirming] = useState<ValidationGroup[]>();
  const submit = useSubmit();
  const loading = list.status === 'loading';
  const name = reportName(t, report);
  const numberOf = (row: ReportRow) => String(row[doc.number]);
  const open = (row: ReportRow) => setOpened({ no: numberOf(row), def: def.kinds?.find((k) => k.document.name === row.jenis) ?? def });
  const submenu = menus.find((g) => g.sections.some((s) => s.items.some((i) => i.route === def.route)));
  // A cancellation limited to the business day shows that day only.
  const locked = datesLocked(session) || (def.screen === 'cancel' && doc.cancel!.sameDayOnly);
  const again = () => list.search(values);

  const validate = () => {
    setConfirming(undefined);
    return submit.call(
      { method: 'POST', path: `${doc.api}/validasi`, body: { nomor: selected.map(String) } },
      {
        check: () => !selected.length && TK.chooseToValidate,
        after: async () => {
          setSelected([]);
          await again();
        },
      },
    );
  };
  // The kind a row is of, as the list's Jenis column names it (a validation over one kind: that kind).
  const kindOptions = report.columns.find((c) => c.field === 'jenis')?.options;
  const kindLabel = (row: ReportRow) => (def.kinds && kindOptions?.find((o) => o.value === row.jenis)?.label) || name;
  const askValidate = () => {
    if (selected.length < 2) return void validate();
    const ticked = new Set(selected.map(String));
    setConfirming(validationGroups(list.rows.filter((r) => ticked.has(numberOf(r))), kindLabel, (r) => Number(r.grand_total ?? 0)));
  };

  const extras: ResultsExtras = {
    rowKey: doc.number,
    onRowClick: open,
    actionsLabel: TK.actions,
    actions: (row) => (
      <Stack direction="row" spacing={1}>
        {def.screen !== 'cancel' && (
          <Button size="small" onClick={() => open(row)}>
            {t(TK.open)}
          </Button>
        )}
        {def.screen === 'list' && doc.resume?.from.includes(String(row.status)) && (
          <Button size="small" variant="outlined" component={RouterLink} to={`${doc.entry}?${doc.resume.param}=${encodeURIComponent(numberOf(row))}`}>
            {t(`transactions.${def.name}.resume`, { _: doc.resume.label })}
          </Button>
        )}
        {def.screen === 'action' && (
          <Button size="small" color="error" variant="outlined" onClick={() => setActing(numberOf(row))}>
            {t(`transactions.${def.name}.button`, { _: def.action!.button })}
          </Button>
        )}
        {cancelsHere(def, String(row.status)) && (
          <Button size="small" color="error" variant="outlined" onClick={() => setCancelling({ no: numberOf(row), group: String(row.no_faktur_group ?? ''), validated: row.status === 'VALID' })}>
            {t(TK.cancel)}
          </Button>
        )}
      </Stack>
    ),
    ...(def.screen === 'validate' ? { selection: { selected, onChange: setSelected } } : {}),
  };

  const meta = () =>
    exportMeta(t, report, {
      shopName: session.nama_toko,
      shopAddress: session.alamat_toko,
      from: (list.searched ?? values).from,
      to: (list.searched ?? values).to,
      params: (list.searched ?? values).params,
      userId: session.user_id,
      printedAt: new Date(),
    });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={name} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {submenu?.submenu ? (
            <Link component={RouterLink} to={submenu.submenu} underline="hover" color="inherit">
              {t(localeKeys.menu(submenu.key), { _: submenu.label })}
            </Link>
          ) : null}
          {submenu?.submenu ? ' > ' : null}
          {name}
        </Typography>
        {!def.kinds && (
          <Button component={RouterLink} to={doc.entry} variant="outlined">
            {t(TK.entry, { _: `Transaksi ${doc.label}`, label: doc.label })}
          </Button>
        )}
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReportFilters def={report} values={values} onChange={setValues} datesLocked={locked} maxDate={session.tgl_system} shops={withShop ? shops : null}>
          <Button variant="contained" disabled={loading} onClick={() => list.search(values)}>
            {t(loading ? TK.searching : TK.search)}
          </Button>
          {def.screen === 'validate' && (
            <Button variant="contained" color="success" disabled={submit.busy || !selected.length} onClick={askValidate}>
              {t(TK.validate, { count: selected.length })}
            </Button>
          )}
        </ReportFilters>
      </Paper>

      {loading && <LoadingBar />}
      {list.status === 'shown' && report.export.length > 0 && <ExportButtons def={report} rows={list.rows} meta={meta} />}
      <ResultsTable def={report} rows={list.tableRows} extras={extras} />

      {confirming && <ValidateConfirm groups={confirming} onConfirm={() => void validate()} onClose={() => setConfirming(undefined)} />}
      {opened && <DocumentDialog def={opened.def} no={opened.no} onClose={() => setOpened(undefined)} />}
      {acting && (
        <ActionDialog
          def={def}
          no={acting}
          onClose={() => setActing(undefined)}
          onDone={async () => {
            setActing(undefined);
            await again();
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          def={def}
          no={cancelling.no}
          group={cancelling.group}
          validated={cancelling.validated}
          onClose={() => setCancelling(undefined)}
          onDone={async () => {
            setCancelling(undefined);
            await again();
          }}
        />
      )}
    </Box>
  );
}
