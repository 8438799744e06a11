// /terima-barang-cuci: a cleaning batch (CUCI) comes back.
import { TerimaBatch } from './TerimaBatch';

export default function TerimaBarangCuci() {
  return <TerimaBatch jenis="CUCI" />;
}
