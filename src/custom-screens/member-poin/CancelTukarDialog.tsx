// Cancelling a gift exchange: a reason and a supervisor's authorization (BATAL_TUKAR_POIN), then POST
// tukar-point/{no}/batal. The server checks again (not cancelled yet, the authorization unused and of this kind) and
// puts the gift back on stock and the points back to the member.
import { useTranslate } from 'react-admin';
import { ReasonAuthorizedPost } from '../../engine/authorization/ReasonAuthorizedPost';
import { k, POINT_READS } from './parts';

export function CancelTukarDialog({ no, onClose }: { no: string; onClose: () => void }) {
  const t = useTranslate();
  return <ReasonAuthorizedPost title={t(k('batal_title'), { no })} kategori="BATAL_TUKAR_POIN" path={`tukar-point/${encodeURIComponent(no)}/batal`} invalidate={POINT_READS} onClose={onClose} />;
}
