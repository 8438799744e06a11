// /transaksi-hutang (issue 22 items 1-3): a pawn loan at the counter on one screen, a tab per step: taking a new loan
// (Hutang Baru) and an existing loan's redemption or renewal (Tebus / Perpanjang). ?tebus=<no_faktur_hutang> opens
// the second tab with that loan loaded. Leaving a loan half entered asks first.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { localeKeys } from '../../../locales/definition-texts';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { useSaleData } from '../../engine/transaction/counter/useSaleData';
import { HutangEntry } from './HutangEntry';
import { HutangTebus } from './HutangTebus';

type Step = 'baru' | 'tebus';

export default function TransaksiHutang() {
  const translate = useTranslate();
  const data = useSaleData();
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<{ tab: Step; no?: string; round: number }>(() => {
    const tebus = params.get('tebus');
    return tebus ? { tab: 'tebus', no: tebus, round: 0 } : { tab: 'baru', round: 0 };
  });
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  // Each loan is a mount of its own: "Transaksi Baru" and a jump between tabs start as a fresh visit does.
  const go = (tab: Step, no?: string) => setOpened((o) => ({ tab, no, round: o.round + 1 }));
  const key = `${opened.tab}-${opened.round}`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(localeKeys.page('/transaksi-hutang'))} />
      <Tabs value={opened.tab} onChange={(_, v: Step) => exit.confirmExit(() => go(v))} sx={{ mb: 2 }}>
        <Tab value="baru" label={translate('kilau.hutang.tab_baru')} />
        <Tab value="tebus" label={translate('kilau.hutang.tab_tebus')} />
      </Tabs>
      {!data ? (
        <LinearProgress />
      ) : opened.tab === 'baru' ? (
        <HutangEntry key={key} data={data} onDirty={setDirty} onFresh={() => go('baru')} />
      ) : (
        <HutangTebus key={key} data={data} initialNo={opened.no} />
      )}
      {exit.dialog}
    </Box>
  );
}
