// Handing a repaired service back (Ambil Service, issue 21 item 8): its number and Enter load it; its pieces with the
// weight in and out, the ongkos, the gold the repair added, the down payment and what remains; the rest is paid
// (money only; the payment defaults to what remains, cash gives change) and POST service/{no}/ambil writes the
// collection, paid first by the down payment. A service not done yet (or collected, or cancelled) is refused here,
// as the server refuses it. The collection has no receipt of its own: the result prints the service's. F2 the
// number, F4 the first payment, F8 save.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MONEY_PAYMENT_KINDS, summarizePayments } from '../../../domain/payments';
import { optionalPaymentProblems, typedPayments } from '../../../domain/service-entry';
import { paymentBody } from '../../../domain/sale-entry';
import { formatRupiah, formatWeightMg, weightMg } from '../../../domain/units';
import { draftPaymentLines, PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { Checkout, Totals, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import { useShortcuts } from '../../engine/shared/shortcuts';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { ServiceHeading, useServiceLookup, type ServiceDoc } from './ServiceLookup';
import { SERVICE } from './kinds';

interface Collected {
  data: { no_service: string; no_ambil: string; grand_total: number; dp_rp: number; sisa_bayar: number; kembalian: number };
}

export function AmbilService({ data, initialNo, onSelesai }: { data: SaleData; initialNo?: string; onSelesai: (no: string) => void }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.service.${k}`, args);
  const { post, reset, busy, dialog } = usePostDocument();
  const [payments, setPayments] = useState<DraftPayment[]>([{ jenis: 'TUNAI', jumlah_rp: null }]);
  const [posted, setPosted] = useState<Posted>();
  const lookup = useServiceLookup(initialNo, (s: ServiceDoc) => {
    setPayments([{ jenis: 'TUNAI', jumlah_rp: (s.status === 'SELESAI' && Number(s.sisa_bayar)) || null }]);
    reset();
  });
  const service = lookup.service;
  const ready = service?.status === 'SELESAI';
  // Until a service to collect is shown (its Checkout frame owns the keys then): F2 the number.
  useShortcuts({ F2: lookup.focus }, !ready);
  const owed = Number(service?.sisa_bayar ?? 0);
  const due = ready ? owed : 0;
  const summary = useMemo(() => {
    const raw = summarizePayments(draftPaymentLines(payments), due, { poinRupiah: 0 });
    return { ...raw, problems: optionalPaymentProblems(raw.problems, payments.map((p) => p.jumlah_rp)) };
  }, [payments, due]);

  const submit = async () => {
    if (!service?.no_service) return;
    const no = service.no_service;
    const entry = typedPayments(toEntryPayments(payments));
    const answer = await post<Collected>(
      `service/${encodeURIComponent(no)}/ambil`,
      (ids) => ({ pembayaran: paymentBody(entry), ...(ids.length ? { authorization_ids: ids } : {}) }),
      () => (!ready ? t(`ambil_refused.${service.status}`, { nota: service.no_ambil ?? '-' }) : summary.problems[0]?.message),
    );
    if (answer) {
      const d = answer.data;
      // The service's receipt, its number the service's: printed (and reprinted from /lihat-services) as the customer's.
      setPosted({ kind: SERVICE, no: d.no_service, grand_total: d.grand_total, dp_rp: d.dp_rp, kembalian: d.kembalian, no_hp: service.no_hp ?? '', title: t('ambil_ok', { no: d.no_ambil }) });
    }
  };
  const done = () => {
    setPosted(undefined);
    reset();
    lookup.clear();
  };

  const owedRows: TotalRow[] = service
    ? [
        [t('total_service'), Number(service.total_service)],
        [t('biaya_emas'), Number(service.biaya_emas)],
        [t('dp'), Number(service.dp_rp)],
        [t('sisa_bayar'), owed, true],
      ]
    : [];
  const refusal = service && !ready && (
    <Alert
      severity="warning"
      sx={{ mb: 1 }}
      data-testid="service-refused"
      action={
        service.status === 'OPEN' && (
          <Button color="inherit" size="small" onClick={() => onSelesai(service.no_service ?? '')}>
            {t('ke_selesai')}
          </Button>
        )
      }
    >
      {t(`ambil_refused.${service.status}`, { nota: service.no_ambil ?? '-' })}
    </Alert>
  );
  const pieces = service && (
    <Card>
      <CardContent>
        <ServiceHeading service={service} />
        {refusal}
        <Table size="small" aria-label={t('lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('nama_barang')}</TableCell>
              <TableCell>{t('deskripsi')}</TableCell>
              <TableCell align="right">{t('berat_masuk')}</TableCell>
              <TableCell align="right">{t('berat_keluar')}</TableCell>
              <TableCell align="right">{t('ongkos')}</TableCell>
              <TableCell align="right">{t('biaya_emas')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {service.items.map((l, i) => (
              <TableRow key={i} data-testid={`ambil-baris-${i}`}>
                <TableCell>
                  {i + 1}. {l.nama_barang} ({l.qty})
                </TableCell>
                <TableCell>{l.deskripsi}</TableCell>
                <TableCell align="right">{formatWeightMg(weightMg(l.berat))}</TableCell>
                <TableCell align="right">{l.berat_keluar === null ? '-' : formatWeightMg(weightMg(l.berat_keluar))}</TableCell>
                <TableCell align="right">{formatRupiah(Number(l.ongkos))}</TableCell>
                <TableCell align="right">{formatRupiah(Number(l.biaya_emas))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {/* Not to be collected now: what it is worth and what remains, without a payment to take. */}
        {!ready && (
          <Box sx={{ width: 340, ml: 'auto', mt: 2 }}>
            <Totals rows={owedRows} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
  // Who collects: the customer the pieces were taken from.
  const left = service && (
    <Stack spacing={0.5}>
      <Typography variant="subtitle1">{translate('kilau.penjualan.customer')}</Typography>
      <Typography data-testid="ambil-customer">{service.nama_customer}</Typography>
      {service.no_hp && <Typography variant="body2">{service.no_hp}</Typography>}
    </Stack>
  );

  const totals: TotalRow[] = [
    ...owedRows,
    ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as TotalRow] : []),
    [t('total_bayar'), summary.total_dengan_fee],
    [t('kembalian'), summary.kembalian, true],
  ];

  return (
    <Stack spacing={2}>
      {lookup.form}
      {pieces}
      {ready && (
        <Checkout
          left={left}
          paymentTitle={t('pembayaran')}
          payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={due} kinds={MONEY_PAYMENT_KINDS} />}
          totals={totals}
          saveLabel={t('simpan_ambil')}
          disabled={busy}
          onSave={() => void submit()}
          onEntryKey={lookup.focus}
        />
      )}
      {dialog}
      <ResultDialog posted={posted} onClose={done} />
    </Stack>
  );
}
