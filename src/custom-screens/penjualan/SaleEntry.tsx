// The sale (or, switched to Titip, a money deposit) at the counter, keyboard first: the barcode field holds the
// focus, a scan (the code and Enter) adds a line, and after the result dialog a fresh sale starts there again.
// Prices, totals and payments are previewed with the server's own domain functions; the server posts the same.
// Switched to Tukar Tambah, the customer also sells old gold back (the buy-back's line editor): its value pays the sale
// first (TUKAR), the payment lines take what is left, and what the old gold is worth beyond the sale goes back in cash.
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, FormControlLabel, LinearProgress, Stack, Switch, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { BarcodeInput } from '../inventory/BarcodeInput';
import { moduleOn } from '../../../domain/gates';
import { summarizePayments } from '../../../domain/payments';
import { previewSale, saleBody, scanRefusal, SALE_ITEM_MESSAGES, type EntryLine, type SaleHeader, type SaleItem } from '../../../domain/sale-entry';
import { formatRupiah, weightMg } from '../../../domain/units';
import type { Discount } from '../../../domain/amounts';
import { tradeIn } from '../../../domain/buyback-pricing';
import { buybackItems, previewBuyback, type BuybackDraft } from '../pembelian/buyback-entry';
import { BuybackItems } from '../pembelian/BuybackItems';
import { useBuybackParameters } from '../pembelian/useBuybackData';
import { CustomerFields } from './CustomerFields';
import { DiscountInput, SaleLines } from './SaleLines';
import { draftPaymentLines, PaymentLines, toEntryPayments, withPoints, type DraftPayment } from './PaymentLines';
import { useMemberPoints } from './useMemberPoints';
import { ResultDialog, type Posted } from './ResultDialog';
import { usePostDocument } from './usePostDocument';
import type { SaleData } from './useSaleData';

const EMPTY_HEADER: SaleHeader = { kode_sales: '', nama_customer: '', alamat_customer: '', no_hp: '' };
const FIRST_PAYMENT: DraftPayment[] = [{ jenis: 'TUNAI', jumlah_rp: null }];

