// /transaksi-services (issue 21 items 7-9): a service's life at the counter on one screen, a tab per step: taking the
// pieces in (Service Masuk), recording the goldsmith's work done (Service Selesai) and handing them back (Ambil
// Service). ?selesai=<no_service> or ?ambil=<no_service> opens that tab with that service loaded; a tab refusing a
// service in the wrong step offers the right one.
import { CounterTabs } from '../../engine/transaction/counter/CounterTabs';
import { ServiceEntry } from './ServiceEntry';
import { ServiceSelesai } from './ServiceSelesai';
import { AmbilService } from './AmbilService';

export default function TransaksiServices() {
  return (
    <CounterTabs
      route="/transaksi-services"
      steps={[
        { value: 'masuk', label: 'kilau.service.tab_masuk', render: (p) => <ServiceEntry data={p.data} onDirty={p.onDirty} onFresh={() => p.go('masuk')} /> },
        { value: 'selesai', label: 'kilau.service.tab_selesai', param: 'selesai', render: (p) => <ServiceSelesai data={p.data} initialNo={p.no} onAmbil={(no) => p.go('ambil', no)} /> },
        { value: 'ambil', label: 'kilau.service.tab_ambil', param: 'ambil', render: (p) => <AmbilService data={p.data} initialNo={p.no} onSelesai={(no) => p.go('selesai', no)} /> },
      ]}
    />
  );
}
