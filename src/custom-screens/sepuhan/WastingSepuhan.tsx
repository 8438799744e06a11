// /wasting-sepuhan: plating loss on pieces of the buy-back stock: tick the pieces, type the grams each lost, note,
// Simpan. The grams leave the pieces (one WS-... document).
import { useState } from 'react';
import { Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import type { Column } from '../../engine/table';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { mgToGrams } from '../../../domain/units';
import { ActionButton, NoteField, ScreenCard } from '../../engine/widgets/ScreenCard';
import { gramsText, key, SortFilterPicker, StockTable, useBuybackStock, useTicked, type SortFilter, type StockPiece } from './stock';
import { mgOf, useTypedWeights, WeightCell } from './weights';

export default function WastingSepuhan() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan'] });
  const [filter, setFilter] = useState<SortFilter>('ALL');
  const [keterangan, setKeterangan] = useState('');
  const losses = useTypedWeights();
  const stock = useBuybackStock(filter);
  const ticked = useTicked(stock.rows);
  const isTicked = (p: StockPiece) => ticked.keys.includes(p.kode_barcode);
  const lossOf = (p: StockPiece) => mgOf(losses.textOf(p.kode_barcode));
  const totalLoss = ticked.ticked.reduce((mg, p) => mg + (lossOf(p) ?? 0), 0);

  const save = () =>
    submit.call<{ message: string; data: { no_wasting?: string } }>(
      {
        method: 'POST',
        path: 'sepuhan/wasting',
        body: { keterangan, items: ticked.ticked.map((p) => ({ kode_barcode: p.kode_barcode, berat_susut: mgToGrams(lossOf(p) ?? 0) })) },
      },
      {
        check: () => (!ticked.ticked.length && ITEM_MESSAGES.itemsRequired) || (ticked.ticked.some((p) => !lossOf(p)) && key('loss_required')),
        after: () => {
          ticked.clear();
          losses.clear();
          setKeterangan('');
        },
      },
    );

  const lossColumn: Column<StockPiece> = {
    field: 'berat_susut',
    label: key('berat_susut'),
    kind: 'weight',
    align: 'left',
    render: (p) =>
      isTicked(p) && (
        <WeightCell
          value={losses.textOf(p.kode_barcode)}
          onChange={(text) => losses.set(p.kode_barcode, text)}
          label={translate(key('berat_susut_of'), { code: p.kode_barcode })}
          disabled={submit.busy}
        />
      ),
  };

  return (
    <ScreenCard title={key('wasting_title')}>
      <SortFilterPicker
        value={filter}
        onChange={(f) => {
          setFilter(f);
          ticked.clear();
        }}
      />
      <StockTable rows={stock.rows} loading={stock.loading} ticked={ticked} extra={lossColumn} />
      <Typography variant="body2" role="status" aria-label={translate(key('loss_total_label'))}>
        {translate(key('loss_total'), { berat: gramsText(totalLoss) })}
      </Typography>
      <NoteField label="kilau.barang.keterangan" value={keterangan} onChange={setKeterangan} disabled={submit.busy} />
      <ActionButton label="kilau.master.save" icon={<SaveIcon />} onClick={save} disabled={submit.busy} />
    </ScreenCard>
  );
}
