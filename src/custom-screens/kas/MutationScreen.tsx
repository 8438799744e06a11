// /mutasi-uang-bank and /mutasi-uang-cash (spec section 2): the day's mutations (the cash screen: those with a cash
// side) and a button that opens the mutation form in a modal (MutationDialog). A mutation of today can be cancelled
// with a supervisor's authorization.
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { MutationDialog, type MutationKind } from './MutationDialog';
import { CancelButton, CancelCashDialog } from './CancelCashDialog';
import { businessDate, DayPicker, k, useAkunName, type CashDocument } from './parts';

export function MutationScreen({ kind }: { kind: MutationKind }) {
  const translate = useTranslate();
  const akunName = useAkunName();
  const [tgl, setTgl] = useState(businessDate());
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<string>();
  const rows = useApiQuery<{ data: CashDocument[] }>('cash/mutasi', { tgl, ...(kind === 'cash' ? { sisi: 'CASH' } : {}) });
  const today = tgl === businessDate();
  const columns: Column<CashDocument>[] = [
    { field: 'no_dokumen', label: k('no_dokumen'), kind: 'code' },
    { field: 'kategori', label: k('kategori'), kind: 'text', value: (r) => (r.nama_kategori ? `${r.kategori} - ${r.nama_kategori}` : r.kategori) },
    { field: 'akun_asal', label: k('asal'), kind: 'text', value: (r) => akunName(r.akun_asal) },
    { field: 'akun_tujuan', label: k('tujuan'), kind: 'text', value: (r) => akunName(r.akun_tujuan) },
    { field: 'keterangan', label: k('keterangan'), kind: 'text' },
    { field: 'jumlah', label: k('jumlah'), kind: 'money', total: true },
    { field: 'status', label: k('status'), kind: 'code' },
    { field: 'input_by', label: k('input_by'), kind: 'code' },
  ];
  const title = k(`mutasi_${kind}`);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(title)} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} alignItems="center">
              <DayPicker value={tgl} onChange={setTgl} />
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!today}>
                {translate(k('tambah_mutasi'))}
              </Button>
            </Stack>
            <DataTable
              label={title}
              columns={columns}
              rows={rows.data?.data}
              rowKey="no_dokumen"
              loading={rows.isFetching}
              empty={k('kosong')}
              actions={(r) => (today && r.status !== 'BATAL' ? <CancelButton onClick={() => setCancelling(r.no_dokumen)} /> : null)}
              actionsLabel={k('aksi')}
            />
          </Stack>
        </CardContent>
      </Card>
      {adding && <MutationDialog kind={kind} onClose={() => setAdding(false)} />}
      {cancelling && <CancelCashDialog no={cancelling} path={`cash/mutasi/${encodeURIComponent(cancelling)}/batal`} onClose={() => setCancelling(undefined)} />}
    </Box>
  );
}
