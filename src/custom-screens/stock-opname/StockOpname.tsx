// /stock-opname: a stocktake of one tray. Choose warehouse and tray, Mulai freezes the items READY on the tray into
// the document; scan each item (scanner or keyboard): found or foreign at once, with counts and grams; Selesai saves
// (what was not scanned is missing). The ledger is never touched: a stocktake records, it moves nothing.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { OpnameScreen } from './OpnameScreen';

export default function StockOpname() {
  const t = useTranslate();
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  return (
    <OpnameScreen
      kind="TRAY"
      title={t('kilau.opname.title_tray')}
      picker={<TrayPicker value={tray} onChange={setTray} prefix="baki" />}
      target={() =>
        !tray.kode_gudang ? { error: 'kilau.opname.gudang_required' } : !tray.kode_baki ? { error: 'kilau.opname.baki_required' } : tray
      }
      input={(_, o) => <BarcodeInput onScan={o.scan} />}
    />
  );
}
