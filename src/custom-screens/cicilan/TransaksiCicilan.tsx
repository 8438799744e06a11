// /transaksi-cicilan (issue 22 items 6-7; CICILAN_MODULE): gold sold by instalments at the counter, a tab per step:
// the contract (Cicilan Baru: pieces scanned, a /parameter-cicilan row, the DP, the schedule previewed) and its
// payments (Bayar Cicilan: the next instalment with its late fee, or the early pay-off). ?bayar=<no_cicilan> opens the
// payments tab with that contract loaded (the list's row button). Leaving a contract half entered asks first.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { localeKeys } from '../../../locales/definition-texts';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { useSaleData } from '../../engine/transaction/counter/useSaleData';
import { CicilanEntry } from './CicilanEntry';
import { BayarCicilan } from './BayarCicilan';

type Step = 'baru' | 'bayar';

export default function TransaksiCicilan() {
  const translate = useTranslate();
  const data = useSaleData();
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<{ tab: Step; no?: string; round: number }>(() => {
    const bayar = params.get('bayar');
    return bayar ? { tab: 'bayar', no: bayar, round: 0 } : { tab: 'baru', round: 0 };
  });
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  // Each contract is a mount of its own: "Transaksi Baru" and a jump between tabs start as a fresh visit does.
  const go = (tab: Step, no?: string) => setOpened((o) => ({ tab, no, round: o.round + 1 }));
  const key = `${opened.tab}-${opened.round}`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(localeKeys.page('/transaksi-cicilan'))} />
      <Tabs value={opened.tab} onChange={(_, v: Step) => exit.confirmExit(() => go(v))} sx={{ mb: 2 }}>
        <Tab value="baru" label={translate('kilau.cicilan.tab_baru')} />
        <Tab value="bayar" label={translate('kilau.cicilan.tab_bayar')} />
      </Tabs>
      {!data ? (
        <LinearProgress />
      ) : opened.tab === 'baru' ? (
        <CicilanEntry key={key} data={data} onDirty={setDirty} onFresh={() => go('baru')} />
      ) : (
        <BayarCicilan key={key} data={data} initialNo={opened.no} />
      )}
      {exit.dialog}
    </Box>
  );
}
