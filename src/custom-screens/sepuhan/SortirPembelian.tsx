// /sortir-pembelian: the buy-back stock by sort state; tick pieces, choose where they go (JUAL resell, CUCI clean,
// SEPUH re-plate, LEBUR melt), Simpan. One sorting document (SR-...) for all the ticked pieces.
import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES, SORT_STATES, type SortState } from '../../../domain/inventory';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';
import { key, refsOf, SortFilterPicker, StockTable, useBuybackStock, useTicked, type SortFilter } from './stock';

export default function SortirPembelian() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan'] });
  const [filter, setFilter] = useState<SortFilter>('BELUM');
  const [state, setState] = useState<SortState | ''>('');
  const stock = useBuybackStock(filter);
  const ticked = useTicked(stock.rows);

  const save = () =>
    submit.call<{ message: string; data: { no_sortir: string; jumlah: number } }>(
      { method: 'POST', path: 'sepuhan/sortir', body: { items: refsOf(ticked.ticked).map((r) => ({ ...r, status_sortir: state })) } },
      {
        check: () => (!ticked.ticked.length && ITEM_MESSAGES.itemsRequired) || (!state && key('state_required')),
        success: (res) => translate(key('sorted'), { message: res.message, no: res.data.no_sortir, jumlah: res.data.jumlah }),
        after: ticked.clear,
      },
    );

  return (
    <ScreenCard title={key('sortir_title')}>
      <SortFilterPicker value={filter} onChange={(f) => {
          setFilter(f);
          ticked.clear();
        }} />
      <StockTable rows={stock.rows} loading={stock.loading} ticked={ticked} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={translate(key('sort_to'))}
          value={state}
          onChange={(e) => setState(e.target.value as SortState)}
          disabled={submit.busy}
          sx={{ minWidth: 240, maxWidth: 360 }}
        >
          {(Object.keys(SORT_STATES) as SortState[]).map((s) => (
            <MenuItem key={s} value={s}>
              {translate(key(`status.${s}`))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ActionButton label="kilau.master.save" icon={<SaveIcon />} onClick={save} disabled={submit.busy} />
    </ScreenCard>
  );
}
