// /terima-barang-cuci and /terima-sepuhan: the open batches (status KIRIM) sent to the cleaner resp. the plater; pick
// one, type each piece's weight back (the weight sent until typed), see each piece's and the batch's shrinkage as
// typed, Terima. A batch is received once and whole: every piece comes back to the buy-back tray, sorted for resale.
import { useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import { Title, useTranslate } from 'react-admin';
import { useApiQuery, useSubmit } from '../../engine/data';
import { DataTable, type Column } from '../../engine/table';
import { inputText, mgToGrams, WEIGHT, weightMg } from '../../../domain/units';
import { ActionButton, SectionCard } from '../../engine/widgets/ScreenCard';
import { gramsShown, gramsText, key } from './stock';
import { mgOf, useTypedWeights, WeightCell } from './weights';

type Jenis = 'CUCI' | 'SEPUH';
interface BatchPiece {
  kode_barcode: string;
  nama_barang: string;
  kadar: number;
  berat_kirim: number;
  berat_terima: number | null;
}
interface Batch {
  no_kirim: string;
  jenis: Jenis;
  tgl_system: string;
  tujuan: string;
  keterangan: string;
  status: string;
  qty: number;
  berat_kirim: number;
  items: BatchPiece[];
}
interface Received {
  no_kirim: string;
  berat_kirim: number;
  berat_terima: number;
  susut: number;
}

const field = (name: string) => `resources.barang.fields.${name}`;
const BATCH_COLUMNS: Column<Batch>[] = [
  { field: 'no_kirim', label: key('no_kirim'), kind: 'code' },
  { field: 'tgl_system', label: key('tgl_kirim'), kind: 'date' },
  { field: 'tujuan', label: key('tujuan'), kind: 'text' },
  { field: 'keterangan', label: 'kilau.barang.keterangan', kind: 'text' },
  { field: 'qty', label: field('qty'), kind: 'number', total: true },
  { field: 'berat_kirim', label: key('berat_kirim'), kind: 'weight', total: true },
];

const PATH: Record<Jenis, string> = { CUCI: 'sepuhan/terima-cuci', SEPUH: 'sepuhan/terima-sepuh' };

export function TerimaBatch({ jenis }: { jenis: Jenis }) {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan'] });
  const weights = useTypedWeights();
  const [chosen, setChosen] = useState<string>();
  const [result, setResult] = useState<Received>();
  const batches = useApiQuery<{ data: Batch[] }>('sepuhan/kirim', { jenis, status: 'KIRIM' });
  const batch = batches.data?.data.find((b) => b.no_kirim === chosen);

  const sentMg = (p: BatchPiece) => weightMg(p.berat_kirim);
  const backMg = (p: BatchPiece) => mgOf(weights.textOf(p.kode_barcode, inputText(p.berat_kirim, WEIGHT)));
  const lossMg = (p: BatchPiece) => {
    const back = backMg(p);
    return back === undefined ? undefined : sentMg(p) - back;
  };
  const pieces = batch?.items ?? [];
  const unreadable = pieces.some((p) => backMg(p) === undefined);
  const totalLoss = pieces.reduce((mg, p) => mg + (lossMg(p) ?? 0), 0);

  const open = (no: string) => {
    setChosen(no);
    setResult(undefined);
    weights.clear();
  };

  const save = () =>
    batch &&
    submit.call<{ message: string; data: Received }>(
      {
        method: 'POST',
        path: `${PATH[jenis]}/${encodeURIComponent(batch.no_kirim)}`,
        body: { items: pieces.map((p) => ({ kode_barcode: p.kode_barcode, berat_terima: mgToGrams(backMg(p) ?? 0) })) },
      },
      {
        check: () => unreadable && key('weight_invalid'),
        success: (res) => `${res.message}: ${res.data.no_kirim}`,
        after: (res) => {
          setResult(res.data);
          setChosen(undefined);
          weights.clear();
        },
      },
    );

  const pieceColumns: Column<BatchPiece>[] = [
    { field: 'kode_barcode', label: field('kode_barcode'), kind: 'code' },
    { field: 'nama_barang', label: field('nama_barang'), kind: 'text' },
    { field: 'kadar', label: field('kadar'), kind: 'percent' },
    { field: 'berat_kirim', label: key('berat_kirim'), kind: 'weight', total: true },
    {
      field: 'berat_terima',
      label: key('berat_terima'),
      kind: 'weight',
      total: true,
      align: 'left',
      value: (p) => mgToGrams(backMg(p) ?? 0),
      render: (p) => (
        <WeightCell
          value={weights.textOf(p.kode_barcode, inputText(p.berat_kirim, WEIGHT))}
          onChange={(text) => weights.set(p.kode_barcode, text)}
          label={translate(key('berat_terima_of'), { code: p.kode_barcode })}
          disabled={submit.busy}
        />
      ),
    },
    { field: 'susut', label: key('susut'), kind: 'weight', total: true, value: (p) => mgToGrams(lossMg(p) ?? 0) },
  ];

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(key(jenis === 'CUCI' ? 'terima_cuci_title' : 'terima_sepuh_title'))} />
      <Stack spacing={2}>
        <SectionCard heading={translate(key('open_batches'))}>
          <DataTable
            label={key('open_batches')}
            columns={BATCH_COLUMNS}
            rows={batches.data?.data}
            rowKey="no_kirim"
            loading={batches.isFetching}
            empty={key('open_batches_empty')}
            onRowClick={(b) => open(b.no_kirim)}
            activeRow={batch?.no_kirim}
          />
        </SectionCard>
        {batch && (
          <SectionCard heading={translate(key('batch_of'), { no: batch.no_kirim, tujuan: batch.tujuan })}>
            <DataTable label={key('batch_pieces')} columns={pieceColumns} rows={pieces} rowKey="kode_barcode" />
            <Typography variant="body2" role="status" aria-label={translate(key('susut_total_label'))}>
              {translate(key('susut_total'), { qty: pieces.length, berat: gramsText(totalLoss) })}
            </Typography>
            <ActionButton label={key('terima_save')} icon={<MoveToInboxIcon />} onClick={save} disabled={submit.busy} />
          </SectionCard>
        )}
        {result && (
          <Alert severity="success" role="region" aria-label={translate(key('received_label'))}>
            {translate(key('received'), {
              no: result.no_kirim,
              kirim: gramsShown(result.berat_kirim),
              terima: gramsShown(result.berat_terima),
              susut: gramsShown(result.susut),
            })}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