export function Totals({ rows }: { rows: [string, number, boolean?][] }) {
  return (
    <Stack spacing={0.5}>
      {rows.map(([label, value, strong]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant={strong ? 'h6' : 'body2'}>{label}</Typography>
          <Typography variant={strong ? 'h6' : 'body2'} data-testid={`sum-${label}`}>
            {formatRupiah(value)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function SaleEntry({ data }: { data: SaleData }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const lookup = useSubmit({ failure: SALE_ITEM_MESSAGES.notFound });
  const call = useApiCall();
  const { post, reset, busy, dialog } = usePostDocument();
  const [titip, setTitip] = useState(false);
  const [tukar, setTukar] = useState(false);
  const [oldGold, setOldGold] = useState<BuybackDraft[]>([]);
  const buyback = useBuybackParameters(tukar);
  const [lines, setLines] = useState<EntryLine[]>([]);
  const [header, setHeader] = useState<SaleHeader>(EMPTY_HEADER);
  const [diskon, setDiskon] = useState<Discount | null>(null);
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [posted, setPosted] = useState<Posted>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const scanBox = useRef<HTMLDivElement>(null);
  const discounts = moduleOn(data.modules, 'POTONGAN_PENJUALAN_MODULE');

  const totals = useMemo(() => previewSale(lines, discounts ? diskon : null, data.prices, data.rules), [lines, diskon, discounts, data]);
  const old = useMemo(() => (tukar && buyback ? previewBuyback(buyback, oldGold) : undefined), [tukar, buyback, oldGold]);
  // What the customer still pays after the old gold (all of it without a trade-in).
  const exchange = tradeIn(totals.grand_total, old?.total ?? 0);
  const due = old ? exchange.sisa : totals.grand_total;
  // Nothing left to pay: no payment line is sent (an empty one would be refused).
  const paying = due > 0 || !old;
  // A deposit takes no points (the server refuses them): no member is looked up for one.
  const member = useMemberPoints(titip ? '' : header.no_hp, data.modules);
  const summary = useMemo(
    () =>
      summarizePayments(draftPaymentLines(paying ? payments : []), due, {
        poinRupiah: data.poinRupiah,
        partial: titip,
        ...(member ? { saldoPoin: member.poin } : {}),
      }),
    [payments, paying, due, data.poinRupiah, titip, member],
  );

  const scan = async (code: string): Promise<boolean> => {
    const barcode = code.trim().toUpperCase();
    if (!barcode) return false;
    const answer = await lookup.run(() => call<{ data: SaleItem }>({ path: `barang/get/${encodeURIComponent(barcode)}` }), {
      check: () => lines.some((l) => l.item.kode_barcode === barcode) && SALE_ITEM_MESSAGES.inTable,
      success: false,
    });
    if (!answer) return false;
    const refused = scanRefusal(answer.data, lines.map((l) => l.item), data.modules);
    if (refused) {
      lookup.refuse(refused);
      return false;
    }
    data.refreshPrices();
    setLines((prev) => (prev.some((l) => l.item.kode_barcode === answer.data.kode_barcode) ? prev : [...prev, { item: answer.data, berat_jual_mg: weightMg(answer.data.berat), diskon: null }]));
    return true;
  };

  const focusScan = () => setTimeout(() => scanBox.current?.querySelector('input')?.focus(), 0);

  const fresh = () => {
    setPosted(undefined);
    setLines([]);
    setHeader(EMPTY_HEADER);
    setDiskon(null);
    setPayments(FIRST_PAYMENT);
    setOldGold([]);
    setErrors({});
    reset();
    focusScan();
  };

  const check = () => {
    const missing: Record<string, string> = {};
    if (!header.kode_sales) missing.kode_sales = t('required', { field: t('sales') });
    if (!header.nama_customer.trim()) missing.nama_customer = t('required', { field: t('nama_customer') });
    if (!header.alamat_customer.trim()) missing.alamat_customer = t('required', { field: t('alamat_customer') });
    setErrors(missing);
    const oldProblem = old && (!oldGold.length ? t('tukar_kosong') : old.problem && translate('kilau.pembelian.baris_problem', { n: old.problem.line, message: old.problem.message }));
    return totals.problems[0]?.message || oldProblem || Object.values(missing)[0] || summary.problems[0]?.message;
  };

  const submit = async () => {
    const entry = paying ? toEntryPayments(payments).filter((p) => p.jumlah_rp > 0) : [];
    const body = (ids: string[]) => {
      const sale = saleBody(header, lines, totals, entry, ids);
      return { ...sale, pembayaran: withPoints(sale.pembayaran, entry), ...(old ? { tukar: { items: buybackItems(oldGold) } } : {}) };
    };
    if (titip) {
      const answer = await post<{ data: { no_titip: string; grand_total: number; dp_rp: number; sisa_bayar: number } }>('titip', body, check);
      if (answer) setPosted({ kind: 'titip', no: answer.data.no_titip, grand_total: answer.data.grand_total, dp_rp: answer.data.dp_rp, sisa_bayar: answer.data.sisa_bayar, no_hp: header.no_hp });
    } else {
      const answer = await post<{ data: { no_faktur_jual: string; grand_total: number; kembalian: number; no_faktur_beli?: string } }>('penjualan', body, check);
      if (answer)
        setPosted({
          kind: 'penjualan',
          no: answer.data.no_faktur_jual,
          grand_total: answer.data.grand_total,
          kembalian: answer.data.kembalian,
          no_hp: header.no_hp,
          ...(old && answer.data.no_faktur_beli ? { tukar: { no: answer.data.no_faktur_beli, tukar: exchange.tukar, kembali: exchange.kembali } } : {}),
        });
    }
  };

  const totalRows: [string, number, boolean?][] = [
    [t('subtotal'), totals.subtotal],
    ...(totals.diskon_rp ? [[t('diskon_total'), -totals.diskon_rp] as [string, number]] : []),
    ...(totals.ppn_rp ? [[t('ppn'), totals.ppn_rp] as [string, number]] : []),
    ...(totals.pembulatan_rp ? [[t('pembulatan'), totals.pembulatan_rp] as [string, number]] : []),
    [t('grand_total'), totals.grand_total, true],
    ...(old
      ? ([
          [t('nilai_tukar'), old.total],
          [t('dibayar_tukar'), exchange.tukar],
          [t('sisa_bayar'), exchange.sisa, true],
        ] as [string, number, boolean?][])
      : []),
    [t('dibayar'), summary.dibayar],
    ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as [string, number]] : []),
    titip ? [t('sisa_bayar'), Math.max(0, totals.grand_total - summary.dibayar), true] : [t('kembalian'), summary.kembalian, true],
    ...(exchange.kembali && old ? [[t('kembali_tukar'), exchange.kembali, true] as [string, number, boolean]] : []),
  ];

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
            <Box ref={scanBox}>
              <BarcodeInput onScan={scan} disabled={busy} />
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
            <Typography variant="body2" color="text.secondary">
              {t('items_count', { n: lines.length, berat: (totals.berat_jual_mg / 1000).toFixed(3) })}
            </Typography>
          </Stack>
          <Box sx={{ overflowX: 'auto' }}>
            <SaleLines
              lines={lines}
              totals={totals}
              prices={data.prices}
              groupNames={data.groupNames}
              discounts={discounts}
              onChange={(i, line) => setLines((prev) => prev.map((l, j) => (j === i ? line : l)))}
              onRemove={(i) => setLines((prev) => prev.filter((_, j) => j !== i))}
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
            {buyback && old ? <BuybackItems params={buyback} drafts={oldGold} onChange={setOldGold} preview={old} disabled={busy} /> : <LinearProgress />}
          </CardContent>
        </Card>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card sx={{ flex: 1, width: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {t('customer')}
            </Typography>
            <CustomerFields value={header} onChange={setHeader} sales={data.sales} errors={errors} />
          </CardContent>
        </Card>
        <Card sx={{ flex: 1.4, width: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {t(titip ? 'pembayaran_dp' : 'pembayaran')}
            </Typography>
            {member && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="member-poin">
                {t('member_info', { kode: member.kode_member, nama: member.nama_member, poin: member.poin })}
              </Typography>
            )}
            {paying ? (
              <PaymentLines
                lines={payments}
                onChange={setPayments}
                rekening={data.rekening}
                modules={data.modules}
                summary={summary}
                due={due}
                member={member}
                poinRupiah={data.poinRupiah}
              />
            ) : (
              <Typography color="text.secondary">{t('lunas_tukar')}</Typography>
            )}
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, width: '100%' }}>
          <CardContent>
            <Stack spacing={1.5}>
              {discounts && <DiscountInput value={diskon} onChange={setDiskon} label={t('diskon_total')} testId="diskon-total" />}
              <Totals rows={totalRows} />
              <Divider />
              {totals.problems.length > 0 && lines.length > 0 && <Alert severity="warning">{totals.problems[0].message}</Alert>}
              <Button variant="contained" size="large" startIcon={<SaveIcon />} disabled={busy || !lines.length} onClick={() => void submit()}>
                {t(titip ? 'simpan_titip' : 'simpan')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
      {dialog}
      <ResultDialog posted={posted} onClose={fresh} />
    </Stack>
  );
}
