// /mutasi-uang-cash: see MutationScreen (the form starts both sides at CASH).
import { MutationScreen } from './MutationScreen';

export default function MutasiUangCash() {
  return <MutationScreen kind="cash" />;
}
