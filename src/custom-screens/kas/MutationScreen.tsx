// /mutasi-uang-bank and /mutasi-uang-cash (spec section 2): the day's mutations (the cash screen: those with a cash
// side) and a button that opens the mutation form in a modal (MutationDialog). A mutation of today can be cancelled
// with a supervisor's authorization.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import type { Column } from '../../engine/table';
import { MutationDialog, type MutationKind } from './MutationDialog';
import { DayDocuments } from './DayDocuments';
import { businessDate, k, kategoriOf, useAkunName, type CashDocument } from './parts';

export function MutationScreen({ kind }: { kind: MutationKind }) {
  const translate = useTranslate();
  const akunName = useAkunName();
  const [tgl, setTgl] = useState(businessDate());
  const [adding, setAdding] = useState(false);
  const columns: Column<CashDocument>[] = [
    { field: 'no_dokumen', label: k('no_dokumen'), kind: 'code' },
    { field: 'kategori', label: k('kategori'), codes: 'kategori', value: kategoriOf },
    { field: 'akun_asal', label: k('asal'), kind: 'text', value: (r) => akunName(r.akun_asal) },
    { field: 'akun_tujuan', label: k('tujuan'), kind: 'text', value: (r) => akunName(r.akun_tujuan) },
    { field: 'keterangan', label: k('keterangan'), kind: 'text' },
    { field: 'jumlah', label: k('jumlah'), kind: 'money', total: true },
    { field: 'status', label: k('status'), codes: 'status' },
    { field: 'input_by', label: k('input_by'), kind: 'code' },
  ];
  const title = `mutasi_${kind}`;

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k(title))} />
      <DayDocuments
        title={title}
        heading={false}
        path="cash/mutasi"
        params={kind === 'cash' ? { sisi: 'CASH' } : {}}
        beside={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={tgl !== businessDate()}>
            {translate(k('tambah_mutasi'))}
          </Button>
        }
        columns={columns}
        tgl={tgl}
        onTgl={setTgl}
        cancelPath={(no) => `cash/mutasi/${encodeURIComponent(no)}/batal`}
      />
      {adding && <MutationDialog kind={kind} onClose={() => setAdding(false)} />}
    </Box>
  );
}
