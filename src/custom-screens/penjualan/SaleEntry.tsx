// The sale (or, switched to Titip, a money deposit) at the counter, keyboard first: the barcode field holds the focus,
// a scan (the code and Enter, ScanField.tsx) adds a line; F2, F4 and F8 reach the barcode, the first payment and save
// (the Checkout frame). Prices, totals and payments are previewed with the server's own domain functions; the server
// posts the same. Switched to Tukar Tambah, the customer also sells old gold back (the buy-back's line editor): its
// value pays the sale first (TUKAR), the payment lines take what is left, and what the old gold is worth beyond the
// sale goes back in cash. Tahan parks the sale on the server and the list takes a parked one back (HeldCarts.tsx). One
// mount is one sale: the page mounts a new one for "Transaksi Baru" and after Tahan (TransaksiPenjualan.tsx), so the
// next sale starts as a fresh visit does. A sale (not a deposit) may name its marketplace (MarketplaceSelect.tsx).
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../engine/notify';
import { usePhotoPrefetch } from '../../engine/widgets/ItemPhoto';
import { moduleOn } from '../../../domain/gates';
import { saleBody, scanRefusal, SALE_ITEM_MESSAGES, type EntryLine, type SaleItem } from '../../../domain/sale-entry';
import { formatWeightMg, weightMg } from '../../../domain/units';
import type { Discount } from '../../../domain/amounts';
import { buybackItems, previewBuyback, type BuybackDraft } from '../../engine/transaction/counter/buyback/buyback-entry';
import { BuybackItems } from '../../engine/transaction/counter/buyback/BuybackItems';
import { useBuybackParameters } from '../../engine/transaction/counter/buyback/useBuybackData';
import { useCustomerHeader } from '../../engine/transaction/counter/Checkout';
import { SaleLines } from './SaleLines';
import { FIRST_PAYMENT, toEntryPayments, withPoints, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { SaleCheckout, useSaleFigures } from './SaleCheckout';
import { LoadingBar } from '../../engine/shared/LoadingBar';
import { useMemberPoints } from '../../engine/transaction/counter/useMemberPoints';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { HeldCartButtons, useHeldCarts, type HeldCartRow } from './HeldCarts';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { DEPOSIT, SALE } from './kinds';
import { MarketplaceSelect } from './MarketplaceSelect';
import { ScanField } from './ScanField';

interface Props {
  data: SaleData;
  /** Whether the sale holds anything the cashier would lose by leaving (the page asks first). */
  onDirty: (dirty: boolean) => void;
  /** Start the next sale: "Transaksi Baru", or the sale parked. */
  onFresh: () => void;
}

/** Memoized: the page's own renders (its price refresh after a scan) leave the sale as it is. */
export const SaleEntry = memo(function SaleEntry({ data, onDirty, onFresh }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const toast = useToast();
  const prefetchPhoto = usePhotoPrefetch();
  const navigate = useNavigate();
  const { post, busy, dialog } = usePostDocument();
  const held = useHeldCarts(data.modules);
  const [titip, setTitip] = useState(false);
  const [tukar, setTukar] = useState(false);
  const [oldGold, setOldGold] = useState<BuybackDraft[]>([]);
  const buyback = useBuybackParameters(tukar);
  const [lines, setLines] = useState<EntryLine[]>([]);
  const customer = useCustomerHeader();
  const header = customer.header;
  const [diskon, setDiskon] = useState<Discount | null>(null);
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [posted, setPosted] = useState<Posted>();
  const scanField = useRef<HTMLInputElement>(null);
  const discounts = moduleOn(data.modules, 'POTONGAN_PENJUALAN_MODULE');

  const old = useMemo(() => (tukar && buyback ? previewBuyback(buyback, oldGold) : undefined), [tukar, buyback, oldGold]);
  // A deposit takes no points (the server refuses them): no member is looked up for one.
  const member = useMemberPoints(titip ? '' : header.no_hp, data.modules);
  const figures = { lines, diskon: discounts ? diskon : null, data, old, payments, titip, member };
  const { totals, exchange, paying, summary } = useSaleFigures(figures);
  const shownCustomer = useMemo(() => ({ header, errors: customer.errors, setHeader: customer.setHeader }), [header, customer.errors, customer.setHeader]);

  const focusScan = useCallback(() => void setTimeout(() => scanField.current?.focus(), 0), []);
  // A new sale (the page opened, the tab chosen, the next sale started): the barcode field takes the keys, past the
  // dialog that closed, which hands the focus back to the button that opened it.
  useEffect(() => void focusScan(), []);
  const holding = lines.length > 0 || oldGold.length > 0;
  useEffect(() => onDirty(holding && !posted), [holding, posted]);
  useEffect(() => () => onDirty(false), []);

  const inSale = (barcode: string) => lines.some((l) => l.item.kode_barcode === barcode);
  const addItem = (item: SaleItem) => {
    const refused = scanRefusal(item, lines.map((l) => l.item), data.modules);
    // A piece made for an order goes with its order: scanned first, it opens the order's collection (Ambil Pesanan).
    if (refused === SALE_ITEM_MESSAGES.preOrder && !holding) return void navigate(`/transaksi-pesanan?ambil=${encodeURIComponent(item.no_pesanan ?? '')}`);
    if (refused) return void toast.error(refused);
    // The photo is on its way while the line renders, not after.
    prefetchPhoto(item);
    data.refreshPrices();
    setLines((prev) => (prev.some((l) => l.item.kode_barcode === item.kode_barcode) ? prev : [...prev, { item, berat_jual_mg: weightMg(item.berat), diskon: null }]));
  };
  // Stable, so an edit or a new line renders only its own row (SaleLines).
  const changeLine = useCallback((i: number, line: EntryLine) => setLines((prev) => prev.map((l, j) => (j === i ? line : l))), []);
  const removeLine = useCallback((i: number) => setLines((prev) => prev.filter((_, j) => j !== i)), []);

  const hold = async () => {
    const kept = lines.map((l) => ({ kode_barcode: l.item.kode_barcode, berat_jual_mg: l.berat_jual_mg, diskon: l.diskon }));
    if (await held.hold({ titip, tukar, header, diskon, lines: kept, payments, tukar_items: tukar ? oldGold : [] })) onFresh();
  };

  const takeBack = async (row: HeldCartRow) => {
    if (holding) return void toast.error('kilau.penjualan.tahan_dulu');
    const cart = await held.take(row);
    if (!cart) return;
    setTitip(cart.titip);
    setTukar(cart.tukar);
    customer.setHeader(cart.header);
    setDiskon(cart.diskon);
    setLines(cart.lines);
    setPayments(cart.payments.length ? cart.payments : FIRST_PAYMENT);
    setOldGold(cart.tukar_items);
    data.refreshPrices();
    focusScan();
  };

  const check = () => {
    const sold = lines.find((l) => l.refused);
    if (sold) return `${sold.refused}: ${sold.item.kode_barcode}`;
    const missing = customer.check();
    const oldProblem = old && (!oldGold.length ? t('tukar_kosong') : old.problem && translate('kilau.pembelian.baris_problem', { n: old.problem.line, message: old.problem.message }));
    return totals.problems[0]?.message || oldProblem || missing || summary.problems[0]?.message;
  };

  const submit = async () => {
    const entry = paying ? toEntryPayments(payments).filter((p) => p.jumlah_rp > 0) : [];
    const body = (ids: string[]) => {
      const sale = saleBody(titip ? { ...header, kode_marketplace: '' } : header, lines, totals, entry, ids);
      return { ...sale, pembayaran: withPoints(sale.pembayaran, entry), ...(old ? { tukar: { items: buybackItems(oldGold) } } : {}) };
    };
    if (titip) {
      const answer = await post<{ data: { no_titip: string; grand_total: number; dp_rp: number; sisa_bayar: number } }>('titip', body, check);
      if (answer) setPosted({ kind: DEPOSIT, no: answer.data.no_titip, grand_total: answer.data.grand_total, dp_rp: answer.data.dp_rp, sisa_bayar: answer.data.sisa_bayar, no_hp: header.no_hp });
    } else {
      const answer = await post<{ data: { no_faktur_jual: string; grand_total: number; kembalian: number; no_faktur_beli?: string } }>('penjualan', body, check);
      if (answer)
        setPosted({
          kind: SALE,
          no: answer.data.no_faktur_jual,
          grand_total: answer.data.grand_total,
          kembalian: answer.data.kembalian,
          no_hp: header.no_hp,
          ...(old && answer.data.no_faktur_beli ? { tukar: { no: answer.data.no_faktur_beli, tukar: exchange.tukar, kembali: exchange.kembali } } : {}),
        });
    }
  };

  // The cards below keep one save callback; it sends the sale as it is at the moment of the click or F8.
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => void (latestSubmit.current = submit));
  const save = useCallback(() => void latestSubmit.current(), []);

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', mb: 2 }}>
            <Box>
              <ScanField inSale={inSale} onItem={addItem} disabled={busy} inputRef={scanField} />
            </Box>
            <FormControlLabel
              control={
                <Switch
                  checked={titip}
                  disabled={tukar}
                  onChange={(e) => {
                    setTitip(e.target.checked);
                    focusScan(); // the next scan goes to the barcode field again
                  }}
                />
              }
              label={t('mode_titip')}
            />
            {/* A deposit reserves pieces for later: old gold is traded in only at a sale. */}
            <FormControlLabel control={<Switch checked={tukar} disabled={titip} onChange={(e) => setTukar(e.target.checked)} />} label={t('mode_tukar')} />
            {!titip && <MarketplaceSelect modules={data.modules} customer={customer} disabled={busy} />}
            <Typography variant="body2" color="text.secondary">
              {t('items_count', { n: lines.length, berat: formatWeightMg(totals.berat_jual_mg) })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, ml: { md: 'auto' } }}>
              <HeldCartButtons held={held} canHold={holding && !busy} onHold={() => void hold()} onTake={(row) => void takeBack(row)} />
            </Box>
          </Stack>
          <Box sx={{ overflowX: 'auto' }}>
            <SaleLines
              lines={lines}
              totals={totals}
              prices={data.prices}
              groupNames={data.groupNames}
              discounts={discounts}
              onChange={changeLine}
              onRemove={removeLine}
            />
          </Box>
        </CardContent>
      </Card>
      {tukar && (
        <Card data-testid="tukar-tambah">
          <CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {t('barang_tukar')}
            </Typography>
            {buyback && old ? <BuybackItems params={buyback} drafts={oldGold} onChange={setOldGold} preview={old} disabled={busy} /> : <LoadingBar />}
          </CardContent>
        </Card>
      )}
      <SaleCheckout {...figures} customer={shownCustomer} discounts={discounts} setDiskon={setDiskon} setPayments={setPayments} busy={busy} onSave={save} onEntryKey={focusScan} />
      {dialog}
      <ResultDialog posted={posted} onClose={onFresh} />
    </Stack>
  );
});
