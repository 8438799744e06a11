// /stock-opname-penerimaan: the same check for the items of one goods receipt (barang.no_terima): the receipt's
// READY items are expected; scanned ones are found, others foreign (another receipt, another status, unknown).
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { OpnameScreen } from './OpnameScreen';

interface Receipt {
  no_terima: string;
  jumlah: number;
  jumlah_ready: number;
  tgl_terima: string;
}

export default function StockOpnamePenerimaan() {
  const t = useTranslate();
  const receipts = useApiQuery<{ data: Receipt[] }>('stock-opname/penerimaan', undefined, { failure: 'kilau.opname.load_failed' }).data?.data ?? [];
  const [noTerima, setNoTerima] = useState('');
  return (
    <OpnameScreen
      kind="PENERIMAAN"
      title={t('kilau.opname.title_penerimaan')}
      picker={
        <TextField select size="small" label={t('kilau.opname.no_terima')} value={noTerima} onChange={(e) => setNoTerima(e.target.value)} sx={{ minWidth: 320 }}>
          {receipts.map((r) => (
            <MenuItem key={r.no_terima} value={r.no_terima}>
              {t('kilau.opname.receipt_option', { no: r.no_terima, tgl: r.tgl_terima, ready: r.jumlah_ready })}
            </MenuItem>
          ))}
        </TextField>
      }
      target={() => (noTerima ? { no_terima: noTerima } : { error: 'kilau.opname.terima_required' })}
      input={(_, o) => <BarcodeInput onScan={o.scan} />}
    />
  );
}
