// /terima-sepuhan: a re-plating batch (SEPUH) comes back.
import { TerimaBatch } from './TerimaBatch';

export default function TerimaSepuhan() {
  return <TerimaBatch jenis="SEPUH" />;
}
