// /mutasi-uang-bank: see MutationScreen.
import { MutationScreen } from './MutationScreen';

export default function MutasiUangBank() {
  return <MutationScreen kind="bank" />;
}
