// /stock-opname-global (OPNAME_GLOBAL_DAILY_MODULE): the whole shop once per business date. Every READY item of
// every tray is expected; scan across trays in any order; the result shows per tray. The server allows at most one
// saved global stocktake per business date and says so when a second one is started.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BarcodeInput } from '../../engine/widgets/BarcodeInput';
import { OpnameScreen } from './OpnameScreen';

export default function StockOpnameGlobal() {
  const t = useTranslate();
  return (
    <OpnameScreen
      kind="GLOBAL"
      title={t('kilau.opname.title_global')}
      picker={<Typography color="text.secondary">{t('kilau.opname.global_hint')}</Typography>}
      target={() => ({})}
      input={(_, o) => <BarcodeInput onScan={o.scan} />}
    />
  );
}
