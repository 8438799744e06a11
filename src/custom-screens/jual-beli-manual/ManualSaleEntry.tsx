// The Jual tab of /transaksi-jual-beli-manual: pick a manual stock line (tray, group, jenis), type pieces and grams,
// Enter adds the line, priced live as the server prices it (domain/manual-pricing.ts); then the customer, the sales
// person and the payments of a sale (cash with change, transfer, card with its fee, QRIS), and Simpan. A 403 asks a
// supervisor and sends the same sale again; the result dialog prints the receipt and starts the next sale.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useSubmit } from '../../engine/data';
import { entryFieldSlots } from '../../engine/shared/shortcuts';
import { DataTable, type Column } from '../../engine/table';
import { MANUAL_MESSAGES, takeError, type ManualLine } from '../../../domain/barang-manual';
import { manualSaleLineInput } from '../../../domain/manual-pricing';
import { summarizePayments } from '../../../domain/payments';
import { headerBody, paymentBody } from '../../../domain/sale-entry';
import { priceSale } from '../../../domain/sale-pricing';
import { formatWeightMg, mgToGrams, numberUnit, weightMg, WEIGHT } from '../../../domain/units';
import { Checkout, useCustomerHeader, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { NumberField } from '../../engine/widgets/NumberField';
import { draftPaymentLines, FIRST_PAYMENT, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { enterAdds, useRemoveColumn } from './lines';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { lineKey, useManualStock } from './useManualStock';
import { printingKind } from '../../../definitions/define';
import manualSaleScreens from '../../../definitions/transactions/penjualan-manual';

const MANUAL_SALE = printingKind(manualSaleScreens);

const PIECES = numberUnit(0);
/** The picker is the screen's entry field: F2 and the skip link reach it. */
const ENTRY = entryFieldSlots('F2');

/** A line of the sale: the stock line it takes from, and how much. */
interface Draft {
  line: ManualLine;
  qty: number;
  berat_mg: number;
}
type Row = Draft & { index: number; harga_per_gram: number; harga: number; ongkos: number; total: number };

export function ManualSaleEntry({ data, onDirty }: { data: SaleData; onDirty: (dirty: boolean) => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.jual_beli_manual.${k}`, args);
  const tj = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const stock = useManualStock();
  const adding = useSubmit();
  const { post, reset, busy, dialog } = usePostDocument();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const removeColumn = useRemoveColumn<Row>((i) => setDrafts((prev) => prev.filter((_, j) => j !== i)));
  const [picked, setPicked] = useState('');
  const [qty, setQty] = useState<number | null>(1);
  const [berat, setBerat] = useState<number | null>(null);
  const customer = useCustomerHeader();
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [posted, setPosted] = useState<Posted>();
  const picker = useRef<HTMLSelectElement>(null);

  const totals = useMemo(
    () =>
      priceSale(
        {
          lines: drafts.map((d) =>
            manualSaleLineInput({
              berat_mg: d.berat_mg,
              qty: d.qty,
              harga_per_gram: data.prices.hargaPerGram.get(d.line.kode_group) ?? 0,
              // The cost is the server's to know: a sale below it comes back 403 and asks a supervisor.
              harga_modal_per_gram: 0,
              ongkos: data.prices.ongkos.get(d.line.kode_group) ?? null,
            }),
          ),
        },
        data.rules,
      ),
    [drafts, data],
  );
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), totals.grand_total, { poinRupiah: 0 }), [payments, totals.grand_total]);
  const rows: Row[] = drafts.map((d, index) => ({
    ...d,
    index,
    harga_per_gram: data.prices.hargaPerGram.get(d.line.kode_group) ?? 0,
    harga: totals.lines[index].harga_jual,
    ongkos: totals.lines[index].ongkos,
    total: totals.lines[index].harga_total,
  }));

  const focusPicker = () => setTimeout(() => picker.current?.focus(), 0);
  useEffect(() => onDirty(drafts.length > 0), [drafts.length]);
  useEffect(() => () => onDirty(false), []);

  /** Adds the typed amounts of the picked line, or says why not (the manual stock's own messages). */
  const add = () => {
    const line = stock.lines?.find((l) => lineKey(l) === picked);
    if (!line) return void adding.refuse(MANUAL_MESSAGES.lineRequired);
    if (!berat) return void adding.refuse(MANUAL_MESSAGES.weightZero);
    const taken = drafts.filter((d) => lineKey(d.line) === picked);
    const error = takeError(
      line.qty,
      Math.round(Number(line.berat) * 1000),
      taken.reduce((s, d) => s + d.qty, qty ?? 0),
      taken.reduce((s, d) => s + d.berat_mg, berat),
    );
    if (error) return void adding.refuse(error);
    setDrafts([...drafts, { line, qty: qty ?? 0, berat_mg: berat }]);
    setQty(1);
    setBerat(null);
    focusPicker();
  };
  const onEnter = enterAdds(add);

  const fresh = () => {
    setPosted(undefined);
    setDrafts([]);
    customer.clear();
    setPayments(FIRST_PAYMENT);
    reset();
    focusPicker();
  };

  const check = () => {
    const missing = customer.check();
    return totals.problems[0]?.message || missing || summary.problems[0]?.message;
  };

  const submit = async () => {
    const body = (ids: string[]) => ({
      ...headerBody(customer.header),
      items: drafts.map((d) => ({ kode_gudang: d.line.kode_gudang, kode_baki: d.line.kode_baki, kode_group: d.line.kode_group, kode_dept: d.line.kode_dept, qty: d.qty, berat: mgToGrams(d.berat_mg) })),
      pembayaran: paymentBody(toEntryPayments(payments).filter((p) => p.jumlah_rp > 0)),
      ...(ids.length ? { authorization_ids: ids } : {}),
    });
    const answer = await post<{ data: { no_faktur_jual: string; grand_total: number; kembalian: number } }>('penjualan-manual', body, check);
    if (!answer) return;
    stock.refetch();
    setPosted({
      kind: MANUAL_SALE,
      no: answer.data.no_faktur_jual,
      grand_total: answer.data.grand_total,
      kembalian: answer.data.kembalian,
      no_hp: customer.header.no_hp,
    });
  };

  const columns: Column<Row>[] = [
    { field: 'kode_baki', label: t('baki'), value: (r) => r.line.kode_baki, kind: 'code' },
    { field: 'kode_group', label: tj('group'), value: (r) => data.groupNames.get(r.line.kode_group) ?? r.line.kode_group, kind: 'text' },
    { field: 'qty', label: t('qty'), kind: 'number', total: true },
    { field: 'berat', label: tj('berat_jual'), value: (r) => mgToGrams(r.berat_mg), kind: 'weight', total: true },
    { field: 'harga_per_gram', label: tj('harga_gram'), kind: 'money' },
    { field: 'harga', label: t('harga'), kind: 'money', total: true },
    { field: 'ongkos', label: tj('ongkos'), kind: 'money', total: true },
    { field: 'total', label: tj('total'), kind: 'money', total: true },
    removeColumn,
  ];

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' }, mb: 2 }}>
            <TextField
              select
              autoFocus
              inputRef={picker}
              size="small"
              label={t('stock')}
              value={picked}
              onChange={(e) => setPicked(e.target.value)}
              sx={{ minWidth: 320 }}
              disabled={busy}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, input: ENTRY.input, htmlInput: { 'data-testid': 'stock-line', ...ENTRY.htmlInput } }}
            >
              <option value="">{t('pilih_stock')}</option>
              {(stock.lines ?? []).map((l) => (
                <option key={lineKey(l)} value={lineKey(l)}>
                  {t('stock_option', { baki: l.kode_baki, group: l.nama_group || l.kode_group, qty: l.qty, berat: formatWeightMg(weightMg(l.berat)) })}
                </option>
              ))}
            </TextField>
            <NumberField label={t('qty')} unit={PIECES} value={qty} onValue={setQty} onKeyDown={onEnter} testId="stock-qty" sx={{ width: 110 }} />
            <NumberField label={tj('berat_jual')} unit={WEIGHT} value={berat} onValue={setBerat} onKeyDown={onEnter} testId="stock-berat" sx={{ width: 150 }} />
            <Button startIcon={<AddIcon />} onClick={add} disabled={busy}>
              {t('tambah')}
            </Button>
          </Stack>
          <DataTable columns={columns} rows={rows} rowKey="index" empty={t('empty_jual')} label={t('lines_jual')} />
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={tj('pembayaran')}
        // Money only: coupons and points belong to the tagged sale.
        payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={{}} summary={summary} due={totals.grand_total} />}
        totals={[
          [tj('subtotal'), totals.subtotal],
          ...(totals.ppn_rp ? [[tj('ppn'), totals.ppn_rp] as TotalRow] : []),
          ...(totals.pembulatan_rp ? [[tj('pembulatan'), totals.pembulatan_rp] as TotalRow] : []),
          [tj('grand_total'), totals.grand_total, true],
          ...(summary.fee_rp ? [[tj('fee_total'), summary.fee_rp] as TotalRow] : []),
          [tj('total_bayar'), summary.total_dengan_fee],
          [tj('kembalian'), summary.kembalian, true],
        ]}
        notes={summary.problems.length > 0 && drafts.length > 0 && <Alert severity="warning">{summary.problems[0].message}</Alert>}
        saveLabel={t('simpan_jual')}
        disabled={busy || !drafts.length}
        onSave={() => void submit()}
        onEntryKey={focusPicker}
      />
      {dialog}
      <ResultDialog posted={posted} onClose={fresh} />
    </Stack>
  );
}
