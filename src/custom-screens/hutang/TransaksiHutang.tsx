// /transaksi-hutang (issue 22 items 1-3): a pawn loan at the counter on one screen, a tab per step: taking a new loan
// (Hutang Baru) and an existing loan's redemption or renewal (Tebus / Perpanjang). ?tebus=<no_faktur_hutang> opens
// the second tab with that loan loaded.
import { CounterTabs } from '../../engine/transaction/counter/CounterTabs';
import { HutangEntry } from './HutangEntry';
import { HutangTebus } from './HutangTebus';

export default function TransaksiHutang() {
  return (
    <CounterTabs
      route="/transaksi-hutang"
      steps={[
        { value: 'baru', label: 'kilau.hutang.tab_baru', render: (p) => <HutangEntry data={p.data} onDirty={p.onDirty} onFresh={() => p.go('baru')} /> },
        { value: 'tebus', label: 'kilau.hutang.tab_tebus', param: 'tebus', render: (p) => <HutangTebus data={p.data} initialNo={p.no} /> },
      ]}
    />
  );
}
