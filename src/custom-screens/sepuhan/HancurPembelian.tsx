// /hancur-pembelian: bought-back pieces (those sorted for the melt, by default) melted into one bar: tick them, weigh
// the bar (berat_hasil), see the loss against the pieces' weight as typed, note, Hancur and confirm. They leave
// stock for good.
import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { UnitField } from '../../engine/master/UnitInput';
import { YaTidak } from '../../engine/shared/YaTidak';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { mgToGrams, WEIGHT } from '../../../domain/units';
import { ActionButton, NoteField, ScreenCard } from '../../engine/widgets/ScreenCard';
import { gramsText, key, refsOf, SortFilterPicker, StockTable, totalMg, useBuybackStock, useTicked, type SortFilter } from './stock';
import { mgOf } from './weights';

export default function HancurPembelian() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan', 'barang'] });
  const [filter, setFilter] = useState<SortFilter>('LEBUR');
  const [hasil, setHasil] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);
  const stock = useBuybackStock(filter);
  const ticked = useTicked(stock.rows);
  const piecesMg = totalMg(ticked.ticked);
  const hasilMg = mgOf(hasil);
  const label = translate(key('berat_hasil'));

  const ask = () => {
    const refused = (!ticked.ticked.length && ITEM_MESSAGES.itemsRequired) || (!hasilMg && key('hasil_required'));
    if (refused) submit.refuse(refused);
    else setAsking(true);
  };
  const melt = async () => {
    await submit.call<{ message: string; data: { no_hancur?: string } }>(
      { method: 'POST', path: 'sepuhan/hancur', body: { keterangan, berat_hasil: mgToGrams(hasilMg ?? 0), items: refsOf(ticked.ticked) } },
      {
        success: (res) => (res.data.no_hancur ? `${res.message}: ${res.data.no_hancur}` : res.message),
        after: () => {
          ticked.clear();
          setHasil('');
          setKeterangan('');
        },
      },
    );
    setAsking(false);
  };

  return (
    <ScreenCard title={key('hancur_title')}>
      <SortFilterPicker
        value={filter}
        onChange={(f) => {
          setFilter(f);
          ticked.clear();
        }}
      />
      <StockTable rows={stock.rows} loading={stock.loading} ticked={ticked} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
        <UnitField size="small" label={label} fieldLabel={label} unit={WEIGHT} value={hasil} onChange={setHasil} disabled={submit.busy} sx={{ maxWidth: 240 }} />
        <NoteField label="kilau.barang.keterangan" value={keterangan} onChange={setKeterangan} disabled={submit.busy} />
      </Stack>
      <Typography variant="body2" role="status" aria-label={translate(key('hancur_loss_label'))}>
        {translate(key('hancur_loss'), { berat: gramsText(hasilMg === undefined ? 0 : piecesMg - hasilMg) })}
      </Typography>
      <ActionButton label={key('hancur_save')} icon={<WhatshotIcon />} color="error" onClick={ask} disabled={submit.busy} />
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title={key('hancur_title')}
        content={key('hancur_confirm')}
        translateOptions={{ pieces: ticked.ticked.length, berat: gramsText(piecesMg), hasil: gramsText(hasilMg ?? 0) }}
        onClose={() => setAsking(false)}
        onConfirm={melt}
      />
    </ScreenCard>
  );
}
