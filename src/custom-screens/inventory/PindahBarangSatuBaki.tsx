// /pindah-barang-satu-baki: move a whole tray. The tray's items are read and shown; the move sends them all,
// and the server refuses it (409) when an item was added to or taken from the tray meanwhile.
import { useState } from 'react';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { ItemTable } from '../../engine/widgets/ItemTable';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';
import { NO_TRAY, TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { expectedOf } from '../../engine/widgets/useScannedItems';
import { useTrayItems } from './useTrayItems';

export default function PindahBarangSatuBaki() {
  const submit = useSubmit({ invalidate: ['barang'] });
  const [source, setSource] = useState<TrayValue>(NO_TRAY);
  const [target, setTarget] = useState<TrayValue>(NO_TRAY);
  const tray = useTrayItems(source.kode_baki);
  const items = source.kode_baki ? tray.data : [];

  const save = () =>
    submit.call<{ message: string; data: { no_pindah: string } }>(
      {
        method: 'POST',
        path: 'barang/pindah-satu-baki',
        body: { kode_baki_asal: source.kode_baki, kode_gudang_tujuan: target.kode_gudang, kode_baki_tujuan: target.kode_baki, items: expectedOf(items ?? []) },
      },
      {
        check: () => ((!source.kode_baki || !target.kode_baki) && ITEM_MESSAGES.trayRequired) || (!items?.length && ITEM_MESSAGES.itemsRequired),
        success: (res) => `${res.message}: ${res.data.no_pindah}`,
        // Refused (the tray changed meanwhile): the tray is shown as it is now (a move reads it again anyway).
        failed: () => void tray.refetch(),
      },
    );

  return (
    <ScreenCard title="kilau.barang.pindah_baki_title">
      <TrayPicker prefix="asal" value={source} onChange={setSource} disabled={submit.busy} />
      <ItemTable items={items} loading={tray.isFetching} />
      <TrayPicker prefix="tujuan" value={target} onChange={setTarget} disabled={submit.busy} />
      <ActionButton label="kilau.barang.pindah_save" icon={<MoveDownIcon />} onClick={save} disabled={submit.busy} />
    </ScreenCard>
  );
}
