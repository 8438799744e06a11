// /lihat-pre-order: the shop's pre-orders newest first, 50 a page (GET pre-order), by where they stand (waiting for
// pieces, finished: every piece arrived or collected, cancelled) and by PO number or customer. The next page is asked
// by key (after the last order of this one), as the server pages cheapest. An empty list says the spec's 'data not
// available' (info). A row opens the order itself (GET pesanan/{no}: lines, payments, history, reprint).
import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import orderScreens from '../../../definitions/transactions/pesanan';
import { useApiQuery, useDebounced } from '../../engine/data';
import { useToast } from '../../engine/notify';
import { DataTable, type Column } from '../../engine/table';
import { DocumentDialog } from '../../engine/transaction/DocumentDialog';
import { ScreenCard } from '../../engine/widgets/ScreenCard';
import { k, stateKey, type PreOrderPage, type PreOrderRow } from './parts';

const PAGE_SIZE = 50;
const FILTERS = ['all', 'open', 'finish', 'batal'] as const;
type Filter = (typeof FILTERS)[number];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const columnsOf = (stateText: (r: PreOrderRow) => string): Column<PreOrderRow>[] => [
  { field: 'no_pesanan', label: k('columns.no_pesanan'), kind: 'code' },
  // The date and the PO number on one line: they are what the eye runs down.
  { field: 'tgl_system', label: k('columns.tgl_system'), kind: 'date', sx: NO_WRAP },
  { field: 'no_po', label: k('columns.no_po'), kind: 'code', sx: NO_WRAP },
  { field: 'supplier', label: k('columns.supplier'), value: (r) => r.nama_supplier || r.kode_supplier },
  { field: 'nama_customer', label: k('columns.nama_customer'), kind: 'text' },
  { field: 'total', label: k('columns.total'), kind: 'money' },
  { field: 'dp_rp', label: k('columns.dp_rp'), kind: 'money' },
  { field: 'sisa_bayar', label: k('columns.sisa_bayar'), kind: 'money' },
  { field: 'jumlah_barang', label: k('columns.jumlah_barang'), kind: 'number' },
  { field: 'barang_datang', label: k('columns.barang_datang'), kind: 'number' },
  { field: 'status', label: k('columns.status'), value: stateText },
];

export default function LihatPreOrder() {
  const translate = useTranslate();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  // afters[p]: the last order of page p - 1, from which page p is read (none for the first).
  const [page, setPage] = useState(0);
  const [afters, setAfters] = useState<(string | undefined)[]>([undefined]);
  const [opened, setOpened] = useState<string>();
  const read = useApiQuery<PreOrderPage>('pre-order', { status: filter, q, limit: PAGE_SIZE, skip: page * PAGE_SIZE, after: afters[page] }, { keepPrevious: true });
  const rows = read.isPlaceholderData ? undefined : read.data?.preorders;
  const count = read.data?.count ?? 0;

  const restart = () => {
    setPage(0);
    setAfters([undefined]);
  };
  useEffect(restart, [filter, q]);
  // Spec section 8: an empty pre-order list says so (info), once per answer.
  const empty = !read.isFetching && read.data?.count === 0;
  useEffect(() => {
    if (empty) toast.info(k('empty'));
  }, [empty, filter, q, toast]);

  const goTo = (next: number) => {
    if (next > page && rows?.length) setAfters((a) => [...a.slice(0, next), rows[rows.length - 1].no_pesanan]);
    setPage(next);
  };

  return (
    <ScreenCard title={k('lihat_title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select size="small" label={translate(k('status_filter'))} value={filter} onChange={(e) => setFilter(e.target.value as Filter)} sx={{ minWidth: 220 }}>
          {FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {translate(k(`filter.${f}`))}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={translate(k('search'))} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ minWidth: 260 }} />
      </Stack>
      <DataTable
        label={k('list')}
        columns={columnsOf((r) => translate(stateKey(r)))}
        rows={rows}
        rowKey="no_pesanan"
        loading={read.isFetching}
        empty={k('empty')}
        onRowClick={(r) => setOpened(r.no_pesanan)}
        activeRow={opened}
        paging={{ page, perPage: PAGE_SIZE, count, onPageChange: goTo }}
      />
      {opened && <DocumentDialog def={orderScreens[0]} no={opened} onClose={() => setOpened(undefined)} />}
    </ScreenCard>
  );
}
