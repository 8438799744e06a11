// /transaksi-services (issue 21 items 7-9): a service's life at the counter on one screen, a tab per step: taking the
// pieces in (Service Masuk), recording the goldsmith's work done (Service Selesai) and handing them back (Ambil
// Service). ?selesai=<no_service> or ?ambil=<no_service> opens that tab with that service loaded; a tab refusing a
// service in the wrong step offers the right one. Leaving a service half entered asks first.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { localeKeys } from '../../../locales/definition-texts';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { useSaleData } from '../../engine/transaction/counter/useSaleData';
import { ServiceEntry } from './ServiceEntry';
import { ServiceSelesai } from './ServiceSelesai';
import { AmbilService } from './AmbilService';

type Step = 'masuk' | 'selesai' | 'ambil';

export default function TransaksiServices() {
  const translate = useTranslate();
  const data = useSaleData();
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<{ tab: Step; no?: string; round: number }>(() => {
    const selesai = params.get('selesai');
    const ambil = params.get('ambil');
    if (ambil) return { tab: 'ambil', no: ambil, round: 0 };
    if (selesai) return { tab: 'selesai', no: selesai, round: 0 };
    return { tab: 'masuk', round: 0 };
  });
  const [dirty, setDirty] = useState(false);
  const exit = useExitConfirm(dirty);
  // Each service is a mount of its own: "Transaksi Baru" and a jump between tabs start as a fresh visit does.
  const go = (tab: Step, no?: string) => setOpened((o) => ({ tab, no, round: o.round + 1 }));
  const key = `${opened.tab}-${opened.round}`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(localeKeys.page('/transaksi-services'))} />
      <Tabs value={opened.tab} onChange={(_, v: Step) => exit.confirmExit(() => go(v))} sx={{ mb: 2 }}>
        <Tab value="masuk" label={translate('kilau.service.tab_masuk')} />
        <Tab value="selesai" label={translate('kilau.service.tab_selesai')} />
        <Tab value="ambil" label={translate('kilau.service.tab_ambil')} />
      </Tabs>
      {!data ? (
        <LinearProgress />
      ) : opened.tab === 'masuk' ? (
        <ServiceEntry key={key} data={data} onDirty={setDirty} onFresh={() => go('masuk')} />
      ) : opened.tab === 'selesai' ? (
        <ServiceSelesai key={key} data={data} initialNo={opened.no} onAmbil={(no) => go('ambil', no)} />
      ) : (
        <AmbilService key={key} data={data} initialNo={opened.no} onSelesai={(no) => go('selesai', no)} />
      )}
      {exit.dialog}
    </Box>
  );
}
