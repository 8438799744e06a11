// One item on /data-barang: its photo, its fields and its history from the stock ledger, and for those who may
// correct items the edit (ItemEdit). The item is read fresh from the server each time the view opens and after
// every save, so what it shows is what the next edit will be checked against (its versi).
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { canOpen } from '../../engine/gate';
import { gateContext } from '../../engine/session';
import { useMasterLabels } from '../../engine/master/labels';
import { PAGES } from '../../../definitions/pages';
import { ITEM, itemFieldNames } from '../../../domain/barang';
import { formatField } from '../../../domain/format';
import { ItemEdit } from './ItemEdit';
import { ItemPhoto } from '../../engine/widgets/ItemPhoto';

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

const ledger = (field: string) => `kilau.barang.ledger.${field}`;

interface Props {
  /** The barcode of the item shown, or undefined when closed. */
  kode_barcode: string | undefined;
  onClose: () => void;
  /** The item changed meanwhile (a refused edit): the list behind reloads. A save refreshes the list itself. */
  onChanged: () => void;
}

export function ItemView({ kode_barcode, onClose, onChanged }: Props) {
  const translate = useTranslate();
  const labels = useMasterLabels(ITEM);
  const path = kode_barcode && encodeURIComponent(kode_barcode);
  const one = useApiQuery<{ data: Item }>(path ? `barang/get/${path}` : null, undefined, { failure: 'kilau.barang.load_failed' });
  const ledgerRows = useApiQuery<{ data: LedgerRow[] }>(path ? `barang/mutasi/${path}` : null, undefined, { failure: 'kilau.barang.load_failed' });
  // What is shown is the answer for this barcode (never another item's while this one loads).
  const item = one.data?.data.kode_barcode === kode_barcode ? one.data?.data : undefined;
  const history = item ? ledgerRows.data?.data : undefined;
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

  // Another item opened: its own view, not the edit or the message of the one before.
  useEffect(() => {
    setEditing(false);
    setStale(undefined);
  }, [kode_barcode]);

  const reload = () => Promise.all([one.refetch(), ledgerRows.refetch()]);

  const value = (name: string): string => {
    const field = ITEM.fields[name];
    const v = item?.[name];
    if (field.kind === 'boolean') return translate(v ? 'kilau.master.yes' : 'kilau.master.no');
    return v === null || v === undefined || v === '' ? '-' : formatField(v, field);
  };

  const columns: Column<LedgerRow>[] = [
    { field: 'tgl_system', label: ledger('tgl_system'), kind: 'date' },
    { field: 'jenis', label: ledger('jenis'), render: (r) => translate(`kilau.barang.kinds.${r.jenis}`) },
    { field: 'kode_baki', label: ledger('kode_baki'), kind: 'code' },
    { field: 'qty', label: ledger('qty'), kind: 'number' },
    { field: 'berat', label: ledger('berat'), kind: 'weight' },
    { field: 'no_ref', label: ledger('no_ref'), kind: 'code' },
    { field: 'input_by', label: ledger('input_by'), kind: 'code' },
  ];

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
            <ItemPhoto kode_barcode={item.kode_barcode} foto={item.foto as string | null} version={`${item.versi}-${saves}`} size={280} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {editing ? (
                <ItemEdit
                  item={item}
                  onCancel={() => setEditing(false)}
                  onSaved={() => {
                    // The save reads every cached 'barang' read again: this item, its history and the list behind.
                    setEditing(false);
                    setSaves((n) => n + 1);
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
        <DataTable label="kilau.barang.history" columns={columns} rows={history} rowKey="id" loading={ledgerRows.isFetching} />
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
