// /hancur-barang-manual: choose a manual-item line, the pieces and grams to melt and the reason, confirm (Ya /
// Tidak); they leave stock for good.
import { useState } from 'react';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useSubmit } from '../../engine/data';
import { MANUAL_MESSAGES } from '../../../domain/barang-manual';
import { ActionButton, NoteField, ScreenCard } from '../../engine/widgets/ScreenCard';
import { AmountFields, NO_AMOUNT, lineRef, useChosenLine } from './shared';

export default function HancurBarangManual() {
  const { line, reload, picker } = useChosenLine();
  const [amount, setAmount] = useState(NO_AMOUNT);
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);
  const submit = useSubmit({ invalidate: ['barang-manual'] });
  const busy = submit.busy;

  const ask = () => (line ? setAsking(true) : submit.refuse(MANUAL_MESSAGES.lineRequired));
  const save = async () => {
    if (!line) return;
    await submit.call<{ message: string; data: { no_hancur: string } }>(
      { method: 'POST', path: 'barang-manual/hancur', body: { ...lineRef(line), ...amount, keterangan } },
      {
        success: (res) => `${res.message}: ${res.data.no_hancur}`,
        after: () => {
          setAmount(NO_AMOUNT);
          setKeterangan('');
        },
        // Refused (the line changed meanwhile): the table shows the stock as it is now (a melt reads it again anyway).
        failed: reload,
      },
    );
    setAsking(false);
  };

  return (
    <>
      <ScreenCard title="kilau.barang_manual.hancur_title">
        {picker}
        <AmountFields value={amount} onChange={setAmount} disabled={busy} />
        <NoteField label="kilau.barang_manual.keterangan" value={keterangan} onChange={setKeterangan} disabled={busy} />
        <ActionButton label="kilau.barang_manual.hancur_save" icon={<WhatshotIcon />} color="error" onClick={ask} disabled={busy} />
      </ScreenCard>
      <YaTidak
        isOpen={asking}
        loading={busy}
        title="kilau.barang_manual.hancur_title"
        content="kilau.barang_manual.hancur_confirm"
        onClose={() => setAsking(false)}
        onConfirm={save}
      />
    </>
  );
}
