// Taking an order (issue 21) at the counter: the lines the goldsmith is to make, each priced at its group's price of
// this moment (the order locks it when saved), the promised date, the customer, and the down payment (money only, more
// than 0 and at most the total). The preview is domain/order-entry.ts, the server prices the same. F2 goes to the first
// line's name, F4 the first payment, F8 saves (the Checkout frame). A pre-order (PRE_ORDER_MODULE, /transaksi-pre-order)
// is the same order with its supplier and PO number, posted at POST pre-order.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { LOAD_FAILED, useApiQuery } from '../../engine/data';
import { statusOf } from '../../engine/widgets/apiError';
import { getSession } from '../../engine/session';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { headerBody, paymentBody } from '../../../domain/sale-entry';
import { EMPTY_ORDER_LINE, orderItemsBody, orderLineProblem, previewOrder, type OrderLineDraft } from '../../../domain/order-entry';
import { formatWeightMg } from '../../../domain/units';
import { Checkout, useCustomerHeader, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { draftPaymentLines, FIRST_PAYMENT, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { useLinePhotos } from '../../engine/transaction/counter/line-photos';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { DateField } from '../../engine/shared/DateField';
import { OrderLines, type Tukang } from './OrderLines';
import { ORDER } from './kinds';

interface Props {
  data: SaleData;
  onDirty: (dirty: boolean) => void;
  onFresh: () => void;
  /** A pre-order: the supplier and the PO number are asked too. */
  preOrder?: boolean;
}

interface Posting {
  no_pesanan: string;
  total_rp: number;
  dp_rp: number;
  sisa_bayar: number;
}

export function OrderEntry({ data, onDirty, onFresh, preOrder = false }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.pesanan.${k}`, args);
  const tukang = useApiQuery<{ data: Tukang[] }>('tukang/get/all');
  // The supplier master (spec: GET supplier-barang), readable where SUPPLIER_BARANG_MODULE is on; the field says why
  // it offers nothing when the read failed (the module off, or no answer).
  const suppliers = useApiQuery<{ data: { kode_supplier: string; nama_supplier: string }[] }>(preOrder ? 'supplier-barang' : null, undefined, { failure: false });
  const suppliersFailed = suppliers.error ? translate(statusOf(suppliers.error) === 403 ? 'kilau.pesanan.supplier_modul_mati' : LOAD_FAILED) : undefined;
  const { post, busy, dialog } = usePostDocument();
  const photos = useLinePhotos();
  const customer = useCustomerHeader();
  const [lines, setLines] = useState<OrderLineDraft[]>([EMPTY_ORDER_LINE]);
  const [janji, setJanji] = useState('');
  const [supplier, setSupplier] = useState({ kode_supplier: '', no_po: '' });
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [posted, setPosted] = useState<Posted>();
  const box = useRef<HTMLDivElement>(null);
  const tglSystem = getSession()?.tgl_system?.slice(0, 10);

  const preview = useMemo(() => previewOrder(lines, data.prices.hargaPerGram), [lines, data.prices]);
  const summary = useMemo(() => summarizePayments(draftPaymentLines(payments), preview.total, { poinRupiah: 0, partial: true }), [payments, preview.total]);
  const groups = useMemo(() => [...data.groupNames].map(([kode_group, nama_group]) => ({ kode_group, nama_group })), [data.groupNames]);
  const beratMg = lines.reduce((s, l) => s + (l.berat_mg ?? 0), 0);
  const problem = orderLineProblem(lines);

  const focusFirst = () => setTimeout(() => box.current?.querySelector<HTMLElement>('[data-testid="nama-0"]')?.focus(), 0);
  useEffect(() => {
    focusFirst();
  }, []);
  const holding = lines.some((l) => l.nama_barang || l.berat_mg);
  useEffect(() => onDirty(holding && !posted), [holding, posted]);
  useEffect(() => () => onDirty(false), []);

  const check = () => {
    const missing = customer.check();
    if (problem) return problem.line ? t('baris_problem', { n: problem.line, message: problem.message }) : problem.message;
    if (preOrder && !supplier.kode_supplier) return t('supplier_kosong');
    if (preOrder && !supplier.no_po.trim()) return t('po_kosong');
    if (summary.dibayar > preview.total) return t('dp_diatas_total');
    return missing || summary.problems[0]?.message;
  };

  const submit = async () => {
    const entry = toEntryPayments(payments).filter((p) => p.jumlah_rp > 0);
    const body = (ids: string[]) => ({
      ...headerBody(customer.header),
      ...(janji ? { tgl_janji: janji } : {}),
      ...(preOrder ? { kode_supplier: supplier.kode_supplier, no_po: supplier.no_po.trim().toUpperCase() } : {}),
      items: orderItemsBody(lines),
      pembayaran: paymentBody(entry),
      ...(ids.length ? { authorization_ids: ids } : {}),
    });
    const answer = await post<{ data: Posting }>(preOrder ? 'pre-order' : 'pesanan', body, check);
    if (answer) {
      const d = answer.data;
      await photos.upload('pesanan', d.no_pesanan);
      setPosted({ kind: ORDER, no: d.no_pesanan, grand_total: d.total_rp, dp_rp: d.dp_rp, sisa_bayar: d.sisa_bayar, no_hp: customer.header.no_hp });
    }
  };

  const totals: TotalRow[] = [
    [t('total'), preview.total, true],
    ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as TotalRow] : []),
    [t('dp'), summary.total_dengan_fee],
    [t('sisa_bayar'), Math.max(0, preview.total - summary.dibayar), true],
  ];

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent ref={box}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="subtitle1">{t('barang_pesanan')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('items_count', { n: lines.length, berat: formatWeightMg(beratMg) })}
            </Typography>
            <DateField label={t('tgl_janji')} value={janji} onChange={setJanji} minDate={tglSystem} />
            {preOrder && (
              <>
                <TextField select size="small" label={t('supplier')} value={supplier.kode_supplier} error={!!suppliersFailed} helperText={suppliersFailed} onChange={(e) => setSupplier({ ...supplier, kode_supplier: e.target.value })} sx={{ width: 200 }}>
                  {(suppliers.data?.data ?? []).map((s) => (
                    <MenuItem key={s.kode_supplier} value={s.kode_supplier}>
                      {s.kode_supplier} - {s.nama_supplier}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField size="small" label={t('no_po')} value={supplier.no_po} onChange={(e) => setSupplier({ ...supplier, no_po: e.target.value.toUpperCase() })} sx={{ width: 160 }} />
              </>
            )}
            <Button startIcon={<AddIcon />} onClick={() => setLines((prev) => [...prev, EMPTY_ORDER_LINE])} sx={{ ml: 'auto' }}>
              {t('tambah_barang')}
            </Button>
          </Stack>
          <OrderLines
            lines={lines}
            amounts={preview.lines}
            groups={groups}
            tukang={tukang.data?.data ?? []}
            onChange={(i, line) => setLines((prev) => prev.map((l, j) => (j === i ? line : l)))}
            onRemove={(i) => {
              setLines((prev) => prev.filter((_, j) => j !== i));
              photos.remove(i);
            }}
            photos={photos.photos}
            onPhoto={photos.set}
          />
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={t('pembayaran_dp')}
        payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={preview.total} kinds={MONEY_PAYMENT_KINDS} />}
        totals={totals}
        notes={problem?.line && holding ? <Alert severity="info">{t('baris_problem', { n: problem.line, message: problem.message })}</Alert> : undefined}
        saveLabel={t('simpan')}
        disabled={busy || !lines.length}
        onSave={() => void submit()}
        onEntryKey={focusFirst}
      />
      {dialog}
      <ResultDialog posted={posted} onClose={onFresh} />
    </Stack>
  );
}
