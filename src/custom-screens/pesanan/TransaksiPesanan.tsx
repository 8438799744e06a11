// /transaksi-pesanan (issue 21): taking an order and collecting one (Ambil Pesanan), on one screen for the counter.
// ?ambil=<no_pesanan> (Ambil on /lihat-pesanan) opens the collection of that order. /transaksi-pre-order (its default
// export below, PRE_ORDER_MODULE) takes a pre-order: the same order with its supplier and PO number. Leaving an order
// half entered asks first.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { PAGES } from '../../../definitions/pages';
import { useSaleData } from '../../engine/transaction/counter/useSaleData';
import { OrderEntry } from './OrderEntry';
import { AmbilPesanan } from './AmbilPesanan';

function OrderCounter({ preOrder = false }: { preOrder?: boolean }) {
  const translate = useTranslate();
  const data = useSaleData();
  const [params] = useSearchParams();
  const ambil = params.get('ambil') ?? undefined;
  const [tab, setTab] = useState<'pesan' | 'ambil'>(ambil ? 'ambil' : 'pesan');
  // Each order is a mount of its own: "Transaksi Baru" starts the next one exactly as a fresh visit does.
  const [round, setRound] = useState(0);
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  const route = preOrder ? '/transaksi-pre-order' : '/transaksi-pesanan';
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(`kilau.shell.pages.${route}`, { _: PAGES.find((p) => p.route === route)?.label })} />
      <Tabs value={tab} onChange={(_, v: 'pesan' | 'ambil') => exit.confirmExit(() => setTab(v))} sx={{ mb: 2 }}>
        <Tab value="pesan" label={translate(preOrder ? 'kilau.pesanan.tab_pre_order' : 'kilau.pesanan.tab_pesan')} />
        <Tab value="ambil" label={translate('kilau.pesanan.tab_ambil')} />
      </Tabs>
      {!data ? (
        <LinearProgress />
      ) : tab === 'pesan' ? (
        <OrderEntry key={round} data={data} onDirty={setDirty} onFresh={() => setRound((n) => n + 1)} preOrder={preOrder} />
      ) : (
        <AmbilPesanan data={data} initialNo={ambil} />
      )}
      {exit.dialog}
    </Box>
  );
}

export default function TransaksiPesanan() {
  return <OrderCounter />;
}

export function TransaksiPreOrder() {
  return <OrderCounter preOrder />;
}
