// /pindah-barang: scan items from any trays, choose the target warehouse and tray, move them in one document.
import { useState } from 'react';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { ItemScanScreen } from '../../engine/widgets/ItemScanScreen';
import { ActionButton } from '../../engine/widgets/ScreenCard';
import { NO_TRAY, TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { expectedOf, useScannedItems } from '../../engine/widgets/useScannedItems';

export default function PindahBarang() {
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems();
  const [target, setTarget] = useState<TrayValue>(NO_TRAY);

  const save = () =>
    submit.call<{ message: string; data: { no_pindah: string } }>(
      {
        method: 'POST',
        path: 'barang/pindah',
        body: { kode_gudang_tujuan: target.kode_gudang, kode_baki_tujuan: target.kode_baki, items: expectedOf(scan.items) },
      },
      {
        check: () => (!scan.items.length && ITEM_MESSAGES.itemsRequired) || (!target.kode_baki && ITEM_MESSAGES.trayRequired),
        success: (res) => `${res.message}: ${res.data.no_pindah}`,
        after: scan.clear,
      },
    );

  return (
    <ItemScanScreen title="kilau.barang.pindah_title" scan={scan} busy={submit.busy}>
      <TrayPicker prefix="tujuan" value={target} onChange={setTarget} disabled={submit.busy} />
      <ActionButton label="kilau.barang.pindah_save" icon={<MoveDownIcon />} onClick={save} disabled={submit.busy} />
    </ItemScanScreen>
  );
}
