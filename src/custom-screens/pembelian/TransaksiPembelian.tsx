// /transaksi-pembelian (issue 10): buying gold back from a customer at the counter, keyboard first like the sale. The
// lookup field takes the shop's own piece by barcode or receipt number (a scanner types it and Enter); "Barang Luar"
// adds a piece from elsewhere. Every line is priced live with the server's domain functions; the money goes out in
// cash or by transfer to the customer's account and must add up to the total. Simpan posts (a 403 asks a supervisor
// and sends the same buy-back again), the receipt prints at once, and the screen is ready for the next customer.
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Title, useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { printReceipt } from '../../engine/transaction/receipt';
import { AUTHORIZATION_KINDS } from '../../../domain/authorization';
import { summarizePayments } from '../../../domain/payments';
import { paymentBody, type SaleHeader } from '../../../domain/sale-entry';
import { CustomerFields } from '../penjualan/CustomerFields';
import { draftPaymentLines, PaymentLines, toEntryPayments, type DraftPayment } from '../penjualan/PaymentLines';
import { ResultDialog, type Posted } from '../penjualan/ResultDialog';
import { Totals } from '../penjualan/SaleEntry';
import { usePostDocument } from '../penjualan/usePostDocument';
import { buybackItems, previewBuyback, type BuybackDraft } from './buyback-entry';
import { BuybackItems } from './BuybackItems';
import { useBuybackData, type BuybackData } from './useBuybackData';

const EMPTY_HEADER: SaleHeader = { kode_sales: '', nama_customer: '', alamat_customer: '', no_hp: '' };
const FIRST_PAYOUT: DraftPayment[] = [{ jenis: 'TUNAI', jumlah_rp: null }];

function BuybackEntry({ data }: { data: BuybackData }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pembelian.${k}`, args);
  const tj = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const { post, reset, busy, dialog } = usePostDocument();
  const print = useSubmit({ failure: 'kilau.penjualan.print_failed' });
  const [drafts, setDrafts] = useState<BuybackDraft[]>([]);
  const [header, setHeader] = useState<SaleHeader>(EMPTY_HEADER);
  const [payouts, setPayouts] = useState<DraftPayment[]>(FIRST_PAYOUT);
  // Until the cashier types an amount, the one payment line pays out the whole total.
  const [typed, setTyped] = useState(false);
  const [posted, setPosted] = useState<Posted>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const itemsBox = useRef<HTMLDivElement>(null);

  const preview = useMemo(() => previewBuyback(data.params, drafts), [data.params, drafts]);
  const shown = useMemo(() => (!typed && payouts.length === 1 ? [{ ...payouts[0], jumlah_rp: preview.total || null }] : payouts), [typed, payouts, preview.total]);
  const summary = useMemo(() => summarizePayments(draftPaymentLines(shown), preview.total, { poinRupiah: 0 }), [shown, preview.total]);

  const changePayouts = (next: DraftPayment[]) => {
    if (next.length !== shown.length || next.some((p, i) => p.jumlah_rp !== shown[i].jumlah_rp)) setTyped(true);
    setPayouts(next);
  };

  const fresh = () => {
    setDrafts([]);
    setHeader(EMPTY_HEADER);
    setPayouts(FIRST_PAYOUT);
    setTyped(false);
    setErrors({});
    reset();
  };
  const focusLookup = () => setTimeout(() => itemsBox.current?.querySelector('input')?.focus(), 0);

  const check = () => {
    const missing: Record<string, string> = {};
    if (!header.kode_sales) missing.kode_sales = tj('required', { field: tj('sales') });
    if (!header.nama_customer.trim()) missing.nama_customer = tj('required', { field: tj('nama_customer') });
    if (!header.alamat_customer.trim()) missing.alamat_customer = tj('required', { field: tj('alamat_customer') });
    setErrors(missing);
    if (!drafts.length) return t('items_required');
    if (preview.problem) return t('baris_problem', { n: preview.problem.line, message: preview.problem.message });
    const missingAccount = shown.some((p) => p.jenis === 'TRANSFER' && (!p.kode_bank || !p.no_rekening?.trim()));
    return (
      Object.values(missing)[0] ||
      summary.problems[0]?.message ||
      (summary.dibayar !== preview.total && t('bayar_tidak_sama')) ||
      (missingAccount && t('rekening_required'))
    );
  };

  const submit = async () => {
    const pembayaran = paymentBody(toEntryPayments(shown).filter((p) => p.jumlah_rp > 0));
    const body = (ids: string[]) => ({
      kode_sales: header.kode_sales,
      nama_customer: header.nama_customer.trim(),
      alamat_customer: header.alamat_customer.trim(),
      ...(header.no_hp.trim() ? { no_hp: header.no_hp.trim() } : {}),
      items: buybackItems(drafts),
      pembayaran,
      ...(ids.length ? { authorization_ids: ids } : {}),
    });
    const answer = await post<{ data: { no_faktur_beli: string; total_harga: number } }>('pembelian', body, check);
    if (!answer) return;
    const no = answer.data.no_faktur_beli;
    fresh();
    setPosted({ kind: 'pembelian', no, grand_total: Number(answer.data.total_harga), printed: true });
    // The customer signs the printed receipt before the money is handed over: it prints at once.
    await print.run(() => printReceipt('pembelian', no), { success: false });
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent ref={itemsBox}>
          <BuybackItems params={data.params} drafts={drafts} onChange={setDrafts} preview={preview} disabled={busy} />
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card sx={{ flex: 1, width: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {tj('customer')}
            </Typography>
            <CustomerFields value={header} onChange={setHeader} sales={data.sales} errors={errors} />
          </CardContent>
        </Card>
        <Card sx={{ flex: 1.4, width: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              {t('pembayaran')}
            </Typography>
            <PaymentLines lines={shown} onChange={changePayouts} rekening={[]} modules={{}} summary={summary} due={preview.total} payout={{ banks: data.banks }} />
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, width: '100%' }}>
          <CardContent>
            <Stack spacing={1.5}>
              <Totals
                rows={[
                  [t('total_pembelian'), preview.total, true],
                  [t('dibayar'), summary.dibayar],
                  [t('selisih'), summary.dibayar - preview.total],
                ]}
              />
              <Divider />
              {preview.needs.length > 0 && <Alert severity="info">{t('perlu_otorisasi', { jenis: preview.needs.map((k) => AUTHORIZATION_KINDS[k]).join(', ') })}</Alert>}
              {drafts.length > 0 && summary.dibayar !== preview.total && <Alert severity="warning">{t('bayar_tidak_sama')}</Alert>}
              <Button variant="contained" size="large" startIcon={<SaveIcon />} disabled={busy || !drafts.length} onClick={() => void submit()}>
                {t('simpan')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Stack>
      {dialog}
      <ResultDialog
        posted={posted}
        onClose={() => {
          setPosted(undefined);
          focusLookup();
        }}
      />
    </Stack>
  );
}

export default function TransaksiPembelian() {
  const translate = useTranslate();
  const data = useBuybackData();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('kilau.shell.pages./transaksi-pembelian', { _: 'Transaksi Pembelian' })} />
      {data ? <BuybackEntry data={data} /> : <LinearProgress />}
    </Box>
  );
}
