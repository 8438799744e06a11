// New items as rows sharing their jenis, group, tray and purity: the body of /tambah-barang-banyak and of
// /penerimaan-barang. `send` posts the rows; a refusal that lists rows shows every bad row with its messages and
// keeps the table, so one bad row saves nothing and nothing is typed twice. Weights, prices and kadar are read by their
// units (domain/units.ts: '7,85' is 7.850 g), each cell showing what it reads as; the rows are checked here with the
// server's own validator before they are sent, and an implausible value is confirmed first.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Button, IconButton, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { useMasterLabels } from '../../engine/master/labels';
import { ITEM } from '../../../domain/barang';
import { normalizeRecord, validateRecord } from '../../../domain/validation';
import { fieldUnit, type Unit } from '../../../domain/units';
import type { NumberField } from '../../../definitions/define';
import { UnitField, useImplausibleCheck } from '../../engine/master/UnitInput';
import { TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { refusedRows, type RowErrors } from '../../engine/widgets/apiError';

const ROW_FIELDS = ['nama_barang', 'berat', 'harga_total', 'ukuran', 'kode_barcode'] as const;
/** The unit each numeric cell (and the shared kadar) is typed in. */
const UNITS: Partial<Record<string, Unit>> = Object.fromEntries(
  ['berat', 'harga_total', 'kadar'].map((name) => [name, fieldUnit(name, ITEM.fields[name] as NumberField)]),
);

type RowField = (typeof ROW_FIELDS)[number];
type Row = Record<RowField, string> & { id: number };
export type { RowErrors };
export interface Failed {
  message: string;
  rows: RowErrors[];
}
interface Jenis {
  kode_dept: string;
  nama_dept: string;
}
interface Group {
  kode_group: string;
  nama_group: string;
  kode_dept: string;
}

let nextId = 1;
const emptyRow = (): Row => ({ id: nextId++, nama_barang: '', berat: '', harga_total: '', ukuran: '', kode_barcode: '' });

export function RowErrorList({ failed }: { failed: Failed }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" data-testid="row-errors">
      <AlertTitle>{failed.message}</AlertTitle>
      <List dense disablePadding>
        {failed.rows.map((r) => (
          <ListItem key={r.row} disableGutters sx={{ py: 0 }}>
            {`${translate('kilau.barang.banyak.row', { row: r.row })}: ${r.errors.map((e) => e.message).join(', ')}`}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

interface Props {
  /** Posts the rows (already merged with the shared fields); resolves to the server's answer. */
  send: (items: Record<string, unknown>[]) => Promise<{ message: string }>;
  /** Called after a successful save, e.g. to clear the screen's own header fields. */
  onSaved?: () => void;
  /** Fields of the screen's own document (supplier, PO number ...) shown above the shared fields. */
  children?: ReactNode;
}

export function NewItemsForm({ send, onSaved, children }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`kilau.barang.banyak.${key}`, args);
  const labels = useMasterLabels(ITEM);
  const submit = useSubmit({ invalidate: ['barang'] });
  const busy = submit.busy;
  const jenis = useApiQuery<{ data: Jenis[] }>('jenis/get/all').data?.data;
  const groups = useApiQuery<{ data: Group[] }>('group/get/all').data?.data;
  const [kodeDept, setKodeDept] = useState('');
  const [kodeGroup, setKodeGroup] = useState('');
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [kadar, setKadar] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [saveFailed, setSaveFailed] = useState<Failed>();
  const implausible = useImplausibleCheck();

  const groupsOfJenis = useMemo(() => (groups ?? []).filter((g) => !kodeDept || g.kode_dept === kodeDept), [groups, kodeDept]);

  const setCell = (id: number, field: RowField, value: string) => setRows((rs) => rs.map((r) => (r.id === id ? { ...r, [field]: value } : r)));
  const removeRow = (id: number) => setRows((rs) => (rs.length > 1 ? rs.filter((r) => r.id !== id) : [emptyRow()]));

  const save = async () => {
    setSaveFailed(undefined);
    const shared = { kode_dept: kodeDept, kode_group: kodeGroup, kode_gudang: tray.kode_gudang, kode_baki: tray.kode_baki, kadar };
    const items = rows.map(({ id: _id, ...row }) => normalizeRecord(ITEM, { ...shared, ...row }, 'create'));
    // The server's own checks first, so a row it would refuse is listed the same way without a round trip.
    const refused = items.flatMap((item, i) => {
      const errors = validateRecord(ITEM, item, 'create');
      return errors.length ? [{ row: i + 1, errors }] : [];
    });
    if (refused.length) return setSaveFailed({ rows: refused, message: t('save_refused', { n: refused.length }) });
    const typed = [{ name: 'kadar', value: kadar }, ...rows.flatMap((r) => (['berat', 'harga_total'] as const).map((name) => ({ name, value: r[name] })))];
    if (!(await implausible.confirm(typed.map(({ name, value }) => ({ label: labels.field(name), value, unit: UNITS[name]! }))))) return;
    await submit.run(() => send(items), {
      after: () => {
        setRows([emptyRow()]);
        onSaved?.();
      },
      // A refusal listing rows is shown as the list of bad rows, not as a toast.
      failed: (error) => {
        const rows = refusedRows(error);
        if (rows) setSaveFailed({ rows, message: t('save_refused', { n: rows.length }) });
        return !!rows;
      },
    });
  };

  const columns: Column<Row>[] = [
    { field: 'no', label: t('no'), render: (_, i) => i + 1 },
    ...ROW_FIELDS.map(
      (f): Column<Row> => ({
        field: f,
        label: labels.field(f),
        sx: { minWidth: f === 'nama_barang' ? 220 : f === 'harga_total' ? 200 : 110, verticalAlign: 'top' },
        render: (r, i) =>
          UNITS[f] ? (
            <UnitField
              size="small"
              fullWidth
              fieldLabel={labels.field(f)}
              unit={UNITS[f]}
              value={r[f]}
              onChange={(text) => setCell(r.id, f, text)}
              disabled={busy}
              slotProps={{ htmlInput: { 'aria-label': `${labels.field(f)} ${i + 1}` } }}
            />
          ) : (
            <TextField
              size="small"
              fullWidth
              value={r[f]}
              onChange={(e) => setCell(r.id, f, e.target.value)}
              disabled={busy}
              slotProps={{ htmlInput: { 'aria-label': `${labels.field(f)} ${i + 1}` } }}
            />
          ),
      }),
    ),
  ];

  return (
    <Stack spacing={2}>
      {children}
      <Typography variant="subtitle1">{t('shared')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={labels.field('kode_dept')}
          value={kodeDept}
          onChange={(e) => {
            setKodeDept(e.target.value);
            setKodeGroup('');
          }}
          disabled={busy}
          sx={{ minWidth: 200 }}
        >
          {(jenis ?? []).map((j) => (
            <MenuItem key={j.kode_dept} value={j.kode_dept}>
              {j.kode_dept} - {j.nama_dept}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={labels.field('kode_group')}
          value={kodeGroup}
          onChange={(e) => setKodeGroup(e.target.value)}
          disabled={busy}
          sx={{ minWidth: 200 }}
        >
          {groupsOfJenis.map((g) => (
            <MenuItem key={g.kode_group} value={g.kode_group}>
              {g.kode_group} - {g.nama_group}
            </MenuItem>
          ))}
        </TextField>
        <TrayPicker prefix="baki" value={tray} onChange={setTray} disabled={busy} />
        <UnitField
          size="small"
          fullWidth={false}
          label={labels.field('kadar')}
          fieldLabel={labels.field('kadar')}
          unit={UNITS.kadar!}
          value={kadar}
          onChange={setKadar}
          disabled={busy}
          sx={{ width: 160 }}
        />
      </Stack>

      <Typography variant="subtitle1">{t('rows')}</Typography>
      <DataTable
        label={t('rows')}
        columns={columns}
        rows={rows}
        rowKey="id"
        stacked={false}
        actions={(r) => (
          <IconButton size="small" aria-label={t('remove_row', { n: rows.indexOf(r) + 1 })} onClick={() => removeRow(r.id)} disabled={busy}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setRows((rs) => [...rs, emptyRow()])} disabled={busy}>
          {t('add_row')}
        </Button>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={busy}>
          {translate('kilau.master.save')}
        </Button>
      </Stack>
      {saveFailed && <RowErrorList failed={saveFailed} />}
      {implausible.dialog}
    </Stack>
  );
}
