// /cetak-barcode: collect items by scanning or a whole tray, choose the label stock (A4 sheet of 3 x 10 or a
// 60 x 15 mm roll), and open the label PDF (Code 128 barcode, code, name, weight, kadar, price) for printing.
import { useState } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useTranslate } from 'react-admin';
import { api } from '../engine/api';
import { useFailureToast } from '../engine/failure-toast';
import { useToast } from '../engine/notify';
import { ITEM_MESSAGES } from '../../domain/inventory';
import { BarcodeInput } from './inventory/BarcodeInput';
import { ItemTable } from './inventory/ItemTable';
import { TrayPicker, type TrayValue } from './inventory/TrayPicker';
import { useScannedItems, type ScannedItem } from './inventory/useScannedItems';

const LAYOUTS = ['a4_3x10', 'roll_60x15'] as const;
type Layout = (typeof LAYOUTS)[number];

export default function CetakBarcode() {
  const translate = useTranslate();
  const failure = useFailureToast();
  const toast = useToast();
  const scan = useScannedItems();
  const [tray, setTray] = useState<TrayValue>({ kode_gudang: '', kode_baki: '' });
  const [layout, setLayout] = useState<Layout>('a4_3x10');
  const [skip, setSkip] = useState('0');
  const [busy, setBusy] = useState(false);

  const addTray = async () => {
    if (!tray.kode_baki) return failure(new Error(), ITEM_MESSAGES.trayRequired);
    const page = await api.get<{ data: ScannedItem[] }>('barang', { kode_baki: tray.kode_baki, limit: '500' });
    scan.setItems((prev) => [...prev, ...page.data.filter((i) => !prev.some((p) => p.kode_barcode === i.kode_barcode))]);
  };

  const print = async () => {
    if (!scan.items.length) return failure(new Error(), ITEM_MESSAGES.itemsRequired);
    setBusy(true);
    try {
      // jspdf and the label code load only when a sheet is printed.
      const { LABEL_LAYOUTS, exportLabelSheet } = await import('../engine/export/label-sheet');
      exportLabelSheet(scan.items, LABEL_LAYOUTS[layout], { skip: Number(skip) || 0 });
    } catch (error) {
      // The label code refuses in Indonesian (a code too long for the label, say): show its own words.
      if (error instanceof Error && error.message) toast.error(error.message);
      else failure(error, 'kilau.barang.print_failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.barang.cetak_title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
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
            <Box>
              <Button variant="contained" startIcon={<PrintIcon />} onClick={print} disabled={busy}>
                {translate('kilau.barang.cetak_print')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
