// /stock-opname-rfid (RFID_MODULE): a stocktake of a tray, or of a whole warehouse when no tray is chosen, read with
// an RFID reader (keyboard wedge: EPC hex + Enter, hundreds per second) or from a file of tag ids (one per line, or
// CSV with an epc column). Thousands of reads are deduplicated in the browser and again on the server.
//
// Tag to item (domain/stock-opname.ts): a tag names an item when barang.kode_rfid equals its EPC (a pre-programmed
// tag linked to the item), else when the EPC carries the item's barcode as ASCII hex padded with 00 to whole 16-bit
// words (TOKO01000001 -> 544F4B4F3031303030303031, a 96-bit EPC: tags are written from the barcode). A tag naming
// no item of the shop is an unknown tag (a foreign line named by its EPC).
// Shown: reads, distinct tags, matched items, unknown tags, and found / missing / foreign with grams.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { OpnameScreen } from './OpnameScreen';
import { RfidReader } from './RfidReader';

export default function StockOpnameRfid() {
  const t = useTranslate();
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  return (
    <OpnameScreen
      kind="RFID"
      title={t('kilau.opname.title_rfid')}
      picker={<TrayPicker value={tray} onChange={setTray} prefix="baki" />}
      target={() => (tray.kode_gudang ? tray : { error: 'kilau.opname.gudang_required' })}
      input={(doc, o) => <RfidReader key={doc.no_opname} doc={doc} apply={o.apply} />}
    />
  );
}
