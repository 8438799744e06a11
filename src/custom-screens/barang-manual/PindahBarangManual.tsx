// /pindah-barang-manual: choose a manual-item line, the pieces and grams to move (never more than it holds, the
// weight not 0) and the target tray; the same group and jenis land on that tray's line.
import { useState } from 'react';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { useSubmit } from '../../engine/data';
import { MANUAL_MESSAGES } from '../../../domain/barang-manual';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';
import { NO_TRAY, TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { AmountFields, NO_AMOUNT, lineRef, useChosenLine } from './shared';

export default function PindahBarangManual() {
  const { line, reload, picker } = useChosenLine();
  const [target, setTarget] = useState<TrayValue>(NO_TRAY);
  const [amount, setAmount] = useState(NO_AMOUNT);
  const submit = useSubmit({ invalidate: ['barang-manual'] });
  const busy = submit.busy;

  const save = () =>
    submit.call<{ message: string; data: { no_pindah: string } }>(
      {
        method: 'POST',
        path: 'barang-manual/pindah',
        body: line && { ...lineRef(line), ...amount, kode_gudang_tujuan: target.kode_gudang, kode_baki_tujuan: target.kode_baki },
      },
      {
        check: () => !line && MANUAL_MESSAGES.lineRequired,
        success: (res) => `${res.message}: ${res.data.no_pindah}`,
        after: () => setAmount(NO_AMOUNT),
        // Refused (the line changed meanwhile): the table shows the stock as it is now (a move reads it again anyway).
        failed: reload,
      },
    );

  return (
    <ScreenCard title="kilau.barang_manual.pindah_title">
      {picker}
      <AmountFields value={amount} onChange={setAmount} disabled={busy} />
      <TrayPicker prefix="tujuan" value={target} onChange={setTarget} disabled={busy} />
      <ActionButton label="kilau.barang_manual.pindah_save" icon={<MoveDownIcon />} onClick={save} disabled={busy} />
    </ScreenCard>
  );
}
