// One item on /data-barang: its photo, its fields and its history from the stock ledger, and for those who may
// correct items the edit (ItemEdit). The item is read fresh from the server each time the view opens and after
// every save, so what it shows is what the next edit will be checked against (its versi).
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { api } from '../../engine/api';
import { canOpen } from '../../engine/gate';
import { gateContext } from '../../engine/session';
import { useFailureToast } from '../../engine/failure-toast';
import { useMasterLabels } from '../../engine/master/labels';
import { PAGES } from '../../../definitions/pages';
import type { ColumnFormat, Field } from '../../../definitions/define';
import { ITEM, itemFieldNames } from '../../../domain/barang';
import { formatCell } from '../../../domain/format';
import { ItemEdit } from './ItemEdit';
import { ItemPhoto } from './ItemPhoto';

type Item = Record<string, unknown> & { kode_barcode: string; nama_barang: string; versi: number };
interface LedgerRow {
  id: number;
  tgl_system: string;
  jenis: string;
  kode_baki: string;
  qty: number;
  berat: number;
  no_ref: string;
  input_by: string;
}

/**
 * Correcting an item is the work of those who add items: the server's PUT barang/update asks the gates of
 * /data-barang and /tambah-data-barang (as PUT barang/foto asks the latter), and so does the screen.
 */
export function canEditItems(): boolean {
  return ['/data-barang', '/tambah-data-barang'].every((route) => {
    const page = PAGES.find((p) => p.route === route);
    return !!page && canOpen(page.gate, route);
  });
}

function formatOf(field: Field): ColumnFormat {
  if (field.kind === 'money') return 'money';
  if (field.kind === 'weight' || (field.kind === 'number' && field.decimals === 3)) return 'weight3';
  if (field.kind === 'percent' || (field.kind === 'number' && field.decimals === 2)) return 'percent';
  return 'text';
}

interface Props {
  /** The barcode of the item shown, or undefined when closed. */
  kode_barcode: string | undefined;
  onClose: () => void;
  /** The item changed (saved here): the list behind reloads. */
  onChanged: () => void;
}

export function ItemView({ kode_barcode, onClose, onChanged }: Props) {
  const translate = useTranslate();
  const failure = useFailureToast();
  const labels = useMasterLabels(ITEM);
  const [item, setItem] = useState<Item>();
  const [history, setHistory] = useState<LedgerRow[]>([]);
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState<string>();
  // The edit may have been scrolled down to its save button: the message is brought into view.
  const staleAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stale) staleAlert.current?.scrollIntoView({ block: 'nearest' });
  }, [stale]);
  // Bumped on every save, so a replaced photo is fetched again (the photo does not change the item's versi).
  const [saves, setSaves] = useState(0);
  const editable = canEditItems();
  const fields = itemFieldNames(gateContext()?.modules ?? {});

  const load = useCallback(async (code: string) => {
    const path = encodeURIComponent(code);
    const [one, ledger] = await Promise.all([api.get<{ data: Item }>(`barang/get/${path}`), api.get<{ data: LedgerRow[] }>(`barang/mutasi/${path}`)]);
    setItem(one.data);
    setHistory(ledger.data);
  }, []);

  useEffect(() => {
    setItem(undefined);
    setHistory([]);
    setEditing(false);
    setStale(undefined);
    if (kode_barcode) load(kode_barcode).catch((e) => failure(e, 'kilau.barang.load_failed'));
  }, [kode_barcode, load, failure]);

  const reload = () => item && load(item.kode_barcode).catch((e) => failure(e, 'kilau.barang.load_failed'));

  const value = (name: string): string => {
    const field = ITEM.fields[name];
    const v = item?.[name];
    if (field.kind === 'boolean') return translate(v ? 'kilau.master.yes' : 'kilau.master.no');
    return v === null || v === undefined || v === '' ? '-' : formatCell(v, formatOf(field));
  };

  return (
    <Dialog open={!!kode_barcode} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="item-view-title">
      <DialogTitle id="item-view-title">
        {kode_barcode}
        {item ? ` - ${item.nama_barang}` : ''}
      </DialogTitle>
      <DialogContent>
        {stale && (
          <Alert ref={staleAlert} severity="warning" sx={{ mb: 2 }} onClose={() => setStale(undefined)}>
            {stale}
          </Alert>
        )}
        {item && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
            <ItemPhoto kode_barcode={item.kode_barcode} version={`${item.versi}-${saves}`} size={280} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {editing ? (
                <ItemEdit
                  item={item}
                  onCancel={() => setEditing(false)}
                  onSaved={() => {
                    setEditing(false);
                    setSaves((n) => n + 1);
                    void reload();
                    onChanged();
                  }}
                  onStale={(message) => {
                    // Changed meanwhile: say so, and show the item as it now is (the next edit starts from it).
                    setEditing(false);
                    setStale(message);
                    void reload();
                    onChanged();
                  }}
                />
              ) : (
                <Box
                  component="dl"
                  aria-label={translate('kilau.barang.detail')}
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, columnGap: 2, rowGap: 1 }}
                >
                  {fields.map((name) => (
                    <Box key={name}>
                      <Typography component="dt" variant="caption" color="text.secondary">
                        {labels.field(name)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-field={name}>
                        {value(name)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          </Stack>
        )}
        <Typography variant="subtitle1">{translate('kilau.barang.history')}</Typography>
        <Table size="small" aria-label={translate('kilau.barang.history')}>
          <TableHead>
            <TableRow>
              {['tgl_system', 'jenis', 'kode_baki', 'qty', 'berat', 'no_ref', 'input_by'].map((f) => (
                <TableCell key={f}>{translate(`kilau.barang.ledger.${f}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.tgl_system}</TableCell>
                <TableCell>{translate(`kilau.barang.kinds.${r.jenis}`)}</TableCell>
                <TableCell>{r.kode_baki}</TableCell>
                <TableCell align="right">{r.qty}</TableCell>
                <TableCell align="right">{formatCell(r.berat, 'weight3')}</TableCell>
                <TableCell>{r.no_ref}</TableCell>
                <TableCell>{r.input_by}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      {!editing && (
        <DialogActions>
          {editable && item && (
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => (setStale(undefined), setEditing(true))}>
              {translate('kilau.barang.edit')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('kilau.barang.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
