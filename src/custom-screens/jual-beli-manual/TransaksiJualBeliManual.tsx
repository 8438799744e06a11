// /transaksi-jual-beli-manual (issue 11 section 6): manual stock (no tags) sold and bought back by weight, one screen
// with two tabs, keyboard first like /transaksi-penjualan and /transaksi-pembelian: Jual takes grams and pieces out of
// a manual stock line, Beli buys gold by weight and kadar into the buy-back warehouse's manual line. Each posts a
// document of its own kind (POST penjualan-manual, pembelian-manual); the lists are /lihat-penjualan-manual and
// /lihat-pembelian-manual. Leaving a tab with lines (the other tab, a menu item, a reload) asks first.
import { useState } from 'react';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { useSaleData } from '../../engine/transaction/counter/useSaleData';
import { useBuybackData } from '../../engine/transaction/counter/buyback/useBuybackData';
import { ManualSaleEntry } from './ManualSaleEntry';
import { ManualBuybackEntry } from './ManualBuybackEntry';

export default function TransaksiJualBeliManual() {
  const translate = useTranslate();
  const t = (k: string) => translate(`kilau.jual_beli_manual.${k}`);
  const [tab, setTab] = useState<'jual' | 'beli'>('jual');
  const sale = useSaleData();
  const buyback = useBuybackData();
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.shell.pages./transaksi-jual-beli-manual', { _: 'Transaksi Jual Beli Manual' })} />
      <Tabs value={tab} onChange={(_, v: 'jual' | 'beli') => exit.confirmExit(() => setTab(v))} sx={{ mb: 2 }}>
        <Tab value="jual" label={t('tab_jual')} id="tab-jual" aria-controls="panel-jual" />
        <Tab value="beli" label={t('tab_beli')} id="tab-beli" aria-controls="panel-beli" />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'jual' && (sale ? <ManualSaleEntry data={sale} onDirty={setDirty} /> : <LinearProgress />)}
        {tab === 'beli' && (buyback ? <ManualBuybackEntry data={buyback} onDirty={setDirty} /> : <LinearProgress />)}
      </div>
      {exit.dialog}
    </Box>
  );
}
