// Kartu, beside Edit and Hapus of each member on /data-member: the card dialog (its fee, KartuMemberDialog.tsx), which
// opens the member's card as a PDF in a new tab (kartu-member.ts), to print on a card printer or on card stock. A code
// no barcode can carry is told, nothing opened.
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useToast } from '../../engine/notify';
import { getSession } from '../../engine/session';
import { openBlob } from '../../engine/export/download';
import { Code128Error } from '../../../domain/code128';
import type { CardMember } from './kartu-member';
import { KartuMemberDialog } from './KartuMemberDialog';

export default function KartuMemberButton() {
  const record = useRecordContext<CardMember & { id: string }>();
  const translate = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  const print = async () => {
    const { buildMemberCardPdf } = await import('./kartu-member');
    try {
      const doc = buildMemberCardPdf(record, { title: translate('kilau.member.kartu.title'), namaToko: getSession()?.nama_toko ?? '' });
      openBlob(doc.output('blob'), `${translate('kilau.member.kartu.file')} ${record.kode_member}.pdf`);
    } catch (e) {
      if (!(e instanceof Code128Error)) throw e;
      toast.error(e.message);
    }
  };

  return (
    <>
      <Button label="kilau.member.kartu.button" onClick={() => setOpen(true)} data-testid={`kartu-${record.kode_member}`}>
        <CreditCardIcon />
      </Button>
      {open && <KartuMemberDialog kode_member={record.kode_member} nama_member={record.nama_member ?? ''} print={() => void print()} onClose={() => setOpen(false)} />}
    </>
  );
}
