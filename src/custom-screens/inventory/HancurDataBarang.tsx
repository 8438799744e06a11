// /hancur-data-barang: scan the items to melt, give the reason, confirm (Ya / Tidak); they leave stock for good.
import { useState } from 'react';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { YaTidak } from '../../engine/shared/YaTidak';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { ItemScanScreen } from '../../engine/widgets/ItemScanScreen';
import { ActionButton, NoteField } from '../../engine/widgets/ScreenCard';
import { expectedOf, useScannedItems } from '../../engine/widgets/useScannedItems';

export default function HancurDataBarang() {
  const submit = useSubmit({ invalidate: ['barang'] });
  const scan = useScannedItems();
  const [keterangan, setKeterangan] = useState('');
  const [asking, setAsking] = useState(false);

  const ask = () => (scan.items.length ? setAsking(true) : submit.refuse(ITEM_MESSAGES.itemsRequired));
  const save = async () => {
    await submit.call<{ message: string; data: { no_hancur: string } }>(
      { method: 'POST', path: 'barang/hancur', body: { items: expectedOf(scan.items), keterangan } },
      {
        success: (res) => `${res.message}: ${res.data.no_hancur}`,
        after: () => {
          scan.clear();
          setKeterangan('');
        },
      },
    );
    setAsking(false);
  };

  return (
    <>
      <ItemScanScreen title="kilau.barang.hancur_title" scan={scan} busy={submit.busy}>
        <NoteField label="kilau.barang.keterangan" value={keterangan} onChange={setKeterangan} />
        <ActionButton label="kilau.barang.hancur_save" icon={<WhatshotIcon />} color="error" onClick={ask} disabled={submit.busy} />
      </ItemScanScreen>
      <YaTidak
        isOpen={asking}
        loading={submit.busy}
        title="kilau.barang.hancur_title"
        content="kilau.barang.hancur_confirm"
        onClose={() => setAsking(false)}
        onConfirm={save}
      />
    </>
  );
}
