// Paying off a money deposit (Pelunasan Titip): type the deposit's number and Enter, see its pieces and what is
// left to pay, take the payments and post POST titip/{no}/lunas, which completes the sale at the deposit's prices;
// then the sale's receipt prints like any other. The counter's keys work here too (F2 the deposit's number, F4 the
// first payment, F8 save).
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useApiCall, useSubmit } from '../../engine/data';
import { summarizePayments } from '../../../domain/payments';
import { paymentBody, paymentLines } from '../../../domain/sale-entry';
import { formatRupiah, formatWeightMg, weightMg } from '../../../domain/units';
import { PaymentLines, toEntryPayments, type DraftPayment } from '../../engine/transaction/counter/PaymentLines';
import { ResultDialog, type Posted } from '../../engine/transaction/counter/ResultDialog';
import { Checkout, type TotalRow } from '../../engine/transaction/counter/Checkout';
import { entryFieldSlots, useShortcuts } from '../../engine/shared/shortcuts';
import { usePostDocument } from '../../engine/transaction/counter/usePostDocument';
import type { SaleData } from '../../engine/transaction/counter/useSaleData';
import { SALE } from './kinds';

interface Deposit {
  no_titip: string;
  tgl_system: string;
  status: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  grand_total: number;
  dp_rp: number;
  sisa_bayar: number;
  no_faktur_jual: string | null;
  items: { kode_barcode: string; nama_barang: string; berat_jual: number; total: number }[];
}

/** `initialNo`: a deposit opened from /lihat-titipan (Lunasi), loaded at once. */
export function PelunasanTitip({ data, initialNo }: { data: SaleData; initialNo?: string }) {
  const translate = useTranslate();
  const t = (k: string, args?: object) => translate(`kilau.penjualan.${k}`, args);
  const find = useSubmit({ failure: 'kilau.penjualan.titip_not_found' });
  const call = useApiCall();
  const { post, reset, busy, dialog } = usePostDocument();
  const [no, setNo] = useState(initialNo ?? '');
  const [deposit, setDeposit] = useState<Deposit>();
  const [payments, setPayments] = useState<DraftPayment[]>([{ jenis: 'TUNAI', jumlah_rp: null }]);
  const [posted, setPosted] = useState<Posted>();
  const noField = useRef<HTMLInputElement>(null);
  const focusNo = () => setTimeout(() => noField.current?.focus(), 0);
  // With a deposit open the Checkout frame has the keys; before, F2 still finds the number field.
  useShortcuts({ F2: focusNo }, !deposit);
  const due = Number(deposit?.sisa_bayar ?? 0);
  const summary = useMemo(() => summarizePayments(paymentLines(toEntryPayments(payments)), due, { poinRupiah: data.poinRupiah }), [payments, due, data.poinRupiah]);

  const loadDeposit = async (number: string) => {
    setDeposit(undefined);
    const answer = await find.run(() => call<{ data: Deposit }>({ path: `titip/${encodeURIComponent(number.trim().toUpperCase())}` }), {
      check: () => !number.trim() && 'kilau.penjualan.titip_required',
      success: false,
    });
    if (answer) {
      setDeposit(answer.data);
      setPayments([{ jenis: 'TUNAI', jumlah_rp: Number(answer.data.sisa_bayar) || null }]);
      reset();
    }
  };
  const load = (e: FormEvent) => {
    e.preventDefault();
    void loadDeposit(no);
  };
  const opened = useRef(false);
  useEffect(() => {
    if (initialNo && !opened.current) {
      opened.current = true;
      void loadDeposit(initialNo);
    }
  });

  const open = deposit?.status === 'OPEN';
  const submit = async () => {
    if (!deposit) return;
    const entry = toEntryPayments(payments).filter((p) => p.jumlah_rp > 0);
    const answer = await post<{ data: { no_faktur_jual: string; grand_total: number; kembalian: number } }>(
      `titip/${encodeURIComponent(deposit.no_titip)}/lunas`,
      (ids) => ({ pembayaran: paymentBody(entry), ...(ids.length ? { authorization_ids: ids } : {}) }),
      () => summary.problems[0]?.message,
    );
    if (answer) setPosted({ kind: SALE, no: answer.data.no_faktur_jual, grand_total: answer.data.grand_total, kembalian: answer.data.kembalian, no_hp: deposit.no_hp });
  };

  const done = () => {
    setPosted(undefined);
    setDeposit(undefined);
    setNo('');
    reset();
    focusNo();
  };

  const depositCard = deposit && (
    <>
      <Typography variant="subtitle1">
        {deposit.no_titip} · {deposit.tgl_system} · {deposit.nama_customer}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {deposit.alamat_customer}
      </Typography>
      <Table size="small" aria-label={t('lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('barang')}</TableCell>
            <TableCell align="right">{t('berat_jual')}</TableCell>
            <TableCell align="right">{t('total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deposit.items.map((i) => (
            <TableRow key={i.kode_barcode}>
              <TableCell>
                {i.nama_barang} ({i.kode_barcode})
              </TableCell>
              <TableCell align="right">{formatWeightMg(weightMg(i.berat_jual))}</TableCell>
              <TableCell align="right">{formatRupiah(Number(i.total))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!open && <Alert severity="warning" sx={{ mt: 1 }}>{t('titip_closed', { status: deposit.status, nota: deposit.no_faktur_jual ?? '-' })}</Alert>}
    </>
  );

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent component="form" onSubmit={load} noValidate>
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              autoFocus
              inputRef={noField}
              label={t('no_titip')}
              value={no}
              onChange={(e) => setNo(e.target.value.toUpperCase())}
              sx={{ minWidth: 280 }}
              slotProps={entryFieldSlots('F2')}
            />
            <Button type="submit" startIcon={<SearchIcon />} disabled={find.busy}>
              {t('cari_titip')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {deposit && (
        <Checkout
          left={depositCard}
          paymentTitle={t('pembayaran')}
          payments={<PaymentLines lines={payments} onChange={setPayments} rekening={data.rekening} modules={data.modules} summary={summary} due={due} />}
          totals={[
            [t('grand_total'), Number(deposit.grand_total)],
            [t('dp'), Number(deposit.dp_rp)],
            [t('sisa_bayar'), due, true],
            ...(summary.fee_rp ? [[t('fee_total'), summary.fee_rp] as TotalRow] : []),
            [t('total_bayar'), summary.total_dengan_fee],
            [t('kembalian'), summary.kembalian, true],
          ]}
          saveLabel={t('simpan_lunas')}
          disabled={busy || !open}
          onSave={() => void submit()}
          onEntryKey={focusNo}
        />
      )}
      {dialog}
      <ResultDialog posted={posted} onClose={done} />
    </Stack>
  );
}
