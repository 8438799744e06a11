// /transaksi-penjualan (issue 9): the sale at the counter, a money deposit (the Titip switch), and paying off a
// deposit (Pelunasan Titip), on one screen for the cashier. ?lunasi=<no_titip> (Lunasi on /lihat-titipan) opens the
// pay-off of that deposit.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { SaleEntry } from './SaleEntry';
import { PelunasanTitip } from './PelunasanTitip';
import { useSaleData } from './useSaleData';

export default function TransaksiPenjualan() {
  const translate = useTranslate();
  const data = useSaleData();
  const [params] = useSearchParams();
  const lunasi = params.get('lunasi') ?? undefined;
  const [tab, setTab] = useState<'jual' | 'lunas'>(lunasi ? 'lunas' : 'jual');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.shell.pages./transaksi-penjualan', { _: 'Transaksi Penjualan' })} />
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="jual" label={translate('kilau.penjualan.tab_jual')} />
        <Tab value="lunas" label={translate('kilau.penjualan.tab_lunas')} />
      </Tabs>
      {!data ? <LinearProgress /> : tab === 'jual' ? <SaleEntry data={data} /> : <PelunasanTitip data={data} initialNo={lunasi} />}
    </Box>
  );
}
