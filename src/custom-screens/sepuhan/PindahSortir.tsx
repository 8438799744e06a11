// /pindah-sortir: the pieces sorted for resale (JUAL) go onto a sales tray, READY to sell. Scanner first: a scanned
// barcode ticks its piece in the list. A piece bought back without a jenis gets the one chosen here.
import { useState } from 'react';
import { Stack } from '@mui/material';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';
import { JenisPicker, SalesTrayPicker } from './pickers';
import { gramsShown, key, refsOf, StockTable, useBuybackStock, useTicked } from './stock';

export default function PindahSortir() {
  const translate = useTranslate();
  const submit = useSubmit({ invalidate: ['sepuhan', 'barang'] });
  const stock = useBuybackStock('JUAL');
  const ticked = useTicked(stock.rows);
  const [tray, setTray] = useState('');
  const [dept, setDept] = useState('');
  const needsDept = ticked.ticked.some((p) => !p.kode_dept);

  const onScan = async (code: string) => {
    const barcode = code.trim().toUpperCase();
    if (!barcode) return false;
    const piece = stock.rows?.find((p) => p.kode_barcode === barcode);
    if (!piece) return !!submit.refuse(key('not_listed'), { code: barcode });
    if (ticked.keys.includes(barcode)) return !!submit.refuse(ITEM_MESSAGES.barcodeInTable);
    ticked.setKeys([...ticked.keys, barcode]);
    return true;
  };

  const save = () =>
    submit.call<{ message: string; data: { no_pindah: string; qty: number; berat: number } }>(
      { method: 'POST', path: 'sepuhan/pindah-sortir', body: { kode_baki: tray, ...(needsDept ? { kode_dept: dept } : {}), items: refsOf(ticked.ticked) } },
      {
        check: () => (!ticked.ticked.length && ITEM_MESSAGES.itemsRequired) || (!tray && ITEM_MESSAGES.trayRequired) || (needsDept && !dept && key('jenis_required')),
        success: (res) => translate(key('moved'), { message: res.message, no: res.data.no_pindah, qty: res.data.qty, berat: gramsShown(res.data.berat) }),
        after: ticked.clear,
      },
    );

  return (
    <ScreenCard title={key('pindah_title')}>
      <BarcodeInput onScan={onScan} disabled={submit.busy} />
      <StockTable rows={stock.rows} loading={stock.loading} ticked={ticked} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SalesTrayPicker value={tray} onChange={setTray} disabled={submit.busy} />
        {needsDept && <JenisPicker value={dept} onChange={setDept} disabled={submit.busy} />}
      </Stack>
      <ActionButton label={key('pindah_save')} icon={<MoveDownIcon />} onClick={save} disabled={submit.busy} />
    </ScreenCard>
  );
}
