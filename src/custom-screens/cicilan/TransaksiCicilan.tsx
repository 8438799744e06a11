// /transaksi-cicilan (issue 22 items 6-7; CICILAN_MODULE): gold sold by instalments at the counter, a tab per step:
// the contract (Cicilan Baru: pieces scanned, a /parameter-cicilan row, the DP, the schedule previewed) and its
// payments (Bayar Cicilan: the next instalment with its late fee, or the early pay-off). ?bayar=<no_cicilan> opens the
// payments tab with that contract loaded (the list's row button).
import { CounterTabs } from '../../engine/transaction/counter/CounterTabs';
import { CicilanEntry } from './CicilanEntry';
import { BayarCicilan } from './BayarCicilan';

export default function TransaksiCicilan() {
  return (
    <CounterTabs
      route="/transaksi-cicilan"
      steps={[
        { value: 'baru', label: 'kilau.cicilan.tab_baru', render: (p) => <CicilanEntry data={p.data} onDirty={p.onDirty} onFresh={() => p.go('baru')} /> },
        { value: 'bayar', label: 'kilau.cicilan.tab_bayar', param: 'bayar', render: (p) => <BayarCicilan data={p.data} initialNo={p.no} /> },
      ]}
    />
  );
}
