// /transaksi-pembelian (issue 10): buying gold back from a customer at the counter, keyboard first like the sale. The
// lookup field takes the shop's own piece by barcode or receipt number (a scanner types it and Enter); "Barang Luar"
// adds a piece from elsewhere. Every line is priced live with the server's domain functions; the money goes out in
// cash or by transfer to the customer's account and must add up to the total. Simpan posts (a 403 asks a supervisor
// and sends the same buy-back again), the result prints the receipt at once, and the screen is ready for the next
// customer. The counter's keys work here (F2 the lookup field, F4 the first payout, F8 save), and leaving with lines
// asks first.
import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Card, CardContent, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useExitConfirm } from '../../engine/shared/ExitConfirm';
import { headerBody } from '../../../domain/sale-entry';
import { Checkout, useCustomerHeader } from '../../engine/transaction/counter/Checkout';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { AuthorizationNotice } from '../../engine/authorization/AuthorizationNotice';
import { buybackItems, previewBuyback, type BuybackDraft } from '../../engine/transaction/counter/buyback/buyback-entry';
import { BuybackItems } from '../../engine/transaction/counter/buyback/BuybackItems';
import { useBuybackData, type BuybackData } from '../../engine/transaction/counter/buyback/useBuybackData';
import { usePayouts } from '../../engine/transaction/counter/buyback/usePayouts';
import { LoadingBar } from '../../engine/shared/LoadingBar';
import { printingKind } from '../../../definitions/define';
import buybackScreens from '../../../definitions/transactions/pembelian';

const BUYBACK = printingKind(buybackScreens);

function BuybackEntry({ data }: { data: BuybackData }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pembelian.${k}`, args);
  const { post, reset, busy, dialog } = usePostDocument();
  const customer = useCustomerHeader();
  const [drafts, setDrafts] = useState<BuybackDraft[]>([]);
  const [posted, setPosted] = useState<Posted>();
  const lookupField = useRef<HTMLInputElement>(null);
  const exit = useExitConfirm(drafts.length > 0);

  const preview = useMemo(() => previewBuyback(data.params, drafts), [data.params, drafts]);
  const payouts = usePayouts(preview.total, data.banks);

  const fresh = () => {
    setDrafts([]);
    customer.clear();
    payouts.clear();
    reset();
  };
  const focusLookup = () => setTimeout(() => lookupField.current?.focus(), 0);

  const check = () => {
    const missing = customer.check();
    if (!drafts.length) return t('items_required');
    if (preview.problem) return t('baris_problem', { n: preview.problem.line, message: preview.problem.message });
    return missing || payouts.problem();
  };

  const submit = async () => {
    const pembayaran = payouts.body();
    const body = (ids: string[]) => ({
      ...headerBody(customer.header),
      items: buybackItems(drafts),
      pembayaran,
      ...(ids.length ? { authorization_ids: ids } : {}),
    });
    const answer = await post<{ data: { no_faktur_beli: string; total_harga: number } }>('pembelian', body, check);
    if (!answer) return;
    const no = answer.data.no_faktur_beli;
    fresh();
    setPosted({ kind: BUYBACK, no, grand_total: Number(answer.data.total_harga), autoPrint: true });
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <BuybackItems params={data.params} drafts={drafts} onChange={setDrafts} preview={preview} disabled={busy} entry={{ key: 'F2', inputRef: lookupField }} />
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={t('pembayaran')}
        payments={payouts.lines}
        totals={payouts.totals}
        notes={
          <>
            <AuthorizationNotice facts={preview.facts} />
            {drafts.length > 0 && !payouts.balanced && <Alert severity="warning">{t('bayar_tidak_sama')}</Alert>}
          </>
        }
        saveLabel={t('simpan')}
        disabled={busy || !drafts.length}
        onSave={() => void submit()}
        onEntryKey={focusLookup}
      />
      {dialog}
      {exit.dialog}
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
      {data ? <BuybackEntry data={data} /> : <LoadingBar />}
    </Box>
  );
}
