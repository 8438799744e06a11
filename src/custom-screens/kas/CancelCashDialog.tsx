// Cancelling a money document of the books: a reason and a supervisor's authorization of the kind domain/kas.ts names
// (CASH_CANCEL), then POST {path}. The server checks again: same business day, not cancelled yet, the authorization
// unused, and that the money to go back is still there.
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReasonAuthorizedPost } from '../../engine/authorization/ReasonAuthorizedPost';
import { CASH_CANCEL } from '../../../domain/kas';
import { k } from './parts';

interface Props {
  /** The document being cancelled, and its cancel path (POST). */
  no: string;
  path: string;
  onClose: () => void;
}

export function CancelCashDialog({ no, path, onClose }: Props) {
  const translate = useTranslate();
  return <ReasonAuthorizedPost title={translate(k('batal_title'), { no })} kategori={CASH_CANCEL.authorization} path={path} invalidate={['cash', 'non-cash', 'pengalihan-saldo']} onClose={onClose} />;
}

/** The Batal button of a row that can still be cancelled. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  return (
    <Button size="small" color="error" onClick={onClick}>
      {translate(k('batal'))}
    </Button>
  );
}
