// /transaksi-penjualan (issue 9): the sale at the counter, a money deposit (the Titip switch), and paying off a
// deposit (Pelunasan Titip), on one screen for the cashier. ?lunasi=<no_titip> (Lunasi on /lihat-titipan) opens the
// pay-off of that deposit. Leaving a sale half entered (the other tab, a menu item, the back button, a reload) asks
// first.
import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { SaleEntry } from './SaleEntry';
import { PelunasanTitip } from './PelunasanTitip';
import { useSaleData } from '../../engine/transaction/counter/useSaleData';

export default function TransaksiPenjualan() {
  const translate = useTranslate();
  const data = useSaleData();
  // The form is first drawn in a background render, which React does in slices: the page answers input while the
  // counter's many fields are built, instead of one long task as the first reads arrive. Only that first mount waits.
  const ready = useDeferredValue(data !== undefined);
  const [params] = useSearchParams();
  const lunasi = params.get('lunasi') ?? undefined;
  const [tab, setTab] = useState<'jual' | 'lunas'>(lunasi ? 'lunas' : 'jual');
  // Each sale is a mount of its own: "Transaksi Baru" and Tahan start the next one exactly as a fresh visit does.
  const [sale, setSale] = useState(0);
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  // Stable: SaleEntry is memoized, and this page renders again on every price refresh.
  const nextSale = useCallback(() => {
    setSale((n) => n + 1);
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.shell.pages./transaksi-penjualan', { _: 'Transaksi Penjualan' })} />
      <Tabs value={tab} onChange={(_, v: 'jual' | 'lunas') => exit.confirmExit(() => setTab(v))} sx={{ mb: 2 }}>
        <Tab value="jual" label={translate('kilau.penjualan.tab_jual')} />
        <Tab value="lunas" label={translate('kilau.penjualan.tab_lunas')} />
      </Tabs>
      {!data || !ready ? (
        <LinearProgress />
      ) : tab === 'jual' ? (
        <SaleEntry key={sale} data={data} onDirty={setDirty} onFresh={nextSale} />
      ) : (
        <PelunasanTitip data={data} initialNo={lunasi} />
      )}
      {exit.dialog}
    </Box>
  );
}
