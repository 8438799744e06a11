// /cetak-barcode: collect items by scanning or a whole tray, choose the label stock (A4 sheet of 3 x 10 or a
// 60 x 15 mm roll), and open the label PDF (Code 128 barcode, code, name, weight, kadar, and the tag price of a piece
// that has one: a gold piece sells at the day's price, so its label shows none) for printing.
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { ITEM_MESSAGES } from '../../../domain/inventory';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { ItemTable } from '../../engine/widgets/ItemTable';
import { ActionButton, ScreenCard } from '../../engine/widgets/ScreenCard';
import { NO_TRAY, TrayPicker, type TrayValue } from '../../engine/widgets/TrayPicker';
import { useScannedItems, type ScannedItem } from '../../engine/widgets/useScannedItems';

const LAYOUTS = ['a4_3x10', 'roll_60x15'] as const;
type Layout = (typeof LAYOUTS)[number];

export default function CetakBarcode() {
  const translate = useTranslate();
  const load = useSubmit({ failure: 'kilau.barang.load_failed' });
  const printer = useSubmit({ failure: 'kilau.barang.print_failed' });
  const scan = useScannedItems();
  const [tray, setTray] = useState<TrayValue>(NO_TRAY);
  const [layout, setLayout] = useState<Layout>('a4_3x10');
  const [skip, setSkip] = useState('0');
  const busy = load.busy || printer.busy;

  const addTray = () =>
    load.call<{ data: ScannedItem[] }>(
      { path: 'barang', params: { kode_baki: tray.kode_baki, limit: 500 } },
      {
        check: () => !tray.kode_baki && ITEM_MESSAGES.trayRequired,
        success: false,
        after: (page) => scan.setItems((prev) => [...prev, ...page.data.filter((i) => !prev.some((p) => p.kode_barcode === i.kode_barcode))]),
      },
    );

  const print = () =>
    printer.run(
      async () => {
        // jspdf and the label code load only when a sheet is printed.
        const { LABEL_LAYOUTS, exportLabelSheet } = await import('../../engine/export/label-sheet');
        exportLabelSheet(scan.items, LABEL_LAYOUTS[layout], { skip: Number(skip) || 0 });
      },
      {
        check: () => !scan.items.length && ITEM_MESSAGES.itemsRequired,
        success: false,
        // The label code refuses in Indonesian (a code too long for the label, say): its own words are shown.
        failed: (error) => {
          if (!(error instanceof Error) || !error.message) return false;
          printer.refuse(error.message);
          return true;
        },
      },
    );

  // Not ItemScanScreen: the tray that adds all its items stands between the barcode field and the table.
  return (
    <ScreenCard title="kilau.barang.cetak_title">
      <BarcodeInput onScan={scan.add} disabled={busy} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TrayPicker prefix="baki" value={tray} onChange={setTray} disabled={busy} />
        <Button variant="outlined" onClick={addTray} disabled={busy}>
          {translate('kilau.barang.cetak_add_tray')}
        </Button>
      </Stack>
      <ItemTable items={scan.items} onRemove={scan.remove} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField select size="small" label={translate('kilau.barang.cetak_layout')} value={layout} onChange={(e) => setLayout(e.target.value as Layout)} sx={{ minWidth: 240 }}>
          {LAYOUTS.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`kilau.barang.cetak_layouts.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        {layout === 'a4_3x10' && (
          <TextField size="small" label={translate('kilau.barang.cetak_skip')} value={skip} onChange={(e) => setSkip(e.target.value.replace(/\D/g, ''))} sx={{ maxWidth: 200 }} />
        )}
      </Stack>
      <ActionButton label="kilau.barang.cetak_print" icon={<PrintIcon />} onClick={print} disabled={busy} />
    </ScreenCard>
  );
}
