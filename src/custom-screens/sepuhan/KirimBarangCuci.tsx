// /kirim-barang-cuci: the pieces sorted for cleaning (CUCI) or re-plating (SEPUH) leave in one batch to a cleaner or
// plater (tujuan); the batch number and what left are shown after, until the next batch.
import { useState } from 'react';
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { ActionButton, NoteField, ScreenCard } from '../../engine/widgets/ScreenCard';
import { gramsShown, key, refsOf, StockTable, useBuybackStock, useTicked } from './stock';

type Jenis = 'CUCI' | 'SEPUH';
interface Sent {
  no_kirim: string;
  qty: number;
  berat: number;
}

export default function KirimBarangCuci() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan'] });
  const [jenis, setJenis] = useState<Jenis>('CUCI');
  const [tujuan, setTujuan] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [sent, setSent] = useState<Sent>();
  const stock = useBuybackStock(jenis);
  const ticked = useTicked(stock.rows);

  const save = () =>
    submit.call<{ message: string; data: Sent }>(
      { method: 'POST', path: 'sepuhan/kirim', body: { jenis, tujuan: tujuan.trim(), keterangan, items: refsOf(ticked.ticked) } },
      {
        check: () => (!ticked.ticked.length && ITEM_MESSAGES.itemsRequired) || (!tujuan.trim() && key('tujuan_required')),
        success: (res) => `${res.message}: ${res.data.no_kirim}`,
        after: (res) => {
          setSent(res.data);
          ticked.clear();
          setKeterangan('');
        },
      },
    );

  return (
    <ScreenCard title={key('kirim_title')}>
      <FormControl>
        <FormLabel id="jenis-kirim">{translate(key('jenis_kirim'))}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="jenis-kirim"
          value={jenis}
          onChange={(e) => {
            setJenis(e.target.value as Jenis);
            ticked.clear();
          }}
        >
          {(['CUCI', 'SEPUH'] as const).map((j) => (
            <FormControlLabel key={j} value={j} control={<Radio size="small" />} label={translate(key(`status.${j}`))} disabled={submit.busy} />
          ))}
        </RadioGroup>
      </FormControl>
      <StockTable rows={stock.rows} loading={stock.loading} ticked={ticked} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField size="small" label={translate(key('tujuan'))} value={tujuan} onChange={(e) => setTujuan(e.target.value)} disabled={submit.busy} sx={{ minWidth: 240, maxWidth: 360 }} />
        <NoteField label="kilau.barang.keterangan" value={keterangan} onChange={setKeterangan} disabled={submit.busy} />
      </Stack>
      <ActionButton label={key('kirim_save')} icon={<LocalShippingIcon />} onClick={save} disabled={submit.busy} />
      {sent && (
        <Alert severity="success" role="region" aria-label={translate(key('sent_label'))}>
          {translate(key('sent'), { no: sent.no_kirim, qty: sent.qty, berat: gramsShown(sent.berat) })}
        </Alert>
      )}
    </ScreenCard>
  );
}
