// New items as rows sharing their jenis, group, tray and purity: the body of /tambah-barang-banyak and of
// /penerimaan-barang. `send` posts the rows; a refusal that lists rows shows every bad row with its messages and
// keeps the table, so one bad row saves nothing and nothing is typed twice. Weights, prices and kadar are read by their
// units (domain/units.ts: '7,85' is 7.850 g), each cell showing what it reads as; the rows are checked here with the
// server's own validator before they are sent, and an implausible value is confirmed first.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Button,
  IconButton,
  List,
  ListItem,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { api, ApiError, type FieldError } from '../../engine/api';
import { useToast } from '../../engine/notify';
import { useFailureToast } from '../../engine/failure-toast';
import { useMasterLabels } from '../../engine/master/labels';
import { ITEM } from '../../../domain/barang';
import { normalizeRecord, validateRecord } from '../../../domain/validation';
import { fieldUnit, type Unit } from '../../../domain/units';
import type { NumberField } from '../../../definitions/define';
import { UnitField, useImplausibleCheck } from '../../engine/master/UnitInput';
import { TrayPicker, type TrayValue } from './TrayPicker';

const ROW_FIELDS = ['nama_barang', 'berat', 'harga_total', 'ukuran', 'kode_barcode'] as const;
/** The unit each numeric cell (and the shared kadar) is typed in. */
const UNITS: Partial<Record<string, Unit>> = Object.fromEntries(
  ['berat', 'harga_total', 'kadar'].map((name) => [name, fieldUnit(name, ITEM.fields[name] as NumberField)]),
);

type RowField = (typeof ROW_FIELDS)[number];
type Row = Record<RowField, string> & { id: number };
export interface RowErrors {
  row: number;
  errors: FieldError[];
}
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

/** The rows of a refusal that lists them (an import or a batch of new items), or undefined. */
export function refusedRows(e: unknown): RowErrors[] | undefined {
  return e instanceof ApiError && e.status === 400 && Array.isArray(e.body.rows) ? (e.body.rows as RowErrors[]) : undefined;
}

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
  const toast = useToast();
  const failure = useFailureToast();
  const labels = useMasterLabels(ITEM);
  const [jenis, setJenis] = useState<Jenis[]>([]);
  const [groups, setGroups] = useState<Group[]>([]);
  const [kodeDept, setKodeDept] = useState('');
  const [kodeGroup, setKodeGroup] = useState('');
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [kadar, setKadar] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [busy, setBusy] = useState(false);
  const [saveFailed, setSaveFailed] = useState<Failed>();
  const implausible = useImplausibleCheck();

  useEffect(() => {
    void api.get<{ data: Jenis[] }>('jenis/get/all').then((r) => setJenis(r.data));
    void api.get<{ data: Group[] }>('group/get/all').then((r) => setGroups(r.data));
  }, []);
  const groupsOfJenis = useMemo(() => groups.filter((g) => !kodeDept || g.kode_dept === kodeDept), [groups, kodeDept]);

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
    setBusy(true);
    try {
      const res = await send(items);
      toast.success(res.message);
      setRows([emptyRow()]);
      onSaved?.();
    } catch (error) {
      const refused = refusedRows(error);
      if (refused) setSaveFailed({ rows: refused, message: t('save_refused', { n: refused.length }) });
      else failure(error, 'kilau.barang.save_failed');
    } finally {
      setBusy(false);
    }
  };

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
          {jenis.map((j) => (
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
      <TableContainer>
        <Table size="small" aria-label={t('rows')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('no')}</TableCell>
              {ROW_FIELDS.map((f) => (
                <TableCell key={f}>{labels.field(f)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={r.id}>
                <TableCell>{i + 1}</TableCell>
                {ROW_FIELDS.map((f) => (
                  <TableCell key={f} sx={{ minWidth: f === 'nama_barang' ? 220 : f === 'harga_total' ? 200 : 110, verticalAlign: 'top' }}>
                    {UNITS[f] ? (
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
                    )}
                  </TableCell>
                ))}
                <TableCell padding="checkbox">
                  <IconButton size="small" aria-label={t('remove_row', { n: i + 1 })} onClick={() => removeRow(r.id)} disabled={busy}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
