// /data-barang: the items in stock, searched, sorted and paged on the server (it stays fast at 200,000 items),
// with the balance summary (pieces and grams) when the server sends it: always to the owner, to others only
// while HIDE_SUMMARY_BARANG_MODULE is off. Items with a photo show a thumbnail; a row (click, or Enter on it)
// opens the item: its photo, fields and history, and the edit for those who may correct items.
import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { getSession } from '../../engine/session';
import { useApiQuery, useDebounced, useShops } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { SortByPicker, type SortBy } from '../../engine/shared/SortByPicker';
import { formatField } from '../../../domain/format';
import type { ScannedItem } from '../../engine/widgets/useScannedItems';
import { ItemPhoto } from '../../engine/widgets/ItemPhoto';
import { ItemView } from './ItemView';

/** A list row: the item with the file-store key of its photo, when it has one. */
type ListItem = ScannedItem & { foto?: string | null };
interface Page {
  data: ListItem[];
  count: number;
  summary?: { qty: number; berat: number };
}

const label = (field: string) => `resources.barang.fields.${field}`;
const COLUMNS: Column<ListItem>[] = [
  {
    field: 'foto',
    label: 'kilau.barang.photo_column',
    padding: 'checkbox',
    narrow: 'leading',
    render: (item) => item.foto && <ItemPhoto kode_barcode={item.kode_barcode} foto={item.foto} version={item.versi} size={40} lazy />,
  },
  { field: 'kode_barcode', label: label('kode_barcode'), kind: 'code' },
  { field: 'nama_barang', label: label('nama_barang'), kind: 'text' },
  { field: 'kode_group', label: label('kode_group'), kind: 'code' },
  { field: 'kode_gudang', label: label('kode_gudang'), kind: 'code' },
  { field: 'kode_baki', label: label('kode_baki'), kind: 'code' },
  { field: 'qty', label: label('qty'), kind: 'number' },
  { field: 'berat', label: label('berat'), kind: 'weight' },
  { field: 'kadar', label: label('kadar'), kind: 'percent' },
  { field: 'harga_total', label: label('harga_total'), kind: 'money' },
];

export default function DataBarang() {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('kode_barcode');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [open, setOpen] = useState<string>();
  const query = useDebounced(q, 300);
  // The head office may look at a branch's items, or every shop's; a branch sees its own (the server holds to it).
  const session = getSession();
  const headOffice = session?.kantor_pusat === true;
  const shops = useShops(session, headOffice);
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
  const from = cursors.current.get(page) ?? { skip: page * perPage };
  const list = useApiQuery<Page>(
    'barang',
    { q: query, sort_by: sortBy, limit: perPage, ...from, kode_toko: headOffice ? shop : undefined },
    { keepPrevious: true, failure: 'kilau.barang.load_failed' },
  );
  const result = list.data;
  useEffect(() => {
    const last = list.isPlaceholderData ? undefined : result?.data.at(-1);
    if (last) cursors.current.set(page + 1, { after_value: String(last[sortBy] ?? ''), after_barcode: last.kode_barcode });
  }, [result, list.isPlaceholderData, page, sortBy]);

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
                <Chip label={translate('kilau.barang.summary_qty', { qty: formatField(result.summary.qty, { kind: 'number' }) })} />
                <Chip label={translate('kilau.barang.summary_berat', { berat: formatField(result.summary.berat, { kind: 'weight' }) })} />
              </Stack>
            )}
          </Stack>
          <DataTable
            label="kilau.barang.data_title"
            columns={COLUMNS}
            rows={result?.data}
            rowKey="kode_barcode"
            loading={list.isFetching}
            empty="kilau.barang.table_empty"
            onRowClick={(item) => setOpen(item.kode_barcode)}
            paging={{
              page,
              perPage,
              count: result?.count ?? 0,
              perPageOptions: [25, 50, 100],
              onPageChange: setPage,
              onPerPageChange: (n) => (setPerPage(n), setPage(0)),
            }}
          />
        </CardContent>
      </Card>
      <ItemView kode_barcode={open} onClose={() => setOpen(undefined)} onChanged={() => void list.refetch()} />
    </Box>
  );
}
