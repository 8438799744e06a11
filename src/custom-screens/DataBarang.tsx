// /data-barang: the items in stock, searched, sorted and paged on the server (it stays fast at 200,000 items),
// with the balance summary (pieces and grams) when the server sends it: always to the owner, to others only
// while HIDE_SUMMARY_BARANG_MODULE is off. Items with a photo show a thumbnail; a row (click, or Enter on it)
// opens the item: its photo, fields and history, and the edit for those who may correct items.
import { useEffect, useRef, useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { getSession } from '../engine/session';
import { useShops } from '../engine/report/useShops';
import { useFailureToast } from '../engine/failure-toast';
import { SortByPicker, type SortBy } from '../engine/shared/SortByPicker';
import { formatCell } from '../../domain/format';
import type { ColumnFormat } from '../../definitions/define';
import type { ScannedItem } from './inventory/useScannedItems';
import { ItemPhoto } from './inventory/ItemPhoto';
import { ItemView } from './inventory/ItemView';

/** A list row: the item with the file-store key of its photo, when it has one. */
type ListItem = ScannedItem & { foto?: string | null };
interface Page {
  data: ListItem[];
  count: number;
  summary?: { qty: number; berat: number };
}

const COLUMNS: { field: keyof ScannedItem; format?: ColumnFormat }[] = [
  { field: 'kode_barcode' },
  { field: 'nama_barang' },
  { field: 'kode_group' },
  { field: 'kode_gudang' },
  { field: 'kode_baki' },
  { field: 'qty', format: 'integer' },
  { field: 'berat', format: 'weight3' },
  { field: 'kadar', format: 'percent' },
  { field: 'harga_total', format: 'money' },
];

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export default function DataBarang() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const [q, setQ] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('kode_barcode');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [result, setResult] = useState<Page>();
  const [open, setOpen] = useState<string>();
  // Bumped after an edit in the item view, so the list shows the saved values.
  const [changes, setChanges] = useState(0);
  const query = useDebounced(q, 300);
  // The head office may look at a branch's items, or every shop's; a branch sees its own (the server holds to it).
  const session = getSession();
  const headOffice = session?.kantor_pusat === true;
  const shops = useShops(session!, headOffice);
  const [shop, setShop] = useState(session?.kode_toko ?? '');

  // Where each visited page starts (the last row of the page before): paging on goes by the sort's index from
  // there, not by counting rows from the start. Any other change of the list starts the cursors over.
  const cursors = useRef(new Map<number, { after_value: string; after_barcode: string }>());
  const listKey = `${query}|${sortBy}|${perPage}|${shop}`;
  const lastListKey = useRef(listKey);
  if (lastListKey.current !== listKey) {
    lastListKey.current = listKey;
    cursors.current.clear();
  }

  useEffect(() => {
    let live = true;
    const from = cursors.current.get(page) ?? { skip: String(page * perPage) };
    api
      .get<Page>('barang', { q: query, sort_by: sortBy, limit: String(perPage), ...from, ...(headOffice ? { kode_toko: shop } : {}) })
      .then((r) => {
        if (!live) return;
        const last = r.data.at(-1);
        if (last) cursors.current.set(page + 1, { after_value: String(last[sortBy] ?? ''), after_barcode: last.kode_barcode });
        setResult(r);
      })
      .catch((e) => failure(e, 'kilau.barang.load_failed'));
    return () => {
      live = false;
    };
  }, [query, sortBy, page, perPage, failure, headOffice, shop, changes]);

  const label = (f: string) => translate(`resources.barang.fields.${f}`);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.data_title')} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              label={translate('kilau.barang.search')}
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(0);
              }}
              sx={{ minWidth: 260 }}
            />
            <SortByPicker value={sortBy} onChange={(v) => (setSortBy(v), setPage(0))} />
            {headOffice && (
              <TextField select size="small" label={translate('kilau.report.shop')} value={shop} onChange={(e) => (setShop(e.target.value), setPage(0))} sx={{ minWidth: 200 }}>
                <MenuItem value="ALL">{translate('kilau.report.all')}</MenuItem>
                {shops.map((s) => (
                  <MenuItem key={s.kode_toko} value={s.kode_toko}>
                    {s.kode_toko} - {s.nama_toko}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {result?.summary && (
              <Stack direction="row" spacing={1} aria-label={translate('kilau.barang.summary')}>
                <Chip label={translate('kilau.barang.summary_qty', { qty: formatCell(result.summary.qty, 'integer') })} />
                <Chip label={translate('kilau.barang.summary_berat', { berat: formatCell(result.summary.berat, 'weight3') })} />
              </Stack>
            )}
          </Stack>
          <TableContainer>
            <Table size="small" aria-label={translate('kilau.barang.data_title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">{translate('kilau.barang.photo_column')}</TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.field} align={c.format ? 'right' : 'left'}>
                      {label(c.field)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {result?.data.map((item) => (
                  <TableRow
                    key={item.kode_barcode}
                    hover
                    tabIndex={0}
                    onClick={() => setOpen(item.kode_barcode)}
                    onKeyDown={(e) => e.key === 'Enter' && setOpen(item.kode_barcode)}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell padding="checkbox">{item.foto && <ItemPhoto kode_barcode={item.kode_barcode} version={item.versi} size={40} lazy />}</TableCell>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.field} align={c.format ? 'right' : 'left'}>
                        {formatCell(item[c.field], c.format)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
                {result && !result.data.length && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length + 1}>{translate('kilau.barang.table_empty')}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={result?.count ?? 0}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => (setPerPage(Number(e.target.value)), setPage(0))}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
          />
        </CardContent>
      </Card>
      <ItemView kode_barcode={open} onClose={() => setOpen(undefined)} onChanged={() => setChanges((n) => n + 1)} />
    </Box>
  );
}
