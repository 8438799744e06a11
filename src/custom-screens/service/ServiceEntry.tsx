// Taking a service in (issue 21 item 7) at the counter: the customer's pieces, each weighed in with its ongkos, what is
// to be done and the goldsmith; the manual receipt number; the customer; and a down payment, optional (money only, at
// most the total: a service may be taken unpaid). The totals are domain/service-entry.ts's, the server's the same.
// F2 goes to the first line's name, F4 the first payment, F8 saves (the Checkout frame). The receipt is NOTA SERVICE.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../engine/data';
import { moduleOn } from '../../../domain/gates';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { EMPTY_SERVICE_LINE, optionalPaymentProblems, serviceBody, serviceLineProblem, serviceTotal, type ServiceLineDraft } from '../../../domain/service-entry';
import { formatWeightMg } from '../../../domain/units';
import deskripsiMaster from '../../../definitions/masters/parameter-deskripsi-service';
import { Checkout, useCustomerHeader, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { draftPaymentLines, FIRST_PAYMENT, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { useLinePhotos } from '../../engine/transaction/counter/line-photos';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { ServiceLines, type Deskripsi, type Tukang } from './ServiceLines';
import { SERVICE } from './kinds';

interface Props {
  data: SaleData;
  onDirty: (dirty: boolean) => void;
  onFresh: () => void;
}

interface Posting {
  no_service: string;
  total_service: number;
  dp_rp: number;
  sisa_bayar: number;
}

export function ServiceEntry({ data, onDirty, onFresh }: Props) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.service.${k}`, args);
  const tukang = useApiQuery<{ data: Tukang[] }>('tukang/get/all');
  const withMaster = moduleOn(data.modules, 'PARAMETER_DESKRIPSI_SERVICE_MODULE');
  const deskripsi = useApiQuery<{ data: Deskripsi[] }>(withMaster ? deskripsiMaster.api.list : null);
  const { post, busy, dialog } = usePostDocument();
  const photos = useLinePhotos();
  const customer = useCustomerHeader();
  const [lines, setLines] = useState<ServiceLineDraft[]>([EMPTY_SERVICE_LINE]);
  const [manual, setManual] = useState('');
  const [payments, setPayments] = useState<DraftPayment[]>(FIRST_PAYMENT);
  const [posted, setPosted] = useState<Posted>();
  const box = useRef<HTMLDivElement>(null);

  const total = serviceTotal(lines);
  const summary = useMemo(() => {
    const raw = summarizePayments(draftPaymentLines(payments), total, { poinRupiah: 0, partial: true });
    return { ...raw, problems: optionalPaymentProblems(raw.problems, payments.map((p) => p.jumlah_rp)) };
  }, [payments, total]);
  const groups = useMemo(() => [...data.groupNames].map(([kode_group, nama_group]) => ({ kode_group, nama_group })), [data.groupNames]);
  const beratMg = lines.reduce((s, l) => s + (l.berat_mg ?? 0), 0);
  const problem = serviceLineProblem(lines);
  const problemText = problem && (problem.line ? t('baris_problem', { n: problem.line, message: t(`problem.${problem.code}`) }) : t(`problem.${problem.code}`));

  const focusLine = (i: number) => setTimeout(() => box.current?.querySelector<HTMLElement>(`[data-testid="nama-${i}"]`)?.focus(), 0);
  const focusFirst = () => focusLine(0);
  useEffect(() => {
    focusFirst();
  }, []);
  const holding = lines.some((l) => l.nama_barang || l.berat_mg);
  useEffect(() => onDirty(holding && !posted), [holding, posted]);
  useEffect(() => () => onDirty(false), []);

  const check = () => {
    const missing = customer.check();
    if (problemText) return problemText;
    if (summary.dibayar > total) return t('dp_diatas_total');
    return missing || summary.problems[0]?.message;
  };

  const submit = async () => {
    const entry = toEntryPayments(payments);
    const answer = await post<{ data: Posting }>('service', (ids) => serviceBody(customer.header, manual, lines, entry, ids), check);
    if (answer) {
      const d = answer.data;
      await photos.upload('service', d.no_service);
      setPosted({ kind: SERVICE, no: d.no_service, grand_total: d.total_service, dp_rp: d.dp_rp, sisa_bayar: d.sisa_bayar, no_hp: customer.header.no_hp });
    }
  };

  const totals: TotalRow[] = [
    [t('total_service'), total, true],
    ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as TotalRow] : []),
    [t('dp'), summary.total_dengan_fee],
    [t('sisa_bayar'), Math.max(0, total - summary.dibayar), true],
  ];

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent ref={box}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="subtitle1">{t('barang_service')}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="items-count">
              {t('items_count', { n: lines.length, berat: formatWeightMg(beratMg) })}
            </Typography>
            <TextField
              size="small"
              label={t('no_faktur_manual')}
              value={manual}
              onChange={(e) => setManual(e.target.value.toUpperCase())}
              sx={{ width: 200, ml: 'auto' }}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
          </Stack>
          <ServiceLines
            lines={lines}
            groups={groups}
            tukang={tukang.data?.data ?? []}
            deskripsi={withMaster ? (deskripsi.data?.data ?? []) : undefined}
            onChange={(i, line) => setLines((prev) => prev.map((l, j) => (j === i ? line : l)))}
            onRemove={(i) => {
              setLines((prev) => prev.filter((_, j) => j !== i));
              photos.remove(i);
            }}
            photos={photos.photos}
            onPhoto={photos.set}
            onAdd={() => {
              setLines((prev) => [...prev, EMPTY_SERVICE_LINE]);
              focusLine(lines.length);
            }}
          />
        </CardContent>
      </Card>
      <Checkout
        customer={customer}
        sales={data.sales}
        paymentTitle={t('pembayaran_dp')}
        payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={total} kinds={MONEY_PAYMENT_KINDS} />}
        totals={totals}
        notes={problem?.line && holding ? <Alert severity="info">{problemText}</Alert> : undefined}
        saveLabel={t('simpan')}
        disabled={busy}
        onSave={() => void submit()}
        onEntryKey={focusFirst}
      />
      {dialog}
      <ResultDialog posted={posted} onClose={onFresh} />
    </Stack>
  );
}
